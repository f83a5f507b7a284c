import { z } from 'zod';
import { defineRequest } from '../define';

export const deactivate_account = defineRequest({
  name: 'deactivate_account',
  summary: 'Deactivate the signed-in account and end all its sessions; reactivate_account undoes it',
  auth: 'session',
  input: z.object({}),
  output: z.object({ success: z.literal(true), message: z.string() }),
});
