import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 like_comment (comment_id, like), §5: a signed-in member likes (true) or stops liking (false) a comment;
// both are idempotent. Logged out: 401 (the client says 'You must be logged in to like comments.' without calling).
// A deleted comment answers 404. Answers who likes it now.
export const like_comment = defineRequest({
  name: 'like_comment',
  summary: 'Like or unlike a comment',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ comment_id: idField, like: z.boolean() }),
  output: z.object({
    comment_id: z.number().int(),
    liked: z.boolean(),
    likes: z.array(z.object({ by_id: z.number().int() })),
  }),
});
