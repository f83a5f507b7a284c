import type { Handler } from '../../rpc/context';
import { nowOf, ownAssets } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { insertCollection, replaceCollectionAssets } from './collections-repository';
import { collectionOutput } from './collection-views';

/**
 * spec 001 §7 create_collection: the collection and its asset_list in one transaction; every asset must be the
 * caller's own (404 'asset_list' otherwise, nothing stored).
 */
export const create_collection: Handler<'create_collection'> = async ({ ctx, input }) => {
  await ownAssets(ctx.db, ctx, input.asset_list);
  const now = nowOf(ctx);
  const collectionId = await withNewImage(ctx, input.image, 'collections', (image) =>
    ctx.db.transaction(async (tx) => {
      const id = await insertCollection(
        tx,
        ctx.member.id,
        {
          name: input.name,
          description: input.description,
          priceCents: input.price,
          currency: input.currency,
          state: input.state,
          image: image ?? null,
        },
        new Date(now),
      );
      await replaceCollectionAssets(tx, id, input.asset_list);
      return { result: id, replaced: null };
    }),
  );
  return { collection: await collectionOutput(ctx.db, collectionId) };
};
