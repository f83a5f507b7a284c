import { describe, expect, it } from 'vitest';
import {
  BUSINESS_EVENT_BADGES as B,
  boundingBox,
  businessEventBadges,
  eventDateText,
  eventDateTimeText,
  eventTimeText,
  recordTimeText,
  timeBlockText,
  clockTimeText,
  instantToVenueTime,
  subEventNeedsAttention,
  venueTimeToInstant,
} from './events';
import { greatCircleMiles } from './format';

const facts = { endMs: 2000, nowMs: 1000, unreadMessages: 0, subEventsNeedingAttention: 0, unreadReviews: 0 };

describe('business event card badges (spec 001 §4)', () => {
  it("shows 'Upcoming Event' before the end and 'Past Event' after it", () => {
    expect(businessEventBadges(facts)).toEqual(['Upcoming Event']);
    expect(businessEventBadges({ ...facts, nowMs: 3000 })).toEqual(['Past Event']);
  });
  it("shows 'Needs Attention' only on an upcoming event with unfilled time blocks", () => {
    expect(businessEventBadges({ ...facts, subEventsNeedingAttention: 1 })).toEqual([B.needsAttention, B.upcoming]);
    expect(businessEventBadges({ ...facts, nowMs: 3000, subEventsNeedingAttention: 1 })).toEqual([B.past]);
  });
  it("adds 'New Message' and 'Reviews Available' when there are unread ones", () => {
    expect(businessEventBadges({ ...facts, unreadMessages: 2, unreadReviews: 1 })).toEqual([
      'New Message',
      'Upcoming Event',
      'Reviews Available',
    ]);
  });
});

describe('a sub-event needs attention (spec 001 §4)', () => {
  it('while any trait has fewer filled slots than required', () => {
    expect(subEventNeedsAttention({ '1': 2 }, { '1': 1 })).toBe(true);
    expect(subEventNeedsAttention({ '1': 2, '3': 1 }, { '1': 2, '3': 1 })).toBe(false);
    expect(subEventNeedsAttention({ '1': 0 }, {})).toBe(false);
    expect(subEventNeedsAttention({}, {})).toBe(false);
  });
});

describe('venue times', () => {
  it('reads a wall-clock time in the venue time zone, across daylight saving', () => {
    expect(new Date(venueTimeToInstant('2026-12-05T19:00', 'America/Los_Angeles')).toISOString()).toBe(
      '2026-12-06T03:00:00.000Z',
    );
    expect(new Date(venueTimeToInstant('2026-07-05T19:00', 'America/Los_Angeles')).toISOString()).toBe(
      '2026-07-06T02:00:00.000Z',
    );
    expect(new Date(venueTimeToInstant('2026-12-31T20:00', 'America/New_York')).toISOString()).toBe(
      '2027-01-01T01:00:00.000Z',
    );
  });
  it('writes an instant back as the venue time, and as the spec formats it', () => {
    expect(instantToVenueTime('2027-01-01T01:00:00.000Z', 'America/New_York')).toBe('2026-12-31T20:00');
    expect(eventDateText('2027-01-01T01:00:00.000Z', 'America/New_York')).toBe('Dec 31');
    expect(eventTimeText('2027-01-01T01:00:00.000Z', 'America/New_York')).toBe('8:00 pm EST');
  });
});

describe('times of day (spec 001 §9 h:mm a z)', () => {
  const DEC_31_8PM_NY = '2027-01-01T01:00:00.000Z';
  it('writes every time of day in lower case with the zone, never Intl’s 8:00 PM', () => {
    expect(eventDateTimeText(DEC_31_8PM_NY, 'America/New_York')).toBe('Dec 31, 8:00 pm EST');
    expect(eventTimeText('2026-07-01T16:05:00.000Z', 'America/Los_Angeles')).toBe('9:05 am PDT');
    expect(recordTimeText(DEC_31_8PM_NY, 'America/New_York')).toBe('Dec 31, 2026, 8:00 pm EST');
    expect(recordTimeText(DEC_31_8PM_NY, 'UTC')).toBe('Jan 1, 2027, 1:00 am UTC');
  });
  it('writes a time block with its weekday, each end with its zone', () => {
    // Sat Mar 7 2026, 8–10 pm in Los Angeles.
    expect(
      timeBlockText(Date.parse('2026-03-08T04:00:00Z'), Date.parse('2026-03-08T06:00:00Z'), 'America/Los_Angeles'),
    ).toBe('Sat, Mar 7, 8:00 pm PST – 10:00 pm PST');
  });
  it('writes a wall-clock time without a zone the same way', () => {
    expect(clockTimeText('18:00')).toBe('6:00 pm');
    expect(clockTimeText('00:30')).toBe('12:30 am');
    expect(clockTimeText('12:00')).toBe('12:00 pm');
    expect(clockTimeText('2031-01-10T09:15')).toBe('9:15 am');
  });
});

describe('boundingBox', () => {
  it('holds every point within the distance', () => {
    const box = boundingBox(37.77, -122.42, 50);
    for (const [lat, lng] of [
      [box.minLat, -122.42],
      [box.maxLat, -122.42],
      [37.77, box.minLng],
      [37.77, box.maxLng],
    ] as const)
      expect(greatCircleMiles(37.77, -122.42, lat, lng)).toBeGreaterThanOrEqual(49.9);
  });
  it('spans every longitude near a pole or across the date line', () => {
    expect(boundingBox(89.9, 0, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boundingBox(0, 179.9, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});
