// Display texts of spec 001 §9: prices, money, distances, counts and dates.

import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import { SHORT_DATE_FORMAT } from './limits';

dayjs.extend(relativeTime);

// ---------------------------------------------------------------------------------------------
// Money

/** spec 001 §9: the currency of each supported country. */
export const SUPPORTED_CURRENCIES = {
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  GB: 'GBP',
  DE: 'EUR',
  JP: 'JPY',
  IN: 'INR',
  IT: 'EUR',
} as const;
export type SupportedCountry = keyof typeof SUPPORTED_CURRENCIES;
export type SupportedCurrency = (typeof SUPPORTED_CURRENCIES)[SupportedCountry];

/** spec 001 §8: the text of the error for an unknown country. */
export const UNSUPPORTED_COUNTRY_CODE = 'unsupported country code';

/** spec 001 §9. Codes are matched case-insensitively ('us' is US); anything else throws. */
export function currencyForCountry(code: string): SupportedCurrency {
  const upper = code.toUpperCase();
  if (!Object.hasOwn(SUPPORTED_CURRENCIES, upper)) throw new Error(UNSUPPORTED_COUNTRY_CODE);
  return SUPPORTED_CURRENCIES[upper as SupportedCountry];
}

export interface FormatMoneyOptions {
  /** Drop the minor digits of whole amounts: '$25' rather than '$25.00'. */
  dropZeroMinor?: boolean;
  /** Defaults to 'en-US', so server-rendered texts (emails) and the web agree. */
  locale?: string;
}

/** The digits of the currency's minor unit: USD 2, JPY 0 (money is kept in that unit). */
export function minorDigits(currency: string): number {
  // Intl knows each currency's minor unit (JPY 0, USD 2), so no table can drift from it.
  return numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Number formats by their options: building an Intl.NumberFormat costs far more than using one. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = numberFormats.get(key);
  if (!made) numberFormats.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

/**
 * Formats an amount given in the currency's minor unit ('cents'; for JPY, whole yen), so money
 * stays an integer everywhere but on screen.
 */
export function formatMoney(cents: number, currency: string = 'USD', options: FormatMoneyOptions = {}): string {
  const digits = minorDigits(currency);
  const amount = cents / 10 ** digits;
  const whole = Number.isInteger(amount);
  return numberFormat(options.locale ?? 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: options.dropZeroMinor && whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** spec 001 §9: ticket and product prices. Amounts are in minor units ('cents'). */
export function priceRangeText(
  minCents: number,
  maxCents: number,
  format: string | ((cents: number) => string) = 'USD',
): string {
  const money = typeof format === 'function' ? format : (c: number) => formatMoney(c, format, { dropZeroMinor: true });
  if (minCents === 0 && maxCents === 0) return 'Free';
  if (minCents === maxCents) return `${money(minCents)}+`;
  if (minCents === 0) return `Free - ${money(maxCents)}`;
  return `${money(minCents)} - ${money(maxCents)}`;
}

// ---------------------------------------------------------------------------------------------
// Distance

/**
 * spec 001 §9: 'N miles away', rounded to whole miles because the distance comes from the
 * visitor's approximate location. Under half a mile rounds to '0 miles away'.
 */
export function distanceText(miles: number): string {
  const n = Math.round(miles);
  return n === 1 ? '1 mile away' : `${n} miles away`;
}

const DEG = Math.PI / 180;

/**
 * spec 001 §9: great-circle distance in statute miles, by the spherical law of cosines: the
 * central angle in degrees × 60 gives nautical miles (minutes of arc), × 1.1515 statute miles.
 */
export function greatCircleMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const cos =
    Math.sin(lat1 * DEG) * Math.sin(lat2 * DEG) +
    Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.cos((lng1 - lng2) * DEG);
  // Rounding can push the cosine of a zero angle just past 1, where acos is NaN.
  const angle = Math.acos(Math.min(1, Math.max(-1, cos))) / DEG;
  return angle * 60 * 1.1515;
}

// ---------------------------------------------------------------------------------------------
// Counts

/**
 * spec 001 §9: above 1000 as K with one decimal, above 1,000,000 as M. 'Above' is strict: 1000 itself shows as
 * '1000'. What a count shows at zero ('NA', '0', 'New' or nothing) is decided by its use, in one place:
 * countDisplay (counts.ts), which is what screens call.
 */
export function countText(n: number): string {
  if (n > 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n > 1000) return `${(n / 1000).toFixed(1)}K`;
  return String(n);
}

// ---------------------------------------------------------------------------------------------
// Stock

/** spec 001 §9: total − sold + the extra (third) value, never below 0. */
export function ticketStockRemaining(total: number, sold: number, extra: number): number {
  return Math.max(0, total - sold + extra);
}

// ---------------------------------------------------------------------------------------------
// Dates

const JUST_NOW_MS = 60 * 1000;
const RELATIVE_MAX_MS = 5 * 24 * 60 * 60 * 1000;

/**
 * spec 001 §9: 'just now' under 60 s, relative time ('5 minutes ago') up to 5 days, the short date
 * after MORE than 5 days, with the year when it is not the current one. `now` is injected so the
 * boundaries are testable. Dates a little in the future (clock skew) read as 'just now'.
 */
export function relativeDate(date: Date | number | string, now: Date | number): string {
  const then = dayjs(date);
  const current = dayjs(now);
  const age = current.valueOf() - then.valueOf();
  if (age < JUST_NOW_MS) return 'just now';
  if (age > RELATIVE_MAX_MS) {
    return then.year() === current.year() ? then.format(SHORT_DATE_FORMAT) : then.format(`${SHORT_DATE_FORMAT}, YYYY`);
  }
  return then.from(current);
}
