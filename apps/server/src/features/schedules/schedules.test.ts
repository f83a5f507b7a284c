import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { bids, bookingPayments, scheduleDays, scheduleRequests, schedules } from '@stagepass/db/schema/bookings';
import { notifications, outbox } from '@stagepass/db/schema/notifications';
import { venueTimeToInstant } from '@stagepass/domain/events';
import {
  APPLY_TEMPLATE_DUPLICATE_DATES,
  BOOK_NOW_BELOW_RATE,
  DAY_CLOSED,
  DAY_WOULD_CLOSE,
  LOCATION_ADDRESS_NOT_FOUND,
  LOCATION_IN_USE,
  LOCATION_NOT_FOUND,
  LOCATION_REQUIRED,
  SCHEDULE_ENDS_BEFORE_START,
  SCHEDULE_HAS_BOOKINGS,
  SCHEDULE_LIST_ENDS_BEFORE_START,
  SCHEDULE_NOT_FOUND,
  SCHEDULE_OVERLAPS,
  SCHEDULE_SHRINKS_BOOKINGS,
  SCHEDULE_SPANS_DAYS,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NEEDS_LOCATION,
  TEMPLATE_NOT_FOUND,
} from '@stagepass/domain/schedules';
import type { ScheduleItem } from '@stagepass/contract/schedules/fields';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashPassword } from '../accounts/passwords';
import * as eventsRepo from '../events/events-repository';
import { signIn } from '../../test/account-flows';
import { DAY_MS, marketplace, VENUE_TZ, type TestMember } from '../../test/marketplace-fixtures';
import { bookingWorld } from '../../test/booking-fixtures';
import { SCHEDULE_REQUEST_NOT_FOUND } from '@stagepass/domain/schedule-requests';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const m = marketplace(t, 'schedules.test');
/** Talent, cards and bids as the bidding requests make them (for a Book Now caught mid-charge). */
const w = bookingWorld(t, 'schedules-book-now.test');
const HOUR = 3600_000;

let serial = 0;
/** A new signed-in talent (Specialist). */
async function talent(): Promise<TestMember> {
  const email = `talent${++serial}@schedules.test`;
  const name = `Talent ${serial}`;
  const [row] = await t.db
    .insert(members)
    .values({
      email,
      name,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isSpecialist: true,
      termsAcceptedAt: new Date(t.clock.now()),
      createdAt: new Date(t.clock.now()),
    })
    .returning({ id: members.id });
  return { token: await signIn(t, email, DEMO_PASSWORD), id: row!.id, email, name };
}

/** The instant of the venue's (Los Angeles) wall-clock time `days` from now at `hhmm`, as ISO. */
const iso = (days: number, hhmm: string) => new Date(venueTimeToInstant(m.at(days, hhmm), VENUE_TZ)).toISOString();
const minus = (isoTime: string, minutes: number) => new Date(Date.parse(isoTime) - minutes * 60_000).toISOString();

async function location(token: string, name = 'Home Studio', address = '1 Market St, San Francisco, CA') {
  const data = await m.ok('location_create_update', { name, address }, token);
  return data.location as { location_id: number; name: string; time_zone: string };
}

/** specialist_schedule's fields: `days` ahead from `from` to `to` (Los Angeles time), $100, 60 minutes' lockout. */
const fields = (locationId: number, days: number, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  location_id: locationId,
  start_time: iso(days, from),
  end_time: iso(days, to),
  buffer_time: 30,
  rate: 100,
  lockout: 60,
  max_events: 2,
  ...extra,
});

async function schedule(token: string, input: Record<string, unknown>) {
  return (await m.ok('specialist_schedule', input, token)).schedule as ScheduleItem;
}

/** A business's event `days` ahead (19:00 to 23:00 in Los Angeles) with a time block from `from` to `to`. */
async function timeBlock(days: number, from = '20:00', to = '21:00') {
  const b = await m.business();
  const eventId = await m.event(b.token, days, `Gala ${++serial}`);
  const subEventId = await eventsRepo.insertSubEvent(
    t.db,
    {
      eventId,
      startTime: new Date(iso(days, from)),
      endTime: new Date(iso(days, to)),
      notes: 'Main stage',
      traitsNum: { '1': 1 },
    },
    new Date(t.clock.now()),
  );
  return { b, eventId, subEventId };
}

/** A bid row straight in the database (the bidding requests are another area's). */
async function insertBid(
  block: Awaited<ReturnType<typeof timeBlock>>,
  talentId: number,
  scheduleId: number,
  state: 'Booked' | 'Bid' | 'Request',
  priceCents = 25_100,
) {
  const [s] = await t.db.select().from(schedules).where(eq(schedules.id, scheduleId));
  const now = new Date(t.clock.now());
  const [row] = await t.db
    .insert(bids)
    .values({
      subEventId: block.subEventId,
      eventId: block.eventId,
      businessId: block.b.id,
      talentId,
      scheduleId,
      dayId: s!.dayId,
      traitId: 1,
      maxCents: 30_000,
      state,
      bidState: state === 'Booked' ? 'Win' : 'Lose',
      priceCents: state === 'Booked' ? priceCents : null,
      placedAt: now,
      updatedAt: now,
      bookedAt: state === 'Booked' ? now : null,
    })
    .returning({ id: bids.id });
  return row!.id;
}

describe('locations', () => {
  it('creates a geocoded location with its time zone, lists it with distances, and updates it', async () => {
    const sp = await talent();
    const created = await location(sp.token);
    expect(created).toMatchObject({ name: 'Home Studio', country: 'US', time_zone: 'America/Los_Angeles' });

    const near = await m.ok('locations_query', { latitude: 37.77, longitude: -122.42 }, sp.token);
    expect(near.locations).toHaveLength(1);
    expect(near.locations[0].location_id).toBe(created.location_id);
    expect(near.locations[0].distance).toBeGreaterThanOrEqual(0);
    expect(near.locations[0].distance).toBeLessThan(10);
    const far = await m.ok('locations_query', { latitude: 40.71, longitude: -74.0 }, sp.token);
    expect(far.locations[0].distance).toBeGreaterThan(2000);
    expect((await m.ok('locations_query', {}, sp.token)).locations[0].distance).toBeNull();

    const renamed = await m.ok(
      'location_create_update',
      { location_id: created.location_id, name: 'Downtown Loft', address: '1 Market St, San Francisco, CA' },
      sp.token,
    );
    expect(renamed.location).toMatchObject({ location_id: created.location_id, name: 'Downtown Loft' });
    expect((await m.ok('locations_query', {}, sp.token)).locations.map((l: { name: string }) => l.name)).toEqual([
      'Downtown Loft',
    ]);
  });

  it('refuses a name over 32 characters and an address it cannot find, naming the field', async () => {
    const sp = await talent();
    const long = await t.call(
      'location_create_update',
      { name: 'x'.repeat(33), address: 'San Francisco, CA' },
      sp.token,
    );
    expect([long.status, long.body.field]).toEqual([400, 'name']);
    const ok32 = await t.call(
      'location_create_update',
      { name: 'y'.repeat(32), address: 'San Francisco, CA' },
      sp.token,
    );
    expect(ok32.status).toBe(200);
    const lost = await t.call('location_create_update', { name: 'Nowhere', address: 'Qwertyuiop Nowhere' }, sp.token);
    expect(lost.status).toBe(400);
    expect(lost.body).toMatchObject({ field: 'address', message: LOCATION_ADDRESS_NOT_FOUND });
  });

  it("answers another talent's location 404, and refuses fans and businesses", async () => {
    const [sp, other] = [await talent(), await talent()];
    const theirs = await location(other.token, 'Secret Den');
    const update = await t.call(
      'location_create_update',
      { location_id: theirs.location_id, name: 'Mine Now', address: 'San Francisco, CA' },
      sp.token,
    );
    expect([update.status, update.body.message]).toEqual([404, LOCATION_NOT_FOUND]);
    expect(JSON.stringify(update.body)).not.toContain('Secret Den');
    const del = await t.call('location_delete', { location: theirs.location_id }, sp.token);
    expect(del.status).toBe(404);
    expect((await m.ok('locations_query', {}, other.token)).locations).toHaveLength(1);

    const fan = await m.member();
    expect((await t.call('locations_query', {}, fan.token)).status).toBe(403);
    const b = await m.business();
    expect((await t.call('specialist_schedule_list', {}, b.token)).status).toBe(403);
  });

  it('refuses to delete a location an upcoming schedule uses; once it ended, hides it and the schedule keeps it', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const made = await schedule(sp.token, fields(loc.location_id, 5, '10:00', '12:00'));
    const refused = await t.call('location_delete', { location: loc.location_id }, sp.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: LOCATION_IN_USE, field: 'location' });

    t.clock.set(t.clock.now() + 6 * DAY_MS);
    await m.ok('location_delete', { location: loc.location_id }, sp.token);
    expect((await m.ok('locations_query', {}, sp.token)).locations).toEqual([]);
    const start = new Date(Date.parse(made.start_time) - DAY_MS).toISOString().slice(0, 10);
    const list = await m.ok('specialist_schedule_list', { start_date: start }, sp.token);
    expect(list.schedules.map((s: { location_name: string }) => s.location_name)).toEqual(['Home Studio']);
    // A deleted location takes no new schedules.
    const again = await t.call('specialist_schedule', fields(loc.location_id, 3, '10:00', '12:00'), sp.token);
    expect(again.status).toBe(404);
  });
});

describe('specialist_schedule', () => {
  it('creates a schedule with every field of §3, in whole dollars, on its local day with its closing time', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const input = fields(loc.location_id, 7, '10:00', '14:00', {
      book_now: 400,
      prv_rate: 150,
      prv_book_now: 500,
      approve_bids: true,
      lockout: 90,
      max_events: 3,
      buffer_time: 45,
    });
    const s = await schedule(sp.token, input);
    expect(s).toMatchObject({
      location_id: loc.location_id,
      location_name: 'Home Studio',
      time_zone: 'America/Los_Angeles',
      day: m.at(7).slice(0, 10),
      start_time: input.start_time,
      end_time: input.end_time,
      buffer_time: 45,
      rate: 100,
      book_now: 400,
      prv_rate: 150,
      prv_book_now: 500,
      approve_bids: true,
      lockout: 90,
      max_events: 3,
      closes_at: minus(input.start_time, 90),
      closed_at: null,
      bookings: [],
      live_bids: 0,
    });
    const [row] = await t.db.select().from(schedules).where(eq(schedules.id, s.schedule_id));
    expect([row!.rateCents, row!.bookNowCents, row!.prvRateCents, row!.prvBookNowCents]).toEqual([
      10_000, 40_000, 15_000, 50_000,
    ]);
    // Optional prices left out are none.
    const plain = await schedule(sp.token, fields(loc.location_id, 8, '10:00', '14:00'));
    expect([plain.book_now, plain.prv_rate, plain.prv_book_now, plain.approve_bids]).toEqual([null, null, null, false]);
  });

  it('refuses a schedule without a location (400 naming location_id), and another talent’s location (404)', async () => {
    const sp = await talent();
    const { location_id: _none, ...noLocation } = fields(1, 7, '10:00', '14:00');
    const res = await t.call('specialist_schedule', noLocation, sp.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'location_id', message: LOCATION_REQUIRED });
    const other = await talent();
    const theirs = await location(other.token, 'Their Place');
    const foreign = await t.call('specialist_schedule', fields(theirs.location_id, 7, '10:00', '14:00'), sp.token);
    expect([foreign.status, foreign.body.message, foreign.body.field]).toEqual([
      404,
      LOCATION_NOT_FOUND,
      'location_id',
    ]);
    expect(await t.db.select().from(schedules)).toEqual([]);
  });

  it('refuses bad windows and prices, naming the field', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const call = (extra: Record<string, unknown>, from = '10:00', to = '14:00') =>
      t.call('specialist_schedule', fields(loc.location_id, 7, from, to, extra), sp.token);
    const backwards = await call({}, '14:00', '10:00');
    expect([backwards.status, backwards.body.field, backwards.body.message]).toEqual([
      400,
      'end_time',
      SCHEDULE_ENDS_BEFORE_START,
    ]);
    const overnight = await call({ end_time: iso(8, '01:00') });
    expect([overnight.status, overnight.body.message]).toEqual([400, SCHEDULE_SPANS_DAYS]);
    // Midnight ends the day: allowed.
    expect((await call({ end_time: iso(8, '00:00') })).status).toBe(200);
    const cents = await call({ rate: 12.5 }, '06:00', '08:00');
    expect([cents.status, cents.body.field]).toEqual([400, 'rate']);
    const cheapBookNow = await call({ book_now: 50 }, '06:00', '08:00');
    expect([cheapBookNow.status, cheapBookNow.body.field, cheapBookNow.body.message]).toEqual([
      400,
      'book_now',
      BOOK_NOW_BELOW_RATE,
    ]);
    const noEvents = await call({ max_events: 0 }, '06:00', '08:00');
    expect([noEvents.status, noEvents.body.field]).toEqual([400, 'max_events']);
  });

  it('refuses overlapping schedules of the same talent; touching ones and other talent are fine', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    await schedule(sp.token, fields(loc.location_id, 7, '10:00', '14:00'));
    const overlap = await t.call('specialist_schedule', fields(loc.location_id, 7, '13:00', '16:00'), sp.token);
    expect([overlap.status, overlap.body.message]).toEqual([409, SCHEDULE_OVERLAPS]);
    const inside = await t.call('specialist_schedule', fields(loc.location_id, 7, '11:00', '12:00'), sp.token);
    expect(inside.status).toBe(409);
    await schedule(sp.token, fields(loc.location_id, 7, '14:00', '16:00'));
    const other = await talent();
    const theirLoc = await location(other.token);
    await schedule(other.token, fields(theirLoc.location_id, 7, '10:00', '14:00'));
  });

  it("shares one closing time across the day's schedules, recomputed on create, update and delete", async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const morning = await schedule(sp.token, fields(loc.location_id, 7, '10:00', '12:00', { lockout: 60 }));
    expect(morning.closes_at).toBe(minus(iso(7, '10:00'), 60));
    // A later schedule with a 6-hour lockout closes the whole day at 08:00.
    const afternoon = await schedule(sp.token, fields(loc.location_id, 7, '14:00', '16:00', { lockout: 360 }));
    const eight = iso(7, '08:00');
    expect(afternoon.closes_at).toBe(eight);
    const list = await m.ok('specialist_schedule_list', {}, sp.token);
    expect(list.schedules.map((s: { closes_at: string }) => s.closes_at)).toEqual([eight, eight]);
    const [day] = await t.db.select().from(scheduleDays);
    expect(day!.closesAt.toISOString()).toBe(eight);

    // Moving the morning to 09:00 moves nothing (08:00 is still the earliest); shortening the lockout moves it.
    await schedule(sp.token, {
      ...fields(loc.location_id, 7, '14:00', '16:00', { lockout: 30 }),
      sch_id: afternoon.schedule_id,
    });
    const moved = await schedule(sp.token, {
      ...fields(loc.location_id, 7, '09:00', '12:00', { lockout: 60 }),
      sch_id: morning.schedule_id,
    });
    expect(moved.closes_at).toBe(iso(7, '08:00'));
    await schedule(sp.token, { ...fields(loc.location_id, 7, '09:30', '12:00'), sch_id: morning.schedule_id });
    expect((await m.ok('specialist_schedule_list', {}, sp.token)).schedules[1].closes_at).toBe(iso(7, '08:30'));

    // Deleting the morning leaves the afternoon's own closing time.
    await m.ok('specialist_delete_schedule', { sch_id: morning.schedule_id }, sp.token);
    const left = await m.ok('specialist_schedule_list', {}, sp.token);
    expect(left.schedules.map((s: { closes_at: string }) => s.closes_at)).toEqual([minus(iso(7, '14:00'), 30)]);
    // The last schedule gone, the day row goes too.
    await m.ok('specialist_delete_schedule', { sch_id: afternoon.schedule_id }, sp.token);
    expect(await t.db.select().from(scheduleDays)).toEqual([]);
  });

  it('refuses a change that would close the day already, and any change once the day has closed', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    // Three hours from now with a four-hour lockout: the day would have closed an hour ago.
    const soon = new Date(t.clock.now() + 3 * HOUR).toISOString();
    const late = await t.call(
      'specialist_schedule',
      {
        ...fields(loc.location_id, 0, '10:00', '11:00'),
        start_time: soon,
        end_time: new Date(t.clock.now() + 4 * HOUR).toISOString(),
        lockout: 240,
      },
      sp.token,
    );
    expect([late.status, late.body.message]).toEqual([409, DAY_WOULD_CLOSE]);

    const s = await schedule(sp.token, fields(loc.location_id, 3, '10:00', '12:00', { lockout: 60 }));
    // A second schedule whose lockout would pull the shared closing time into the past is refused as well.
    const pulls = await t.call(
      'specialist_schedule',
      fields(loc.location_id, 3, '14:00', '16:00', { lockout: 5 * 24 * 60 }),
      sp.token,
    );
    expect([pulls.status, pulls.body.message]).toEqual([409, DAY_WOULD_CLOSE]);

    // The inputs are made before the clock moves (fields() counts days from now).
    const afternoon = fields(loc.location_id, 3, '14:00', '16:00');
    const longer = { ...fields(loc.location_id, 3, '10:00', '13:00'), sch_id: s.schedule_id };
    const nextDay = fields(loc.location_id, 4, '10:00', '12:00');
    t.clock.set(Date.parse(s.closes_at));
    const add = await t.call('specialist_schedule', afternoon, sp.token);
    expect([add.status, add.body.message]).toEqual([409, DAY_CLOSED]);
    const edit = await t.call('specialist_schedule', longer, sp.token);
    expect([edit.status, edit.body.message]).toEqual([409, DAY_CLOSED]);
    const del = await t.call('specialist_delete_schedule', { sch_id: s.schedule_id }, sp.token);
    expect([del.status, del.body.message]).toEqual([409, DAY_CLOSED]);
    // Another day is still open.
    await schedule(sp.token, nextDay);
  });

  it("answers another talent's schedule 404 on update and delete, and leaves it be", async () => {
    const [sp, other] = [await talent(), await talent()];
    const mine = await location(sp.token);
    const theirLoc = await location(other.token);
    const theirs = await schedule(other.token, fields(theirLoc.location_id, 7, '10:00', '14:00'));
    const upd = await t.call(
      'specialist_schedule',
      { ...fields(mine.location_id, 7, '10:00', '11:00'), sch_id: theirs.schedule_id },
      sp.token,
    );
    expect([upd.status, upd.body.message]).toEqual([404, SCHEDULE_NOT_FOUND]);
    const del = await t.call('specialist_delete_schedule', { sch_id: theirs.schedule_id }, sp.token);
    expect(del.status).toBe(404);
    const list = await m.ok('specialist_schedule_list', {}, other.token);
    expect(list.schedules.map((s: { end_time: string }) => s.end_time)).toEqual([theirs.end_time]);
  });

  it('answers a schedule request by creating the schedule: CREATED, linked, and the business notified', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const block = await timeBlock(9);
    const now = new Date(t.clock.now());
    const [request] = await t.db
      .insert(scheduleRequests)
      .values({
        businessId: block.b.id,
        talentId: sp.id,
        eventId: block.eventId,
        subEventId: block.subEventId,
        state: 'PENDING',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const s = await schedule(sp.token, { ...fields(loc.location_id, 9, '18:00', '23:30'), sch_req_id: request!.id });
    const [after] = await t.db.select().from(scheduleRequests).where(eq(scheduleRequests.id, request!.id));
    expect([after!.state, after!.scheduleId]).toEqual(['CREATED', s.schedule_id]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.memberId, block.b.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      category: 'BUSINESS_EVENT',
      title: `${sp.name} created a schedule`,
      eventId: block.eventId,
      businessId: block.b.id,
      scheduleId: s.schedule_id,
      scheduleRequestId: request!.id,
    });
    expect(notes[0]!.body).toContain(sp.name);
    // Emailed too.
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, block.b.email));
    expect(mail.map((x) => x.subject)).toEqual([`${sp.name} created a schedule`]);
    expect(mail[0]!.text).toContain(notes[0]!.body);

    // A request to someone else answers 404, and no schedule is made.
    const other = await talent();
    const otherLoc = await location(other.token);
    const refused = await t.call(
      'specialist_schedule',
      { ...fields(otherLoc.location_id, 9, '18:00', '23:30'), sch_req_id: request!.id },
      other.token,
    );
    expect([refused.status, refused.body.message]).toEqual([404, SCHEDULE_REQUEST_NOT_FOUND]);
    expect((await m.ok('specialist_schedule_list', {}, other.token)).schedules).toEqual([]);
  });
});

describe('schedules with bookings and bids', () => {
  it('lists bookings, and refuses shrinking under one, moving it to another day, or deleting it', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const block = await timeBlock(9, '20:00', '21:00');
    const s = await schedule(sp.token, fields(loc.location_id, 9, '18:00', '23:00'));
    const bidId = await insertBid(block, sp.id, s.schedule_id, 'Booked', 25_100);
    await insertBid(await timeBlock(9, '21:30', '22:30'), sp.id, s.schedule_id, 'Bid');

    const [listed] = (await m.ok('specialist_schedule_list', {}, sp.token)).schedules;
    expect(listed.live_bids).toBe(1);
    expect(listed.bookings).toEqual([
      {
        bid_id: bidId,
        event_id: block.eventId,
        event_name: expect.stringMatching(/^Gala /),
        sb_event_id: block.subEventId,
        start_time: iso(9, '20:00'),
        end_time: iso(9, '21:00'),
        business_id: block.b.id,
        business_name: block.b.name,
        price: 251,
      },
    ]);

    const shrink = await t.call(
      'specialist_schedule',
      { ...fields(loc.location_id, 9, '20:30', '23:00'), sch_id: s.schedule_id },
      sp.token,
    );
    expect([shrink.status, shrink.body.message]).toEqual([409, SCHEDULE_SHRINKS_BOOKINGS]);
    const moved = await t.call(
      'specialist_schedule',
      { ...fields(loc.location_id, 10, '18:00', '23:00'), sch_id: s.schedule_id },
      sp.token,
    );
    expect([moved.status, moved.body.message]).toEqual([409, SCHEDULE_SHRINKS_BOOKINGS]);
    const del = await t.call('specialist_delete_schedule', { sch_id: s.schedule_id }, sp.token);
    expect([del.status, del.body.message]).toEqual([409, SCHEDULE_HAS_BOOKINGS]);
    // Still covering the booking: allowed.
    const narrower = await schedule(sp.token, {
      ...fields(loc.location_id, 9, '20:00', '21:00', { rate: 120 }),
      sch_id: s.schedule_id,
    });
    expect([narrower.start_time, narrower.end_time, narrower.rate]).toEqual([iso(9, '20:00'), iso(9, '21:00'), 120]);
  });

  it("recomputes the day's Win/Lose standings after a schedule changes", async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const s = await schedule(sp.token, fields(loc.location_id, 9, '18:00', '23:00'));
    const bidId = await insertBid(await timeBlock(9, '19:00', '20:00'), sp.id, s.schedule_id, 'Bid');
    const standing = async () => (await t.db.select().from(bids).where(eq(bids.id, bidId)))[0]!.bidState;
    expect(await standing()).toBe('Lose');
    // The only bid, inside the window: the close would book it now.
    await schedule(sp.token, { ...fields(loc.location_id, 9, '18:00', '23:00', { rate: 150 }), sch_id: s.schedule_id });
    expect(await standing()).toBe('Win');
    // The window no longer holds its block: it would lose.
    await schedule(sp.token, { ...fields(loc.location_id, 9, '20:30', '23:00'), sch_id: s.schedule_id });
    expect(await standing()).toBe('Lose');
  });

  it('deleting a schedule cancels its live bids in the same transaction, and their businesses are told', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const s = await schedule(sp.token, fields(loc.location_id, 9, '18:00', '23:00'));
    const blockA = await timeBlock(9, '19:00', '20:00');
    const blockB = await timeBlock(9, '21:00', '22:00');
    const bidA = await insertBid(blockA, sp.id, s.schedule_id, 'Bid');
    const bidB = await insertBid(blockB, sp.id, s.schedule_id, 'Request');
    t.clock.set(t.clock.now() + HOUR);
    const res = await m.ok('specialist_delete_schedule', { sch_id: s.schedule_id }, sp.token);
    expect(res).toEqual({ schedule_id: s.schedule_id, cancelled_bids: 2 });
    const rows = await t.db.select().from(bids);
    expect(rows.map((b) => [b.id, b.state, b.bidState, b.scheduleId, b.updatedAt.getTime()]).sort()).toEqual(
      [
        [bidA, 'Cancelled', null, null, t.clock.now()],
        [bidB, 'Cancelled', null, null, t.clock.now()],
      ].sort(),
    );
    expect(await t.db.select().from(schedules)).toEqual([]);
    for (const [block, bidId] of [
      [blockA, bidA],
      [blockB, bidB],
    ] as const) {
      const told = await t.db.select().from(notifications).where(eq(notifications.memberId, block.b.id));
      expect(told.map((n) => [n.type, n.category, n.bidId, n.title])).toEqual([
        ['BID_CANCELLED', 'BUSINESS_EVENT', bidId, `Bid cancelled: ${sp.name}`],
      ]);
      const mailed = await t.db.select().from(outbox).where(eq(outbox.to, block.b.email));
      expect(mailed.map((e) => e.subject)).toContain(`Bid cancelled: ${sp.name}`);
    }
  });

  it('treats a Book Now being charged (a Pending payment) as a booking: no delete, no shrinking under it', async () => {
    const sp = await w.talent();
    const s = await w.schedule(sp, 9, '18:00', '23:00', { book_now: 400 });
    const b = await w.business();
    const eventId = await w.event(b.token, 9, 'Charging Gala');
    const block = await w.block(b.token, eventId, 9, '20:00', '21:00');
    const bid = await w.bid(b.token, block, sp, 250);
    // What Book Now writes under the day lock before it charges the card outside the transaction.
    await t.db.insert(bookingPayments).values({
      bidId: bid.bid_id,
      eventId,
      businessId: b.id,
      talentId: sp.id,
      priceCents: 40_000,
      feeCents: 0,
      chargedCents: 40_000,
      currency: 'USD',
      state: 'Pending',
      payoutDueAt: new Date(t.clock.now() + 20 * DAY_MS),
      createdAt: new Date(t.clock.now()),
    });
    const terms = { location_id: sp.locationId, buffer_time: 0, rate: 200, lockout: 60, max_events: 3 };
    const window = (days: number, from: string, to: string) => ({
      ...terms,
      start_time: w.instant(days, from),
      end_time: w.instant(days, to),
      sch_id: s.schedule_id,
    });

    const del = await t.call('specialist_delete_schedule', { sch_id: s.schedule_id }, sp.token);
    expect([del.status, del.body.message, del.body.field]).toEqual([409, SCHEDULE_HAS_BOOKINGS, 'sch_id']);
    const shrink = await t.call('specialist_schedule', window(9, '20:30', '23:00'), sp.token);
    expect([shrink.status, shrink.body.message]).toEqual([409, SCHEDULE_SHRINKS_BOOKINGS]);
    const moved = await t.call('specialist_schedule', window(10, '18:00', '23:00'), sp.token);
    expect([moved.status, moved.body.message]).toEqual([409, SCHEDULE_SHRINKS_BOOKINGS]);
    const [kept] = await t.db.select().from(schedules).where(eq(schedules.id, s.schedule_id));
    expect([kept!.startTime.toISOString(), kept!.endTime.toISOString()]).toEqual([
      w.instant(9, '18:00'),
      w.instant(9, '23:00'),
    ]);
    const [held] = await t.db.select().from(bids).where(eq(bids.id, bid.bid_id));
    expect([held!.state, held!.scheduleId]).toEqual(['Bid', s.schedule_id]);
    // Still covering it: allowed.
    await m.ok('specialist_schedule', window(9, '19:30', '22:00'), sp.token);

    // The card was declined: Book Now removes the Pending payment, and the schedule may go, cancelling the bid.
    await t.db.delete(bookingPayments).where(eq(bookingPayments.bidId, bid.bid_id));
    const gone = await m.ok('specialist_delete_schedule', { sch_id: s.schedule_id }, sp.token);
    expect(gone).toEqual({ schedule_id: s.schedule_id, cancelled_bids: 1 });
  });
});

describe('specialist_schedule_list', () => {
  it('defaults to today through one year ahead, and takes a window', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const soon = await schedule(sp.token, fields(loc.location_id, 2, '10:00', '12:00'));
    const later = await schedule(sp.token, fields(loc.location_id, 200, '10:00', '12:00'));
    const beyond = await schedule(sp.token, fields(loc.location_id, 400, '10:00', '12:00'));

    const all = await m.ok('specialist_schedule_list', {}, sp.token);
    expect(all.start_date).toBe(m.at(0).slice(0, 10));
    // The server's clock (the test's manual clock, not this machine's): the calendar counts down against it.
    expect(all.server_now).toBe(new Date(t.clock.now()).toISOString());
    expect(all.schedules.map((s: { schedule_id: number }) => s.schedule_id)).toEqual([
      soon.schedule_id,
      later.schedule_id,
    ]);
    const window = await m.ok(
      'specialist_schedule_list',
      { start_date: m.at(100).slice(0, 10), end_date: m.at(500).slice(0, 10) },
      sp.token,
    );
    expect(window.schedules.map((s: { schedule_id: number }) => s.schedule_id)).toEqual([
      later.schedule_id,
      beyond.schedule_id,
    ]);
    const backwards = await t.call(
      'specialist_schedule_list',
      { start_date: m.at(10).slice(0, 10), end_date: m.at(5).slice(0, 10) },
      sp.token,
    );
    expect([backwards.status, backwards.body.field, backwards.body.message]).toEqual([
      400,
      'end_date',
      SCHEDULE_LIST_ENDS_BEFORE_START,
    ]);
    const badDate = await t.call('specialist_schedule_list', { start_date: '2027-02-30' }, sp.token);
    expect([badDate.status, badDate.body.field]).toEqual([400, 'start_date']);
  });
});

describe('templates', () => {
  const tmpl = (locationId: number | null, extra: Record<string, unknown> = {}) => ({
    location_id: locationId,
    start_time: '10:00',
    end_time: '14:00',
    buffer_time: 15,
    rate: 100,
    book_now: 300,
    lockout: 60,
    max_events: 2,
    ...extra,
  });

  it('saves, lists, renames (with the old name) and deletes templates', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const saved = await m.ok('specialist_template', { name: 'Weekday Mornings', ...tmpl(loc.location_id) }, sp.token);
    expect(saved.template).toEqual({
      name: 'Weekday Mornings',
      location_id: loc.location_id,
      location_name: 'Home Studio',
      start_time: '10:00',
      end_time: '14:00',
      buffer_time: 15,
      rate: 100,
      book_now: 300,
      prv_rate: null,
      prv_book_now: null,
      approve_bids: false,
      lockout: 60,
      max_events: 2,
    });
    // Saving under the same name replaces it.
    await m.ok('specialist_template', { name: 'Weekday Mornings', ...tmpl(loc.location_id, { rate: 110 }) }, sp.token);
    await m.ok(
      'specialist_template',
      { name: 'Evenings', ...tmpl(null, { start_time: '18:00', end_time: '24:00' }) },
      sp.token,
    );
    let list = (await m.ok('specialist_template_list', {}, sp.token)).templates;
    expect(list.map((x: { name: string; rate: number }) => [x.name, x.rate])).toEqual([
      ['Evenings', 100],
      ['Weekday Mornings', 110],
    ]);

    await m.ok(
      'specialist_template',
      { name: 'Mornings', old_name: 'Weekday Mornings', ...tmpl(loc.location_id) },
      sp.token,
    );
    list = (await m.ok('specialist_template_list', {}, sp.token)).templates;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Evenings', 'Mornings']);
    const taken = await t.call(
      'specialist_template',
      { name: 'Evenings', old_name: 'Mornings', ...tmpl(loc.location_id) },
      sp.token,
    );
    expect([taken.status, taken.body.message, taken.body.field]).toEqual([409, TEMPLATE_NAME_TAKEN, 'name']);
    const missing = await t.call('specialist_template', { name: 'X', old_name: 'Nope', ...tmpl(null) }, sp.token);
    expect([missing.status, missing.body.message]).toEqual([404, TEMPLATE_NOT_FOUND]);

    expect(await m.ok('specialist_template', { name: 'Evenings', delete: true }, sp.token)).toEqual({ template: null });
    const gone = await t.call('specialist_template', { name: 'Evenings', delete: true }, sp.token);
    expect(gone.status).toBe(404);
    list = (await m.ok('specialist_template_list', {}, sp.token)).templates;
    expect(list.map((x: { name: string }) => x.name)).toEqual(['Mornings']);
  });

  it('refuses a name over 64 characters, times out of order, and another talent’s template or location', async () => {
    const [sp, other] = [await talent(), await talent()];
    const long = await t.call('specialist_template', { name: 'n'.repeat(65), ...tmpl(null) }, sp.token);
    expect([long.status, long.body.field]).toEqual([400, 'name']);
    expect((await t.call('specialist_template', { name: 'n'.repeat(64), ...tmpl(null) }, sp.token)).status).toBe(200);
    const backwards = await t.call(
      'specialist_template',
      { name: 'Backwards', ...tmpl(null, { start_time: '14:00', end_time: '10:00' }) },
      sp.token,
    );
    expect([backwards.status, backwards.body.field]).toEqual([400, 'end_time']);
    const badTime = await t.call(
      'specialist_template',
      { name: 'Bad', ...tmpl(null, { start_time: '9:00' }) },
      sp.token,
    );
    expect([badTime.status, badTime.body.field]).toEqual([400, 'start_time']);
    const { rate: _rate, ...noRate } = tmpl(null);
    const missing = await t.call('specialist_template', { name: 'No Rate', ...noRate }, sp.token);
    expect([missing.status, missing.body.field, missing.body.message]).toEqual([400, 'rate', 'rate: Required']);

    const theirLoc = await location(other.token, 'Their Loft');
    await m.ok('specialist_template', { name: 'Their Secret Plan', ...tmpl(theirLoc.location_id) }, other.token);
    const rename = await t.call(
      'specialist_template',
      { name: 'Stolen', old_name: 'Their Secret Plan', ...tmpl(null) },
      sp.token,
    );
    expect(rename.status).toBe(404);
    const del = await t.call('specialist_template', { name: 'Their Secret Plan', delete: true }, sp.token);
    expect(del.status).toBe(404);
    const apply = await t.call(
      'specialist_apply_template',
      { name: 'Their Secret Plan', dates: [m.at(5).slice(0, 10)] },
      sp.token,
    );
    expect(apply.status).toBe(404);
    const theirLocation = await t.call(
      'specialist_template',
      { name: 'Mine', ...tmpl(theirLoc.location_id) },
      sp.token,
    );
    expect([theirLocation.status, theirLocation.body.field]).toEqual([404, 'location_id']);
    expect(
      (await m.ok('specialist_template_list', {}, other.token)).templates.map((x: { name: string }) => x.name),
    ).toEqual(['Their Secret Plan']);
  });

  it('applies a template to chosen dates at its local times, all or nothing, naming the date that failed', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    await m.ok('specialist_template', { name: 'Mornings', ...tmpl(loc.location_id) }, sp.token);
    const [d5, d6, d7] = [5, 6, 7].map((d) => m.at(d).slice(0, 10));
    const made = await m.ok('specialist_apply_template', { name: 'Mornings', dates: [d6, d5] }, sp.token);
    expect(
      made.schedules.map((s: { day: string; start_time: string; end_time: string; rate: number; book_now: number }) => [
        s.day,
        s.start_time,
        s.end_time,
        s.rate,
        s.book_now,
      ]),
    ).toEqual([
      [d5, iso(5, '10:00'), iso(5, '14:00'), 100, 300],
      [d6, iso(6, '10:00'), iso(6, '14:00'), 100, 300],
    ]);

    // d7 is free, d6 overlaps: nothing is made, and the message names d6.
    const clash = await t.call('specialist_apply_template', { name: 'Mornings', dates: [d7, d6] }, sp.token);
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ field: 'dates', message: `${d6}: ${SCHEDULE_OVERLAPS}` });
    expect((await m.ok('specialist_schedule_list', {}, sp.token)).schedules).toHaveLength(2);

    const twice = await t.call('specialist_apply_template', { name: 'Mornings', dates: [d7, d7] }, sp.token);
    expect([twice.status, twice.body.message]).toEqual([400, APPLY_TEMPLATE_DUPLICATE_DATES]);
    const tooMany = await t.call(
      'specialist_apply_template',
      { name: 'Mornings', dates: Array.from({ length: 63 }, (_, i) => m.at(10 + i).slice(0, 10)) },
      sp.token,
    );
    expect([tooMany.status, tooMany.body.field]).toEqual([400, 'dates']);

    // A template whose location was deleted cannot be applied.
    await m.ok('specialist_template', { name: 'Nowhere', ...tmpl(null) }, sp.token);
    const none = await t.call('specialist_apply_template', { name: 'Nowhere', dates: [d7] }, sp.token);
    expect([none.status, none.body.message]).toEqual([400, TEMPLATE_NEEDS_LOCATION]);
  });
});

describe('the calendar feed', () => {
  it('gives a private iCalendar URL of the bookings once, and a reset ends the old URL', async () => {
    const sp = await talent();
    const loc = await location(sp.token);
    const block = await timeBlock(9, '20:00', '21:00');
    const s = await schedule(sp.token, fields(loc.location_id, 9, '18:00', '23:00'));
    const bidId = await insertBid(block, sp.id, s.schedule_id, 'Booked');

    const first = await m.ok('specialist_calendar_feed', {}, sp.token);
    expect(first).toMatchObject({ exists: true, created_at: new Date(t.clock.now()).toISOString() });
    expect(first.url).toMatch(/^http:\/\/.+\/api\/calendar\/[A-Za-z0-9]{43}\.ics$/);
    expect(first.webcal_url).toBe(first.url.replace(/^http:/, 'webcal:'));
    // Only the hash is kept: later calls say it exists without the URL.
    expect(await m.ok('specialist_calendar_feed', {}, sp.token)).toMatchObject({ exists: true, url: null });

    const get = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const feed = await get(first.url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const body = feed.body.replace(/\r\n[ \t]/g, '');
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).toContain(`UID:booking-${bidId}@`);
    expect(body).toMatch(/SUMMARY:Gala \d+ \(Venue \d+\)/);
    expect(body).toContain('1 Market St');
    const utc = (isoTime: string) => isoTime.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(body).toContain(`DTSTART:${utc(iso(9, '20:00'))}`);
    expect(body).toContain(`DTEND:${utc(iso(9, '21:00'))}`);
    expect(body).toContain(`UID:schedule-${s.schedule_id}@`);

    const reset = await m.ok('specialist_calendar_feed_reset', {}, sp.token);
    expect(reset.url).not.toBe(first.url);
    expect((await get(first.url)).statusCode).toBe(404);
    expect((await get(reset.url)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nope.ics' })).statusCode).toBe(404);

    // Another talent's feed shows none of it.
    const other = await talent();
    const theirs = await m.ok('specialist_calendar_feed', {}, other.token);
    const theirBody = (await get(theirs.url)).body;
    expect(theirBody).toContain('BEGIN:VCALENDAR');
    expect(theirBody).not.toContain('Gala');
  });
});
