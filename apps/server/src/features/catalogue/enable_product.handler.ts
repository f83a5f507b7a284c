import type { Handler } from '../../rpc/context';
import { nowOf, ownerCountry, ownProduct } from './catalogue-access';
import { findProduct, updateProduct } from './catalogue-repository';
import { productOutput } from './catalogue-views';

/** spec 001 §7 enable_product, §4: the owner's product only (404 otherwise); idempotent. */
export const enable_product: Handler<'enable_product'> = async ({ ctx, input }) => {
  const current = await ownProduct(ctx.db, ctx, input.product_id);
  const now = nowOf(ctx);
  if (current.disabled !== false) await updateProduct(ctx.db, current.id, { disabled: false }, new Date(now));
  const row = await findProduct(ctx.db, current.id);
  return { product: await productOutput(ctx.db, row!, ownerCountry(ctx), now) };
};
