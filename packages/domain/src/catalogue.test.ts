import { describe, expect, it } from 'vitest';
import {
  TAGS_INVALID,
  TAGS_TOO_MANY,
  TAG_TOO_LONG,
  foreignSubtypes,
  parseTags,
  planOpen,
  productPriceRange,
  productPriceText,
  type PlanTiming,
} from './catalogue';

const open: PlanTiming = { effDateMs: null, disabled: false, disabledFromMs: null };
const NOW = 1_000_000;

describe('parseTags (spec 001 §3: tags sent as a JSON string)', () => {
  it('reads a JSON list of strings: trimmed, empty ones dropped, each once whatever its case', () => {
    expect(parseTags('[" jazz ", "Live  music", "JAZZ", ""]')).toEqual({ tags: ['jazz', 'Live music'] });
    expect(parseTags('[]')).toEqual({ tags: [] });
  });

  it.each(['jazz', '{"a":"b"}', '[1]', '"jazz"', 'null', '[["jazz"]]'])('refuses %s', (json) => {
    expect(parseTags(json)).toEqual({ problem: TAGS_INVALID });
  });

  it('holds the limits: 20 tags of 30 characters', () => {
    expect(parseTags(JSON.stringify(Array.from({ length: 21 }, (_, i) => `t${i}`)))).toEqual({
      problem: TAGS_TOO_MANY,
    });
    expect(parseTags(JSON.stringify(['x'.repeat(31)]))).toEqual({ problem: TAG_TOO_LONG });
    expect(parseTags(JSON.stringify(['x'.repeat(30)]))).toEqual({ tags: ['x'.repeat(30)] });
  });
});

describe('foreignSubtypes', () => {
  it('names the sub-types that are not of the product type', () => {
    expect(foreignSubtypes(1, [101, 104])).toEqual([]);
    expect(foreignSubtypes(1, [101, 201, 9])).toEqual([201, 9]);
    expect(foreignSubtypes(99, [101])).toEqual([101]);
  });
});

describe('planOpen (spec 001 §4: effective dates, disabling, replacement plans)', () => {
  it('opens a plan from its effective date until it is disabled (at once or from a date)', () => {
    expect(planOpen(open, {}, NOW)).toBe(true);
    expect(planOpen({ ...open, effDateMs: NOW + 1 }, {}, NOW)).toBe(false);
    expect(planOpen({ ...open, effDateMs: NOW }, {}, NOW)).toBe(true);
    expect(planOpen({ ...open, disabled: true }, {}, NOW)).toBe(false);
    expect(planOpen({ ...open, disabled: true, disabledFromMs: NOW + 1 }, {}, NOW)).toBe(true);
    expect(planOpen({ ...open, disabled: true, disabledFromMs: NOW }, {}, NOW)).toBe(false);
  });

  it('hands new members to the replacement from its date, and closes the replacement with the plan it replaces', () => {
    const replacement = { ...open, effDateMs: NOW + 10 };
    expect(planOpen(open, { replacement }, NOW)).toBe(true);
    expect(planOpen(replacement, { replaces: open }, NOW)).toBe(false);
    expect(planOpen(open, { replacement }, NOW + 10)).toBe(false);
    expect(planOpen(replacement, { replaces: open }, NOW + 10)).toBe(true);
    expect(planOpen(replacement, { replaces: { ...open, disabled: true } }, NOW + 10)).toBe(false);
  });
});

describe('productPriceRange and productPriceText (spec 001 §9 currencies and price display, §8)', () => {
  const prices = [
    { priceCents: 500, currency: 'USD' },
    { priceCents: 400, currency: 'GBP' },
    { priceCents: 1200, currency: 'USD' },
  ];
  it('prices in the viewer’s currency when a plan has it, else the first offered', () => {
    expect(productPriceRange(prices, 'GB')).toEqual({ min: 400, max: 400, currency: 'GBP' });
    expect(productPriceRange(prices, 'us')).toEqual({ min: 500, max: 1200, currency: 'USD' });
    expect(productPriceRange(prices, 'JP')).toEqual({ min: 500, max: 1200, currency: 'USD' });
    expect(productPriceRange([], 'US')).toBeNull();
    expect(() => productPriceRange(prices, 'FR')).toThrow('unsupported country code');
  });

  it('shows the range, no plans yet, or unsupported country code', () => {
    expect(productPriceText({ min: 500, max: 1200, currency: 'USD' }, 'US')).toBe('$5 - $12');
    expect(productPriceText({ min: 500, max: 500, currency: 'EUR' }, 'DE')).toBe('€5+');
    expect(productPriceText(null, 'US')).toBe('No plans yet');
    expect(productPriceText({ min: 500, max: 500, currency: 'USD' }, 'FR')).toBe('unsupported country code');
  });
});
