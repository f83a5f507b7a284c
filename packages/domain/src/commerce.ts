// Creator commerce (spec 001 §3 Product, Tier, Plan, Collection, Asset, Subscription; §4; §9): the words and rules
// the catalogue, assets and subscriptions areas share. Each area keeps its own texts in its own module
// (catalogue.ts, assets.ts, subscriptions.ts); what two of them need lives here.
import { currencyForCountry, SUPPORTED_CURRENCIES } from './format';

/** spec 001 §3 Asset types. */
export const ASSET_TYPES = ['Blog', 'Newsletter', 'Video', 'Song', 'Podcast', 'Photograph'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** Assets whose content is an HTML body (asset_data), written in the rich-text editor. */
export const HTML_ASSET_TYPES: readonly AssetType[] = ['Blog', 'Newsletter'];
/** Assets played in the audio playlist player (§2), with a preview clip for those without access. */
export const AUDIO_ASSET_TYPES: readonly AssetType[] = ['Song', 'Podcast'];

/** spec 001 §4 Subscription states. */
export const SUBSCRIPTION_STATES = [
  'Active',
  'Pending',
  'Canceled',
  'Dispute',
  'Unpaid',
  'PastDue',
  'Expired',
  'Trialing',
  'Ending',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * The states in which a subscriber reads the assets of the tier: paid up or in the trial, cancelled but still in
 * the paid period (Ending), or a renewal that failed and is being retried (PastDue, until it is Unpaid).
 */
export const SUBSCRIPTION_ACCESS_STATES: readonly SubscriptionState[] = ['Active', 'Trialing', 'Ending', 'PastDue'];

export function subscriptionGivesAccess(state: SubscriptionState): boolean {
  return SUBSCRIPTION_ACCESS_STATES.includes(state);
}

/** spec 001 §3 Plan interval. */
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** spec 001 §9 Character limits: subscription name 50. */
export const SUBSCRIPTION_NAME_MAX = 50;

/** The ISO 4217 codes of §9 Currencies, in the order listed. */
export const OFFERED_CURRENCIES: readonly string[] = [...new Set(Object.values(SUPPORTED_CURRENCIES))];

/**
 * spec 001 §9 Currencies: 'Product price shows the user's currency if offered, else the first offered.' `offered`
 * is the currencies a product's plans are priced in, in the order they were created. Throws 'unsupported country
 * code' for a country outside §9 (the screen shows that text).
 */
export function displayCurrency(country: string, offered: readonly string[]): string | null {
  const own = currencyForCountry(country);
  if (offered.includes(own)) return own;
  return offered[0] ?? null;
}
