import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { bids, bookingPayments } from '@stagepass/db/schema/bookings';
import { subEvents } from '@stagepass/db/schema/events';
import {
  bookingsStayCovered,
  dayChangeProblem,
  dayClosesAt,
  LOCATION_NOT_FOUND,
  localDay,
  SCHEDULE_HAS_BOOKINGS,
  SCHEDULE_NOT_FOUND,
  SCHEDULE_OVERLAPS,
  SCHEDULE_SHRINKS_BOOKINGS,
  schedulePriceProblem,
  scheduleWindowProblem,
  type DayState,
} from '@stagepass/domain/schedules';
import { AppError } from '../../rpc/app-error';
import { recomputeStandings } from '../bookings/standings';
import * as repo from './schedules-repository';

/** A schedule's fields as stored: instants in ms, money in integer cents, buffer_time and lockout in minutes. */
export interface ScheduleFields {
  locationId: number;
  startMs: number;
  endMs: number;
  bufferTime: number;
  rateCents: number;
  bookNowCents: number | null;
  prvRateCents: number | null;
  prvBookNowCents: number | null;
  approveBids: boolean;
  lockout: number;
  maxEvents: number;
}

const stateOf = (day: repo.DayRow): DayState => ({
  closesAtMs: day.closesAt.getTime(),
  closedAtMs: day.closedAt?.getTime() ?? null,
});

/**
 * The time blocks that hold a place on the schedule: its bookings, and its bids whose Book Now is being charged
 * right now (a Pending booking payment, written under the day lock before the card is charged outside any
 * transaction). Call it holding the day's lock (repo.lockDay, the row lockAuctionDay locks), so no Book Now starts
 * or settles meanwhile.
 */
async function heldBlocks(tx: Executor, scheduleId: number) {
  const pending = await tx
    .select({ startTime: subEvents.startTime, endTime: subEvents.endTime })
    .from(bookingPayments)
    .innerJoin(bids, eq(bids.id, bookingPayments.bidId))
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .where(and(eq(bids.scheduleId, scheduleId), eq(bookingPayments.state, 'Pending')));
  return [
    ...(await repo.bookedBlocks(tx, scheduleId)),
    ...pending.map((r) => ({ startMs: r.startTime.getTime(), endMs: r.endTime.getTime() })),
  ];
}

/**
 * After a day lost a schedule: its shared closing time again from the schedules left (it can only move later), or,
 * when none is left and no bid in play or booked points at it, the day row goes. Answers whether the day remains.
 */
async function settleDay(tx: Executor, dayId: number): Promise<boolean> {
  const left = await repo.dayWindows(tx, dayId);
  const closes = dayClosesAt(left.map((w) => ({ startMs: w.startTime.getTime(), lockout: w.lockout })));
  if (closes !== null) {
    await repo.setDayClosesAt(tx, dayId, new Date(closes));
    return true;
  }
  if (await repo.dayHasBids(tx, dayId)) return true;
  await repo.deleteDay(tx, dayId);
  return false;
}

/**
 * Creates (scheduleId null) or updates one of the talent's schedules, in the caller's transaction, with every rule
 * of spec 001 §3–§4 and DESIGN.md §4: the location is the talent's; the window lies in one local day at it, in the
 * future; Book Now prices are at least their rate; no overlap with the talent's other schedules; the day's shared
 * closing time (earliest start less lockout) is recomputed and must still be ahead, and a closed day is not
 * touched; a schedule with bookings (or a Book Now being charged) keeps its day and keeps covering them. Then the
 * day's bid standings are recomputed. Throws AppError naming the field. Answers the schedule's id and its day's.
 */
export async function writeSchedule(
  tx: Executor,
  talentId: number,
  scheduleId: number | null,
  f: ScheduleFields,
  nowMs: number,
): Promise<{ scheduleId: number; dayId: number }> {
  const now = new Date(nowMs);
  await repo.lockTalentSchedules(tx, talentId);
  const location = await repo.findOwnLocation(tx, talentId, f.locationId);
  if (!location) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, 'location_id');
  const window = { startMs: f.startMs, endMs: f.endMs };
  const bad = scheduleWindowProblem(window, location.timeZone, nowMs);
  if (bad) throw new AppError('INVALID_INPUT', bad.message, bad.field);
  const price = schedulePriceProblem({
    rate: f.rateCents,
    book_now: f.bookNowCents,
    prv_rate: f.prvRateCents,
    prv_book_now: f.prvBookNowCents,
  });
  if (price) throw new AppError('INVALID_INPUT', price.message, price.field);
  const day = localDay(f.startMs, location.timeZone);

  let current: repo.ScheduleRow | null = null;
  let currentDay: repo.DayRow | null = null;
  if (scheduleId !== null) {
    current = await repo.lockOwnSchedule(tx, talentId, scheduleId);
    if (!current) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND, 'sch_id');
    currentDay = await repo.lockDay(tx, current.dayId);
    const closed = currentDay && dayChangeProblem(stateOf(currentDay), null, nowMs);
    if (closed) throw new AppError('CONFLICT', closed, 'sch_id');
    const booked = await heldBlocks(tx, current.id);
    if (!bookingsStayCovered(window, currentDay?.day === day, booked))
      throw new AppError('CONFLICT', SCHEDULE_SHRINKS_BOOKINGS, 'start_time');
  }
  const start = new Date(f.startMs);
  const end = new Date(f.endMs);
  if (await repo.overlappingSchedule(tx, talentId, start, end, scheduleId))
    throw new AppError('CONFLICT', SCHEDULE_OVERLAPS, 'start_time');

  // The day the schedule lands on: its shared closing time with this schedule in it must still be ahead.
  const target = currentDay?.day === day ? currentDay : await repo.lockDayByDate(tx, talentId, day);
  const others = target ? (await repo.dayWindows(tx, target.id)).filter((w) => w.id !== scheduleId) : [];
  const closesAt = dayClosesAt([
    ...others.map((w) => ({ startMs: w.startTime.getTime(), lockout: w.lockout })),
    { startMs: f.startMs, lockout: f.lockout },
  ])!;
  // A day row left without schedules (kept for its bids) starts over; a closed one stays closed.
  const targetState =
    target && (others.length > 0 || target.closedAt !== null || target.id === currentDay?.id) ? stateOf(target) : null;
  const problem = dayChangeProblem(targetState, closesAt, nowMs);
  if (problem) throw new AppError('CONFLICT', problem, 'start_time');

  let dayId: number;
  if (target) {
    dayId = target.id;
    await repo.setDayClosesAt(tx, dayId, new Date(closesAt));
  } else
    dayId = (
      await repo.insertDay(tx, { talentId, day, timeZone: location.timeZone, closesAt: new Date(closesAt) }, now)
    ).id;
  const values: repo.ScheduleValues = {
    talentId,
    dayId,
    locationId: location.id,
    startTime: start,
    endTime: end,
    bufferTime: f.bufferTime,
    rateCents: f.rateCents,
    bookNowCents: f.bookNowCents,
    prvRateCents: f.prvRateCents,
    prvBookNowCents: f.prvBookNowCents,
    approveBids: f.approveBids,
    lockout: f.lockout,
    maxEvents: f.maxEvents,
  };
  let id: number;
  if (current) {
    id = current.id;
    await repo.updateSchedule(tx, id, values, now);
  } else id = await repo.insertSchedule(tx, values, now);

  await recomputeStandings(tx, dayId, nowMs);
  if (currentDay && currentDay.id !== dayId && (await settleDay(tx, currentDay.id)))
    await recomputeStandings(tx, currentDay.id, nowMs);
  return { scheduleId: id, dayId };
}

/**
 * Deletes one of the talent's schedules in the caller's transaction (spec 001 §7 specialist_delete_schedule): not
 * once its day has closed, not while it has bookings or a Book Now on it is being charged (checked under the day's
 * lock). Its live bids become Cancelled; the day's closing time is recomputed (the day row goes with its last
 * schedule, unless bids still point at it), and the standings too. Answers the ids of the bids cancelled.
 */
export async function removeSchedule(tx: Executor, talentId: number, scheduleId: number, nowMs: number) {
  const now = new Date(nowMs);
  await repo.lockTalentSchedules(tx, talentId);
  const current = await repo.lockOwnSchedule(tx, talentId, scheduleId);
  if (!current) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND, 'sch_id');
  const day = await repo.lockDay(tx, current.dayId);
  const closed = day && dayChangeProblem(stateOf(day), null, nowMs);
  if (closed) throw new AppError('CONFLICT', closed, 'sch_id');
  if ((await heldBlocks(tx, current.id)).length > 0) throw new AppError('CONFLICT', SCHEDULE_HAS_BOOKINGS, 'sch_id');
  const cancelled = await repo.cancelLiveBids(tx, current.id, now);
  await repo.deleteSchedule(tx, current.id);
  if (day && (await settleDay(tx, day.id))) await recomputeStandings(tx, day.id, nowMs);
  return { cancelled };
}

/**
 * A schedule made the way the talent's request makes it, in a transaction of its own: for seeds and tests of other
 * areas (bids need a schedule). Same rules as specialist_schedule.
 */
export async function createSchedule(
  db: Database,
  talentId: number,
  fields: ScheduleFields,
  nowMs: number,
): Promise<{ scheduleId: number; dayId: number }> {
  return db.transaction((tx) => writeSchedule(tx, talentId, null, fields, nowMs));
}
