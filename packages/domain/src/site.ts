// The public site: landing page, top bar, footer and /auth content pages (spec 000 §2.1, §2.2,
// §2.4, §2.11, §9). Texts quoted by the spec are kept verbatim here; the marketing copy written
// around them lives with the components.

import { PRIVACY_PATH, TERMS_PATH } from './limits';

/** spec 000 §2.1: 'Page title: Your time is now'. The landing hero uses it as its title. */
export const SITE_TITLE = 'Your time is now';
/** spec 000 §2.1: the page description. */
export const SITE_DESCRIPTION =
  'Create your own website, sell digital content and subscriptions, go on tour and get booked at live events.';
/** spec 000 §2.4: 'Tagline: Host events. Book talent. Sell tickets.' */
export const SITE_TAGLINE = 'Host events. Book talent. Sell tickets.';

// spec 000 §2.4: the hero's calls to action.
export const GET_STARTED = 'Get started';
export const ALREADY_HAVE_ACCOUNT = 'Already have an account?';
export const SIGN_IN_HERE = 'Sign in here';
export const LETS_GO = "Let's go";
export const SIGN_UP = 'Sign Up';
export const LOG_IN = 'Log In';

/** spec 000 §2.4: shown on the landing page after logout while the screen size is unset. */
export const LOGGING_OUT = 'Logging Out';

/** spec 000 §2.2: the three dark-themed audience pages. */
export const AUDIENCE_PATHS = {
  creator: '/auth/creatorLanding',
  business: '/auth/businessLanding',
  fan: '/auth/fanLanding',
} as const;
export const PRICING_PATH = '/auth/pricing';
export const SMS_CONSENT_PATH = '/auth/sms-consent';
export const ACCOUNT_DELETION_PATH = '/auth/accountDeletion';

/** spec 000 §2.4: the top bar's links (the brand link to / comes first, on its own). */
export const NAV_LINKS = [
  { label: 'Talent & Creators', to: AUDIENCE_PATHS.creator },
  { label: 'Fans', to: AUDIENCE_PATHS.fan },
  { label: 'Businesses', to: AUDIENCE_PATHS.business },
  { label: 'Pricing', to: PRICING_PATH },
] as const;

/** spec 000 §2.11: footer links; Privacy and Terms (`newTab`) open in a new tab. */
export const FOOTER_LINKS = [
  { label: 'Home', to: '/', newTab: false },
  { label: 'Talent & Creators', to: AUDIENCE_PATHS.creator, newTab: false },
  { label: 'Fans', to: AUDIENCE_PATHS.fan, newTab: false },
  { label: 'Businesses', to: AUDIENCE_PATHS.business, newTab: false },
  { label: 'Privacy', to: PRIVACY_PATH, newTab: true },
  { label: 'Terms', to: TERMS_PATH, newTab: true },
] as const;

/** spec 000 §2.4: the three audience cards under the hero. */
export const AUDIENCE_CARDS = [
  { title: 'Talent', to: AUDIENCE_PATHS.creator },
  { title: 'Businesses', to: AUDIENCE_PATHS.business },
  { title: 'Fans', to: AUDIENCE_PATHS.fan },
] as const;

/**
 * spec 001 §2 landing sections on the fan side: 'audience panels for Businesses, Talent & Creators, Fans and Agency'.
 * Each leads to its audience page (spec 000 §2.2). Fans are already on theirs, so their panel leads to the nearby
 * events (/dash/user-dashboard, open to everyone); there is no agency page, so the Agency panel opens sign-up
 * (/auth/register, spec 000 §2.5), where Agency is one of the account types.
 */
export const AUDIENCE_PANELS = [
  { title: 'Businesses', to: AUDIENCE_PATHS.business, action: 'For businesses' },
  { title: 'Talent & Creators', to: AUDIENCE_PATHS.creator, action: 'For talent & creators' },
  { title: 'Fans', to: '/dash/user-dashboard', action: 'Find events near you' },
  { title: 'Agency', to: '/auth/register', action: 'Sign up as an agency' },
] as const;
export const AUDIENCE_PANELS_TITLE = 'Made for everyone in live events';

/** spec 000 §2.4: 'Who is the product for', three groups, all linking to the creator page. */
export const WHO_FOR_TITLE = 'Who is the product for';
export const WHO_FOR_GROUPS = ['Emerging Talent', 'Neighborhood Venues', 'Event Promoters'] as const;
export const WHO_FOR_PATH = AUDIENCE_PATHS.creator;

export const HOW_IT_WORKS_TITLE = 'How it works';
export const COSTS_TITLE = 'Curious about costs?';
export const VIEW_PRICING = 'View Pricing';
export const FAQ_TITLE = 'FAQ';

/** spec 000 §2.4: 'a Launching Now section with buttons to /sf, /la, /sd, /sactown'. */
export const LAUNCHING_NOW_TITLE = 'Launching Now';
export const LAUNCHING_NOW_CITIES = [
  { city: 'SF Bay Area', path: '/sf' },
  { city: 'Los Angeles', path: '/la' },
  { city: 'San Diego', path: '/sd' },
  { city: 'Sacramento', path: '/sactown' },
] as const;

/** spec 001 §9: 'Standard plan: unlimited ticket types, public events and private events.' */
export const STANDARD_PLAN_NAME = 'Standard';
export const STANDARD_PLAN_FEATURES = ['Unlimited ticket types', 'Public events', 'Private events'] as const;

/** Where visitors write to us from the content pages and the legal documents. */
export const SUPPORT_EMAIL = 'support@stagepass.app';
export const PRIVACY_EMAIL = 'privacy@stagepass.app';

/** The date the site's own documents (Terms, Privacy, SMS and deletion pages) were last updated. */
export const SITE_DOCUMENTS_UPDATED = 'November 22, 2026';
