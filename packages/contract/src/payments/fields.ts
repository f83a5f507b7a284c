import { z } from 'zod';
import { CARD_BRANDS } from '@stagepass/domain/limits';

/** spec 001 §3 Payment account: connect_id, restricted, enabled (null connect_id: none yet). */
export const payoutAccount = z.object({
  connect_id: z.string().nullable(),
  enabled: z.boolean(),
  restricted: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** A saved card (spec 001 §3 Payment account sources), with its brand of §9 for the icon. */
export const cardSource = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type CardSource = z.infer<typeof cardSource>;

/** The caller's saved cards and which one is the default. */
export const cardSources = z.object({ sources: z.array(cardSource), default_source: z.string().nullable() });
