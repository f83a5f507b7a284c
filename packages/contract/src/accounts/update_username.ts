import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { usernameField } from './fields';
import { sessionUser } from './session-user';

export const update_username = defineRequest({
  name: 'update_username',
  summary: 'Change the username of the signed-in member',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ username: usernameField }),
  output: z.object({ user: sessionUser }),
});
