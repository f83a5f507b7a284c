import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyClients } from '@stagepass/db/schema/agency';
import { messages, reviews } from '@stagepass/db/schema/conversation';
import { outbox } from '@stagepass/db/schema/notifications';
import { purchases } from '@stagepass/db/schema/tickets';
import {
  CANNOT_MESSAGE_SELF,
  CONVERSATION_NOT_FOUND,
  FRIEND_NEEDS_EVENT,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  MESSAGES_NOT_FOUND,
  UNREAD_MESSAGE_EMAIL_TYPE_ID,
} from '@stagepass/domain/messages';
import { bookingWorld } from '../../test/booking-fixtures';
import type { TestMember } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';
import { emailUnreadMessages } from './unread-message-emails';

const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
beforeAll(() => {
  w = bookingWorld(t, 'messages.test');
});
const START = Date.parse('2026-11-22T12:00:00Z');
const MINUTE = 60_000;
beforeEach(() => {
  t.clock.set(START);
});

// ---------------------------------------------------------------------------------------------
// The world of a test: a business's event, a fan with a ticket of it, a talent asked to play it

/** A business with an event 10 days ahead, one time block, and a free ticket on sale. */
async function venue(name = 'Harbor Lights') {
  const b = await w.business([]);
  const eventId = await w.event(b.token, 10, name);
  const sbEventId = await w.block(b.token, eventId, 10, '20:00', '21:00');
  const ticket = await w.ticket(b.token, eventId, { price: 0, name: 'RSVP' });
  return { b, eventId, sbEventId, ticketId: ticket.ticket_id };
}

/** A fan holding a ticket of the event. */
async function ticketHolder(v: { eventId: number; ticketId: number }, label = 'fan') {
  const fan = await w.member({}, label);
  const purchase = await w.buy(fan.token, v.eventId, v.ticketId, 1, 0);
  return { ...fan, purchaseId: purchase.purchase_id };
}

/** A talent the business asked to open a schedule for the event's block (a schedule request). */
async function askedTalent(v: { b: TestMember; sbEventId: number }) {
  const talent = await w.member({ isSpecialist: true }, 'talent');
  await w.ok(
    'create_schedule_request',
    { sb_event_id: v.sbEventId, sp_id: talent.id, message: 'Could you play our opening?' },
    v.b.token,
  );
  return talent;
}

async function send(from: TestMember, to: { id: number }, eventId: number, message: string) {
  const res = await t.call('set_message', { friend_id: to.id, event_id: eventId, message }, from.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.message as { message_id: number } & Record<string, unknown>;
}

const inbox = async (who: TestMember, input: Record<string, unknown> = {}) => {
  const res = await t.call('get_messages', input, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const notFound = { message: CONVERSATION_NOT_FOUND, code: 'NOT_FOUND' };

// ---------------------------------------------------------------------------------------------

describe('set_message: between the business of an event and its fans or talent (spec 001 §7)', () => {
  it('lets a ticket holder write to the business, and the business answer', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const sent = await send(fan, v.b, v.eventId, '  Is there parking nearby?  ');
    expect(sent).toMatchObject({
      event_id: v.eventId,
      friend_id: v.b.id,
      sender_id: fan.id,
      recipient_id: v.b.id,
      mine: true,
      message: 'Is there parking nearby?',
      created_at: new Date(START).toISOString(),
      read_at: null,
    });

    t.clock.set(START + MINUTE);
    const reply = await send(v.b, fan, v.eventId, 'Yes, on Pier 3.');
    expect(reply).toMatchObject({ sender_id: v.b.id, recipient_id: fan.id, friend_id: fan.id });

    const thread = await inbox(fan, { event_id: v.eventId });
    expect(thread.messages.map((m: { message: string; mine: boolean }) => [m.message, m.mine])).toEqual([
      ['Is there parking nearby?', true],
      ['Yes, on Pier 3.', false],
    ]);
  });

  it('lets the business and its talent write to each other (a schedule request, then a bid)', async () => {
    const v = await venue();
    const talent = await askedTalent(v);
    await send(v.b, talent, v.eventId, 'We start at eight.');
    await send(talent, v.b, v.eventId, 'See you then.');

    // A talent with a bid on the event (no schedule request) may write too.
    const bidder = await w.talent();
    await w.schedule(bidder, 10);
    const payer = await w.business();
    const eventId = await w.event(payer.token, 10, 'Bid Night');
    const sbEventId = await w.block(payer.token, eventId, 10, '20:00', '21:00');
    await w.bid(payer.token, sbEventId, bidder, 300);
    await send(bidder, payer, eventId, 'Do you have a piano?');
    await send(payer, bidder, eventId, 'A grand one.');
  });

  it('refuses fan to talent both ways, even on the same event (404)', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const talent = await askedTalent(v);
    for (const [from, to] of [
      [fan, talent],
      [talent, fan],
    ] as const) {
      const res = await t.call('set_message', { friend_id: to.id, event_id: v.eventId, message: 'Hi!' }, from.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(notFound);
    }
    expect(await t.db.select().from(messages)).toEqual([]);
  });

  it('refuses outsiders: a fan without a ticket, another business, a refunded fan, an unknown event (404)', async () => {
    const v = await venue();
    const stranger = await w.member({}, 'stranger');
    const rival = await w.business([]);
    const call = (who: TestMember, friend: number, eventId = v.eventId) =>
      t.call('set_message', { friend_id: friend, event_id: eventId, message: 'Let me in' }, who.token);
    for (const res of [
      await call(stranger, v.b.id),
      await call(rival, v.b.id),
      // The business writing to someone with no ticket.
      await call(v.b, stranger.id),
      await call(stranger, v.b.id, 2_000_000),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(notFound);
      expect(JSON.stringify(res.body)).not.toContain('Harbor Lights');
    }

    const refunded = await ticketHolder(v, 'refunded');
    await t.db.update(purchases).set({ status: 'Refunded' }).where(eq(purchases.id, refunded.purchaseId));
    expect((await call(refunded, v.b.id)).status).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ event_id: v.eventId, message: 'Hi' }, 'friend_id'],
      [{ friend_id: 'the venue', event_id: v.eventId, message: 'Hi' }, 'friend_id'],
      [{ friend_id: v.b.id, message: 'Hi' }, 'event_id'],
      [{ friend_id: v.b.id, event_id: -1, message: 'Hi' }, 'event_id'],
      [{ friend_id: v.b.id, event_id: v.eventId }, 'message'],
      [{ friend_id: v.b.id, event_id: v.eventId, message: '   ' }, 'message', MESSAGE_REQUIRED],
      [{ friend_id: v.b.id, event_id: v.eventId, message: 'x'.repeat(MESSAGE_MAX + 1) }, 'message', MESSAGE_TOO_LONG],
      [{ friend_id: v.b.id, event_id: v.eventId, message: 42 }, 'message'],
      [{ friend_id: fan.id, event_id: v.eventId, message: 'Note to self' }, 'friend_id', CANNOT_MESSAGE_SELF],
    ];
    for (const [input, field, message] of cases) {
      const res = await t.call('set_message', input, fan.token);
      expect(res.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(res.body.field).toBe(field);
      if (message) expect(res.body.message).toBe(message);
    }
    // Exactly the limit goes through.
    expect((await send(fan, v.b, v.eventId, 'x'.repeat(MESSAGE_MAX))).message).toHaveLength(MESSAGE_MAX);
  });

  it('stores and answers markup as the text it is', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> javascript:alert(3)';
    await send(fan, v.b, v.eventId, text);
    const [row] = await t.db.select().from(messages);
    expect(row!.message).toBe(text);
    expect((await inbox(v.b, { event_id: v.eventId, friend_id: fan.id })).messages[0].message).toBe(text);
  });

  it('answers 401 without a session', async () => {
    for (const [name, input] of [
      ['get_messages', {}],
      ['set_message', { friend_id: 1, event_id: 1, message: 'Hi' }],
      ['mark_messages_as_read', { message_ids: [1] }],
    ] as const) {
      const res = await t.call(name, input);
      expect(res.status, name).toBe(401);
    }
  });
});

describe('get_messages: the inbox, grouped per event with unread counts (spec 001 §2 /inbox)', () => {
  it("groups the business's conversations per event, latest first, with unread counts and the latest message", async () => {
    const v = await venue('Harbor Lights');
    const fanA = await ticketHolder(v, 'ana');
    const fanB = await ticketHolder(v, 'ben');
    const talent = await askedTalent(v);
    const second = { b: v.b, eventId: await w.event(v.b.token, 12, 'Dock Party') };
    const ticket2 = await w.ticket(v.b.token, second.eventId, { price: 0 });
    const fanC = await ticketHolder({ eventId: second.eventId, ticketId: ticket2.ticket_id }, 'cora');

    await send(fanA, v.b, v.eventId, 'First question');
    t.clock.set(START + MINUTE);
    await send(fanA, v.b, v.eventId, 'Second question');
    t.clock.set(START + 2 * MINUTE);
    await send(v.b, talent, v.eventId, 'Soundcheck at six');
    t.clock.set(START + 3 * MINUTE);
    await send(fanC, v.b, second.eventId, 'Dogs allowed?');

    const all = await inbox(v.b);
    expect(all.unread).toBe(3);
    expect(all.messages).toBeNull();
    expect(
      all.events.map(
        (e: { event_name: string; unread: number; conversations: { name: string; unread: number }[] }) => ({
          event: e.event_name,
          unread: e.unread,
          conversations: e.conversations.map((c) => [c.name, c.unread]),
        }),
      ),
    ).toEqual([
      { event: 'Dock Party', unread: 1, conversations: [[fanC.name, 1]] },
      {
        event: 'Harbor Lights',
        unread: 2,
        conversations: [
          [talent.name, 0],
          [fanA.name, 2],
        ],
      },
    ]);
    const harbor = all.events[1];
    expect(harbor.conversations[1]).toMatchObject({
      friend_id: fanA.id,
      role: 'fan',
      last_message: 'Second question',
      last_at: new Date(START + MINUTE).toISOString(),
      can_reply: true,
    });
    expect(harbor.conversations[0]).toMatchObject({ role: 'talent', can_reply: true });

    // One event: everyone the business may write to there, those without messages after, and a thread.
    const one = await inbox(v.b, { event_id: v.eventId, friend_id: fanA.id });
    expect(one.events).toHaveLength(1);
    expect(one.events[0].conversations.map((c: { friend_id: number }) => c.friend_id)).toEqual([
      talent.id,
      fanA.id,
      fanB.id,
    ]);
    expect(one.events[0].conversations[2]).toMatchObject({ last_message: null, unread: 0, can_reply: true });
    expect(one.messages.map((m: { message: string }) => m.message)).toEqual(['First question', 'Second question']);
    // Reading does not mark read.
    expect((await inbox(v.b)).unread).toBe(3);

    // The fan sees one conversation, with the business, and none of the others'.
    const fanView = await inbox(fanA, { event_id: v.eventId });
    expect(fanView.events[0].conversations).toEqual([
      expect.objectContaining({ friend_id: v.b.id, role: 'business', unread: 0, can_reply: true }),
    ]);
    expect(fanView.messages).toHaveLength(2);
    expect(JSON.stringify(fanView)).not.toContain('Soundcheck');
  });

  it('offers events to start a conversation about: a fan its tickets, a business its events', async () => {
    const v = await venue('Harbor Lights');
    const fan = await ticketHolder(v);
    expect((await inbox(fan)).startable.map((e: { event_id: number }) => e.event_id)).toEqual([v.eventId]);
    expect((await inbox(v.b)).startable.map((e: { event_id: number }) => e.event_id)).toEqual([v.eventId]);
    await send(fan, v.b, v.eventId, 'Hello');
    const after = await inbox(fan);
    expect(after.startable).toEqual([]);
    expect(after.events.map((e: { event_id: number }) => e.event_id)).toEqual([v.eventId]);
  });

  it('answers 404 for an event the caller has no part in, and for a friend with no conversation there', async () => {
    const v = await venue('Harbor Lights');
    const fan = await ticketHolder(v);
    await send(fan, v.b, v.eventId, 'Private question');
    const stranger = await w.member({}, 'stranger');
    const rival = await w.business([]);
    const otherFan = await ticketHolder(v, 'other');
    for (const [who, input] of [
      [stranger, { event_id: v.eventId }],
      [rival, { event_id: v.eventId }],
      [stranger, { event_id: 2_000_000 }],
      // Another fan of the same event: only its own conversation with the business.
      [otherFan, { event_id: v.eventId, friend_id: fan.id }],
      [v.b, { event_id: v.eventId, friend_id: stranger.id }],
    ] as const) {
      const res = await t.call('get_messages', input, who.token);
      expect(res.status, JSON.stringify(input)).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('Private question');
      expect(JSON.stringify(res.body)).not.toContain('Harbor Lights');
    }
    // The other fan's own view of the event has nothing of the first fan's.
    const own = await inbox(otherFan, { event_id: v.eventId });
    expect(own.messages).toEqual([]);
    expect(JSON.stringify(own)).not.toContain('Private question');
  });

  it('answers 400 naming the field for bad input', async () => {
    const fan = await w.member();
    for (const [input, field, message] of [
      [{ friend_id: 5 }, 'friend_id', FRIEND_NEEDS_EVENT],
      [{ event_id: 'x' }, 'event_id', undefined],
      [{ event_id: 0 }, 'event_id', undefined],
    ] as const) {
      const res = await t.call('get_messages', input, fan.token);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(field);
      if (message) expect(res.body.message).toBe(message);
    }
  });

  it('lets an agency acting as its talent client read and write as the client', async () => {
    const v = await venue();
    const talent = await askedTalent(v);
    await send(v.b, talent, v.eventId, 'Can you do a longer set?');
    const agency = await w.member({ isAgency: true } as { isBusiness?: boolean }, 'agency');
    await t.db.insert(agencyClients).values({ agencyId: agency.id, clientId: talent.id, createdAt: new Date(START) });
    const switched = await t.call('agency_switch_user', { sp_id: talent.id }, agency.token);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const acting = { ...talent, token: switched.body.data.session as string };

    const view = await inbox(acting, { event_id: v.eventId });
    expect(view.messages.map((m: { message: string }) => m.message)).toEqual(['Can you do a longer set?']);
    const reply = await send(acting, v.b, v.eventId, 'Yes, 90 minutes.');
    expect(reply.sender_id).toBe(talent.id);
    // The agency as itself has no part in the event.
    expect((await t.call('get_messages', { event_id: v.eventId }, agency.token)).status).toBe(404);
  });
});

describe('mark_messages_as_read (spec 001 §7)', () => {
  it('marks the messages sent to the caller, leaves its own, and answers the unread count', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const a = await send(fan, v.b, v.eventId, 'One');
    const b = await send(fan, v.b, v.eventId, 'Two');
    const mine = await send(v.b, fan, v.eventId, 'Three');
    t.clock.set(START + 5 * MINUTE);

    const res = await t.call('mark_messages_as_read', { message_ids: [a.message_id, mine.message_id] }, v.b.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message_ids: [a.message_id], unread: 1 });
    const rows = await t.db.select().from(messages).orderBy(messages.id);
    expect(rows.map((r) => r.readAt?.getTime() ?? null)).toEqual([START + 5 * MINUTE, null, null]);

    // Again: nothing more to mark.
    const again = await t.call('mark_messages_as_read', { message_ids: [a.message_id] }, v.b.token);
    expect(again.body.data).toEqual({ message_ids: [], unread: 1 });
    expect((await t.call('mark_messages_as_read', { message_ids: [b.message_id] }, v.b.token)).body.data.unread).toBe(
      0,
    );
  });

  it("answers 404 when none of the ids is the caller's, and changes nothing", async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const sent = await send(fan, v.b, v.eventId, 'For the venue only');
    const stranger = await w.member({}, 'stranger');
    for (const ids of [[sent.message_id], [2_000_000]]) {
      const res = await t.call('mark_messages_as_read', { message_ids: ids }, stranger.token);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: MESSAGES_NOT_FOUND, field: 'message_ids' });
    }
    expect((await t.db.select().from(messages))[0]!.readAt).toBeNull();
  });

  it('answers 400 naming message_ids for bad input', async () => {
    const fan = await w.member();
    for (const input of [{}, { message_ids: [] }, { message_ids: ['x'] }, { message_ids: 3 }]) {
      const res = await t.call('mark_messages_as_read', input, fan.token);
      expect(res.status).toBe(400);
      expect(res.body.field).toMatch(/^message_ids/);
    }
  });
});

describe("the cards' badges (spec 001 §4)", () => {
  it("raises 'New Message' and 'Reviews Available' on the business's card, and drops them once read", async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const card = async () =>
      (await w.ok('business_events_query', { event_id: v.eventId }, v.b.token)).events[0].badges as string[];
    // The block asks for a guitarist nobody fills yet.
    const base = ['Needs Attention', 'Upcoming Event'];
    expect(await card()).toEqual(base);

    const sent = await send(fan, v.b, v.eventId, 'Hello');
    expect(await card()).toEqual(['New Message', ...base]);
    await w.ok('mark_messages_as_read', { message_ids: [sent.message_id] }, v.b.token);
    expect(await card()).toEqual(base);
    // The business's own message to the fan is not new to the business.
    await send(v.b, fan, v.eventId, 'Welcome');
    expect(await card()).toEqual(base);

    const now = new Date(START);
    await t.db.insert(reviews).values({
      eventId: v.eventId,
      reviewerId: fan.id,
      subjectId: v.b.id,
      rating: 5,
      review: 'Great night',
      createdAt: now,
      modifiedAt: now,
    });
    expect(await card()).toEqual([...base, 'Reviews Available']);
    await t.db.update(reviews).set({ readAt: now }).where(eq(reviews.subjectId, v.b.id));
    expect(await card()).toEqual(base);
  });

  it("counts the talent's unread messages and reviews on each of its event cards", async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10);
    const b = await w.business();
    const eventId = await w.event(b.token, 10, 'Bid Night');
    const sbEventId = await w.block(b.token, eventId, 10, '20:00', '21:00');
    await w.bid(b.token, sbEventId, talent, 300);
    const cards = async () =>
      (await w.ok('specialist_event_query', {}, talent.token)).events.map(
        (e: { event_id: number; new_messages: number; unread_reviews: number }) => [
          e.event_id,
          e.new_messages,
          e.unread_reviews,
        ],
      );
    expect(await cards()).toEqual([[eventId, 0, 0]]);
    await send(b, talent, eventId, 'Welcome aboard');
    await send(b, talent, eventId, 'Parking is at the back');
    const now = new Date(START);
    await t.db.insert(reviews).values({
      eventId,
      reviewerId: b.id,
      subjectId: talent.id,
      rating: 4,
      review: 'Solid set',
      createdAt: now,
      modifiedAt: now,
    });
    expect(await cards()).toEqual([[eventId, 2, 1]]);
  });
});

describe('the unread-message email (15 minutes, once, by the email preferences)', () => {
  /** Moves the clock as the development clock page does, which runs every clock job that came due. */
  const advance = (ms: number) => w.advanceTo(t.clock.now() + ms);
  /** The unread-message emails to a member (a ticket holder also has its tickets' email). */
  const mailTo = async (who: { email: string }) =>
    (await t.db.select().from(outbox).where(eq(outbox.to, who.email)).orderBy(outbox.id)).filter((m) =>
      /new messages? from/i.test(m.subject),
    );

  it('mails a message left unread for 15 minutes, once, naming the sender and the event', async () => {
    const v = await venue('Harbor Lights');
    const fan = await ticketHolder(v);
    await send(fan, v.b, v.eventId, 'Is the venue step-free?');
    await advance(14 * MINUTE);
    expect(await mailTo(v.b)).toEqual([]);

    await advance(MINUTE);
    const mails = await mailTo(v.b);
    expect(mails.map((m) => m.subject)).toEqual([`New message from ${fan.name}`]);
    expect(mails[0]!.text).toContain('Is the venue step-free?');
    expect(mails[0]!.text).toContain('about Harbor Lights');
    expect(mails[0]!.text).toContain(`/dash/inbox?event=${v.eventId}&friend=${fan.id}`);
    const [row] = await t.db.select().from(messages);
    expect(row!.emailedAt?.getTime()).toBe(START + 15 * MINUTE);

    // The job run again, at the same time or later, sends nothing more.
    await t.app.clockJobs.runDue(t.clock.now());
    await advance(30 * MINUTE);
    expect(await mailTo(v.b)).toHaveLength(1);
  });

  it('mails once when two runs of the job meet (another server at the same minute)', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    await send(fan, v.b, v.eventId, 'Anyone there?');
    t.clock.set(START + 15 * MINUTE);
    const deps = { db: t.db, mailer: t.app.mailer, config: t.config };
    await Promise.all([emailUnreadMessages(deps, t.clock.now()), emailUnreadMessages(deps, t.clock.now())]);
    expect(await mailTo(v.b)).toHaveLength(1);
  });

  it('does not mail a message read in time', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    const sent = await send(v.b, fan, v.eventId, 'Your table is ready');
    await advance(10 * MINUTE);
    await w.ok('mark_messages_as_read', { message_ids: [sent.message_id] }, fan.token);
    await advance(20 * MINUTE);
    expect(await mailTo(fan)).toEqual([]);
  });

  it("respects the member's email preferences: 'Unread messages' turned off, no email, not later either", async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    await w.ok('update_marketing_email_exclusions', { exclusions: [UNREAD_MESSAGE_EMAIL_TYPE_ID] }, fan.token);
    await send(v.b, fan, v.eventId, 'A note for you');
    await advance(16 * MINUTE);
    expect(await mailTo(fan)).toEqual([]);
    await w.ok('update_marketing_email_exclusions', { exclusions: [] }, fan.token);
    await advance(16 * MINUTE);
    expect(await mailTo(fan)).toEqual([]);
    // Another member with the preference on gets theirs.
    await send(fan, v.b, v.eventId, 'Thanks!');
    await advance(16 * MINUTE);
    expect(await mailTo(v.b)).toHaveLength(1);
  });

  it('gathers several unread messages of one sender and event into one email', async () => {
    const v = await venue();
    const fan = await ticketHolder(v);
    await send(fan, v.b, v.eventId, 'One');
    await send(fan, v.b, v.eventId, 'Two');
    await advance(15 * MINUTE);
    const mails = await mailTo(v.b);
    expect(mails.map((m) => m.subject)).toEqual([`2 new messages from ${fan.name}`]);
    expect(
      await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.recipientId, v.b.id))),
    ).toSatisfy((rows: { emailedAt: Date | null }[]) => rows.every((r) => r.emailedAt !== null));
  });
});
