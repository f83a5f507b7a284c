import { PRODUCT_TYPES } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';

/** spec 001 §7 get_product_types: the constant list of packages/domain/src/catalogue.ts. */
export const get_product_types: Handler<'get_product_types'> = async () => ({
  product_types: PRODUCT_TYPES.map((t) => ({ type_id: t.type_id, name: t.name, subtypes: [...t.subtypes] })),
});
