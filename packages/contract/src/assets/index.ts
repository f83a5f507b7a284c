import { get_asset_categories } from './get_asset_categories';
import { create_asset } from './create_asset';
import { update_asset } from './update_asset';
import { delete_asset } from './delete_asset';
import { get_assets } from './get_assets';
import { get_assets_for_product } from './get_assets_for_product';
import { user_get_asset } from './user_get_asset';
import { purchase_asset } from './purchase_asset';
import { download_asset } from './download_asset';
import { stream_media } from './stream_media';

/**
 * Assets: the six asset types, their categories, purchase, download and streaming (spec 001 §7 Marketplace, assets and products). The registry spreads it.
 */
export const assetsRequests = {
  get_asset_categories,
  create_asset,
  update_asset,
  delete_asset,
  get_assets,
  get_assets_for_product,
  user_get_asset,
  purchase_asset,
  download_asset,
  stream_media,
} as const;
