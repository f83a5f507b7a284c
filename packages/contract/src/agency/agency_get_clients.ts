import { z } from 'zod';
import { defineRequest } from '../define';
import { agencyClient } from './fields';

// spec 000 §7 / spec 001 §4: the agency's client list, which it switches into.
export const agency_get_clients = defineRequest({
  name: 'agency_get_clients',
  summary: "The signed-in agency's clients, by name, and whether it has set the PIN clients authorize it with",
  auth: ['Agency'],
  access: {
    loggedOut: 401,
    fan: 403,
    talent: 403,
    business: 403,
    agency: 'allowed',
    agencyAsClient: 403,
    ownerScoped: false,
  },
  input: z.object({}),
  output: z.object({ clients: z.array(agencyClient), pin_set: z.boolean() }),
});
