import { z } from 'zod';
import { defineRequest } from '../define';

export const deactivate_account = defineRequest({
  name: 'deactivate_account',
  summary: 'Deactivate the signed-in account and end all its sessions; reactivate_account undoes it',
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
