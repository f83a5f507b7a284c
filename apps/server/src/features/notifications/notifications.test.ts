import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { follows } from '@stagepass/db/schema/bookings';
import { notifications, outbox } from '@stagepass/db/schema/notifications';
import { marketingEmailExclusions } from '@stagepass/db/schema/settings';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { NOTIFICATION_NOT_FOUND } from '@stagepass/domain/notifications';
import { notifyFollowers, notifyMembers } from './notify-members';
import { notify, type NewNotification } from './notifications-repository';

const t = useTestApp();
const m = marketplace(t, 'notifications.test');

const mail = () => t.db.select().from(outbox).orderBy(outbox.id);
const stored = (memberId: number) =>
  t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(notifications.id);

async function talent() {
  const s = await m.member({}, 'talent');
  await t.db.update(members).set({ isSpecialist: true }).where(eq(members.id, s.id));
  return s;
}

describe('notifyMembers and notifyFollowers', () => {
  it('notifyMembers stores each notice and queues an email linking to PUBLIC_URL + link', async () => {
    const a = await m.member();
    const b = await m.business();
    const now = new Date(t.clock.now());
    await t.db.transaction((tx) =>
      notifyMembers(
        tx,
        t.app.mailer,
        [
          {
            memberId: a.id,
            type: 'BID_WON',
            title: 'You won',
            body: 'Your bid won.',
            link: '/dash/event/7',
            eventId: 7,
            category: 'SPECIALIST_EVENT',
            bidId: 3,
          },
          {
            memberId: b.id,
            type: 'BOOKED',
            title: 'Booked',
            body: 'Talent booked.',
            link: '/dash/event/7',
            category: 'BUSINESS_EVENT',
          },
        ],
        now,
        t.config.PUBLIC_URL,
      ),
    );
    const [na] = await stored(a.id);
    expect(na).toMatchObject({
      title: 'You won',
      body: 'Your bid won.',
      category: 'SPECIALIST_EVENT',
      bidId: 3,
      eventId: 7,
      readAt: null,
    });
    expect(na!.createdAt.getTime()).toBe(now.getTime());
    const sent = await mail();
    expect(sent.map((s) => [s.to, s.subject])).toEqual([
      [a.email, 'You won'],
      [b.email, 'Booked'],
    ]);
    expect(sent[0]!.text).toContain('Your bid won.');
    expect(sent[0]!.text).toContain(new URL('/dash/event/7', t.config.PUBLIC_URL).toString());
  });

  it('notifyFollowers notifies every follower in-app and emails only those who kept marketing type 2', async () => {
    const star = await talent();
    const keen = await m.member();
    const quiet = await m.member();
    const stranger = await m.member();
    const now = new Date(t.clock.now());
    await t.db.insert(follows).values([
      { followerId: keen.id, followedId: star.id, followedType: 'SPECIALIST', createdAt: now },
      { followerId: quiet.id, followedId: star.id, followedType: 'SPECIALIST', createdAt: now },
    ]);
    await t.db.insert(marketingEmailExclusions).values([
      { memberId: quiet.id, typeId: 2 },
      { memberId: keen.id, typeId: 1 },
    ]);
    const count = await t.db.transaction((tx) =>
      notifyFollowers(
        tx,
        t.app.mailer,
        star.id,
        {
          type: 'FOLLOWED_BOOKED',
          title: `${star.name} was booked`,
          body: 'See them live at Harbor Lights.',
          link: '/dash/event/9',
          eventId: 9,
        },
        now,
        t.config.PUBLIC_URL,
      ),
    );
    expect(count).toBe(2);
    for (const f of [keen, quiet]) {
      const rows = await stored(f.id);
      expect(rows.map((r) => [r.category, r.title, r.eventId])).toEqual([['FOLLOWED', `${star.name} was booked`, 9]]);
    }
    expect(await stored(stranger.id)).toEqual([]);
    const sent = await mail();
    expect(sent.map((s) => s.to)).toEqual([keen.email]);
    expect(sent[0]!.text).toContain(new URL('/dash/event/9', t.config.PUBLIC_URL).toString());
    expect(sent[0]!.text).toContain('/dash/emailPreferences');
  });

  it('notifyFollowers with no followers stores and sends nothing', async () => {
    const star = await talent();
    const n = await t.db.transaction((tx) =>
      notifyFollowers(
        tx,
        t.app.mailer,
        star.id,
        { type: 'X', title: 'x', body: 'y' },
        new Date(t.clock.now()),
        t.config.PUBLIC_URL,
      ),
    );
    expect(n).toBe(0);
    expect(await t.db.select().from(notifications)).toEqual([]);
    expect(await mail()).toEqual([]);
  });
});

const MINUTE = 60 * 1000;

/** Stores notifications for a member one minute apart (oldest first), as features do; answers their ids. */
async function seed(memberId: number, rows: Omit<NewNotification, 'memberId'>[]): Promise<number[]> {
  for (const row of rows) {
    t.clock.advance(MINUTE);
    await notify(t.db, [{ ...row, memberId }], new Date(t.clock.now()));
  }
  return (await stored(memberId)).map((r) => r.id).slice(-rows.length);
}

const bizNote = (i: number, extra: Partial<NewNotification> = {}) => ({
  type: 'BID_PLACED',
  title: `Business note ${i}`,
  body: `Body ${i}`,
  category: 'BUSINESS_EVENT' as const,
  eventId: 40 + i,
  businessId: 7,
  bidId: 100 + i,
  imageUrl: `https://img.test/${i}.png`,
  link: `/dash/event/${40 + i}`,
  ...extra,
});

describe('get_notifications', () => {
  it("answers the caller's notifications newest first with the fields of §3, filtered by type and state", async () => {
    const me = await m.member();
    const other = await m.member();
    const [b1, b2] = await seed(me.id, [bizNote(1), bizNote(2)]);
    const [s1] = await seed(me.id, [
      {
        type: 'BID_WON',
        title: 'You are booked',
        body: 'Booked at $251',
        category: 'SPECIALIST_EVENT',
        eventId: 9,
        bidId: 3,
        scheduleId: 4,
      },
    ]);
    await seed(me.id, [{ type: 'TICKET_REFUND', title: 'Refund', body: 'Refunded' }]);
    await seed(other.id, [bizNote(9)]);

    const all = await m.ok('get_notifications', {}, me.token);
    expect(all.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Refund',
      'You are booked',
      'Business note 2',
      'Business note 1',
    ]);
    expect(all.unread).toBe(4);
    expect(all.next_before).toBeNull();

    const biz = await m.ok('get_notifications', { type: 'BUSINESS_EVENT' }, me.token);
    expect(biz.notifications[0]).toEqual({
      notification_id: b2,
      event_id: 42,
      business_id: 7,
      bid_id: 102,
      sch_id: null,
      sch_req_id: null,
      title: 'Business note 2',
      message: 'Body 2',
      image_url: 'https://img.test/2.png',
      modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      state: 'unread',
      type: 'BUSINESS_EVENT',
      link: '/dash/event/42',
    });
    expect(biz.notifications.map((n: { notification_id: number }) => n.notification_id)).toEqual([b2, b1]);
    expect(biz.unread).toBe(2);

    await m.ok('mark_notifications_as_read', { notification_ids: [b1] }, me.token);
    const unread = await m.ok('get_notifications', { type: 'BUSINESS_EVENT', state: 'unread' }, me.token);
    const read = await m.ok('get_notifications', { type: 'BUSINESS_EVENT', state: 'read' }, me.token);
    expect(unread.notifications.map((n: { notification_id: number }) => n.notification_id)).toEqual([b2]);
    expect(
      read.notifications.map((n: { notification_id: number; state: string }) => [n.notification_id, n.state]),
    ).toEqual([[b1, 'read']]);
    expect(unread.unread).toBe(1);
    const talent = await m.ok('get_notifications', { type: 'SPECIALIST_EVENT' }, me.token);
    expect(
      talent.notifications.map((n: { notification_id: number; sch_id: number }) => [n.notification_id, n.sch_id]),
    ).toEqual([[s1, 4]]);
  });

  it('pages with limit and the next_before cursor, even when rows share an instant', async () => {
    const me = await m.member();
    await seed(me.id, [bizNote(1), bizNote(2), bizNote(3)]);
    // two more at the very same instant
    await notify(
      t.db,
      [
        { ...bizNote(4), memberId: me.id },
        { ...bizNote(5), memberId: me.id },
      ],
      new Date(t.clock.now()),
    );
    const titles: string[] = [];
    let before: string | undefined;
    for (let i = 0; i < 5; i++) {
      const page = await m.ok('get_notifications', { limit: 2, ...(before ? { before } : {}) }, me.token);
      titles.push(...page.notifications.map((n: { title: string }) => n.title));
      before = page.next_before ?? undefined;
      if (!before) break;
    }
    expect(titles).toEqual([
      'Business note 5',
      'Business note 4',
      'Business note 3',
      'Business note 2',
      'Business note 1',
    ]);
    expect(before).toBeUndefined();
  });

  it('refuses bad input naming the field, and logged-out callers', async () => {
    const me = await m.member();
    for (const [input, field] of [
      [{ limit: 101 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ type: 'EVERYTHING' }, 'type'],
      [{ state: 'seen' }, 'state'],
      [{ before: 'yesterday' }, 'before'],
      [{ before: '136170_8010974913' }, 'before'],
    ] as const) {
      const res = await t.call('get_notifications', input, me.token);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
    }
    expect((await t.call('get_notifications', {})).status).toBe(401);
  });
});

describe('get_bid_notifications and get_schreq_notifications', () => {
  it("answer only the caller's notifications about that bid, or about schedule requests", async () => {
    const me = await m.member();
    const other = await m.member();
    const [mine] = await seed(me.id, [bizNote(1, { bidId: 55 }), bizNote(2, { bidId: 56 })]);
    await seed(other.id, [bizNote(3, { bidId: 55 })]);
    const bid = await m.ok('get_bid_notifications', { bidId: 55 }, me.token);
    expect(bid.notifications.map((n: { notification_id: number }) => n.notification_id)).toEqual([mine]);
    expect((await m.ok('get_bid_notifications', { bidId: 57 }, me.token)).notifications).toEqual([]);
    expect((await t.call('get_bid_notifications', { bidId: 'x' }, me.token)).body.field).toBe('bidId');

    const [r1, r2] = await seed(me.id, [
      {
        type: 'SCH_REQ',
        title: 'New inquiry',
        body: 'A venue asks',
        category: 'SPECIALIST_EVENT',
        scheduleRequestId: 11,
      },
      { type: 'SCH_REQ', title: 'New message', body: 'Re: inquiry', category: 'BUSINESS_EVENT', scheduleRequestId: 12 },
    ]);
    await seed(other.id, [{ type: 'SCH_REQ', title: 'Not yours', body: '-', scheduleRequestId: 11 }]);
    const reqs = await m.ok('get_schreq_notifications', {}, me.token);
    expect(
      reqs.notifications.map((n: { notification_id: number; sch_req_id: number }) => [n.notification_id, n.sch_req_id]),
    ).toEqual([
      [r2, 12],
      [r1, 11],
    ]);
    const one = await m.ok('get_schreq_notifications', { sch_req_id: 11 }, me.token);
    expect(one.notifications.map((n: { notification_id: number }) => n.notification_id)).toEqual([r1]);
  });
});

describe('mark_notifications_as_read and delete_notifications', () => {
  it("mark the caller's own and leave other members' untouched; 404 when none is the caller's", async () => {
    const me = await m.member();
    const other = await m.member();
    const [a] = await seed(me.id, [bizNote(1), bizNote(2)]);
    const [theirs] = await seed(other.id, [bizNote(3)]);

    const marked = await m.ok('mark_notifications_as_read', { notification_ids: [a, theirs, 999_999] }, me.token);
    expect(marked).toEqual({ notification_ids: [a], unread: 1 });
    const [theirRow] = await stored(other.id);
    expect(theirRow!.readAt).toBeNull();

    const firstRead = (await stored(me.id)).find((r) => r.id === a)!.readAt;
    t.clock.advance(MINUTE);
    expect(await m.ok('mark_notifications_as_read', { notification_ids: [a] }, me.token)).toEqual({
      notification_ids: [a],
      unread: 1,
    });
    expect((await stored(me.id)).find((r) => r.id === a)!.readAt).toEqual(firstRead);

    const foreign = await t.call('mark_notifications_as_read', { notification_ids: [theirs] }, me.token);
    expect([foreign.status, foreign.body.message]).toEqual([404, NOTIFICATION_NOT_FOUND]);
    expect(JSON.stringify(foreign.body)).not.toContain('Business note 3');
    expect((await stored(other.id))[0]!.readAt).toBeNull();

    for (const [bad, field] of [
      [{ notification_ids: [] }, 'notification_ids'],
      [{ notification_ids: [0] }, 'notification_ids.0'],
      [{}, 'notification_ids'],
      [{ notification_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'notification_ids'],
    ] as const) {
      const res = await t.call('mark_notifications_as_read', bad, me.token);
      expect([res.status, res.body.field], JSON.stringify(bad).slice(0, 40)).toEqual([400, field]);
    }
  });

  it("delete the caller's own and leave other members'; 404 when none is the caller's", async () => {
    const me = await m.member();
    const other = await m.member();
    const [a, b] = await seed(me.id, [bizNote(1), bizNote(2)]);
    const [theirs] = await seed(other.id, [bizNote(3)]);
    expect(await m.ok('delete_notifications', { notification_ids: [b, theirs] }, me.token)).toEqual({
      notification_ids: [b],
      unread: 1,
    });
    expect((await stored(me.id)).map((r) => r.id)).toEqual([a]);
    expect(await stored(other.id)).toHaveLength(1);
    const again = await t.call('delete_notifications', { notification_ids: [b] }, me.token);
    expect([again.status, again.body.message]).toEqual([404, NOTIFICATION_NOT_FOUND]);
    const foreign = await t.call('delete_notifications', { notification_ids: [theirs] }, me.token);
    expect(foreign.status).toBe(404);
    expect(await stored(other.id)).toHaveLength(1);
    expect((await t.call('delete_notifications', { notification_ids: ['1'] }, me.token)).status).toBe(400);
  });
});

describe('get_notifications_for_followed', () => {
  it('answers the FOLLOWED notifications notifyFollowers stored, newest first, and nothing else', async () => {
    const star = await talent();
    const fan = await m.member();
    await m.ok(
      'follow_celebrity',
      { followed_id: star.id, req_type: 'follow', followed_type: 'SPECIALIST' },
      fan.token,
    );
    await seed(fan.id, [bizNote(1)]);
    for (const title of ['Booked at Harbor Lights', 'Booked at Pier 39']) {
      t.clock.advance(MINUTE);
      await t.db.transaction((tx) =>
        notifyFollowers(
          tx,
          t.app.mailer,
          star.id,
          { type: 'FOLLOWED_BOOKED', title, body: `${star.name}: ${title}`, eventId: 5 },
          new Date(t.clock.now()),
          t.config.PUBLIC_URL,
        ),
      );
    }
    const feed = await m.ok('get_notifications_for_followed', {}, fan.token);
    expect(feed.notifications.map((n: { title: string; type: string }) => [n.title, n.type])).toEqual([
      ['Booked at Pier 39', 'FOLLOWED'],
      ['Booked at Harbor Lights', 'FOLLOWED'],
    ]);
    const paged = await m.ok('get_notifications_for_followed', { limit: 1 }, fan.token);
    expect(paged.notifications).toHaveLength(1);
    const rest = await m.ok('get_notifications_for_followed', { limit: 1, before: paged.next_before }, fan.token);
    expect(rest.notifications.map((n: { title: string }) => n.title)).toEqual(['Booked at Harbor Lights']);
    expect((await m.ok('get_notifications_for_followed', {}, star.token)).notifications).toEqual([]);
  });
});
