import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

export const deactivate_account = defineRequest({
  name: 'deactivate_account',
  summary: 'Deactivate the signed-in account and end all its sessions; reactivate_account undoes it',
  auth: 'session',
  access: ACCESS.membersButActing,
  input: z.object({}),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
