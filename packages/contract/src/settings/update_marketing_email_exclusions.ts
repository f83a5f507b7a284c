import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

export const update_marketing_email_exclusions = defineRequest({
  name: 'update_marketing_email_exclusions',
  summary: 'Replace the marketing email types the signed-in member opted out of',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ exclusions: z.array(idField).max(100) }),
  output: z.object({ exclusions: z.array(z.number().int()), message: z.string() }),
});
