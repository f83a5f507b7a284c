import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { websiteTemplate } from './fields';

// spec 001 §7 get_tmpl_types: the creator website templates (domain creator-website.ts WEBSITE_TEMPLATES), with a
// thumbnail of each. Open to everyone.
export const get_tmpl_types = defineRequest({
  name: 'get_tmpl_types',
  summary: 'The creator website templates',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({ templates: z.array(websiteTemplate) }),
});
