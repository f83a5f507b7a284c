import { CATALOGUE_LIST_LIMIT } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';
import { lookForQuery, nowOf, signedInId, viewerCountry } from './catalogue-access';
import { findProduct, listProducts, type ProductRecord } from './catalogue-repository';
import { productOutputs } from './catalogue-views';

/**
 * spec 001 §5 products: createdByMe, then productId, then byId/lookFor (with typeId), each exclusive of the ones
 * after it. Only the owner sees a disabled product.
 */
export const get_products: Handler<'get_products'> = async ({ ctx, input }) => {
  const viewer = ctx.member?.id ?? null;
  let rows: ProductRecord[];
  if (input.createdByMe) {
    rows = await listProducts(ctx.db, { ownerId: signedInId(ctx), withDisabled: true, limit: CATALOGUE_LIST_LIMIT });
  } else if (input.productId !== undefined) {
    const found = await findProduct(ctx.db, input.productId);
    rows = found && (!found.disabled || found.ownerId === viewer) ? [found] : [];
  } else {
    const tsquery = lookForQuery(input.lookFor);
    rows =
      input.lookFor !== undefined && tsquery === null
        ? []
        : await listProducts(ctx.db, {
            ...(input.byId === undefined ? {} : { ownerId: input.byId }),
            ...(input.typeId === undefined ? {} : { typeId: input.typeId }),
            ...(tsquery === null ? {} : { tsquery }),
            withDisabled: input.byId !== undefined && input.byId === viewer,
            limit: CATALOGUE_LIST_LIMIT,
          });
  }
  const country = await viewerCountry(ctx, input);
  return { products: await productOutputs(ctx.db, rows, country, nowOf(ctx)), country };
};
