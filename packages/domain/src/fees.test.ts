import { describe, expect, it } from 'vitest';
import { formatPct, talentListingPrice, ticketBuyerPrice, ticketFee, type Fees } from './fees';

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
