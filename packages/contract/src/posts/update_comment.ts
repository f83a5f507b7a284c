import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { commentText, postComment } from './fields';

// spec 001 §7 update_comment (comment_id, comment), §6: only a comment's author edits it; empty text is refused.
// Anyone else's comment (the post owner's included), or a deleted one, answers 404. Answers the comment as it now is.
export const update_comment = defineRequest({
  name: 'update_comment',
  summary: 'Edit one of your comments',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ comment_id: idField, comment: commentText }),
  output: z.object({ comment: postComment }),
});
