import { z } from 'zod';
import { defineRequest } from '../define';

// spec 000 §4, §7: ends the client session an agency switched into; the agency's own session is untouched.
export const agency_logout_user = defineRequest({
  name: 'agency_logout_user',
  summary: 'End the current session when it is an agency acting as a client',
  auth: 'session',
  // Any other session is refused by the handler (403 NOT_ACTING_AS_CLIENT): it is not acting as a client.
  access: {
    loggedOut: 401,
    fan: 403,
    talent: 403,
    business: 403,
    agency: 403,
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});
