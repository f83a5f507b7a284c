import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

export const registered_user = defineRequest({
  name: 'registered_user',
  summary: 'Whether an account exists for an email',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ email: z.string().trim().toLowerCase().min(1).max(254) }),
  output: z.object({ registered: z.boolean() }),
});
