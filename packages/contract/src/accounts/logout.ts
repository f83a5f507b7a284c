import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

export const logout = defineRequest({
  name: 'logout',
  summary: 'End the current session',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});
