import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { emailField } from './fields';

// spec 000 §4: a valid email gets a confirmation email, then 'Confirm your Email Address'.
// The answer is the same whether or not the address has an account; the link itself tells.
export const request_registration = defineRequest({
  name: 'request_registration',
  summary: 'Email a registration link (/redirect/regemail/{code}) to confirm the address',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ email: emailField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
