import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { agencyClient } from './fields';

// spec 000 §7 / spec 001 §4: the agency's client list, which it switches into.
export const agency_get_clients = defineRequest({
  name: 'agency_get_clients',
  summary: "The signed-in agency's clients, by name, and whether it has set the PIN clients authorize it with",
  auth: ['Agency'],
  access: ACCESS.agency,
  input: z.object({}),
  output: z.object({ clients: z.array(agencyClient), pin_set: z.boolean() }),
});
