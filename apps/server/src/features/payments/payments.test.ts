import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentListingPrice } from '@stagepass/domain/fees';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../../config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('get_fees', () => {
  it('serves the configured fees to anyone, in percent numbers and cents', async () => {
    const res = await t.call('get_fees', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      booking_pct: 10,
      booking_handling_fee_cents: 100,
      ticket_pct: 5,
      ticket_flat_fee_cents: 99,
      processor_pct: 2.9,
      processor_flat_fee_cents: 30,
      processor_monthly_pct: 0.25,
      subscription_pct: 10,
      currency: 'USD',
    });
    // spec 001 §9 with the defaults: a $200 rate lists at $227.10.
    expect(talentListingPrice(20_000, res.body.data)).toBe(22_710);
  });

  it('takes its values from configuration', async () => {
    const custom = await createTestApp({ FEE_BOOKING_PCT: '12.5', FEE_TICKET_FLAT_CENTS: '150', FEE_CURRENCY: 'CAD' });
    try {
      const res = await custom.call('get_fees', {});
      expect(res.body.data).toMatchObject({ booking_pct: 12.5, ticket_flat_fee_cents: 150, currency: 'CAD' });
    } finally {
      await custom.close();
    }
  });

  it('refuses a bad fee setting at start and names it', () => {
    expect(() => loadConfig({ FEE_BOOKING_PCT: '150' })).toThrow(/FEE_BOOKING_PCT/);
    expect(() => loadConfig({ FEE_TICKET_FLAT_CENTS: '9.5' })).toThrow(/FEE_TICKET_FLAT_CENTS/);
    expect(() => loadConfig({ FEE_CURRENCY: 'dollars' })).toThrow(/FEE_CURRENCY/);
    expect(() => loadConfig({ OAUTH_YOUTUBE_ISSUER: 'not a url' })).toThrow(/OAUTH_YOUTUBE_ISSUER/);
    expect(() => loadConfig({ SMS_FROM: '415-555' })).toThrow(/SMS_FROM/);
  });
});
