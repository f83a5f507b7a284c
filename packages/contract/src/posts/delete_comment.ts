import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 delete_comment (comment_id), §4, §6: the comment's author or the post's owner deletes it (after 'Delete
// Comment?'); it is kept as 'deleted' and hidden. Replies to it stay. Anyone else, or a comment already deleted,
// answers 404.
export const delete_comment = defineRequest({
  name: 'delete_comment',
  summary: 'Delete a comment (yours, or one on your post)',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ comment_id: idField }),
  output: z.object({ comment_id: z.number().int(), deleted: z.literal(true) }),
});
