import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { emailField } from './fields';

// spec 000 §4: confirm, then a reactivation email, then 'Check your email'; the same answer for any address.
export const reactivate_account = defineRequest({
  name: 'reactivate_account',
  summary: 'Email a reactivation link (/redirect/reactivate/{code}) when the account is deactivated',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ email: emailField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
