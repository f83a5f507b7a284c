import type { Handler } from '../../rpc/context';
import { nowOf, ownTier } from './catalogue-access';
import { updateTier } from './catalogue-repository';
import { ownerTierOutput } from './catalogue-views';

/** spec 001 §7 enable_tier, §4: the owner's tier only (404 otherwise); idempotent. */
export const enable_tier: Handler<'enable_tier'> = async ({ ctx, input }) => {
  const tier = await ownTier(ctx.db, ctx, input.tier_id);
  const now = nowOf(ctx);
  if (tier.disabled !== false) await updateTier(ctx.db, tier.id, { disabled: false }, new Date(now));
  return { tier: await ownerTierOutput(ctx.db, tier.id, now) };
};
