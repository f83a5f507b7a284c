import type Stripe from 'stripe';
import type { SubscriptionState } from '@stagepass/domain/commerce';
import type { ProviderInvoice, ProviderSubscription } from './billing-provider';

// Stripe Billing's objects and events in the words of spec 001 §4 (adapters/payments/billing-stripe.ts makes the
// calls; adapters/payments/stripe.ts verifies the webhooks and hands the billing events here).

const at = (seconds: number) => new Date(seconds * 1000);
const atOrNull = (seconds: number | null | undefined) => (seconds ? at(seconds) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * spec 001 §4 Subscription states from Stripe's: cancelled at period end is Ending while it runs; incomplete (the
 * first payment not made yet) Pending, incomplete_expired Expired; paused (no payment method at the trial's end)
 * gives no access, as Unpaid.
 */
export function stripeSubscriptionState(status: Stripe.Subscription.Status, cancelAtPeriodEnd: boolean) {
  const running: Partial<Record<string, SubscriptionState>> = { active: 'Active', trialing: 'Trialing' };
  if (running[status]) return cancelAtPeriodEnd ? 'Ending' : running[status];
  const states: Record<string, SubscriptionState> = {
    past_due: 'PastDue',
    unpaid: 'Unpaid',
    canceled: 'Canceled',
    incomplete: 'Pending',
    incomplete_expired: 'Expired',
    paused: 'Unpaid',
  };
  return states[status] ?? 'Pending';
}

/** The period of an invoice of a subscription: its subscription line's (the invoice's own period is the one before). */
export function providerInvoice(invoice: Stripe.Invoice): ProviderInvoice | null {
  const details = invoice.parent?.subscription_details;
  const line = invoice.lines?.data?.find((l) => l.period) ?? null;
  const subscriptionId =
    idOf(details?.subscription) ?? idOf((invoice as { subscription?: string | null }).subscription) ?? null;
  if (!subscriptionId || !invoice.id) return null;
  return {
    id: invoice.id,
    subscriptionId,
    amountCents: invoice.amount_paid || invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    periodStart: at(line?.period.start ?? invoice.period_start),
    periodEnd: at(line?.period.end ?? invoice.period_end),
  };
}

/** A subscription in our words. Its period is its item's (API versions from 2025 keep it there). */
export function providerSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number }) | undefined;
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const start = item?.current_period_start ?? legacy.current_period_start ?? sub.start_date;
  const end = item?.current_period_end ?? legacy.current_period_end ?? start;
  const latest = typeof sub.latest_invoice === 'object' && sub.latest_invoice ? sub.latest_invoice : null;
  const paid = latest && latest.status === 'paid' && latest.amount_paid > 0 ? providerInvoice(latest) : null;
  return {
    id: sub.id,
    state: stripeSubscriptionState(sub.status, sub.cancel_at_period_end),
    currentPeriodStart: at(start),
    currentPeriodEnd: at(end),
    trialEnd: atOrNull(sub.trial_end),
    canceledAt: atOrNull(sub.canceled_at),
    paidInvoice: paid,
  };
}

/**
 * A card dispute of a charge (charge.dispute.created, charge.dispute.closed): the charge and its PaymentIntent, which
 * lead to the subscription whose cycle it paid, and what happened: opened, or settled won or lost.
 */
export interface ChargeDispute {
  disputeId: string;
  chargeId: string | null;
  paymentIntentId: string | null;
  stage: 'opened' | 'won' | 'lost';
}

/** What one of Stripe Billing's webhooks tells: a subscription's new state, an invoice paid or failed, a dispute. */
export type BillingWebhookUpdate =
  | { billing: 'subscription'; subscription: ProviderSubscription }
  | { billing: 'invoice.paid'; invoice: ProviderInvoice }
  | { billing: 'invoice.failed'; invoice: ProviderInvoice; message: string }
  | { billing: 'dispute'; dispute: ChargeDispute };

/**
 * A dispute event in our words. Closed with Stripe's status 'lost' is lost; any other closing status ('won', and
 * 'warning_closed' for an inquiry that never became a chargeback) left the money with the creator: won.
 */
export function chargeDispute(dispute: Stripe.Dispute, closed: boolean): ChargeDispute {
  return {
    disputeId: dispute.id,
    chargeId: idOf(dispute.charge),
    paymentIntentId: idOf(dispute.payment_intent),
    stage: !closed ? 'opened' : dispute.status === 'lost' ? 'lost' : 'won',
  };
}

/**
 * The billing events the server acts on (customer.subscription.updated and .deleted, invoice.paid,
 * invoice.payment_failed, charge.dispute.created and .closed); null for every other event.
 */
export function billingWebhookUpdate(event: Stripe.Event): BillingWebhookUpdate | null {
  if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed')
    return { billing: 'dispute', dispute: chargeDispute(event.data.object, event.type === 'charge.dispute.closed') };
  if (event.type === 'customer.subscription.updated' || event.type === 'customer.subscription.deleted')
    return { billing: 'subscription', subscription: providerSubscription(event.data.object) };
  if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = providerInvoice(event.data.object);
    if (!invoice) return null;
    if (event.type === 'invoice.paid') return { billing: 'invoice.paid', invoice };
    const error = (event.data.object as { last_finalization_error?: { message?: string } | null })
      .last_finalization_error;
    return { billing: 'invoice.failed', invoice, message: error?.message ?? 'Your card was declined.' };
  }
  return null;
}
