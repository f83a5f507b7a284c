import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { emailField } from './fields';

// spec 000 §4: forgot password answers 'Check your email' whether or not the account exists.
export const request_reset_password = defineRequest({
  name: 'request_reset_password',
  summary: 'Email a password reset link (/redirect/rstpwd/{code}) when the account exists',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ email: emailField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
