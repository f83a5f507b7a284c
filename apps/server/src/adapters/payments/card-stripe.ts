import Stripe from 'stripe';
import { cardBrand } from '@stagepass/domain/tickets';
import type {
  AttachResult,
  CardDecline,
  CardProvider,
  ChargeRequest,
  ChargeResult,
  CustomerCards,
  RefundRequest,
  SavedCard,
} from './card-provider';
import { stripeClient, type StripeSettings } from './stripe';

export interface StripeCardSettings extends StripeSettings {
  /** pk_…: the browser's Stripe Elements card form needs it (null: the form cannot be shown). */
  publishableKey: string | null;
}

/** A card Stripe does not know for the customer: a PaymentMethod id that is wrong, gone or someone else's. */
export const STRIPE_CARD_NOT_FOUND: CardDecline = {
  code: 'resource_missing',
  message: 'That card was not found. Please enter it again or choose another card.',
};
/** A charge Stripe would only make after the cardholder confirms with their bank, which a saved card cannot do. */
export const STRIPE_AUTHENTICATION_REQUIRED: CardDecline = {
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this payment. Please use another card.',
};
/** A PaymentIntent cancelled before it was confirmed (an authentication given up): nothing was charged. */
export const STRIPE_PAYMENT_CANCELED: CardDecline = {
  code: 'canceled',
  message: 'This payment was cancelled before it was confirmed. Nothing was charged.',
};

/**
 * Stripe's refusal of a card, as the person paying is told it: the decline code when Stripe gives a specific one
 * (insufficient_funds), else the error's code (card_declined, expired_card), and Stripe's message.
 */
export function cardDecline(err: {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
}): CardDecline {
  const specific = err.decline_code && err.decline_code !== 'generic_decline' ? err.decline_code : null;
  return { code: specific ?? err.code ?? 'card_declined', message: err.message || 'Your card was declined.' };
}

/** A PaymentMethod Stripe does not have, or that cannot be used with this customer. */
function isUnknownCard(err: unknown): boolean {
  if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return false;
  return err.code === 'resource_missing' || err.param === 'payment_method' || err.statusCode === 404;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function savedCard(method: Stripe.PaymentMethod): SavedCard {
  return {
    id: method.id,
    brand: cardBrand(method.card?.brand),
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}

/**
 * Real cards: Stripe's Customers, PaymentMethods and PaymentIntents through the `stripe` SDK (DESIGN.md §5). A card
 * is a PaymentMethod (pm_…, made by Stripe Elements in the browser), saved by attaching it to the customer; the
 * default is the customer's invoice_settings.default_payment_method. A charge is a PaymentIntent confirmed at once,
 * and its id (pi_…) is the charge id that refunds name.
 */
export function createStripeCardProvider(settings: StripeCardSettings): CardProvider {
  const stripe = stripeClient(settings);

  /** The customer's card, or null when the PaymentMethod is not attached to that customer. */
  async function cardOf(customerId: string, cardId: string): Promise<Stripe.PaymentMethod | null> {
    try {
      const method = await stripe.paymentMethods.retrieve(cardId);
      return idOf(method.customer) === customerId ? method : null;
    } catch (err) {
      if (isUnknownCard(err)) return null;
      throw err;
    }
  }

  /**
   * What a PaymentIntent's state answers. requires_action: the cardholder confirms in the browser (Stripe.js
   * handleNextAction with the client secret). Still processing: no answer the purchase can be recorded with, so the
   * caller tries again later.
   */
  function answerOf(intent: Stripe.PaymentIntent): ChargeResult {
    if (intent.status === 'requires_action') {
      if (!intent.client_secret) throw new Error(`stripe: PaymentIntent ${intent.id} came without a client secret`);
      const authentication = { paymentId: intent.id, clientSecret: intent.client_secret };
      return { ok: false, decline: STRIPE_AUTHENTICATION_REQUIRED, authentication };
    }
    if (intent.status === 'requires_payment_method') {
      return { ok: false, decline: cardDecline(intent.last_payment_error ?? {}) };
    }
    if (intent.status === 'canceled') return { ok: false, decline: STRIPE_PAYMENT_CANCELED };
    if (intent.status !== 'succeeded') throw new Error(`stripe: payment ${intent.id} is ${intent.status}`);
    const method = intent.payment_method;
    const card = typeof method === 'object' && method ? method.card : null;
    return { ok: true, chargeId: intent.id, brand: cardBrand(card?.brand), last4: card?.last4 ?? '' };
  }

  const retrieve = (id: string) => stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });

  const setDefault = (customerId: string, cardId: string) =>
    stripe.customers.update(customerId, { invoice_settings: { default_payment_method: cardId } });

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer({ email, name, memberId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { member_id: String(memberId) } });
      return { customerId: customer.id };
    },

    async createSetupIntent(customerId) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        // Cards only, and never a redirect: the card form confirms it on the page.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      });
      if (!intent.client_secret) throw new Error(`stripe: SetupIntent ${intent.id} came without a client secret`);
      return { clientSecret: intent.client_secret };
    },

    async listCards(customerId): Promise<CustomerCards> {
      const [customer, methods] = await Promise.all([
        stripe.customers.retrieve(customerId),
        stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 }),
      ]);
      if (customer.deleted) throw new Error(`stripe: customer ${customerId} was deleted`);
      const cards = methods.data.map(savedCard);
      const chosen = idOf(customer.invoice_settings?.default_payment_method);
      return { cards, defaultCardId: cards.some((c) => c.id === chosen) ? chosen : null };
    },

    async attachCard(customerId, token, makeDefault): Promise<AttachResult> {
      let method: Stripe.PaymentMethod;
      try {
        // Stripe checks the card with its bank while attaching it: a declined card is refused here.
        method = await stripe.paymentMethods.attach(token, { customer: customerId });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { ok: false, decline: cardDecline(err) };
        if (isUnknownCard(err)) return { ok: false, decline: STRIPE_CARD_NOT_FOUND };
        throw err;
      }
      if (makeDefault) await setDefault(customerId, method.id);
      return { ok: true, card: savedCard(method) };
    },

    async detachCard(customerId, cardId) {
      if (!(await cardOf(customerId, cardId))) return false;
      await stripe.paymentMethods.detach(cardId);
      return true;
    },

    async setDefaultCard(customerId, cardId) {
      if (!(await cardOf(customerId, cardId))) return false;
      await setDefault(customerId, cardId);
      return true;
    },

    /**
     * On session (a purchase with its buyer on the page) a card whose bank asks for 3-D Secure answers requires_action
     * with the PaymentIntent's client secret. Otherwise a saved card is charged off session (nobody is there to
     * confirm, as with a renewal) and a one-time card fails rather than wait for a confirmation nobody can give.
     * Stripe keeps the first answer of an idempotency key, declines included, for 24 hours: a retry after the
     * cardholder confirmed gets the old requires_action, so a PaymentIntent that waited is read again as it is now.
     */
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency.toLowerCase(),
            ...(request.customerId ? { customer: request.customerId } : {}),
            payment_method: request.source,
            confirm: true,
            // Cards only, and never a redirect: there is no page to come back to.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(request.onSession ? {} : request.isToken ? { error_on_requires_action: true } : { off_session: true }),
            description: request.description,
            metadata: request.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return { ok: false, decline: cardDecline(err) };
        if (isUnknownCard(err)) return { ok: false, decline: STRIPE_CARD_NOT_FOUND };
        throw err;
      }
      if (intent.status !== 'requires_action') return answerOf(intent);
      // Off session nobody can confirm: a decline, as for a card Stripe refused outright.
      if (!request.onSession) return { ok: false, decline: STRIPE_AUTHENTICATION_REQUIRED };
      return answerOf(await retrieve(intent.id));
    },

    /** Cancels a PaymentIntent that waits for its cardholder; one they confirmed first stands and is answered. */
    async cancelCharge(paymentId) {
      try {
        return answerOf(await stripe.paymentIntents.cancel(paymentId, { expand: ['payment_method'] }));
      } catch (err) {
        // payment_intent_unexpected_state: it succeeded (or was cancelled) meanwhile; read what it is.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return answerOf(await retrieve(paymentId));
        throw err;
      }
    },

    async refund({ chargeId, amountCents, idempotencyKey }: RefundRequest) {
      const of = chargeId.startsWith('pi_') ? { payment_intent: chargeId } : { charge: chargeId };
      const refund = await stripe.refunds.create(
        { ...of, ...(amountCents === undefined ? {} : { amount: amountCents }) },
        { idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };
}
