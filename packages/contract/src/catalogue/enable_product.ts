import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { product } from './fields';

// spec 001 §7 enable_product (product_id), §4: products can be disabled and enabled. An enabled product is back in
// the marketplace. Idempotent. Another member's product answers 404.
export const enable_product = defineRequest({
  name: 'enable_product',
  summary: 'Enable one of your products again',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({ product_id: idField }),
  output: z.object({ product }),
});
