import type { ProductRemit } from '@stagepass/contract/catalogue/get_remits_for_products';
import { OTHER_ASSET_SALES } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';
import { ownProduct, remitWindowOf } from './catalogue-access';
import { namesOf } from './catalogue-repository';
import { assetSales, paidCycles } from './remits-repository';

/**
 * spec 001 §7 get_remits_for_products: the caller's paid subscription cycles and asset sales in the window, summed
 * by product and currency, each less its fees. Another member's product answers 404.
 */
export const get_remits_for_products: Handler<'get_remits_for_products'> = async ({ ctx, input }) => {
  if (input.product_id !== undefined) await ownProduct(ctx.db, ctx, input.product_id);
  const window = remitWindowOf(ctx, input.start_date, input.end_date);
  const filter = input.product_id === undefined ? {} : { productId: input.product_id };
  const [cycles, sales] = [
    await paidCycles(ctx.db, window, filter),
    await assetSales(ctx.db, window, input.product_id),
  ];
  const rows = new Map<string, ProductRemit>();
  const row = (productId: number | null, currency: string) => {
    const key = `${productId ?? ''}:${currency}`;
    let found = rows.get(key);
    if (!found) {
      found = {
        product_id: productId,
        name: '',
        currency,
        cycles: 0,
        subscription_cents: 0,
        subscription_fee_cents: 0,
        sales: 0,
        asset_sales_cents: 0,
        asset_fee_cents: 0,
        net_cents: 0,
      };
      rows.set(key, found);
    }
    return found;
  };
  for (const c of cycles) {
    const r = row(c.productId, c.currency);
    r.cycles += c.cycles;
    r.subscription_cents += c.amountCents;
    r.subscription_fee_cents += c.feeCents;
  }
  for (const s of sales) {
    const r = row(s.productId, s.currency);
    r.sales += s.sales;
    r.asset_sales_cents += s.amountCents;
    r.asset_fee_cents += s.feeCents;
  }
  const remits = [...rows.values()];
  const names = await namesOf(
    ctx.db,
    'products',
    remits.flatMap((r) => (r.product_id === null ? [] : [r.product_id])),
  );
  for (const r of remits) {
    r.name = r.product_id === null ? OTHER_ASSET_SALES : (names.get(r.product_id) ?? '');
    r.net_cents = r.subscription_cents - r.subscription_fee_cents + r.asset_sales_cents - r.asset_fee_cents;
  }
  // Products in the order they were made, then the sales of assets in none; currencies alphabetically.
  remits.sort(
    (a, b) =>
      (a.product_id ?? Number.MAX_SAFE_INTEGER) - (b.product_id ?? Number.MAX_SAFE_INTEGER) ||
      a.currency.localeCompare(b.currency),
  );
  return { remits };
};
