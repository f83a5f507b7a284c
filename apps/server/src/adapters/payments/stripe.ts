import Stripe from 'stripe';
import type { Clock } from '../clock';
import { cardBrand } from '@stagepass/domain/tickets';
import type { ChargeResult } from './card-provider';
import { billingWebhookUpdate, type BillingWebhookUpdate } from './billing-stripe-events';
import type {
  AccountLink,
  AccountLinkRequest,
  NewPayoutAccount,
  PayoutAccountState,
  PayoutProvider,
  TransferRequest,
} from './payout-provider';

export interface StripeSettings {
  secretKey: string;
  /** https://api.stripe.com unless pointed at a test server. */
  apiUrl: string;
}

/** The SDK's client for the settings: the API address split into the host, port and protocol it takes. */
export function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Stagepass' },
  });
}

/**
 * spec 001 §3 Payment account: enabled once Stripe will both charge for and pay out to the account; restricted
 * while Stripe has disabled it or still wants details now.
 */
export function accountState(account: Stripe.Account): PayoutAccountState {
  const requirements = account.requirements;
  return {
    enabled: account.charges_enabled && account.payouts_enabled,
    restricted: Boolean(requirements?.disabled_reason) || (requirements?.currently_due?.length ?? 0) > 0,
    detailsSubmitted: account.details_submitted,
  };
}

/** Stripe's answer for an account that does not exist, or no longer belongs to the platform (deleted). */
function isGone(err: unknown): boolean {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  return err.statusCode === 404 || err.code === 'resource_missing' || err.code === 'account_invalid';
}

/** Real payout accounts: Stripe Connect Express through the `stripe` SDK (DESIGN.md §5). */
export function createStripePayoutProvider(settings: StripeSettings): PayoutProvider {
  const stripe = stripeClient(settings);
  return {
    kind: 'stripe',
    async createAccount({ email, country, memberId }: NewPayoutAccount) {
      const account = await stripe.accounts.create({
        type: 'express',
        email,
        country,
        capabilities: { transfers: { requested: true }, card_payments: { requested: true } },
        metadata: { member_id: String(memberId) },
      });
      return { connectId: account.id };
    },
    async createAccountLink({ connectId, returnUrl, refreshUrl }: AccountLinkRequest): Promise<AccountLink> {
      const link = await stripe.accountLinks.create({
        account: connectId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return { url: link.url, expiresAt: link.expires_at * 1000 };
    },
    async retrieveAccount(connectId: string) {
      try {
        return accountState(await stripe.accounts.retrieve(connectId));
      } catch (err) {
        if (isGone(err)) return null;
        throw err;
      }
    },
    async deleteAccount(connectId: string) {
      try {
        await stripe.accounts.del(connectId);
      } catch (err) {
        if (!isGone(err)) throw err;
      }
    },
    /** Stripe's Transfers, from the platform's balance; the key makes a retried payout the same transfer. */
    async transfer({ connectId, amountCents, currency, idempotencyKey, description, metadata }: TransferRequest) {
      const transfer = await stripe.transfers.create(
        { amount: amountCents, currency: currency.toLowerCase(), destination: connectId, description, metadata },
        { idempotencyKey },
      );
      return { transferId: transfer.id };
    },
  };
}

/** A payout account's new state, as a verified webhook event tells it. */
export interface PayoutAccountUpdate {
  connectId: string;
  state: PayoutAccountState;
}

/** What a charge of a ticket purchase came to, as Stripe's charge.succeeded or charge.failed tells it. */
export interface PurchaseChargeUpdate {
  purchaseId: number;
  result: ChargeResult;
}

/**
 * A ticket purchase's charge refunded at Stripe (charge.refunded): by the app's own refund, or from Stripe's dashboard.
 * `fully` when nothing of the charge is left.
 */
export interface PurchaseRefundUpdate {
  purchaseId: number;
  refunded: { refundId: string | null; fully: boolean };
}

/**
 * The verified event: a payout account's update, a purchase's charge outcome or refund, or another event the server
 * does not act on (null).
 */
export interface PayoutWebhooks {
  /** Throws when the signature does not match the payload and the secret, or is too old. */
  verify(
    payload: Buffer,
    signature: string,
  ): PayoutAccountUpdate | PurchaseChargeUpdate | PurchaseRefundUpdate | BillingWebhookUpdate | null;
}

/** A refund of a ticket purchase's charge (the charge carries `purchase_id`). */
function refundUpdate(charge: Stripe.Charge): PurchaseRefundUpdate | null {
  const purchaseId = Number(charge.metadata?.purchase_id);
  if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0) return null;
  const latest = charge.refunds?.data?.[0]?.id ?? null;
  return { purchaseId, refunded: { refundId: latest, fully: charge.refunded } };
}

/** A charge event of a ticket purchase (its PaymentIntent carries `purchase_id`, and the charge copies it). */
function chargeUpdate(charge: Stripe.Charge, succeeded: boolean): PurchaseChargeUpdate | null {
  const purchaseId = Number(charge.metadata?.purchase_id);
  if (!Number.isSafeInteger(purchaseId) || purchaseId <= 0) return null;
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (succeeded && intent) {
    const card = charge.payment_method_details?.card;
    return {
      purchaseId,
      result: { ok: true, chargeId: intent, brand: cardBrand(card?.brand), last4: card?.last4 ?? '' },
    };
  }
  if (succeeded) return null;
  const code = charge.outcome?.reason ?? charge.failure_code ?? 'card_declined';
  const message = charge.failure_message ?? 'Your card was declined.';
  return { purchaseId, result: { ok: false, decline: { code, message } } };
}

/**
 * Stripe's webhooks to /webhooks/stripe, checked against the endpoint's signing secret (STRIPE_WEBHOOK_SECRET) by
 * the SDK. The age of the signature is measured by the server's clock.
 */
export function createStripeWebhooks(
  settings: StripeSettings & { webhookSecret: string },
  clock: Clock,
): PayoutWebhooks {
  const stripe = stripeClient(settings);
  return {
    verify(payload, signature) {
      const event = stripe.webhooks.constructEvent(
        payload,
        signature,
        settings.webhookSecret,
        undefined,
        undefined,
        clock.now(),
      );
      if (event.type === 'charge.succeeded' || event.type === 'charge.failed')
        return chargeUpdate(event.data.object, event.type === 'charge.succeeded');
      if (event.type === 'charge.refunded') return refundUpdate(event.data.object);
      const billing = billingWebhookUpdate(event);
      if (billing) return billing;
      if (event.type !== 'account.updated') return null;
      const account = event.data.object;
      return { connectId: account.id, state: accountState(account) };
    },
  };
}
