import { z } from 'zod';
import { MEDIA_COMPANY_BUSINESS_ONLY } from '@stagepass/domain/media-links';
import { ACCESS, defineRequest } from '../define';

// Ours (spec 001 §6 Business: 'media links (media company role)'): a business turns the media company role on or off
// in Settings. Idempotent. Turning it off keeps the links but hides them (media_company_get_links answers none).
export const set_media_company = defineRequest({
  name: 'set_media_company',
  summary: 'Turn the media company role of your business on or off',
  auth: ['Business'],
  access: ACCESS.business,
  roleRefusal: MEDIA_COMPANY_BUSINESS_ONLY,
  input: z.object({ is_media_company: z.boolean() }),
  output: z.object({ is_media_company: z.boolean() }),
});
