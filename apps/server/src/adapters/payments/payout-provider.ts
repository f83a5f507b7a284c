/** What the provider says of a payout account (spec 001 §3 Payment account: enabled, restricted). */
export interface PayoutAccountState {
  /** Payouts (and charges on the member's behalf) can be made. */
  enabled: boolean;
  /** The provider still wants details, or has disabled the account. */
  restricted: boolean;
  /** The member has been through onboarding once. */
  detailsSubmitted: boolean;
}

export interface NewPayoutAccount {
  email: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  memberId: number;
}

export interface AccountLinkRequest {
  connectId: string;
  /** Where onboarding returns when the member leaves it (finished or not). */
  returnUrl: string;
  /** Where a used or expired link sends the member, to ask for a fresh one. */
  refreshUrl: string;
}

export interface AccountLink {
  url: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** Money sent from the platform's balance to a connected account (Stripe's Transfers). */
export interface TransferRequest {
  connectId: string;
  /** In the currency's minor unit; more than 0. */
  amountCents: number;
  /** ISO 4217 ('USD'). */
  currency: string;
  /**
   * The same key always answers the first transfer made with it and moves no more money (Stripe keeps keys for at
   * least 24 hours; the sandbox for ever). Derive it from what is being paid (`payout-{id}`).
   */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/**
 * The payout side of the payments provider (DESIGN.md §5): Stripe Connect Express accounts, or the sandbox that
 * plays them. Handlers use only this; they never import the provider's SDK.
 */
export interface PayoutProvider {
  readonly kind: 'sandbox' | 'stripe' | 'unavailable';
  createAccount(account: NewPayoutAccount): Promise<{ connectId: string }>;
  /** A single-use link to the provider's hosted onboarding for the account. */
  createAccountLink(request: AccountLinkRequest): Promise<AccountLink>;
  /** The account's state, or null when the provider has no such account (deleted). */
  retrieveAccount(connectId: string): Promise<PayoutAccountState | null>;
  /** Closes the account; closing one that is already gone is not an error. */
  deleteAccount(connectId: string): Promise<void>;
  /**
   * Pays an onboarded account from the platform's balance. Throws when the provider refuses (the account cannot
   * receive transfers, or the key was used before for another transfer).
   */
  transfer(request: TransferRequest): Promise<{ transferId: string }>;
}
