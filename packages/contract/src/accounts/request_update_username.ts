import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { emailField } from './fields';

// spec 000 §7: request_update_username(new_email). The username is the sign-in email: the link
// goes to the new address, which proves it is the member's before it replaces the old one.
export const request_update_username = defineRequest({
  name: 'request_update_username',
  summary: 'Email a link (/redirect/updateemail/{code}) to a new address to make it the sign-in email',
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({ new_email: emailField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
