import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

export const marketingEmailType = z.object({ id: z.number().int(), name: z.string(), description: z.string() });

// /dash/emailPreferences (spec 000 §2.3): the kinds of marketing email a member may opt out of.
export const marketing_email_types = defineRequest({
  name: 'marketing_email_types',
  summary: 'The marketing email types a member can opt out of',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({ types: z.array(marketingEmailType) }),
});
