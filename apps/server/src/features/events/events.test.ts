import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { events as eventsTable, subEvents } from '@stagepass/db/schema/events';
import {
  ADDRESS_NOT_FOUND,
  EVENT_ENDS_BEFORE_START,
  EVENT_NOT_FOUND,
  EVENT_SUB_EVENTS_OUTSIDE,
  NEARBY_PAGE_SIZE,
  PAYOUT_ACCOUNT_REQUIRED,
  SUB_EVENT_OUTSIDE_EVENT,
} from '@stagepass/domain/events';
import { greatCircleMiles } from '@stagepass/domain/format';
import { instantToVenueTime, venueTimeToInstant } from '@stagepass/domain/events';
import type { RequestInput } from '@stagepass/contract/registry';
import { createTestApp, useTestApp } from '../../test/test-app';
import { nearbyChanged } from './nearby-cache';
import { signIn } from '../../test/account-flows';
import { DEMO_PASSWORD } from '../../seed/demo';
import { hashPassword } from '../accounts/passwords';
import { insertEnabledPayoutAccount } from '../payments/payouts-repository';

const t = useTestApp({ seed: true });

const as = (email: string) => signIn(t, email, DEMO_PASSWORD);

async function idOf(email: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  return row!.id;
}

/** A new member of a role, signed in. */
async function member(email: string, role: { isBusiness?: boolean; isSpecialist?: boolean } = {}) {
  await t.db.insert(members).values({
    email,
    name: email.split('@')[0]!,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    ...role,
    termsAcceptedAt: new Date(t.clock.now()),
    createdAt: new Date(t.clock.now()),
  });
  return as(email);
}

/** A business whose payout account finished onboarding (in the payments sandbox). */
async function businessWithPayouts(email = 'business@stagepass.test') {
  await insertEnabledPayoutAccount(t.db, await idOf(email), t.clock.now());
  return as(email);
}

type EventInput = RequestInput<'business_create_update_event'>;

/**
 * The venue's calendar day `n` days after the clock's now, in San Francisco. Tests that move the clock leave it
 * moved for the tests after them, so every date is taken from the clock.
 */
const D = (n: number) => instantToVenueTime(t.clock.now() + n * DAY_MS, 'America/Los_Angeles').slice(0, 10);
const DAY_MS = 24 * 3600 * 1000;
/** The instant (ISO) of a venue time in San Francisco. */
const sf = (local: string) => new Date(venueTimeToInstant(local, 'America/Los_Angeles')).toISOString();

/** An evening two weeks ahead at the venue. */
const night = (): EventInput => ({
  create: '1',
  event_name: 'Jazz on the Bay',
  address: '1 Market St, San Francisco, CA',
  draft: '1',
  start_time: `${D(13)}T19:00`,
  end_time: `${D(13)}T23:30`,
  description: 'A night of jazz by the water.',
});

async function create(token: string, fields: Partial<EventInput> = {}) {
  const res = await t.call('business_create_update_event', { ...night(), ...fields }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { event_id: number; event: Record<string, unknown> & { sb_event: Record<string, unknown> } };
}

const nearSf = { latitude: 37.77, longitude: -122.42 };

/** The event ids of a list's answer, in its order. */
const ids = (res: Awaited<ReturnType<typeof t.call>>) =>
  res.body.data.events.map((e: { event_id: number }) => e.event_id);

/** The event ids of an answer body of the list, in its order. */
const idsIn = (answer: { data: { events: { event_id: number }[] } }) => answer.data.events.map((e) => e.event_id);

/** An event's row as stored (to copy it). */
async function rowOf(id: number) {
  const [row] = await t.db.select().from(eventsTable).where(eq(eventsTable.id, id));
  return row!;
}

describe('business_create_update_event', () => {
  it('creates a draft at the geocoded address, in the venue time zone, that only its business sees', async () => {
    const business = await businessWithPayouts();
    const { event_id, event } = await create(business);
    expect(event).toMatchObject({
      event_name: 'Jazz on the Bay',
      draft: true,
      private: false,
      country: 'US',
      time_zone: 'America/Los_Angeles',
      start_time: sf(`${D(13)}T19:00`),
      end_time: sf(`${D(13)}T23:30`),
      ticket_price_range: [0, 0],
      celebs: [],
      image_url: null,
    });
    expect(event.latitude).toBeCloseTo(37.775, 2);

    const fan = await as('fan@stagepass.test');
    const asFan = await t.call('user_events_query', { event_id }, fan);
    expect(asFan.body.data.events).toEqual([]);
    expect((await t.call('user_events_query', { ...nearSf }, fan)).body.data.events).toEqual([]);
    const asOwner = await t.call('user_events_query', { event_id }, business);
    expect(asOwner.body.data.events[0].event_name).toBe('Jazz on the Bay');
  });

  it('publishes a draft: it then reaches a fan nearby, with its distance', async () => {
    const business = await businessWithPayouts();
    const { event_id } = await create(business);
    const published = await t.call(
      'business_create_update_event',
      { ...night(), create: '0', event_id, draft: '0' },
      business,
    );
    expect(published.status).toBe(200);
    expect(published.body.data.event.draft).toBe(false);

    const res = await t.call('user_events_query', { ...nearSf, distance: 10 }, await as('fan@stagepass.test'));
    expect(res.status).toBe(200);
    expect(res.body.data.position).toEqual({ ...nearSf, country: 'US', source: 'browser' });
    const [card] = res.body.data.events;
    expect(card.event_id).toBe(event_id);
    expect(card.distance).toBeCloseTo(greatCircleMiles(37.77, -122.42, card.latitude, card.longitude), 1);
    // Only the business reads its online URL and password.
    expect(card.online_url).toBeNull();
    expect(card.ev_password).toBeNull();
  });

  it('reads the venue time in the time zone of the address (New York)', async () => {
    // (The first tests run before any test moves the clock past New Year's Eve 2026.)
    const business = await businessWithPayouts();
    const { event } = await create(business, {
      address: '350 5th Ave, New York, NY 10118',
      start_time: '2026-12-31T20:00',
      end_time: '2027-01-01T01:00',
    });
    // 8 pm on New Year's Eve in New York (EST, UTC−5) is 01:00 UTC on New Year's Day.
    expect(event).toMatchObject({
      time_zone: 'America/New_York',
      start_time: '2027-01-01T01:00:00.000Z',
      end_time: '2027-01-01T06:00:00.000Z',
    });
  });

  it('refuses a business without an enabled payout account, and saves nothing', async () => {
    const business = await as('business@stagepass.test');
    const res = await t.call('business_create_update_event', night(), business);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'PAYOUT_ACCOUNT_REQUIRED', message: PAYOUT_ACCOUNT_REQUIRED });
    expect(await t.db.select().from(eventsTable)).toEqual([]);
  });

  it.each([
    ['an end before the start', { end_time: 'BEFORE_START' }, 'end_time', EVENT_ENDS_BEFORE_START],
    ['a 51-character name', { event_name: 'x'.repeat(51) }, 'event_name', undefined],
    ['a time that is not YYYY-MM-DDTHH:mm', { start_time: '2026-12-05 19:00' }, 'start_time', undefined],
    ['a private event without its password', { private: true }, 'ev_password', undefined],
    ['an online-only event without its URL', { online_only: true }, 'online_url', undefined],
  ])('answers 400 naming the field for %s', async (_what, fields, field, message) => {
    const business = await businessWithPayouts();
    const input = { ...night(), ...fields };
    if (input.end_time === 'BEFORE_START') input.end_time = `${D(13)}T18:00`;
    const res = await t.call('business_create_update_event', input, business);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    if (message) expect(res.body.message).toBe(message);
    expect(await t.db.select().from(eventsTable)).toEqual([]);
  });

  it('refuses an address the geocoder cannot find, without made-up coordinates', async () => {
    const business = await businessWithPayouts();
    const res = await t.call(
      'business_create_update_event',
      { ...night(), address: 'Qwertyuiop Nowhere', latitude: 10, longitude: 10 },
      business,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'address', message: ADDRESS_NOT_FOUND });
    expect(await t.db.select().from(eventsTable)).toEqual([]);
  });

  it("answers 404 for another business's event, and leaves it as it was", async () => {
    const mine = await businessWithPayouts();
    const { event_id } = await create(mine);
    await member('other@venue.test', { isBusiness: true });
    const other = await businessWithPayouts('other@venue.test');
    for (const [request, input] of [
      ['business_create_update_event', { ...night(), create: '0', event_id, event_name: 'Taken' }],
      ['business_delete_event', { event_id }],
      [
        'business_create_update_sub_event',
        { event_id, sb_start_time: `${D(13)}T20:00`, sb_end_time: `${D(13)}T21:00` },
      ],
    ] as const) {
      const res = await t.call(request, input, other);
      expect(res.status, request).toBe(404);
      expect(res.body.message).toBe(EVENT_NOT_FOUND);
      expect(JSON.stringify(res.body)).not.toContain('Jazz on the Bay');
    }
    const [row] = await t.db.select().from(eventsTable);
    expect(row!.name).toBe('Jazz on the Bay');
    expect(await t.db.select().from(subEvents)).toEqual([]);
  });

  it('keeps the online URL only while it is sent (spec 001 §4)', async () => {
    const business = await businessWithPayouts();
    const { event_id, event } = await create(business, { online_url: 'https://stream.example.com/jazz' });
    expect(event.online_url).toBe('https://stream.example.com/jazz');
    const again = await t.call('business_create_update_event', { ...night(), create: '0', event_id }, business);
    expect(again.body.data.event.online_url).toBeNull();
    const [row] = await t.db.select({ onlineUrl: eventsTable.onlineUrl }).from(eventsTable);
    expect(row!.onlineUrl).toBeNull();
  });

  it('stores the event image re-encoded, served from /media, and removes it on delete_url', async () => {
    const business = await businessWithPayouts();
    const png = await sharp({ create: { width: 383, height: 200, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    const { event_id, event } = await create(business, {
      image: `data:image/png;base64,${png.toString('base64')}`,
      upload_image: '1',
    });
    const url = event.image_url as string;
    expect(url).toMatch(/^\/media\/events\/[0-9a-f]+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const cleared = await t.call(
      'business_create_update_event',
      { ...night(), create: '0', event_id, delete_url: '1' },
      business,
    );
    expect(cleared.body.data.event.image_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses an image that is not a JPG or PNG', async () => {
    const business = await businessWithPayouts();
    const res = await t.call(
      'business_create_update_event',
      { ...night(), image: `data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`, upload_image: '1' },
      business,
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('image');
  });
});

describe('sub-events', () => {
  it('adds time blocks inside the event, keyed by id on the card, and refuses one outside', async () => {
    const business = await businessWithPayouts();
    const { event_id } = await create(business);
    const first = await t.call(
      'business_create_update_sub_event',
      {
        event_id,
        sb_start_time: `${D(13)}T19:00`,
        sb_end_time: `${D(13)}T21:00`,
        notes: 'Opening set',
        traits_num: { '2': 1 },
      },
      business,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const id = first.body.data.sb_event_id as number;
    expect(first.body.data.event.sb_event[String(id)]).toMatchObject({
      sb_start_time: sf(`${D(13)}T19:00`),
      sb_end_time: sf(`${D(13)}T21:00`),
      notes: 'Opening set',
      traits_num: { '2': 1 },
    });
    expect(first.body.data.event.sb_times).toEqual([[sf(`${D(13)}T19:00`), sf(`${D(13)}T21:00`)]]);

    const outside = await t.call(
      'business_create_update_sub_event',
      { event_id, sb_start_time: `${D(13)}T22:00`, sb_end_time: `${D(14)}T01:00` },
      business,
    );
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ field: 'sb_start_time', message: SUB_EVENT_OUTSIDE_EVENT });

    const backwards = await t.call(
      'business_create_update_sub_event',
      { event_id, sb_start_time: `${D(13)}T21:00`, sb_end_time: `${D(13)}T20:00` },
      business,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.field).toBe('sb_end_time');

    // The event's times must keep holding the time block.
    const shrunk = await t.call(
      'business_create_update_event',
      { ...night(), create: '0', event_id, start_time: `${D(13)}T20:00` },
      business,
    );
    expect(shrunk.status).toBe(400);
    expect(shrunk.body.message).toBe(EVENT_SUB_EVENTS_OUTSIDE);

    const moved = await t.call(
      'business_create_update_sub_event',
      { event_id, sb_event_id: id, sb_start_time: `${D(13)}T20:00`, sb_end_time: `${D(13)}T22:00` },
      business,
    );
    expect(moved.status).toBe(200);
    expect(Object.keys(moved.body.data.event.sb_event)).toEqual([String(id)]);

    const gone = await t.call('business_delete_sub_event', { sb_event_id: id }, business);
    expect(gone.status).toBe(200);
    expect(gone.body.data.event.sb_event).toEqual({});
  });

  it("answers 404 for another business's time block", async () => {
    const business = await businessWithPayouts();
    const { event_id } = await create(business);
    const sub = await t.call(
      'business_create_update_sub_event',
      { event_id, sb_start_time: `${D(13)}T19:00`, sb_end_time: `${D(13)}T20:00` },
      business,
    );
    await member('other@venue.test', { isBusiness: true });
    const other = await as('other@venue.test');
    const res = await t.call('business_delete_sub_event', { sb_event_id: sub.body.data.sb_event_id }, other);
    expect(res.status).toBe(404);
    expect(await t.db.select().from(subEvents)).toHaveLength(1);
  });

  it('deleting an event removes its time blocks', async () => {
    const business = await businessWithPayouts();
    const { event_id } = await create(business);
    await t.call(
      'business_create_update_sub_event',
      { event_id, sb_start_time: `${D(13)}T19:00`, sb_end_time: `${D(13)}T20:00` },
      business,
    );
    expect((await t.call('business_delete_event', { event_id }, business)).status).toBe(200);
    expect(await t.db.select().from(eventsTable)).toEqual([]);
    expect(await t.db.select().from(subEvents)).toEqual([]);
  });
});

describe('business_events_query badges (spec 001 §4)', () => {
  it("marks an upcoming event whose time blocks need talent 'Needs Attention', and a past one 'Past Event'", async () => {
    const business = await businessWithPayouts();
    const { event_id } = await create(business);
    await t.call(
      'business_create_update_sub_event',
      { event_id, sb_start_time: `${D(13)}T19:00`, sb_end_time: `${D(13)}T20:00`, traits_num: { '2': 2 } },
      business,
    );
    const { event_id: plain } = await create(business, { event_name: 'Quiet Night' });
    const res = await t.call('business_events_query', {}, business);
    const badges = Object.fromEntries(
      (res.body.data.events as { event_id: number; badges: string[] }[]).map((e) => [e.event_id, e.badges]),
    );
    expect(badges[event_id]).toEqual(['Needs Attention', 'Upcoming Event']);
    expect(badges[plain]).toEqual(['Upcoming Event']);

    t.clock.advance(30 * DAY_MS);
    const later = await t.call('business_events_query', { event_id }, await as('business@stagepass.test'));
    expect(later.body.data.events[0].badges).toEqual(['Past Event']);
  });
});

describe('user_events_query', () => {
  async function published(business: string, fields: Partial<EventInput>) {
    return (await create(business, { draft: '0', ...fields })).event_id;
  }

  it('lists published events near the position, soonest first, within the distance and dates', async () => {
    const business = await businessWithPayouts();
    const later = await published(business, {
      event_name: 'Later',
      start_time: `${D(28)}T19:00`,
      end_time: `${D(28)}T22:00`,
    });
    const sooner = await published(business, { event_name: 'Sooner' });
    const la = await published(business, { event_name: 'In LA', address: 'Los Angeles, CA' });
    const oakland = await published(business, { event_name: 'Oakland', address: 'Oakland, CA' });

    const fan = await as('fan@stagepass.test');
    const near = await t.call('user_events_query', { ...nearSf, distance: 25 }, fan);
    expect(near.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([sooner, oakland, later]);
    const wide = await t.call('user_events_query', { ...nearSf, distance: 500 }, fan);
    expect(wide.body.data.events.map((e: { event_id: number }) => e.event_id)).toContain(la);
    const dated = await t.call(
      'user_events_query',
      { ...nearSf, distance: 25, start_date: D(28), end_date: D(28) },
      fan,
    );
    expect(dated.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([later]);
  });

  it('filters by the talent traits a time block needs', async () => {
    const business = await businessWithPayouts();
    const wanted = await published(business, { event_name: 'Needs a DJ' });
    await published(business, { event_name: 'Needs nobody' });
    await t.call(
      'business_create_update_sub_event',
      { event_id: wanted, sb_start_time: `${D(13)}T19:00`, sb_end_time: `${D(13)}T20:00`, traits_num: { '7': 1 } },
      business,
    );
    const res = await t.call('user_events_query', { ...nearSf, for_traits: [7] });
    expect(res.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([wanted]);
  });

  it('leaves ended events out, and features at most 3 events that end in the future', async () => {
    const business = await businessWithPayouts();
    for (const day of [9, 10, 11, 12])
      await published(business, { start_time: `${D(day)}T19:00`, end_time: `${D(day)}T22:00` });
    const featured = await t.call('user_events_query', { featured: true, limit: 10 });
    expect(featured.body.data.events).toHaveLength(3);
    t.clock.advance(20 * DAY_MS);
    expect((await t.call('user_events_query', { featured: true })).body.data.events).toEqual([]);
    expect((await t.call('user_events_query', nearSf)).body.data.events).toEqual([]);
  });

  it('shows a private event by link only with its password, and never in lists', async () => {
    const business = await businessWithPayouts();
    const event_id = await published(business, { private: true, ev_password: 'open-sesame' });
    const fan = await as('fan@stagepass.test');
    expect((await t.call('user_events_query', nearSf, fan)).body.data.events).toEqual([]);
    const asked = await t.call('user_events_query', { event_id }, fan);
    expect(asked.body.data).toMatchObject({ events: [], locked: 'password_required' });
    const wrong = await t.call('user_events_query', { event_id, ev_password: 'guess' }, fan);
    expect(wrong.body.data).toMatchObject({ events: [], locked: 'password_wrong' });
    const right = await t.call('user_events_query', { event_id, ev_password: 'open-sesame' });
    expect(right.body.data.locked).toBeNull();
    expect(right.body.data.events[0]).toMatchObject({ event_id, private: true, ev_password: null });
    const owner = await t.call('user_events_query', { event_id }, business);
    expect(owner.body.data.events[0].ev_password).toBe('open-sesame');
  });

  it("measures from the member's stored address, else San Francisco, when no position is sent", async () => {
    const fan = await as('fan@stagepass.test');
    // The demo fan's stored address is in San Francisco; inject calls come from 127.0.0.1, which no IP database knows.
    const asFan = await t.call('user_events_query', {}, fan);
    expect(asFan.body.data.position).toEqual({ latitude: 37.77, longitude: -122.42, country: 'US', source: 'member' });
    const loggedOut = await t.call('user_events_query', {});
    expect(loggedOut.body.data.position).toEqual({
      latitude: 37.77,
      longitude: -122.42,
      country: 'US',
      source: 'default',
    });
  });

  it("events_query_for_user answers a business's upcoming published public events only", async () => {
    const business = await businessWithPayouts();
    const shown = await published(business, { event_name: 'Public' });
    await create(business, { event_name: 'Draft' });
    await published(business, { event_name: 'Private', private: true, ev_password: 'password-8' });
    const res = await t.call('events_query_for_user', { business_id: await idOf('business@stagepass.test') });
    expect(res.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([shown]);
  });
});

describe('the nearby cache (issue 9)', () => {
  it("serves an area's results to everyone near it, with each caller's own distance, and forgets them on a write", async () => {
    const business = await businessWithPayouts();
    const first = (await create(business, { draft: '0', event_name: 'First' })).event_id;
    const fan = await as('fan@stagepass.test');
    // Two positions in one area (a 0.05° cell), a quarter of a mile apart.
    const here = { latitude: 37.7712, longitude: -122.4211 };
    const nearby = { latitude: 37.7731, longitude: -122.4189 };
    const before = { hits: t.app.nearbyCache.hits, misses: t.app.nearbyCache.misses };
    const a = await t.call('user_events_query', { ...here, distance: 10 }, fan);
    const b = await t.call('user_events_query', { ...nearby, distance: 10 });
    expect(a.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([first]);
    const [ca] = a.body.data.events;
    const [cb] = b.body.data.events;
    expect(ca.distance).toBeCloseTo(greatCircleMiles(here.latitude, here.longitude, ca.latitude, ca.longitude), 1);
    expect(cb.distance).toBeCloseTo(greatCircleMiles(nearby.latitude, nearby.longitude, cb.latitude, cb.longitude), 1);
    expect(t.app.nearbyCache).toMatchObject({ hits: before.hits + 1, misses: before.misses + 1 });

    // A new event, a draft going public, a deletion: the next answer is the database's.
    const second = (
      await create(business, {
        draft: '0',
        event_name: 'Second',
        start_time: `${D(14)}T19:00`,
        end_time: `${D(14)}T22:00`,
      })
    ).event_id;
    const after = await t.call('user_events_query', { ...here, distance: 10 }, fan);
    expect(after.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([first, second]);
    await t.call('business_delete_event', { event_id: first }, business);
    const gone = await t.call('user_events_query', { ...nearby, distance: 10 });
    expect(gone.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([second]);
  });

  it('answers everyone asking from one spot with one answer, serialized and compressed once, until an event of it ends', async () => {
    const business = await businessWithPayouts();
    const soon = (
      await create(business, { draft: '0', event_name: 'Soon', start_time: `${D(1)}T19:00`, end_time: `${D(1)}T22:00` })
    ).event_id;
    const later = (await create(business, { draft: '0', event_name: 'Later' })).event_id;
    const spot = { request: 'user_events_query', latitude: 37.7712, longitude: -122.4211, distance: 10 };
    const ask = (headers: Record<string, string>, body: Record<string, unknown> = spot) =>
      t.app.inject({ method: 'POST', url: '/api', headers, payload: body });
    // Compressed as the client asks, the first time too; JSON for a client that takes no compression.
    const first = await ask({ 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    const answer = JSON.parse(brotliDecompressSync(first.rawPayload).toString());
    expect((await ask({})).json()).toEqual(answer);
    expect(idsIn(answer)).toEqual([soon, later]);
    // The same bytes whatever the encoding the client takes: brotli first, then gzip (what browsers send).
    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    const gz = await ask({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(answer);
    expect((await ask({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    // Another spot in the same area: its own distances.
    const elsewhere = (await ask({}, { ...spot, latitude: 37.7731 })).json();
    expect(elsewhere.data.events[0].distance).not.toBe(answer.data.events[0].distance);
    // Once the first event has ended the answer moves up: a new one.
    t.clock.advance(2 * DAY_MS);
    expect(idsIn((await ask({})).json())).toEqual([later]);
    const again = await ask({ 'accept-encoding': 'br' });
    expect(idsIn(JSON.parse(brotliDecompressSync(again.rawPayload).toString()))).toEqual([later]);
  });

  it("writes a page from the area's kept card texts exactly as the answer serializes, next page or not", async () => {
    const business = await businessWithPayouts();
    // A description that reads like the distance's JSON, quotes and all, and one in other scripts.
    await create(business, { draft: '0', description: 'Say "distance":-1.25e-300 \\ at the door' });
    await create(business, { draft: '0', event_name: 'Noche de jazz', description: 'Música en vivo — 東京から' });
    await create(business, {
      draft: '0',
      event_name: 'Late show',
      start_time: `${D(15)}T19:00`,
      end_time: `${D(15)}T22:00`,
    });
    // A talent without bids is answered the ordinary way (its cards with its bids added, serialized by Fastify), and
    // gets the same cards: byte for byte the same text.
    const talent = await member('texts-talent@stagepass.test', { isSpecialist: true });
    for (const page of [{ limit: 2 }, { limit: 24 }]) {
      const body = { request: 'user_events_query', ...nearSf, distance: 10, ...page };
      const asked = await t.app.inject({ method: 'POST', url: '/api', payload: body });
      const ordinary = await t.app.inject({
        method: 'POST',
        url: '/api',
        headers: { authorization: `Bearer ${talent}` },
        payload: body,
      });
      expect(asked.body).toBe(ordinary.body);
      expect(asked.json().data.events).toHaveLength(page.limit === 2 ? 2 : 3);
      expect(asked.json().data.next_after === null).toBe(page.limit !== 2);
      // Asked again, the same bytes.
      expect((await t.app.inject({ method: 'POST', url: '/api', payload: body })).body).toBe(asked.body);
    }
  });

  it('answers a request repeated byte for byte without a session from the answer kept for it, before parsing it', async () => {
    const business = await businessWithPayouts();
    const soon = (
      await create(business, { draft: '0', event_name: 'Soon', start_time: `${D(1)}T19:00`, end_time: `${D(1)}T22:00` })
    ).event_id;
    const body = JSON.stringify({
      request: 'user_events_query',
      latitude: 37.7712,
      longitude: -122.4211,
      distance: 10,
    });
    const ask = (headers: Record<string, string> = {}, payload = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api',
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    const first = await ask();
    expect(idsIn(first.json())).toEqual([soon]);
    // An answer made once is not kept (most positions are asked from once); the second ask keeps it.
    const repeats = t.app.nearbyCache.repeats;
    expect((await ask()).body).toBe(first.body);
    expect(t.app.nearbyCache.repeats).toBe(repeats);
    // The same bytes again: the same answer, with the headers every answer carries, and compressed when asked.
    const again = await ask();
    expect(again.body).toBe(first.body);
    expect(again.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
    });
    const br = await ask({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    expect(t.app.nearbyCache.repeats).toBe(repeats + 2);

    // Not answered by the body alone: a signed-in caller (its session is checked), a request with an Idempotency-Key
    // (checked, and refused when it is not one), the same question written otherwise (parsed), and one whose position
    // comes from the caller's address rather than the body.
    const fan = await as('fan@stagepass.test');
    expect(idsIn((await ask({ authorization: `Bearer ${fan}` })).json())).toEqual([soon]);
    expect(idsIn((await ask({ authorization: 'Bearer not-a-session' })).json())).toEqual([soon]);
    const badKey = await ask({ 'idempotency-key': 'not one' });
    expect([badKey.statusCode, badKey.json().field]).toEqual([400, 'Idempotency-Key']);
    expect(await ask({}, JSON.stringify(JSON.parse(body), null, 1))).toMatchObject({ body: first.body });
    const placed = JSON.stringify({ request: 'user_events_query', distance: 10 });
    expect((await ask({}, placed)).json().data.position.source).toBe('default');
    await ask({}, placed);
    await ask({}, placed);
    expect(t.app.nearbyCache.repeats).toBe(repeats + 2);

    // A write: the repeated request gets the database's answer, which is kept for it in turn from its second ask.
    const later = (await create(business, { draft: '0', event_name: 'Later' })).event_id;
    for (let i = 0; i < 3; i++) expect(idsIn((await ask()).json())).toEqual([soon, later]);
    expect(t.app.nearbyCache.repeats).toBe(repeats + 3);
    // Once the first event has ended, the kept answer is not given again, though it is only seconds old: the page
    // moves up. (Moving the clock there ages out everything kept.)
    t.clock.set(Date.parse(sf(`${D(1)}T22:00`)) - 10_000);
    for (let i = 0; i < 3; i++) expect(idsIn((await ask()).json())).toEqual([soon, later]);
    expect(t.app.nearbyCache.repeats).toBe(repeats + 4);
    t.clock.advance(20_000);
    expect(idsIn((await ask()).json())).toEqual([later]);
    expect(t.app.nearbyCache.repeats).toBe(repeats + 4);
  });

  it('counts a repeated request against the rate limit like any other', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '4' });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api',
          payload: { request: 'user_events_query', ...nearSf, distance: 10 },
        });
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await ask()).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 429]);
      // The second kept the answer; the third and fourth were answered from it; the fifth was refused before it was read.
      expect(limited.app.nearbyCache.repeats).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('asks the database when the area ran short of a full page', async () => {
    const business = await businessWithPayouts();
    // limit 1 keeps 4 per area: 5 events overfill it, and a position that excludes the first 4 needs the fifth.
    for (const day of [9, 10, 11, 12])
      await create(business, {
        draft: '0',
        address: 'Oakland, CA',
        start_time: `${D(day)}T19:00`,
        end_time: `${D(day)}T22:00`,
      });
    const last = (
      await create(business, {
        draft: '0',
        event_name: 'Last',
        start_time: `${D(20)}T19:00`,
        end_time: `${D(20)}T22:00`,
      })
    ).event_id;
    // The area around this position reaches Oakland (its query adds the area's margin), and keeps the four sooner
    // Oakland events; this position's 6 miles reach only the San Francisco one.
    const res = await t.call('user_events_query', { latitude: 37.7512, longitude: -122.4488, distance: 6, limit: 1 });
    expect(res.body.data.events.map((e: { event_id: number }) => e.event_id)).toEqual([last]);
  });
});

describe('the nearby cache across servers', () => {
  it('empties when a write commits on another server (its NOTIFY), and not when that write rolls back', async () => {
    const business = await businessWithPayouts();
    const shown = (await create(business, { draft: '0', event_name: 'Shown' })).event_id;
    const ask = async () => ids(await t.call('user_events_query', { ...nearSf, distance: 10 }));
    expect(await ask()).toEqual([shown]);
    // Another server's write: a row added behind this server's back. Its cache still answers the area…
    const { id: _id, ...copy } = await rowOf(shown);
    const [{ id: hidden } = { id: 0 }] = await t.db
      .insert(eventsTable)
      .values({ ...copy, name: 'Elsewhere' })
      .returning({ id: eventsTable.id });
    expect(await ask()).toEqual([shown]);
    // …until a write's transaction that rolls back (no signal), then one that commits (the signal).
    await expect(
      t.db.transaction(async (tx) => {
        await nearbyChanged(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ask()).toEqual([shown]);
    await t.db.transaction((tx) => nearbyChanged(tx));
    await expect.poll(ask).toEqual([shown, hidden].sort((a, b) => a - b));
  });
});

describe('the nearby list a page at a time', () => {
  it('pages with next_after until the last page, from the cache and then from the database, each event once', async () => {
    const business = await businessWithPayouts();
    const made: number[] = [];
    for (const day of [9, 10, 11, 12, 13])
      made.push(
        (await create(business, { draft: '0', start_time: `${D(day)}T19:00`, end_time: `${D(day)}T22:00` })).event_id,
      );
    // One a page: the area keeps 4 events (4 × the page), so pages 1–3 come from it, and the 4th and 5th, which the
    // full area cannot finish, from the database.
    const seen: number[][] = [];
    let after: unknown = undefined;
    for (let page = 0; page < 10; page++) {
      const res = await t.call('user_events_query', { ...nearSf, distance: 10, limit: 1, ...(after ? { after } : {}) });
      expect(res.status).toBe(200);
      seen.push(ids(res));
      after = res.body.data.next_after;
      if (after === null) break;
      const [card] = res.body.data.events;
      expect(after).toEqual({ start_time: card.start_time, event_id: card.event_id });
    }
    expect(seen).toEqual(made.map((id) => [id]));

    // Pages of 2 from the cache: the last one says there is nothing after it.
    const first = await t.call('user_events_query', { ...nearSf, distance: 10, limit: 2 });
    const second = await t.call('user_events_query', {
      ...nearSf,
      distance: 10,
      limit: 2,
      after: first.body.data.next_after,
    });
    const third = await t.call('user_events_query', {
      ...nearSf,
      distance: 10,
      limit: 2,
      after: second.body.data.next_after,
    });
    expect([ids(first), ids(second), ids(third)]).toEqual([made.slice(0, 2), made.slice(2, 4), made.slice(4)]);
    expect(third.body.data.next_after).toBeNull();
  });

  it('answers 24 a page by default, and refuses a cursor that is not one', async () => {
    const business = await businessWithPayouts();
    for (let i = 0; i < 25; i++) await create(business, { draft: '0', event_name: `Show ${i}` });
    const res = await t.call('user_events_query', { ...nearSf, distance: 10 });
    expect(res.body.data.events).toHaveLength(NEARBY_PAGE_SIZE);
    expect(res.body.data.next_after).not.toBeNull();
    const bad = await t.call('user_events_query', { ...nearSf, after: { start_time: 'tonight', event_id: 1 } });
    expect([bad.status, bad.body.field]).toEqual([400, 'after.start_time']);
  });
});

describe('watching (spec 001 §4 watch toggle)', () => {
  it('watches and unwatches an event; the list follows, and a draft cannot be watched', async () => {
    const business = await businessWithPayouts();
    const { event_id: draft } = await create(business);
    const { event_id } = await create(business, { draft: '0', event_name: 'Watched' });
    const fan = await as('fan@stagepass.test');

    expect((await t.call('watch_item', { item_id: event_id, item_type: 'EVENT' }, fan)).body.data).toEqual({
      watched: true,
    });
    // Twice is once.
    expect((await t.call('watch_item', { item_id: event_id, item_type: 'EVENT' }, fan)).status).toBe(200);
    const list = await t.call('get_watched_items', { item_type: 'EVENT' }, fan);
    expect(list.body.data.items).toEqual([
      { item_id: event_id, item_type: 'EVENT', watched_at: new Date(t.clock.now()).toISOString() },
    ]);
    expect(list.body.data.events.map((e: { event_name: string }) => e.event_name)).toEqual(['Watched']);

    const refused = await t.call('watch_item', { item_id: draft, item_type: 'EVENT' }, fan);
    expect(refused.status).toBe(404);

    expect((await t.call('unwatch_item', { item_id: event_id, item_type: 'EVENT' }, fan)).body.data).toEqual({
      watched: false,
    });
    expect((await t.call('get_watched_items', {}, fan)).body.data).toEqual({ items: [], events: [] });
  });

  it('drops a watched event that went back to draft from the answer', async () => {
    const business = await businessWithPayouts();
    const { event_id } = await create(business, { draft: '0' });
    const fan = await as('fan@stagepass.test');
    await t.call('watch_item', { item_id: event_id, item_type: 'EVENT' }, fan);
    await t.call('business_create_update_event', { ...night(), create: '0', event_id, draft: '1' }, business);
    expect((await t.call('get_watched_items', {}, fan)).body.data.events).toEqual([]);
  });
});
