import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { codeField } from './fields';

// Public: the emailed link may be opened signed out (/auth/delete-account carries the code).
export const delete_account = defineRequest({
  name: 'delete_account',
  summary: 'Delete the account of an emailed delete code; its email and username become free',
  auth: 'public',
  access: ACCESS.everyoneButActing,
  input: z.object({ code: codeField }),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
