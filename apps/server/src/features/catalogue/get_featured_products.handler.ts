import { FEATURED_PRODUCTS_PER_ROW } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';
import { nowOf, viewerCountry } from './catalogue-access';
import { featuredProductIds, productsInOrder } from './catalogue-repository';
import { productOutputs } from './catalogue-views';

/**
 * spec 001 §3 Product featured lists: the three rows' products are read together and answered once each, so a
 * product in two rows costs nothing more.
 */
export const get_featured_products: Handler<'get_featured_products'> = async ({ ctx, input }) => {
  const ids = await featuredProductIds(ctx.db, input.typeId, FEATURED_PRODUCTS_PER_ROW);
  const all = [...new Set([...ids.bySubscribers, ...ids.byAssets, ...ids.byLatestAsset])];
  const country = await viewerCountry(ctx, input);
  const outputs = await productOutputs(ctx.db, await productsInOrder(ctx.db, all), country, nowOf(ctx));
  const byId = new Map(outputs.map((p) => [p.id, p]));
  const row = (list: number[]) => list.flatMap((id) => byId.get(id) ?? []);
  return {
    by_subscribers: row(ids.bySubscribers),
    by_assets: row(ids.byAssets),
    by_latest_asset: row(ids.byLatestAsset),
    country,
  };
};
