import type { Handler } from '../../rpc/context';
import { nowOf, ownProduct } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { insertTier } from './catalogue-repository';
import { ownerTierOutput } from './catalogue-views';

/** spec 001 §7 create_tier: a tier of the caller's own product (404 otherwise). */
export const create_tier: Handler<'create_tier'> = async ({ ctx, input }) => {
  const product = await ownProduct(ctx.db, ctx, input.product_id);
  const now = nowOf(ctx);
  const tierId = await withNewImage(ctx, input.image, 'tiers', async (image) => ({
    result: await insertTier(
      ctx.db,
      product.id,
      { name: input.name, description: input.desc, image: image ?? null, typeId: input.type_id ?? null },
      new Date(now),
    ),
    replaced: null,
  }));
  return { tier: await ownerTierOutput(ctx.db, tierId, now) };
};
