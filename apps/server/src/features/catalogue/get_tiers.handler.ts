import { PRODUCT_NOT_FOUND } from '@stagepass/domain/catalogue';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { nowOf } from './catalogue-access';
import { findProduct } from './catalogue-repository';
import { loadCatalogue, tierOutputs } from './catalogue-views';

/** spec 001 §7 get_tiers: a product's tiers with their plans; a disabled product is the owner's only. */
export const get_tiers: Handler<'get_tiers'> = async ({ ctx, input }) => {
  const viewer = ctx.member?.id ?? null;
  const product = await findProduct(ctx.db, input.product_id);
  if (!product || (product.disabled && product.ownerId !== viewer))
    throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND, 'product_id');
  const catalogue = await loadCatalogue(ctx.db, [product]);
  return { tiers: tierOutputs(catalogue, viewer, nowOf(ctx)) };
};
