import { z } from 'zod';
import { defineRequest } from '../define';

// spec 000 §4: Agree in the Terms modal records acceptance.
export const terms_accepted = defineRequest({
  name: 'terms_accepted',
  summary: 'Record that the signed-in member accepted the current terms',
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
  output: z.object({ terms_accepted: z.literal(true) }),
});
