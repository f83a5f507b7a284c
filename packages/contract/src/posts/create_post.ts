import { z } from 'zod';
import { POSTING_ROLES_ONLY, POST_MEDIA_TYPES } from '@stagepass/domain/posts';
import { defineRequest } from '../define';
import { post, postCaption, postImage, postTitle } from './fields';

/**
 * Who posts (spec 001 §2: /posts is the business's; §1: talent 'writes posts'): businesses and talent, an agency
 * acting as a talent client included. Fans and agencies comment but do not post.
 */
export const POSTING_ACCESS = {
  loggedOut: 401,
  fan: 403,
  talent: 'allowed',
  business: 'allowed',
  agency: 403,
  agencyAsClient: 'allowed',
  ownerScoped: false,
} as const;

// spec 001 §7 create_post (image, comment, mediaType, title), §5: a picture (a data URL, cropped by the client) is
// required ('Posts must have pictures'); the title and the caption (`comment`) need letters. The picture follows the
// post image rules (at most 7.5 MB, JPG or PNG by its bytes, at least 150 x 150) and is stored re-encoded. Answers the
// new post as get_posts shows it.
export const create_post = defineRequest({
  name: 'create_post',
  summary: 'Post a picture with a title and caption',
  auth: ['Business', 'Specialist'],
  access: POSTING_ACCESS,
  roleRefusal: POSTING_ROLES_ONLY,
  input: z.object({
    image: postImage,
    title: postTitle,
    comment: postCaption,
    mediaType: z.enum(POST_MEDIA_TYPES).default('Image'),
  }),
  output: z.object({ post }),
});
