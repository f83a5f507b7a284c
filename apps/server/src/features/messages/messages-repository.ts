import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { bids, scheduleRequests } from '@stagepass/db/schema/bookings';
import { messages, reviews } from '@stagepass/db/schema/conversation';
import { events } from '@stagepass/db/schema/events';
import { marketingEmailExclusions } from '@stagepass/db/schema/settings';
import { purchases } from '@stagepass/db/schema/tickets';

/** An event as a conversation shows it, with its business. */
export interface EventRow {
  id: number;
  name: string;
  image: string | null;
  startTime: Date;
  endTime: Date;
  timeZone: string;
  businessId: number;
  businessName: string;
}

const eventColumns = {
  id: events.id,
  name: events.name,
  image: events.image,
  startTime: events.startTime,
  endTime: events.endTime,
  timeZone: events.timeZone,
  businessId: events.businessId,
  businessName: members.name,
};

export async function findEvent(db: Executor, eventId: number): Promise<EventRow | null> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(eq(events.id, eventId));
  return row ?? null;
}

export async function eventsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, EventRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(eventColumns)
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(inArray(events.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A member as a conversation shows them. `present`: active and not deleted (only they can be written to). */
export interface PersonRow {
  id: number;
  name: string;
  image: string | null;
  email: string;
  isSpecialist: boolean;
  present: boolean;
}

export async function peopleByIds(db: Executor, ids: readonly number[]): Promise<Map<number, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      image: members.image,
      email: members.email,
      isSpecialist: members.isSpecialist,
      present: sql<boolean>`${members.active} and ${members.deletedAt} is null`.mapWith(Boolean),
    })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

// ---------------------------------------------------------------------------------------------
// Who stands how to an event (spec 001 §7: its talent have a bid, booking or schedule request on one of its
// sub-events; its fans hold a ticket, a charged purchase)

/** The key of a member on an event in the sets below. */
export const partyKey = (eventId: number, memberId: number) => `${eventId}:${memberId}`;

/**
 * Of `memberIds` on `eventIds`, who is talent and who holds a ticket: one query each for all pairs (bids and schedule
 * requests by their event index, purchases by the member index).
 */
export async function relationsOn(
  db: Executor,
  eventIds: readonly number[],
  memberIds: readonly number[],
): Promise<{ talent: Set<string>; fans: Set<string> }> {
  if (eventIds.length === 0 || memberIds.length === 0) return { talent: new Set(), fans: new Set() };
  const ev = [...new Set(eventIds)];
  const who = [...new Set(memberIds)];
  const [talentRows, fanRows] = await Promise.all([
    union(
      db
        .select({ eventId: bids.eventId, memberId: bids.talentId })
        .from(bids)
        .where(and(inArray(bids.eventId, ev), inArray(bids.talentId, who))),
      db
        .select({ eventId: scheduleRequests.eventId, memberId: scheduleRequests.talentId })
        .from(scheduleRequests)
        .where(and(inArray(scheduleRequests.eventId, ev), inArray(scheduleRequests.talentId, who))),
    ),
    db
      .selectDistinct({ eventId: purchases.eventId, memberId: purchases.memberId })
      .from(purchases)
      .where(and(inArray(purchases.memberId, who), inArray(purchases.eventId, ev), eq(purchases.status, 'Charged'))),
  ]);
  return {
    talent: new Set(talentRows.map((r) => partyKey(r.eventId, r.memberId))),
    fans: new Set(fanRows.map((r) => partyKey(r.eventId, r.memberId))),
  };
}

/**
 * Everyone the business of an event may write to there: its talent and its ticket holders (at most `limit`, talent
 * first), with their names. Active, undeleted members only.
 */
export async function participantsOf(db: Executor, eventId: number, limit: number) {
  const talent = await db
    .selectDistinct({ id: members.id, name: members.name })
    .from(members)
    .where(
      and(
        eq(members.active, true),
        isNull(members.deletedAt),
        inArray(
          members.id,
          union(
            db.select({ id: bids.talentId }).from(bids).where(eq(bids.eventId, eventId)),
            db
              .select({ id: scheduleRequests.talentId })
              .from(scheduleRequests)
              .where(eq(scheduleRequests.eventId, eventId)),
          ),
        ),
      ),
    )
    .orderBy(asc(members.name))
    .limit(limit);
  const fans =
    talent.length >= limit
      ? []
      : await db
          .selectDistinct({ id: members.id, name: members.name })
          .from(purchases)
          .innerJoin(members, eq(members.id, purchases.memberId))
          .where(
            and(
              eq(purchases.eventId, eventId),
              eq(purchases.status, 'Charged'),
              eq(members.active, true),
              isNull(members.deletedAt),
            ),
          )
          .orderBy(asc(members.name))
          .limit(limit - talent.length);
  return { talent: talent.map((t) => t.id), fans: fans.map((f) => f.id) };
}

/**
 * The events a member has a part in, as a subquery: its own (a business), and those of its purchases, bids and
 * schedule requests, of messages it sent and of unread ones sent to it. Each by its own index.
 */
function eventsOfMember(db: Executor, memberId: number) {
  return union(
    db.select({ id: events.id }).from(events).where(eq(events.businessId, memberId)),
    db.select({ id: purchases.eventId }).from(purchases).where(eq(purchases.memberId, memberId)),
    db.select({ id: bids.eventId }).from(bids).where(eq(bids.talentId, memberId)),
    db.select({ id: scheduleRequests.eventId }).from(scheduleRequests).where(eq(scheduleRequests.talentId, memberId)),
    db.select({ id: messages.eventId }).from(messages).where(eq(messages.senderId, memberId)),
    db
      .select({ id: messages.eventId })
      .from(messages)
      .where(and(eq(messages.recipientId, memberId), isNull(messages.readAt))),
  );
}

/** Events matching `where` other than `except`, upcoming first then the latest past: at most `limit`. */
function eventsUpcomingFirst(
  db: Executor,
  where: SQL | undefined,
  except: readonly number[],
  now: Date,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(members, eq(members.id, events.businessId))
    .where(and(where, except.length ? sql`${events.id} <> all(${sql.param([...except])}::int[])` : undefined))
    .orderBy(
      sql`${events.endTime} < ${now}`,
      sql`case when ${events.endTime} >= ${now} then ${events.startTime} end`,
      desc(events.startTime),
    )
    .limit(limit);
}

/**
 * Events a fan or talent may write about (a ticket, bid or schedule request) other than `except`, upcoming first then
 * the latest past: at most `limit`.
 */
export function startableEvents(
  db: Executor,
  memberId: number,
  except: readonly number[],
  now: Date,
  limit: number,
): Promise<EventRow[]> {
  const theirs = union(
    db
      .select({ id: purchases.eventId })
      .from(purchases)
      .where(and(eq(purchases.memberId, memberId), eq(purchases.status, 'Charged'))),
    db.select({ id: bids.eventId }).from(bids).where(eq(bids.talentId, memberId)),
    db.select({ id: scheduleRequests.eventId }).from(scheduleRequests).where(eq(scheduleRequests.talentId, memberId)),
  );
  return eventsUpcomingFirst(db, and(inArray(events.id, theirs), ne(events.businessId, memberId)), except, now, limit);
}

/** A business's own events other than `except`, upcoming first then the latest past: at most `limit`. */
export function ownEvents(
  db: Executor,
  businessId: number,
  except: readonly number[],
  now: Date,
  limit: number,
): Promise<EventRow[]> {
  return eventsUpcomingFirst(db, eq(events.businessId, businessId), except, now, limit);
}

// ---------------------------------------------------------------------------------------------
// Conversations and threads

export interface ConversationRow {
  eventId: number;
  friendId: number;
  unread: number;
  lastAt: Date;
  lastMessage: string;
}

/**
 * The member's conversations, one per event and other member, with the friend's messages it has not read, the time
 * and text of the latest: on one event, or on every event it has a part in (eventsOfMember). Latest first.
 */
export async function conversationsOf(db: Executor, memberId: number, eventId?: number): Promise<ConversationRow[]> {
  const friend = sql<number>`case when ${messages.senderId} = ${memberId} then ${messages.recipientId} else ${messages.senderId} end`;
  const rows = await db
    .select({
      eventId: messages.eventId,
      friendId: friend.mapWith(Number),
      unread:
        sql<number>`count(*) filter (where ${messages.recipientId} = ${memberId} and ${messages.readAt} is null)`.mapWith(
          Number,
        ),
      lastAt: sql<Date>`max(${messages.createdAt})`.mapWith(messages.createdAt),
      lastMessage: sql<string>`(array_agg(${messages.message} order by ${messages.createdAt} desc, ${messages.id} desc))[1]`,
    })
    .from(messages)
    .where(
      and(
        eventId === undefined ? inArray(messages.eventId, eventsOfMember(db, memberId)) : eq(messages.eventId, eventId),
        or(eq(messages.senderId, memberId), eq(messages.recipientId, memberId)),
      ),
    )
    // By position: the friend expression carries its own parameters, so it cannot be repeated here.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`4 desc`);
  return rows;
}

export interface MessageRow {
  id: number;
  eventId: number;
  senderId: number;
  recipientId: number;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}

const messageColumns = {
  id: messages.id,
  eventId: messages.eventId,
  senderId: messages.senderId,
  recipientId: messages.recipientId,
  message: messages.message,
  createdAt: messages.createdAt,
  readAt: messages.readAt,
};

/** The latest `limit` messages between two members on one event, oldest first (the event's index, newest down). */
export async function thread(
  db: Executor,
  eventId: number,
  a: number,
  b: number,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.eventId, eventId),
        or(
          and(eq(messages.senderId, a), eq(messages.recipientId, b)),
          and(eq(messages.senderId, b), eq(messages.recipientId, a)),
        ),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insert(
  db: Executor,
  values: { eventId: number; senderId: number; recipientId: number; message: string },
  now: Date,
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ ...values, createdAt: now })
    .returning(messageColumns);
  return row!;
}

/** Of `ids`, the messages the member sent or received (the others are not theirs to name). */
export async function visibleIds(db: Executor, memberId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        inArray(messages.id, [...new Set(ids)]),
        or(eq(messages.senderId, memberId), eq(messages.recipientId, memberId)),
      ),
    );
  return rows.map((r) => r.id);
}

/** Marks read the unread ones of `ids` sent to the member: the rows it changed. */
export async function markRead(
  db: Executor,
  memberId: number,
  ids: readonly number[],
  now: Date,
): Promise<{ id: number; eventId: number; senderId: number }[]> {
  return db
    .update(messages)
    .set({ readAt: now })
    .where(and(inArray(messages.id, [...new Set(ids)]), eq(messages.recipientId, memberId), isNull(messages.readAt)))
    .returning({ id: messages.id, eventId: messages.eventId, senderId: messages.senderId });
}

/** The member's unread messages, all events (the partial index of unread messages). */
export async function unreadTotal(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(messages)
    .where(and(eq(messages.recipientId, memberId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Card badges (spec 001 §4 'New Message', 'Review Available' / 'Reviews Available')

export interface UnreadOnEvent {
  messages: number;
  reviews: number;
}

/**
 * The member's unread messages and unread reviews of them on each of `eventIds`: two queries for all the cards (the
 * unread-messages index by recipient and event; reviews by subject).
 */
export async function unreadByEvent(
  db: Executor,
  memberId: number,
  eventIds: readonly number[],
): Promise<Map<number, UnreadOnEvent>> {
  const out = new Map<number, UnreadOnEvent>();
  if (eventIds.length === 0) return out;
  const ev = [...new Set(eventIds)];
  const [messageRows, reviewRows] = await Promise.all([
    db
      .select({ eventId: messages.eventId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(messages)
      .where(and(eq(messages.recipientId, memberId), isNull(messages.readAt), inArray(messages.eventId, ev)))
      .groupBy(messages.eventId),
    db
      .select({ eventId: reviews.eventId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.subjectId, memberId), isNull(reviews.readAt), inArray(reviews.eventId, ev)))
      .groupBy(reviews.eventId),
  ]);
  const at = (id: number) => {
    let v = out.get(id);
    if (!v) out.set(id, (v = { messages: 0, reviews: 0 }));
    return v;
  };
  for (const r of messageRows) at(r.eventId).messages = r.n;
  for (const r of reviewRows) at(r.eventId).reviews = r.n;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The unread-message email

/**
 * Claims the messages unread since `before` and not yet emailed, oldest first, at most `limit`: sets emailed_at, so a
 * second run (or another server at once) never takes them again (skip locked). Answers them.
 */
export async function claimUnmailed(db: Executor, before: Date, now: Date, limit: number): Promise<MessageRow[]> {
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(isNull(messages.readAt), isNull(messages.emailedAt), lte(messages.createdAt, before)))
    .orderBy(asc(messages.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(messages)
    .set({ emailedAt: now })
    .where(and(inArray(messages.id, due), isNull(messages.emailedAt)))
    .returning(messageColumns);
}

/** Of `memberIds`, those who turned off the email preference `typeId` (/dash/emailPreferences). */
export async function excludedFrom(db: Executor, memberIds: readonly number[], typeId: number): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: marketingEmailExclusions.memberId })
    .from(marketingEmailExclusions)
    .where(
      and(
        inArray(marketingEmailExclusions.memberId, [...new Set(memberIds)]),
        eq(marketingEmailExclusions.typeId, typeId),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
