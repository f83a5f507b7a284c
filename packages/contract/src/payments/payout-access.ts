import type { Access } from '../define';

/**
 * spec 001 §6: talent and businesses need a payout account. It is the member's bank account, so an agency acting
 * as its client is refused (apps/server/src/features/agency/acting-guard.ts), and an agency has none of its own.
 */
export const PAYOUT_ACCOUNT_HOLDERS = {
  loggedOut: 401,
  fan: 403,
  talent: 'allowed',
  business: 'allowed',
  agency: 403,
  agencyAsClient: 403,
  ownerScoped: false,
} as const satisfies Access;
export const PAYOUT_ACCOUNT_ROLES = ['Specialist', 'Business'] as const;
