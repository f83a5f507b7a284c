import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_CODE_ALPHABET,
  AFFILIATE_TERMS,
  affiliatePayout,
  affiliatePercentText,
  affiliateShareCents,
  bpToFraction,
  lastEndedMonth,
  mayJoinAffiliateProgramme,
  monthEndMs,
  monthOf,
  newAffiliateCode,
  promotionLines,
} from './affiliate';
import { normalizeAffiliateCode } from './affiliate-link';

/** A random source that hands out the given bytes, in a loop. */
const bytes = (...values: number[]) => ({
  getRandomValues<T extends Uint8Array>(array: T): T {
    array.forEach((_, i) => (array[i] = values[i % values.length]!));
    return array;
  },
});

describe('affiliate shares (spec 001 §3, §9)', () => {
  it('shows the stored fraction × 100', () => {
    expect(bpToFraction(1000)).toBe(0.1);
    expect(affiliatePercentText(bpToFraction(1000))).toBe('10%');
    expect(affiliatePercentText(bpToFraction(250))).toBe('2.5%');
    expect(affiliatePercentText(bpToFraction(700))).toBe('7%');
  });

  it('takes the share in whole cents, half up, from basis points', () => {
    expect(affiliateShareCents(1250, 300)).toBe(38); // 37.5
    expect(affiliateShareCents(1249, 300)).toBe(37); // 37.47
    expect(affiliateShareCents(3750, 300)).toBe(113); // 112.5
    expect(affiliateShareCents(1999, 300)).toBe(60); // 59.97
    expect(affiliateShareCents(50_000, 1000)).toBe(5_000);
    expect(affiliateShareCents(2_000_000_000, 1)).toBe(200_000);
    expect(affiliateShareCents(0, 300)).toBe(0);
    expect(affiliateShareCents(1000, 0)).toBe(0);
    expect(affiliateShareCents(-500, 300)).toBe(0);
  });

  it('pays a month less the processor’s monthly percentage, never below zero', () => {
    expect(affiliatePayout(300, 0.25)).toEqual({ grossCents: 300, feeCents: 1, amountCents: 299 });
    expect(affiliatePayout(10_000, 0.25)).toEqual({ grossCents: 10_000, feeCents: 25, amountCents: 9_975 });
    expect(affiliatePayout(10_000, 0)).toEqual({ grossCents: 10_000, feeCents: 0, amountCents: 10_000 });
    expect(affiliatePayout(0, 0.25)).toEqual({ grossCents: 0, feeCents: 0, amountCents: 0 });
  });
});

describe('affiliate months (UTC)', () => {
  it('names the month of an instant and when it ends', () => {
    expect(monthOf(Date.parse('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(monthEndMs('2026-11-01')).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(monthEndMs('2026-12-01')).toBe(Date.parse('2027-01-01T00:00:00Z'));
    expect(lastEndedMonth(Date.parse('2027-01-01T00:00:00Z'))).toBe('2026-12-01');
    expect(lastEndedMonth(Date.parse('2026-11-22T12:00:00Z'))).toBe('2026-10-01');
  });
});

describe('joining and codes (spec 001 §6)', () => {
  it('lets only talent and businesses join, never an agency acting as a client', () => {
    const m = { isBusiness: false, isSpecialist: false, agencyAsClient: false };
    expect(mayJoinAffiliateProgramme({ ...m, isSpecialist: true })).toBe(true);
    expect(mayJoinAffiliateProgramme({ ...m, isBusiness: true })).toBe(true);
    expect(mayJoinAffiliateProgramme(m)).toBe(false);
    expect(mayJoinAffiliateProgramme({ ...m, isSpecialist: true, agencyAsClient: true })).toBe(false);
  });

  it('makes a code of the name and four characters easy to read', () => {
    expect(newAffiliateCode('Tala Talent', bytes(0, 1, 31, 32))).toBe('TALATAAB9A');
    expect(newAffiliateCode('Zoë', bytes(7))).toBe('ZOEHHHH');
    expect(newAffiliateCode('李', bytes(0))).toBe('STAGEAAAA');
    const code = newAffiliateCode('bayside');
    expect(code).toMatch(new RegExp(`^BAYSID[${AFFILIATE_CODE_ALPHABET}]{4}$`));
    expect(normalizeAffiliateCode('  tala7kq2 ')).toBe('TALA7KQ2');
  });
});

describe('affiliate texts (spec 001 §9)', () => {
  it('states the programme terms of the spec', () => {
    const text = AFFILIATE_TERMS.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('50 US dollars');
    expect(text).toContain('18 years of age or older');
    expect(text).toContain('arbitration in California under California law');
    expect(text).toContain('monthly, in one lump sum');
  });

  it('lists the promotion’s shares as percentages', () => {
    const lines = promotionLines({
      bus_booking_pct: 0.1,
      spc_booking_pct: 0.05,
      ticket_pct: 0.03,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      payout_period: 1,
    });
    expect(lines.shares).toEqual([
      '3% of the ticket sales of businesses you refer',
      '10% of the booking fees businesses you refer pay',
      '5% of the booking fees talent you refer earn',
    ]);
    expect(lines.period).toBe('For sales from Jan 1, 2026 to Dec 31, 2026.');
    expect(lines.payout).toBe('Paid every month in one lump sum, less processing fees.');
  });
});
