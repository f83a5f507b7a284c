import type { postsRequests } from '@stagepass/contract/posts/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_posts } from './get_posts.handler';
import { create_post } from './create_post.handler';
import { delete_post } from './delete_post.handler';
import { create_comment } from './create_comment.handler';
import { update_comment } from './update_comment.handler';
import { like_comment } from './like_comment.handler';
import { delete_comment } from './delete_comment.handler';

/** Posts and comments: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const postsHandlers: AreaHandlers<typeof postsRequests> = {
  get_posts,
  create_post,
  delete_post,
  create_comment,
  update_comment,
  like_comment,
  delete_comment,
};
