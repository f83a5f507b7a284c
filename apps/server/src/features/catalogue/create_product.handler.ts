import type { Handler } from '../../rpc/context';
import { checkProductType, nowOf, ownerCountry } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { findProduct, insertProduct } from './catalogue-repository';
import { productOutput } from './catalogue-views';

/**
 * spec 001 §7 create_product: the type and its sub-types are checked against get_product_types, the tags were parsed
 * from their JSON string by the contract, the picture is checked and stored, then the product is written.
 */
export const create_product: Handler<'create_product'> = async ({ ctx, input }) => {
  checkProductType(input.type_id, input.subtype_type_ids);
  const now = nowOf(ctx);
  const productId = await withNewImage(ctx, input.image, 'products', async (image) => ({
    result: await insertProduct(
      ctx.db,
      ctx.member.id,
      {
        typeId: input.type_id,
        name: input.name,
        description: input.desc,
        image: image ?? null,
        subtypeTypeIds: input.subtype_type_ids ?? [],
        tags: input.tags ?? [],
      },
      new Date(now),
    ),
    replaced: null,
  }));
  const row = await findProduct(ctx.db, productId);
  return { product: await productOutput(ctx.db, row!, ownerCountry(ctx), now) };
};
