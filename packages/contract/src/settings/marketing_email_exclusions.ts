import { z } from 'zod';
import { defineRequest } from '../define';

export const marketing_email_exclusions = defineRequest({
  name: 'marketing_email_exclusions',
  summary: 'The marketing email type ids the signed-in member opted out of',
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
  output: z.object({ exclusions: z.array(z.number().int()) }),
});
