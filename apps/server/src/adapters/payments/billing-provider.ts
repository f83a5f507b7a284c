import type { PlanInterval, SubscriptionState } from '@stagepass/domain/commerce';
import type { CardDecline } from './card-provider';

/**
 * A subscription as the billing provider holds it. `state` is already in the words of spec 001 §4 (Stripe's
 * `active` with cancel_at_period_end is Ending).
 */
export interface ProviderSubscription {
  id: string;
  state: SubscriptionState;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  canceledAt: Date | null;
  /** The invoice of the period just started, when it is paid (a first cycle charged at once). */
  paidInvoice: ProviderInvoice | null;
}

/** One billing cycle's invoice at the provider. */
export interface ProviderInvoice {
  id: string;
  subscriptionId: string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  periodStart: Date;
  periodEnd: Date;
}

export type BillingResult = { ok: true; subscription: ProviderSubscription } | { ok: false; decline: CardDecline };

export interface BillingProductRef {
  productId: number;
  name: string;
  /** Stored once made (products.stripe_product_id). */
  providerId: string | null;
}

export interface BillingPriceRef {
  planId: number;
  providerProductId: string;
  priceCents: number;
  currency: string;
  interval: PlanInterval;
  /** Stored once made (plans.stripe_price_id). */
  providerId: string | null;
}

export interface NewProviderSubscription {
  customerId: string;
  /** A saved card of the customer (a PaymentMethod). */
  cardId: string;
  priceId: string;
  trialDays: number | null;
  /** A repeated request with the key answers the first subscription and makes no second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/**
 * A provider that runs the billing cycles itself (Stripe Billing: Products, Prices and Subscriptions), with the
 * state reported back by its webhooks (features/payments/stripe-webhook.ts). Without one (the payments sandbox, the
 * default) the app runs the cycles: features/subscriptions/subscription-billing.ts, the clock job
 * 'subscription-billing', charging the card provider at each cycle start.
 */
export interface BillingProvider {
  readonly kind: 'stripe';
  /** The provider's product for a product of ours: made the first time, then the stored id. */
  ensureProduct(product: BillingProductRef): Promise<string>;
  /** The provider's recurring price for a plan: made the first time, then the stored id. */
  ensurePrice(price: BillingPriceRef): Promise<string>;
  /** Starts a subscription; its first cycle is charged at once unless it has a trial. A declined card: its decline. */
  createSubscription(request: NewProviderSubscription): Promise<BillingResult>;
  /** Cancel at the end of the period (Ending), or take that back. */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Ends a subscription now (one whose renewal failed has no paid period left). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Pays from now on with another card; `retryOpenInvoice`: the failed renewal is charged again at once with it. */
  updateCard(subscriptionId: string, cardId: string, retryOpenInvoice: boolean): Promise<BillingResult>;
  /**
   * Bills the subscription on another price from its next cycle (a replacement plan that took effect): the current
   * period stays as paid, with no proration. A repeated request with the key changes nothing more.
   */
  changePrice(subscriptionId: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * The subscription whose invoice a payment (a PaymentIntent) paid, or null when it paid none (a ticket, an
   * asset): how a card dispute, which names only the charge and its payment, finds its subscription.
   */
  subscriptionOfPayment(paymentIntentId: string): Promise<string | null>;
  /**
   * spec 001 §4 Dispute: stops collecting the subscription's payments while a dispute of one of them is open (its
   * next invoices are voided, nothing is charged), or (`paused` false) collects them again.
   */
  pauseCollection(subscriptionId: string, paused: boolean): Promise<ProviderSubscription>;
}
