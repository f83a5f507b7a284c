import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { follows } from '@stagepass/db/schema/bookings';
import { notifications, outbox } from '@stagepass/db/schema/notifications';
import { CANNOT_FOLLOW_YOURSELF, FOLLOWED_NOT_FOUND } from '@stagepass/domain/follows';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { notifyFollowers } from '../notifications/notify-members';

const t = useTestApp();
const m = marketplace(t, 'follows.test');

async function talent(username?: string): Promise<TestMember> {
  const s = await m.member({}, 'talent');
  await t.db
    .update(members)
    .set({ isSpecialist: true, image: 'https://img.test/talent.png', ...(username ? { username } : {}) })
    .where(eq(members.id, s.id));
  return s;
}

const followIt = (token: string, followed_id: number, followed_type = 'SPECIALIST', req_type = 'follow') =>
  t.call('follow_celebrity', { followed_id, req_type, followed_type }, token);

const rowsOf = (followerId: number) => t.db.select().from(follows).where(eq(follows.followerId, followerId));

describe('follow_celebrity', () => {
  it('follows and unfollows a talent; both are idempotent and the follower count follows', async () => {
    const star = await talent();
    const fan = await m.member();
    const first = await followIt(fan.token, star.id);
    expect([first.status, first.body.data]).toEqual([200, { followed_id: star.id, following: true, followers: 1 }]);
    const since = (await rowsOf(fan.id))[0]!.createdAt;
    t.clock.advance(60_000);
    const again = await followIt(fan.token, star.id);
    expect(again.body.data).toEqual({ followed_id: star.id, following: true, followers: 1 });
    expect(await rowsOf(fan.id)).toEqual([
      { followerId: fan.id, followedId: star.id, followedType: 'SPECIALIST', createdAt: since },
    ]);

    const other = await m.member();
    expect((await followIt(other.token, star.id)).body.data.followers).toBe(2);

    const off = await followIt(fan.token, star.id, 'SPECIALIST', 'unfollow');
    expect(off.body.data).toEqual({ followed_id: star.id, following: false, followers: 1 });
    const offAgain = await followIt(fan.token, star.id, 'SPECIALIST', 'unfollow');
    expect([offAgain.status, offAgain.body.data.following]).toEqual([200, false]);
    expect(await rowsOf(fan.id)).toEqual([]);
  });

  it('any member role may follow a business; a member without that role answers 404', async () => {
    const venue = await m.business();
    const otherVenue = await m.business();
    const star = await talent();
    expect((await followIt(otherVenue.token, venue.id, 'BUSINESS')).body.data.following).toBe(true);
    expect((await followIt(star.token, venue.id, 'BUSINESS')).body.data.followers).toBe(2);

    const fan = await m.member();
    const asTalent = await followIt(fan.token, venue.id, 'SPECIALIST');
    expect([asTalent.status, asTalent.body.message, asTalent.body.field]).toEqual([
      404,
      FOLLOWED_NOT_FOUND.SPECIALIST,
      'followed_id',
    ]);
    const plainFan = await followIt(fan.token, (await m.member()).id, 'BUSINESS');
    expect([plainFan.status, plainFan.body.message]).toEqual([404, FOLLOWED_NOT_FOUND.BUSINESS]);
    expect((await followIt(fan.token, 2_000_000_000, 'BUSINESS')).status).toBe(404);

    await t.db.update(members).set({ active: false }).where(eq(members.id, star.id));
    expect((await followIt(fan.token, star.id)).status).toBe(404);
    expect(await rowsOf(fan.id)).toEqual([]);
  });

  it('refuses following yourself, bad input and logged-out callers', async () => {
    const star = await talent();
    const self = await followIt(star.token, star.id);
    expect([self.status, self.body.message, self.body.field]).toEqual([400, CANNOT_FOLLOW_YOURSELF, 'followed_id']);
    for (const [input, field] of [
      [{ followed_id: star.id, req_type: 'like', followed_type: 'SPECIALIST' }, 'req_type'],
      [{ followed_id: star.id, req_type: 'follow', followed_type: 'FAN' }, 'followed_type'],
      [{ followed_id: -1, req_type: 'follow', followed_type: 'SPECIALIST' }, 'followed_id'],
      [{ req_type: 'follow', followed_type: 'SPECIALIST' }, 'followed_id'],
    ] as const) {
      const res = await t.call('follow_celebrity', input, (await m.member()).token);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
    }
    const out = await t.call('follow_celebrity', {
      followed_id: star.id,
      req_type: 'follow',
      followed_type: 'SPECIALIST',
    });
    expect(out.status).toBe(401);
  });
});

describe('user_query_following', () => {
  it('lists who the caller follows, newest first, with counts, and filters by type', async () => {
    const star = await talent('starlit');
    const venue = await m.business();
    const fan = await m.member();
    await followIt(fan.token, star.id);
    t.clock.advance(60_000);
    await followIt(fan.token, venue.id, 'BUSINESS');
    await followIt(star.token, fan.id, 'SPECIALIST'); // a fan is not talent: 404, counts nothing

    const all = await m.ok('user_query_following', {}, fan.token);
    expect(all.following).toEqual([
      {
        id: venue.id,
        name: venue.name,
        photo: null,
        username: null,
        followed_type: 'BUSINESS',
        since: new Date(t.clock.now()).toISOString(),
      },
      {
        id: star.id,
        name: star.name,
        photo: 'https://img.test/talent.png',
        username: 'starlit',
        followed_type: 'SPECIALIST',
        since: new Date(t.clock.now() - 60_000).toISOString(),
      },
    ]);
    expect(all.counts).toEqual({ specialists: 1, businesses: 1, total: 2, followers: 0 });

    const talentOnly = await m.ok('user_query_following', { followed_type: 'SPECIALIST' }, fan.token);
    expect(talentOnly.following.map((f: { id: number }) => f.id)).toEqual([star.id]);
    expect(talentOnly.counts.total).toBe(2);

    const starView = await m.ok('user_query_following', {}, star.token);
    expect([starView.following, starView.counts]).toEqual([
      [],
      { specialists: 0, businesses: 0, total: 0, followers: 1 },
    ]);
    expect((await t.call('user_query_following', { followed_type: 'FAN' }, fan.token)).body.field).toBe(
      'followed_type',
    );
  });
});

describe('followers are notified (notifyFollowers)', () => {
  it('stores the notice for current followers only, and emails only those who kept marketing type 2', async () => {
    const star = await talent();
    const keen = await m.member();
    const quiet = await m.member();
    const gone = await m.member();
    for (const f of [keen, quiet, gone]) await followIt(f.token, star.id);
    await followIt(gone.token, star.id, 'SPECIALIST', 'unfollow');
    await m.ok('update_marketing_email_exclusions', { exclusions: [2] }, quiet.token);
    await t.db.delete(outbox);

    const n = await t.db.transaction((tx) =>
      notifyFollowers(
        tx,
        t.app.mailer,
        star.id,
        {
          type: 'FOLLOWED_BOOKED',
          title: `${star.name} is playing Harbor Lights`,
          body: 'Get your tickets.',
          eventId: 3,
          link: '/dash/event/3',
        },
        new Date(t.clock.now()),
        t.config.PUBLIC_URL,
      ),
    );
    expect(n).toBe(2);
    const feed = async (token: string) =>
      (await m.ok('get_notifications_for_followed', {}, token)).notifications.map((x: { title: string }) => x.title);
    expect(await feed(keen.token)).toEqual([`${star.name} is playing Harbor Lights`]);
    expect(await feed(quiet.token)).toEqual([`${star.name} is playing Harbor Lights`]);
    expect(await feed(gone.token)).toEqual([]);
    const mail = await t.db.select({ to: outbox.to }).from(outbox);
    expect(mail).toEqual([{ to: keen.email }]);
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, quiet.id), eq(notifications.category, 'FOLLOWED')));
    expect(row!.readAt).toBeNull();
  });
});
