import { z } from 'zod';
import { CATALOGUE_ROLES_ONLY } from '@stagepass/domain/catalogue';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { CREATOR_OWNED } from './access';
import { remitDates } from './fields';

/**
 * One product's money in the window, in one currency: paid subscription cycles (subscription_invoices) and asset
 * sales (asset_purchases, charged), each less its fees; net_cents is what the creator is paid. product_id null:
 * sales of assets in none of the creator's products.
 */
export const productRemit = z.object({
  product_id: z.number().int().nullable(),
  name: z.string(),
  currency: z.string(),
  cycles: z.number().int(),
  subscription_cents: z.number().int(),
  subscription_fee_cents: z.number().int(),
  sales: z.number().int(),
  asset_sales_cents: z.number().int(),
  asset_fee_cents: z.number().int(),
  net_cents: z.number().int(),
});
export type ProductRemit = z.infer<typeof productRemit>;

// spec 001 §3 Product remits (start_date, end_date, product_id), §7 get_remits_for_products: the caller's revenue by
// product between the two days (UTC, both included): subscription cycles paid then and assets sold then. An asset in
// several products counts once, under the first it was added to. With product_id, that product only; another
// member's product answers 404.
export const get_remits_for_products = defineRequest({
  name: 'get_remits_for_products',
  summary: 'Your revenue by product between two dates',
  auth: ['Specialist'],
  access: CREATOR_OWNED,
  roleRefusal: CATALOGUE_ROLES_ONLY,
  input: z.object({ ...remitDates, product_id: idField.optional() }),
  output: z.object({ remits: z.array(productRemit) }),
});
