import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  flatFeeIn,
  formatPct,
  isZeroDecimal,
  talentListingPrice,
  ticketBuyerPrice,
  ticketFee,
  ZERO_DECIMAL_CURRENCIES,
  type Fees,
} from './fees';

const fees: Fees = {
  booking_pct: 10,
  booking_handling_fee_cents: 100,
  ticket_pct: 5,
  ticket_flat_fee_cents: 99,
  processor_pct: 2.9,
  processor_flat_fee_cents: 30,
  processor_monthly_pct: 0.25,
  subscription_pct: 10,
  currency: 'USD',
};

describe('talentListingPrice (spec 001 §9)', () => {
  it('adds booking + processor percentages, then the handling and processor flat fees', () => {
    // $200 rate: 200 * 12.9 % = $25.80, + $1.00 + $0.30 = $227.10
    expect(talentListingPrice(20_000, fees)).toBe(22_710);
  });

  it('rounds to the cent', () => {
    // 333 * 0.129 = 42.957 → 333 + 42.957 + 130 = 505.957 → 506
    expect(talentListingPrice(333, fees)).toBe(506);
  });

  it('lists a zero rate as zero', () => {
    expect(talentListingPrice(0, fees)).toBe(0);
  });
});

describe('ticket fees (spec 001 §9)', () => {
  it('charges the ticket and processor percentages plus both flat fees', () => {
    // $25 ticket: 25 * 7.9 % = $1.975, + $0.99 + $0.30 = $3.265 → 327 cents
    expect(ticketFee(2500, fees)).toBe(327);
    expect(ticketBuyerPrice(2500, fees)).toBe(2827);
  });

  it('adds nothing to a free ticket', () => {
    expect(ticketFee(0, fees)).toBe(0);
    expect(ticketBuyerPrice(0, fees)).toBe(0);
  });
});

describe('formatPct', () => {
  it('shows whole and fractional percentages without trailing zeros', () => {
    expect(formatPct(10)).toBe('10%');
    expect(formatPct(2.9)).toBe('2.9%');
    expect(formatPct(0.25)).toBe('0.25%');
  });
});

describe('ticket fees in other currencies (Stripe’s zero-decimal currencies)', () => {
  it('charges the flat fees as the same number of minor units, and none where there are no minor units', () => {
    expect(flatFeeIn(30, fees, 'EUR')).toBe(30);
    expect(flatFeeIn(30, fees, 'gbp')).toBe(30);
    expect(flatFeeIn(30, fees, 'JPY')).toBe(0);
    expect(flatFeeIn(30, fees, 'krw')).toBe(0);
    expect(flatFeeIn(30, { currency: 'JPY' }, 'JPY')).toBe(30);
    expect([...ZERO_DECIMAL_CURRENCIES]).toEqual(expect.arrayContaining(['JPY', 'KRW', 'VND', 'CLP', 'XOF']));
    expect(isZeroDecimal('usd')).toBe(false);
  });

  it('a ¥3,000 ticket pays the percentages only, rounded to the yen', () => {
    // 3000 * 7.9 % = 237; no $0.99 + $0.30 turned into ¥129.
    expect(ticketFee(3000, fees, 'JPY')).toBe(237);
    expect(ticketBuyerPrice(3000, fees, 'JPY')).toBe(3237);
    // A €25 ticket: the same cents as $25.
    expect(ticketFee(2500, fees, 'EUR')).toBe(ticketFee(2500, fees));
  });

  it('fees are whole minor units, never below the percentages alone, and never less for a dearer ticket', () => {
    const currency = fc.constantFrom('USD', 'EUR', 'GBP', 'INR', 'JPY', 'KRW', 'VND');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        currency,
        (price, more, c) => {
          const fee = ticketFee(price, fees, c);
          const pctOnly = Math.round((price * (fees.ticket_pct + fees.processor_pct)) / 100);
          expect(Number.isInteger(fee)).toBe(true);
          expect(fee).toBe(isZeroDecimal(c) ? pctOnly : Math.round((price * 7.9) / 100 + 129));
          expect(ticketFee(price + more, fees, c)).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });
});
