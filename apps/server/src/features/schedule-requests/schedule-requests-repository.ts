import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { scheduleRequestMessages, scheduleRequests, schedules } from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import type { ScheduleRequestState } from '@stagepass/domain/schedule-requests';

const business = alias(members, 'business');
const talent = alias(members, 'talent');

/** A sub-event of the business's own event, with what a request shows of it. */
export interface OwnSubEvent {
  subEventId: number;
  eventId: number;
  startTime: Date;
  endTime: Date;
  eventName: string;
  image: string | null;
  timeZone: string;
  businessName: string;
}

export async function findOwnSubEvent(
  db: Executor,
  businessId: number,
  subEventId: number,
): Promise<OwnSubEvent | null> {
  const [row] = await db
    .select({
      subEventId: subEvents.id,
      eventId: events.id,
      startTime: subEvents.startTime,
      endTime: subEvents.endTime,
      eventName: events.name,
      image: events.image,
      timeZone: events.timeZone,
      businessName: members.name,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(members, eq(members.id, events.businessId))
    .where(and(eq(subEvents.id, subEventId), eq(events.businessId, businessId)));
  return row ?? null;
}

/** A member who is talent and can be asked: active, not deleted. */
export async function findTalent(db: Executor, id: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: members.id, name: members.name })
    .from(members)
    .where(
      and(eq(members.id, id), eq(members.isSpecialist, true), eq(members.active, true), isNull(members.deletedAt)),
    );
  return row ?? null;
}

/** Whether one of the talent's schedules covers the whole block (then the business bids instead of asking). */
export async function hasCoveringSchedule(db: Executor, talentId: number, start: Date, end: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.talentId, talentId), lte(schedules.startTime, start), gte(schedules.endTime, end)))
    .limit(1);
  return row !== undefined;
}

/** Inserts the request unless one exists for the sub-event and talent: its id, or null when it existed. */
export async function insert(
  db: Executor,
  values: { businessId: number; talentId: number; eventId: number; subEventId: number },
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(scheduleRequests)
    .values({ ...values, state: 'PENDING', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [scheduleRequests.subEventId, scheduleRequests.talentId] })
    .returning({ id: scheduleRequests.id });
  return row?.id ?? null;
}

export async function findIdByKey(db: Executor, subEventId: number, talentId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: scheduleRequests.id })
    .from(scheduleRequests)
    .where(and(eq(scheduleRequests.subEventId, subEventId), eq(scheduleRequests.talentId, talentId)));
  return row?.id ?? null;
}

export async function insertMessage(db: Executor, requestId: number, fromId: number, message: string, now: Date) {
  await db.insert(scheduleRequestMessages).values({ requestId, fromId, message, createdAt: now });
}

export async function setState(db: Executor, requestId: number, state: ScheduleRequestState, now: Date) {
  await db.update(scheduleRequests).set({ state, updatedAt: now }).where(eq(scheduleRequests.id, requestId));
}

export async function setCreated(db: Executor, requestId: number, scheduleId: number, now: Date) {
  await db
    .update(scheduleRequests)
    .set({ state: 'CREATED', scheduleId, updatedAt: now })
    .where(eq(scheduleRequests.id, requestId));
}

/** Marks read the messages of a request that `readerId` did not write: the other side's. */
export async function markRead(db: Executor, requestId: number, readerId: number, now: Date): Promise<void> {
  await db
    .update(scheduleRequestMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(scheduleRequestMessages.requestId, requestId),
        ne(scheduleRequestMessages.fromId, readerId),
        isNull(scheduleRequestMessages.readAt),
      ),
    );
}

/** Touches the request's row: its changes go one at a time (a state change and its notice). */
export async function lock(db: Executor, requestId: number): Promise<void> {
  await db
    .select({ id: scheduleRequests.id })
    .from(scheduleRequests)
    .where(eq(scheduleRequests.id, requestId))
    .for('update');
}

// ---------------------------------------------------------------------------------------------
// Reading requests

/** The other side's unread messages of a request, for the side whose member id is the column given. */
const unreadFrom = (fromColumn: typeof scheduleRequests.businessId | typeof scheduleRequests.talentId) =>
  sql<number>`(select count(*)::int from ${scheduleRequestMessages} where ${scheduleRequestMessages.requestId} = ${scheduleRequests.id} and ${scheduleRequestMessages.fromId} = ${fromColumn} and ${scheduleRequestMessages.readAt} is null)`;

const latestMessage = sql<
  string | null
>`(select ${scheduleRequestMessages.message} from ${scheduleRequestMessages} where ${scheduleRequestMessages.requestId} = ${scheduleRequests.id} order by ${scheduleRequestMessages.createdAt} desc, ${scheduleRequestMessages.id} desc limit 1)`;

const requestColumns = {
  id: scheduleRequests.id,
  businessId: scheduleRequests.businessId,
  talentId: scheduleRequests.talentId,
  eventId: scheduleRequests.eventId,
  subEventId: scheduleRequests.subEventId,
  state: scheduleRequests.state,
  scheduleId: scheduleRequests.scheduleId,
  createdAt: scheduleRequests.createdAt,
  startTime: subEvents.startTime,
  endTime: subEvents.endTime,
  eventName: events.name,
  image: events.image,
  timeZone: events.timeZone,
  businessName: business.name,
  talentName: talent.name,
  talentPhoto: talent.image,
};

function requests(db: Executor) {
  return db
    .select({
      ...requestColumns,
      latestMessage,
      // The business's unread messages (what the talent has not read), and the talent's (what the business has not).
      unreadByTalent: unreadFrom(scheduleRequests.businessId),
      unreadByBusiness: unreadFrom(scheduleRequests.talentId),
    })
    .from(scheduleRequests)
    .innerJoin(subEvents, eq(subEvents.id, scheduleRequests.subEventId))
    .innerJoin(events, eq(events.id, scheduleRequests.eventId))
    .innerJoin(business, eq(business.id, scheduleRequests.businessId))
    .innerJoin(talent, eq(talent.id, scheduleRequests.talentId));
}

export type RequestRow = Awaited<ReturnType<typeof listForTalent>>[number];

/** The talent's requests (or the one named), by slot start. */
export async function listForTalent(db: Executor, talentId: number, requestId?: number) {
  return requests(db)
    .where(
      and(
        eq(scheduleRequests.talentId, talentId),
        requestId === undefined ? undefined : eq(scheduleRequests.id, requestId),
      ),
    )
    .orderBy(asc(subEvents.startTime), asc(scheduleRequests.id));
}

/** The requests of an event, by time block then creation. */
export async function listForEvent(db: Executor, eventId: number) {
  return requests(db)
    .where(eq(scheduleRequests.eventId, eventId))
    .orderBy(asc(subEvents.startTime), asc(scheduleRequests.createdAt), asc(scheduleRequests.id));
}

export async function findForBusiness(db: Executor, businessId: number, requestId: number): Promise<RequestRow | null> {
  const [row] = await requests(db).where(
    and(eq(scheduleRequests.id, requestId), eq(scheduleRequests.businessId, businessId)),
  );
  return row ?? null;
}

export async function findForTalent(db: Executor, talentId: number, requestId: number): Promise<RequestRow | null> {
  const [row] = await listForTalent(db, talentId, requestId);
  return row ?? null;
}

export async function findById(db: Executor, requestId: number): Promise<RequestRow | null> {
  const [row] = await requests(db).where(eq(scheduleRequests.id, requestId));
  return row ?? null;
}

/** The threads of some requests, oldest message first, with who wrote each. */
export async function messagesOf(db: Executor, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: scheduleRequestMessages.id,
      requestId: scheduleRequestMessages.requestId,
      fromId: scheduleRequestMessages.fromId,
      fromName: members.name,
      message: scheduleRequestMessages.message,
      createdAt: scheduleRequestMessages.createdAt,
      readAt: scheduleRequestMessages.readAt,
    })
    .from(scheduleRequestMessages)
    .innerJoin(members, eq(members.id, scheduleRequestMessages.fromId))
    .where(inArray(scheduleRequestMessages.requestId, [...requestIds]))
    .orderBy(asc(scheduleRequestMessages.createdAt), asc(scheduleRequestMessages.id));
}
export type MessageRow = Awaited<ReturnType<typeof messagesOf>>[number];

/** Whether the event is the business's own. */
export async function ownsEvent(db: Executor, businessId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.businessId, businessId)));
  return row !== undefined;
}
