/** The error body of every failed call (DESIGN.md §2). */
export interface ErrorBody {
  message: string;
  code: string;
  field?: string;
  /** What the caller needs besides the message (a refused social sign-in: SocialConnectFailure). */
  details?: SocialConnectFailure;
}

/**
 * spec 000 §4: 'Social connect failure passes message, active, is_registered, is_member and email back to
 * the caller.' The email is the account's, so a deactivated member is offered reactivation for it.
 */
export interface SocialConnectFailure {
  active: boolean;
  is_registered: boolean;
  is_member: boolean;
  email: string | null;
}

/** Error codes the server answers with, and the HTTP status each maps to. */
export const errorStatus = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** The check-in app's session expired, or its event's manager password changed: sign in again. */
  CHECKIN_SESSION_ENDED: 401,
  FORBIDDEN: 403,
  ACCOUNT_DEACTIVATED: 403,
  /** spec 000 §8: an account with the same email exists but never authorised this provider. */
  SOCIAL_NOT_AUTHORIZED: 403,
  NOT_FOUND: 404,
  UNKNOWN_REQUEST: 404,
  CONFLICT: 409,
  /** spec 001 §6: a business needs an enabled payout account to create events and sell tickets. */
  PAYOUT_ACCOUNT_REQUIRED: 409,
  /** The card provider refused the card (declined, insufficient funds): the message is the provider's. */
  PAYMENT_DECLINED: 402,
  /** The ticket's price changed since the buyer saw it: nothing was sold. */
  PRICE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An Idempotency-Key sent again with other parameters than its first request's (Stripe answers 422 too). */
  IDEMPOTENCY_KEY_REUSED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** An outside service (maps, review service, SMS, identity provider) is not answering. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
