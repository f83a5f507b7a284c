import { z } from 'zod';
import { POSTS_LIST_MAX } from '@stagepass/domain/posts';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { post } from './fields';

// spec 001 §7 get_posts (asset_id, by_id, event_id): posts, newest first, at most 50, each with its comment thread
// ('deleted' comments left out). Every filter is optional and they combine; ours, post_id, names one post (the post
// page). Posts that were deleted, or whose author's account is closed, are not shown. Open to everyone.
// A page at a time, as the other paged lists (agency_audit_get, the notifications): `limit` (at most 50, the default),
// then `before` = the previous page's next_before (a post id: ids only grow, so newest first is id order); next_before
// is null on the last page.
export const get_posts = defineRequest({
  name: 'get_posts',
  summary: 'Posts with their comments, by author, event, asset or id',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    asset_id: idField.optional(),
    by_id: idField.optional(),
    event_id: idField.optional(),
    post_id: idField.optional(),
    limit: z.number().int().min(1).max(POSTS_LIST_MAX).default(POSTS_LIST_MAX),
    before: idField.optional(),
  }),
  output: z.object({ posts: z.array(post), next_before: z.number().int().nullable() }),
});
