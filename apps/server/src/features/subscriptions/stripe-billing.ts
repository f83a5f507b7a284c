import type { Database, Executor } from '@stagepass/db/client';
import type { SubscriptionState } from '@stagepass/domain/commerce';
import { cycleChargeKey, subscriptionFeeCents } from '@stagepass/domain/subscriptions';
import type { BillingProvider, ProviderInvoice } from '../../adapters/payments/billing-provider';
import type { BillingWebhookUpdate } from '../../adapters/payments/billing-stripe-events';
import type { CardDecline } from '../../adapters/payments/card-provider';
import type { Clock } from '../../adapters/clock';
import type { Config } from '../../config';
import { feesFromConfig } from '../payments/get_fees.handler';
import * as repo from './subscriptions-repository';
import { emitSubscriptionEvent } from '../webhooks/webhook-events';
import { billingProvider } from '../../adapters/payments/billing';
import { disputeSubscription, subscriptionOfDispute } from './disputes';
import { saveProviderState } from './provider-state';

// Stripe Billing (with STRIPE_SECRET_KEY): Stripe charges the cycles, and its answers and webhooks set the state here.

export interface StripeBillingDeps {
  db: Database;
  clock: Clock;
  config: Config;
}

/** A paid invoice of Stripe's, recorded once per cycle for the creator's payout (creator-payouts.ts). */
async function savePaidInvoice(
  deps: StripeBillingDeps,
  db: Executor,
  sub: repo.SubscriptionRecord,
  invoice: ProviderInvoice,
  now: Date,
) {
  if (invoice.amountCents <= 0) return;
  await repo.upsertPaidInvoice(db, {
    subscriptionId: sub.id,
    planId: sub.planId,
    productId: sub.productId,
    tierId: sub.tierId,
    creatorId: sub.creatorId,
    memberId: sub.memberId,
    cycleStart: invoice.periodStart,
    cycleEnd: invoice.periodEnd,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    feeCents: subscriptionFeeCents(invoice.amountCents, feesFromConfig(deps.config).subscription_pct),
    status: 'Paid',
    chargeId: invoice.id,
    attempts: 1,
    paidAt: now,
    createdAt: now,
  });
}

/** The plan with its Stripe Price, the Price and its Product made the first time and their ids kept. */
async function stripePriceOf(deps: StripeBillingDeps, billing: BillingProvider, planId: number) {
  const { plan, product } = (await repo.findPlanForSale(deps.db, planId))!;
  const productId = await billing.ensureProduct({
    productId: product.id,
    name: product.name,
    providerId: product.stripeProductId,
  });
  if (!product.stripeProductId) await repo.setStripeProductId(deps.db, product.id, productId);
  const priceId = await billing.ensurePrice({
    planId: plan.id,
    providerProductId: productId,
    priceCents: plan.priceCents,
    currency: plan.currency,
    interval: plan.interval,
    providerId: plan.stripePriceId,
  });
  if (!plan.stripePriceId) await repo.setStripePriceId(deps.db, plan.id, priceId);
  return { plan, priceId };
}

/**
 * Replacement plans under Stripe Billing (spec 001 §4; issue 14): the app bills its own subscriptions on the
 * replacement from their first cycle after its eff_date (planInEffect). Stripe bills these itself, so once the
 * replacement has taken effect each one moves to the replacement's Price with no proration: the period under way
 * stays as paid, and the next cycle is charged at the new price. The row then names the replacement plan. Under a key
 * of the subscription and the replacement, so a run repeated after a crash changes nothing more. Failures are
 * collected and thrown after the others have moved.
 */
export async function moveToReplacementPlans(
  deps: StripeBillingDeps,
  billing: BillingProvider,
  nowMs: number,
  limit = 100,
): Promise<void> {
  const errors: unknown[] = [];
  for (const due of await repo.stripeSubscriptionsOnReplacedPlans(deps.db, new Date(nowMs), limit)) {
    try {
      const { plan, priceId } = await stripePriceOf(deps, billing, due.replacementId);
      const moved = await billing.changePrice(
        due.stripeSubscriptionId,
        priceId,
        `stagepass-replace:${due.subscriptionId}:${plan.id}`,
      );
      const now = new Date(deps.clock.now());
      await deps.db.transaction(async (tx) => {
        await repo.lockSubscription(tx, due.subscriptionId);
        await repo.updateSubscription(tx, due.subscriptionId, { planId: plan.id, tierId: plan.tierId, updatedAt: now });
        await saveProviderState(tx, due.subscriptionId, moved, now);
      });
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length) throw new AggregateError(errors, `replacement plans: ${errors.length} subscriptions not moved`);
}

/**
 * Starts the subscription at Stripe (a new one, or one reactivated after it ended, `startedAt` now): its product
 * and price are made the first time, then the Stripe Subscription, under a key of the subscription and its start
 * (a retry gets Stripe's first answer). Paid or in its trial: the state Stripe gives and the first invoice; declined:
 * `declinedState`, and the decline.
 */
export async function startAtStripe(
  deps: StripeBillingDeps,
  billing: BillingProvider,
  sub: repo.SubscriptionRecord,
  startedAt: Date,
  declinedState: SubscriptionState,
): Promise<CardDecline | null> {
  const { plan, priceId } = await stripePriceOf(deps, billing, sub.planId);
  // A trial is for a new subscriber; a subscription reactivated after it ended pays from now.
  const trialDays = declinedState === 'Expired' && plan.trialDays && plan.trialDays > 0 ? plan.trialDays : null;
  const result = await billing.createSubscription({
    customerId: sub.customerId,
    cardId: sub.cardId,
    priceId,
    trialDays,
    idempotencyKey: cycleChargeKey(sub.id, startedAt, 1),
    metadata: { subscription_id: String(sub.id), member_id: String(sub.memberId), plan_id: String(plan.id) },
  });
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const locked = (await repo.lockSubscription(tx, sub.id))!;
    if (!result.ok) {
      if (locked.state !== declinedState)
        await repo.updateSubscription(tx, sub.id, { state: declinedState, updatedAt: now });
      return result.decline;
    }
    const saved = await saveProviderState(tx, sub.id, result.subscription, now);
    if (result.subscription.paidInvoice) await savePaidInvoice(deps, tx, saved, result.subscription.paidInvoice, now);
    // issue 15: the creator's webhooks hear of the start.
    await emitSubscriptionEvent(tx, 'subscription.created', saved, now);
    return null;
  });
}

/**
 * Stripe Billing's webhooks (features/payments/stripe-webhook.ts): a subscription's new state and period; an invoice
 * paid (recorded for the creator's payout; a subscription that was behind is Active again); an invoice whose
 * payment failed (PastDue while Stripe retries); a card dispute of a cycle's charge opened or settled (disputes.ts).
 * While a subscription is in Dispute, Stripe's word on it is taken only when it ended there (Canceled): its
 * collection is paused, not its status, so Stripe still calls it active. False when no subscription here is the
 * event's.
 */
export async function applyBillingWebhook(deps: StripeBillingDeps, update: BillingWebhookUpdate): Promise<boolean> {
  if (update.billing === 'dispute') {
    const billing = billingProvider(deps.config);
    const id = await subscriptionOfDispute(deps.db, billing, update.dispute);
    if (id === null) return false;
    const { chargeId, paymentIntentId } = update.dispute;
    const disputed = [chargeId, paymentIntentId].filter((c): c is string => !!c);
    await disputeSubscription(deps, billing, id, update.dispute.stage, disputed);
    return true;
  }
  const now = new Date(deps.clock.now());
  const stripeId = update.billing === 'subscription' ? update.subscription.id : update.invoice.subscriptionId;
  return deps.db.transaction(async (tx) => {
    const sub = await repo.findByStripeId(tx, stripeId);
    if (!sub) return false;
    if (update.billing === 'subscription') {
      if (sub.state !== 'Dispute' || update.subscription.state === 'Canceled')
        await saveProviderState(tx, sub.id, update.subscription, now);
      return true;
    }
    const { invoice } = update;
    if (update.billing === 'invoice.paid') {
      await savePaidInvoice(deps, tx, sub, invoice, now);
      if (sub.state === 'PastDue' || sub.state === 'Unpaid' || sub.state === 'Pending')
        await repo.updateSubscription(tx, sub.id, {
          state: 'Active',
          currentPeriodStart: invoice.periodStart,
          currentPeriodEnd: invoice.periodEnd,
          nextRetryAt: null,
          retryCount: 0,
          updatedAt: now,
        });
      return true;
    }
    await repo.upsertFailedInvoice(tx, {
      subscriptionId: sub.id,
      planId: sub.planId,
      productId: sub.productId,
      tierId: sub.tierId,
      creatorId: sub.creatorId,
      memberId: sub.memberId,
      cycleStart: invoice.periodStart,
      cycleEnd: invoice.periodEnd,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      feeCents: 0,
      status: 'Pending',
      attempts: 1,
      failureMessage: update.message,
      createdAt: now,
    });
    if (sub.state === 'Active' || sub.state === 'Trialing')
      await repo.updateSubscription(tx, sub.id, { state: 'PastDue', updatedAt: now });
    return true;
  });
}
