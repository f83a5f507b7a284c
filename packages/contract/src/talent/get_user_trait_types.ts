import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

// spec 001 §6: a fan's interests (user traits), with ids.
export const get_user_trait_types = defineRequest({
  name: 'get_user_trait_types',
  summary: 'Every fan interest',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({ traits: z.array(z.object({ id: z.number().int(), trait: z.string() })) }),
});
