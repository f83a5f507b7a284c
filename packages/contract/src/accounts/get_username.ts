import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

export const get_username = defineRequest({
  name: 'get_username',
  summary: 'The username of an active member, null when none is chosen',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ user_id: idField }),
  output: z.object({ username: z.string().nullable() }),
});
