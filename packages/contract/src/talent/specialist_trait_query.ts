import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

// spec 000 §3: specialist traits; sub-traits carry trait and subtrait. The ids are what forms send.
export const specialist_trait_query = defineRequest({
  name: 'specialist_trait_query',
  summary: 'Every talent trait with its sub-traits',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({
    traits: z.array(
      z.object({
        id: z.number().int(),
        trait: z.string(),
        sub_traits: z.array(z.object({ id: z.number().int(), trait: z.string(), subtrait: z.string() })),
      }),
    ),
  }),
});
