import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bids, type BidStanding, type BidState } from '@stagepass/db/schema/bookings';
import { subEvents } from '@stagepass/db/schema/events';
import { SUB_EVENT_HAS_BOOKINGS } from '@stagepass/domain/events';
import { bookingWorld, GUITARIST } from '../../test/booking-fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

interface Card {
  event_id: number;
  ev_password: string | null;
  bid_id: number | null;
  sch_id: number | null;
  state: string | null;
  bid_state: string | null;
  sb_start_time: string | null;
  sb_end_time: string | null;
  sp_trait: string | null;
}

const nearSf = { latitude: 37.77, longitude: -122.42, distance: 25 };
const ids = (cards: Card[]) => cards.map((c) => c.event_id);
const noBid = {
  bid_id: null,
  sch_id: null,
  state: null,
  bid_state: null,
  sb_start_time: null,
  sb_end_time: null,
  sp_trait: null,
};

/**
 * A talent with bids on two events in two states (Booked under one schedule, Bid under another) and a later
 * Rejected bid beside the booking; a private event where they have a Request; another talent's bid on a third event.
 */
async function world() {
  const w = bookingWorld(t, `talent-events-${Math.random().toString(36).slice(2)}.test`);
  const talent = await w.talent();
  const other = await w.talent();
  const fan = await w.member();
  const venue = await w.business();
  const s1 = (await w.schedule(talent, 10)).schedule_id;
  const s2 = (await w.schedule(talent, 12)).schedule_id;
  const s3 = (await w.schedule(other, 11)).schedule_id;

  const booked = await w.event(venue.token, 10, 'Booked Night');
  const biddedOn = await w.event(venue.token, 12, 'Bid Night');
  const free = await w.event(venue.token, 11, 'Free Night');
  const secret = await w.event(venue.token, 13, 'Secret Night', { private: true, ev_password: 'open-sesame' });
  const block = {
    booked: await w.block(venue.token, booked, 10, '19:00', '20:00'),
    bookedLate: await w.block(venue.token, booked, 10, '21:00', '22:00'),
    biddedOn: await w.block(venue.token, biddedOn, 12, '19:00', '21:00'),
    free: await w.block(venue.token, free, 11, '19:00', '21:00'),
    secret: await w.block(venue.token, secret, 13, '19:00', '21:00'),
  };

  let placed = t.clock.now();
  async function bid(
    eventId: number,
    subEventId: number,
    talentId: number,
    scheduleId: number | null,
    state: BidState,
    bidState: BidStanding | null,
  ) {
    const at = new Date((placed += 1000));
    const [row] = await t.db
      .insert(bids)
      .values({
        subEventId,
        eventId,
        businessId: venue.id,
        talentId,
        scheduleId,
        traitId: GUITARIST,
        maxCents: 30_000,
        state,
        bidState,
        placedAt: at,
        updatedAt: at,
      })
      .returning({ id: bids.id });
    return row!.id;
  }
  const bidIds = {
    booked: await bid(booked, block.booked, talent.id, s1, 'Booked', 'Win'),
    biddedOn: await bid(biddedOn, block.biddedOn, talent.id, s2, 'Bid', 'Lose'),
    // Placed after the booking, on the same event: the booking stays the card's bid.
    rejected: await bid(booked, block.bookedLate, talent.id, s1, 'Rejected', null),
    secret: await bid(secret, block.secret, talent.id, null, 'Request', null),
    others: await bid(free, block.free, other.id, s3, 'Bid', 'Win'),
  };
  const sb = async (eventId: number, subEventId: number) => {
    const { events } = await w.ok('user_events_query', { event_id: eventId }, venue.token);
    const sub = (events[0] as { sb_event: Record<string, { sb_start_time: string; sb_end_time: string }> }).sb_event[
      String(subEventId)
    ]!;
    return { sb_start_time: sub.sb_start_time, sb_end_time: sub.sb_end_time };
  };
  const times = {
    booked: await sb(booked, block.booked),
    bookedLate: await sb(booked, block.bookedLate),
    biddedOn: await sb(biddedOn, block.biddedOn),
  };

  const ask = async (input: Record<string, unknown>, token?: string) =>
    (await w.ok('user_events_query', input, token)).events as Card[];
  return {
    w,
    talent,
    other,
    fan,
    venue,
    schedules: { s1, s2, s3 },
    events: { booked, biddedOn, free, secret },
    blocks: block,
    bidIds,
    times,
    ask,
  };
}

describe('user_events_query, the talent side (spec 001 §3, §4, §7; issue 12)', () => {
  it('answers only the events of a schedule, of a bid, or of a bid state, with the talent fields of that bid', async () => {
    const { talent, schedules, events, bidIds, times, ask } = await world();
    const bookedCard = {
      bid_id: bidIds.booked,
      sch_id: schedules.s1,
      state: 'Booked',
      bid_state: 'Win',
      ...times.booked,
      sp_trait: 'Guitarist',
    };
    const bidCard = {
      bid_id: bidIds.biddedOn,
      sch_id: schedules.s2,
      state: 'Bid',
      bid_state: 'Lose',
      ...times.biddedOn,
      sp_trait: 'Guitarist',
    };

    const bySchedule1 = await ask({ scheduling_calendar_id: schedules.s1 }, talent.token);
    expect(ids(bySchedule1)).toEqual([events.booked]);
    expect(bySchedule1[0]).toMatchObject(bookedCard);
    const bySchedule2 = await ask({ scheduling_calendar_id: schedules.s2 }, talent.token);
    expect(ids(bySchedule2)).toEqual([events.biddedOn]);
    expect(bySchedule2[0]).toMatchObject(bidCard);

    const byBid = await ask({ bid_id: bidIds.biddedOn }, talent.token);
    expect(ids(byBid)).toEqual([events.biddedOn]);
    expect(byBid[0]).toMatchObject(bidCard);
    // Asked by the rejected bid, the card shows that bid, not the booking beside it.
    const byRejected = await ask({ bid_id: bidIds.rejected }, talent.token);
    expect(ids(byRejected)).toEqual([events.booked]);
    expect(byRejected[0]).toMatchObject({ bid_id: bidIds.rejected, state: 'Rejected', ...times.bookedLate });

    expect(ids(await ask({ bid_state: 'Booked' }, talent.token))).toEqual([events.booked]);
    expect(ids(await ask({ bid_state: 'Bid' }, talent.token))).toEqual([events.biddedOn]);
    expect(ids(await ask({ bid_state: 'Rejected' }, talent.token))).toEqual([events.booked]);
    expect(await ask({ bid_state: 'Cancelled' }, talent.token)).toEqual([]);
    // Every flag given holds on the same bid.
    expect(await ask({ scheduling_calendar_id: schedules.s1, bid_state: 'Bid' }, talent.token)).toEqual([]);
    expect(ids(await ask({ scheduling_calendar_id: schedules.s1, bid_state: 'Booked' }, talent.token))).toEqual([
      events.booked,
    ]);

    // A private event the business asked this talent to: shown to them by their bid, still without its password.
    const secret = await ask({ bid_state: 'Request' }, talent.token);
    expect(ids(secret)).toEqual([events.secret]);
    expect(secret[0]).toMatchObject({ bid_id: bidIds.secret, sch_id: null, state: 'Request', ev_password: null });
  });

  it("answers no events for another talent's bid or schedule, or for a caller who is not talent", async () => {
    const { talent, other, fan, venue, schedules, bidIds, events, ask } = await world();
    expect(await ask({ bid_id: bidIds.others }, talent.token)).toEqual([]);
    expect(await ask({ scheduling_calendar_id: schedules.s3 }, talent.token)).toEqual([]);
    expect(await ask({ bid_id: bidIds.booked }, other.token)).toEqual([]);
    expect(ids(await ask({ bid_id: bidIds.others }, other.token))).toEqual([events.free]);
    for (const token of [fan.token, venue.token, undefined]) {
      expect(await ask({ bid_id: bidIds.booked }, token)).toEqual([]);
      expect(await ask({ bid_state: 'Booked' }, token)).toEqual([]);
      expect(await ask({ scheduling_calendar_id: schedules.s1 }, token)).toEqual([]);
    }
  });

  it("puts the talent's own bid on every card, nearby and by id, and nulls for a fan, through the shared cache", async () => {
    const { talent, fan, schedules, events, bidIds, times, ask } = await world();
    // The fan fills the area's cache; the talent's answer comes from it, with their bids on a copy.
    const asFan = await ask(nearSf, fan.token);
    expect(ids(asFan)).toEqual([events.booked, events.free, events.biddedOn]);
    for (const card of asFan) expect(card).toMatchObject(noBid);

    const hits = t.app.nearbyCache.hits;
    const asTalent = await ask(nearSf, talent.token);
    expect(t.app.nearbyCache.hits).toBe(hits + 1);
    expect(ids(asTalent)).toEqual([events.booked, events.free, events.biddedOn]);
    const card = (id: number) => asTalent.find((c) => c.event_id === id)!;
    // Booked first, though the Rejected bid beside it is the latest.
    expect(card(events.booked)).toMatchObject({
      bid_id: bidIds.booked,
      sch_id: schedules.s1,
      state: 'Booked',
      bid_state: 'Win',
      ...times.booked,
      sp_trait: 'Guitarist',
    });
    expect(card(events.biddedOn)).toMatchObject({ bid_id: bidIds.biddedOn, state: 'Bid', bid_state: 'Lose' });
    // Another talent's bid is not this talent's.
    expect(card(events.free)).toMatchObject(noBid);

    // The cached cards were not touched: the fan's next answer still carries no bid.
    for (const c of await ask(nearSf, fan.token)) expect(c).toMatchObject(noBid);
    const byId = await ask({ event_id: events.biddedOn }, talent.token);
    expect(byId[0]).toMatchObject({ bid_id: bidIds.biddedOn, sch_id: schedules.s2 });
    expect((await ask({ event_id: events.biddedOn }, fan.token))[0]).toMatchObject(noBid);
  });

  it("features only events that carry no bid_id: the talent's bid events are left out", async () => {
    const { talent, other, fan, events, ask } = await world();
    // Soonest ending first: booked (day 10), free (day 11), biddedOn (day 12); the private one is never featured.
    const forFan = await ask({ featured: true }, fan.token);
    expect(ids(forFan)).toEqual([events.booked, events.free, events.biddedOn]);
    for (const card of forFan) expect(card).toMatchObject(noBid);
    expect(ids(await ask({ featured: true }))).toEqual([events.booked, events.free, events.biddedOn]);
    expect(ids(await ask({ featured: true }, talent.token))).toEqual([events.free]);
    expect(ids(await ask({ featured: true }, other.token))).toEqual([events.booked, events.biddedOn]);
  });
});

describe('business_delete_sub_event and bookings (spec 001 §7; issue 9)', () => {
  it('refuses to delete a time block with a booking, and deletes one whose bids were not booked', async () => {
    const { w, venue, blocks } = await world();
    const refused = await t.call('business_delete_sub_event', { sb_event_id: blocks.booked }, venue.token);
    expect([refused.status, refused.body.message, refused.body.field]).toEqual([
      409,
      SUB_EVENT_HAS_BOOKINGS,
      'sb_event_id',
    ]);
    expect(await t.db.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.id, blocks.booked))).toHaveLength(
      1,
    );
    // A time block with only a bid (not booked) goes, its bid with it.
    await w.ok('business_delete_sub_event', { sb_event_id: blocks.biddedOn }, venue.token);
    expect(await t.db.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.id, blocks.biddedOn))).toEqual(
      [],
    );
  });
});
