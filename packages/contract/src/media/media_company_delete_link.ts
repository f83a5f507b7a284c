import { z } from 'zod';
import { MEDIA_COMPANY_BUSINESS_ONLY } from '@stagepass/domain/media-links';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 media_company_delete_link (link_id). The media company's own link only: another business's link answers
// 404, as one that does not exist.
export const media_company_delete_link = defineRequest({
  name: 'media_company_delete_link',
  summary: 'Delete a media link (media company)',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  roleRefusal: MEDIA_COMPANY_BUSINESS_ONLY,
  input: z.object({ link_id: idField }),
  output: z.object({ link_id: z.number().int(), deleted: z.literal(true) }),
});
