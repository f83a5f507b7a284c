import type { Database } from '@stagepass/db/client';
import {
  CYCLE_DISPUTED,
  DISPUTABLE_STATES,
  stateAfterDispute,
  type DisputeOutcome,
} from '@stagepass/domain/subscriptions';
import type { BillingProvider } from '../../adapters/payments/billing-provider';
import type { ChargeDispute } from '../../adapters/payments/billing-stripe-events';
import type { Clock } from '../../adapters/clock';
import { saveProviderState } from './provider-state';
import * as repo from './subscriptions-repository';

// spec 001 §4 Dispute: a card dispute (a chargeback) of the charge of one of a subscription's cycles. Reported by
// Stripe's webhooks (charge.dispute.created and .closed, with STRIPE_SECRET_KEY), or, with the payments sandbox, by
// the "Dispute this charge" actions of /dev/cards (dev/cards.ts). Both come here.

export interface DisputeDeps {
  db: Database;
  clock: Clock;
}

export type DisputeStage = 'opened' | DisputeOutcome;

/**
 * Applies a dispute to the subscription:
 * - opened: a running subscription (DISPUTABLE_STATES) goes into Dispute. It gives no access, the billing job skips
 *   it (its state is not one the job bills), and Stripe Billing's collection is paused (its invoices voided), so it
 *   is not billed again until the dispute is settled. A repeated event, or one for a subscription that ended, changes
 *   nothing;
 * - won or lost: a subscription in Dispute takes the state stateAfterDispute gives (domain subscriptions.ts: won in
 *   the paid period, Active again; otherwise Canceled, its unpaid renewal closed). Stripe's collection resumes, or
 *   its subscription is cancelled at once. One no longer in Dispute is left alone.
 * `billing` is Stripe Billing for a subscription it runs, else null. Answers the subscription as it is now.
 */
export async function disputeSubscription(
  deps: DisputeDeps,
  billing: BillingProvider | null,
  subscriptionId: number,
  stage: DisputeStage,
  /** The disputed charge (and its PaymentIntent): the cycle it paid is not paid out when the dispute is lost. */
  chargeIds: readonly string[] = [],
): Promise<repo.SubscriptionRecord | null> {
  const sub = await repo.findSubscription(deps.db, subscriptionId);
  if (!sub) return null;
  const stripeId = billing ? sub.stripeSubscriptionId : null;
  if (sub.stripeSubscriptionId !== null && !stripeId)
    throw new Error(`subscription ${sub.id} is Stripe's: its dispute needs Stripe Billing (STRIPE_SECRET_KEY)`);

  if (stage === 'opened') {
    if (!DISPUTABLE_STATES.includes(sub.state)) return sub;
    if (stripeId) await billing!.pauseCollection(stripeId, true);
    return deps.db.transaction(async (tx) => {
      const locked = (await repo.lockSubscription(tx, sub.id))!;
      if (!DISPUTABLE_STATES.includes(locked.state)) return locked;
      return repo.updateSubscription(tx, sub.id, {
        state: 'Dispute',
        nextRetryAt: null,
        updatedAt: new Date(deps.clock.now()),
      });
    });
  }

  if (sub.state !== 'Dispute') return sub;
  const settled = stateAfterDispute(stage, {
    periodRuns: sub.currentPeriodEnd.getTime() > deps.clock.now(),
    cancelled: sub.canceledAt !== null,
  });
  const atStripe = stripeId
    ? settled === 'Canceled'
      ? await billing!.cancelNow(stripeId)
      : await billing!.pauseCollection(stripeId, false)
    : null;
  return deps.db.transaction(async (tx) => {
    const locked = (await repo.lockSubscription(tx, sub.id))!;
    if (locked.state !== 'Dispute') return locked;
    const now = new Date(deps.clock.now());
    if (stage === 'lost') await repo.markInvoicesDisputed(tx, sub.id, chargeIds);
    if (settled === 'Canceled') {
      await repo.failPendingInvoices(tx, sub.id, CYCLE_DISPUTED);
      return repo.updateSubscription(tx, sub.id, {
        state: 'Canceled',
        canceledAt: now,
        nextRetryAt: null,
        updatedAt: now,
      });
    }
    // Stripe tells the state it resumed in (Ending while cancel_at_period_end holds), with its period.
    if (atStripe) return saveProviderState(tx, sub.id, atStripe, now);
    return repo.updateSubscription(tx, sub.id, { state: settled, updatedAt: now });
  });
}

/**
 * The subscription whose cycle a charge paid, in the app's records: the invoice whose charge_id is the charge (the
 * sandbox's ch_…, a Stripe PaymentIntent the app charged itself) or, with Stripe Billing, the Stripe subscription whose
 * invoice the PaymentIntent paid. Null: the charge paid no subscription (a ticket, an asset).
 */
export async function subscriptionOfDispute(
  db: Database,
  billing: BillingProvider | null,
  dispute: Pick<ChargeDispute, 'chargeId' | 'paymentIntentId'>,
): Promise<number | null> {
  const ids = [dispute.chargeId, dispute.paymentIntentId].filter((id): id is string => !!id);
  const own = await repo.subscriptionOfCharge(db, ids);
  if (own !== null || !billing || !dispute.paymentIntentId) return own;
  const stripeId = await billing.subscriptionOfPayment(dispute.paymentIntentId);
  if (!stripeId) return null;
  return (await repo.findByStripeId(db, stripeId))?.id ?? null;
}

/** The subscription (with its state) whose cycle each of the sandbox's charges paid: /dev/cards's dispute actions. */
export function subscriptionsOfCharges(db: Database, chargeIds: readonly string[]) {
  return repo.subscriptionsOfCharges(db, chargeIds);
}
