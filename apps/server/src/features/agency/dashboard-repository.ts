import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { agencyDigests } from '@stagepass/db/schema/agency';
import { bids, scheduleRequests } from '@stagepass/db/schema/bookings';
import { messages } from '@stagepass/db/schema/conversation';
import { events, subEvents } from '@stagepass/db/schema/events';
import { payoutAccounts } from '@stagepass/db/schema/payments';

// The agency dashboard (issue 15), for all of an agency's clients at once: each query takes every client id and uses
// an index that starts with the client's column, so the page costs the same few queries whatever the client count.

export interface UpcomingBookingRow {
  talentId: number;
  eventId: number;
  eventName: string;
  startTime: Date;
  endTime: Date;
  timeZone: string;
  businessName: string;
  draft: boolean;
}

/** The next `perTalent` bookings of each talent whose time block has not ended (bids_talent_idx). */
export async function upcomingBookings(
  db: Executor,
  talentIds: readonly number[],
  now: Date,
  perTalent: number,
): Promise<UpcomingBookingRow[]> {
  if (talentIds.length === 0) return [];
  const ranked = db
    .select({
      talentId: bids.talentId,
      eventId: sql<number>`${events.id}`.as('event_id'),
      eventName: sql<string>`${events.name}`.as('event_name'),
      startTime: sql<Date>`${subEvents.startTime}`.mapWith(subEvents.startTime).as('start_time'),
      endTime: sql<Date>`${subEvents.endTime}`.mapWith(subEvents.endTime).as('end_time'),
      timeZone: events.timeZone,
      businessName: sql<string>`${members.name}`.as('business_name'),
      draft: events.draft,
      rank: sql<number>`row_number() over (partition by ${bids.talentId} order by ${subEvents.startTime}, ${bids.id})`.as(
        'rank',
      ),
    })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .innerJoin(events, eq(events.id, bids.eventId))
    .innerJoin(members, eq(members.id, bids.businessId))
    .where(and(inArray(bids.talentId, [...talentIds]), eq(bids.state, 'Booked'), gt(subEvents.endTime, now)))
    .as('ranked');
  const rows = await db
    .select({
      talentId: ranked.talentId,
      eventId: ranked.eventId,
      eventName: ranked.eventName,
      startTime: ranked.startTime,
      endTime: ranked.endTime,
      timeZone: ranked.timeZone,
      businessName: ranked.businessName,
      draft: ranked.draft,
    })
    .from(ranked)
    .where(lte(ranked.rank, perTalent))
    .orderBy(asc(ranked.startTime));
  return rows;
}

export interface UpcomingEventRow {
  businessId: number;
  id: number;
  name: string;
  startTime: Date;
  endTime: Date;
  timeZone: string;
  draft: boolean;
}

/** Every event of the businesses that has not ended, soonest first (events_business_start_idx). */
export async function upcomingEvents(
  db: Executor,
  businessIds: readonly number[],
  now: Date,
): Promise<UpcomingEventRow[]> {
  if (businessIds.length === 0) return [];
  return db
    .select({
      businessId: events.businessId,
      id: events.id,
      name: events.name,
      startTime: events.startTime,
      endTime: events.endTime,
      timeZone: events.timeZone,
      draft: events.draft,
    })
    .from(events)
    .where(and(inArray(events.businessId, [...businessIds]), gt(events.endTime, now)))
    .orderBy(asc(events.startTime), asc(events.id));
}

/** The upcoming time blocks of these events (sub_events_event_start_idx). */
export async function upcomingSubEvents(db: Executor, eventIds: readonly number[], now: Date) {
  if (eventIds.length === 0) return [];
  return db
    .select({ id: subEvents.id, eventId: subEvents.eventId, traitsNum: subEvents.traitsNum })
    .from(subEvents)
    .where(and(inArray(subEvents.eventId, [...eventIds]), gt(subEvents.startTime, now)));
}

/** Bid requests waiting for each talent's approval (spec 001 §4 Request), by talent (bids_talent_idx). */
export async function pendingBidRequests(db: Executor, talentIds: readonly number[]): Promise<Map<number, number>> {
  if (talentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bids.talentId, n: count() })
    .from(bids)
    .where(and(inArray(bids.talentId, [...talentIds]), eq(bids.state, 'Request')))
    .groupBy(bids.talentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Schedule requests each talent has not answered (PENDING), by talent (schedule_requests_talent_idx). */
export async function pendingScheduleRequests(
  db: Executor,
  talentIds: readonly number[],
): Promise<Map<number, number>> {
  if (talentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: scheduleRequests.talentId, n: count() })
    .from(scheduleRequests)
    .where(and(inArray(scheduleRequests.talentId, [...talentIds]), eq(scheduleRequests.state, 'PENDING')))
    .groupBy(scheduleRequests.talentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Unread messages to each member (messages_recipient_unread_idx). */
export async function unreadMessages(db: Executor, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: messages.recipientId, n: count() })
    .from(messages)
    .where(and(inArray(messages.recipientId, [...memberIds]), isNull(messages.readAt)))
    .groupBy(messages.recipientId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The members among these whose payout account can be paid (onboarding finished). */
export async function withPayouts(db: Executor, memberIds: readonly number[]): Promise<Set<number>> {
  if (memberIds.length === 0) return new Set();
  const rows = await db
    .select({ id: payoutAccounts.memberId })
    .from(payoutAccounts)
    .where(and(inArray(payoutAccounts.memberId, [...memberIds]), eq(payoutAccounts.enabled, true)));
  return new Set(rows.map((r) => r.id));
}

/** The agency's latest daily summary that had something in it (agency_digests_day_key, newest day first). */
export async function latestDigest(db: Executor, agencyId: number) {
  const [row] = await db
    .select({ day: agencyDigests.day, summary: agencyDigests.summary })
    .from(agencyDigests)
    .where(and(eq(agencyDigests.agencyId, agencyId), sql`(${agencyDigests.summary} ->> 'total')::int > 0`))
    .orderBy(desc(agencyDigests.day))
    .limit(1);
  return row ?? null;
}
