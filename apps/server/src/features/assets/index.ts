import type { assetsRequests } from '@stagepass/contract/assets/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_asset_categories } from './get_asset_categories.handler';
import { create_asset } from './create_asset.handler';
import { update_asset } from './update_asset.handler';
import { delete_asset } from './delete_asset.handler';
import { get_assets } from './get_assets.handler';
import { get_assets_for_product } from './get_assets_for_product.handler';
import { user_get_asset } from './user_get_asset.handler';
import { purchase_asset } from './purchase_asset.handler';
import { download_asset } from './download_asset.handler';
import { stream_media } from './stream_media.handler';

/** Assets: the six asset types, their categories, purchase, download and streaming: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const assetsHandlers: AreaHandlers<typeof assetsRequests> = {
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
};
