import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

// spec 000 §3: business traits (trait), with ids.
export const get_business_trait_types = defineRequest({
  name: 'get_business_trait_types',
  summary: 'Every kind of business',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({ traits: z.array(z.object({ id: z.number().int(), trait: z.string() })) }),
});
