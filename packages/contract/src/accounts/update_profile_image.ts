import { z } from 'zod';
import { GALLERY_MAX_ITEMS, GALLERY_MEDIA_TYPES, MISSING_INDEX_MESSAGE } from '@stagepass/domain/media';
import { ACCESS, defineRequest } from '../define';
import { galleryItem } from '../profiles/gallery';
import { sessionUser } from './session-user';

/**
 * A 7,500,000-byte image as base64 is 10,000,000 characters; the cap sits a little above so a too-big
 * image still reaches the handler and gets the spec's size message rather than a schema error.
 */
const DATA_URL_MAX_CHARS = 11 * 1024 * 1024;

// spec 001 §7: update_profile_image (media_type, image, portfolio); spec 000 §2.13, §5; spec 001 §2, §5 (the gallery).
// media_type 'image' replaces the profile picture: the image is a data URL; the server checks it again (type by
// magic bytes, size, dimensions), re-encodes it and answers with the member as the session keeps it.
// media_type 'Image', 'YouTube' or 'Video' puts a gallery item at index `portfolio` (talent and businesses only;
// replacing the item there): an Image is a data URL under the §5 profile media rules, stored square; a YouTube item
// is a link or id whose id must be 11 characters; a Video is the URL POST /api/upload answered for one of the
// member's own videos. Without an index: 'Please refresh the page.'. The answer carries the gallery as it now is.
export const update_profile_image = defineRequest({
  name: 'update_profile_image',
  summary: 'Replace the profile picture, or put a photo, YouTube link or video into the gallery',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    media_type: z.enum(['image', ...GALLERY_MEDIA_TYPES]),
    image: z.string().max(DATA_URL_MAX_CHARS),
    /** The gallery index (0 to 11) the item goes to; only for the gallery types. */
    portfolio: z
      .number()
      .int()
      .min(0, MISSING_INDEX_MESSAGE)
      .max(GALLERY_MAX_ITEMS - 1, MISSING_INDEX_MESSAGE)
      .nullable()
      .optional(),
  }),
  output: z.object({ user: sessionUser, gallery: z.array(galleryItem) }),
});
