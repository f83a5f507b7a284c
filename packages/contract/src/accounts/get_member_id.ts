import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { usernameField } from './fields';

// spec 000 §2.10: /c/{username} looks up the member id by username.
export const get_member_id = defineRequest({
  name: 'get_member_id',
  summary: 'The id of the active member with a username',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ username: usernameField }),
  output: z.object({ member_id: z.number().int() }),
});
