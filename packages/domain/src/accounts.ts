// Accounts, sign-in and sessions: texts and rules of spec 000 §2.11, §4, §5, §8.

export const LOGIN_MISSING_BOTH = 'Please enter your email + password.';
export const LOGIN_MISSING_PASSWORD = 'Please enter your password.';
export const LOGIN_MISSING_EMAIL = 'Please enter your email.';

/** spec 000 §5: both email and password are needed; null when the form may be sent. */
export function loginValidationMessage(email: string, password: string): string | null {
  const hasEmail = email.trim() !== '';
  const hasPassword = password !== '';
  if (!hasEmail && !hasPassword) return LOGIN_MISSING_BOTH;
  if (!hasPassword) return LOGIN_MISSING_PASSWORD;
  if (!hasEmail) return LOGIN_MISSING_EMAIL;
  return null;
}

export const UNKNOWN_SERVER_ERROR = 'Unknown Server Error. Please try again';
export const LOGOUT_CONFIRM = 'Are you sure you want to log out?';
export const TERMS_REJECTED =
  "In order to continue using the product, you must accept the product's updated terms of service.";
export const REACTIVATE_TITLE = 'Reactivate Account?';
export const ACCOUNT_DEACTIVATED = 'Your account is currently deactivated.';
export const INVALID_CREDENTIALS = 'The email or password you entered is incorrect.';
export const SESSION_EXPIRED = 'Your session has timed out. Please log in again.';

/** Passwords (issue #3 security): at least 8 characters, long passphrases allowed. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
/** Common or guessable passwords (a zxcvbn score below 2) are refused with this. */
export const PASSWORD_TOO_COMMON =
  'That password is too common or easy to guess. Please choose a longer or less predictable password.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';

/** spec 000 §4, §8: registration, reset and reactivation answers. */
export const INVALID_EMAIL = 'Invalid Email Address';
/** spec 000 §8: the 'Invalid Email Address' dialog body. */
export function invalidEmailMessage(email: string): string {
  return `${email} is an invalid email address. Please use a valid email address.`;
}
export const CONFIRM_YOUR_EMAIL = 'Confirm your Email Address';
export const CHECK_YOUR_EMAIL = 'Check your email';
export const ACCOUNT_EXISTS = 'Account already exists.';
export const ACCOUNT_EXISTS_REDIRECTING = 'Redirecting to the product Login Page...';
/** create_user without proof that the registrant owns the email address. */
export const EMAIL_NOT_CONFIRMED = 'Please confirm your email address first.';
export const EMAIL_TAKEN = 'That email address is already in use.';
/**
 * spec 000 §3 / §6: create_user and social_media_register for a business or agency account without
 * a proof the server accepts (userData.verification).
 */
export function accountTypeNotVerifiedMessage(accType: 'business' | 'agency'): string {
  return `Please verify your ${accType} account first.`;
}
/** The LinkedIn verification was spent or is older than an hour. */
export function accountTypeVerificationExpiredMessage(accType: 'business' | 'agency'): string {
  return `Your LinkedIn verification has expired. Please verify your ${accType} account again.`;
}
/** The phone was not verified in the last 30 minutes (the business-review check). */
export const BUSINESS_PHONE_VERIFICATION_EXPIRED =
  'Your phone verification has expired. Please verify your business account again.';
/** spec 000 §3: only Business may verify by phone. */
export const AGENCY_NEEDS_LINKEDIN = 'Agency accounts verify with LinkedIn. Please verify your agency account first.';
export const EMAIL_UNCHANGED = 'That is already your email address.';
export const USERNAME_TAKEN = 'That username is already taken.';
export const USERNAME_ALREADY_SET = 'You already have a username. You can change it in Settings.';
export const USERNAME_REQUIRED = 'Please enter a username.';
export const USERNAME_FORMAT = 'Usernames may use letters, digits, underscore and hyphen only.';
export const USERNAME_MAX_LENGTH = 40;
export const NAME_FORMAT = 'Names may use letters, spaces, commas, periods, apostrophes and hyphens only.';
export const NO_MEMBER_WITH_USERNAME = 'No member has that username.';
export const NO_MEMBER_WITH_ID = 'No member has that id.';
export const ACCOUNT_DEACTIVATED_DONE = 'Your account has been deactivated.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/** Sign-in lockout: this many failed logins for one account from one address inside the window answer 429 there. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKED =
  'Too many failed sign-in attempts for this account from your network. Please wait 15 minutes and try again, or reset your password.';

/** Sessions last 30 days from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface RoleFlags {
  is_business: boolean;
  is_specialist: boolean;
  is_agency: boolean;
  agency_as_client?: boolean;
}

/** spec 000 §3: is_user is derived, none of the other three. */
export function isUser(flags: RoleFlags): boolean {
  return !flags.is_business && !flags.is_specialist && !flags.is_agency;
}

/**
 * Whether a member works as a creator (talent): a specialist, or an agency acting as a talent client. spec 000 §6
 * says 'A user record flagged agency_as_client acts as a creator'; issue 15 narrows that to talent clients: an
 * agency acting as a business client acts as that business (it lands on /dash/business-dashboard).
 */
export function actsAsCreator(flags: RoleFlags): boolean {
  return flags.is_specialist || (Boolean(flags.agency_as_client) && !flags.is_business);
}

export const DASHBOARD = {
  user: '/dash/user-dashboard',
  specialist: '/dash/celeb-dashboard',
  business: '/dash/business-dashboard',
  agency: '/dash/agency-dashboard',
  logout: '/auth/logout',
} as const;

/** spec 000 §2.11: the dashboard a member lands on after login or from the navigation bar. */
export function dashboardPath(flags: RoleFlags | null | undefined, fanMode: boolean): string {
  if (!flags) return DASHBOARD.logout;
  if (fanMode) return DASHBOARD.user;
  // An agency acting as a talent client acts as a creator (spec 000 §6), as a business client as that business.
  if (actsAsCreator(flags)) return DASHBOARD.specialist;
  if (isUser(flags)) return DASHBOARD.user;
  if (flags.is_business) return DASHBOARD.business;
  if (flags.is_agency) return DASHBOARD.agency;
  return DASHBOARD.logout;
}

/** Account lookups past their limit per address (issue #3 security: lookups reveal nothing en masse). */
export const tooManyLookupsMessage = (seconds: number) =>
  `Too many account lookups. Please wait ${seconds} seconds and try again.`;
