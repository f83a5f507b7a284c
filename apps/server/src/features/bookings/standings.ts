import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { unnestAs } from '@stagepass/db/bulk';
import { bids, locations, scheduleDays, schedules, type BidStanding } from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { blocksOverlap, solveDay, type DayBid, type DaySchedule } from '@stagepass/domain/auction';

/** A talent-day as the auction sees it: its windows, and its Bid and Booked bids with their blocks and venues. */
export interface AuctionDay {
  id: number;
  talentId: number;
  closesAt: Date;
  closedAt: Date | null;
  schedules: (DaySchedule & { rateCents: number; prvRateCents: number | null })[];
  bids: (DayBid & { state: 'Bid' | 'Booked'; bidState: BidStanding | null; scheduleId: number | null })[];
}

/**
 * The day lock, switched off only by the race test's control run (bookings-race.test.ts), which may also hold each
 * unlocked Book Now a moment between its checks and its write (`pauseMs`, in bookNow), so racing calls all check
 * before any of them writes.
 */
export const dayLock = { enabled: true, pauseMs: 0 };

/**
 * Reads the day, locked FOR UPDATE: every write to a day's bids or schedules takes this lock first, so standings
 * and the close see one order of changes. Null when there is no such day.
 */
export async function lockAuctionDay(tx: Executor, dayId: number): Promise<AuctionDay | null> {
  return (await lockAuctionDays(tx, [dayId]))[0] ?? null;
}

/** Takes the locks of days without reading them (a step that already knows what it writes). */
export async function lockDays(tx: Executor, dayIds: readonly number[]): Promise<void> {
  if (dayIds.length === 0 || !dayLock.enabled) return;
  await tx
    .select({ id: scheduleDays.id })
    .from(scheduleDays)
    .where(inArray(scheduleDays.id, [...dayIds]))
    .orderBy(scheduleDays.id)
    .for('update');
}

/**
 * Reads many days, each locked as lockAuctionDay locks one, in the order of their ids (so two closes that lock
 * overlapping sets wait for each other rather than deadlock). Three statements, however many days.
 */
export async function lockAuctionDays(tx: Executor, dayIds: readonly number[]): Promise<AuctionDay[]> {
  if (dayIds.length === 0) return [];
  const query = tx
    .select({
      id: scheduleDays.id,
      talentId: scheduleDays.talentId,
      closesAt: scheduleDays.closesAt,
      closedAt: scheduleDays.closedAt,
    })
    .from(scheduleDays)
    .where(inArray(scheduleDays.id, [...dayIds]))
    .orderBy(scheduleDays.id);
  const days = dayLock.enabled ? await query.for('update') : await query;
  if (days.length === 0) return [];
  const ids = days.map((d) => d.id);
  const [windows, live] = await Promise.all([
    tx
      .select({
        dayId: schedules.dayId,
        id: schedules.id,
        start: schedules.startTime,
        end: schedules.endTime,
        lat: locations.latitude,
        lng: locations.longitude,
        buffer: schedules.bufferTime,
        maxEvents: schedules.maxEvents,
        rateCents: schedules.rateCents,
        prvRateCents: schedules.prvRateCents,
      })
      .from(schedules)
      .innerJoin(locations, eq(locations.id, schedules.locationId))
      .where(inArray(schedules.dayId, ids)),
    tx
      .select({
        dayId: bids.dayId,
        id: bids.id,
        start: subEvents.startTime,
        end: subEvents.endTime,
        lat: events.latitude,
        lng: events.longitude,
        maxCents: bids.maxCents,
        placedAt: bids.placedAt,
        state: bids.state,
        bidState: bids.bidState,
        scheduleId: bids.scheduleId,
      })
      .from(bids)
      .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
      .innerJoin(events, eq(events.id, bids.eventId))
      .where(and(inArray(bids.dayId, ids), inArray(bids.state, ['Bid', 'Booked']))),
  ]);
  const byId = new Map<number, AuctionDay>(days.map((d) => [d.id, { ...d, schedules: [], bids: [] }]));
  for (const { dayId, ...w } of windows)
    byId.get(dayId)!.schedules.push({ ...w, startMs: w.start.getTime(), endMs: w.end.getTime() });
  for (const b of live)
    byId.get(b.dayId!)!.bids.push({
      id: b.id,
      startMs: b.start.getTime(),
      endMs: b.end.getTime(),
      lat: b.lat,
      lng: b.lng,
      maxCents: b.maxCents,
      placedAtMs: b.placedAt.getTime(),
      booked: b.state === 'Booked',
      state: b.state as 'Bid' | 'Booked',
      bidState: b.bidState,
      scheduleId: b.scheduleId,
    });
  return [...byId.values()];
}

/**
 * The standing of each Bid on the day (DESIGN.md §4): Fatal when its block overlaps a booking; otherwise Win when
 * the close, run now, would book it, else Lose. Booked bids keep Win.
 */
export function standingsOf(day: Pick<AuctionDay, 'schedules' | 'bids'>): Map<number, BidStanding> {
  const booked = day.bids.filter((b) => b.booked);
  const out = new Map<number, BidStanding>();
  const open: DayBid[] = [...booked];
  for (const b of day.bids) {
    if (b.booked) continue;
    if (booked.some((k) => blocksOverlap(k, b))) out.set(b.id, 'Fatal');
    else open.push(b);
  }
  const winners = solveDay(day.schedules, open);
  for (const b of open) out.set(b.id, winners.has(b.id) ? 'Win' : 'Lose');
  return out;
}

/** Writes the standings that changed, in one statement. */
export async function saveStandings(
  tx: Executor,
  day: Pick<AuctionDay, 'bids'>,
  standings: Map<number, BidStanding>,
  now: Date,
): Promise<void> {
  const changed = day.bids.filter((b) => standings.get(b.id) !== undefined && standings.get(b.id) !== b.bidState);
  if (changed.length === 0) return;
  const v = unnestAs('v', {
    id: { type: 'integer', values: changed.map((b) => b.id) },
    standing: { type: 'text', values: changed.map((b) => standings.get(b.id)!) },
  });
  await tx.execute(
    sql`update ${bids} set bid_state = v.standing, updated_at = ${now.toISOString()}::timestamptz from ${v} where ${bids.id} = v.id`,
  );
}

/**
 * spec 001 §4 / DESIGN.md §4: while the day is open, every Bid's Win/Lose standing is what the close would decide
 * now. Call it, in the transaction, after any change to the day's bids or schedules. A closed day is left alone.
 */
export async function recomputeStandings(tx: Executor, dayId: number, nowMs: number): Promise<void> {
  const day = await lockAuctionDay(tx, dayId);
  if (!day || day.closedAt !== null || day.closesAt.getTime() <= nowMs) return;
  await saveStandings(tx, day, standingsOf(day), new Date(nowMs));
}
