import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';

export const get_username = defineRequest({
  name: 'get_username',
  summary: 'The username of an active member, null when none is chosen',
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
  input: z.object({ user_id: idField }),
  output: z.object({ username: z.string().nullable() }),
});
