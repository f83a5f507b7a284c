import { z } from 'zod';
import { defineRequest } from '../define';

export const logout = defineRequest({
  name: 'logout',
  summary: 'End the current session',
  auth: 'session',
  input: z.object({}),
  output: z.object({ success: z.literal(true) }),
});
