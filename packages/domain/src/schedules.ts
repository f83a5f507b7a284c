// Talent availability (spec 001 §3 Schedule, Template, Location; §4 'Schedules on the same day must share the
// closing period'; §5 and §9 limits): the limits and texts of locations, schedules and templates, the day's shared
// closing time, and the template's local times of day made into instants in the location's time zone.

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  API_DATE_FORMAT,
  LOCATION_NAME_MAX_LENGTH,
  SCHEDULE_LIST_WINDOW_YEARS,
  TEMPLATE_NAME_MAX_LENGTH,
} from './limits';

dayjs.extend(utc);
dayjs.extend(timezone);

/** spec 001 §7 / §9: specialist_schedule_list's default window, from the caller's local calendar day. */
export function scheduleListDefaultWindow(now: Date | number): {
  start_date: string;
  end_date: string;
} {
  // The caller's local calendar day: 'today' is the day the specialist sees.
  const today = dayjs(now);
  return {
    start_date: today.format(API_DATE_FORMAT),
    end_date: today.add(SCHEDULE_LIST_WINDOW_YEARS, 'year').format(API_DATE_FORMAT),
  };
}

export { LOCATION_NAME_MAX_LENGTH, TEMPLATE_NAME_MAX_LENGTH };

// ---------------------------------------------------------------------------------------------
// Limits (spec 001 §5: 'Other bounds on ... schedules ...: not shown', so these are ours)

/** Rates and Book Now prices are whole US dollars (§5: bids are whole USD), at least $1. */
export const RATE_MIN_DOLLARS = 1;
export const RATE_MAX_DOLLARS = 1_000_000;
/** buffer_time: the least gap between two bookings of a window, in minutes (up to a day). */
export const BUFFER_TIME_MAX_MINUTES = 24 * 60;
/** lockout: how long before the day's first schedule starts bidding closes, in minutes (up to 30 days). */
export const LOCKOUT_MAX_MINUTES = 30 * 24 * 60;
/** max_events: bookings a window may hold. */
export const MAX_EVENTS_MIN = 1;
export const MAX_EVENTS_MAX = 48;
/** How far ahead a schedule may start. */
export const SCHEDULE_MAX_DAYS_AHEAD = 2 * 366;
/** specialist_apply_template: dates per call (two months of days). */
export const APPLY_TEMPLATE_MAX_DATES = 62;
/** specialist_schedule_list: the widest window a call may ask for. */
export const SCHEDULE_LIST_MAX_DAYS = 3 * 366;
/** The address a location is geocoded from. */
export const LOCATION_ADDRESS_MAX_LENGTH = 300;

/** A template's local time of day; '24:00' is the end of the day (a schedule may end at midnight). */
export const TEMPLATE_TIME_FORMAT = 'HH:mm';
export const TEMPLATE_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

// ---------------------------------------------------------------------------------------------
// Texts

export const LOCATION_NOT_FOUND = 'Location not found';
export const SCHEDULE_NOT_FOUND = 'Schedule not found';
export const TEMPLATE_NOT_FOUND = 'Template not found';
export const SCHEDULE_MISSES_REQUESTED_BLOCK = 'This schedule must cover the time block you were asked about.';

/** spec 001 §6: talent need 'at least one location to create schedules'. */
export const LOCATION_REQUIRED =
  'Every schedule starts from one of your locations: add a location, then choose it for this schedule.';
export const LOCATION_IN_USE =
  'This location is used by a schedule that has not ended yet. Move that schedule to another location or delete it first.';
export const LOCATION_ZONE_IN_USE =
  'This location is used by a schedule that has not ended yet, so its new address must be in the same time zone.';
export const LOCATION_ADDRESS_NOT_FOUND =
  'We could not find that address. Please check the address of this location and try again.';

export const SCHEDULE_ENDS_BEFORE_START = 'The schedule must end after it starts.';
export const SCHEDULE_SPANS_DAYS =
  "A schedule must start and end on the same day, in its location's time zone (it may end at midnight).";
export const SCHEDULE_IN_PAST = 'A schedule must start in the future.';
export const SCHEDULE_TOO_FAR = `Schedules can be set up at most ${SCHEDULE_MAX_DAYS_AHEAD} days ahead.`;
export const SCHEDULE_OVERLAPS =
  'This schedule overlaps another of your schedules. Change its times, or edit the other schedule instead.';
export const BOOK_NOW_BELOW_RATE = 'The Book Now price must be at least the rate.';
export const PRV_BOOK_NOW_BELOW_RATE = 'The private Book Now price must be at least the private rate.';

/** spec 001 §4: 'Schedules on the same day must share the closing period.' */
export const DAY_CLOSED =
  "Bidding for this day's schedules has closed, so the day's schedules can no longer be added, changed or deleted.";
export const DAY_WOULD_CLOSE =
  "Schedules on the same day must share the closing period: the day closes at the earliest schedule's start less its lockout, and this change would close bidding for the day at a time that has already passed. Start later or shorten the lockout.";
export const SCHEDULE_HAS_BOOKINGS = 'This schedule has bookings, so it cannot be deleted.';
export const SCHEDULE_SHRINKS_BOOKINGS =
  'This schedule has bookings: it must stay on the same day and still cover every booked time block.';

export const TEMPLATE_NAME_TAKEN = 'You already have a template with that name.';
export const TEMPLATE_NEEDS_LOCATION =
  'This template has no location (its location was deleted). Choose a location for the template, then apply it.';
export const APPLY_TEMPLATE_DUPLICATE_DATES = 'Each date may be chosen once.';
export const SCHEDULE_LIST_ENDS_BEFORE_START = 'The end date must not be before the start date.';
export const SCHEDULE_LIST_TOO_WIDE = `Ask for at most ${SCHEDULE_LIST_MAX_DAYS} days at a time.`;

/** specialist_apply_template is all or nothing: the refusal names the date that failed. */
export function onDateMessage(date: string, message: string): string {
  return `${date}: ${message}`;
}

// Calendar feed (ours, beyond the spec)
export const CALENDAR_FEED_NAME = 'Stagepass bookings';
/** The public route: GET /api/calendar/<token>.ics. */
export const CALENDAR_FEED_PATH_PREFIX = '/api/calendar/';
export const CALENDAR_FEED_NOT_FOUND = 'Calendar not found';
export const CALENDAR_FEED_AVAILABLE_SUMMARY = 'Available for bookings';
/** The feed's secret: 43 of the 62 letters and digits (spec 001 §9), about 256 random bits. */
export const CALENDAR_FEED_TOKEN_LENGTH = 43;
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9]{43}$/;
/** What the feed shows: bookings that ended up to this many days ago, and at most this many entries of each kind. */
export const CALENDAR_FEED_PAST_DAYS = 90;
export const CALENDAR_FEED_MAX_ENTRIES = 1000;

/** A calendar feed's URLs: https (or http) to open, webcal to subscribe from a calendar app. */
export function calendarFeedUrls(publicUrl: string, token: string): { url: string; webcal_url: string } {
  const url = new URL(`${CALENDAR_FEED_PATH_PREFIX}${token}.ics`, publicUrl).toString();
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

/** The summary of a booking in the feed: the event's name and who booked. */
export function calendarBookingSummary(eventName: string, businessName: string): string {
  return `${eventName} (${businessName})`;
}

// ---------------------------------------------------------------------------------------------
// Money: whole dollars on the wire, integer cents inside

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
export const centsToDollars = (cents: number): number => cents / 100;

/** The prices of a schedule or template, in whole dollars. */
export interface SchedulePrices {
  rate: number;
  book_now?: number | null | undefined;
  prv_rate?: number | null | undefined;
  prv_book_now?: number | null | undefined;
}

/** A Book Now price below the rate it skips would undercut the auction: refused, naming the field. */
export function schedulePriceProblem(p: SchedulePrices): { field: string; message: string } | null {
  if (p.book_now != null && p.book_now < p.rate) return { field: 'book_now', message: BOOK_NOW_BELOW_RATE };
  const privateRate = p.prv_rate ?? p.rate;
  if (p.prv_book_now != null && p.prv_book_now < privateRate)
    return { field: 'prv_book_now', message: PRV_BOOK_NOW_BELOW_RATE };
  return null;
}

// ---------------------------------------------------------------------------------------------
// Days, windows and the shared closing time

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The local calendar day (YYYY-MM-DD) of an instant in a time zone: a schedule's day at its location. */
export function localDay(instantMs: number, timeZone: string): string {
  return dayjs(instantMs).tz(timeZone).format(API_DATE_FORMAT);
}

/** The instant a local day (YYYY-MM-DD) starts in a time zone. */
export function localDayStart(day: string, timeZone: string): number {
  return dayjs.tz(`${day}T00:00`, timeZone).valueOf();
}

/** The instant the local day after `day` starts: a schedule of `day` ends no later than this. */
export function localDayEnd(day: string, timeZone: string): number {
  return localDayStart(addDays(day, 1), timeZone);
}

/**
 * A template's local time of day on a date, in the location's time zone → the instant. '24:00' is the start of the
 * next day. A time that a daylight-saving jump skips moves forward with the clock.
 */
export function templateTimeToInstant(day: string, time: string, timeZone: string): number {
  if (time === '24:00') return localDayEnd(day, timeZone);
  return dayjs.tz(`${day}T${time}`, timeZone).valueOf();
}

/** An instant → the local time of day 'HH:mm' at the location. */
export function instantToTemplateTime(instantMs: number, timeZone: string): string {
  return dayjs(instantMs).tz(timeZone).format(TEMPLATE_TIME_FORMAT);
}

export interface Window {
  startMs: number;
  endMs: number;
}

/** Two windows overlap when each starts before the other ends (touching windows do not overlap). */
export function windowsOverlap(a: Window, b: Window): boolean {
  return a.startMs < b.endMs && b.startMs < a.endMs;
}

/**
 * What is wrong with a schedule's window, naming the field, or null: it must end after it starts, lie within one
 * local day at its location (the day of its start; it may end at midnight), start in the future and at most
 * SCHEDULE_MAX_DAYS_AHEAD days ahead.
 */
export function scheduleWindowProblem(
  w: Window,
  timeZone: string,
  nowMs: number,
): { field: 'start_time' | 'end_time'; message: string } | null {
  if (w.endMs <= w.startMs) return { field: 'end_time', message: SCHEDULE_ENDS_BEFORE_START };
  if (w.startMs <= nowMs) return { field: 'start_time', message: SCHEDULE_IN_PAST };
  if (w.startMs > nowMs + SCHEDULE_MAX_DAYS_AHEAD * DAY_MS) return { field: 'start_time', message: SCHEDULE_TOO_FAR };
  if (w.endMs > localDayEnd(localDay(w.startMs, timeZone), timeZone))
    return { field: 'end_time', message: SCHEDULE_SPANS_DAYS };
  return null;
}

/** A schedule as the day's closing time reads it: its start and its lockout in minutes. */
export interface ClosingInput {
  startMs: number;
  lockout: number;
}

/**
 * spec 001 §4 'Schedules on the same day must share the closing period' (DESIGN.md §4): the day closes `lockout`
 * minutes before its schedules start, the earliest of those instants over all the day's schedules. Null for a day
 * without schedules.
 */
export function dayClosesAt(schedules: readonly ClosingInput[]): number | null {
  let closes: number | null = null;
  for (const s of schedules) {
    const at = s.startMs - s.lockout * MINUTE_MS;
    if (closes === null || at < closes) closes = at;
  }
  return closes;
}

/** A talent-day as stored: its shared closing time and when the close job finished it. */
export interface DayState {
  closesAtMs: number;
  closedAtMs: number | null;
}

/**
 * Whether a change to a day's schedules may go ahead: not once the day has closed (now at or past its closing time,
 * or its close has run), and not when it would move the closing time to now or before. `nextClosesAtMs` is the
 * closing time after the change (null: the day keeps no schedule).
 */
export function dayChangeProblem(day: DayState | null, nextClosesAtMs: number | null, nowMs: number): string | null {
  if (day && (day.closedAtMs !== null || nowMs >= day.closesAtMs)) return DAY_CLOSED;
  if (nextClosesAtMs !== null && nextClosesAtMs <= nowMs) return DAY_WOULD_CLOSE;
  return null;
}

/** A schedule with bookings must keep covering every booked time block, on the same day. */
export function bookingsStayCovered(window: Window, sameDay: boolean, bookings: readonly Window[]): boolean {
  if (bookings.length === 0) return true;
  if (!sameDay) return false;
  return bookings.every((b) => b.startMs >= window.startMs && b.endMs <= window.endMs);
}

// ---------------------------------------------------------------------------------------------
// The list window

/**
 * spec 001 §7 / §9 specialist_schedule_list: from today to one year ahead by default, today being the talent's day
 * in `timeZone` (their location's). Either end may be given.
 */
export function scheduleListWindow(
  nowMs: number,
  timeZone: string,
  input: { start_date?: string | undefined; end_date?: string | undefined },
): { start_date: string; end_date: string } {
  const today = localDay(nowMs, timeZone);
  const start = input.start_date ?? today;
  const end =
    input.end_date ?? dayjs.utc(`${start}T00:00:00Z`).add(SCHEDULE_LIST_WINDOW_YEARS, 'year').format(API_DATE_FORMAT);
  return { start_date: start, end_date: end };
}

/** A YYYY-MM-DD `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
