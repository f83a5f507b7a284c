// 'Add to calendar' for a purchase: an iCalendar file (RFC 5545) made in the browser, in the event's time zone: the
// start and end are the venue's wall-clock times with TZID, and the file carries that zone's VTIMEZONE (its rules,
// from timezones-ical-library, loaded only when a file is saved). Without the block, the times are written in UTC
// ('…Z'), which every calendar reads exactly.
import { venueWallClock } from './venue-wall-clock';

export interface CalendarEvent {
  /** Unique and stable, so importing the file twice updates the one entry. */
  uid: string;
  title: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** IANA zone of the venue ('America/Los_Angeles'). */
  timeZone: string;
  location?: string;
  description?: string;
  url?: string;
}

/** 20270101T040000Z: the instant in UTC, to the second. */
export function icsUtc(instant: string | number | Date): string {
  const iso = new Date(instant).toISOString(); // 2027-01-01T04:00:00.000Z
  return `${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The continuation lines start with a space, which counts toward their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The calendar file. `vtimezone` is the zone's VTIMEZONE block (BEGIN:VTIMEZONE … END:VTIMEZONE): with it the times
 * are the venue's wall clock with TZID; without it, UTC.
 */
export function buildIcs(event: CalendarEvent, nowMs: number = Date.now(), vtimezone?: string): string {
  const at = (name: string, instant: string) =>
    vtimezone
      ? `${name};TZID=${event.timeZone}:${venueWallClock(instant, event.timeZone)}`
      : `${name}:${icsUtc(instant)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stagepass//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${event.timeZone}`,
    ...(vtimezone ? vtimezone.split(/\r?\n/).filter(Boolean) : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(nowMs)}`,
    at('DTSTART', event.start),
    at('DTEND', event.end),
    `SUMMARY:${icsText(event.title)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A safe file name from the event's name ('Jazz Night' → 'jazz-night.ics'). */
export function icsFileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}

/** The zone's VTIMEZONE block, or undefined for a zone the library does not know. */
export async function vtimezoneOf(timeZone: string): Promise<string | undefined> {
  const { tzlib_get_ical_block } = await import('timezones-ical-library');
  const block = tzlib_get_ical_block(timeZone);
  const text = Array.isArray(block) ? block[0] : undefined;
  return text?.includes('BEGIN:VTIMEZONE') ? text : undefined;
}

/** Saves the file through a temporary link (the browser's download). */
export async function downloadIcs(event: CalendarEvent): Promise<void> {
  const vtimezone = await vtimezoneOf(event.timeZone).catch(() => undefined);
  const blob = new Blob([buildIcs(event, Date.now(), vtimezone)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(event.title);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
