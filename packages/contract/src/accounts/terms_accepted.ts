import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

// spec 000 §4: Agree in the Terms modal records acceptance.
export const terms_accepted = defineRequest({
  name: 'terms_accepted',
  summary: 'Record that the signed-in member accepted the current terms',
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({}),
  output: z.object({ terms_accepted: z.literal(true) }),
});
