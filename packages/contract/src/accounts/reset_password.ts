import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { codeField, newPasswordField } from './fields';

// spec 000 §7: reset_password(new_password), with the code of the rstpwd link.
export const reset_password = defineRequest({
  name: 'reset_password',
  summary: 'Set a new password with an emailed reset code; ends every session of the account',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ code: codeField, new_password: newPasswordField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
