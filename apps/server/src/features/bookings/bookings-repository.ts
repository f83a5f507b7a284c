import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  bids,
  bookingPayments,
  locations,
  scheduleDays,
  scheduleRequests,
  schedules,
  talentTraits,
  type BidState,
} from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { specialistTraits } from '@stagepass/db/schema/talent';

/** A business's own time block with what the auction needs of its event. */
export interface OwnSubEvent {
  id: number;
  eventId: number;
  businessId: number;
  startTime: Date;
  endTime: Date;
  traitsNum: Record<string, number>;
  eventName: string;
  private: boolean;
  latitude: number;
  longitude: number;
  timeZone: string;
  image: string | null;
}

export async function findSubEvent(db: Executor, subEventId: number): Promise<OwnSubEvent | null> {
  const [row] = await db
    .select({
      id: subEvents.id,
      eventId: subEvents.eventId,
      businessId: events.businessId,
      startTime: subEvents.startTime,
      endTime: subEvents.endTime,
      traitsNum: subEvents.traitsNum,
      eventName: events.name,
      private: events.private,
      latitude: events.latitude,
      longitude: events.longitude,
      timeZone: events.timeZone,
      image: events.image,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId));
  return row ?? null;
}

export async function findTalent(db: Executor, talentId: number) {
  const [row] = await db
    .select({ id: members.id, name: members.name, email: members.email, image: members.image })
    .from(members)
    .where(
      and(
        eq(members.id, talentId),
        eq(members.isSpecialist, true),
        eq(members.active, true),
        isNull(members.deletedAt),
      ),
    );
  return row ?? null;
}

/** The talent offers the trait: the trait itself, or one of its sub-traits. */
const offersTrait = (traitId: number): SQL =>
  or(eq(talentTraits.traitId, traitId), inArray(talentTraits.traitId, sqlSubTraits(traitId)))!;

const sqlSubTraits = (traitId: number) =>
  sql`(select ${specialistTraits.id} from ${specialistTraits} where ${specialistTraits.parentId} = ${traitId})`;

export async function talentOffersTrait(db: Executor, talentId: number, traitId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(talentTraits)
    .where(and(eq(talentTraits.talentId, talentId), offersTrait(traitId)))
    .limit(1);
  return row !== undefined;
}

export async function traitName(db: Executor, traitId: number): Promise<string> {
  const [row] = await db
    .select({ name: specialistTraits.name })
    .from(specialistTraits)
    .where(eq(specialistTraits.id, traitId));
  return row?.name ?? '';
}

/** A schedule window with its day's close and its location. */
export interface Window {
  id: number;
  talentId: number;
  dayId: number;
  startTime: Date;
  endTime: Date;
  bufferTime: number;
  maxEvents: number;
  rateCents: number;
  bookNowCents: number | null;
  prvRateCents: number | null;
  prvBookNowCents: number | null;
  approveBids: boolean;
  closesAt: Date;
  closedAt: Date | null;
  timeZone: string;
  locationName: string;
  latitude: number;
  longitude: number;
}

const windowColumns = {
  id: schedules.id,
  talentId: schedules.talentId,
  dayId: schedules.dayId,
  startTime: schedules.startTime,
  endTime: schedules.endTime,
  bufferTime: schedules.bufferTime,
  maxEvents: schedules.maxEvents,
  rateCents: schedules.rateCents,
  bookNowCents: schedules.bookNowCents,
  prvRateCents: schedules.prvRateCents,
  prvBookNowCents: schedules.prvBookNowCents,
  approveBids: schedules.approveBids,
  closesAt: scheduleDays.closesAt,
  closedAt: scheduleDays.closedAt,
  timeZone: scheduleDays.timeZone,
  locationName: locations.name,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

/** The talents' schedules that hold the whole block (any state of their day), by talent. */
export async function windowsCovering(
  db: Executor,
  talentIds: readonly number[],
  block: { startTime: Date; endTime: Date },
): Promise<Window[]> {
  if (talentIds.length === 0) return [];
  return db
    .select(windowColumns)
    .from(schedules)
    .innerJoin(scheduleDays, eq(scheduleDays.id, schedules.dayId))
    .innerJoin(locations, eq(locations.id, schedules.locationId))
    .where(
      and(
        inArray(schedules.talentId, [...talentIds]),
        lte(schedules.startTime, block.startTime),
        gte(schedules.endTime, block.endTime),
      ),
    );
}

export async function windowById(db: Executor, scheduleId: number): Promise<Window | null> {
  const [row] = await db
    .select(windowColumns)
    .from(schedules)
    .innerJoin(scheduleDays, eq(scheduleDays.id, schedules.dayId))
    .innerJoin(locations, eq(locations.id, schedules.locationId))
    .where(eq(schedules.id, scheduleId));
  return row ?? null;
}

/** The talent's windows on a local day. */
export async function windowsOnDay(db: Executor, talentId: number, day: string): Promise<Window[]> {
  return db
    .select(windowColumns)
    .from(schedules)
    .innerJoin(scheduleDays, eq(scheduleDays.id, schedules.dayId))
    .innerJoin(locations, eq(locations.id, schedules.locationId))
    .where(and(eq(scheduleDays.talentId, talentId), eq(scheduleDays.day, day)))
    .orderBy(asc(schedules.startTime));
}

/** Booked blocks of the talent that overlap [from, to). */
export async function bookedBlocks(db: Executor, talentId: number, from: Date, to: Date) {
  return db
    .select({ startTime: subEvents.startTime, endTime: subEvents.endTime })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .where(
      and(
        eq(bids.talentId, talentId),
        eq(bids.state, 'Booked'),
        gt(subEvents.endTime, from),
        sql`${subEvents.startTime} < ${to}`,
      ),
    )
    .orderBy(asc(subEvents.startTime));
}

/** Talent offering the trait (or one of its sub-traits), active, by name. */
export async function talentWithTrait(db: Executor, traitId: number, limit: number) {
  return db
    .selectDistinct({ id: members.id, name: members.name, image: members.image, username: members.username })
    .from(talentTraits)
    .innerJoin(members, eq(members.id, talentTraits.talentId))
    .where(
      and(offersTrait(traitId), eq(members.isSpecialist, true), eq(members.active, true), isNull(members.deletedAt)),
    )
    .orderBy(asc(members.name), asc(members.id))
    .limit(limit);
}

export async function scheduleRequestsFor(db: Executor, subEventId: number) {
  return db
    .select({ id: scheduleRequests.id, talentId: scheduleRequests.talentId, state: scheduleRequests.state })
    .from(scheduleRequests)
    .where(eq(scheduleRequests.subEventId, subEventId));
}

// --- bids as the two sides read them ------------------------------------------------------------------------------

const talentMember = alias(members, 'talent_member');
const businessMember = alias(members, 'business_member');

const bidColumns = {
  id: bids.id,
  subEventId: bids.subEventId,
  eventId: bids.eventId,
  businessId: bids.businessId,
  talentId: bids.talentId,
  scheduleId: bids.scheduleId,
  dayId: bids.dayId,
  traitId: bids.traitId,
  traitName: specialistTraits.name,
  type: bids.type,
  state: bids.state,
  bidState: bids.bidState,
  maxCents: bids.maxCents,
  priceCents: bids.priceCents,
  placedAt: bids.placedAt,
  sbStart: subEvents.startTime,
  sbEnd: subEvents.endTime,
  notes: subEvents.notes,
  traitsNum: subEvents.traitsNum,
  eventName: events.name,
  eventImage: events.image,
  eventAddress: events.address,
  eventStart: events.startTime,
  eventEnd: events.endTime,
  eventPrivate: events.private,
  timeZone: events.timeZone,
  closesAt: scheduleDays.closesAt,
  closedAt: scheduleDays.closedAt,
  approveBids: schedules.approveBids,
  bookNowCents: schedules.bookNowCents,
  prvBookNowCents: schedules.prvBookNowCents,
  talentName: talentMember.name,
  talentPhoto: talentMember.image,
  talentUsername: talentMember.username,
  businessName: businessMember.name,
  businessPhoto: businessMember.image,
  paymentState: bookingPayments.state,
};

export type BidRow = Awaited<ReturnType<typeof selectBids>>[number];

function selectBids(db: Executor, where: SQL | undefined) {
  return db
    .select(bidColumns)
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .innerJoin(events, eq(events.id, bids.eventId))
    .innerJoin(talentMember, eq(talentMember.id, bids.talentId))
    .innerJoin(businessMember, eq(businessMember.id, bids.businessId))
    .leftJoin(specialistTraits, eq(specialistTraits.id, bids.traitId))
    .leftJoin(schedules, eq(schedules.id, bids.scheduleId))
    .leftJoin(scheduleDays, eq(scheduleDays.id, bids.dayId))
    .leftJoin(bookingPayments, eq(bookingPayments.bidId, bids.id))
    .where(where);
}

export async function bidById(db: Executor, bidId: number): Promise<BidRow | null> {
  const [row] = await selectBids(db, eq(bids.id, bidId));
  return row ?? null;
}

export async function bidsOfEvent(db: Executor, eventId: number): Promise<BidRow[]> {
  return selectBids(db, eq(bids.eventId, eventId)).orderBy(asc(subEvents.startTime), desc(bids.placedAt));
}

export async function bidsOfBusinessOnSubEvent(
  db: Executor,
  businessId: number,
  subEventId: number,
): Promise<BidRow[]> {
  return selectBids(db, and(eq(bids.businessId, businessId), eq(bids.subEventId, subEventId)));
}

export async function bidsOfTalent(
  db: Executor,
  talentId: number,
  filter: { eventId?: number | undefined; bidId?: number | undefined },
): Promise<BidRow[]> {
  const where = [eq(bids.talentId, talentId)];
  if (filter.eventId !== undefined) where.push(eq(bids.eventId, filter.eventId));
  if (filter.bidId !== undefined) where.push(eq(bids.id, filter.bidId));
  return selectBids(db, and(...where))
    .orderBy(desc(subEvents.startTime), desc(bids.id))
    .limit(500);
}

/** Booked and leading bids per sub-event and trait, for 'Slot Full' and Needs Attention. */
export async function filledSlots(db: Executor, subEventIds: readonly number[]) {
  if (subEventIds.length === 0) return [];
  return db
    .select({
      subEventId: bids.subEventId,
      traitId: bids.traitId,
      booked: sql<number>`count(*) filter (where ${bids.state} = 'Booked')`.mapWith(Number),
      leading: sql<number>`count(*) filter (where ${bids.state} = 'Bid' and ${bids.bidState} = 'Win')`.mapWith(Number),
    })
    .from(bids)
    .where(and(inArray(bids.subEventId, [...subEventIds]), inArray(bids.state, ['Booked', 'Bid'])))
    .groupBy(bids.subEventId, bids.traitId);
}

export async function subEventsOfEvent(db: Executor, eventId: number) {
  return db
    .select({ id: subEvents.id, traitsNum: subEvents.traitsNum, startTime: subEvents.startTime })
    .from(subEvents)
    .where(eq(subEvents.eventId, eventId));
}

export const LIVE_STATES: readonly BidState[] = ['Request', 'Bid', 'Booked'];

/** spec 001 §3 Event celebs: the talent booked for each event, [id, name, photo], in one query for all events. */
export async function bookedTalentOf(
  db: Executor,
  eventIds: readonly number[],
): Promise<Map<number, [number, string, string | null][]>> {
  const out = new Map<number, [number, string, string | null][]>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ eventId: bids.eventId, id: members.id, name: members.name, photo: members.image })
    .from(bids)
    .innerJoin(members, eq(members.id, bids.talentId))
    .where(and(inArray(bids.eventId, [...eventIds]), eq(bids.state, 'Booked')))
    .orderBy(asc(members.name));
  for (const r of rows) {
    const list = out.get(r.eventId) ?? [];
    list.push([r.id, r.name, r.photo]);
    out.set(r.eventId, list);
  }
  return out;
}

/** Per sub-event, the places filled per trait (bookings and leading bids): spec 001 §4 Needs Attention. */
export async function filledBySubEvent(
  db: Executor,
  subEventIds: readonly number[],
): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  for (const s of await filledSlots(db, subEventIds)) {
    const bySub = out.get(s.subEventId) ?? {};
    bySub[String(s.traitId)] = s.booked + s.leading;
    out.set(s.subEventId, bySub);
  }
  return out;
}

// --- the talent side of event cards (user_events_query, issue 12) --------------------------------------------------

/** Which of a talent's bids count: all given conditions hold on the same bid. */
export interface TalentBidFilter {
  scheduleId?: number | undefined;
  bidId?: number | undefined;
  state?: BidState | undefined;
}

/** The conditions of a talent's bids that match the filter, on the bids table (also for an `exists` on events). */
export function talentBidConditions(talentId: number, filter: TalentBidFilter = {}): SQL {
  return and(
    eq(bids.talentId, talentId),
    filter.scheduleId === undefined ? undefined : eq(bids.scheduleId, filter.scheduleId),
    filter.bidId === undefined ? undefined : eq(bids.id, filter.bidId),
    filter.state === undefined ? undefined : eq(bids.state, filter.state),
  )!;
}

export interface TalentBidOnEvent {
  bidId: number;
  scheduleId: number | null;
  state: BidState;
  bidState: 'Win' | 'Lose' | 'Fatal' | null;
  sbStart: Date;
  sbEnd: Date;
  trait: string | null;
}

/**
 * spec 001 §3 Event bid_id, sch_id, state, bid_state, sb_start_time, sb_end_time, sp_trait: per event, the talent's
 * most relevant bid matching the filter (Booked first, then a live Request or Bid, then the latest placed), in one
 * query for all events.
 */
export async function talentBidsOnEvents(
  db: Executor,
  talentId: number,
  eventIds: readonly number[],
  filter: TalentBidFilter = {},
): Promise<Map<number, TalentBidOnEvent>> {
  const out = new Map<number, TalentBidOnEvent>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([bids.eventId], {
      eventId: bids.eventId,
      bidId: bids.id,
      scheduleId: bids.scheduleId,
      state: bids.state,
      bidState: bids.bidState,
      sbStart: subEvents.startTime,
      sbEnd: subEvents.endTime,
      trait: specialistTraits.name,
    })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .leftJoin(specialistTraits, eq(specialistTraits.id, bids.traitId))
    .where(and(inArray(bids.eventId, [...eventIds]), talentBidConditions(talentId, filter)))
    .orderBy(
      bids.eventId,
      sql`case when ${bids.state} = 'Booked' then 0 when ${bids.state} in ('Request', 'Bid') then 1 else 2 end`,
      desc(bids.placedAt),
      desc(bids.id),
    );
  for (const { eventId, ...bid } of rows) out.set(eventId, bid);
  return out;
}

/** Whether a time block has a booking (a Booked bid): served by bids_live_key (sub_event_id, talent_id). */
export async function hasBookings(db: Executor, subEventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.subEventId, subEventId), eq(bids.state, 'Booked')))
    .limit(1);
  return row !== undefined;
}
