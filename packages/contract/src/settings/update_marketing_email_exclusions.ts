import { z } from 'zod';
import { defineRequest } from '../define';

export const update_marketing_email_exclusions = defineRequest({
  name: 'update_marketing_email_exclusions',
  summary: 'Replace the marketing email types the signed-in member opted out of',
  auth: 'session',
  input: z.object({ exclusions: z.array(z.number().int().positive()).max(100) }),
  output: z.object({ exclusions: z.array(z.number().int()), message: z.string() }),
});
