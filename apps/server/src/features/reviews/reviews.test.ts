import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { events } from '@stagepass/db/schema/events';
import { purchases } from '@stagepass/db/schema/tickets';
import { recommendationRequests, recommendations, reviews } from '@stagepass/db/schema/conversation';
import { CLAIM_MESSAGES, NOTHING_TO_CLAIM, RECOMMENDATION_INVALID } from '@stagepass/domain/account-codes';
import {
  CANNOT_REVIEW_YOURSELF,
  ENTER_VALID_EMAIL,
  RATING_INVALID,
  REC_ACCEPTED,
  REC_ALREADY_WRITTEN,
  REC_ASK_YOURSELF,
  REC_DECLINED,
  REC_REQUEST_NOT_FOUND,
  REC_REQUEST_SENT,
  REC_SIGN_IN_FIRST,
  REC_TOO_MANY,
  REC_WRITE_YOURSELF,
  RECOMMENDATION_NEEDS_LETTERS,
  REVIEW_EVENT_NOT_FOUND,
  REVIEW_NEEDS_LETTERS,
  REVIEW_NOT_FOUND,
  REVIEW_NOT_YET,
  REVIEW_REQUIRED,
  REVIEW_SUBJECT_NOT_FOUND,
  REVIEW_TOO_LONG,
} from '@stagepass/domain/reviews';
import { lastMailTo, linkCode, mailbox } from '../../test/account-flows';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';
import { seedReviews } from '../../seed/reviews';
import { makeEventWorld, makeRecRequest, makeReview } from './reviews-fixtures';

const t = useTestApp();
const m = marketplace(t, 'reviews.test');
const HOUR_MS = 3_600_000;

async function talent(name?: string): Promise<TestMember> {
  const s = await m.member({ isSpecialist: true }, 'talent');
  if (name) await t.db.update(members).set({ name }).where(eq(members.id, s.id));
  return { ...s, name: name ?? s.name };
}

/** A night that ended an hour ago: a business, a booked talent and a fan with a ticket (plus whoever else is asked). */
async function night(extra: { endsInMs?: number; guests?: TestMember[]; talent?: TestMember[]; name?: string } = {}) {
  const venue = await m.business();
  const star = await talent();
  const fan = await m.member();
  const eventId = await makeEventWorld(t.db, t.clock.now(), {
    businessId: venue.id,
    talentIds: [star.id, ...(extra.talent ?? []).map((s) => s.id)],
    guestIds: [fan.id, ...(extra.guests ?? []).map((g) => g.id)],
    ...(extra.endsInMs === undefined ? {} : { endsInMs: extra.endsInMs }),
    ...(extra.name ? { name: extra.name } : {}),
  });
  return { venue, star, fan, eventId };
}

const review = (token: string, input: Record<string, unknown>) => t.call('set_review', input, token);
const reviewRows = (eventId: number) => t.db.select().from(reviews).where(eq(reviews.eventId, eventId));

describe('set_review and get_reviews', () => {
  it('a fan with a ticket reviews the talent after the event; sending again edits the one review', async () => {
    const { venue, star, fan, eventId } = await night();
    const before = await m.ok('get_reviews', { event_id: eventId }, fan.token);
    expect(before).toMatchObject({ event_id: eventId, ended: true, role: 'guest', reviews: [] });
    expect(before.reviewable).toEqual([
      { id: venue.id, name: venue.name, photo: null, kind: 'BUSINESS', role: 'business', review_id: null },
      { id: star.id, name: star.name, photo: null, kind: 'SPECIALIST', role: 'talent', review_id: null },
    ]);

    const text = 'An unforgettable set. '.repeat(10).trim();
    const first = await review(fan.token, { friend_id: star.id, event_id: eventId, review: `  ${text}  `, rating: 5 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({
      created: true,
      review: {
        id: expect.any(Number),
        text,
        date: new Date(t.clock.now()).toISOString(),
        rating: 5,
        event_id: eventId,
        reviewer_id: fan.id,
        reviewer_name: fan.name,
        photo: null,
        reviewer_kind: 'USER',
        subject_id: star.id,
        subject_name: star.name,
        subject_photo: null,
        subject_kind: 'SPECIALIST',
        unread: false,
        mine: true,
      },
    });
    const id = first.body.data.review.id as number;

    // The talent sees it, unread; marking it read clears that.
    const starView = await m.ok('get_reviews', { event_id: eventId }, star.token);
    expect(starView.role).toBe('talent');
    expect(starView.reviews.map((r: { id: number; unread: boolean }) => [r.id, r.unread])).toEqual([[id, true]]);
    expect(await m.ok('mark_reviews_as_read', { review_ids: [id] }, star.token)).toEqual({
      review_ids: [id],
      unread: 0,
    });

    // Sending again edits it (no second review), and the talent has it unread again.
    t.clock.advance(60_000);
    const again = await review(fan.token, {
      friend_id: star.id,
      event_id: eventId,
      review: 'Even better live.',
      rating: 4,
    });
    expect([again.status, again.body.data.created, again.body.data.review.id]).toEqual([200, false, id]);
    const byId = await review(fan.token, {
      friend_id: star.id,
      event_id: eventId,
      review_id: id,
      review: 'Best night of the year.',
      rating: 3,
    });
    expect([byId.status, byId.body.data.created, byId.body.data.review.rating]).toEqual([200, false, 3]);
    const rows = await reviewRows(eventId);
    expect(rows.map((r) => [r.id, r.reviewerId, r.subjectId, r.rating, r.review, r.readAt])).toEqual([
      [id, fan.id, star.id, 3, 'Best night of the year.', null],
    ]);
    expect(rows[0]!.modifiedAt.getTime()).toBe(t.clock.now());

    const after = await m.ok('get_reviews', { event_id: eventId }, fan.token);
    expect(after.reviewable.map((p: { id: number; review_id: number | null }) => [p.id, p.review_id])).toEqual([
      [venue.id, null],
      [star.id, id],
    ]);
    expect((await m.ok('get_reviews', { event_id: eventId }, star.token)).reviews[0].unread).toBe(true);
  });

  it('the business and the booked talent review each other; the business reads every review of its event', async () => {
    const { venue, star, fan, eventId } = await night();
    expect(
      (await review(venue.token, { friend_id: star.id, event_id: eventId, review: 'On time, on point.', rating: 5 }))
        .status,
    ).toBe(200);
    expect(
      (await review(star.token, { friend_id: venue.id, event_id: eventId, review: 'Great sound crew.', rating: 4 }))
        .status,
    ).toBe(200);
    expect(
      (await review(fan.token, { friend_id: venue.id, event_id: eventId, review: 'Long bar queue.', rating: 2 }))
        .status,
    ).toBe(200);

    const venueView = await m.ok('get_reviews', { event_id: eventId }, venue.token);
    expect(venueView.role).toBe('business');
    expect(venueView.reviewable.map((p: { id: number }) => p.id)).toEqual([star.id]);
    expect(venueView.reviews).toHaveLength(3);
    // The talent reads what they wrote and received, not the fan's review of the business.
    const starView = await m.ok('get_reviews', { event_id: eventId }, star.token);
    expect(starView.reviewable.map((p: { id: number }) => p.id)).toEqual([venue.id]);
    expect(starView.reviews.map((r: { text: string }) => r.text).sort()).toEqual([
      'Great sound crew.',
      'On time, on point.',
    ]);
  });

  it('refuses reviews before the event ends, and opens them on the server clock', async () => {
    const { star, fan, eventId } = await night({ endsInMs: 30 * 60_000 });
    expect((await m.ok('get_reviews', { event_id: eventId }, fan.token)).ended).toBe(false);
    const early = await review(fan.token, { friend_id: star.id, event_id: eventId, review: 'Cannot wait!', rating: 5 });
    expect([early.status, early.body.message, early.body.field]).toEqual([409, REVIEW_NOT_YET, 'event_id']);
    expect(await reviewRows(eventId)).toEqual([]);
    t.clock.advance(30 * 60_000);
    expect((await m.ok('get_reviews', { event_id: eventId }, fan.token)).ended).toBe(true);
    expect(
      (await review(fan.token, { friend_id: star.id, event_id: eventId, review: 'Worth it!', rating: 5 })).status,
    ).toBe(200);
  });

  it('answers anyone who may open the event page with no part and no reviews, and lets only participants write (404)', async () => {
    const { fan, star, eventId } = await night();
    const praise = 'Secret praise for the night.';
    expect((await review(fan.token, { friend_id: star.id, event_id: eventId, review: praise, rating: 5 })).status).toBe(
      200,
    );
    const other = await night();
    const outsiders = [await m.member(), await m.business(), await talent(), other.fan, other.venue, other.star];
    for (const who of outsiders) {
      // The event page asks whoever opens it: no failed request, and nothing of the participants' reviews.
      const read = await m.ok('get_reviews', { event_id: eventId }, who.token);
      expect([read.event_id, read.role, read.reviews, read.reviewable]).toEqual([eventId, null, [], []]);
      expect(JSON.stringify(read)).not.toContain(praise);
      const write = await review(who.token, { friend_id: star.id, event_id: eventId, review: 'Sneaky.', rating: 1 });
      expect([write.status, write.body.field]).toEqual([404, 'event_id']);
    }
    // A refunded ticket is no ticket.
    await t.db.update(purchases).set({ status: 'Refunded' }).where(eq(purchases.memberId, other.fan.id));
    expect((await m.ok('get_reviews', { event_id: other.eventId }, other.fan.token)).role).toBeNull();
    expect(
      (await review(other.fan.token, { friend_id: other.star.id, event_id: other.eventId, review: 'Hm.', rating: 2 }))
        .status,
    ).toBe(404);
    const missing = await t.call('get_reviews', { event_id: 2_000_000_000 }, other.fan.token);
    expect([missing.status, missing.body.message, missing.body.field]).toEqual([
      404,
      REVIEW_EVENT_NOT_FOUND,
      'event_id',
    ]);
    expect((await t.call('get_reviews', { event_id: eventId })).status).toBe(401);
    expect((await reviewRows(eventId)).map((r) => r.review)).toEqual([praise]);
  });

  it('answers a private event to its participants only, and a draft to its business only, with no reviews', async () => {
    const venue = await m.business();
    const guest = await m.member();
    const outsider = await m.member();
    const secret = 'Rooftop Secret Supper';
    const privateId = await makeEventWorld(t.db, t.clock.now(), {
      businessId: venue.id,
      guestIds: [guest.id],
      name: secret,
      private: true,
    });
    expect((await m.ok('get_reviews', { event_id: privateId }, guest.token)).role).toBe('guest');
    expect((await m.ok('get_reviews', { event_id: privateId }, venue.token)).role).toBe('business');
    const hidden = await t.call('get_reviews', { event_id: privateId }, outsider.token);
    expect([hidden.status, hidden.body.field]).toEqual([404, 'event_id']);
    expect(JSON.stringify(hidden.body)).not.toContain(secret);

    const draftId = await makeEventWorld(t.db, t.clock.now(), { businessId: venue.id, endsInMs: 30 * 24 * HOUR_MS });
    await t.db.update(events).set({ draft: true }).where(eq(events.id, draftId));
    const own = await m.ok('get_reviews', { event_id: draftId }, venue.token);
    expect([own.role, own.ended, own.reviews, own.reviewable]).toEqual(['business', false, [], []]);
    for (const who of [outsider, guest]) {
      expect((await t.call('get_reviews', { event_id: draftId }, who.token)).status).toBe(404);
    }
  });

  it('reviews only whom the role allows: not a fellow guest, another talent, a guest, or yourself', async () => {
    const otherFan = await m.member();
    const secondStar = await talent();
    const { venue, star, fan, eventId } = await night({ guests: [otherFan], talent: [secondStar] });
    const cases: [TestMember, number, number, string][] = [
      [fan, otherFan.id, 404, REVIEW_SUBJECT_NOT_FOUND],
      [star, secondStar.id, 404, REVIEW_SUBJECT_NOT_FOUND],
      [venue, fan.id, 404, REVIEW_SUBJECT_NOT_FOUND],
      [star, fan.id, 404, REVIEW_SUBJECT_NOT_FOUND],
      [fan, 2_000_000_000, 404, REVIEW_SUBJECT_NOT_FOUND],
      [fan, fan.id, 400, CANNOT_REVIEW_YOURSELF],
    ];
    for (const [who, friend, status, message] of cases) {
      const res = await review(who.token, { friend_id: friend, event_id: eventId, review: 'Hmm.', rating: 3 });
      expect([res.status, res.body.message, res.body.field]).toEqual([status, message, 'friend_id']);
    }
    expect(await reviewRows(eventId)).toEqual([]);
  });

  it("answers 404 for another member's review_id, and leaves that review alone", async () => {
    const { venue, star, fan, eventId } = await night();
    const theirs = await makeReview(t.db, t.clock.now(), { eventId, reviewerId: venue.id, subjectId: star.id });
    const res = await review(fan.token, {
      friend_id: star.id,
      event_id: eventId,
      review_id: theirs,
      review: 'Taking it over.',
      rating: 1,
    });
    expect([res.status, res.body.message, res.body.field]).toEqual([404, REVIEW_NOT_FOUND, 'review_id']);
    expect((await reviewRows(eventId)).map((r) => [r.reviewerId, r.review])).toEqual([[venue.id, 'A great night.']]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const { star, fan, eventId } = await night();
    const good = { friend_id: star.id, event_id: eventId, review: 'Lovely.', rating: 4 };
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ ...good, rating: 0 }, 'rating', RATING_INVALID],
      [{ ...good, rating: 6 }, 'rating', RATING_INVALID],
      [{ ...good, rating: 2.5 }, 'rating', RATING_INVALID],
      [{ ...good, rating: '5' }, 'rating', RATING_INVALID],
      [{ ...good, review: '   ' }, 'review', REVIEW_REQUIRED],
      [{ ...good, review: '10/10 !!!' }, 'review', REVIEW_NEEDS_LETTERS],
      [{ ...good, review: 'a'.repeat(2001) }, 'review', REVIEW_TOO_LONG],
      [{ ...good, event_id: -1 }, 'event_id'],
      [{ ...good, friend_id: undefined }, 'friend_id'],
      [{ ...good, review_id: 'x' }, 'review_id'],
    ];
    for (const [input, field, message] of cases) {
      const res = await review(fan.token, input);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
      if (message) expect(res.body.message).toBe(message);
    }
    const res = await t.call('mark_reviews_as_read', { review_ids: [] }, fan.token);
    expect([res.status, res.body.field]).toEqual([400, 'review_ids']);
    expect(await reviewRows(eventId)).toEqual([]);
  });

  it('stores a review as text: markup comes back as typed', async () => {
    const { star, fan, eventId } = await night();
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> javascript:alert(3) loved it';
    await m.ok('set_review', { friend_id: star.id, event_id: eventId, review: text, rating: 5 }, fan.token);
    expect((await m.ok('get_reviews_for_id', { id: star.id })).reviews[0].review).toBe(text);
  });
});

describe('bad input to the review and recommendation reads', () => {
  it('get_reviews, get_recs_for_id and get_recs_by_id answer 400 naming the field, and read nothing', async () => {
    const { fan, eventId } = await night();
    const bad: unknown[] = [undefined, -1, 0, 1.5, 'x', '12', null, [eventId], 2 ** 53];
    for (const value of bad) {
      const reviews = await t.call('get_reviews', value === undefined ? {} : { event_id: value }, fan.token);
      expect([reviews.status, reviews.body.field], `get_reviews ${JSON.stringify(value)}`).toEqual([400, 'event_id']);
      expect(reviews.body).not.toHaveProperty('data');
      const forId = await t.call('get_recs_for_id', value === undefined ? {} : { for_id: value });
      expect([forId.status, forId.body.field], `get_recs_for_id ${JSON.stringify(value)}`).toEqual([400, 'for_id']);
      const byId = await t.call('get_recs_by_id', value === undefined ? {} : { by_id: value });
      expect([byId.status, byId.body.field], `get_recs_by_id ${JSON.stringify(value)}`).toEqual([400, 'by_id']);
    }
    // The control: the same calls with good ids answer.
    expect((await t.call('get_reviews', { event_id: eventId }, fan.token)).status).toBe(200);
    expect((await t.call('get_recs_for_id', { for_id: fan.id })).status).toBe(200);
    expect((await t.call('get_recs_by_id', { by_id: fan.id })).status).toBe(200);
  });
});

describe('mark_reviews_as_read', () => {
  it("marks only reviews about the caller: others' are left, and none of the caller's is 404", async () => {
    const { venue, star, fan, eventId } = await night();
    const aboutStar = await makeReview(t.db, t.clock.now(), { eventId, reviewerId: fan.id, subjectId: star.id });
    const aboutVenue = await makeReview(t.db, t.clock.now(), { eventId, reviewerId: fan.id, subjectId: venue.id });
    const mixed = await m.ok(
      'mark_reviews_as_read',
      { review_ids: [aboutVenue, aboutStar, 2_000_000_000] },
      star.token,
    );
    expect(mixed).toEqual({ review_ids: [aboutStar], unread: 0 });
    const none = await t.call('mark_reviews_as_read', { review_ids: [aboutVenue] }, star.token);
    expect([none.status, none.body.message, none.body.field]).toEqual([404, REVIEW_NOT_FOUND, 'review_ids']);
    const rows = await reviewRows(eventId);
    expect(rows.find((r) => r.id === aboutVenue)!.readAt).toBeNull();
    expect(rows.find((r) => r.id === aboutStar)!.readAt).not.toBeNull();
  });
});

describe('get_reviews_for_id', () => {
  it("lists a member's reviews to anyone, newest first, in the object form, with the average rating", async () => {
    const { venue, star, fan, eventId } = await night({ name: 'Harbor Lights' });
    const none = await m.ok('get_reviews_for_id', { id: star.id });
    expect(none).toEqual({ id: star.id, rating: { average: null, count: 0 }, reviews: [] });

    await m.ok('set_review', { friend_id: star.id, event_id: eventId, review: 'Superb.', rating: 5 }, fan.token);
    t.clock.advance(60_000);
    await m.ok('set_review', { friend_id: star.id, event_id: eventId, review: 'Solid.', rating: 4 }, venue.token);
    // A private event's name stays off the public profile.
    const hidden = await makeEventWorld(t.db, t.clock.now(), {
      businessId: venue.id,
      talentIds: [star.id],
      private: true,
      name: 'Secret Garden Party',
    });
    t.clock.advance(60_000);
    await m.ok('set_review', { friend_id: star.id, event_id: hidden, review: 'Intimate.', rating: 4 }, venue.token);

    const data = await m.ok('get_reviews_for_id', { id: star.id });
    expect(data.rating).toEqual({ average: 4.33, count: 3 });
    expect(data.reviews.map((r: { review: string }) => r.review)).toEqual(['Intimate.', 'Solid.', 'Superb.']);
    expect(data.reviews[2]).toEqual({
      id: expect.any(Number),
      review: 'Superb.',
      date: new Date(t.clock.now() - 120_000).toISOString(),
      time_zone: 'America/Los_Angeles',
      s_id: fan.id,
      name: fan.name,
      photo: null,
      rating: 5,
      is_specialist: false,
      is_business: false,
      event_id: eventId,
      event_name: 'Harbor Lights',
    });
    expect(data.reviews[1]).toMatchObject({ s_id: venue.id, is_business: true, is_specialist: false });
    expect(data.reviews[0].event_name).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Secret Garden');
  });

  it('answers 404 for a member who is not active, 400 for a bad id', async () => {
    const gone = await talent();
    await t.db.update(members).set({ active: false }).where(eq(members.id, gone.id));
    expect((await t.call('get_reviews_for_id', { id: gone.id })).status).toBe(404);
    const bad = await t.call('get_reviews_for_id', { id: 'x' });
    expect([bad.status, bad.body.field]).toEqual([400, 'id']);
  });
});

// ---------------------------------------------------------------------------------------------
// Recommendations

const ask = (token: string, input: Record<string, unknown>) => t.call('request_rec', input, token);

describe('request_rec', () => {
  it('mails the asked address a /redirect/recreq/ link, in the name of the talent', async () => {
    const star = await talent('Gia Strings');
    const res = await ask(star.token, { email: '  Mentor@Example.COM ', by_id: star.id });
    expect([res.status, res.body.data]).toEqual([200, { success: true, message: REC_REQUEST_SENT }]);
    const mail = await lastMailTo(t, 'mentor@example.com');
    expect(mail?.subject).toBe('Gia Strings asked you for a recommendation on Stagepass');
    expect(linkCode(mail, 'recreq')).toMatch(/^[A-Za-z0-9]{48}$/);
    const [row] = await t.db.select().from(recommendationRequests);
    expect(row).toMatchObject({ forId: star.id, email: 'mentor@example.com', byName: 'Gia Strings', state: 'PENDING' });
    expect(row!.byId).toBeNull();
    expect(row!.codeId).not.toBeNull();

    await m.ok('request_rec', { email: 'coach@example.com', by_name: 'DJ Gia' }, star.token);
    expect((await lastMailTo(t, 'coach@example.com'))?.subject).toBe(
      'DJ Gia asked you for a recommendation on Stagepass',
    );
  });

  it("refuses a bad email ('Please enter a valid email!'), the talent's own, and another talent's by_id", async () => {
    const star = await talent();
    const other = await talent();
    for (const email of ['', 'not-an-email', 'a@b', 'x@y.c']) {
      const res = await ask(star.token, { email });
      expect([res.status, res.body.message, res.body.field]).toEqual([400, ENTER_VALID_EMAIL, 'email']);
    }
    const self = await ask(star.token, { email: star.email.toUpperCase() });
    expect([self.status, self.body.message, self.body.field]).toEqual([400, REC_ASK_YOURSELF, 'email']);
    const foreign = await ask(star.token, { email: 'mentor@example.com', by_id: other.id });
    expect([foreign.status, foreign.body.field]).toEqual([404, 'by_id']);
    expect(JSON.stringify(foreign.body)).not.toContain(other.name);
    const badName = await ask(star.token, { email: 'mentor@example.com', by_name: '<b>http://x</b>' });
    expect([badName.status, badName.body.field]).toEqual([400, 'by_name']);
    expect(await t.db.select().from(recommendationRequests)).toEqual([]);
    expect(await mailbox(t)).toEqual([]);
  });

  it('is for talent only', async () => {
    for (const who of [await m.member(), await m.business()]) {
      expect((await ask(who.token, { email: 'mentor@example.com' })).status).toBe(403);
    }
    expect((await t.call('request_rec', { email: 'mentor@example.com' })).status).toBe(401);
  });

  it('asks at most 20 people a day, and mails one address at most 5 times an hour', async () => {
    const star = await talent();
    for (let i = 0; i < 6; i++) await m.ok('request_rec', { email: 'same@example.com' }, star.token);
    // The sixth to one address answers the same but sends and stores nothing.
    expect((await mailbox(t)).filter((mail) => mail.to === 'same@example.com')).toHaveLength(5);
    for (let i = 0; i < 15; i++) await m.ok('request_rec', { email: `p${i}@example.com` }, star.token);
    const over = await ask(star.token, { email: 'one-more@example.com' });
    expect([over.status, over.body.message]).toEqual([429, REC_TOO_MANY]);
    t.clock.advance(24 * HOUR_MS + 1000);
    expect((await ask(star.token, { email: 'one-more@example.com' })).status).toBe(200);
  });
});

/** A talent asks `email` for a recommendation; answers the talent and the mailed code. */
async function asked(email: string) {
  const star = await talent('Gia Strings');
  await m.ok('request_rec', { email }, star.token);
  return { star, code: linkCode(await lastMailTo(t, email), 'recreq') };
}

const claim = (code: string, token?: string) => t.call('claim_code', { type: 'RECOMMEND', code }, token);

describe('the recreq link: claim_code, get_pending_rec_requests, write_rec', () => {
  it('the recipient claims the mailed link, sees the request on their dashboard and writes it, once', async () => {
    const mentor = await m.business();
    const { star, code } = await asked(mentor.email);

    const claimed = await claim(code, mentor.token);
    expect([claimed.status, claimed.body.data]).toEqual([
      200,
      { success: true, message: CLAIM_MESSAGES.RECOMMEND, type: 'RECOMMEND' },
    ]);
    const again = await claim(code, mentor.token);
    expect([again.status, again.body.message, again.body.field]).toEqual([404, RECOMMENDATION_INVALID, 'code']);

    const pending = await m.ok('get_pending_rec_requests', {}, mentor.token);
    expect(pending.requests).toEqual([
      {
        id: expect.any(Number),
        for_id: star.id,
        for_name: 'Gia Strings',
        for_photo: null,
        for_username: null,
        by_name: 'Gia Strings',
        claimed: true,
        created_at: new Date(t.clock.now()).toISOString(),
      },
    ]);

    const written = await m.ok('write_rec', { rec: '  Reliable and inspiring.  ', for_id: star.id }, mentor.token);
    expect(written.recommendation).toEqual({
      id: expect.any(Number),
      for_id: star.id,
      by_id: mentor.id,
      rec: 'Reliable and inspiring.',
      date: new Date(t.clock.now()).toISOString(),
      for: { id: star.id, name: 'Gia Strings', photo: null, username: null, kind: 'SPECIALIST' },
      by: { id: mentor.id, name: mentor.name, photo: null, username: null, kind: 'BUSINESS' },
    });
    expect((await m.ok('get_pending_rec_requests', {}, mentor.token)).requests).toEqual([]);
    const twice = await t.call('write_rec', { rec: 'Again!', for_id: star.id }, mentor.token);
    expect([twice.status, twice.body.message, twice.body.field]).toEqual([404, REC_REQUEST_NOT_FOUND, 'for_id']);
    const withCode = await t.call('write_rec', { rec: 'Again!', for_id: star.id, code }, mentor.token);
    expect([withCode.status, withCode.body.message]).toEqual([409, REC_ALREADY_WRITTEN]);
    expect(await t.db.select().from(recommendations)).toHaveLength(1);

    const forStar = await m.ok('get_recs_for_id', { for_id: star.id });
    expect([forStar.count, forStar.recommendations[0].rec]).toEqual([1, 'Reliable and inspiring.']);
    const byMentor = await m.ok('get_recs_by_id', { by_id: mentor.id });
    expect([byMentor.count, byMentor.recommendations[0].for.name]).toEqual([1, 'Gia Strings']);
  });

  it('signed out, the link is left unused and asks to sign in; the talent cannot claim their own link', async () => {
    const mentor = await m.member();
    const { star, code } = await asked(mentor.email);
    const out = await claim(code);
    expect([out.status, out.body.data]).toEqual([
      200,
      { success: false, message: REC_SIGN_IN_FIRST, type: 'RECOMMEND' },
    ]);
    const own = await claim(code, star.token);
    expect([own.status, own.body.message]).toEqual([400, REC_WRITE_YOURSELF]);
    expect((await claim(code, mentor.token)).body.data.success).toBe(true);
    const [row] = await t.db.select().from(recommendationRequests);
    expect([row!.byId, row!.claimedAt?.getTime()]).toEqual([mentor.id, t.clock.now()]);
    expect((await claim('not-a-live-code', mentor.token)).status).toBe(404);
    expect((await claim('not-a-live-code')).body.message).toBe(RECOMMENDATION_INVALID);
  });

  it('write_rec with the code claims an unclaimed request; a wrong talent or someone else’s claimed request is 404', async () => {
    const mentor = await m.member();
    const other = await m.member();
    const { star, code } = await asked('mentor-two@example.com');
    const wrongTalent = await t.call('write_rec', { rec: 'Great!', for_id: other.id, code }, mentor.token);
    expect([wrongTalent.status, wrongTalent.body.field]).toEqual([404, 'code']);
    const noClaim = await t.call('write_rec', { rec: 'Great!', for_id: star.id }, mentor.token);
    expect([noClaim.status, noClaim.body.field]).toEqual([404, 'for_id']);

    expect(
      (await t.call('write_rec', { rec: 'Great to work with!', for_id: star.id, code }, mentor.token)).status,
    ).toBe(200);
    // The code is used: nobody else can take the request with it.
    const late = await t.call('write_rec', { rec: 'Me too!', for_id: star.id, code }, other.token);
    expect([late.status, late.body.message]).toEqual([404, REC_REQUEST_NOT_FOUND]);
    expect((await claim(code, other.token)).status).toBe(404);

    const bad = await t.call('write_rec', { rec: '!!!', for_id: star.id }, mentor.token);
    expect([bad.status, bad.body.message, bad.body.field]).toEqual([400, RECOMMENDATION_NEEDS_LETTERS, 'rec']);
    expect((await t.call('write_rec', { rec: 'Nice.', for_id: 'x' }, mentor.token)).body.field).toBe('for_id');
  });
});

describe('claim_for_id', () => {
  it('accepts a request sent to the member’s email, or declines it; nothing addressed to them is 404', async () => {
    const mentor = await m.member();
    const star = await talent();
    await makeRecRequest(t.db, t.clock.now(), { forId: star.id, email: mentor.email.toUpperCase() });
    const pending = await m.ok('get_pending_rec_requests', {}, mentor.token);
    expect(pending.requests.map((r: { for_id: number; claimed: boolean }) => [r.for_id, r.claimed])).toEqual([
      [star.id, false],
    ]);
    // Not addressed to the member until accepted: nothing to write yet.
    expect((await t.call('write_rec', { rec: 'Yes!', for_id: star.id }, mentor.token)).status).toBe(404);

    const accepted = await m.ok('claim_for_id', { type: 'RECOMMEND', for_id: star.id }, mentor.token);
    expect(accepted).toEqual({ success: true, message: REC_ACCEPTED });
    expect((await m.ok('get_pending_rec_requests', {}, mentor.token)).requests[0].claimed).toBe(true);

    const declined = await m.ok('claim_for_id', { type: 'RECOMMEND', for_id: star.id, reject: true }, mentor.token);
    expect(declined).toEqual({ success: true, message: REC_DECLINED });
    expect((await m.ok('get_pending_rec_requests', {}, mentor.token)).requests).toEqual([]);
    expect((await t.db.select().from(recommendationRequests))[0]!.state).toBe('REJECTED');

    for (const input of [
      { type: 'RECOMMEND', for_id: star.id },
      { type: 'REGISTRATION', for_id: star.id },
    ]) {
      const res = await t.call('claim_for_id', input, mentor.token);
      expect([res.status, res.body.message, res.body.field]).toEqual([404, NOTHING_TO_CLAIM, 'for_id']);
    }
  });

  it("leaves another member's request alone (404)", async () => {
    const mentor = await m.member();
    const stranger = await m.member();
    const star = await talent();
    await makeRecRequest(t.db, t.clock.now(), { forId: star.id, email: mentor.email, byId: mentor.id });
    for (const reject of [false, true]) {
      const res = await t.call('claim_for_id', { type: 'RECOMMEND', for_id: star.id, reject }, stranger.token);
      expect(res.status).toBe(404);
    }
    expect((await t.call('write_rec', { rec: 'Mine now.', for_id: star.id }, stranger.token)).status).toBe(404);
    const [row] = await t.db.select().from(recommendationRequests);
    expect([row!.byId, row!.state]).toEqual([mentor.id, 'PENDING']);
  });
});

describe('the demo data (seed/reviews.ts)', () => {
  it('reviews past nights as their participants would, recommends talent booked twice, and is deterministic', async () => {
    const venue = await m.business();
    const star = await talent();
    const fans = [await m.member(), await m.member(), await m.member()];
    const nights = [];
    for (let i = 0; i < 4; i++)
      nights.push(
        await makeEventWorld(t.db, t.clock.now(), {
          businessId: venue.id,
          talentIds: [star.id],
          guestIds: fans.map((f) => f.id),
          endsInMs: -(i + 1) * 24 * HOUR_MS,
        }),
      );
    const upcoming = await makeEventWorld(t.db, t.clock.now(), {
      businessId: venue.id,
      talentIds: [star.id],
      guestIds: fans.map((f) => f.id),
      endsInMs: 24 * HOUR_MS,
    });

    const summary = await t.db.transaction((tx) => seedReviews(tx, { nowMs: t.clock.now() }));
    const rows = await t.db.select().from(reviews);
    expect(summary.reviews).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(8);
    const participants = new Set([venue.id, star.id, ...fans.map((f) => f.id)]);
    for (const row of rows) {
      expect(nights).toContain(row.eventId);
      expect(participants.has(row.reviewerId) && participants.has(row.subjectId)).toBe(true);
      // Nobody reviews a ticket holder.
      expect([venue.id, star.id]).toContain(row.subjectId);
      expect(row.createdAt.getTime()).toBeLessThan(t.clock.now());
      expect(row.rating).toBeGreaterThanOrEqual(1);
    }
    expect(rows.some((r) => r.eventId === upcoming)).toBe(false);
    // Booked by the venue on four nights: the venue recommended them.
    const recs = await m.ok('get_recs_for_id', { for_id: star.id });
    expect(summary.recommendations).toBe(1);
    expect(recs.recommendations.map((r: { by_id: number }) => r.by_id)).toEqual([venue.id]);
    const shown = await m.ok('get_reviews_for_id', { id: star.id });
    expect(shown.rating.count).toBe(rows.filter((r) => r.subjectId === star.id).length);

    // The same database and clock give the same reviews.
    const first = rows.map((r) => [r.eventId, r.reviewerId, r.subjectId, r.rating, r.review]);
    await t.db.delete(reviews);
    await t.db.delete(recommendationRequests);
    await t.db.transaction((tx) => seedReviews(tx, { nowMs: t.clock.now() }));
    const second = (await t.db.select().from(reviews)).map((r) => [
      r.eventId,
      r.reviewerId,
      r.subjectId,
      r.rating,
      r.review,
    ]);
    expect(second).toEqual(first);
  });
});
