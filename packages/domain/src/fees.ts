// Fees of spec 001 §3 and §9. The values come from the server (get_fees); the rules that use them
// live here so the pricing page, the booking screens and the server compute the same cents.

/**
 * The fee schedule served by get_fees. Percentages are percent numbers (2.9 means 2.9 %); amounts
 * are integer cents in `currency`.
 */
export interface Fees {
  /** The product's cut of a talent booking. */
  booking_pct: number;
  /** The product's fixed handling fee per booking. */
  booking_handling_fee_cents: number;
  /** The product's cut of each ticket sold. */
  ticket_pct: number;
  /** The product's fixed fee per ticket. */
  ticket_flat_fee_cents: number;
  /** The card processor's cut of each charge. */
  processor_pct: number;
  /** The card processor's fixed fee per charge. */
  processor_flat_fee_cents: number;
  /** The card processor's monthly fee on payout volume. */
  processor_monthly_pct: number;
  /** The product's cut of subscriptions. */
  subscription_pct: number;
  currency: string;
}

const pctOf = (cents: number, pct: number) => (cents * pct) / 100;

/**
 * Stripe's zero-decimal currencies (https://docs.stripe.com/currencies#zero-decimal): an amount is in whole units
 * (¥500 is 500), so there is no minor unit at all.
 */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** Whether `currency` (ISO 4217, any case) is one of Stripe's zero-decimal currencies. */
export function isZeroDecimal(currency: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase());
}

/**
 * A flat fee of the schedule (`cents`, minor units of fees.currency) as charged on a sale in `currency`. There is no
 * exchange: a sale in another currency is charged the same number of minor units (30 US cents are 30 euro cents or
 * 30 pence), and a zero-decimal currency, which has no minor units, is charged no flat fee (¥0, not ¥30).
 */
export function flatFeeIn(cents: number, fees: Pick<Fees, 'currency'>, currency: string): number {
  if (currency.toUpperCase() === fees.currency.toUpperCase()) return cents;
  return isZeroDecimal(currency) ? 0 : cents;
}

/**
 * spec 001 §9: 'Talent listing price = booking percentage + processor percentage, plus booking
 * handling fee + processor flat fee'. The talent's rate is grossed up by both percentages, then the
 * two fixed fees are added; rounded to the cent. A zero rate is listed as zero (nothing to charge).
 */
export function talentListingPrice(rateCents: number, fees: Fees): number {
  if (rateCents <= 0) return 0;
  return Math.round(
    rateCents +
      pctOf(rateCents, fees.booking_pct + fees.processor_pct) +
      fees.booking_handling_fee_cents +
      fees.processor_flat_fee_cents,
  );
}

/**
 * spec 001 §9: 'Ticket buyers pay the product's ticket percentage and flat fee plus the processor's
 * percentage and flat fee'. The fee on one ticket of `priceCents` (minor units of `currency`, the event's; the
 * schedule's own by default), rounded to the currency's unit; free tickets carry no fee. The flat fees follow
 * flatFeeIn: none in a zero-decimal currency.
 */
export function ticketFee(priceCents: number, fees: Fees, currency: string = fees.currency): number {
  if (priceCents <= 0) return 0;
  return Math.round(
    pctOf(priceCents, fees.ticket_pct + fees.processor_pct) +
      flatFeeIn(fees.ticket_flat_fee_cents, fees, currency) +
      flatFeeIn(fees.processor_flat_fee_cents, fees, currency),
  );
}

/** What a buyer pays for one ticket: its price plus ticketFee. */
export function ticketBuyerPrice(priceCents: number, fees: Fees, currency: string = fees.currency): number {
  return priceCents + ticketFee(priceCents, fees, currency);
}

/** A percentage as the pricing page shows it: '10%', '2.9%'. */
export function formatPct(pct: number): string {
  return `${Number(pct.toFixed(2))}%`;
}
