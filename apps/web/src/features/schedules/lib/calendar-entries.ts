// What the calendar shows, as plain data (the calendar component only draws it): each schedule with its location,
// time and rate, each booking with its event's name, and the day's shared closing time (spec 001 §4). Entries are
// placed at their location's wall clock, so a schedule sits on its own day (`day`) whatever the browser's zone.

import type { ScheduleBooking, ScheduleItem } from '@stagepass/contract/schedules/fields';
import { SCHEDULE_CLOSED } from '@stagepass/domain/bids';
import { eventDateText, eventDateTimeText, eventTimeText, instantToVenueTime } from '@stagepass/domain/events';
import { addDays } from '@stagepass/domain/schedules';

/** A wall-clock time without an offset ('2031-01-10T18:00'): the calendar runs in UTC and shows it as is. */
export function floatingTime(instant: string | number, timeZone: string): string {
  return instantToVenueTime(instant, timeZone);
}

interface EntryTimes {
  id: string;
  scheduleId: number;
  title: string;
  /** Floating wall-clock times, where the calendar places the entry. */
  start: string;
  end: string;
  /** spec 001 §9 'h:mm a z' at the location: the start ('6:00 pm PST'), and the block ('6:00 pm PST – 11:00 pm PST'). */
  startText: string;
  timesText: string;
}

export type CalendarEntry =
  | (EntryTimes & {
      kind: 'schedule';
      location: string;
      rate: string;
      closes: string;
    })
  | (EntryTimes & { kind: 'booking'; booking: ScheduleBooking });

const timesOf = (start: string, end: string, timeZone: string) => ({
  startText: eventTimeText(start, timeZone),
  timesText: `${eventTimeText(start, timeZone)} – ${eventTimeText(end, timeZone)}`,
});

export const dollarsText = (n: number) => `$${n.toLocaleString('en-US')}`;

/** spec 001 §4: the day's closing time, or 'Schedule Closed' once it has passed (or its close has run). */
export function closesText(s: Pick<ScheduleItem, 'closes_at' | 'closed_at' | 'time_zone'>, nowMs: number): string {
  if (s.closed_at !== null || Date.parse(s.closes_at) <= nowMs) return SCHEDULE_CLOSED;
  return `Closes ${eventDateTimeText(s.closes_at, s.time_zone)}`;
}

/** 'Jan 10, 6:00 pm PST – 11:00 pm PST' at the schedule's location (spec 001 §9 'MMM D', 'h:mm a z'). */
export function scheduleWhenText(s: Pick<ScheduleItem, 'start_time' | 'end_time' | 'time_zone'>): string {
  const { start_time: start, end_time: end, time_zone: tz } = s;
  return `${eventDateText(start, tz)}, ${eventTimeText(start, tz)} – ${eventTimeText(end, tz)}`;
}

export function calendarEntries(schedules: readonly ScheduleItem[], nowMs: number): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const s of schedules) {
    entries.push({
      kind: 'schedule',
      id: `schedule-${s.schedule_id}`,
      scheduleId: s.schedule_id,
      title: `${s.location_name} · ${dollarsText(s.rate)}`,
      start: floatingTime(s.start_time, s.time_zone),
      end: floatingTime(s.end_time, s.time_zone),
      ...timesOf(s.start_time, s.end_time, s.time_zone),
      location: s.location_name,
      rate: dollarsText(s.rate),
      closes: closesText(s, nowMs),
    });
    for (const b of s.bookings)
      entries.push({
        kind: 'booking',
        id: `booking-${b.bid_id}`,
        scheduleId: s.schedule_id,
        title: b.event_name,
        start: floatingTime(b.start_time, s.time_zone),
        end: floatingTime(b.end_time, s.time_zone),
        ...timesOf(b.start_time, b.end_time, s.time_zone),
        booking: b,
      });
  }
  return entries;
}

/** The dates a view covers, for specialist_schedule_list: the calendar's end is exclusive, the list's inclusive. */
export function listWindow(startIso: string, endIso: string): { start_date: string; end_date: string } {
  return { start_date: startIso.slice(0, 10), end_date: addDays(endIso.slice(0, 10), -1) };
}

/**
 * The month grid the calendar opens on (six weeks from the Sunday on or before the 1st, in the browser's zone),
 * asked for before the calendar reports its range.
 */
export function monthGridWindow(nowMs: number, timeZone: string): { start_date: string; end_date: string } {
  const first = `${floatingTime(nowMs, timeZone).slice(0, 8)}01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = addDays(first, -weekday);
  return { start_date: start, end_date: addDays(start, 41) };
}

/** A selection on the calendar (floating times) → the form's date and wall-clock times. */
export function slotOf(sel: { startStr: string; endStr: string; allDay: boolean }): {
  date: string;
  start?: string;
  end?: string;
} {
  const date = sel.startStr.slice(0, 10);
  if (sel.allDay) return { date };
  const endDate = sel.endStr.slice(0, 10);
  return { date, start: sel.startStr.slice(11, 16), end: endDate === date ? sel.endStr.slice(11, 16) : '00:00' };
}
