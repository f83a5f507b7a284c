import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { sessionUser } from './session-user';

/**
 * A 7,500,000-byte image as base64 is 10,000,000 characters; the cap sits a little above so a too-big
 * image still reaches the handler and gets the spec's size message rather than a schema error.
 */
const DATA_URL_MAX_CHARS = 11 * 1024 * 1024;

// spec 001 §7: update_profile_image (media_type, image, portfolio); spec 000 §2.13, §5.
// The image is a data URL; the server checks it again (type by magic bytes, size, dimensions),
// re-encodes it and answers with the member as the session keeps it, new image URL included.
export const update_profile_image = defineRequest({
  name: 'update_profile_image',
  summary: 'Replace the profile picture of the signed-in member',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    media_type: z.literal('image'),
    image: z.string().min(1).max(DATA_URL_MAX_CHARS),
    /** Sent by the client for portfolio uploads; the portfolio itself is the talent area's (not built yet). */
    portfolio: z.boolean().optional(),
  }),
  output: z.object({ user: sessionUser }),
});
