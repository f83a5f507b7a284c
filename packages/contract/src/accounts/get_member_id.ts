import { z } from 'zod';
import { defineRequest } from '../define';
import { usernameField } from './fields';

// spec 000 §2.10: /c/{username} looks up the member id by username.
export const get_member_id = defineRequest({
  name: 'get_member_id',
  summary: 'The id of the active member with a username',
  auth: 'public',
  access: {
    loggedOut: 'allowed',
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({ username: usernameField }),
  output: z.object({ member_id: z.number().int() }),
});
