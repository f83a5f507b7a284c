import { COLLECTION_NOT_FOUND } from '@stagepass/domain/catalogue';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { nowOf, ownAssets } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { findCollection, lockOwnCollection, replaceCollectionAssets, updateCollection } from './collections-repository';
import { collectionOutput } from './collection-views';

/**
 * spec 001 §7 update_collection: the owner's collection only (404 otherwise), its fields and asset_list changed in
 * one transaction. A new asset_list replaces the old one and holds the caller's own assets only (404).
 */
export const update_collection: Handler<'update_collection'> = async ({ ctx, input }) => {
  const now = nowOf(ctx);
  // Checked before the picture is stored: a refused update leaves nothing behind.
  const exists = await findCollection(ctx.db, input.collection_id);
  if (exists?.ownerId !== ctx.member.id) throw new AppError('NOT_FOUND', COLLECTION_NOT_FOUND, 'collection_id');
  if (input.asset_list) await ownAssets(ctx.db, ctx, input.asset_list);
  await withNewImage(ctx, input.image, 'collections', (image) =>
    ctx.db.transaction(async (tx) => {
      const current = await lockOwnCollection(tx, input.collection_id, ctx.member.id);
      if (!current) throw new AppError('NOT_FOUND', COLLECTION_NOT_FOUND, 'collection_id');
      await updateCollection(
        tx,
        current.id,
        {
          ...(input.name === undefined ? {} : { name: input.name }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.price === undefined ? {} : { priceCents: input.price }),
          ...(input.currency === undefined ? {} : { currency: input.currency }),
          ...(input.state === undefined ? {} : { state: input.state }),
          ...(image === undefined ? {} : { image }),
        },
        new Date(now),
      );
      if (input.asset_list) await replaceCollectionAssets(tx, current.id, input.asset_list);
      return { result: null, replaced: current.image };
    }),
  );
  return { collection: await collectionOutput(ctx.db, input.collection_id) };
};
