import { ASSET_CATEGORIES } from '@stagepass/domain/assets';
import type { Handler } from '../../rpc/context';

/** spec 001 §7 get_asset_categories: the list of packages/domain/src/assets.ts. */
export const get_asset_categories: Handler<'get_asset_categories'> = async () => ({
  categories: ASSET_CATEGORIES.map((c) => ({ ...c })),
});
