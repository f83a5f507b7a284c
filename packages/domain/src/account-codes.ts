// Emailed account codes and their links (spec 000 §2.8, §7): the types claim_code accepts, the
// /redirect/{requestType}/{code} path each is sent as, and the messages a claim answers with.

/** spec 000 §7: the types claim_code(type, code) accepts. */
export const CLAIM_TYPES = [
  'RECOMMEND',
  'REGISTRATION',
  'CHG_PASSWD',
  'CHG_EMAIL',
  'REACTIVATE_ACCT',
  'DELETE_ACCT',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** spec 000 §2.8: a registration claim for an email that already has an account reports this type. */
export const REGISTERED_USER = 'REGISTERED_USER';

/** spec 000 §2.8: the requestType segment of the emailed link for each code type. */
export const REQUEST_TYPE_OF = {
  RECOMMEND: 'recreq',
  REGISTRATION: 'regemail',
  CHG_PASSWD: 'rstpwd',
  CHG_EMAIL: 'updateemail',
  REACTIVATE_ACCT: 'reactivate',
  DELETE_ACCT: 'delete',
} as const satisfies Record<ClaimType, string>;
export type RedirectRequestType = (typeof REQUEST_TYPE_OF)[ClaimType];

/** The code type behind a /redirect/{requestType} segment, or null for an unknown one. */
export function claimTypeOf(requestType: string): ClaimType | null {
  const found = CLAIM_TYPES.find((t) => REQUEST_TYPE_OF[t] === requestType);
  return found ?? null;
}

/** spec 000 §2.8: the path of an emailed link, relative to the app's public address. */
export function codeLinkPath(type: ClaimType, code: string): string {
  return `/redirect/${REQUEST_TYPE_OF[type]}/${encodeURIComponent(code)}`;
}

/** Issue #3 security: codes are single use and expire 24 hours after they are sent. */
export const CODE_TTL_MS = 24 * 60 * 60 * 1000;
/** 48 of the 62 letters and digits: about 285 random bits, far beyond guessing. */
export const CODE_LENGTH = 48;
/** At most this many codes of one type are emailed to one address per hour; more are dropped quietly. */
export const CODE_EMAILS_PER_HOUR = 5;

export const CODE_INVALID = 'This link has expired or was already used.';
export const RECOMMENDATION_INVALID = 'This recommendation link is no longer valid.';
export const NOTHING_TO_CLAIM = 'Nothing to claim.';

/** What a successful claim_code says, by type (shown as a success notice, spec 000 §8). */
export const CLAIM_MESSAGES = {
  RECOMMEND: 'Recommendation claimed.',
  REGISTRATION: 'Your email address is confirmed. Finish creating your account.',
  CHG_PASSWD: 'Choose a new password for your account.',
  CHG_EMAIL: 'Your email address has been changed. Please sign in with your new email address.',
  REACTIVATE_ACCT: 'Your account has been reactivated. Please sign in.',
  DELETE_ACCT: 'Confirm that you want to delete your account.',
} as const satisfies Record<ClaimType, string>;
