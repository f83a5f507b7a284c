import { z } from 'zod';
import { WEBSITE_TALENT_ONLY } from '@stagepass/domain/creator-website';
import { ACCESS, defineRequest } from '../define';
import { templateId, website, websiteSettings } from './fields';

// Ours (spec 001 §2 /website): the talent saves their website's template and settings. The first save makes it (not
// published); later saves change it, and a published website shows the change at once.
export const update_user_tmpl = defineRequest({
  name: 'update_user_tmpl',
  summary: 'Save your creator website (template and settings)',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  roleRefusal: WEBSITE_TALENT_ONLY,
  input: z.object({ template_id: templateId, settings: websiteSettings }),
  output: z.object({ website }),
});
