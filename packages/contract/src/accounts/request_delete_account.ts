import { z } from 'zod';
import { defineRequest } from '../define';

export const request_delete_account = defineRequest({
  name: 'request_delete_account',
  summary: 'Email the signed-in member a link (/redirect/delete/{code}) to delete the account',
  auth: 'session',
  access: {
    loggedOut: 401,
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 403, // acting-guard.ts: the client account's security
    ownerScoped: false,
  },
  input: z.object({}),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
