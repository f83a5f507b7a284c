import type { Handler } from '../../rpc/context';
import { ownProduct, ownTier, remitWindowOf } from './catalogue-access';
import { namesOf } from './catalogue-repository';
import { paidCycles } from './remits-repository';

/**
 * spec 001 §7 get_remits_for_tiers: the caller's paid subscription cycles in the window, by tier and currency, less
 * the subscription fees. Another member's product or tier answers 404.
 */
export const get_remits_for_tiers: Handler<'get_remits_for_tiers'> = async ({ ctx, input }) => {
  if (input.product_id !== undefined) await ownProduct(ctx.db, ctx, input.product_id);
  if (input.tier_id !== undefined) await ownTier(ctx.db, ctx, input.tier_id);
  const window = remitWindowOf(ctx, input.start_date, input.end_date);
  const cycles = await paidCycles(ctx.db, window, {
    ...(input.product_id === undefined ? {} : { productId: input.product_id }),
    ...(input.tier_id === undefined ? {} : { tierId: input.tier_id }),
  });
  const names = await namesOf(
    ctx.db,
    'tiers',
    cycles.map((c) => c.tierId),
  );
  return {
    remits: cycles.map((c) => ({
      tier_id: c.tierId,
      product_id: c.productId,
      name: names.get(c.tierId) ?? '',
      currency: c.currency,
      cycles: c.cycles,
      subscription_cents: c.amountCents,
      fee_cents: c.feeCents,
      net_cents: c.amountCents - c.feeCents,
    })),
  };
};
