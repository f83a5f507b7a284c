import { describe, expect, it } from 'vitest';
import {
  SUPPORTED_CURRENCIES,
  countText,
  currencyForCountry,
  distanceText,
  formatMoney,
  greatCircleMiles,
  priceRangeText,
  relativeDate,
  ticketStockRemaining,
} from './format';

describe('priceRangeText (spec 001 §9)', () => {
  it("shows 'Free' when both ends are 0", () => {
    expect(priceRangeText(0, 0)).toBe('Free');
  });

  it("shows one price followed by '+' when min equals max", () => {
    expect(priceRangeText(2500, 2500)).toBe('$25+');
    expect(priceRangeText(2550, 2550)).toBe('$25.50+');
  });

  it("shows 'Free - X' when min is 0", () => {
    expect(priceRangeText(0, 4000)).toBe('Free - $40');
  });

  it('shows a range otherwise', () => {
    expect(priceRangeText(1000, 4000)).toBe('$10 - $40');
    expect(priceRangeText(999, 125_000)).toBe('$9.99 - $1,250');
  });

  it('formats in the given currency', () => {
    expect(priceRangeText(1000, 4000, 'GBP')).toBe('£10 - £40');
    expect(priceRangeText(0, 2000, 'JPY')).toBe('Free - ¥2,000');
  });

  it('takes a formatter instead of a currency', () => {
    expect(priceRangeText(100, 200, (c) => `${c}c`)).toBe('100c - 200c');
  });
});

describe('formatMoney', () => {
  it('formats cents with the minor digits', () => {
    expect(formatMoney(2500, 'USD')).toBe('$25.00');
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-1999, 'USD')).toBe('-$19.99');
  });

  it('drops .00 of whole amounts on request only', () => {
    expect(formatMoney(2500, 'USD', { dropZeroMinor: true })).toBe('$25');
    expect(formatMoney(2550, 'USD', { dropZeroMinor: true })).toBe('$25.50');
  });

  it('treats JPY amounts as whole yen, since yen has no minor unit', () => {
    expect(formatMoney(2500, 'JPY')).toBe('¥2,500');
  });

  it.each([
    ['CAD', 'CA$12.34'],
    ['AUD', 'A$12.34'],
    ['GBP', '£12.34'],
    ['EUR', '€12.34'],
    ['INR', '₹12.34'],
  ])('formats %s', (currency, text) => {
    expect(formatMoney(1234, currency)).toBe(text);
  });

  it('takes a locale', () => {
    expect(formatMoney(123_456, 'EUR', { locale: 'de-DE' })).toBe('1.234,56\u00a0€');
  });
});

describe('currencyForCountry (spec 001 §9)', () => {
  it.each([
    ['US', 'USD'],
    ['CA', 'CAD'],
    ['AU', 'AUD'],
    ['GB', 'GBP'],
    ['DE', 'EUR'],
    ['JP', 'JPY'],
    ['IN', 'INR'],
    ['IT', 'EUR'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it('supports exactly the eight countries', () => {
    expect(Object.keys(SUPPORTED_CURRENCIES)).toEqual(['US', 'CA', 'AU', 'GB', 'DE', 'JP', 'IN', 'IT']);
  });

  it('accepts lower case codes', () => {
    expect(currencyForCountry('gb')).toBe('GBP');
  });

  it.each(['FR', 'MX', '', 'USA', 'toString', '__proto__'])("throws 'unsupported country code' for %j", (code) => {
    expect(() => currencyForCountry(code)).toThrow(new Error('unsupported country code'));
  });
});

describe('distanceText (spec 001 §9)', () => {
  it.each([
    [1, '1 mile away'],
    [0.6, '1 mile away'],
    [1.49, '1 mile away'],
    [1.5, '2 miles away'],
    [2, '2 miles away'],
    [12.4, '12 miles away'],
    [0.2, '0 miles away'],
  ])('%d miles -> %s', (miles, text) => {
    expect(distanceText(miles)).toBe(text);
  });
});

describe('greatCircleMiles (spec 001 §9: minutes times 1.1515)', () => {
  it('gives 60 × 1.1515 miles per degree of arc', () => {
    expect(greatCircleMiles(0, 0, 0, 1)).toBeCloseTo(69.09, 6);
    expect(greatCircleMiles(0, 0, 1, 0)).toBeCloseTo(69.09, 6);
  });

  it('is 0 for the same point, not NaN', () => {
    expect(greatCircleMiles(37.77, -122.42, 37.77, -122.42)).toBe(0);
  });

  it('measures San Francisco to Los Angeles and New York', () => {
    expect(greatCircleMiles(37.77, -122.42, 34.05, -118.24)).toBeCloseTo(347.44, 2);
    expect(greatCircleMiles(37.77, -122.42, 40.71, -74.01)).toBeCloseTo(2565.55, 2);
  });

  it('is symmetric', () => {
    expect(greatCircleMiles(34.05, -118.24, 37.77, -122.42)).toBeCloseTo(
      greatCircleMiles(37.77, -122.42, 34.05, -118.24),
      9,
    );
  });
});

describe('countText (spec 001 §9)', () => {
  it.each([
    [1, '1'],
    [999, '999'],
    [1000, '1000'],
    [1001, '1.0K'],
    [1500, '1.5K'],
    [999_999, '1000.0K'],
    [1_000_000, '1000.0K'],
    [1_000_001, '1.0M'],
    [2_345_678, '2.3M'],
  ])('%i -> %s', (n, text) => {
    expect(countText(n)).toBe(text);
  });

  it("formats zero as 0: what a use shows at zero is countDisplay's (counts.ts)", () => {
    expect(countText(0)).toBe('0');
  });
});

describe('ticketStockRemaining (spec 001 §9)', () => {
  it('is total minus sold plus the extra value', () => {
    expect(ticketStockRemaining(100, 30, 5)).toBe(75);
    expect(ticketStockRemaining(100, 100, 0)).toBe(0);
    expect(ticketStockRemaining(100, 100, 2)).toBe(2);
  });

  it('never goes below 0', () => {
    expect(ticketStockRemaining(10, 12, 0)).toBe(0);
  });
});

describe('relativeDate (spec 001 §9)', () => {
  // Local-time constructors so the expected short dates hold in any time zone.
  const now = new Date(2025, 5, 15, 12, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const SECOND = 1000;
  const MINUTE = 60 * SECOND;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;

  it("shows 'just now' under 60 s", () => {
    expect(relativeDate(now, now)).toBe('just now');
    expect(relativeDate(ago(59 * SECOND), now)).toBe('just now');
    expect(relativeDate(ago(59 * SECOND + 999), now)).toBe('just now');
  });

  it('shows relative time from 60 s on', () => {
    expect(relativeDate(ago(60 * SECOND), now)).toBe('a minute ago');
    expect(relativeDate(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(relativeDate(ago(3 * HOUR), now)).toBe('3 hours ago');
    expect(relativeDate(ago(2 * DAY), now)).toBe('2 days ago');
  });

  it('keeps relative time at exactly 5 days', () => {
    expect(relativeDate(ago(5 * DAY), now)).toBe('5 days ago');
  });

  it('shows the short date after more than 5 days', () => {
    expect(relativeDate(ago(5 * DAY + SECOND), now)).toBe('Jun 10');
    expect(relativeDate(new Date(2025, 2, 4, 9, 30), now)).toBe('Mar 4');
  });

  it('adds the year when it is not the current year', () => {
    expect(relativeDate(new Date(2024, 2, 4, 9, 30), now)).toBe('Mar 4, 2024');
    expect(relativeDate(new Date(2024, 11, 31, 23, 0), new Date(2025, 0, 10, 8, 0))).toBe('Dec 31, 2024');
  });

  it('takes milliseconds and ISO strings', () => {
    expect(relativeDate(ago(2 * HOUR).getTime(), now.getTime())).toBe('2 hours ago');
    expect(relativeDate(new Date(2025, 2, 4, 9, 30).toISOString(), now)).toBe('Mar 4');
  });

  it("reads a slightly future date (clock skew) as 'just now'", () => {
    expect(relativeDate(new Date(now.getTime() + 5 * SECOND), now)).toBe('just now');
  });
});
