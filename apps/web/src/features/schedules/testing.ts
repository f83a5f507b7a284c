// Test helpers for /dash/scheduling: locations, schedules and templates as the server answers them. Only tests
// import this file.

import type { Location, ScheduleItem, TemplateItem } from '@stagepass/contract/schedules/fields';

/** Dec 15 2030, 10:00 am in Los Angeles: the tests' now. */
export const NOW = Date.parse('2030-12-15T18:00:00.000Z');
export const LA = 'America/Los_Angeles';

export function makeLocation(overrides: Partial<Location> = {}): Location {
  return {
    location_id: 3,
    name: 'Studio',
    address: '1 Market St, San Francisco, CA',
    latitude: 37.79,
    longitude: -122.39,
    locality: 'San Francisco',
    administrative_area: 'CA',
    sub_administrative_area: 'San Francisco County',
    country: 'US',
    time_zone: LA,
    distance: null,
    ...overrides,
  };
}

/** Jan 10 2031, 6 pm to 11 pm at the Studio (PST, UTC−8); the day closes at 5 pm. */
export function makeSchedule(overrides: Partial<ScheduleItem> = {}): ScheduleItem {
  return {
    schedule_id: 71,
    location_id: 3,
    location_name: 'Studio',
    time_zone: LA,
    day: '2031-01-10',
    start_time: '2031-01-11T02:00:00.000Z',
    end_time: '2031-01-11T07:00:00.000Z',
    buffer_time: 30,
    rate: 300,
    book_now: 450,
    prv_rate: null,
    prv_book_now: null,
    approve_bids: false,
    lockout: 60,
    max_events: 2,
    closes_at: '2031-01-11T01:00:00.000Z',
    closed_at: null,
    bookings: [],
    live_bids: 0,
    ...overrides,
  };
}

export function makeTemplate(overrides: Partial<TemplateItem> = {}): TemplateItem {
  return {
    name: 'Friday nights',
    location_id: 3,
    location_name: 'Studio',
    start_time: '18:00',
    end_time: '24:00',
    buffer_time: 30,
    rate: 250,
    book_now: null,
    prv_rate: null,
    prv_book_now: null,
    approve_bids: true,
    lockout: 120,
    max_events: 2,
    ...overrides,
  };
}
