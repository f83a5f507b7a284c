import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { assetProducts, assets, plans, products, subscriptions, tiers } from '@stagepass/db/schema/commerce';
import { SUBSCRIPTION_ACCESS_STATES } from '@stagepass/domain/commerce';

// Products, tiers and plans (spec 001 §3, §4): the only SQL of the catalogue's products side.

export type ProductRecord = typeof products.$inferSelect;
export type TierRecord = typeof tiers.$inferSelect;
export type PlanRecord = typeof plans.$inferSelect;

/** Subscriptions that count (subscriber_count): those whose member reads the tier now (§4 states). */
const liveSubscription = () => inArray(subscriptions.state, [...SUBSCRIPTION_ACCESS_STATES]);

/**
 * The words of a product's name and description, exactly as the GIN index products_search_idx (migration 0018) is
 * built: a query uses the index only with this very expression.
 */
export const productSearchVector = () => sql`to_tsvector('simple', ${products.name} || ' ' || ${products.description})`;

/** `tsquery` is prefixQuery's text (letters, digits, ':*' and '&' only); it is still a bound parameter. */
const productMatches = (tsquery: string) => sql`${productSearchVector()} @@ to_tsquery('simple', ${tsquery})`;

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductValues {
  typeId: number;
  name: string;
  description: string;
  image: string | null;
  subtypeTypeIds: number[];
  tags: string[];
}

export async function insertProduct(db: Executor, ownerId: number, v: ProductValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ownerId, ...v, createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  return row!.id;
}

export async function findProduct(db: Executor, productId: number): Promise<ProductRecord | null> {
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  return row ?? null;
}

/** The product if `ownerId` owns it, else null (another member's product is not found). */
export async function findOwnProduct(db: Executor, productId: number, ownerId: number) {
  const found = await findProduct(db, productId);
  return found && found.ownerId === ownerId ? found : null;
}

export async function updateProduct(
  db: Executor,
  productId: number,
  patch: Partial<ProductValues> & { disabled?: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(products)
    .set({ ...patch, updatedAt: now })
    .where(eq(products.id, productId));
}

export interface ProductQuery {
  /** The creator's products (products_owner_idx). */
  ownerId?: number;
  productIds?: readonly number[];
  typeId?: number;
  /** prefixQuery's text: products whose name or description has each word (products_search_idx). */
  tsquery?: string;
  /** Disabled products too (the owner's own lists). */
  withDisabled: boolean;
  limit: number;
}

/** The query of listProducts, for it and for the test that reads its plan. */
export function productListQuery(db: Executor, q: ProductQuery) {
  const where: (SQL | undefined)[] = [
    q.ownerId === undefined ? undefined : eq(products.ownerId, q.ownerId),
    q.productIds === undefined ? undefined : inArray(products.id, [...q.productIds]),
    q.typeId === undefined ? undefined : eq(products.typeId, q.typeId),
    q.tsquery === undefined ? undefined : productMatches(q.tsquery),
    q.withDisabled ? undefined : sql`not ${products.disabled}`,
  ];
  return db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(q.limit);
}

/** Products, newest first. */
export async function listProducts(db: Executor, q: ProductQuery): Promise<ProductRecord[]> {
  if (q.productIds?.length === 0) return [];
  return productListQuery(db, q);
}

/** The products of these ids in the order given (missing ones left out). */
export async function productsInOrder(db: Executor, ids: readonly number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of the enabled products (of a type) that lead one featured row: the highest score first, then the newest. */
async function featuredIds<C extends PgColumn, S extends SQL.Aliased>(
  db: Executor,
  scores: SubqueryWithSelection<{ productId: C; score: S }, string>,
  typeId: number | undefined,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(scores, sql`${scores.productId} = ${products.id}`)
    .where(and(sql`not ${products.disabled}`, typeId === undefined ? undefined : eq(products.typeId, typeId)))
    .orderBy(sql`${scores.score} desc nulls last`, desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** spec 001 §3 Product featured lists: by subscriber count, by asset count, by the latest asset's creation. */
export async function featuredProductIds(db: Executor, typeId: number | undefined, limit: number) {
  const bySubscribers = db
    .select({ productId: subscriptions.productId, score: sql<number>`count(*)`.as('score') })
    .from(subscriptions)
    .where(liveSubscription())
    .groupBy(subscriptions.productId)
    .as('subscriber_scores');
  const visibleAsset = and(eq(assets.state, 'active'), eq(assets.published, true));
  const byAssets = db
    .select({ productId: assetProducts.productId, score: sql<number>`count(*)`.as('score') })
    .from(assetProducts)
    .innerJoin(assets, eq(assets.id, assetProducts.assetId))
    .where(visibleAsset)
    .groupBy(assetProducts.productId)
    .as('asset_scores');
  const byLatestAsset = db
    .select({ productId: assetProducts.productId, score: sql<Date>`max(${assets.createdAt})`.as('score') })
    .from(assetProducts)
    .innerJoin(assets, eq(assets.id, assetProducts.assetId))
    .where(visibleAsset)
    .groupBy(assetProducts.productId)
    .as('latest_asset_scores');
  return {
    bySubscribers: await featuredIds(db, bySubscribers, typeId, limit),
    byAssets: await featuredIds(db, byAssets, typeId, limit),
    byLatestAsset: await featuredIds(db, byLatestAsset, typeId, limit),
  };
}

/** Live subscriptions of each product (subscriptions_product_idx). */
export async function subscriberCounts(db: Executor, productIds: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (productIds.length === 0) return counts;
  const rows = await db
    .select({ productId: subscriptions.productId, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(and(inArray(subscriptions.productId, [...productIds]), liveSubscription()))
    .groupBy(subscriptions.productId);
  for (const r of rows) counts.set(r.productId, Number(r.n));
  return counts;
}

export interface Creator {
  id: number;
  name: string;
  photo: string | null;
}

export async function creatorsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, Creator>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: members.name, photo: members.image })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------------------------------------
// Tiers

export interface TierValues {
  name: string;
  description: string;
  image: string | null;
  typeId: number | null;
}

export async function insertTier(db: Executor, productId: number, v: TierValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(tiers)
    .values({ productId, ...v, createdAt: now, updatedAt: now })
    .returning({ id: tiers.id });
  return row!.id;
}

/** A tier with its product's owner and state. */
export async function findTier(db: Executor, tierId: number) {
  const [row] = await db
    .select({ tier: tiers, ownerId: products.ownerId, productDisabled: products.disabled })
    .from(tiers)
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(eq(tiers.id, tierId))
    .limit(1);
  return row ?? null;
}

export async function findOwnTier(db: Executor, tierId: number, ownerId: number): Promise<TierRecord | null> {
  const found = await findTier(db, tierId);
  return found && found.ownerId === ownerId ? found.tier : null;
}

export async function updateTier(
  db: Executor,
  tierId: number,
  patch: Partial<TierValues> & { disabled?: boolean },
  now: Date,
): Promise<void> {
  await db
    .update(tiers)
    .set({ ...patch, updatedAt: now })
    .where(eq(tiers.id, tierId));
}

/** The tiers of these products, in the order they were made (tiers_product_idx). */
export async function tiersOfProducts(db: Executor, productIds: readonly number[]): Promise<TierRecord[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(tiers)
    .where(inArray(tiers.productId, [...productIds]))
    .orderBy(asc(tiers.productId), asc(tiers.id));
}

// ---------------------------------------------------------------------------------------------
// Plans

export interface PlanValues {
  name: string;
  description: string;
  priceCents: number;
  currency: string;
  interval: 'month' | 'year';
  trialDays: number | null;
  effDate: Date | null;
  timeZone: string | null;
  image: string | null;
}

export async function insertPlan(
  db: Executor,
  ids: { productId: number; tierId: number; replacesPlanId?: number },
  v: PlanValues,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(plans)
    .values({ ...ids, ...v, createdAt: now, updatedAt: now })
    .returning({ id: plans.id });
  return row!.id;
}

/** A plan with its product's owner. */
export async function findPlan(db: Executor, planId: number) {
  const [row] = await db
    .select({ plan: plans, ownerId: products.ownerId })
    .from(plans)
    .innerJoin(products, eq(products.id, plans.productId))
    .where(eq(plans.id, planId))
    .limit(1);
  return row ?? null;
}

export async function findOwnPlan(db: Executor, planId: number, ownerId: number): Promise<PlanRecord | null> {
  const found = await findPlan(db, planId);
  return found && found.ownerId === ownerId ? found.plan : null;
}

/** The plan that replaces `planId`, locked for the update that may move it (plans_replaces_key). */
export async function lockReplacementOf(db: Executor, planId: number): Promise<PlanRecord | null> {
  const [row] = await db.select().from(plans).where(eq(plans.replacesPlanId, planId)).limit(1).for('update');
  return row ?? null;
}

export async function lockPlan(db: Executor, planId: number): Promise<PlanRecord | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).limit(1).for('update');
  return row ?? null;
}

export async function updatePlan(
  db: Executor,
  planId: number,
  patch: Partial<PlanValues> & {
    disabled?: boolean;
    disabledFrom?: Date | null;
    disabledTimeZone?: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .update(plans)
    .set({ ...patch, updatedAt: now })
    .where(eq(plans.id, planId));
}

/** The plans of these products, by product and in the order they were made (plans_product_idx). */
export async function plansOfProducts(db: Executor, productIds: readonly number[]): Promise<PlanRecord[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(plans)
    .where(inArray(plans.productId, [...productIds]))
    .orderBy(asc(plans.productId), asc(plans.id));
}

/** Live subscriptions of each plan, found through their tiers (subscriptions_tier_member_idx). */
export async function planSubscriberCounts(
  db: Executor,
  planList: readonly Pick<PlanRecord, 'id' | 'tierId'>[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (planList.length === 0) return counts;
  const rows = await db
    .select({ planId: subscriptions.planId, n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.tierId, [...new Set(planList.map((p) => p.tierId))]),
        inArray(
          subscriptions.planId,
          planList.map((p) => p.id),
        ),
        liveSubscription(),
      ),
    )
    .groupBy(subscriptions.planId);
  for (const r of rows) counts.set(r.planId, Number(r.n));
  return counts;
}

/** Subscriptions of a plan that have not ended (any state but Canceled and Expired): the plan's price is theirs. */
export async function planHasSubscribers(db: Executor, plan: Pick<PlanRecord, 'id' | 'tierId'>): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.tierId, plan.tierId),
        eq(subscriptions.planId, plan.id),
        sql`${subscriptions.state} not in ('Canceled', 'Expired')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The names of products (or tiers) by id, for rows that carry only the id. */
export async function namesOf(db: Executor, table: 'products' | 'tiers', ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const t = table === 'products' ? products : tiers;
  const rows = await db.select({ id: t.id, name: t.name }).from(t).where(inArray(t.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
