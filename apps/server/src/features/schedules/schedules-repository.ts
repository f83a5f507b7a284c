import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  bids,
  calendarFeeds,
  locations,
  scheduleDays,
  schedules,
  scheduleTemplates,
} from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { centsToDollars } from '@stagepass/domain/schedules';
import type { ScheduleItem, TemplateItem } from '@stagepass/contract/schedules/fields';

/** The bid states still in play (a Booked one is a booking). */
export const LIVE_BID_STATES = ['Request', 'Bid'] as const;

// ---------------------------------------------------------------------------------------------
// Serialising a talent's schedule writes

/**
 * Every write to a talent's schedules takes this lock first (then the day rows FOR UPDATE), so two writes of one
 * talent see each other: overlaps and the day's shared closing time are checked against committed rows.
 */
export async function lockTalentSchedules(tx: Executor, talentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('talent-schedules'), ${talentId})`);
}

// ---------------------------------------------------------------------------------------------
// Locations

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The talent's locations, deleted ones left out, newest first. */
export async function listLocations(db: Executor, talentId: number): Promise<LocationRow[]> {
  return db
    .select()
    .from(locations)
    .where(and(eq(locations.talentId, talentId), isNull(locations.deletedAt)))
    .orderBy(desc(locations.createdAt), desc(locations.id));
}

/** One of the talent's locations that is not deleted, or null (another talent's is null too). */
export async function findOwnLocation(db: Executor, talentId: number, id: number): Promise<LocationRow | null> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.talentId, talentId), isNull(locations.deletedAt)));
  return row ?? null;
}

export async function insertLocation(db: Executor, values: LocationValues, now: Date): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateLocation(
  db: Executor,
  id: number,
  values: LocationValues,
  now: Date,
): Promise<LocationRow> {
  const [row] = await db
    .update(locations)
    .set({ ...values, updatedAt: now })
    .where(eq(locations.id, id))
    .returning();
  return row!;
}

/** Hides a location; the schedules that used it keep pointing at it. */
export async function softDeleteLocation(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(locations).set({ deletedAt: now, updatedAt: now }).where(eq(locations.id, id));
}

/** Whether a schedule that has not ended (end after `now`) uses the location. */
export async function locationInUse(db: Executor, locationId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.locationId, locationId), gt(schedules.endTime, now)))
    .limit(1);
  return row !== undefined;
}

/** The time zone of the talent's newest location (deleted or not): their 'today'. Null without any. */
export async function talentTimeZone(db: Executor, talentId: number): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.talentId, talentId))
    .orderBy(sql`${locations.deletedAt} is not null`, desc(locations.createdAt), desc(locations.id))
    .limit(1);
  return row?.timeZone ?? null;
}

// ---------------------------------------------------------------------------------------------
// Days

export type DayRow = typeof scheduleDays.$inferSelect;

/** The talent's day row of a local date, locked FOR UPDATE, or null. */
export async function lockDayByDate(tx: Executor, talentId: number, day: string): Promise<DayRow | null> {
  const [row] = await tx
    .select()
    .from(scheduleDays)
    .where(and(eq(scheduleDays.talentId, talentId), eq(scheduleDays.day, day)))
    .for('update');
  return row ?? null;
}

export async function lockDay(tx: Executor, dayId: number): Promise<DayRow | null> {
  const [row] = await tx.select().from(scheduleDays).where(eq(scheduleDays.id, dayId)).for('update');
  return row ?? null;
}

/** A new day row (the caller holds the talent's lock, so no other write makes it meanwhile). */
export async function insertDay(
  tx: Executor,
  v: { talentId: number; day: string; timeZone: string; closesAt: Date },
  now: Date,
): Promise<DayRow> {
  const [row] = await tx
    .insert(scheduleDays)
    .values({ ...v, createdAt: now })
    .returning();
  return row!;
}

export async function setDayClosesAt(tx: Executor, dayId: number, closesAt: Date): Promise<void> {
  await tx.update(scheduleDays).set({ closesAt }).where(eq(scheduleDays.id, dayId));
}

/** The windows of a day's schedules (start and lockout), for its shared closing time. */
export async function dayWindows(tx: Executor, dayId: number) {
  return tx
    .select({
      id: schedules.id,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      lockout: schedules.lockout,
    })
    .from(schedules)
    .where(eq(schedules.dayId, dayId));
}

/** Whether any bid in play or booked still points at the day. */
export async function dayHasBids(tx: Executor, dayId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.dayId, dayId), inArray(bids.state, [...LIVE_BID_STATES, 'Booked'])))
    .limit(1);
  return row !== undefined;
}

export async function deleteDay(tx: Executor, dayId: number): Promise<void> {
  await tx.delete(scheduleDays).where(eq(scheduleDays.id, dayId));
}

// ---------------------------------------------------------------------------------------------
// Schedules

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleValues = Omit<typeof schedules.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** One of the talent's schedules, locked FOR UPDATE, or null (another talent's is null too). */
export async function lockOwnSchedule(tx: Executor, talentId: number, id: number): Promise<ScheduleRow | null> {
  const [row] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.talentId, talentId)))
    .for('update');
  return row ?? null;
}

/** The first of the talent's schedules (other than `exceptId`) that overlaps [start, end), or null. */
export async function overlappingSchedule(
  tx: Executor,
  talentId: number,
  start: Date,
  end: Date,
  exceptId: number | null,
): Promise<{ id: number } | null> {
  const [row] = await tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.talentId, talentId),
        lt(schedules.startTime, end),
        gt(schedules.endTime, start),
        exceptId === null ? undefined : ne(schedules.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The time blocks of the schedule's bookings (Booked bids). */
export async function bookedBlocks(tx: Executor, scheduleId: number) {
  const rows = await tx
    .select({ startTime: subEvents.startTime, endTime: subEvents.endTime })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .where(and(eq(bids.scheduleId, scheduleId), eq(bids.state, 'Booked')));
  return rows.map((r) => ({ startMs: r.startTime.getTime(), endMs: r.endTime.getTime() }));
}

export async function insertSchedule(tx: Executor, values: ScheduleValues, now: Date): Promise<number> {
  const [row] = await tx
    .insert(schedules)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: schedules.id });
  return row!.id;
}

export async function updateSchedule(tx: Executor, id: number, values: ScheduleValues, now: Date): Promise<void> {
  await tx
    .update(schedules)
    .set({ ...values, updatedAt: now })
    .where(eq(schedules.id, id));
}

/** The schedule's live bids (Request, Bid) become Cancelled; answers how many. */
export async function cancelLiveBids(tx: Executor, scheduleId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(bids)
    .set({ state: 'Cancelled', bidState: null, updatedAt: now })
    .where(and(eq(bids.scheduleId, scheduleId), inArray(bids.state, [...LIVE_BID_STATES])))
    .returning({ id: bids.id });
  return rows.map((r) => r.id);
}

export async function deleteSchedule(tx: Executor, id: number): Promise<void> {
  await tx.delete(schedules).where(eq(schedules.id, id));
}

/**
 * The talent's schedules as the calendar shows them (spec 001 §3 Schedule), with their day's closing time, their
 * bookings and how many bids are in play. Either the schedules of some ids, or those whose local day lies between
 * two dates. Three queries, however many schedules.
 */
export async function scheduleItems(
  db: Executor,
  talentId: number,
  which: { ids: number[] } | { from: string; to: string },
): Promise<ScheduleItem[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  const rows = await db
    .select({
      id: schedules.id,
      locationId: schedules.locationId,
      locationName: locations.name,
      timeZone: locations.timeZone,
      day: scheduleDays.day,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      bufferTime: schedules.bufferTime,
      rateCents: schedules.rateCents,
      bookNowCents: schedules.bookNowCents,
      prvRateCents: schedules.prvRateCents,
      prvBookNowCents: schedules.prvBookNowCents,
      approveBids: schedules.approveBids,
      lockout: schedules.lockout,
      maxEvents: schedules.maxEvents,
      closesAt: scheduleDays.closesAt,
      closedAt: scheduleDays.closedAt,
    })
    .from(schedules)
    .innerJoin(scheduleDays, eq(scheduleDays.id, schedules.dayId))
    .innerJoin(locations, eq(locations.id, schedules.locationId))
    .where(
      and(
        eq(schedules.talentId, talentId),
        'ids' in which
          ? inArray(schedules.id, which.ids)
          : and(gte(scheduleDays.day, which.from), lte(scheduleDays.day, which.to)),
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [booked, live] = await Promise.all([
    db
      .select({
        scheduleId: bids.scheduleId,
        bidId: bids.id,
        eventId: bids.eventId,
        eventName: events.name,
        subEventId: bids.subEventId,
        startTime: subEvents.startTime,
        endTime: subEvents.endTime,
        businessId: bids.businessId,
        businessName: members.name,
        priceCents: bids.priceCents,
        maxCents: bids.maxCents,
      })
      .from(bids)
      .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
      .innerJoin(events, eq(events.id, bids.eventId))
      .innerJoin(members, eq(members.id, bids.businessId))
      .where(and(inArray(bids.scheduleId, ids), eq(bids.state, 'Booked')))
      .orderBy(asc(subEvents.startTime), asc(bids.id)),
    db
      .select({ scheduleId: bids.scheduleId, n: count() })
      .from(bids)
      .where(and(inArray(bids.scheduleId, ids), inArray(bids.state, [...LIVE_BID_STATES])))
      .groupBy(bids.scheduleId),
  ]);
  const liveBy = new Map(live.map((l) => [l.scheduleId, l.n]));
  return rows.map((r) => ({
    schedule_id: r.id,
    location_id: r.locationId,
    location_name: r.locationName,
    time_zone: r.timeZone,
    day: r.day,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    buffer_time: r.bufferTime,
    rate: centsToDollars(r.rateCents),
    book_now: r.bookNowCents === null ? null : centsToDollars(r.bookNowCents),
    prv_rate: r.prvRateCents === null ? null : centsToDollars(r.prvRateCents),
    prv_book_now: r.prvBookNowCents === null ? null : centsToDollars(r.prvBookNowCents),
    approve_bids: r.approveBids,
    lockout: r.lockout,
    max_events: r.maxEvents,
    closes_at: r.closesAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
    bookings: booked
      .filter((b) => b.scheduleId === r.id)
      .map((b) => ({
        bid_id: b.bidId,
        event_id: b.eventId,
        event_name: b.eventName,
        sb_event_id: b.subEventId,
        start_time: b.startTime.toISOString(),
        end_time: b.endTime.toISOString(),
        business_id: b.businessId,
        business_name: b.businessName,
        price: centsToDollars(b.priceCents ?? b.maxCents),
      })),
    live_bids: liveBy.get(r.id) ?? 0,
  }));
}

// ---------------------------------------------------------------------------------------------
// Templates

export type TemplateValues = Omit<typeof scheduleTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function lockOwnTemplate(tx: Executor, talentId: number, name: string) {
  const [row] = await tx
    .select()
    .from(scheduleTemplates)
    .where(and(eq(scheduleTemplates.talentId, talentId), eq(scheduleTemplates.name, name)))
    .for('update');
  return row ?? null;
}

export async function insertTemplate(tx: Executor, values: TemplateValues, now: Date): Promise<void> {
  await tx.insert(scheduleTemplates).values({ ...values, createdAt: now, updatedAt: now });
}

export async function updateTemplate(tx: Executor, id: number, values: TemplateValues, now: Date): Promise<void> {
  await tx
    .update(scheduleTemplates)
    .set({ ...values, updatedAt: now })
    .where(eq(scheduleTemplates.id, id));
}

export async function deleteTemplate(tx: Executor, id: number): Promise<void> {
  await tx.delete(scheduleTemplates).where(eq(scheduleTemplates.id, id));
}

/** The talent's templates by name (or the one named), with their location unless it was deleted. */
export async function templateItems(db: Executor, talentId: number, name?: string): Promise<TemplateItem[]> {
  const rows = await db
    .select({
      t: scheduleTemplates,
      locationName: locations.name,
      locationDeleted: locations.deletedAt,
    })
    .from(scheduleTemplates)
    .leftJoin(locations, eq(locations.id, scheduleTemplates.locationId))
    .where(
      and(eq(scheduleTemplates.talentId, talentId), name === undefined ? undefined : eq(scheduleTemplates.name, name)),
    )
    .orderBy(asc(scheduleTemplates.name));
  return rows.map(({ t, locationName, locationDeleted }) => {
    const hasLocation = t.locationId !== null && locationName !== null && locationDeleted === null;
    return {
      name: t.name,
      location_id: hasLocation ? t.locationId : null,
      location_name: hasLocation ? locationName : null,
      start_time: t.startTime,
      end_time: t.endTime,
      buffer_time: t.bufferTime,
      rate: centsToDollars(t.rateCents),
      book_now: t.bookNowCents === null ? null : centsToDollars(t.bookNowCents),
      prv_rate: t.prvRateCents === null ? null : centsToDollars(t.prvRateCents),
      prv_book_now: t.prvBookNowCents === null ? null : centsToDollars(t.prvBookNowCents),
      approve_bids: t.approveBids,
      lockout: t.lockout,
      max_events: t.maxEvents,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Calendar feed

/** Stores the feed's secret hash unless the talent has one; answers whether it stored it. */
export async function insertFeedIfNone(db: Executor, talentId: number, tokenHash: string, now: Date) {
  const rows = await db
    .insert(calendarFeeds)
    .values({ talentId, tokenHash, createdAt: now })
    .onConflictDoNothing({ target: calendarFeeds.talentId })
    .returning({ createdAt: calendarFeeds.createdAt });
  return rows[0] ?? null;
}

export async function findFeed(db: Executor, talentId: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.talentId, talentId));
  return row ?? null;
}

/** Replaces the feed's secret hash (or makes the feed). */
export async function replaceFeed(db: Executor, talentId: number, tokenHash: string, now: Date): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ talentId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.talentId, set: { tokenHash, createdAt: now } });
}

export async function feedTalent(db: Executor, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ talentId: calendarFeeds.talentId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.talentId ?? null;
}

/** The talent's bookings from `since` on, for the calendar feed: each with its event, venue and time block. */
export async function feedBookings(db: Executor, talentId: number, since: Date, limit: number) {
  return db
    .select({
      bidId: bids.id,
      eventId: events.id,
      eventName: events.name,
      address: events.address,
      latitude: events.latitude,
      longitude: events.longitude,
      startTime: subEvents.startTime,
      endTime: subEvents.endTime,
      notes: subEvents.notes,
      businessName: members.name,
      bookedAt: bids.bookedAt,
      updatedAt: bids.updatedAt,
    })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .innerJoin(events, eq(events.id, bids.eventId))
    .innerJoin(members, eq(members.id, bids.businessId))
    .where(and(eq(bids.talentId, talentId), eq(bids.state, 'Booked'), gt(subEvents.endTime, since)))
    .orderBy(asc(subEvents.startTime), asc(bids.id))
    .limit(limit);
}

/** The talent's schedules that end after `since`, for the calendar feed (free time, shown as available). */
export async function feedSchedules(db: Executor, talentId: number, since: Date, limit: number) {
  return db
    .select({
      id: schedules.id,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
      locationName: locations.name,
      address: locations.address,
      updatedAt: schedules.updatedAt,
    })
    .from(schedules)
    .innerJoin(locations, eq(locations.id, schedules.locationId))
    .where(and(eq(schedules.talentId, talentId), gt(schedules.endTime, since)))
    .orderBy(asc(schedules.startTime), asc(schedules.id))
    .limit(limit);
}
