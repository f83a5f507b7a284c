import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

export const request_delete_account = defineRequest({
  name: 'request_delete_account',
  summary: 'Email the signed-in member a link (/redirect/delete/{code}) to delete the account',
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({}),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
