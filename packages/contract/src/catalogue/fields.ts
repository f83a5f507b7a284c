import { z } from 'zod';
import {
  CATALOGUE_DESC_MAX,
  COLLECTION_ASSETS_MAX,
  COLLECTION_NAME_MAX,
  COLLECTION_PRICE_MAX,
  COLLECTION_STATES,
  CURRENCY_NOT_OFFERED,
  EFF_DATE_NEEDS_TIME_ZONE,
  NAME_REQUIRED,
  PLAN_NAME_MAX,
  PLAN_NAME_TOO_LONG,
  PLAN_PRICE_MAX,
  PLAN_PRICE_REQUIRED,
  PRODUCT_NAME_MAX,
  TAGS_INVALID,
  TIER_NAME_MAX,
  TIME_ZONE_NEEDS_EFF_DATE,
  TIME_ZONE_UNKNOWN,
  TRIAL_DAYS_MAX,
  parseTags,
} from '@stagepass/domain/catalogue';
import { OFFERED_CURRENCIES, PLAN_INTERVALS } from '@stagepass/domain/commerce';
import { apiDate, latitude, longitude } from '../events/fields';
import { idField } from '../ids';

/**
 * A 7,500,000-byte picture as base64 is 10,000,000 characters; the cap sits a little above, so a picture too big
 * still reaches the handler and gets the spec's 'Your image must be less than 7.5 MB.'.
 */
const DATA_URL_MAX_CHARS = 11 * 1024 * 1024;

/**
 * spec 001 §3 image: a picture as a data URL (cropped by the client: products 0.75), checked by its bytes and
 * re-encoded by the server. On an update, '' removes the picture.
 */
export const catalogueImage = z.string().max(DATA_URL_MAX_CHARS);
/** spec 001 §3 image_type: what the client says the picture is; the bytes decide, so it is only kept to the wire. */
export const imageType = z.string().trim().max(50);

const name = (max: number, tooLong?: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? NAME_REQUIRED : undefined) })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(max, tooLong);
export const productName = name(PRODUCT_NAME_MAX);
export const tierName = name(TIER_NAME_MAX);
/** spec 001 §9: 'subscription name 50'. */
export const planName = name(PLAN_NAME_MAX, PLAN_NAME_TOO_LONG);
export const collectionName = name(COLLECTION_NAME_MAX);
export const description = z.string().trim().max(CATALOGUE_DESC_MAX);

/** spec 001 §3 Product tags, 'sent as a JSON string' of a list of strings: parsed here, 400 'tags' otherwise. */
export const tagsJson = z
  .string()
  .max(4000)
  // A JSON list at all (its items are checked next): also what lets the contract fuzzer draw valid ones.
  .regex(/^\s*\[[\s\S]*\]\s*$/, TAGS_INVALID)
  .transform((raw, ctx) => {
    const parsed = parseTags(raw);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }
    return parsed.tags;
  });

export const typeId = z.number().int().min(1).max(1_000_000);
export const subtypeTypeIds = z
  .array(typeId)
  .max(20)
  .transform((ids) => [...new Set(ids)]);

/** Money on the wire: integer cents (the minor unit of the plan's currency). */
export const planPrice = z
  .number({ error: (issue) => (issue.input === undefined ? PLAN_PRICE_REQUIRED : undefined) })
  .int()
  .min(1, PLAN_PRICE_REQUIRED)
  .max(PLAN_PRICE_MAX);
export const collectionPrice = z.number().int().min(0, 'The price cannot be negative').max(COLLECTION_PRICE_MAX);
/** spec 001 §9 Currencies: the ISO codes of the supported countries. */
export const currency = z.preprocess(
  (c) => (typeof c === 'string' ? c.trim().toUpperCase() : c),
  z.enum(OFFERED_CURRENCIES as [string, ...string[]], { error: CURRENCY_NOT_OFFERED }),
);
export const planInterval = z.enum(PLAN_INTERVALS);
/** spec 001 §3 Plan trial: days of free trial. */
export const trialDays = z.number().int().min(1).max(TRIAL_DAYS_MAX);

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
/**
 * An IANA time zone ('America/Los_Angeles'), as browsers name them: UTC, or an area and a location. The shape is
 * checked first (also what lets the contract fuzzer draw valid ones), then that the zone exists.
 */
export const timeZone = z
  .string()
  .trim()
  .max(64)
  .regex(
    /^(UTC|GMT|(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc|US|Canada)(\/[A-Za-z0-9_+-]+){1,2})$/,
    TIME_ZONE_UNKNOWN,
  )
  .refine(isTimeZone, TIME_ZONE_UNKNOWN);
/** spec 001 §3 eff_date: the day (YYYY-MM-DD) a plan, its replacement price or its disabling takes effect. */
export const effDate = apiDate;

/**
 * spec 001 §4, §5: 'effective date and time zone must be given together': 400 naming the one that is missing.
 * For an object schema's superRefine.
 */
export function bothOrNeither(
  v: { eff_date?: string | undefined; time_zone?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.eff_date !== undefined && v.time_zone === undefined)
    ctx.addIssue({ code: 'custom', path: ['time_zone'], message: EFF_DATE_NEEDS_TIME_ZONE });
  else if (v.time_zone !== undefined && v.eff_date === undefined)
    ctx.addIssue({ code: 'custom', path: ['eff_date'], message: TIME_ZONE_NEEDS_EFF_DATE });
}

export const collectionState = z.enum(COLLECTION_STATES);
/** spec 001 §3 Collection asset_list: the owner's own asset ids, in order, each once. */
export const assetList = z
  .array(idField)
  .max(COLLECTION_ASSETS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** A viewer's country (ISO 3166 alpha-2): prices show in its currency (spec 001 §9). */
export const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
  .transform((c) => c.toUpperCase());

/**
 * Where the viewer is, for the currency of prices (spec 001 §9) when no country is named: the browser's position,
 * as user_events_query takes it (one without the other is ignored). Without it the server places the caller by IP,
 * stored address, else US.
 */
export const viewerPosition = { latitude: latitude.optional(), longitude: longitude.optional() };

/** A remit window (spec 001 §3 Product remits: start_date, end_date), YYYY-MM-DD, UTC days, both included. */
export const remitDates = { start_date: apiDate, end_date: apiDate };

// ---------------------------------------------------------------------------------------------
// Outputs

export const productSubtype = z.object({ type_id: z.number().int(), name: z.string() });
export const productTypeOutput = productSubtype.extend({ subtypes: z.array(productSubtype) });

export const priceRange = z.object({ min: z.number().int(), max: z.number().int(), currency: z.string() });

/**
 * spec 001 §3 Product: id (product_id), name, image, owner_id, creator_name, creator_photo, creator_traits,
 * price_range (the open plans' prices in the viewer's currency, §9; null with no plan, or for a country outside §9,
 * whose text the screen shows), product_type (its name), subscriber_count (live subscriptions). Ours: type_id,
 * desc, subtype_type_ids, tags, disabled, created_at (ISO).
 */
export const product = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  image: z.string().nullable(),
  owner_id: z.number().int(),
  creator_name: z.string(),
  creator_photo: z.string().nullable(),
  creator_traits: z.array(z.string()),
  price_range: priceRange.nullable(),
  product_type: z.string(),
  type_id: z.number().int(),
  subtype_type_ids: z.array(z.number().int()),
  tags: z.array(z.string()),
  subscriber_count: z.number().int(),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof product>;

/** The plan that replaces a plan from a date (spec 001 §4), as the plan it replaces shows it. */
export const replacementPlan = z.object({
  plan_id: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  eff_date: z.string().nullable(),
  time_zone: z.string().nullable(),
});

/**
 * spec 001 §3 Plan: plan_id, name, desc, price (cents), currency, interval, trial (days), eff_date (ISO instant it
 * takes effect, read in time_zone), time_zone, tier_id, product_id, image. Ours: disabled and disabled_from (with
 * disabled_time_zone), replaces_plan_id (set on a replacement plan), replacement (the plan replacing this one), open
 * (a new member may subscribe now), subscriber_count (its live subscriptions).
 */
export const plan = z.object({
  plan_id: z.number().int(),
  product_id: z.number().int(),
  tier_id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  price: z.number().int(),
  currency: z.string(),
  interval: planInterval,
  trial: z.number().int().nullable(),
  eff_date: z.string().nullable(),
  time_zone: z.string().nullable(),
  image: z.string().nullable(),
  disabled: z.boolean(),
  disabled_from: z.string().nullable(),
  disabled_time_zone: z.string().nullable(),
  replaces_plan_id: z.number().int().nullable(),
  replacement: replacementPlan.nullable(),
  open: z.boolean(),
  subscriber_count: z.number().int(),
});
export type Plan = z.infer<typeof plan>;

/** spec 001 §3 Tier: tier_id, product_id, name, desc, image, optional type_id. Ours: disabled, and its plans. */
export const tier = z.object({
  tier_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  image: z.string().nullable(),
  type_id: z.number().int().nullable(),
  disabled: z.boolean(),
  plans: z.array(plan),
});
export type Tier = z.infer<typeof tier>;

/** An entry of a collection's asset_list. */
export const collectionAsset = z.object({
  asset_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  image: z.string().nullable(),
});

/** spec 001 §3 Collection: collection_id, name, description, price, asset_list, state, image. Ours: the owner's. */
export const collection = z.object({
  collection_id: z.number().int(),
  owner_id: z.number().int(),
  creator_name: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  currency: z.string(),
  state: z.string(),
  image: z.string().nullable(),
  asset_list: z.array(collectionAsset),
});
export type Collection = z.infer<typeof collection>;
