import { ASSET_NOT_FOUND } from '@stagepass/domain/assets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { postOf } from './asset-write';
import * as repo from './assets-repository';

/**
 * spec 001 §7 delete_asset: the owner's active asset becomes 'deleted' (kept for its buyers' purchase records and the
 * creator's payouts) and its post is hidden, in one transaction. Anyone else's, or one already deleted: 404.
 */
export const delete_asset: Handler<'delete_asset'> = async ({ ctx, input }) => {
  const ownerId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  const deleted = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockOwn(tx, input.asset_id, ownerId);
    if (!current) return false;
    await repo.updateAsset(tx, input.asset_id, ownerId, { state: 'deleted', updatedAt: now });
    await repo.syncAssetPost(tx, input.asset_id, ownerId, postOf({ ...current, published: false }), now);
    return true;
  });
  if (!deleted) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
  return { asset_id: input.asset_id, deleted: true };
};
