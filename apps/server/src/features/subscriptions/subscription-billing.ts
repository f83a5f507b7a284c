import type { Executor } from '@stagepass/db/client';
import { anchorDayOf, cycleEnd, subscriptionFeeCents } from '@stagepass/domain/subscriptions';
import { feesFromConfig } from '../payments/get_fees.handler';
import { billingProvider } from '../../adapters/payments/billing';
import { chargeInvoice, type BillingDeps } from './billing';
import { moveToReplacementPlans } from './stripe-billing';
import * as repo from './subscriptions-repository';

/** Subscriptions taken up per pass; a pass is repeated while it finds work (the clock may have moved months). */
const BATCH = 100;
const MAX_PASSES = 24;
/** How long a first charge may stay unfinished before the job takes it over: its own request is long over by then. */
const UNFINISHED_AFTER_MS = 2 * 60 * 1000;

/**
 * The plan a cycle starting at `at` is billed on: the plan, or the plan that replaces it once the replacement's
 * eff_date has come (schema plans.replaces_plan_id: it takes the subscribers over at their first cycle from then).
 */
export async function planInEffect(db: Executor, plan: repo.PlanRecord, at: Date): Promise<repo.PlanRecord> {
  let current = plan;
  for (let hops = 0; hops < 8; hops++) {
    const next = await repo.findReplacement(db, current.id);
    if (!next || (next.effDate !== null && next.effDate > at)) return current;
    current = next;
  }
  return current;
}

/** The invoice row of a cycle of `plan` starting at `start`, as the billing job and the requests record it. */
export function cycleInvoice(
  deps: Pick<BillingDeps, 'config'>,
  sub: repo.SubscriptionRecord,
  plan: repo.PlanRecord,
  start: Date,
  end: Date,
  now: Date,
) {
  return {
    subscriptionId: sub.id,
    planId: plan.id,
    productId: plan.productId,
    tierId: plan.tierId,
    creatorId: sub.creatorId,
    memberId: sub.memberId,
    cycleStart: start,
    cycleEnd: end,
    amountCents: plan.priceCents,
    currency: plan.currency,
    feeCents: subscriptionFeeCents(plan.priceCents, feesFromConfig(deps.config).subscription_pct),
    status: 'Pending' as const,
    attempts: 0,
    createdAt: now,
  };
}

/**
 * The clock job 'subscription-billing' (spec 001 §1, §9; DESIGN.md §6): at each cycle start, for the subscriptions
 * the app bills (Stripe Billing bills its own):
 * - Active, or Trialing whose trial ended: the new cycle's invoice is recorded once (unique per subscription and
 *   cycle start, so a run repeated never makes a second) and charged with the key
 *   `subscription:{id}:{cycle_start}`; paid: Active for the next period (on the replacement plan, when one has taken
 *   effect); declined: PastDue, retried 1 and 3 days after the cycle started, then Unpaid;
 * - PastDue whose retry has come: the cycle's invoice is charged again;
 * - Ending: Canceled, charged nothing;
 * - Pending for over 2 minutes (a new subscription whose first charge a crash cut short): its first invoice charged
 *   with its own key, as create_subscription would have;
 * - with Stripe Billing, a Stripe subscription on a plan whose replacement took effect: moved to its price
 *   (stripe-billing.ts, moveToReplacementPlans).
 * Throws after the run when a subscription failed unexpectedly (the run reports it; the others went on).
 */
export async function runSubscriptionBilling(deps: BillingDeps, nowMs: number, batch = BATCH): Promise<void> {
  const now = new Date(nowMs);
  const errors: unknown[] = [];
  // Stripe Billing bills its own subscriptions; those on a replaced plan move to the replacement's price here.
  const billing = billingProvider(deps.config);
  if (billing) await moveToReplacementPlans(deps, billing, nowMs, batch).catch((err: unknown) => errors.push(err));
  // A new subscription whose first charge a crash cut short (create_subscription recorded it Pending with its invoice,
  // and the server stopped before the charge was recorded) is finished here, with the invoice's own key: the provider
  // answers the first charge or makes it once, and the subscription starts, or, declined, is Expired as at once.
  for (const id of await repo.interruptedStarts(deps.db, new Date(nowMs - UNFINISHED_AFTER_MS), batch)) {
    try {
      await chargeInvoice(deps, id, { kind: 'start', declinedState: 'Expired' });
    } catch (err) {
      errors.push(err);
    }
  }
  const failing = new Set<number>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const due = (await repo.dueSubscriptions(deps.db, now, batch)).filter((id) => !failing.has(id));
    let changed = false;
    for (const id of due) {
      try {
        changed = (await billOne(deps, id, now)) || changed;
      } catch (err) {
        failing.add(id);
        errors.push(err);
      }
    }
    if (!changed) break;
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1)
    throw new AggregateError(errors, `subscription billing: ${errors.length} subscriptions failed`);
}

/** One due subscription: whether it changed (a cycle charged or closed). */
async function billOne(deps: BillingDeps, id: number, now: Date): Promise<boolean> {
  const opened = await openCycle(deps, id, now);
  if (opened === 'closed') return true;
  if (opened === null) return false;
  await chargeInvoice(deps, opened, { kind: 'renewal' });
  return true;
}

/**
 * In one transaction, under the subscription's row lock (a server that finds it locked leaves it to the holder):
 * closes an Ending subscription, or answers the invoice of the cycle to charge (recorded now for a renewal).
 */
async function openCycle(deps: BillingDeps, id: number, now: Date): Promise<number | 'closed' | null> {
  return deps.db.transaction(async (tx) => {
    const sub = await repo.lockSubscription(tx, id, { skipLocked: true });
    if (!sub || sub.stripeSubscriptionId !== null || sub.currentPeriodEnd > now) return null;
    const start = sub.currentPeriodEnd;
    if (sub.state === 'Ending') {
      await repo.updateSubscription(tx, id, { state: 'Canceled', canceledAt: sub.canceledAt ?? now, updatedAt: now });
      return 'closed';
    }
    if (sub.state === 'PastDue') {
      if (sub.nextRetryAt === null || sub.nextRetryAt > now) return null;
      const open = await repo.findInvoice(tx, id, start);
      if (open?.status === 'Pending') return open.id;
      // No renewal left to retry: nothing gives it access any longer.
      await repo.updateSubscription(tx, id, { state: 'Unpaid', nextRetryAt: null, updatedAt: now });
      return 'closed';
    }
    if (sub.state !== 'Active' && sub.state !== 'Trialing') return null;
    const existing = await repo.findInvoice(tx, id, start);
    if (existing) return existing.status === 'Pending' ? existing.id : null;
    const current = await repo.findPlanForSale(tx, sub.planId);
    const plan = await planInEffect(tx, current!.plan, start);
    // A trial's end anchors the paid cycles; a paid cycle keeps the day of the month the cycles started on.
    const anchor = sub.state === 'Trialing' ? undefined : anchorDayOf(sub.currentPeriodStart, sub.currentPeriodEnd);
    const end = cycleEnd(start, plan.interval, anchor);
    const invoice = await repo.insertInvoiceIfAbsent(tx, cycleInvoice(deps, sub, plan, start, end, now));
    return invoice.status === 'Pending' ? invoice.id : null;
  });
}
