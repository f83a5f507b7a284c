import { z } from 'zod';
import { defineRequest } from '../define';
import { usernameField } from './fields';
import { sessionUser } from './session-user';

// Choosing a first username (registration leaves it optional); update_username changes one.
export const set_username = defineRequest({
  name: 'set_username',
  summary: 'Choose a username when the account has none',
  auth: 'session',
  access: {
    loggedOut: 401,
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({ username: usernameField }),
  output: z.object({ user: sessionUser }),
});
