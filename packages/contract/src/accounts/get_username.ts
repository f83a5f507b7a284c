import { z } from 'zod';
import { defineRequest } from '../define';

export const get_username = defineRequest({
  name: 'get_username',
  summary: 'The username of an active member, null when none is chosen',
  auth: 'public',
  input: z.object({ user_id: z.number().int().positive() }),
  output: z.object({ username: z.string().nullable() }),
});
