import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsFileName, icsText, icsUtc, vtimezoneOf } from './ics';

const base = {
  uid: 'purchase-77@stagepass',
  title: 'Jazz Night',
  // 8 pm to 11 pm on Dec 31 2026 in Los Angeles (PST, UTC−8).
  start: '2027-01-01T04:00:00.000Z',
  end: '2027-01-01T07:00:00.000Z',
  timeZone: 'America/Los_Angeles',
};
const NOW = Date.parse('2026-06-02T10:00:00Z');

const lines = (ics: string) => ics.split('\r\n');

describe('buildIcs (RFC 5545)', () => {
  it('writes the venue’s 8 pm PST as 04:00 UTC the next day, and names the zone', () => {
    const ics = buildIcs(base, NOW);
    expect(lines(ics)).toContain('DTSTART:20270101T040000Z');
    expect(lines(ics)).toContain('DTEND:20270101T070000Z');
    expect(lines(ics)).toContain('X-WR-TIMEZONE:America/Los_Angeles');
    expect(lines(ics)).toContain('DTSTAMP:20260602T100000Z');
  });

  it('follows daylight saving time: 8 pm PDT in July is 03:00 UTC', () => {
    const ics = buildIcs({ ...base, start: '2026-07-04T03:00:00.000Z', end: '2026-07-04T06:00:00.000Z' }, NOW);
    expect(lines(ics)).toContain('DTSTART:20260704T030000Z');
  });

  it('is a calendar with one event, CRLF line ends and a closing CRLF', () => {
    const ics = buildIcs({ ...base, location: '1 Market St, San Francisco, CA', description: 'GA × 2' }, NOW);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(ics)).toContain('LOCATION:1 Market St\\, San Francisco\\, CA');
    expect(lines(ics)).toContain('UID:purchase-77@stagepass');
  });

  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('with the zone’s VTIMEZONE, writes the venue’s wall clock with TZID (the event’s time zone)', async () => {
    const vtimezone = await vtimezoneOf('America/Los_Angeles');
    expect(vtimezone).toContain('TZID:America/Los_Angeles');
    const ics = buildIcs(base, NOW, vtimezone);
    expect(lines(ics)).toContain('DTSTART;TZID=America/Los_Angeles:20261231T200000');
    expect(lines(ics)).toContain('DTEND;TZID=America/Los_Angeles:20261231T230000');
    expect(lines(ics)).toContain('DTSTAMP:20260602T100000Z');
    expect(lines(ics)).toContain('BEGIN:VTIMEZONE');
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    const summer = buildIcs(
      { ...base, start: '2026-07-04T03:00:00.000Z', end: '2026-07-04T06:00:00.000Z' },
      NOW,
      vtimezone,
    );
    expect(lines(summer)).toContain('DTSTART;TZID=America/Los_Angeles:20260703T200000');
    expect(await vtimezoneOf('Mars/Olympus_Mons')).toBeUndefined();
  });

  it('names the file after the event', () => {
    expect(icsFileName('Jazz Night: Live!')).toBe('jazz-night-live.ics');
    expect(icsUtc('2027-01-01T04:00:00.000Z')).toBe('20270101T040000Z');
  });
});
