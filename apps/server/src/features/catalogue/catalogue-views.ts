import type { Plan, Product, Tier } from '@stagepass/contract/catalogue/fields';
import type { Executor } from '@stagepass/db/client';
import {
  isSupportedCountry,
  planOpen,
  productPriceRange,
  productTypeName,
  type PlanTiming,
  type PriceRange,
} from '@stagepass/domain/catalogue';
import { traitNamesOf } from '../talent/featured-repository';
import {
  creatorsByIds,
  findPlan,
  findProduct,
  findTier,
  planSubscriberCounts,
  plansOfProducts,
  subscriberCounts,
  tiersOfProducts,
  type PlanRecord,
  type ProductRecord,
  type TierRecord,
} from './catalogue-repository';

// What the catalogue answers (spec 001 §3 Product, Tier, Plan), built for many rows at once: each lookup is one
// query for all of them, never one per row.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const timing = (p: PlanRecord): PlanTiming => ({
  effDateMs: p.effDate?.getTime() ?? null,
  disabled: p.disabled,
  disabledFromMs: p.disabledFrom?.getTime() ?? null,
});

/** The tiers and plans of some products, with what each plan's output needs. */
export interface Catalogue {
  products: Map<number, ProductRecord>;
  tiers: TierRecord[];
  plans: PlanRecord[];
  tierById: Map<number, TierRecord>;
  /** The plan that replaces each plan that has one (§4), by the replaced plan's id. */
  replacementOf: Map<number, PlanRecord>;
  planById: Map<number, PlanRecord>;
  planSubscribers: Map<number, number>;
}

/** Loads the tiers and plans of these products (three queries). */
export async function loadCatalogue(db: Executor, productRows: readonly ProductRecord[]): Promise<Catalogue> {
  const ids = productRows.map((p) => p.id);
  const [tierRows, planRows] = [await tiersOfProducts(db, ids), await plansOfProducts(db, ids)];
  return {
    products: new Map(productRows.map((p) => [p.id, p])),
    tiers: tierRows,
    plans: planRows,
    tierById: new Map(tierRows.map((t) => [t.id, t])),
    planById: new Map(planRows.map((p) => [p.id, p])),
    replacementOf: new Map(planRows.flatMap((p) => (p.replacesPlanId === null ? [] : [[p.replacesPlanId, p]]))),
    planSubscribers: await planSubscriberCounts(db, planRows),
  };
}

/**
 * Whether a new member may subscribe to the plan now (domain planOpen), its tier and product enabled. The product's
 * own state is left out with `ignoreProduct` (the owner's price range of a disabled product).
 */
export function isPlanOpen(c: Catalogue, plan: PlanRecord, nowMs: number, ignoreProduct = false): boolean {
  const tier = c.tierById.get(plan.tierId);
  const product = c.products.get(plan.productId);
  if (!tier || tier.disabled || !product || (product.disabled && !ignoreProduct)) return false;
  const replaces = plan.replacesPlanId === null ? null : c.planById.get(plan.replacesPlanId);
  const replacement = c.replacementOf.get(plan.id);
  return planOpen(
    timing(plan),
    { replaces: replaces ? timing(replaces) : null, replacement: replacement ? timing(replacement) : null },
    nowMs,
  );
}

export function planOutput(c: Catalogue, p: PlanRecord, nowMs: number): Plan {
  const replacement = c.replacementOf.get(p.id);
  return {
    plan_id: p.id,
    product_id: p.productId,
    tier_id: p.tierId,
    name: p.name,
    desc: p.description,
    price: p.priceCents,
    currency: p.currency,
    interval: p.interval,
    trial: p.trialDays,
    eff_date: iso(p.effDate),
    time_zone: p.timeZone,
    image: p.image,
    disabled: p.disabled,
    disabled_from: iso(p.disabledFrom),
    disabled_time_zone: p.disabledTimeZone,
    replaces_plan_id: p.replacesPlanId,
    replacement: replacement
      ? {
          plan_id: replacement.id,
          price: replacement.priceCents,
          currency: replacement.currency,
          eff_date: iso(replacement.effDate),
          time_zone: replacement.timeZone,
        }
      : null,
    open: isPlanOpen(c, p, nowMs),
    subscriber_count: c.planSubscribers.get(p.id) ?? 0,
  };
}

/** The plans a viewer sees: all of them for the product's owner, the open ones for anyone else. */
export function visiblePlans(c: Catalogue, viewerId: number | null, nowMs: number): PlanRecord[] {
  return c.plans.filter((p) => c.products.get(p.productId)?.ownerId === viewerId || isPlanOpen(c, p, nowMs));
}

/** The tiers of a product as a viewer sees them: the owner all, others the enabled ones with their open plans. */
export function tierOutputs(c: Catalogue, viewerId: number | null, nowMs: number): Tier[] {
  const plans = visiblePlans(c, viewerId, nowMs);
  return c.tiers
    .filter((t) => c.products.get(t.productId)?.ownerId === viewerId || !t.disabled)
    .map((t) => tierOutput(c, t, plans, nowMs));
}

export function tierOutput(c: Catalogue, t: TierRecord, plans: readonly PlanRecord[], nowMs: number): Tier {
  return {
    tier_id: t.id,
    product_id: t.productId,
    name: t.name,
    desc: t.description,
    image: t.image,
    type_id: t.typeId,
    disabled: t.disabled,
    plans: plans.filter((p) => p.tierId === t.id).map((p) => planOutput(c, p, nowMs)),
  };
}

/** spec 001 §9: the price range of each product in the viewer's currency; null for a country outside §9. */
function priceRanges(c: Catalogue, country: string, nowMs: number): Map<number, PriceRange | null> {
  const prices = new Map<number, { priceCents: number; currency: string }[]>();
  for (const p of c.plans) {
    if (!isPlanOpen(c, p, nowMs, true)) continue;
    const list = prices.get(p.productId) ?? [];
    list.push({ priceCents: p.priceCents, currency: p.currency });
    prices.set(p.productId, list);
  }
  // A country outside §9 has no currency: the screen shows 'unsupported country code' (§8) from the answer's country.
  const supported = isSupportedCountry(country);
  return new Map(
    [...c.products.keys()].map((id) => [id, supported ? productPriceRange(prices.get(id) ?? [], country) : null]),
  );
}

/** The products as spec 001 §3 shows them, in the order given. */
export async function productOutputs(
  db: Executor,
  rows: readonly ProductRecord[],
  country: string,
  nowMs: number,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const ids = rows.map((r) => r.id);
  const catalogue = await loadCatalogue(db, rows);
  const [creators, traits, counts] = [
    await creatorsByIds(db, ownerIds),
    await traitNamesOf(db, ownerIds),
    await subscriberCounts(db, ids),
  ];
  const ranges = priceRanges(catalogue, country, nowMs);
  return rows.map((r) => {
    const creator = creators.get(r.ownerId);
    return {
      id: r.id,
      product_id: r.id,
      name: r.name,
      desc: r.description,
      image: r.image,
      owner_id: r.ownerId,
      creator_name: creator?.name ?? '',
      creator_photo: creator?.photo ?? null,
      creator_traits: traits.get(r.ownerId) ?? [],
      price_range: ranges.get(r.id) ?? null,
      product_type: productTypeName(r.typeId),
      type_id: r.typeId,
      subtype_type_ids: r.subtypeTypeIds,
      tags: r.tags,
      subscriber_count: counts.get(r.id) ?? 0,
      disabled: r.disabled,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** One product as its owner's writes answer it. */
export async function productOutput(db: Executor, row: ProductRecord, country: string, nowMs: number) {
  const [product] = await productOutputs(db, [row], country, nowMs);
  return product!;
}

/** One tier as its owner sees it, with its plans (the tier writes' answer). */
export async function ownerTierOutput(db: Executor, tierId: number, nowMs: number): Promise<Tier> {
  const tier = await findTier(db, tierId);
  const product = tier ? await findProduct(db, tier.tier.productId) : null;
  if (!tier || !product) throw new Error(`tier ${tierId} vanished`);
  const c = await loadCatalogue(db, [product]);
  return tierOutput(c, c.tierById.get(tierId)!, c.plans, nowMs);
}

/** One plan as its owner sees it, with its replacement (the plan writes' answer). */
export async function ownerPlanOutput(db: Executor, planId: number, nowMs: number): Promise<Plan> {
  const plan = await findPlan(db, planId);
  const product = plan ? await findProduct(db, plan.plan.productId) : null;
  if (!plan || !product) throw new Error(`plan ${planId} vanished`);
  const c = await loadCatalogue(db, [product]);
  return planOutput(c, c.planById.get(planId)!, nowMs);
}
