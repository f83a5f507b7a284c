// What every card form (the sandbox's, Stripe Elements) gives the page that pays: a one-time token for the card
// typed, or what to correct. The page asks for it when the buyer pays (stripe_source_action Add, or a purchase
// with is_token 1), through a ref to the form.

import type { CardBrand } from '@stagepass/domain/tickets';

export type CardTokenResult =
  | { ok: true; id: string; brand: CardBrand; last4: string }
  /** The form shows the message on its field; `message` is also for an alert when no field is named. */
  | { ok: false; message: string; field?: string };

export interface CardEntryHandle {
  tokenize(): Promise<CardTokenResult>;
  /**
   * Stripe only: confirms a SetupIntent (stripe_setup_intent's client secret) with the card typed, running the bank's
   * check where it asks for one; the PaymentMethod it saved is the result.
   */
  setUp?(clientSecret: string): Promise<CardTokenResult>;
}
