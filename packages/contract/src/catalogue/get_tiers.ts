import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { EVERYONE } from './access';
import { tier } from './fields';

// spec 001 §7 get_tiers (product_id): a product's tiers in the order they were made, each with its plans (the
// product page and the subscription product page in one call). The owner sees everything; others see the enabled
// tiers of an enabled product with their open plans, and a disabled product answers 404. Open to everyone.
export const get_tiers = defineRequest({
  name: 'get_tiers',
  summary: 'A product’s tiers and their plans',
  auth: 'public',
  access: EVERYONE,
  input: z.object({ product_id: idField }),
  output: z.object({ tiers: z.array(tier) }),
});
