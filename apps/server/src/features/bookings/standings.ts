import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
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
  const query = tx
    .select({
      id: scheduleDays.id,
      talentId: scheduleDays.talentId,
      closesAt: scheduleDays.closesAt,
      closedAt: scheduleDays.closedAt,
    })
    .from(scheduleDays)
    .where(eq(scheduleDays.id, dayId));
  const [day] = dayLock.enabled ? await query.for('update') : await query;
  if (!day) return null;
  const [windows, live] = await Promise.all([
    tx
      .select({
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
      .where(eq(schedules.dayId, dayId)),
    tx
      .select({
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
      .where(and(eq(bids.dayId, dayId), inArray(bids.state, ['Bid', 'Booked']))),
  ]);
  return {
    ...day,
    schedules: windows.map((w) => ({ ...w, startMs: w.start.getTime(), endMs: w.end.getTime() })),
    bids: live.map((b) => ({
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
    })),
  };
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
  const cases = sql.join(
    changed.map((b) => sql`when ${b.id} then ${standings.get(b.id)!}`),
    sql` `,
  );
  await tx
    .update(bids)
    .set({ bidState: sql`case ${bids.id} ${cases} end`, updatedAt: now })
    .where(
      inArray(
        bids.id,
        changed.map((b) => b.id),
      ),
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
