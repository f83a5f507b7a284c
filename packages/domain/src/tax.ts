// Sales tax (spec 001 §3 Tax, §7 ticket_tax_breakdown and the tax terms): the tax terms a business accepts before
// the tax page shows figures, and the breakdown of the sales tax its ticket sales collected, by month and by quarter,
// state and tax type. The CSV and zip export is in ./tax-export (it brings csv-stringify and fflate with it).

import { minorDigits } from './format';

// ---------------------------------------------------------------------------------------------
// Tax terms

/**
 * The latest sales-tax terms. A new version (a new date, and its policy) makes every business accept again before
 * its tax figures show (ticket_tax_terms_query answers renew = true, renew_notification tells it once).
 */
export const TAX_TERMS = {
  version: '2025-06-17',
  policy:
    'Stagepass adds the taxes you set on each ticket (its tax details) to the price the buyer pays, and records ' +
    'them with every sale. The tax page reports the sales tax collected for your events, per state and tax type, ' +
    'by month and by quarter, in the time zone of each event; a refund is taken off in the month it was made. ' +
    'These figures are estimates from the sales recorded, to help you prepare your returns; they are not tax ' +
    'advice. You are responsible for the rates you set, for registering where required, and for filing and ' +
    'remitting the tax to each state. Stagepass does not file or remit sales tax for you.',
} as const;

/** spec 001 §3 Tax: the tax-terms status (renew, accepted_version, latest_version, policy). */
export interface TaxTermsStatus {
  /** The business has not accepted the latest version (it accepted an older one, or none): ask it. */
  renew: boolean;
  accepted_version: string | null;
  latest_version: string;
  policy: string;
}

/** The status of a business whose newest accepted version is `accepted` (null: it never accepted any). */
export function taxTermsStatus(accepted: string | null): TaxTermsStatus {
  return {
    renew: accepted !== TAX_TERMS.version,
    accepted_version: accepted,
    latest_version: TAX_TERMS.version,
    policy: TAX_TERMS.policy,
  };
}

export const TAX_HEADING = 'Sales tax';
export const TAX_TERMS_HEADING = 'Sales tax terms';
export const ACCEPT_TAX_TERMS = 'Accept';
export const TAX_TERMS_ACCEPTED = 'Sales tax terms accepted.';
export const TAX_TERMS_NEW_VERSION =
  'The sales tax terms have changed. Please review and accept them to see your figures.';
export const TAX_TERMS_FIRST_TIME = 'Please review and accept the sales tax terms to see your figures.';
export const TAX_TERMS_ACCEPTED_VERSION = (version: string) => `You accepted the sales tax terms of ${version}.`;
/** ticket_tax_breakdown before the latest terms are accepted (409). */
export const TAX_TERMS_REQUIRED = 'Please accept the latest sales tax terms to see your tax figures.';
/** ticket_tax_terms_accepted with another version than the latest (409, field 'version'). */
export const TAX_TERMS_NOT_LATEST = (latest: string) =>
  `These are not the latest sales tax terms. Please review and accept version ${latest}.`;
/** The in-app notification renew_notification sends, once per version. */
export const TAX_TERMS_NOTIFICATION_TITLE = 'Sales tax terms';
export const TAX_TERMS_NOTIFICATION_BODY = (version: string, firstTime: boolean) =>
  firstTime
    ? 'Accept the sales tax terms on the Payments page to see your sales tax figures.'
    : `The sales tax terms were updated (${version}). Accept them on the Payments page to keep seeing your sales tax figures.`;
/** Where that notification leads: the Payments page, which holds the tax section. The version makes it unique. */
export const taxTermsNotificationLink = (version: string) => `/dash/payments?tax_terms=${version}`;

// ---------------------------------------------------------------------------------------------
// The breakdown

/** Periods of a year: the monthly list (Jan..Dec), then the quarterly list (Q1..Q4), as spec 001 §9 orders them. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
/** The oldest and newest year the breakdown is asked for. */
export const TAX_YEAR_MIN = 2000;
export const TAX_YEAR_MAX = 2100;
/** How many years back the year picker goes (US states keep returns open to audit for about three to four). */
export const TAX_YEARS_SHOWN = 6;
/** A sale of an event whose address gave no state (an online-only event, an address the geocoder did not place). */
export const UNKNOWN_TAX_STATE = 'Unknown';

/** spec 001 §3 Tax: one entry maps state → tax type → amount, in the minor unit of the state's currency. */
export type TaxAmounts = Record<string, Record<string, number>>;

export interface TaxBreakdown {
  year: number;
  /** The server's date (YYYY-MM-DD, UTC) when the breakdown was made: exports carry it in their names. */
  today: string;
  /** The currency of each state's sales (every state lies in one country). */
  currencies: Record<string, string>;
  /** 12 entries, Jan to Dec. */
  monthly: TaxAmounts[];
  /** 4 entries, Q1 to Q4: the sums of their months. */
  quarterly: TaxAmounts[];
}

/** One sum of the grouped query: a state's tax type in one month (1..12) of the year, net of refunds. */
export interface TaxSum {
  state: string;
  month: number;
  type: string;
  cents: number;
  currency: string;
}

/**
 * The breakdown from the month sums. Keys are set with Map and Object.fromEntries, so a tax type a business named
 * '__proto__' is an entry like any other.
 */
export function taxBreakdown(year: number, today: string, sums: readonly TaxSum[]): TaxBreakdown {
  const months = MONTHS.map(() => new Map<string, Map<string, number>>());
  const quarters = QUARTERS.map(() => new Map<string, Map<string, number>>());
  const currencies = new Map<string, string>();
  const add = (into: Map<string, Map<string, number>>, s: TaxSum) => {
    const types = into.get(s.state) ?? new Map<string, number>();
    types.set(s.type, (types.get(s.type) ?? 0) + s.cents);
    into.set(s.state, types);
  };
  for (const s of sums) {
    if (!Number.isInteger(s.month) || s.month < 1 || s.month > 12) continue;
    add(months[s.month - 1]!, s);
    add(quarters[quarterOfMonth(s.month) - 1]!, s);
    currencies.set(s.state, s.currency);
  }
  // A sale refunded within the period nets to nothing: no entry, as no tax is due on it.
  const plain = (m: Map<string, Map<string, number>>): TaxAmounts =>
    Object.fromEntries(
      [...m]
        .map(([state, types]) => [state, Object.fromEntries([...types].filter(([, cents]) => cents !== 0))] as const)
        .filter(([, types]) => Object.keys(types).length > 0),
    );
  return {
    year,
    today,
    currencies: Object.fromEntries(currencies),
    monthly: months.map(plain),
    quarterly: quarters.map(plain),
  };
}

/** The quarter (1..4) of a month (1..12). */
export function quarterOfMonth(month: number): number {
  return Math.ceil(month / 3);
}

/** '2026-03' for March 2026 (`index` 0..11). */
export function monthPeriod(year: number, index: number): string {
  return `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** '2026-Q1' for the first quarter of 2026 (`index` 0..3). */
export function quarterPeriod(year: number, index: number): string {
  return `${year}-${QUARTERS[index]}`;
}

export interface TaxLine {
  state: string;
  type: string;
  cents: number;
}

/** An entry's amounts as lines, by state then tax type. */
export function taxLines(amounts: TaxAmounts): TaxLine[] {
  const lines: TaxLine[] = [];
  for (const [state, types] of Object.entries(amounts))
    for (const [type, cents] of Object.entries(types)) lines.push({ state, type, cents });
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return lines.sort((a, b) => order(a.state, b.state) || order(a.type, b.type));
}

/**
 * An amount in minor units as an exact decimal in the major unit, for files: 123456 USD → '1234.56', -5 → '-0.05',
 * 1500 JPY → '1500'. Integer arithmetic only, so no amount is ever rounded by a float.
 */
export function amountDecimal(cents: number, currency = 'USD'): string {
  const digits = minorDigits(currency);
  const sign = cents < 0 ? '-' : '';
  const abs = String(Math.abs(cents)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${abs}`;
  return `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}
