import { describe, expect, it } from 'vitest';
import type { Fees } from './fees';
import { availabilityText, cardBrand, SALE_ENDED, SOLD_OUT, ticketCharges, ticketRemaining } from './tickets';

const fees: Fees = {
  booking_pct: 10,
  booking_handling_fee_cents: 300,
  ticket_pct: 5,
  ticket_flat_fee_cents: 99,
  processor_pct: 2.9,
  processor_flat_fee_cents: 30,
  processor_monthly_pct: 0.25,
  subscription_pct: 10,
  currency: 'USD',
};

describe('availabilityText (spec 001 §4)', () => {
  const ticket = { sales_start: '2026-12-01T18:00:00Z', sales_end: '2026-12-10T02:00:00Z', remaining: 5 };
  const tz = 'America/Los_Angeles';
  it("reads 'Available: {date}' before sales start, at the venue", () => {
    expect(availabilityText(ticket, Date.parse('2026-11-30T00:00:00Z'), tz)).toBe('Available: Dec 1, 10:00 am PST');
  });
  it("reads 'Available until {date}' while on sale", () => {
    expect(availabilityText(ticket, Date.parse('2026-12-05T00:00:00Z'), tz)).toBe('Available until Dec 9, 6:00 pm PST');
  });
  it("reads 'Sale Ended!' from the end on, and 'Sold out' when none remains", () => {
    expect(availabilityText(ticket, Date.parse('2026-12-10T02:00:00Z'), tz)).toBe(SALE_ENDED);
    expect(availabilityText({ ...ticket, remaining: 0 }, Date.parse('2026-12-05T00:00:00Z'), tz)).toBe(SOLD_OUT);
  });
});

describe('ticket stock and charges (spec 001 §9)', () => {
  it('counts a refund once: quantity − sold + returned, floored at 0, less held offers', () => {
    expect(ticketRemaining({ quantity: 10, sold: 4, returned: 1 })).toBe(7);
    expect(ticketRemaining({ quantity: 10, sold: 12, returned: 0 })).toBe(0);
    expect(ticketRemaining({ quantity: 10, sold: 9, returned: 0 }, 3)).toBe(0);
  });
  it("adds the product's and the processor's percentage and flat fee per ticket, and each tax on the subtotal", () => {
    const c = ticketCharges(2500, 2, fees, [{ type: 'Sales Tax', rate_pct: 8.625 }]);
    // 2500 × 7.9 % = 197.5 + 99 + 30 = 326.5 → 327 per ticket.
    expect(c).toEqual({
      quantity: 2,
      unit_price_cents: 2500,
      subtotal_cents: 5000,
      fee_cents: 654,
      taxes: [{ type: 'Sales Tax', rate_pct: 8.625, amount_cents: 431 }],
      tax_cents: 431,
      total_cents: 6085,
    });
  });
  it('charges nothing for a free ticket', () => {
    expect(ticketCharges(0, 3, fees, [{ type: 'Sales Tax', rate_pct: 9 }]).total_cents).toBe(0);
  });
  it('in yen (no minor units) charges the percentages without flat fees, in whole yen', () => {
    // ¥3,000 × 7.9 % = 237 per ticket; 10 % consumption tax on ¥6,000.
    expect(ticketCharges(3000, 2, fees, [{ type: 'Consumption Tax', rate_pct: 10 }], 'JPY')).toEqual({
      quantity: 2,
      unit_price_cents: 3000,
      subtotal_cents: 6000,
      fee_cents: 474,
      taxes: [{ type: 'Consumption Tax', rate_pct: 10, amount_cents: 600 }],
      tax_cents: 600,
      total_cents: 7074,
    });
    // In euros the flat fees are the same minor units as in dollars.
    expect(ticketCharges(2500, 2, fees, [], 'EUR').fee_cents).toBe(654);
  });
});

describe('cardBrand (spec 001 §9)', () => {
  it("maps the provider's names to the nine brands, anything else to unknown", () => {
    expect(['Visa', 'American Express', 'Diners Club', 'mastercard', 'UnionPay', 'jcb', 'elo'].map(cardBrand)).toEqual([
      'visa',
      'amex',
      'diners',
      'mastercard',
      'unionpay',
      'jcb',
      'unknown',
    ]);
  });
});
