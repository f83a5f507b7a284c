import { z } from 'zod';
import { defineRequest } from '../define';

export const logout = defineRequest({
  name: 'logout',
  summary: 'End the current session',
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
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});
