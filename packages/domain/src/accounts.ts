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

/** Sign-in lockout: this many failed logins for one account inside the window answer 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKED =
  'Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.';

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
  if (fanMode || isUser(flags)) return DASHBOARD.user;
  if (flags.agency_as_client || flags.is_specialist) return DASHBOARD.specialist;
  if (flags.is_business) return DASHBOARD.business;
  if (flags.is_agency) return DASHBOARD.agency;
  return DASHBOARD.logout;
}
