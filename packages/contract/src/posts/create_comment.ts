import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { commentText, postComment } from './fields';

// spec 001 §7 create_comment (post_id, comment, reply_id optional), §5: any signed-in member comments on a post, or
// replies to one of its comments; empty text is refused. A post that is gone answers 404 (post_id), and so does a
// reply to a comment that is deleted or on another post (reply_id). Answers the new comment.
export const create_comment = defineRequest({
  name: 'create_comment',
  summary: 'Comment on a post, or reply to a comment',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ post_id: idField, comment: commentText, reply_id: idField.optional() }),
  output: z.object({ comment: postComment }),
});
