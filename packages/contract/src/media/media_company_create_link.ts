import { z } from 'zod';
import { MEDIA_COMPANY_BUSINESS_ONLY } from '@stagepass/domain/media-links';
import { ACCESS, defineRequest } from '../define';
import { mediaLink, mediaLinkDescription, mediaLinkUrl } from './fields';

// spec 001 §7 media_company_create_link; §3 Media link (url, description). A business with the media company role
// adds a link (403 without the role; 409 past MEDIA_LINKS_MAX). The url must be http or https (§5), else 400 naming
// `url`.
export const media_company_create_link = defineRequest({
  name: 'media_company_create_link',
  summary: 'Add a media link (media company)',
  auth: ['Business'],
  access: ACCESS.business,
  roleRefusal: MEDIA_COMPANY_BUSINESS_ONLY,
  input: z.object({ url: mediaLinkUrl, description: mediaLinkDescription.default('') }),
  output: z.object({ link: mediaLink }),
});
