import { z } from 'zod';
import {
  MEDIA_LINK_DESCRIPTION_MAX,
  MEDIA_LINK_DESCRIPTION_TOO_LONG,
  MEDIA_LINK_URL_INVALID,
  MEDIA_LINK_URL_MAX,
  MEDIA_LINK_URL_REQUIRED,
  MEDIA_LINK_URL_TOO_LONG,
} from '@stagepass/domain/media-links';
import { isUrl } from '@stagepass/domain/validators';

/** spec 001 §5: the url of a media link must be a valid http or https URL (trimmed; empty is 'Please enter a response!'). */
export const mediaLinkUrl = z
  .string()
  .trim()
  .min(1, MEDIA_LINK_URL_REQUIRED)
  .max(MEDIA_LINK_URL_MAX, MEDIA_LINK_URL_TOO_LONG)
  .refine(isUrl, MEDIA_LINK_URL_INVALID);

/** Optional: a link may stand without words. */
export const mediaLinkDescription = z.string().trim().max(MEDIA_LINK_DESCRIPTION_MAX, MEDIA_LINK_DESCRIPTION_TOO_LONG);

/** spec 001 §3 Media link: link_id, url, description. */
export const mediaLink = z.object({
  link_id: z.number().int(),
  url: z.string(),
  description: z.string(),
});
export type MediaLink = z.infer<typeof mediaLink>;
