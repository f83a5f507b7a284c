import Stripe from 'stripe';
import type {
  BillingPriceRef,
  BillingProductRef,
  BillingProvider,
  BillingResult,
  NewProviderSubscription,
} from './billing-provider';
import { providerInvoice, providerSubscription } from './billing-stripe-events';
import type { CardDecline } from './card-provider';
import { cardDecline, STRIPE_CARD_NOT_FOUND } from './card-stripe';
import { stripeClient, type StripeSettings } from './stripe';

/** A refused card, as Stripe reports it: a card error, or a PaymentMethod it does not know for the customer. */
function declineOf(err: unknown): CardDecline | null {
  if (err instanceof Stripe.errors.StripeCardError) return cardDecline(err);
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    (err.code === 'resource_missing' || err.param === 'default_payment_method' || err.param === 'payment_method')
  )
    return STRIPE_CARD_NOT_FOUND;
  return null;
}

/**
 * Stripe Billing through the `stripe` SDK (DESIGN.md §5): a product of ours is a Stripe Product, a plan a recurring
 * Price, and a subscription a Stripe Subscription on the member's customer, paid by default with the saved card.
 * Stripe charges each cycle itself and tells the state by webhooks (billingWebhookUpdate).
 */
export function createStripeBillingProvider(settings: StripeSettings): BillingProvider {
  const stripe = stripeClient(settings);
  const expand = ['latest_invoice'];

  async function retrieve(id: string) {
    return providerSubscription(await stripe.subscriptions.retrieve(id, { expand }));
  }

  return {
    kind: 'stripe',

    async ensureProduct({ productId, name, providerId }: BillingProductRef) {
      if (providerId) return providerId;
      const product = await stripe.products.create(
        { name, metadata: { product_id: String(productId) } },
        { idempotencyKey: `stagepass-product:${productId}` },
      );
      return product.id;
    },

    async ensurePrice({ planId, providerProductId, priceCents, currency, interval, providerId }: BillingPriceRef) {
      if (providerId) return providerId;
      const price = await stripe.prices.create(
        {
          product: providerProductId,
          unit_amount: priceCents,
          currency: currency.toLowerCase(),
          recurring: { interval },
          metadata: { plan_id: String(planId) },
        },
        { idempotencyKey: `stagepass-price:${planId}:${priceCents}:${currency}:${interval}` },
      );
      return price.id;
    },

    /**
     * error_if_incomplete: a first payment that fails refuses the subscription (a card error), so nothing is left
     * half made; off_session: the member is not there to confirm with the bank at a renewal either.
     */
    async createSubscription(request: NewProviderSubscription): Promise<BillingResult> {
      try {
        const sub = await stripe.subscriptions.create(
          {
            customer: request.customerId,
            default_payment_method: request.cardId,
            items: [{ price: request.priceId }],
            ...(request.trialDays ? { trial_period_days: request.trialDays } : {}),
            payment_behavior: 'error_if_incomplete',
            off_session: true,
            metadata: request.metadata,
            expand,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ok: true, subscription: providerSubscription(sub) };
      } catch (err) {
        const decline = declineOf(err);
        if (decline) return { ok: false, decline };
        throw err;
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      return providerSubscription(
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel, expand }),
      );
    },

    async cancelNow(subscriptionId) {
      return providerSubscription(await stripe.subscriptions.cancel(subscriptionId, { expand }));
    },

    async changePrice(subscriptionId, priceId, idempotencyKey) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      if (item.price.id === priceId) return retrieve(subscriptionId);
      return providerSubscription(
        await stripe.subscriptions.update(
          subscriptionId,
          { items: [{ id: item.id, price: priceId }], proration_behavior: 'none', expand },
          { idempotencyKey },
        ),
      );
    },

    /** Stripe's InvoicePayments name the invoice a PaymentIntent paid, and the invoice its subscription. */
    async subscriptionOfPayment(paymentIntentId) {
      const payments = await stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        expand: ['data.invoice'],
        limit: 1,
      });
      const invoice = payments.data[0]?.invoice;
      if (!invoice || typeof invoice === 'string' || 'deleted' in invoice) return null;
      return providerInvoice(invoice)?.subscriptionId ?? null;
    },

    /** pause_collection 'void': Stripe keeps the cycles but voids their invoices; '' takes the pause off. */
    async pauseCollection(subscriptionId, paused) {
      return providerSubscription(
        await stripe.subscriptions.update(subscriptionId, {
          pause_collection: paused ? { behavior: 'void' } : '',
          expand,
        }),
      );
    },

    async updateCard(subscriptionId, cardId, retryOpenInvoice): Promise<BillingResult> {
      try {
        const sub = await stripe.subscriptions.update(subscriptionId, { default_payment_method: cardId, expand });
        const latest = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
        if (!retryOpenInvoice || latest?.status !== 'open' || !latest.id)
          return { ok: true, subscription: providerSubscription(sub) };
        await stripe.invoices.pay(latest.id, { payment_method: cardId, off_session: true });
        return { ok: true, subscription: await retrieve(subscriptionId) };
      } catch (err) {
        const decline = declineOf(err);
        if (decline) return { ok: false, decline };
        throw err;
      }
    },
  };
}
