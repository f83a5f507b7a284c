import { z } from 'zod';
import { defineRequest } from '../define';
import { usernameField } from './fields';
import { sessionUser } from './session-user';

export const update_username = defineRequest({
  name: 'update_username',
  summary: 'Change the username of the signed-in member',
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
