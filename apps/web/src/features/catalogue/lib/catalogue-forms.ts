// The drafts the catalogue forms edit (products, tiers, plans), and the request inputs built from them. The
// contract checks every field again; these checks only say early what it would say (spec 001 §5, §9).

import type { Plan, Product, Tier } from '@stagepass/contract/catalogue/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  EFF_DATE_NEEDS_TIME_ZONE,
  NAME_REQUIRED,
  PLAN_NAME_MAX,
  PLAN_NAME_TOO_LONG,
  PLAN_PRICE_REQUIRED,
  NEW_PRICE_NEEDS_DATE,
  PRODUCT_TYPE_UNKNOWN,
  TIME_ZONE_NEEDS_EFF_DATE,
} from '@stagepass/domain/catalogue';
import type { PlanInterval } from '@stagepass/domain/commerce';
import { minorDigits } from '@stagepass/domain/format';

export type FieldErrors = Partial<Record<string, string>>;

// ---------------------------------------------------------------------------------------------
// Products

export interface ProductDraft {
  type_id: number | null;
  name: string;
  desc: string;
  subtype_type_ids: number[];
  tags: string[];
  /** A new picture (data URL, cropped 0.75) to upload; null keeps the current one. */
  image: string | null;
  /** The current picture's URL, shown until a new one is chosen. */
  current_image: string | null;
}

export const emptyProductDraft = (): ProductDraft => ({
  type_id: null,
  name: '',
  desc: '',
  subtype_type_ids: [],
  tags: [],
  image: null,
  current_image: null,
});

export const productDraftFrom = (p: Product): ProductDraft => ({
  type_id: p.type_id,
  name: p.name,
  desc: p.desc,
  subtype_type_ids: p.subtype_type_ids,
  tags: p.tags,
  image: null,
  current_image: p.image,
});

export function productDraftErrors(d: ProductDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (d.type_id === null) errors.type_id = PRODUCT_TYPE_UNKNOWN;
  if (d.name.trim() === '') errors.name = NAME_REQUIRED;
  return errors;
}

/** spec 001 §5: optional fields only when present; tags as a JSON string (§3). */
export function createProductInput(d: ProductDraft): RequestInput<'create_product'> {
  return {
    type_id: d.type_id ?? 0,
    name: d.name.trim(),
    desc: d.desc.trim(),
    ...(d.image ? { image: d.image, image_type: 'image/png' } : {}),
    ...(d.subtype_type_ids.length ? { subtype_type_ids: d.subtype_type_ids } : {}),
    ...(d.tags.length ? { tags: JSON.stringify(d.tags) } : {}),
  };
}

export function updateProductInput(productId: number, d: ProductDraft): RequestInput<'update_product'> {
  return {
    product_id: productId,
    name: d.name.trim(),
    desc: d.desc.trim(),
    ...(d.type_id === null ? {} : { type_id: d.type_id }),
    ...(d.image ? { image: d.image, image_type: 'image/png' } : {}),
    subtype_type_ids: d.subtype_type_ids,
    tags: JSON.stringify(d.tags),
  };
}

// ---------------------------------------------------------------------------------------------
// Tiers

export interface TierDraft {
  name: string;
  desc: string;
  image: string | null;
  current_image: string | null;
}

export const emptyTierDraft = (): TierDraft => ({ name: '', desc: '', image: null, current_image: null });
export const tierDraftFrom = (t: Tier): TierDraft => ({
  name: t.name,
  desc: t.desc,
  image: null,
  current_image: t.image,
});

export function tierDraftErrors(d: TierDraft): FieldErrors {
  return d.name.trim() === '' ? { name: NAME_REQUIRED } : {};
}

export function createTierInput(productId: number, d: TierDraft): RequestInput<'create_tier'> {
  return {
    product_id: productId,
    name: d.name.trim(),
    desc: d.desc.trim(),
    ...(d.image ? { image: d.image, image_type: 'image/png' } : {}),
  };
}

export function updateTierInput(tierId: number, d: TierDraft): RequestInput<'update_tier'> {
  return {
    tier_id: tierId,
    name: d.name.trim(),
    desc: d.desc.trim(),
    ...(d.image ? { image: d.image, image_type: 'image/png' } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Plans

export interface PlanDraft {
  name: string;
  desc: string;
  /** The price as typed, in the currency's major unit ('4.99'). */
  price: string;
  currency: string;
  interval: PlanInterval;
  /** Days of trial as typed; '' for none. */
  trial: string;
  /**
   * Editing only: the price a replacement plan charges from eff_date (spec 001 §4), as typed; '' for none. On
   * create, eff_date and time_zone say when the plan itself opens.
   */
  new_price: string;
  /** YYYY-MM-DD or ''. */
  eff_date: string;
  time_zone: string;
}

export const emptyPlanDraft = (): PlanDraft => ({
  name: '',
  desc: '',
  price: '',
  currency: 'USD',
  interval: 'month',
  trial: '',
  new_price: '',
  eff_date: '',
  time_zone: '',
});

export function planDraftFrom(p: Plan): PlanDraft {
  return {
    name: p.name,
    desc: p.desc,
    price: centsToText(p.price, p.currency),
    currency: p.currency,
    interval: p.interval,
    trial: p.trial === null ? '' : String(p.trial),
    new_price: p.replacement ? centsToText(p.replacement.price, p.replacement.currency) : '',
    eff_date:
      p.replacement?.eff_date && p.replacement.time_zone ? dayIn(p.replacement.eff_date, p.replacement.time_zone) : '',
    time_zone: p.replacement?.time_zone ?? '',
  };
}

/** '4.99' in USD → 499; JPY has no minor unit. null when it is not a price. */
export function priceToCents(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`);
  const clean = text.trim().replace(/,/g, '');
  if (!pattern.test(clean)) return null;
  return Math.round(Number(clean) * 10 ** digits);
}

export function centsToText(cents: number, currency: string): string {
  const digits = minorDigits(currency);
  return (cents / 10 ** digits).toFixed(digits);
}

/** spec 001 §4, §5, §9: name ≤ 50, a price, and eff_date with time_zone or neither (naming the missing one). */
export function planDraftErrors(d: PlanDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (d.name.trim() === '') errors.name = NAME_REQUIRED;
  else if (d.name.trim().length > PLAN_NAME_MAX) errors.name = PLAN_NAME_TOO_LONG;
  const cents = priceToCents(d.price, d.currency);
  if (cents === null || cents < 1) errors.price = PLAN_PRICE_REQUIRED;
  if (d.new_price.trim() && (priceToCents(d.new_price, d.currency) ?? 0) < 1) errors.new_price = PLAN_PRICE_REQUIRED;
  if (d.new_price.trim() && !d.eff_date) errors.eff_date = NEW_PRICE_NEEDS_DATE;
  return { ...errors, ...datePairErrors(d.eff_date, d.time_zone) };
}

/** spec 001 §4, §5: an effective date and its time zone go together; the error names the missing one. */
export function datePairErrors(effDate: string, timeZone: string): FieldErrors {
  if (effDate && !timeZone) return { time_zone: EFF_DATE_NEEDS_TIME_ZONE };
  if (timeZone && !effDate) return { eff_date: TIME_ZONE_NEEDS_EFF_DATE };
  return {};
}

const dated = (d: PlanDraft) => (d.eff_date && d.time_zone ? { eff_date: d.eff_date, time_zone: d.time_zone } : {});

export function createPlanInput(tierId: number, d: PlanDraft, image?: string | null): RequestInput<'create_plan'> {
  const trial = d.trial.trim() ? Number(d.trial) : undefined;
  return {
    tier_id: tierId,
    name: d.name.trim(),
    desc: d.desc.trim(),
    price: priceToCents(d.price, d.currency) ?? 0,
    currency: d.currency,
    interval: d.interval,
    ...(trial === undefined ? {} : { trial }),
    ...dated(d),
    ...(image ? { image, image_type: 'image/png' } : {}),
  };
}

/**
 * Only what changed is sent (§5). A new price with its date makes (or moves) the replacement plan (§4); a date
 * alone moves the replacement, or the plan's start; a changed price without a date changes the plan itself.
 */
export function updatePlanInput(plan: Plan, d: PlanDraft): RequestInput<'update_plan'> {
  const price = priceToCents(d.price, d.currency) ?? plan.price;
  const newPrice = d.new_price.trim() ? priceToCents(d.new_price, d.currency) : null;
  const trial = d.trial.trim() ? Number(d.trial) : null;
  const when = dated(d);
  const r = plan.replacement;
  // The form starts with the replacement's price and date: sent again unchanged, they would say nothing new.
  const sameReplacement =
    !!r &&
    newPrice === r.price &&
    d.time_zone === r.time_zone &&
    d.eff_date === dayIn(r.eff_date ?? '', r.time_zone ?? 'UTC');
  let pricing: Partial<RequestInput<'update_plan'>> = {};
  if ('eff_date' in when && !sameReplacement) pricing = newPrice === null ? when : { price: newPrice, ...when };
  else if (newPrice === null && price !== plan.price) pricing = { price };
  return {
    plan_id: plan.plan_id,
    name: d.name.trim(),
    desc: d.desc.trim(),
    ...(d.currency !== plan.currency ? { currency: d.currency } : {}),
    ...(d.interval !== plan.interval ? { interval: d.interval } : {}),
    ...(trial !== plan.trial ? { trial } : {}),
    ...pricing,
  };
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: string, timeZone: string): string {
  if (!instant) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The browser's time zone, the usual choice for an effective date. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every IANA time zone the browser knows, for the effective date's time zone. */
export function timeZones(current?: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  // Some engines list only canonical zones (no 'UTC'): the browser's own and the current choice are always there.
  const zones = new Set(supported ? supported('timeZone') : []);
  for (const extra of ['UTC', browserTimeZone(), current]) if (extra) zones.add(extra);
  return [...zones].sort();
}
