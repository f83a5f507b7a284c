import { get_posts } from './get_posts';
import { create_post } from './create_post';
import { delete_post } from './delete_post';
import { create_comment } from './create_comment';
import { update_comment } from './update_comment';
import { like_comment } from './like_comment';
import { delete_comment } from './delete_comment';

/**
 * Posts and comments (spec 001 §7 Posts and comments). The registry spreads it.
 */
export const postsRequests = {
  get_posts,
  create_post,
  delete_post,
  create_comment,
  update_comment,
  like_comment,
  delete_comment,
} as const;
