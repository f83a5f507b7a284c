import type { Handler } from '../../rpc/context';
import { nowOf, ownTier } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { updateTier } from './catalogue-repository';
import { ownerTierOutput } from './catalogue-views';

/** spec 001 §7 update_tier: the owner's tier only (404 otherwise); fields left out keep their value. */
export const update_tier: Handler<'update_tier'> = async ({ ctx, input }) => {
  const tier = await ownTier(ctx.db, ctx, input.tier_id);
  const now = nowOf(ctx);
  await withNewImage(ctx, input.image, 'tiers', async (image) => {
    await updateTier(
      ctx.db,
      tier.id,
      {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.desc === undefined ? {} : { description: input.desc }),
        ...(input.type_id === undefined ? {} : { typeId: input.type_id }),
        ...(image === undefined ? {} : { image }),
      },
      new Date(now),
    );
    return { result: null, replaced: tier.image };
  });
  return { tier: await ownerTierOutput(ctx.db, tier.id, now) };
};
