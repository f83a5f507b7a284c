import { z } from 'zod';
import { WEBSITE_TALENT_ONLY } from '@stagepass/domain/creator-website';
import { ACCESS, defineRequest } from '../define';
import { website } from './fields';

// Ours (spec 000 §2.10, spec 001 §2 /website): publish (true) or unpublish (false) the saved website. Published,
// /c/{username} serves it; unpublished, /c/{username} leads to the profile (/dash/c/{username}). Publishing needs a
// saved website and a username (409 otherwise). Idempotent.
export const publish_user_tmpl = defineRequest({
  name: 'publish_user_tmpl',
  summary: 'Publish or unpublish your creator website',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  roleRefusal: WEBSITE_TALENT_ONLY,
  input: z.object({ publish: z.boolean() }),
  output: z.object({ website }),
});
