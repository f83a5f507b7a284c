import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { assetProducts, assetPurchases, subscriptionInvoices } from '@stagepass/db/schema/commerce';

// Remits (spec 001 §3 Product remits, §7 get_remits_for_products and get_remits_for_tiers): what a creator's
// products and tiers earned in a window, read from the paid subscription cycles and the charged asset sales.

export interface RemitWindow {
  creatorId: number;
  from: Date;
  /** Exclusive. */
  to: Date;
}

export interface CycleSums {
  productId: number;
  tierId: number;
  currency: string;
  cycles: number;
  amountCents: number;
  feeCents: number;
}

/** Paid subscription cycles of the creator in the window, by tier (subscription_invoices_creator_idx). */
export async function paidCycles(
  db: Executor,
  w: RemitWindow,
  filter: { productId?: number; tierId?: number },
): Promise<CycleSums[]> {
  const rows = await db
    .select({
      productId: subscriptionInvoices.productId,
      tierId: subscriptionInvoices.tierId,
      currency: subscriptionInvoices.currency,
      cycles: sql<number>`count(*)::int`,
      amountCents: sql<number>`coalesce(sum(${subscriptionInvoices.amountCents}), 0)::int`,
      feeCents: sql<number>`coalesce(sum(${subscriptionInvoices.feeCents}), 0)::int`,
    })
    .from(subscriptionInvoices)
    .where(
      and(
        eq(subscriptionInvoices.creatorId, w.creatorId),
        gte(subscriptionInvoices.paidAt, w.from),
        lt(subscriptionInvoices.paidAt, w.to),
        eq(subscriptionInvoices.status, 'Paid'),
        filter.productId === undefined ? undefined : eq(subscriptionInvoices.productId, filter.productId),
        filter.tierId === undefined ? undefined : eq(subscriptionInvoices.tierId, filter.tierId),
      ),
    )
    .groupBy(subscriptionInvoices.productId, subscriptionInvoices.tierId, subscriptionInvoices.currency)
    .orderBy(asc(subscriptionInvoices.productId), asc(subscriptionInvoices.tierId));
  return rows.map((r) => ({
    ...r,
    cycles: Number(r.cycles),
    amountCents: Number(r.amountCents),
    feeCents: Number(r.feeCents),
  }));
}

export interface SaleSums {
  /** The first product the asset was added to; null for an asset in none. */
  productId: number | null;
  currency: string;
  sales: number;
  amountCents: number;
  feeCents: number;
}

/**
 * Charged asset sales of the creator in the window (asset_purchases_creator_idx), each counted once under the first
 * product its asset was added to (the asset_products key, by asset).
 */
export async function assetSales(db: Executor, w: RemitWindow, productId?: number): Promise<SaleSums[]> {
  const first = db
    .select({ productId: assetProducts.productId })
    .from(assetProducts)
    .where(eq(assetProducts.assetId, assetPurchases.assetId))
    .orderBy(asc(assetProducts.createdAt), asc(assetProducts.productId))
    .limit(1)
    .as('first_product');
  const rows = await db
    .select({
      productId: first.productId,
      currency: assetPurchases.currency,
      sales: sql<number>`count(*)::int`,
      amountCents: sql<number>`coalesce(sum(${assetPurchases.priceCents}), 0)::int`,
      feeCents: sql<number>`coalesce(sum(${assetPurchases.feeCents}), 0)::int`,
    })
    .from(assetPurchases)
    .leftJoinLateral(first, sql`true`)
    .where(
      and(
        eq(assetPurchases.creatorId, w.creatorId),
        gte(assetPurchases.createdAt, w.from),
        lt(assetPurchases.createdAt, w.to),
        eq(assetPurchases.status, 'Charged'),
        productId === undefined ? undefined : eq(first.productId, productId),
      ),
    )
    .groupBy(first.productId, assetPurchases.currency);
  return rows.map((r) => ({
    productId: r.productId ?? null,
    currency: r.currency,
    sales: Number(r.sales),
    amountCents: Number(r.amountCents),
    feeCents: Number(r.feeCents),
  }));
}
