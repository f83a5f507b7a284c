import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { bids, scheduleDays } from '@stagepass/db/schema/bookings';
import {
  FOLLOWER_COUNT_INVALID,
  FOLLOWER_COUNT_TOO_LARGE,
  NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY,
  NETWORK_HANDLE_INVALID,
  NETWORK_LISTED_TWICE,
  followerDisplay,
  followerLine,
} from '@stagepass/domain/counts';
import {
  BUSINESS_NOT_FOUND,
  MEMBER_NOT_FOUND,
  OWN_PROFILE_NEEDS_LOGIN,
  SEND_ONE_TALENT_KEY,
  TALENT_NOT_FOUND,
} from '@stagepass/domain/profiles';
import { useTestApp } from '../../test/test-app';
import { DAY_MS, marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { softDelete } from '../accounts/accounts-repository';
import { link } from '../agency/agency-repository';
import * as eventsRepo from '../events/events-repository';
import { makeSchedule } from '../schedules/schedules-fixtures';

const t = useTestApp();
const m = marketplace(t, 'profiles.test');

let serial = 0;
const HOME = {
  phone: '+14155550123',
  address: '12 Secret Lane, San Francisco, CA',
  locality: 'San Francisco',
  administrativeArea: 'CA',
  subAdministrativeArea: 'San Francisco County',
  country: 'US',
};

/** A talent with a username, a photo, a phone and a home address (that no one else may see). */
async function talent(traitIds: number[] = []): Promise<TestMember & { username: string }> {
  const s = await m.member({ isSpecialist: true }, 'talent');
  const username = `Star_${++serial}`;
  await t.db
    .update(members)
    .set({ username, image: 'https://img.test/star.png', ...HOME })
    .where(eq(members.id, s.id));
  if (traitIds.length) await m.ok('specialist_update_traits', { trait_ids: traitIds }, s.token);
  return { ...s, username };
}

async function venue(): Promise<TestMember> {
  const b = await m.business();
  await t.db
    .update(members)
    .set({ image: 'https://img.test/venue.png', ...HOME })
    .where(eq(members.id, b.id));
  return b;
}

/** An event of `businessId` `days` from now (negative: past), 19:00 to 23:00 UTC, with one time block. */
async function eventWithBlock(
  businessId: number,
  days: number,
  fields: Partial<eventsRepo.EventValues> = {},
): Promise<{ eventId: number; subEventId: number }> {
  const now = new Date(t.clock.now());
  const start = t.clock.now() + days * DAY_MS;
  const eventId = await eventsRepo.insert(
    t.db,
    {
      businessId,
      name: `Night ${++serial}`,
      address: '1 Market St, San Francisco, CA',
      country: 'US',
      latitude: 37.77,
      longitude: -122.42,
      startTime: new Date(start),
      endTime: new Date(start + 4 * 3600_000),
      timeZone: 'America/Los_Angeles',
      draft: false,
      ...fields,
    },
    now,
  );
  const subEventId = await eventsRepo.insertSubEvent(
    t.db,
    {
      eventId,
      startTime: new Date(start + 3600_000),
      endTime: new Date(start + 2 * 3600_000),
      notes: '',
      traitsNum: { '1': 1 },
    },
    now,
  );
  return { eventId, subEventId };
}

async function bid(
  talentId: number,
  businessId: number,
  e: { eventId: number; subEventId: number },
  state: 'Booked' | 'Bid' = 'Booked',
) {
  const now = new Date(t.clock.now());
  await t.db.insert(bids).values({
    subEventId: e.subEventId,
    eventId: e.eventId,
    businessId,
    talentId,
    traitId: 1,
    maxCents: 98_765,
    priceCents: state === 'Booked' ? 87_654 : null,
    state,
    placedAt: now,
    updatedAt: now,
    bookedAt: state === 'Booked' ? now : null,
  });
}

const follow = (token: string, id: number, type: 'SPECIALIST' | 'BUSINESS') =>
  m.ok('follow_celebrity', { followed_id: id, req_type: 'follow', followed_type: type }, token);

/** Nothing private of `who` is in the answer. */
function expectNoPrivate(body: unknown, who: { email: string }) {
  const text = JSON.stringify(body);
  for (const secret of [who.email, HOME.phone, HOME.address]) expect(text).not.toContain(secret);
}

async function expectBadInput(
  name: 'user_query' | 'business_query' | 'specialist_query',
  input: object,
  field: string,
) {
  const res = await t.call(name, input as Record<string, unknown>);
  expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
}

describe('member_query', () => {
  it("answers the caller's own record, contact and area included", async () => {
    const s = await talent();
    const fan = await m.member();
    await follow(fan.token, s.id, 'SPECIALIST');
    const { member } = await m.ok('member_query', {}, s.token);
    expect(member).toMatchObject({
      user_id: s.id,
      email: s.email,
      username: s.username,
      name: s.name,
      image: 'https://img.test/star.png',
      phone: HOME.phone,
      is_specialist: true,
      is_business: false,
      is_agency: false,
      is_user: false,
      agency_as_client: false,
      address: HOME.address,
      locality: 'San Francisco',
      administrative_area: 'CA',
      country: 'US',
      followers: 1,
      created_at: new Date(t.clock.now()).toISOString(),
    });
    expect(member).not.toHaveProperty('password_hash');
  });

  it('needs a session', async () => {
    expect((await t.call('member_query', {})).status).toBe(401);
  });
});

describe('user_query', () => {
  it("shows another member's public card: name, photo, roles, profile and followers, never contact details", async () => {
    const s = await talent();
    const fan = await m.member();
    await follow(fan.token, s.id, 'SPECIALIST');
    for (const token of [fan.token, undefined]) {
      const res = await t.call('user_query', { user_id: s.id }, token);
      expect(res.status).toBe(200);
      expect(res.body.data.user).toEqual({
        user_id: s.id,
        name: s.name,
        username: s.username,
        photo: 'https://img.test/star.png',
        is_business: false,
        is_specialist: true,
        is_agency: false,
        is_user: false,
        profile_path: `/dash/c/${s.username}`,
        followers: 1,
        network_followers: [{ network: 'Stagepass', count: 1, handle: null }],
      });
      expectNoPrivate(res.body, s);
    }
    const b = await venue();
    expect((await m.ok('user_query', { user_id: b.id })).user.profile_path).toBe(`/dash/b/${b.id}`);
    expect((await m.ok('user_query', { user_id: fan.id })).user).toMatchObject({ is_user: true, profile_path: null });
  });

  it("without user_id is the caller's own card; logged out that is 401", async () => {
    const fan = await m.member();
    expect((await m.ok('user_query', {}, fan.token)).user.user_id).toBe(fan.id);
    const out = await t.call('user_query', {});
    expect([out.status, out.body.message]).toEqual([401, OWN_PROFILE_NEEDS_LOGIN]);
  });

  it('answers 404 for a deleted, deactivated or unknown member, and 400 naming user_id for bad input', async () => {
    const gone = await m.member();
    const off = await m.member();
    await softDelete(t.db, gone.id, new Date(t.clock.now()));
    await t.db.update(members).set({ active: false }).where(eq(members.id, off.id));
    for (const id of [gone.id, off.id, 2_000_000_000]) {
      const res = await t.call('user_query', { user_id: id });
      expect([res.status, res.body.message, res.body.field]).toEqual([404, MEMBER_NOT_FOUND, 'user_id']);
      expect(JSON.stringify(res.body)).not.toContain('Deleted member');
    }
    await expectBadInput('user_query', { user_id: -1 }, 'user_id');
    await expectBadInput('user_query', { user_id: 'seven' }, 'user_id');
  });
});

describe('business_query', () => {
  it('shows the business and its upcoming published public events to anyone, without its contact details', async () => {
    const b = await venue();
    const soon = await eventWithBlock(b.id, 3);
    const later = await eventWithBlock(b.id, 9);
    await eventWithBlock(b.id, 5, { draft: true, name: 'Hidden Draft' });
    await eventWithBlock(b.id, 6, { private: true, password: 'pw', name: 'Hidden Private' });
    await eventWithBlock(b.id, -4, { name: 'Long Gone' });
    const fan = await m.member();
    await follow(fan.token, b.id, 'BUSINESS');

    const res = await t.call('business_query', { business_id: b.id });
    expect(res.status).toBe(200);
    const { business, events } = res.body.data;
    expect(business).toEqual({
      business_id: b.id,
      name: b.name,
      username: null,
      photo: 'https://img.test/venue.png',
      locality: 'San Francisco',
      administrative_area: 'CA',
      sub_administrative_area: 'San Francisco County',
      country: 'US',
      traits: [],
      followers: 1,
      network_followers: [{ network: 'Stagepass', count: 1, handle: null }],
    });
    expect(events.map((e: { event_id: number }) => e.event_id)).toEqual([soon.eventId, later.eventId]);
    expect(events[0]).toMatchObject({ business_id: b.id, business_name: b.name, online_url: null, ev_password: null });
    expect(JSON.stringify(res.body)).not.toMatch(/Hidden|Long Gone/);
    expectNoPrivate(res.body, b);
  });

  it('answers 404 for a member that is not a business, or a deleted or deactivated one; 400 for bad input', async () => {
    const fan = await m.member();
    const gone = await venue();
    const off = await venue();
    await softDelete(t.db, gone.id, new Date(t.clock.now()));
    await t.db.update(members).set({ active: false }).where(eq(members.id, off.id));
    for (const id of [fan.id, gone.id, off.id]) {
      const res = await t.call('business_query', { business_id: id }, fan.token);
      expect([res.status, res.body.message, res.body.field]).toEqual([404, BUSINESS_NOT_FOUND, 'business_id']);
      expect(JSON.stringify(res.body)).not.toContain('Venue');
    }
    await expectBadInput('business_query', {}, 'business_id');
    await expectBadInput('business_query', { business_id: 0 }, 'business_id');
  });
});

describe('specialist_query', () => {
  it('shows the talent by id or username: traits, rates of open schedules, followers; no contact details', async () => {
    const s = await talent([102, 1]);
    const now = t.clock.now();
    await makeSchedule(t.db, s.id, now, {
      daysAhead: 10,
      fields: { rateCents: 15_000, bookNowCents: 30_000, prvRateCents: 9_000 },
    });
    // A cheaper schedule whose day has closed, and one whose bidding is over: neither is open.
    const closed = await makeSchedule(t.db, s.id, now, { daysAhead: 12, fields: { rateCents: 8_000 } });
    await t.db
      .update(scheduleDays)
      .set({ closedAt: new Date(now) })
      .where(eq(scheduleDays.id, closed.dayId));
    const due = await makeSchedule(t.db, s.id, now, { daysAhead: 14, fields: { rateCents: 7_000 } });
    await t.db
      .update(scheduleDays)
      .set({ closesAt: new Date(now - 60_000) })
      .where(eq(scheduleDays.id, due.dayId));
    for (const f of [await m.member(), await m.member()]) await follow(f.token, s.id, 'SPECIALIST');

    const byId = await t.call('specialist_query', { sp_id: s.id });
    expect(byId.status).toBe(200);
    expect(byId.body.data.specialist).toEqual({
      sp_id: s.id,
      name: s.name,
      username: s.username,
      photo: 'https://img.test/star.png',
      traits: [
        { id: 1, name: 'Musician' },
        { id: 102, name: 'Guitarist' },
      ],
      rates: { min_rate: 15_000, min_book_now: 30_000, open_schedules: 1 },
      followers: 2,
      network_followers: [{ network: 'Stagepass', count: 2, handle: null }],
    });
    expect(byId.body.data.upcoming_bookings).toEqual([]);
    expect(JSON.stringify(byId.body)).not.toContain('9000');
    expectNoPrivate(byId.body, s);

    const byName = await m.ok('specialist_query', { username: s.username.toLowerCase() });
    expect(byName.specialist.sp_id).toBe(s.id);
  });

  it('lists upcoming bookings on published public events only, with the time block and nothing of the bid', async () => {
    const s = await talent([1]);
    const b = await venue();
    const booked = await eventWithBlock(b.id, 4);
    await bid(s.id, b.id, booked);
    const first = await eventWithBlock(b.id, 2);
    await bid(s.id, b.id, first);
    await bid(s.id, b.id, await eventWithBlock(b.id, 5), 'Bid');
    await bid(s.id, b.id, await eventWithBlock(b.id, 6, { private: true, password: 'pw', name: 'Secret Gig' }));
    await bid(s.id, b.id, await eventWithBlock(b.id, 7, { draft: true, name: 'Draft Gig' }));
    await bid(s.id, b.id, await eventWithBlock(b.id, -3, { name: 'Old Gig' }));
    const gone = await venue();
    const orphan = await eventWithBlock(gone.id, 8, { name: 'Orphan Gig' });
    await bid(s.id, gone.id, orphan);
    await t.db.update(members).set({ active: false }).where(eq(members.id, gone.id));

    const fan = await m.member();
    const res = await t.call('specialist_query', { sp_id: s.id }, fan.token);
    expect(res.status).toBe(200);
    const list = res.body.data.upcoming_bookings as {
      event: { event_id: number; business_name: string; celebs: unknown[] };
      sb_start_time: string;
      sb_end_time: string;
      trait: string;
    }[];
    expect(list.map((x) => x.event.event_id)).toEqual([first.eventId, booked.eventId]);
    const start = t.clock.now() + 2 * DAY_MS;
    expect(list[0]).toMatchObject({
      sb_start_time: new Date(start + 3600_000).toISOString(),
      sb_end_time: new Date(start + 2 * 3600_000).toISOString(),
      trait: 'Musician',
      event: { business_name: b.name },
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/Secret Gig|Draft Gig|Old Gig|Orphan Gig|98765|87654|bid_id":\d/);
  });

  it("without sp_id or username is the caller's own; a non-talent or logged-out caller gets 404 or 401", async () => {
    const s = await talent();
    expect((await m.ok('specialist_query', {}, s.token)).specialist.sp_id).toBe(s.id);
    const fan = await m.member();
    const own = await t.call('specialist_query', {}, fan.token);
    expect([own.status, own.body.message]).toEqual([404, TALENT_NOT_FOUND]);
    const out = await t.call('specialist_query', {});
    expect([out.status, out.body.message]).toEqual([401, OWN_PROFILE_NEEDS_LOGIN]);
  });

  it('answers 404 for a fan, a business, a deleted or deactivated talent; 400 naming the field for bad input', async () => {
    const fan = await m.member();
    const b = await venue();
    const gone = await talent();
    const off = await talent();
    await softDelete(t.db, gone.id, new Date(t.clock.now()));
    await t.db.update(members).set({ active: false }).where(eq(members.id, off.id));
    for (const id of [fan.id, b.id, gone.id, off.id]) {
      const res = await t.call('specialist_query', { sp_id: id });
      expect([res.status, res.body.message, res.body.field]).toEqual([404, TALENT_NOT_FOUND, 'sp_id']);
    }
    const byName = await t.call('specialist_query', { username: off.username });
    expect([byName.status, byName.body.field]).toEqual([404, 'username']);
    expect(JSON.stringify(byName.body)).not.toContain(off.name);

    await expectBadInput('specialist_query', { sp_id: 'x' }, 'sp_id');
    await expectBadInput('specialist_query', { username: 'no spaces here' }, 'username');
    const both = await t.call('specialist_query', { sp_id: off.id, username: off.username });
    expect([both.status, both.body.field, both.body.message]).toEqual([
      400,
      'username',
      expect.stringContaining(SEND_ONE_TALENT_KEY),
    ]);
  });
});

describe('agency_query', () => {
  it("answers the agency's own profile and its active clients by role", async () => {
    const agency = await m.member({}, 'agency');
    await t.db
      .update(members)
      .set({ isAgency: true, username: `agency${++serial}` })
      .where(eq(members.id, agency.id));
    const now = new Date(t.clock.now());
    const s = await talent();
    const b = await venue();
    const off = await talent();
    for (const c of [s, b, off]) await link(t.db, agency.id, c.id, now);
    await t.db.update(members).set({ active: false }).where(eq(members.id, off.id));

    const { agency: me } = await m.ok('agency_query', {}, agency.token);
    expect(me).toMatchObject({
      user_id: agency.id,
      name: agency.name,
      email: agency.email,
      clients: { total: 2, specialists: 1, businesses: 1 },
      pin_set: false,
    });
  });

  it('is for agencies only', async () => {
    expect((await t.call('agency_query', {})).status).toBe(401);
    expect((await t.call('agency_query', {}, (await m.member()).token)).status).toBe(403);
    expect((await t.call('agency_query', {}, (await talent()).token)).status).toBe(403);
  });
});

describe('update_network_followers (spec 001 §3 Follow: Facebook, Instagram, Twitter, Youtube; §9 follower display)', () => {
  const declare = (token: string, networks: Record<string, unknown>[]) =>
    t.call('update_network_followers', { networks }, token);
  /** The follower display the profile's answer leads to, as the page shows it. */
  const shown = (networkFollowers: Parameters<typeof followerDisplay>[0]) => {
    const display = followerDisplay(networkFollowers);
    return display && followerLine(display);
  };

  it('stores the counts a talent declares and the profile sends them; the display picks the highest, K and M', async () => {
    const s = await talent();
    const fan = await m.member();
    await follow(fan.token, s.id, 'SPECIALIST');
    const res = await declare(s.token, [
      { network: 'Youtube', handle: 'novachannel', count: 900 },
      { network: 'Instagram', handle: '@Nova.Sings', count: 15_300 },
      { network: 'Facebook', count: 120 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // In the order of the networks, the @ dropped, no handle is null.
    const declared = [
      { network: 'Facebook', handle: null, count: 120 },
      { network: 'Instagram', handle: 'Nova.Sings', count: 15_300 },
      { network: 'Youtube', handle: 'novachannel', count: 900 },
    ];
    expect(res.body.data).toEqual({ declared_followers: declared });
    expect((await m.ok('member_query', {}, s.token)).member.declared_followers).toEqual(declared);

    const { specialist } = await m.ok('specialist_query', { sp_id: s.id });
    expect(specialist.network_followers).toEqual([
      { network: 'Facebook', count: 120, handle: null },
      { network: 'Instagram', count: 15_300, handle: 'Nova.Sings' },
      { network: 'Youtube', count: 900, handle: 'novachannel' },
      { network: 'Stagepass', count: 1, handle: null },
    ]);
    expect(shown(specialist.network_followers)).toBe('15.3K Instagram followers');
    expect((await m.ok('user_query', { user_id: s.id })).user.network_followers).toEqual(specialist.network_followers);

    // Sending again replaces the list: Instagram left out is gone, Youtube grew past a million.
    await m.ok('update_network_followers', { networks: [{ network: 'Youtube', count: 2_345_678 }] }, s.token);
    const again = (await m.ok('specialist_query', { sp_id: s.id })).specialist.network_followers;
    expect(again).toEqual([
      { network: 'Youtube', count: 2_345_678, handle: null },
      { network: 'Stagepass', count: 1, handle: null },
    ]);
    expect(shown(again)).toBe('2.3M Youtube followers');
  });

  it('a business declares its own; zero everywhere shows nothing, and an empty list removes every count', async () => {
    const b = await venue();
    await m.ok('update_network_followers', { networks: [{ network: 'Instagram', count: 0, handle: 'bay' }] }, b.token);
    const zero = (await m.ok('business_query', { business_id: b.id })).business.network_followers;
    expect(zero).toEqual([
      { network: 'Instagram', count: 0, handle: 'bay' },
      { network: 'Stagepass', count: 0, handle: null },
    ]);
    expect(shown(zero)).toBeNull();

    await m.ok('update_network_followers', { networks: [{ network: 'Facebook', count: 4_200 }] }, b.token);
    expect(shown((await m.ok('business_query', { business_id: b.id })).business.network_followers)).toBe(
      '4.2K Facebook followers',
    );
    await m.ok('update_network_followers', { networks: [] }, b.token);
    expect((await m.ok('business_query', { business_id: b.id })).business.network_followers).toEqual([
      { network: 'Stagepass', count: 0, handle: null },
    ]);
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const s = await talent();
    const cases: [unknown, string, string?][] = [
      [[{ network: 'Instagram', count: -1 }], 'networks.0.count', FOLLOWER_COUNT_INVALID],
      [[{ network: 'Instagram', count: 1.5 }], 'networks.0.count', FOLLOWER_COUNT_INVALID],
      [[{ network: 'Instagram', count: '15K' }], 'networks.0.count', FOLLOWER_COUNT_INVALID],
      [[{ network: 'Instagram', count: 2_000_000_001 }], 'networks.0.count', FOLLOWER_COUNT_TOO_LARGE],
      [[{ network: 'Instagram' }], 'networks.0.count'],
      [
        [
          { network: 'Twitter', count: 5 },
          { network: 'Myspace', count: 5 },
        ],
        'networks.1.network',
      ],
      [[{ network: 'Stagepass', count: 5 }], 'networks.0.network'],
      [
        [{ network: 'Instagram', count: 5, handle: '<img src=x onerror=alert(1)>' }],
        'networks.0.handle',
        NETWORK_HANDLE_INVALID,
      ],
      [[{ network: 'Instagram', count: 5, handle: 'two words' }], 'networks.0.handle', NETWORK_HANDLE_INVALID],
      [
        [
          { network: 'Instagram', count: 5 },
          { network: 'Instagram', count: 6 },
        ],
        'networks.1.network',
        NETWORK_LISTED_TWICE,
      ],
      ['Instagram', 'networks'],
    ];
    for (const [networks, field, message] of cases) {
      const res = await t.call('update_network_followers', { networks }, s.token);
      expect([res.status, res.body.field], JSON.stringify(networks)).toEqual([400, field]);
      if (message) expect(res.body.message).toBe(message);
    }
    const missing = await t.call('update_network_followers', {}, s.token);
    expect([missing.status, missing.body.field]).toEqual([400, 'networks']);
    expect((await m.ok('member_query', {}, s.token)).member.declared_followers).toEqual([]);
  });

  it("another member cannot set yours: each call writes only the caller's own counts", async () => {
    const mine = await talent();
    const other = await talent();
    await m.ok('update_network_followers', { networks: [{ network: 'Instagram', count: 800 }] }, mine.token);
    // No member id is taken: one sent anyway is ignored, and the other talent's call changes the other talent only.
    const res = await t.call(
      'update_network_followers',
      { networks: [{ network: 'Instagram', count: 9_999_999 }], user_id: mine.id, sp_id: mine.id, member_id: mine.id },
      other.token,
    );
    expect(res.status).toBe(200);
    const profile = async (id: number) => (await m.ok('specialist_query', { sp_id: id })).specialist.network_followers;
    expect((await profile(mine.id))[0]).toEqual({ network: 'Instagram', count: 800, handle: null });
    expect((await profile(other.id))[0]).toEqual({ network: 'Instagram', count: 9_999_999, handle: null });
  });

  it('is for talent and businesses: logged out 401, a fan or an agency 403', async () => {
    const networks = [{ network: 'Instagram', count: 5 }];
    expect((await t.call('update_network_followers', { networks })).status).toBe(401);
    const fan = await m.member();
    const refused = await declare(fan.token, networks);
    expect([refused.status, refused.body.message]).toEqual([403, NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY]);
    const agency = await m.member({}, 'agency');
    await t.db.update(members).set({ isAgency: true }).where(eq(members.id, agency.id));
    expect((await declare(agency.token, networks)).status).toBe(403);
  });
});
