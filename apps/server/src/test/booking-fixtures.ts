import { expect } from 'vitest';
import { talentTraits } from '@stagepass/db/schema/bookings';
import { insertEnabledPayoutAccount } from '../features/payments/payouts-repository';
import { venueTimeToInstant } from '@stagepass/domain/events';
import { DAY_MS, marketplace, VENUE_TZ, type TestMember } from './marketplace-fixtures';
import type { TestApp } from './test-app';

/** Specialist trait ids of the seed migration (0002): Musician, and its sub-trait Guitarist. */
export const MUSICIAN = 1;
export const GUITARIST = 102;

/** The sandbox's test cards (Stripe's). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export interface TestTalent extends TestMember {
  locationId: number;
}

/**
 * The booking auction as API tests build it, on top of `marketplace`: talent with a trait, a payout account and a
 * location in San Francisco; their schedules; businesses with saved cards; events with time blocks.
 */
export function bookingWorld(t: TestApp, domain: string) {
  const m = marketplace(t, domain);

  async function talent(options: { traitId?: number; payout?: boolean } = {}): Promise<TestTalent> {
    const s = await m.member({ isSpecialist: true }, 'talent');
    await t.db.insert(talentTraits).values({ talentId: s.id, traitId: options.traitId ?? GUITARIST });
    if (options.payout !== false) await insertEnabledPayoutAccount(t.db, s.id, t.clock.now());
    const data = await m.ok(
      'location_create_update',
      { name: 'Home', address: '1 Market St, San Francisco, CA' },
      s.token,
    );
    return { ...s, locationId: data.location.location_id as number };
  }

  /** An instant `days` from the clock's day at the venue's `hhmm` (Los Angeles), as an ISO string with its offset. */
  const instant = (days: number, hhmm: string) =>
    new Date(venueTimeToInstant(m.at(days, hhmm), VENUE_TZ)).toISOString();

  /** A schedule of the talent `days` ahead from `from` to `to` (venue time), at a $200 rate unless given. */
  async function schedule(
    who: TestTalent,
    days: number,
    from = '17:00',
    to = '23:59',
    terms: Record<string, unknown> = {},
  ): Promise<{ schedule_id: number; closes_at: string }> {
    const data = await m.ok(
      'specialist_schedule',
      {
        location_id: who.locationId,
        start_time: instant(days, from),
        end_time: instant(days, to),
        buffer_time: 0,
        rate: 200,
        approve_bids: false,
        lockout: 60,
        max_events: 3,
        ...terms,
      },
      who.token,
    );
    return data.schedule;
  }

  /** A business with a payout account and saved cards (the first is the default). */
  async function business(cards: string[] = [CARDS.ok]) {
    const b = await m.business();
    await m.ok('stripe_create_customer', {}, b.token);
    for (const number of cards)
      await m.ok('stripe_source_action', { action: 'Add', token: await m.cardToken(number) }, b.token);
    return b;
  }

  /** A time block of the business's event, asking for `traits` (trait id → count). */
  async function block(
    token: string,
    eventId: number,
    days: number,
    from: string,
    to: string,
    traits: Record<string, number> = { [GUITARIST]: 1 },
  ): Promise<number> {
    const data = await m.ok(
      'business_create_update_sub_event',
      { event_id: eventId, sb_start_time: m.at(days, from), sb_end_time: m.at(days, to), traits_num: traits },
      token,
    );
    return data.sb_event_id as number;
  }

  async function bid(token: string, sbEventId: number, who: { id: number }, price: number | string, extra = {}) {
    const data = await m.ok(
      'bid_book_candidate',
      { sb_event_id: sbEventId, sp_id: who.id, sp_trait_id: GUITARIST, price, ...extra },
      token,
    );
    return data.bid as { bid_id: number; state: string; bid_state: string | null; price_cents: number | null };
  }

  /** Moves the clock as the development clock page does, which runs every clock job that came due. */
  async function advanceTo(ms: number) {
    const res = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: ms - t.clock.now() } });
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json() as { ran: string[]; failed: unknown[] };
    expect(run.failed).toEqual([]);
    return run;
  }

  return { ...m, talent, schedule, business, block, bid, advanceTo, instant, DAY_MS };
}
