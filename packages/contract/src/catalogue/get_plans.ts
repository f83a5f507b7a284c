import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { EVERYONE } from './access';
import { plan } from './fields';

// spec 001 §7 get_plans, §5 list filters by priority: createdByMe (the caller's own plans, all of them; a session is
// needed), then productId (a product's), then planId (one plan), then byId (a creator's) and/or lookFor (plans of
// the products a full-text prefix search finds). Others see only the open plans of enabled tiers of enabled
// products. Open to everyone.
export const get_plans = defineRequest({
  name: 'get_plans',
  summary: 'Plans: your own, a product’s, one, a creator’s or a search',
  auth: 'public',
  access: EVERYONE,
  input: z.object({
    createdByMe: z.boolean().optional(),
    productId: idField.optional(),
    planId: idField.optional(),
    byId: idField.optional(),
    lookFor: z.string().max(100).optional(),
  }),
  output: z.object({ plans: z.array(plan) }),
});
