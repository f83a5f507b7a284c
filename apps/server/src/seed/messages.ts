import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids, scheduleRequests } from '@stagepass/db/schema/bookings';
import { messages } from '@stagepass/db/schema/conversation';
import { events } from '@stagepass/db/schema/events';
import { purchases } from '@stagepass/db/schema/tickets';
import { UNREAD_EMAIL_AFTER_MS } from '@stagepass/domain/messages';
import { DEMO_ACCOUNTS } from './demo';
import { seededRandom, type Random } from './random';

// Issue 13: messages on the demo marketplace. On events from two weeks ago to a month ahead, some ticket holders asked
// the business something and were answered, and the business and its booked or bidding talent sorted out the night.
// The demo accounts always have conversations, the latest message to them unread (their cards' 'New Message'). Older
// messages have been read; unread ones older than 15 minutes count as already emailed, so seeding mails nobody.
// Deterministic for the same database and `nowMs`.

export const MESSAGES_SEED = 20260601;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const CHUNK = 500;

/** A fan's question and the business's answer, sometimes a thank-you after. */
const FAN_THREADS: readonly (readonly string[])[] = [
  ['Hi! Is there parking near the venue?', 'Yes: the garage on the corner is open until 2 am and takes cards.'],
  ['Can I bring a small camera?', 'Phones and small cameras are fine; no detachable lenses, please.', 'Great, thanks!'],
  ['What time do doors open?', 'Doors open an hour before the start. See you there!'],
  [
    'Is the venue step-free?',
    'It is: there is a ramp at the side entrance and an accessible restroom.',
    'Perfect, thank you.',
  ],
  ['Will there be food?', 'Our kitchen serves small plates until 10 pm.'],
  ['Can my ticket be transferred to a friend?', 'Of course. Your friend just shows the QR code at the door.'],
  ['Is there a coat check?', 'Yes, by the main bar. It is free tonight.', 'Nice!'],
  ['Any age limit?', 'Everyone is welcome; under-16s need an adult with them.'],
];

/** The business and a talent it booked or bid on, about the night. */
const TALENT_THREADS: readonly (readonly string[])[] = [
  ['Load-in is from 5 pm at the back door on the alley. Sound check at 6.', 'Perfect, we will be there at five.'],
  ['Do you need anything special on stage?', 'Two DI boxes and a vocal mic would be great.', 'All set, see you then.'],
  ['We would love a longer closing set if you are up for it.', 'Happy to play an extra 20 minutes.'],
  ['Parking for your van is reserved in bay 3.', 'Thank you! That makes load-in much easier.'],
  ['Could you share a setlist for the lighting crew?', 'Sending it over tonight.', 'Got it, thanks!'],
  ['Guest list: you can add two names.', 'Thanks, I will send them by Friday.'],
];

export interface MessageSeedSummary {
  conversations: number;
  messages: number;
}

interface Conversation {
  eventId: number;
  businessId: number;
  otherId: number;
  /** Who opens it: the fan asks, the business writes to its talent. */
  opener: 'other' | 'business';
  lines: readonly string[];
  /** The latest message may be at most this recent. */
  from: number;
}

/**
 * Seeds conversations on the demo marketplace's events (run after the tickets, bookings and reviews seeds, in their
 * transaction). Events ending after two weeks ago and starting before a month ahead, up to `maxEvents` (default 80),
 * with a fan or two and a talent each; plus every event of the demo business, and the demo fan's and demo talent's.
 */
export async function seedMessages(
  tx: Executor,
  input: { nowMs: number; maxEvents?: number },
): Promise<MessageSeedSummary> {
  const { nowMs } = input;
  const maxEvents = input.maxEvents ?? 80;
  const r = seededRandom(MESSAGES_SEED);

  const demo = await tx
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(
      inArray(
        sql`lower(${members.email})`,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const demoId = (role: (typeof DEMO_ACCOUNTS)[number]['role']) =>
    demo.find((d) => d.email.toLowerCase() === DEMO_ACCOUNTS.find((a) => a.role === role)!.email)?.id ?? null;
  const demoIds = new Set(demo.map((d) => d.id));

  const window = await tx
    .select({ id: events.id, businessId: events.businessId, start: events.startTime })
    .from(events)
    .where(
      and(
        eq(events.draft, false),
        gt(events.endTime, new Date(nowMs - 14 * DAY_MS)),
        lt(events.startTime, new Date(nowMs + 30 * DAY_MS)),
      ),
    )
    .orderBy(asc(events.id));
  if (window.length === 0) return { conversations: 0, messages: 0 };
  const ids = window.map((e) => e.id);

  const [fans, talent] = await Promise.all([
    tx
      .selectDistinct({ eventId: purchases.eventId, memberId: purchases.memberId, at: purchases.createdAt })
      .from(purchases)
      .where(and(inArray(purchases.eventId, ids), eq(purchases.status, 'Charged')))
      .orderBy(purchases.eventId, purchases.memberId),
    tx
      .selectDistinct({ eventId: bids.eventId, memberId: bids.talentId, at: bids.placedAt })
      .from(bids)
      .where(inArray(bids.eventId, ids))
      .union(
        tx
          .selectDistinct({
            eventId: scheduleRequests.eventId,
            memberId: scheduleRequests.talentId,
            at: scheduleRequests.createdAt,
          })
          .from(scheduleRequests)
          .where(inArray(scheduleRequests.eventId, ids)),
      )
      .orderBy(sql`1`, sql`2`),
  ]);
  const byEvent = <T extends { eventId: number }>(rows: readonly T[]) => {
    const out = new Map<number, T[]>();
    for (const row of rows) out.set(row.eventId, [...(out.get(row.eventId) ?? []), row]);
    return out;
  };
  const fansOf = byEvent(fans);
  const talentOf = byEvent(talent);

  const demoBusiness = demoId('business');
  const involvesDemo = (e: (typeof window)[number]) =>
    e.businessId === demoBusiness ||
    (fansOf.get(e.id) ?? []).some((f) => demoIds.has(f.memberId)) ||
    (talentOf.get(e.id) ?? []).some((t) => demoIds.has(t.memberId));
  const withPeople = window.filter((e) => (fansOf.get(e.id)?.length ?? 0) + (talentOf.get(e.id)?.length ?? 0) > 0);
  const chosen = [
    ...withPeople.filter(involvesDemo),
    ...r.sample(
      withPeople.filter((e) => !involvesDemo(e)),
      maxEvents,
    ),
  ];

  const conversations: Conversation[] = [];
  let fanThread = 0;
  let talentThread = 0;
  for (const e of chosen) {
    const demoEvent = involvesDemo(e);
    const eventFans = (fansOf.get(e.id) ?? []).filter((f) => f.memberId !== e.businessId);
    const eventTalent = (talentOf.get(e.id) ?? []).filter((t) => t.memberId !== e.businessId);
    const pickedFans = [
      ...eventFans.filter((f) => demoIds.has(f.memberId)),
      ...r.sample(
        eventFans.filter((f) => !demoIds.has(f.memberId)),
        demoEvent ? 2 : r.int(0, 2),
      ),
    ];
    const pickedTalent = [
      ...eventTalent.filter((t) => demoIds.has(t.memberId)),
      ...r.sample(
        eventTalent.filter((t) => !demoIds.has(t.memberId)),
        demoEvent ? 1 : r.int(0, 1),
      ),
    ];
    for (const f of pickedFans)
      conversations.push({
        eventId: e.id,
        businessId: e.businessId,
        otherId: f.memberId,
        opener: 'other',
        lines: FAN_THREADS[fanThread++ % FAN_THREADS.length]!,
        from: f.at.getTime(),
      });
    for (const t of pickedTalent)
      conversations.push({
        eventId: e.id,
        businessId: e.businessId,
        otherId: t.memberId,
        opener: 'business',
        lines: TALENT_THREADS[talentThread++ % TALENT_THREADS.length]!,
        from: t.at.getTime(),
      });
  }

  type Row = typeof messages.$inferInsert;
  const rows: Row[] = [];
  for (const c of conversations) rows.push(...threadRows(c, nowMs, demoIds, r));
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(messages).values(rows.slice(i, i + CHUNK));
  return { conversations: conversations.length, messages: rows.length };
}

/**
 * One conversation's messages, the last one between a few minutes and a few days ago, each answered within hours.
 * Everything is read but the last message, which stays unread when it is to a demo account (and now and then to
 * anyone); an unread one older than 15 minutes is marked emailed.
 */
function threadRows(c: Conversation, nowMs: number, demoIds: ReadonlySet<number>, r: Random) {
  const n = c.lines.length;
  const toDemo = (i: number) => demoIds.has(recipient(c, i));
  const lastAt = Math.max(c.from + (n + 1) * MINUTE_MS, nowMs - r.int(toDemo(n - 1) ? 5 : 30, 4 * 24 * 60) * MINUTE_MS);
  const at: number[] = [];
  for (let i = n - 1, t = Math.min(lastAt, nowMs - MINUTE_MS); i >= 0; i--) {
    at[i] = t;
    t -= r.int(5, 180) * MINUTE_MS;
  }
  return c.lines.map((message, i) => {
    const createdAt = at[i]!;
    const last = i === n - 1;
    const unread = last && (toDemo(i) || r.chance(0.3));
    return {
      eventId: c.eventId,
      senderId: sender(c, i),
      recipientId: recipient(c, i),
      message,
      createdAt: new Date(createdAt),
      readAt: unread ? null : new Date(Math.min(nowMs, createdAt + r.int(1, 60) * MINUTE_MS)),
      emailedAt:
        unread && nowMs - createdAt >= UNREAD_EMAIL_AFTER_MS ? new Date(createdAt + UNREAD_EMAIL_AFTER_MS) : null,
    };
  });
}

/** The opener writes the odd lines, the other side the even ones. */
function sender(c: Conversation, i: number): number {
  const openerId = c.opener === 'business' ? c.businessId : c.otherId;
  const otherId = c.opener === 'business' ? c.otherId : c.businessId;
  return i % 2 === 0 ? openerId : otherId;
}

function recipient(c: Conversation, i: number): number {
  return sender(c, i) === c.businessId ? c.otherId : c.businessId;
}
