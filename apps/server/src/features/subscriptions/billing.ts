import type { Database } from '@stagepass/db/client';
import type { SubscriptionState } from '@stagepass/domain/commerce';
import { cycleChargeKey, nextRetryAt, SUBSCRIPTION_DECLINED } from '@stagepass/domain/subscriptions';
import type { CardDecline, CardProvider, ChargeResult } from '../../adapters/payments/card-provider';
import type { Clock } from '../../adapters/clock';
import type { Config } from '../../config';
import * as repo from './subscriptions-repository';
import { emitSubscriptionEvent } from '../webhooks/webhook-events';

/** What charging a cycle uses: the same database, clock, settings and card provider as a request. */
export interface BillingDeps {
  db: Database;
  clock: Clock;
  config: Config;
  cards: CardProvider;
}

/**
 * Why an invoice is charged, which decides what a declined card does:
 * - 'start': the first cycle of a new subscription or of one reactivated after it ended. Declined: the invoice
 *   fails and the subscription is left in `declinedState` (Expired for a new one: it never started);
 * - 'renewal': the billing job at a cycle start, or a retry it scheduled. Declined: PastDue, retried 1 and 3 days
 *   after the cycle started (domain RENEWAL_RETRY_DAYS), then Unpaid;
 * - 'manual': update_subscription charging a PastDue renewal again with the new card. Declined: nothing changes
 *   but the count of attempts (the scheduled retries go on).
 */
export type ChargeKind = { kind: 'start'; declinedState: SubscriptionState } | { kind: 'renewal' } | { kind: 'manual' };

export interface ChargeOutcome {
  subscription: repo.SubscriptionRecord;
  invoice: repo.InvoiceRecord;
  /** The card's refusal, when this charge was declined. */
  decline: CardDecline | null;
}

/**
 * Charges a Pending invoice once more and records what the card provider answered. Safe to run twice, at once or
 * after a crash: the attempt is the one after those recorded on the invoice, its idempotency key is derived from it
 * (`subscription:{id}:{cycle_start}` for the first, with `:{n}` after), so a repeated attempt gets the provider's
 * first answer and makes no second charge; and the answer is recorded only by the first to record that attempt.
 */
export async function chargeInvoice(deps: BillingDeps, invoiceId: number, why: ChargeKind): Promise<ChargeOutcome> {
  const invoice = await repo.findInvoiceById(deps.db, invoiceId);
  if (!invoice) throw new Error(`subscription invoice ${invoiceId} not found`);
  const subscription = (await repo.findSubscription(deps.db, invoice.subscriptionId))!;
  if (invoice.status !== 'Pending') return { subscription, invoice, decline: null };
  const attempt = invoice.attempts + 1;
  const idempotencyKey = cycleChargeKey(subscription.id, invoice.cycleStart, attempt);
  // A free plan has nothing to charge: the cycle is paid as it is.
  const result: ChargeResult =
    invoice.amountCents <= 0
      ? { ok: true, chargeId: '', brand: 'unknown', last4: '' }
      : await deps.cards.charge({
          amountCents: invoice.amountCents,
          currency: invoice.currency,
          customerId: subscription.customerId,
          source: subscription.cardId,
          isToken: false,
          description: `Stagepass subscription ${subscription.id}`,
          idempotencyKey,
          metadata: {
            subscription_id: String(subscription.id),
            invoice_id: String(invoice.id),
            cycle_start: invoice.cycleStart.toISOString(),
          },
        });
  return recordCharge(deps, invoice, attempt, idempotencyKey, result, why);
}

async function recordCharge(
  deps: BillingDeps,
  invoice: repo.InvoiceRecord,
  attempt: number,
  idempotencyKey: string,
  result: ChargeResult,
  why: ChargeKind,
): Promise<ChargeOutcome> {
  const now = new Date(deps.clock.now());
  const outcome = await deps.db.transaction(async (tx) => {
    const sub = (await repo.lockSubscription(tx, invoice.subscriptionId))!;
    if (result.ok) {
      const paid = await repo.recordAttempt(tx, invoice.id, attempt, {
        status: 'Paid',
        chargeId: result.chargeId || null,
        paidAt: now,
        failureMessage: null,
      });
      if (!paid) return { subscription: sub, invoice: (await repo.findInvoiceById(tx, invoice.id))!, decline: null };
      const subscription = await repo.updateSubscription(tx, sub.id, {
        // Cancelled while the renewal was charged: it runs to the end of the period just paid for.
        state: sub.state === 'Ending' ? 'Ending' : 'Active',
        planId: paid.planId,
        productId: paid.productId,
        tierId: paid.tierId,
        currentPeriodStart: paid.cycleStart,
        currentPeriodEnd: paid.cycleEnd,
        retryCount: 0,
        nextRetryAt: null,
        ...(why.kind === 'start' ? { canceledAt: null } : {}),
        updatedAt: now,
      });
      // issue 15: a subscription that starts (new, or restarted after it ended) is told to the creator's webhooks.
      if (why.kind === 'start') await emitSubscriptionEvent(tx, 'subscription.created', subscription, now);
      return { subscription, invoice: paid, decline: null };
    }

    const decline = result.decline;
    const message = decline.message || SUBSCRIPTION_DECLINED;
    const failed = (changes: repo.InvoiceChanges = {}) =>
      repo.recordAttempt(tx, invoice.id, attempt, { failureMessage: message, ...changes });
    if (why.kind === 'manual') {
      const recorded = await failed();
      return { subscription: sub, invoice: recorded ?? invoice, decline };
    }
    if (why.kind === 'start') {
      const recorded = await failed({ status: 'Failed' });
      if (!recorded) return { subscription: sub, invoice, decline };
      const subscription =
        sub.state === why.declinedState
          ? sub
          : await repo.updateSubscription(tx, sub.id, { state: why.declinedState, updatedAt: now });
      return { subscription, invoice: recorded, decline };
    }
    // A renewal: retried on the schedule while retries are left (PastDue keeps access), then Unpaid.
    const retryAt = sub.state === 'Ending' ? null : nextRetryAt(invoice.cycleStart, sub.retryCount);
    const recorded = await failed(retryAt ? {} : { status: 'Failed' });
    if (!recorded) return { subscription: sub, invoice, decline };
    const subscription = await repo.updateSubscription(
      tx,
      sub.id,
      retryAt
        ? { state: 'PastDue', retryCount: sub.retryCount + 1, nextRetryAt: retryAt, updatedAt: now }
        : { state: sub.state === 'Ending' ? 'Canceled' : 'Unpaid', nextRetryAt: null, updatedAt: now },
    );
    return { subscription, invoice: recorded, decline };
  });

  // The charge went through but the invoice was closed meanwhile (the subscription was cancelled while its failed
  // renewal was charged again): the money goes back. A charge some other run recorded is left alone.
  if (result.ok && result.chargeId && outcome.invoice.chargeId !== result.chargeId)
    await deps.cards.refund({ chargeId: result.chargeId, idempotencyKey: `refund:${idempotencyKey}` });
  return outcome;
}
