import { z } from 'zod';
import { defineRequest } from '../define';
import { EVERYONE } from './access';
import { productTypeOutput } from './fields';

// spec 001 §7 get_product_types: the product types of the marketplace (type_id, name), each with the sub-types a
// product may name in subtype_type_ids. Constants of packages/domain/src/catalogue.ts. Open to everyone.
export const get_product_types = defineRequest({
  name: 'get_product_types',
  summary: 'The product types and their sub-types',
  auth: 'public',
  access: EVERYONE,
  input: z.object({}),
  output: z.object({ product_types: z.array(productTypeOutput) }),
});
