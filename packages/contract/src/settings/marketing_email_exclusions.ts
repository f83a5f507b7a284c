import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

export const marketing_email_exclusions = defineRequest({
  name: 'marketing_email_exclusions',
  summary: 'The marketing email type ids the signed-in member opted out of',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({}),
  output: z.object({ exclusions: z.array(z.number().int()) }),
});
