import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { remitDates } from './fields';

/** One tier's paid subscription cycles in the window, in one currency, less the subscription fees. */
export const tierRemit = z.object({
  tier_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  cycles: z.number().int(),
  subscription_cents: z.number().int(),
  fee_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type TierRemit = z.infer<typeof tierRemit>;

// spec 001 §7 get_remits_for_tiers: the caller's subscription revenue by tier between two days (UTC, both
// included), of one product (product_id) or one tier (tier_id) or all. Another member's product or tier answers 404.
export const get_remits_for_tiers = defineRequest({
  name: 'get_remits_for_tiers',
  summary: 'Your subscription revenue by tier between two dates',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({ ...remitDates, product_id: idField.optional(), tier_id: idField.optional() }),
  output: z.object({ remits: z.array(tierRemit) }),
});
