import { foreignSubtypes } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';
import { checkProductType, nowOf, ownerCountry, ownProduct } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { findProduct, updateProduct } from './catalogue-repository';
import { productOutput } from './catalogue-views';

/**
 * spec 001 §7 update_product: the owner's product only (404 otherwise). A new type keeps only the sub-types that
 * belong to it unless new sub-types are sent; fields left out keep their value.
 */
export const update_product: Handler<'update_product'> = async ({ ctx, input }) => {
  const current = await ownProduct(ctx.db, ctx, input.product_id);
  const typeId = input.type_id ?? current.typeId;
  checkProductType(typeId, input.subtype_type_ids);
  const subtypes =
    input.subtype_type_ids ?? current.subtypeTypeIds.filter((id) => foreignSubtypes(typeId, [id]).length === 0);
  const now = nowOf(ctx);
  await withNewImage(ctx, input.image, 'products', async (image) => {
    await updateProduct(
      ctx.db,
      current.id,
      {
        name: input.name,
        description: input.desc,
        typeId,
        subtypeTypeIds: subtypes,
        ...(input.tags === undefined ? {} : { tags: input.tags }),
        ...(image === undefined ? {} : { image }),
      },
      new Date(now),
    );
    return { result: null, replaced: current.image };
  });
  const row = await findProduct(ctx.db, current.id);
  return { product: await productOutput(ctx.db, row!, ownerCountry(ctx), now) };
};
