import type { Database } from '@stagepass/db/client';
import { localDay, templateTimeToInstant } from '@stagepass/domain/schedules';
import { createSchedule, type ScheduleFields } from './schedule-writes';
import * as repo from './schedules-repository';

/**
 * Locations, schedules and templates made straight in the database, with the rules of the requests where they
 * matter (createSchedule checks them all): for tests and fixtures of other areas (bids need a schedule).
 */

const DAY_MS = 24 * 3600 * 1000;
/** San Francisco: where test locations are, in this time zone. */
export const TEST_LOCATION = {
  address: '1 Market St, San Francisco, CA',
  latitude: 37.7941,
  longitude: -122.3953,
  locality: 'San Francisco',
  administrativeArea: 'CA',
  subAdministrativeArea: 'San Francisco County',
  country: 'US',
  timeZone: 'America/Los_Angeles',
} as const;

/** A location of the talent in San Francisco. */
export async function makeLocation(
  db: Database,
  talentId: number,
  nowMs: number,
  name = 'Home Studio',
): Promise<repo.LocationRow> {
  return repo.insertLocation(db, { talentId, name, ...TEST_LOCATION }, new Date(nowMs));
}

/** The local date `daysAhead` days after `nowMs` at the test location. */
export const testDay = (nowMs: number, daysAhead: number) =>
  localDay(nowMs + daysAhead * DAY_MS, TEST_LOCATION.timeZone);

/**
 * A schedule's fields on a local date at the test location, from `from` to `to` (local 'HH:mm'): $100 rate, no
 * Book Now, 30 minutes' buffer, a 60-minute lockout, up to 3 events; `overrides` change any of them.
 */
export function scheduleFields(
  locationId: number,
  day: string,
  from = '10:00',
  to = '16:00',
  overrides: Partial<ScheduleFields> = {},
): ScheduleFields {
  const tz = TEST_LOCATION.timeZone;
  return {
    locationId,
    startMs: templateTimeToInstant(day, from, tz),
    endMs: templateTimeToInstant(day, to, tz),
    bufferTime: 30,
    rateCents: 10_000,
    bookNowCents: null,
    prvRateCents: null,
    prvBookNowCents: null,
    approveBids: false,
    lockout: 60,
    maxEvents: 3,
    ...overrides,
  };
}

/**
 * A schedule of the talent `daysAhead` days ahead (10:00 to 16:00 local by default), at `locationId` or at a new
 * location. Answers the schedule's, day's and location's ids.
 */
export async function makeSchedule(
  db: Database,
  talentId: number,
  nowMs: number,
  options: {
    daysAhead?: number;
    from?: string;
    to?: string;
    locationId?: number;
    fields?: Partial<ScheduleFields>;
  } = {},
): Promise<{ scheduleId: number; dayId: number; locationId: number }> {
  const locationId = options.locationId ?? (await makeLocation(db, talentId, nowMs)).id;
  const day = testDay(nowMs, options.daysAhead ?? 10);
  const made = await createSchedule(
    db,
    talentId,
    scheduleFields(locationId, day, options.from, options.to, options.fields),
    nowMs,
  );
  return { ...made, locationId };
}

/** A template of the talent at `locationId`, 10:00 to 14:00 local, $100 rate. */
export async function makeTemplate(
  db: Database,
  talentId: number,
  name: string,
  locationId: number | null,
  nowMs: number,
): Promise<void> {
  await repo.insertTemplate(
    db,
    {
      talentId,
      name,
      locationId,
      startTime: '10:00',
      endTime: '14:00',
      bufferTime: 30,
      rateCents: 10_000,
      bookNowCents: null,
      prvRateCents: null,
      prvBookNowCents: null,
      approveBids: false,
      lockout: 60,
      maxEvents: 3,
    },
    new Date(nowMs),
  );
}
