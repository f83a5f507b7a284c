import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { usernameField } from './fields';
import { sessionUser } from './session-user';

// Choosing a first username (registration leaves it optional); update_username changes one.
export const set_username = defineRequest({
  name: 'set_username',
  summary: 'Choose a username when the account has none',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ username: usernameField }),
  output: z.object({ user: sessionUser }),
});
