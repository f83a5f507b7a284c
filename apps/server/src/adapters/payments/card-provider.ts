import type { CardBrand } from '@stagepass/domain/tickets';

/** A card saved to a customer (spec 001 §3 Payment account sources). */
export interface SavedCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CustomerCards {
  cards: SavedCard[];
  defaultCardId: string | null;
}

/** Why the provider refused a card: its decline code and the message a person reads ('Your card was declined.'). */
export interface CardDecline {
  code: string;
  message: string;
}

export type AttachResult = { ok: true; card: SavedCard } | { ok: false; decline: CardDecline };

export interface ChargeRequest {
  amountCents: number;
  /** ISO 4217, lower or upper case. */
  currency: string;
  /** The customer whose saved card pays (with `cardId`), or null with a one-time `token`. */
  customerId: string | null;
  /** A saved card id of `customerId`, or a one-time token from the card form. */
  source: string;
  isToken: boolean;
  description: string;
  /**
   * The same key always gets the first answer and never a second charge (Stripe's Idempotency-Key): a retried
   * purchase or a job run twice charges once.
   */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /**
   * The cardholder is on the page and can confirm the payment with their bank (3-D Secure): a card that asks for it
   * answers `authentication` instead of a final answer. Otherwise (a job, a renewal) such a card is declined with
   * authentication_required, as Stripe does off session.
   */
  onSession?: boolean;
}

/** A payment waiting for the cardholder to confirm it with their bank (Stripe's requires_action). */
export interface CardAuthentication {
  /** The payment's id (pi_… with Stripe): cancelCharge names it. */
  paymentId: string;
  /** What the browser confirms it with: Stripe.js handleNextAction, or the sandbox's challenge. */
  clientSecret: string;
}

/**
 * A charge's answer. A payment waiting for authentication is not a final answer: it comes with `authentication`
 * (and a decline, authentication_required, for callers that cannot ask the cardholder). Charging again with the
 * same idempotency key answers what the payment is now: succeeded once confirmed, declined once the bank failed it.
 */
export type ChargeResult =
  | { ok: true; chargeId: string; brand: CardBrand; last4: string }
  | { ok: false; decline: CardDecline; authentication?: CardAuthentication };

export interface RefundRequest {
  chargeId: string;
  /** Omit to refund the whole charge. */
  amountCents?: number;
  idempotencyKey: string;
}

/**
 * The card side of the payments provider (DESIGN.md §5): Stripe's Customers, PaymentMethods and PaymentIntents, or
 * the sandbox that plays them with Stripe's test cards (4242… succeeds, 4000…0002 is declined, 4000…9995 has
 * insufficient funds). Handlers use only this; they never import the SDK.
 */
export interface CardProvider {
  readonly kind: 'sandbox' | 'stripe' | 'unavailable';
  /** What the browser's card form needs: Stripe's publishable key (null for the sandbox's own form). */
  readonly publishableKey: string | null;
  createCustomer(customer: { email: string; name: string; memberId: number }): Promise<{ customerId: string }>;
  listCards(customerId: string): Promise<CustomerCards>;
  /**
   * A SetupIntent for saving a card to the customer (Stripe's way, with the bank's own check such as 3-D Secure in
   * the card form): its client secret for Stripe.js's confirmCardSetup. Null where the card form makes tokens itself
   * (the sandbox).
   */
  createSetupIntent(customerId: string): Promise<{ clientSecret: string } | null>;
  /** Saves the card a token stands for; a card the provider refuses answers its decline. */
  attachCard(customerId: string, token: string, makeDefault: boolean): Promise<AttachResult>;
  /** Removes a card of the customer; false when the customer has no such card. */
  detachCard(customerId: string, cardId: string): Promise<boolean>;
  /** false when the customer has no such card. */
  setDefaultCard(customerId: string, cardId: string): Promise<boolean>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives up a payment still waiting for authentication (Stripe: cancels the PaymentIntent), so it can never be
   * confirmed later. Answers what the payment is: declined once cancelled, or succeeded when the cardholder
   * confirmed it first (then it stands and must be recorded).
   */
  cancelCharge(paymentId: string): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
