import { z } from 'zod';
import { defineRequest } from '../define';

// spec 000 §3: business traits (trait), with ids.
export const get_business_trait_types = defineRequest({
  name: 'get_business_trait_types',
  summary: 'Every kind of business',
  auth: 'public',
  input: z.object({}),
  output: z.object({ traits: z.array(z.object({ id: z.number().int(), trait: z.string() })) }),
});
