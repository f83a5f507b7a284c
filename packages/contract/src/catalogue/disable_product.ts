import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { product } from './fields';

// spec 001 §7 disable_product (product_id), §4: products can be disabled and enabled. A disabled product leaves the
// marketplace (get_products, get_featured_products, its product page) and takes no new subscribers; its subscribers
// keep their subscriptions. Idempotent. Another member's product answers 404.
export const disable_product = defineRequest({
  name: 'disable_product',
  summary: 'Disable one of your products',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({ product_id: idField }),
  output: z.object({ product }),
});
