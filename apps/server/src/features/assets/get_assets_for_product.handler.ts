import { ASSET_LIST_DEFAULT, ASSET_PRODUCT_NOT_FOUND } from '@stagepass/domain/assets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { toViews } from './asset-views';
import * as repo from './assets-repository';

/**
 * spec 001 §7 get_assets_for_product: the product's assets (asset_products), published ones to everyone and all of
 * them to the product's owner. A product that is missing, or disabled to anyone but its owner, is 404.
 */
export const get_assets_for_product: Handler<'get_assets_for_product'> = async ({ ctx, input }) => {
  const viewerId = ctx.member?.id ?? null;
  const product = await repo.findProduct(ctx.db, input.product_id);
  const own = product !== null && product.ownerId === viewerId;
  if (!product || (product.disabled && !own)) throw new AppError('NOT_FOUND', ASSET_PRODUCT_NOT_FOUND, 'product_id');
  const rows = await repo.listForProduct(
    ctx.db,
    input.product_id,
    own ? viewerId : null,
    input.limit ?? ASSET_LIST_DEFAULT,
    input.offset ?? 0,
  );
  return { assets: await toViews(ctx.db, rows, viewerId) };
};
