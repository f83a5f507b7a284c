// Sign-in and account pages of the web client: texts of spec 000 §2.5–§2.10, §4, §8 that the
// server does not send itself. The server's own answers (ACCOUNT_DEACTIVATED, claim messages, …)
// live in ./accounts, ./account-codes, ./social and ./phone.

/** spec 000 §2.10 / §8, verbatim. */
export const CREATOR_URL_INVALID = 'That creator URL is invalid.';

/** spec 000 §2.8: the link handler's spinner. */
export const REDIRECTING = 'Redirecting';

/** spec 000 §2.8: the choice on the mobile variant of a link, besides the two store installs. */
export const CONTINUE_WITH_WEB = 'Continue with Web';
export const MOBILE_LINK_WARNING =
  'This link is meant for the Stagepass mobile app. Install the app, or continue in your browser.';
export const APP_STORE_LABEL = 'Download on the App Store';
export const PLAY_STORE_LABEL = 'Get it on Google Play';

/** spec 000 §2.9: the payout onboarding return offers this button. */
export const OPEN_IN_MOBILE_APP = 'Open in mobile app';

/** spec 000 §2.6: the Terms and Privacy modal. */
export const TERMS_TAB = 'Terms of Service';
export const PRIVACY_TAB = 'Privacy Policy';
export const TERMS_MODAL_TITLE = 'Our Terms and Privacy Policy';
export const TERMS_MODAL_INTRO =
  'We updated our Terms of Service and Privacy Policy. Please read them and agree to continue.';
export function legalDocumentLoadFailed(title: string): string {
  return `The ${title} could not be loaded here. Open it in a new tab to read it.`;
}

/** spec 000 §4: shown in the 'Confirm your Email Address' dialog after request_registration. */
export function confirmEmailSentMessage(email: string): string {
  return `We sent a link to ${email}. Open it to confirm your address and finish creating your account.`;
}

/** spec 000 §4: shown with 'Check your email' after forgot password. */
export function resetEmailSentMessage(email: string): string {
  return `If an account uses ${email}, we sent it a link to choose a new password.`;
}

/** spec 000 §4: shown with 'Check your email' after a reactivation request. */
export function reactivationEmailSentMessage(email: string): string {
  return `If ${email} belongs to a deactivated account, we sent it a link to reactivate it.`;
}

export const PASSWORDS_DO_NOT_MATCH = 'The two passwords do not match.';

/** The register page reached without a confirmed email or a social sign-in. */
export const REGISTRATION_NEEDS_PROOF =
  'To create an account, first sign up with your email address or a social account.';
export const ACCOUNT_TYPE_REQUIRED = 'Please choose an account type.';

/** spec 000 §3: the account-type cards. */
export const ACCOUNT_TYPE_CARDS = {
  user: { title: 'Fan', text: 'Discover events near you, buy tickets and follow talent.' },
  specialist: {
    title: 'Specialist',
    text: 'Talent and creators: publish availability, get booked and sell digital content.',
  },
  business: { title: 'Business', text: 'Venues and organisers: host events, sell tickets and book talent.' },
  agency: { title: 'Agency', text: 'Manage your talent and business clients and act on their behalf.' },
} as const;

/** spec 000 §3: business and agency accounts verify first. */
export const VERIFY_WITH_LINKEDIN = 'Verify with LinkedIn';
export const VERIFY_BY_PHONE = 'Verify by phone';
export function verifiedWith(how: string): string {
  return `Verified with ${how}`;
}

/** spec 000 §8: the noYelpData hint, shown under the server's lookup message. */
export const NO_BUSINESS_DATA_HINT =
  'Check that this phone number is the one on your business page, or verify with LinkedIn instead.';

/** A professional-network return whose state does not match the one this browser sent. */
export const SOCIAL_STATE_MISMATCH = 'This sign-in did not start in this browser. Please try again.';
export const SOCIAL_SIGN_IN_CANCELLED = 'Sign-in was cancelled.';

/** /auth/delete-account. */
export const DELETE_ACCOUNT_TITLE = 'Delete Account';
export const DELETE_ACCOUNT_WARNING =
  'Deleting your account removes your profile, your username and your sign-in. This cannot be undone.';
export const DELETE_ACCOUNT_NEEDS_LINK =
  'To delete your account, open Settings and ask for a delete link. We will email it to you.';

/** spec 000 §8: 'A failed geocode returns an empty result.' */
export const ADDRESS_NOT_FOUND = 'No place was found for that address. Check it and try again.';

/** spec 000 §4: the business-review phone verification steps. */
export const PHONE_STEP_TITLES = {
  start: 'Verify your business by phone',
  sending: 'Sending your code',
  code: 'Enter your verification code',
  lookup: 'Looking up your business',
  found: 'We found your business',
  errorPhoneNumber: 'We could not send a code to that number',
  errorVerifyCode: 'That code did not work',
  noYelpData: 'No business listing found',
} as const;
export type PhoneVerifyStep = keyof typeof PHONE_STEP_TITLES;
