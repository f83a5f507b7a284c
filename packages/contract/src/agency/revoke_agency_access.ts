import { z } from 'zod';
import { defineRequest } from '../define';

// spec 000 §4, §7: the client removes its agency; the agency's sessions on the client end with it.
export const revoke_agency_access = defineRequest({
  name: 'revoke_agency_access',
  summary: 'Stop the agency of the signed-in talent or business from acting for it',
  auth: ['Specialist', 'Business'],
  access: {
    loggedOut: 401,
    fan: 403,
    talent: 'allowed',
    business: 'allowed',
    agency: 403,
    agencyAsClient: 403, // acting-guard.ts: the client account's security
    ownerScoped: false,
  },
  input: z.object({}),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
