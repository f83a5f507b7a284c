import { z } from 'zod';
import { MEDIA_COMPANY_BUSINESS_ONLY } from '@stagepass/domain/media-links';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { mediaLink, mediaLinkDescription, mediaLinkUrl } from './fields';

// spec 001 §7 media_company_update_link (link_id, url, description). The media company's own link only: another
// business's link answers 404, as one that does not exist.
export const media_company_update_link = defineRequest({
  name: 'media_company_update_link',
  summary: 'Change a media link (media company)',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  roleRefusal: MEDIA_COMPANY_BUSINESS_ONLY,
  input: z.object({ link_id: idField, url: mediaLinkUrl, description: mediaLinkDescription.default('') }),
  output: z.object({ link: mediaLink }),
});
