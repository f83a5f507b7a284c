import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { publicMember } from './fields';

// spec 001 §7 Profile and misc: user_query; §2 /shared-user-profile/{userId}, the shared member link. A member as
// anyone may see them: name, username, photo, roles, profile page and followers, never the email or phone. Without
// user_id, the caller's own (401 logged out). A deleted or deactivated member answers 404.
export const user_query = defineRequest({
  name: 'user_query',
  summary: "A member's public card (yours without user_id)",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ user_id: idField.optional() }),
  output: z.object({ user: publicMember }),
});
