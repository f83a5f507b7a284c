import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { agencyProfile } from './fields';

// spec 001 §7 Profile and misc: agency_query. The signed-in agency's own profile and how many clients it has. An
// agency acting as a client acts as the client (a creator), so it is refused like other creators.
export const agency_query = defineRequest({
  name: 'agency_query',
  summary: "The signed-in agency's own profile and client count",
  auth: ['Agency'],
  access: ACCESS.agency,
  input: z.object({}),
  output: z.object({ agency: agencyProfile }),
});
