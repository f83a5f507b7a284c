import { describe, expect, it } from 'vitest';
import {
  addDays,
  BOOK_NOW_BELOW_RATE,
  bookingsStayCovered,
  calendarFeedUrls,
  CALENDAR_FEED_TOKEN_PATTERN,
  DAY_CLOSED,
  DAY_WOULD_CLOSE,
  dayChangeProblem,
  dayClosesAt,
  daysBetween,
  dollarsToCents,
  centsToDollars,
  instantToTemplateTime,
  localDay,
  localDayEnd,
  localDayStart,
  LOCATION_NAME_MAX_LENGTH,
  onDateMessage,
  PRV_BOOK_NOW_BELOW_RATE,
  SCHEDULE_ENDS_BEFORE_START,
  SCHEDULE_IN_PAST,
  SCHEDULE_SPANS_DAYS,
  SCHEDULE_TOO_FAR,
  scheduleListWindow,
  schedulePriceProblem,
  scheduleWindowProblem,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_TIME_PATTERN,
  templateTimeToInstant,
  scheduleListDefaultWindow,
  windowsOverlap,
} from './schedules';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.parse('2026-11-22T12:00:00Z');

describe('limits (spec 001 §5, §9)', () => {
  it('names are at most 32 (location) and 64 (template) characters', () => {
    expect(LOCATION_NAME_MAX_LENGTH).toBe(32);
    expect(TEMPLATE_NAME_MAX_LENGTH).toBe(64);
  });
  it("template times are 'HH:mm', and '24:00' (midnight) ends a day", () => {
    for (const ok of ['00:00', '09:30', '23:59', '24:00']) expect(TEMPLATE_TIME_PATTERN.test(ok)).toBe(true);
    for (const bad of ['9:30', '24:01', '25:00', '12:60', '12:00:00', ''])
      expect(TEMPLATE_TIME_PATTERN.test(bad)).toBe(false);
  });
});

describe('money: whole dollars on the wire, cents inside', () => {
  it('converts both ways', () => {
    expect(dollarsToCents(250)).toBe(25_000);
    expect(centsToDollars(25_100)).toBe(251);
  });
  it('refuses a Book Now price under the rate it skips, naming the field', () => {
    expect(schedulePriceProblem({ rate: 100, book_now: 99 })).toEqual({
      field: 'book_now',
      message: BOOK_NOW_BELOW_RATE,
    });
    expect(schedulePriceProblem({ rate: 100, book_now: 100 })).toBeNull();
    // The private Book Now is measured against the private rate, else the public one.
    expect(schedulePriceProblem({ rate: 100, prv_rate: 200, prv_book_now: 150 })).toEqual({
      field: 'prv_book_now',
      message: PRV_BOOK_NOW_BELOW_RATE,
    });
    expect(schedulePriceProblem({ rate: 100, prv_rate: 50, prv_book_now: 60 })).toBeNull();
    expect(schedulePriceProblem({ rate: 100, prv_book_now: 90 })?.field).toBe('prv_book_now');
    expect(schedulePriceProblem({ rate: 100, book_now: null, prv_rate: null, prv_book_now: null })).toBeNull();
  });
});

describe('local days and template times', () => {
  it("a schedule's day is its start's date at the location", () => {
    // 2026-12-01 02:00 UTC is still 30 November in Los Angeles.
    expect(localDay(Date.parse('2026-12-01T02:00:00Z'), LA)).toBe('2026-11-30');
    expect(localDay(Date.parse('2026-12-01T02:00:00Z'), NY)).toBe('2026-11-30');
    expect(localDay(Date.parse('2026-12-01T06:00:00Z'), NY)).toBe('2026-12-01');
  });
  it('a local day starts and ends at local midnight, 23 or 25 hours long across daylight saving', () => {
    expect(new Date(localDayStart('2026-12-01', LA)).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(new Date(localDayEnd('2026-12-01', LA)).toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(localDayEnd('2027-03-14', LA) - localDayStart('2027-03-14', LA)).toBe(23 * HOUR);
    expect(localDayEnd('2026-11-01', LA) - localDayStart('2026-11-01', LA)).toBe(25 * HOUR);
  });
  it("makes a template's 'HH:mm' an instant in the location's time zone", () => {
    expect(new Date(templateTimeToInstant('2026-12-05', '10:00', LA)).toISOString()).toBe('2026-12-05T18:00:00.000Z');
    expect(new Date(templateTimeToInstant('2026-12-05', '10:00', NY)).toISOString()).toBe('2026-12-05T15:00:00.000Z');
    // Summer time: Los Angeles is UTC-7.
    expect(new Date(templateTimeToInstant('2027-07-05', '10:00', LA)).toISOString()).toBe('2027-07-05T17:00:00.000Z');
    expect(templateTimeToInstant('2026-12-05', '24:00', LA)).toBe(localDayEnd('2026-12-05', LA));
    expect(instantToTemplateTime(templateTimeToInstant('2026-12-05', '21:45', LA), LA)).toBe('21:45');
  });
  it('adds and counts days on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-22', '2027-11-22')).toBe(365);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
  });
});

describe("a schedule's window", () => {
  const start = templateTimeToInstant('2026-12-05', '10:00', LA);
  it('must end after it starts', () => {
    expect(scheduleWindowProblem({ startMs: start, endMs: start }, LA, NOW)).toEqual({
      field: 'end_time',
      message: SCHEDULE_ENDS_BEFORE_START,
    });
  });
  it('must lie within one local day at its location, ending at midnight at the latest', () => {
    const midnight = localDayEnd('2026-12-05', LA);
    expect(scheduleWindowProblem({ startMs: start, endMs: midnight }, LA, NOW)).toBeNull();
    expect(scheduleWindowProblem({ startMs: start, endMs: midnight + MIN }, LA, NOW)).toEqual({
      field: 'end_time',
      message: SCHEDULE_SPANS_DAYS,
    });
    // The same instants are one day in Los Angeles and two in New York (10:00 LA is 13:00 NY; 22:00 LA is 01:00 NY).
    const late = templateTimeToInstant('2026-12-05', '22:00', LA);
    expect(scheduleWindowProblem({ startMs: start, endMs: late }, LA, NOW)).toBeNull();
    expect(scheduleWindowProblem({ startMs: start, endMs: late }, NY, NOW)?.message).toBe(SCHEDULE_SPANS_DAYS);
  });
  it('must start in the future and not too far ahead', () => {
    expect(scheduleWindowProblem({ startMs: NOW, endMs: NOW + HOUR }, LA, NOW)?.message).toBe(SCHEDULE_IN_PAST);
    const far = NOW + 800 * 24 * HOUR;
    expect(scheduleWindowProblem({ startMs: far, endMs: far + HOUR }, LA, NOW)?.message).toBe(SCHEDULE_TOO_FAR);
  });
  it('overlaps another when each starts before the other ends; touching is no overlap', () => {
    expect(windowsOverlap({ startMs: 0, endMs: 10 }, { startMs: 5, endMs: 15 })).toBe(true);
    expect(windowsOverlap({ startMs: 0, endMs: 10 }, { startMs: 2, endMs: 3 })).toBe(true);
    expect(windowsOverlap({ startMs: 0, endMs: 10 }, { startMs: 10, endMs: 15 })).toBe(false);
  });
});

describe("the day's shared closing time (spec 001 §4: 'Schedules on the same day must share the closing period')", () => {
  it("is the earliest of the day's starts less their lockouts", () => {
    const at9 = Date.parse('2026-12-05T17:00:00Z');
    const at14 = Date.parse('2026-12-05T22:00:00Z');
    expect(dayClosesAt([{ startMs: at9, lockout: 60 }])).toBe(at9 - HOUR);
    // A later schedule with a long lockout can close the day before the first one's own lockout would.
    expect(
      dayClosesAt([
        { startMs: at9, lockout: 60 },
        { startMs: at14, lockout: 6 * 60 },
      ]),
    ).toBe(at14 - 6 * HOUR);
    expect(dayClosesAt([])).toBeNull();
  });
  it('refuses changes once the day closed, or a change that would close it now or before', () => {
    const open = { closesAtMs: NOW + HOUR, closedAtMs: null };
    expect(dayChangeProblem(open, NOW + 2 * HOUR, NOW)).toBeNull();
    expect(dayChangeProblem(null, NOW + MIN, NOW)).toBeNull();
    expect(dayChangeProblem({ closesAtMs: NOW, closedAtMs: null }, NOW + HOUR, NOW)).toBe(DAY_CLOSED);
    expect(dayChangeProblem({ closesAtMs: NOW + HOUR, closedAtMs: NOW - MIN }, NOW + HOUR, NOW)).toBe(DAY_CLOSED);
    expect(dayChangeProblem(open, NOW, NOW)).toBe(DAY_WOULD_CLOSE);
    expect(dayChangeProblem(null, NOW - MIN, NOW)).toBe(DAY_WOULD_CLOSE);
    // A delete leaves the closing time where it was or later: only the closed check applies.
    expect(dayChangeProblem(open, null, NOW)).toBeNull();
  });
});

describe('a schedule with bookings', () => {
  const window = { startMs: 100, endMs: 200 };
  it('must keep covering every booked block, on the same day', () => {
    expect(bookingsStayCovered(window, true, [{ startMs: 100, endMs: 200 }])).toBe(true);
    expect(bookingsStayCovered(window, true, [{ startMs: 90, endMs: 150 }])).toBe(false);
    expect(bookingsStayCovered(window, true, [{ startMs: 150, endMs: 210 }])).toBe(false);
    expect(bookingsStayCovered(window, false, [{ startMs: 120, endMs: 150 }])).toBe(false);
    expect(bookingsStayCovered(window, false, [])).toBe(true);
  });
});

describe('the schedule list window (spec 001 §9: today to one year ahead)', () => {
  it("defaults to the talent's today and a year on", () => {
    // 2026-11-22 12:00 UTC is 04:00 the same day in Los Angeles, and 02:00 on 23 November in Kiribati (UTC+14).
    expect(scheduleListWindow(NOW, LA, {})).toEqual({ start_date: '2026-11-22', end_date: '2027-11-22' });
    expect(scheduleListWindow(NOW, 'Pacific/Kiritimati', {})).toEqual({
      start_date: '2026-11-23',
      end_date: '2027-11-23',
    });
  });
  it('keeps the dates given, a year from the start when only the start is given', () => {
    expect(scheduleListWindow(NOW, LA, { start_date: '2027-01-01' })).toEqual({
      start_date: '2027-01-01',
      end_date: '2028-01-01',
    });
    expect(scheduleListWindow(NOW, LA, { end_date: '2026-12-31' })).toEqual({
      start_date: '2026-11-22',
      end_date: '2026-12-31',
    });
  });
});

describe('texts and the calendar feed', () => {
  it('names the failing date of a template applied to many', () => {
    expect(onDateMessage('2026-12-05', 'No.')).toBe('2026-12-05: No.');
  });
  it('gives the https and webcal URLs of a feed', () => {
    const token = 'a'.repeat(43);
    expect(calendarFeedUrls('https://stagepass.example', token)).toEqual({
      url: `https://stagepass.example/api/calendar/${token}.ics`,
      webcal_url: `webcal://stagepass.example/api/calendar/${token}.ics`,
    });
    expect(CALENDAR_FEED_TOKEN_PATTERN.test(token)).toBe(true);
    expect(CALENDAR_FEED_TOKEN_PATTERN.test(`${token}/`)).toBe(false);
  });
});

describe('schedule list window (spec 001 §9)', () => {
  it('runs from today to one year ahead', () => {
    expect(scheduleListDefaultWindow(new Date(2025, 2, 4, 15, 30))).toEqual({
      start_date: '2025-03-04',
      end_date: '2026-03-04',
    });
  });

  it('handles 29 February', () => {
    expect(scheduleListDefaultWindow(new Date(2024, 1, 29, 9))).toEqual({
      start_date: '2024-02-29',
      end_date: '2025-02-28',
    });
  });
});
