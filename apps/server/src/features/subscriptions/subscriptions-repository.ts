import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  assetPurchases,
  plans,
  products,
  subscriptionInvoices,
  subscriptions,
  tiers,
  type SubscriptionState,
} from '@stagepass/db/schema/commerce';
import { payoutAccounts } from '@stagepass/db/schema/payments';
import { SUBSCRIPTION_ACCESS_STATES } from '@stagepass/domain/commerce';
import { LIVE_SUBSCRIPTION_STATES } from '@stagepass/domain/subscriptions';

// --- plans --------------------------------------------------------------------------------------------------------

export type PlanRecord = typeof plans.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type InvoiceRecord = typeof subscriptionInvoices.$inferSelect;

/** A plan with what a sale of it needs of its product and tier. */
export interface PlanForSale {
  plan: PlanRecord;
  product: { id: number; ownerId: number; name: string; disabled: boolean; stripeProductId: string | null };
  tier: { id: number; name: string; disabled: boolean };
}

export async function findPlanForSale(db: Executor, planId: number): Promise<PlanForSale | null> {
  const [row] = await db
    .select({
      plan: plans,
      product: {
        id: products.id,
        ownerId: products.ownerId,
        name: products.name,
        disabled: products.disabled,
        stripeProductId: products.stripeProductId,
      },
      tier: { id: tiers.id, name: tiers.name, disabled: tiers.disabled },
    })
    .from(plans)
    .innerJoin(products, eq(products.id, plans.productId))
    .innerJoin(tiers, eq(tiers.id, plans.tierId))
    .where(eq(plans.id, planId));
  return row ?? null;
}

/** The plan that replaces `planId` (plans_replaces_key), if any. */
export async function findReplacement(db: Executor, planId: number): Promise<PlanRecord | null> {
  const [row] = await db.select().from(plans).where(eq(plans.replacesPlanId, planId));
  return row ?? null;
}

export async function setStripeProductId(db: Executor, productId: number, stripeProductId: string): Promise<void> {
  await db.update(products).set({ stripeProductId }).where(eq(products.id, productId));
}

export async function setStripePriceId(db: Executor, planId: number, stripePriceId: string): Promise<void> {
  await db.update(plans).set({ stripePriceId }).where(eq(plans.id, planId));
}

// --- subscriptions ------------------------------------------------------------------------------------------------

export async function insertSubscription(
  db: Executor,
  values: Omit<typeof subscriptions.$inferInsert, 'id'>,
): Promise<SubscriptionRecord> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRecord | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
}

/** The subscription, locked for the rest of the transaction; with skipLocked, null when another holds it. */
export async function lockSubscription(
  db: Executor,
  id: number,
  options: { skipLocked?: boolean } = {},
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  return row ?? null;
}

export async function findByStripeId(db: Executor, stripeSubscriptionId: string): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for('update');
  return row ?? null;
}

/**
 * The subscription whose cycle was paid by one of `chargeIds` (subscription_invoices.charge_id: the card provider's
 * charge, or Stripe's invoice), or null when none was.
 */
export async function subscriptionOfCharge(db: Executor, chargeIds: readonly string[]): Promise<number | null> {
  if (chargeIds.length === 0) return null;
  const [row] = await db
    .select({ id: subscriptionInvoices.subscriptionId })
    .from(subscriptionInvoices)
    .where(inArray(subscriptionInvoices.chargeId, [...chargeIds]))
    .limit(1);
  return row?.id ?? null;
}

/** For the sandbox's charges page: the subscription (and its state) each of `chargeIds` paid a cycle of. */
export async function subscriptionsOfCharges(
  db: Executor,
  chargeIds: readonly string[],
): Promise<Map<string, { subscriptionId: number; state: SubscriptionState }>> {
  if (chargeIds.length === 0) return new Map();
  const rows = await db
    .select({
      chargeId: subscriptionInvoices.chargeId,
      subscriptionId: subscriptions.id,
      state: subscriptions.state,
    })
    .from(subscriptionInvoices)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
    .where(inArray(subscriptionInvoices.chargeId, [...chargeIds]));
  return new Map(rows.map((r) => [r.chargeId!, { subscriptionId: r.subscriptionId, state: r.state }]));
}

export type SubscriptionChanges = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'memberId' | 'createdAt'>>;

export async function updateSubscription(
  db: Executor,
  id: number,
  changes: SubscriptionChanges,
): Promise<SubscriptionRecord> {
  const [row] = await db.update(subscriptions).set(changes).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/**
 * One member's subscriptions to one tier queue here (a transaction-scoped advisory lock), so two requests at once
 * cannot both find no live subscription and each make one.
 */
export async function lockMemberTier(db: Executor, memberId: number, tierId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`subscription:${memberId}:${tierId}`}, 0))`);
}

/** The member's subscriptions to the tier that hold it (subscriptions_tier_member_idx). */
export async function liveOnTier(db: Executor, memberId: number, tierId: number): Promise<SubscriptionRecord[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.tierId, tierId),
        eq(subscriptions.memberId, memberId),
        inArray(subscriptions.state, [...LIVE_SUBSCRIPTION_STATES]),
      ),
    );
}

/** Live states the billing job works on (subscriptions_due_idx): the literal list lets the planner use the index. */
const dueStates = sql`${subscriptions.state} in ('Active', 'Trialing', 'Ending', 'PastDue')`;

/**
 * The subscriptions the app bills (not Stripe's) whose period has ended by `now`, oldest first, at most `limit`:
 * renewals (Active, Trialing), ends (Ending), and failed renewals whose retry has come (PastDue).
 */
export async function dueSubscriptions(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        dueStates,
        sql`${subscriptions.currentPeriodEnd} <= ${now}`,
        isNull(subscriptions.stripeSubscriptionId),
        sql`(${subscriptions.state} <> 'PastDue' or ${subscriptions.nextRetryAt} <= ${now})`,
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

// --- invoices (one per subscription and cycle) -------------------------------------------------------------------

/** Records the cycle's invoice unless it has one (subscription_invoices_cycle_key); answers the cycle's invoice. */
export async function insertInvoiceIfAbsent(
  db: Executor,
  values: Omit<typeof subscriptionInvoices.$inferInsert, 'id'>,
): Promise<InvoiceRecord> {
  const [inserted] = await db
    .insert(subscriptionInvoices)
    .values(values)
    .onConflictDoNothing({ target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.cycleStart] })
    .returning();
  if (inserted) return inserted;
  const found = await findInvoice(db, values.subscriptionId, values.cycleStart);
  if (!found) throw new Error(`invoice of subscription ${values.subscriptionId}: neither inserted nor found`);
  return found;
}

export async function findInvoice(
  db: Executor,
  subscriptionId: number,
  cycleStart: Date,
): Promise<InvoiceRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptionInvoices)
    .where(
      and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.cycleStart, cycleStart)),
    );
  return row ?? null;
}

export async function findInvoiceById(db: Executor, id: number): Promise<InvoiceRecord | null> {
  const [row] = await db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, id));
  return row ?? null;
}

/** The subscription's invoices still being charged (subscription_invoices_cycle_key), newest first. */
export async function pendingInvoices(db: Executor, subscriptionId: number): Promise<InvoiceRecord[]> {
  return db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'Pending')))
    .orderBy(desc(subscriptionInvoices.cycleStart));
}

/**
 * First charges a crash cut short: the Pending invoices of subscriptions the app bills that are still Pending (never
 * started) and were recorded before `before`, oldest first, at most `limit`.
 */
export async function interruptedStarts(db: Executor, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
    .where(
      and(
        eq(subscriptions.state, 'Pending'),
        isNull(subscriptions.stripeSubscriptionId),
        eq(subscriptionInvoices.status, 'Pending'),
        sql`${subscriptionInvoices.createdAt} < ${before}`,
      ),
    )
    .orderBy(asc(subscriptionInvoices.createdAt), asc(subscriptionInvoices.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Stripe Billing's subscriptions still billed on a plan whose replacement has taken effect by `now` (its eff_date has
 * come, or it has none), with that replacement: at most `limit`, oldest subscription first. One hop of a chain a
 * run: the next run finds the subscription on the replacement and moves it on.
 */
export async function stripeSubscriptionsOnReplacedPlans(
  db: Executor,
  now: Date,
  limit: number,
): Promise<{ subscriptionId: number; stripeSubscriptionId: string; replacementId: number }[]> {
  const replacement = alias(plans, 'replacement');
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      replacementId: replacement.id,
    })
    .from(subscriptions)
    .innerJoin(replacement, eq(replacement.replacesPlanId, subscriptions.planId))
    .where(
      and(
        sql`${subscriptions.stripeSubscriptionId} is not null`,
        inArray(subscriptions.state, ['Active', 'Trialing', 'PastDue']),
        or(isNull(replacement.effDate), sql`${replacement.effDate} <= ${now}`),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, stripeSubscriptionId: r.stripeSubscriptionId! }));
}

export type InvoiceChanges = Partial<
  Pick<typeof subscriptionInvoices.$inferInsert, 'status' | 'chargeId' | 'failureMessage' | 'paidAt' | 'attempts'>
>;

/**
 * Records attempt `attempt` of a Pending invoice: only if it is still Pending and that attempt is not recorded yet
 * (attempts = attempt − 1), so of two runs that made the same charge one records it. The invoice, or null.
 */
export async function recordAttempt(
  db: Executor,
  id: number,
  attempt: number,
  changes: InvoiceChanges,
): Promise<InvoiceRecord | null> {
  const [row] = await db
    .update(subscriptionInvoices)
    .set({ ...changes, attempts: attempt })
    .where(
      and(
        eq(subscriptionInvoices.id, id),
        eq(subscriptionInvoices.status, 'Pending'),
        eq(subscriptionInvoices.attempts, attempt - 1),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * A restart's invoice declined earlier at this same instant, made chargeable again: Pending, its attempts kept, so
 * the next attempt has a key of its own.
 */
export async function reopenFailedInvoice(db: Executor, id: number): Promise<InvoiceRecord> {
  const [row] = await db
    .update(subscriptionInvoices)
    .set({ status: 'Pending', failureMessage: null })
    .where(and(eq(subscriptionInvoices.id, id), eq(subscriptionInvoices.status, 'Failed')))
    .returning();
  return row ?? (await findInvoiceById(db, id))!;
}

/** Closes the subscription's Pending invoices as Failed (a cancelled subscription is charged no more). */
/**
 * A dispute lost (spec 001 §4): the cycles the disputed charges paid went back to the member, so they are marked
 * Disputed and never paid out. A cycle paid out already stays as it was (the product bears that loss).
 */
export async function markInvoicesDisputed(
  db: Executor,
  subscriptionId: number,
  chargeIds: readonly string[],
): Promise<void> {
  if (chargeIds.length === 0) return;
  await db
    .update(subscriptionInvoices)
    .set({ status: 'Disputed' })
    .where(
      and(
        eq(subscriptionInvoices.subscriptionId, subscriptionId),
        inArray(subscriptionInvoices.chargeId, [...chargeIds]),
        eq(subscriptionInvoices.status, 'Paid'),
        isNull(subscriptionInvoices.paidOutAt),
      ),
    );
}

export async function failPendingInvoices(db: Executor, subscriptionId: number, message: string): Promise<void> {
  await db
    .update(subscriptionInvoices)
    .set({ status: 'Failed', failureMessage: message })
    .where(and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'Pending')));
}

/** An invoice Stripe Billing reports paid: recorded once per cycle, or the cycle's row marked Paid. */
export async function upsertPaidInvoice(
  db: Executor,
  values: Omit<typeof subscriptionInvoices.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(subscriptionInvoices)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.cycleStart],
      set: {
        status: 'Paid',
        paidAt: values.paidAt,
        chargeId: values.chargeId,
        amountCents: values.amountCents,
        feeCents: values.feeCents,
        failureMessage: null,
      },
      setWhere: sql`${subscriptionInvoices.status} <> 'Paid'`,
    });
}

/** An invoice Stripe Billing reports failed: the cycle's row, Pending, with one more attempt and the reason. */
export async function upsertFailedInvoice(
  db: Executor,
  values: Omit<typeof subscriptionInvoices.$inferInsert, 'id'>,
): Promise<void> {
  await db
    .insert(subscriptionInvoices)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptionInvoices.subscriptionId, subscriptionInvoices.cycleStart],
      set: { attempts: sql`${subscriptionInvoices.attempts} + 1`, failureMessage: values.failureMessage },
      setWhere: sql`${subscriptionInvoices.status} = 'Pending'`,
    });
}

// --- creator payouts -----------------------------------------------------------------------------------------------

/** A payment a creator is owed, with their enabled payout account. */
export interface OwedPayment {
  id: number;
  creatorId: number;
  connectId: string;
  amountCents: number;
  feeCents: number;
  currency: string;
}

/**
 * Paid subscription invoices not paid out yet (subscription_invoices_unpaid_out_idx), oldest first, of creators
 * with an enabled payout account: the others wait, and never hold a batch up.
 */
export async function owedInvoices(db: Executor, limit: number): Promise<OwedPayment[]> {
  return db
    .select({
      id: subscriptionInvoices.id,
      creatorId: subscriptionInvoices.creatorId,
      connectId: payoutAccounts.connectId,
      amountCents: subscriptionInvoices.amountCents,
      feeCents: subscriptionInvoices.feeCents,
      currency: subscriptionInvoices.currency,
    })
    .from(subscriptionInvoices)
    .innerJoin(payoutAccounts, eq(payoutAccounts.memberId, subscriptionInvoices.creatorId))
    .where(
      and(
        sql`${subscriptionInvoices.status} = 'Paid'`,
        isNull(subscriptionInvoices.paidOutAt),
        eq(payoutAccounts.enabled, true),
        // spec 001 §4 Dispute: while a cycle's charge is disputed the money may go back to the member, so the
        // subscription's cycles are held from the creator until the dispute is settled (disputes.ts).
        sql`not exists (select 1 from ${subscriptions} where ${subscriptions.id} = ${subscriptionInvoices.subscriptionId} and ${subscriptions.state} = 'Dispute')`,
      ),
    )
    .orderBy(asc(subscriptionInvoices.paidAt), asc(subscriptionInvoices.id))
    .limit(limit);
}

/** Charged asset purchases not paid out yet (asset_purchases_unpaid_idx), as owedInvoices. */
export async function owedAssetSales(db: Executor, limit: number): Promise<OwedPayment[]> {
  return db
    .select({
      id: assetPurchases.id,
      creatorId: assetPurchases.creatorId,
      connectId: payoutAccounts.connectId,
      amountCents: assetPurchases.priceCents,
      feeCents: assetPurchases.feeCents,
      currency: assetPurchases.currency,
    })
    .from(assetPurchases)
    .innerJoin(payoutAccounts, eq(payoutAccounts.memberId, assetPurchases.creatorId))
    .where(
      and(
        sql`${assetPurchases.status} = 'Charged'`,
        isNull(assetPurchases.paidOutAt),
        eq(payoutAccounts.enabled, true),
      ),
    )
    .orderBy(asc(assetPurchases.createdAt), asc(assetPurchases.id))
    .limit(limit);
}

export async function markInvoicePaidOut(db: Executor, id: number, transferId: string | null, at: Date) {
  await db
    .update(subscriptionInvoices)
    .set({ payoutTransferId: transferId, paidOutAt: at })
    .where(and(eq(subscriptionInvoices.id, id), isNull(subscriptionInvoices.paidOutAt)));
}

export async function markAssetSalePaidOut(db: Executor, id: number, transferId: string | null, at: Date) {
  await db
    .update(assetPurchases)
    .set({ payoutTransferId: transferId, paidOutAt: at })
    .where(and(eq(assetPurchases.id, id), isNull(assetPurchases.paidOutAt)));
}

// --- lists ---------------------------------------------------------------------------------------------------------

const creator = alias(members, 'creator');
const subscriber = alias(members, 'subscriber');

/** A subscription with the names a list shows. */
export interface SubscriptionListRow {
  subscription: SubscriptionRecord;
  plan: { name: string; priceCents: number; currency: string; interval: 'month' | 'year' };
  product: { name: string; image: string | null };
  tierName: string;
  creatorName: string;
  subscriberName: string;
}

const listColumns = {
  subscription: subscriptions,
  plan: { name: plans.name, priceCents: plans.priceCents, currency: plans.currency, interval: plans.interval },
  product: { name: products.name, image: products.image },
  tierName: tiers.name,
  creatorName: creator.name,
  subscriberName: subscriber.name,
};

function listQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(tiers, eq(tiers.id, subscriptions.tierId))
    .innerJoin(creator, eq(creator.id, subscriptions.creatorId))
    .innerJoin(subscriber, eq(subscriber.id, subscriptions.memberId))
    .where(where);
}

/** The most a list answers. */
const LIST_LIMIT = 500;

/** The member's own subscriptions, newest first (subscriptions_member_idx); Expired ones never started. */
export async function listPurchased(db: Executor, memberId: number): Promise<SubscriptionListRow[]> {
  return listQuery(db, and(eq(subscriptions.memberId, memberId), sql`${subscriptions.state} <> 'Expired'`))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(LIST_LIMIT);
}

export interface CreatorListFilter {
  creatorId: number;
  active: boolean;
  productId: number | undefined;
  lookFor: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The subscribers of a creator's products (subscriptions_creator_idx), newest first, narrowed by the filter. */
export async function listForCreator(db: Executor, filter: CreatorListFilter): Promise<SubscriptionListRow[]> {
  const pattern = filter.lookFor ? `%${escapeLike(filter.lookFor)}%` : null;
  return listQuery(
    db,
    and(
      eq(subscriptions.creatorId, filter.creatorId),
      sql`${subscriptions.state} <> 'Expired'`,
      filter.active ? inArray(subscriptions.state, [...SUBSCRIPTION_ACCESS_STATES] as SubscriptionState[]) : undefined,
      filter.productId === undefined ? undefined : eq(subscriptions.productId, filter.productId),
      pattern
        ? or(ilike(subscriber.name, pattern), ilike(plans.name, pattern), ilike(products.name, pattern))
        : undefined,
    ),
  )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(LIST_LIMIT);
}

/** One subscription with its names. */
export async function listRow(db: Executor, id: number): Promise<SubscriptionListRow | null> {
  const [row] = await listQuery(db, eq(subscriptions.id, id));
  return row ?? null;
}
