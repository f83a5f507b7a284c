import { ASSET_NOT_FOUND } from '@stagepass/domain/assets';
import { displayCurrency } from '@stagepass/domain/commerce';
import { UNSUPPORTED_COUNTRY_CODE, formatMoney } from '@stagepass/domain/format';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { viewerCountry } from '../catalogue/catalogue-access';
import { visibleTo } from './asset-access';
import { toViews } from './asset-views';
import * as repo from './assets-repository';

/**
 * spec 001 §7 user_get_asset (asset_id, country): the asset with the caller's access and, with access, its body. §9:
 * the price shows in the member's currency if offered, else the first offered; an asset is priced in one currency, so
 * that one. A country outside §9 shows 'unsupported country code' (§8). No country: the caller's position decides
 * (catalogue-access.ts viewerCountry: the browser's latitude and longitude when sent, IP, stored address, US).
 */
export const user_get_asset: Handler<'user_get_asset'> = async ({ ctx, input }) => {
  const viewerId = ctx.member?.id ?? null;
  const row = await repo.findActive(ctx.db, input.asset_id, true);
  if (!row || !(await visibleTo(ctx.db, viewerId, row))) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
  const [asset] = await toViews(ctx.db, [row], viewerId, true);
  if (row.priceCents === null) return { asset: asset!, price_text: null, display_currency: null };
  const country = await viewerCountry(ctx, input);
  try {
    const currency = displayCurrency(country, [row.currency])!;
    return { asset: asset!, price_text: formatMoney(row.priceCents, currency), display_currency: currency };
  } catch {
    return { asset: asset!, price_text: UNSUPPORTED_COUNTRY_CODE, display_currency: null };
  }
};
