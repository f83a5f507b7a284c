// 'Add to calendar' for a purchase: an iCalendar file (RFC 5545) made in the browser. Times are written in UTC
// ('…Z'), which every calendar reads exactly whatever its own zone; X-WR-TIMEZONE names the venue's zone so the
// calendars that honour it show the event at the venue's wall clock. (A TZID would need a VTIMEZONE with the zone's
// rules, which the browser does not have.)

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

export function buildIcs(event: CalendarEvent, nowMs: number = Date.now()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stagepass//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${event.timeZone}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(nowMs)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
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

/** Saves the file through a temporary link (the browser's download). */
export function downloadIcs(event: CalendarEvent): void {
  const blob = new Blob([buildIcs(event)], { type: 'text/calendar;charset=utf-8' });
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
