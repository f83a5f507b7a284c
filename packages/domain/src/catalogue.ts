// The catalogue (spec 001 §3 Product, Tier, Plan, Collection; §4 products, tiers, plans; §5 list filters; §7
// Marketplace, assets and products; Collections; §9): product types, the rules of plans and their replacements,
// price ranges in the viewer's currency, and the texts the catalogue screens and the server share.

import { displayCurrency, SUBSCRIPTION_NAME_MAX, type PlanInterval } from './commerce';
import { formatMoney, priceRangeText, SUPPORTED_CURRENCIES, UNSUPPORTED_COUNTRY_CODE } from './format';

// ---------------------------------------------------------------------------------------------
// Product types (get_product_types)

export interface ProductSubtype {
  type_id: number;
  name: string;
}
export interface ProductType extends ProductSubtype {
  /** The sub-types a product of this type may name in subtype_type_ids. */
  subtypes: readonly ProductSubtype[];
}

/** The product types of the marketplace and their sub-types. Ids are stable: products store them. */
export const PRODUCT_TYPES: readonly ProductType[] = [
  {
    type_id: 1,
    name: 'Music',
    subtypes: [
      { type_id: 101, name: 'Albums' },
      { type_id: 102, name: 'Singles' },
      { type_id: 103, name: 'Beats' },
      { type_id: 104, name: 'Live recordings' },
    ],
  },
  {
    type_id: 2,
    name: 'Podcasts',
    subtypes: [
      { type_id: 201, name: 'Interviews' },
      { type_id: 202, name: 'Storytelling' },
      { type_id: 203, name: 'Education' },
      { type_id: 204, name: 'Comedy' },
    ],
  },
  {
    type_id: 3,
    name: 'Video',
    subtypes: [
      { type_id: 301, name: 'Music videos' },
      { type_id: 302, name: 'Behind the scenes' },
      { type_id: 303, name: 'Tutorials' },
      { type_id: 304, name: 'Live sessions' },
    ],
  },
  {
    type_id: 4,
    name: 'Writing',
    subtypes: [
      { type_id: 401, name: 'Blogs' },
      { type_id: 402, name: 'Newsletters' },
      { type_id: 403, name: 'Fiction' },
      { type_id: 404, name: 'Poetry' },
    ],
  },
  {
    type_id: 5,
    name: 'Photography',
    subtypes: [
      { type_id: 501, name: 'Portraits' },
      { type_id: 502, name: 'Concerts' },
      { type_id: 503, name: 'Events' },
      { type_id: 504, name: 'Landscapes' },
    ],
  },
  {
    type_id: 6,
    name: 'Courses',
    subtypes: [
      { type_id: 601, name: 'Music lessons' },
      { type_id: 602, name: 'Production' },
      { type_id: 603, name: 'Performance' },
      { type_id: 604, name: 'Music business' },
    ],
  },
];

export function productType(typeId: number): ProductType | undefined {
  return PRODUCT_TYPES.find((t) => t.type_id === typeId);
}

/** The name of a product type, or '' for an id the list does not have (a type retired since). */
export function productTypeName(typeId: number): string {
  return productType(typeId)?.name ?? '';
}

/** The sub-type ids of `subtypeIds` that are not sub-types of the type (empty: all belong to it). */
export function foreignSubtypes(typeId: number, subtypeIds: readonly number[]): number[] {
  const own = new Set(productType(typeId)?.subtypes.map((s) => s.type_id) ?? []);
  return subtypeIds.filter((id) => !own.has(id));
}

// ---------------------------------------------------------------------------------------------
// Limits

export const PRODUCT_NAME_MAX = 80;
export const TIER_NAME_MAX = 80;
export const COLLECTION_NAME_MAX = 80;
export const CATALOGUE_DESC_MAX = 2000;
/** spec 001 §9: 'subscription name 50': a plan's name. */
export const PLAN_NAME_MAX = SUBSCRIPTION_NAME_MAX;
export const TAGS_MAX = 20;
export const TAG_MAX_LENGTH = 30;
/** A plan's price, in the currency's minor unit: at least 1 (a plan is paid), at most 1,000,000.00. */
export const PLAN_PRICE_MAX = 100_000_000;
export const COLLECTION_PRICE_MAX = 100_000_000;
/** A trial is at most a year of days. */
export const TRIAL_DAYS_MAX = 365;
export const COLLECTION_ASSETS_MAX = 200;
/** get_products and get_plans answer at most this many rows. */
export const CATALOGUE_LIST_LIMIT = 60;
/** get_featured_products: the products of each featured row. */
export const FEATURED_PRODUCTS_PER_ROW = 8;
/** get_remits_*: the longest window one call reads (a little over a year). */
export const REMIT_WINDOW_MAX_DAYS = 370;

// ---------------------------------------------------------------------------------------------
// Tags (spec 001 §3: 'tags (sent as a JSON string)')

export const TAGS_INVALID = 'Tags must be a JSON list of words, such as ["jazz", "live"].';
export const TAGS_TOO_MANY = `A product has at most ${TAGS_MAX} tags.`;
export const TAG_TOO_LONG = `Each tag is at most ${TAG_MAX_LENGTH} characters.`;

/**
 * The tags of a product from the JSON string the client sends: each trimmed, empty ones dropped, duplicates (in any
 * case) kept once. Answers the problem's text when it is not a JSON list of strings within the limits.
 */
export function parseTags(json: string): { tags: string[] } | { problem: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { problem: TAGS_INVALID };
  }
  if (!Array.isArray(parsed) || !parsed.every((t) => typeof t === 'string')) return { problem: TAGS_INVALID };
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of parsed as string[]) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '') continue;
    if (tag.length > TAG_MAX_LENGTH) return { problem: TAG_TOO_LONG };
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (tags.length > TAGS_MAX) return { problem: TAGS_TOO_MANY };
  return { tags };
}

// ---------------------------------------------------------------------------------------------
// Plans (spec 001 §3 Plan, §4 products, tiers, plans)

export const PLAN_INTERVAL_LABELS: Record<PlanInterval, string> = { month: 'month', year: 'year' };

/** '$5.00 / month'. */
export function planPriceText(priceCents: number, currency: string, interval: PlanInterval): string {
  return `${formatMoney(priceCents, currency)} / ${PLAN_INTERVAL_LABELS[interval]}`;
}

export function trialText(days: number): string {
  return days === 1 ? '1-day free trial' : `${days}-day free trial`;
}

/** The facts of a plan that say whether a new member may subscribe to it now. Instants in ms. */
export interface PlanTiming {
  effDateMs: number | null;
  disabled: boolean;
  /** disable_plan with an effective date: disabled from then (null with `disabled`: at once). */
  disabledFromMs: number | null;
}

/** Whether the plan is disabled at `nowMs`: at once, or from its disabling date on. */
export function planDisabledAt(plan: PlanTiming, nowMs: number): boolean {
  return plan.disabled && (plan.disabledFromMs === null || plan.disabledFromMs <= nowMs);
}

/**
 * spec 001 §4: whether a new member may subscribe to a plan now. A plan is open from its effective date until it is
 * disabled; once its replacement's date has come, new members subscribe to the replacement instead. A replacement
 * is open from its date for as long as the plan it replaces is not disabled.
 */
export function planOpen(
  plan: PlanTiming,
  links: { replacement?: PlanTiming | null; replaces?: PlanTiming | null },
  nowMs: number,
): boolean {
  const started = plan.effDateMs === null || plan.effDateMs <= nowMs;
  if (links.replaces) return started && !planDisabledAt(plan, nowMs) && !planDisabledAt(links.replaces, nowMs);
  const replaced = !!links.replacement && links.replacement.effDateMs !== null && links.replacement.effDateMs <= nowMs;
  return started && !planDisabledAt(plan, nowMs) && !replaced;
}

// ---------------------------------------------------------------------------------------------
// Price range (spec 001 §3 Product price_range, §9 Currencies and price display)

export interface PriceRange {
  min: number;
  max: number;
  currency: string;
}

/**
 * A product's price range from the prices of its open plans (in the order the plans were created), in the viewer's
 * currency if a plan is priced in it, else in the first offered (spec 001 §9). null when it has no plan. Throws
 * 'unsupported country code' for a country outside §9.
 */
export function productPriceRange(
  prices: readonly { priceCents: number; currency: string }[],
  country: string,
): PriceRange | null {
  const offered = [...new Set(prices.map((p) => p.currency))];
  const currency = displayCurrency(country, offered);
  if (currency === null) return null;
  const amounts = prices.filter((p) => p.currency === currency).map((p) => p.priceCents);
  return { min: Math.min(...amounts), max: Math.max(...amounts), currency };
}

export function isSupportedCountry(country: string): boolean {
  return Object.hasOwn(SUPPORTED_CURRENCIES, country.toUpperCase());
}

/**
 * The price text of a product card: 'unsupported country code' for a viewer's country outside §9 (§8), the §9 price
 * range text ('$5+', '$5 - $10'), or NO_PLANS_YET.
 */
export function productPriceText(range: PriceRange | null, country: string): string {
  if (!isSupportedCountry(country)) return UNSUPPORTED_COUNTRY_CODE;
  if (!range) return NO_PLANS_YET;
  return priceRangeText(range.min, range.max, range.currency);
}

// ---------------------------------------------------------------------------------------------
// Collections

/** spec 001 §4: 'Collection state can be changed by update; allowed values not shown.' Ours: */
export const COLLECTION_STATES = ['active', 'inactive'] as const;
export type CollectionState = (typeof COLLECTION_STATES)[number];

// ---------------------------------------------------------------------------------------------
// Remits (get_remits_for_products, get_remits_for_tiers)

const DAY_MS = 24 * 3600 * 1000;

/** The instants of a remit window: from start_date's midnight to the end of end_date (UTC days, YYYY-MM-DD). */
export function remitWindow(startDate: string, endDate: string): { fromMs: number; toMs: number } {
  return { fromMs: Date.parse(`${startDate}T00:00:00Z`), toMs: Date.parse(`${endDate}T00:00:00Z`) + DAY_MS };
}

// ---------------------------------------------------------------------------------------------
// Texts

/** Who sells digital products (spec 001 §1, §6): talent (and an agency acting as its talent client). */
export const CATALOGUE_ROLES_ONLY = 'Only talent can sell digital products and subscriptions.';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const TIER_NOT_FOUND = 'Tier not found';
export const PLAN_NOT_FOUND = 'Plan not found';
export const COLLECTION_NOT_FOUND = 'Collection not found';
export const CATALOGUE_ASSET_NOT_FOUND = 'Asset not found';
export const PRODUCT_TYPE_UNKNOWN = 'Choose a product type.';
export const SUBTYPE_NOT_OF_TYPE = 'Choose sub-types of the product type.';
export const NAME_REQUIRED = 'Please enter a name';
export const PLAN_NAME_TOO_LONG = `Subscription names are at most ${PLAN_NAME_MAX} characters.`;
export const PLAN_PRICE_REQUIRED = 'Enter a price above zero.';
export const CURRENCY_NOT_OFFERED = 'Choose one of the offered currencies.';
export const TIME_ZONE_UNKNOWN = 'Choose a time zone.';
/** spec 001 §4, §5: 'effective date and time zone must be given together'. */
export const EFF_DATE_NEEDS_TIME_ZONE = 'The effective date and time zone must be given together: add the time zone.';
export const TIME_ZONE_NEEDS_EFF_DATE =
  'The effective date and time zone must be given together: add the effective date.';
export const EFF_DATE_PAST = 'The effective date must be today or later.';
/** spec 001 §6: talent need a payout account for digital subscriptions. */
export const PLAN_PAYOUT_ACCOUNT_REQUIRED =
  'You need a payout account before you can sell digital subscriptions, so subscription revenue can be paid to your bank. Set it up now; it takes a few minutes.';
/** spec 001 §4: a replacement plan is edited through the plan it replaces. */
export const REPLACEMENT_EDITED_THROUGH_ORIGINAL =
  'This is a replacement plan: change its price and replacement date through the plan it replaces.';
/** spec 001 §4: 'A replacement plan cannot be deleted.' */
export const REPLACEMENT_CANNOT_BE_DELETED =
  'A replacement plan cannot be deleted. Disable the plan it replaces, or change its price and date there.';
export const PLAN_HAS_SUBSCRIBERS =
  'This plan has subscribers: give the new price an effective date, and a replacement plan takes them over from then.';
export const NEW_PRICE_NEEDS_DATE = 'Give the new price an effective date and time zone.';
export const REMIT_DATES_ORDER = 'The end date must be on or after the start date.';
export const REMIT_WINDOW_TOO_LONG = `Choose at most ${REMIT_WINDOW_MAX_DAYS} days.`;
/** A remit row of sales of assets in none of the creator's products. */
export const OTHER_ASSET_SALES = 'Assets sold on their own';

/** The product card and the marketplace pages. */
export const NO_PLANS_YET = 'No plans yet';
export const MARKETPLACE_TITLE = 'Marketplace';
export const MARKETPLACE_ALL_TYPES = 'All';
export const MARKETPLACE_SEARCH_LABEL = 'Search products';
export const MARKETPLACE_SEARCH_PLACEHOLDER = 'Search products by name or description';
export const NO_PRODUCTS = 'No products here yet.';
export const NO_PRODUCTS_FOUND = 'No products match your search.';
export const FEATURED_ROW_TITLES = {
  by_subscribers: 'Most subscribed',
  by_assets: 'Most content',
  by_latest_asset: 'Recently updated',
} as const;
export type FeaturedRow = keyof typeof FEATURED_ROW_TITLES;
export const PRODUCT_TIERS = 'Tiers';
export const PRODUCT_CONTENT = 'Content';
export const NO_TIERS = 'No tiers yet.';
export const NO_PLANS = 'No plans in this tier yet.';
export const NO_PRODUCT_ASSETS = 'No content in this product yet.';
export const PRODUCT_DISABLED_LABEL = 'Disabled';
export const PLAN_STARTS = (date: string) => `From ${date}`;
/** An effective date as the catalogue screens show it: the day, in the plan's time zone. */
export function effDateText(instant: string, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: timeZone ?? 'UTC',
  }).format(new Date(instant));
}
export const MANAGE_PRODUCT_LINK = 'Manage tiers and plans';
export const PRODUCT_NOT_AVAILABLE = 'Not open to new subscribers';
export const PLAN_REPLACED_FROM = (price: string, date: string) => `${price} from ${date}`;
export const PLAN_DISABLED_FROM = (date: string) => `Closes to new subscribers on ${date}`;

/** The subscription product page (/dash/subscriptionproduct/{productId}). */
export const MANAGE_PRODUCT_TITLE = 'Subscription product';
export const ADD_TIER = 'Add tier';
export const ADD_PLAN = 'Add plan';
export const EDIT = 'Edit';
export const DISABLE = 'Disable';
export const ENABLE = 'Enable';
export const SAVE = 'Save';
export const PRODUCT_SAVED = 'Product saved.';
export const PRODUCT_DISABLED = 'Product disabled.';
export const PRODUCT_ENABLED = 'Product enabled.';
export const TIER_SAVED = 'Tier saved.';
export const TIER_DISABLED = 'Tier disabled.';
export const TIER_ENABLED = 'Tier enabled.';
export const PLAN_SAVED = 'Plan saved.';
export const PLAN_DISABLED = 'Plan disabled.';
export const DISABLE_PLAN_TITLE = 'Disable plan?';
export const DISABLE_PLAN_CONFIRM =
  'No new member can subscribe to it, from now or from the date you choose. Its subscribers keep their subscriptions.';
export const REPLACEMENT_PLAN_LABEL = 'Replacement plan';

/** spec 001 §2 help modals: replacement plans. */
export const REPLACEMENT_PLANS_HELP = {
  link: 'What are replacement plans?',
  title: 'Replacement plans',
  paragraphs: [
    'To change the price of a plan that has subscribers, give the new price an effective date and a time zone. A replacement plan is made at the new price: from that date, new members subscribe to it, and each subscriber of the old plan moves to it at their first billing cycle on or after that date.',
    'A replacement plan is changed only through the plan it replaces: edit the original plan to change the new price or the replacement date.',
    'A replacement plan cannot be deleted. Disabling the original plan stops new subscriptions to both.',
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// Paths (spec 001 §2)

export const MARKETPLACE_PATH = '/dash/marketplace';
export const MARKETPLACE_SEARCH_PATH = '/dash/marketplaceSearch';
export const marketplaceTypePath = (typeId: number) => `${MARKETPLACE_PATH}/${typeId}`;
/** /dash/marketplaceProduct/{productId}; the link's state carries productId and the product. */
export const productPagePath = (productId: number) => `/dash/marketplaceProduct/${productId}`;
export const subscriptionProductPath = (productId: number) => `/dash/subscriptionproduct/${productId}`;
