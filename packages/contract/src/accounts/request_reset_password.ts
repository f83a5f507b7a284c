import { z } from 'zod';
import { defineRequest } from '../define';
import { emailField } from './fields';

// spec 000 §4: forgot password answers 'Check your email' whether or not the account exists.
export const request_reset_password = defineRequest({
  name: 'request_reset_password',
  summary: 'Email a password reset link (/redirect/rstpwd/{code}) when the account exists',
  auth: 'public',
  access: {
    loggedOut: 'allowed',
    fan: 'allowed',
    talent: 'allowed',
    business: 'allowed',
    agency: 'allowed',
    agencyAsClient: 'allowed',
    ownerScoped: false,
  },
  input: z.object({ email: emailField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
