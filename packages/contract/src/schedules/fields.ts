import { z } from 'zod';
import {
  APPLY_TEMPLATE_MAX_DATES,
  BUFFER_TIME_MAX_MINUTES,
  LOCATION_ADDRESS_MAX_LENGTH,
  LOCATION_NAME_MAX_LENGTH,
  LOCKOUT_MAX_MINUTES,
  MAX_EVENTS_MAX,
  MAX_EVENTS_MIN,
  RATE_MAX_DOLLARS,
  RATE_MIN_DOLLARS,
  TEMPLATE_NAME_MAX_LENGTH,
  TEMPLATE_TIME_PATTERN,
} from '@stagepass/domain/schedules';
import { apiDate, latitude, longitude } from '../events/fields';
import { idField } from '../ids';

export { apiDate };

/** An instant on the wire: ISO 8601 with its offset ('2031-01-10T20:00:00Z', '2031-01-10T12:00:00-08:00'). */
export const instant = z.iso.datetime({ offset: true });

// ---------------------------------------------------------------------------------------------
// Locations (spec 001 §3 Location)

export const locationName = z.string().trim().min(1, 'Please enter a name').max(LOCATION_NAME_MAX_LENGTH);
export const locationAddress = z.string().trim().min(1, 'Please enter an address').max(LOCATION_ADDRESS_MAX_LENGTH);

/**
 * spec 001 §3 Location. `distance` is in miles from the position the query was given (null without one);
 * `time_zone` is the IANA zone of the position: the schedules of this location are days in that zone.
 */
export const location = z.object({
  location_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  locality: z.string().nullable(),
  administrative_area: z.string().nullable(),
  sub_administrative_area: z.string().nullable(),
  country: z.string(),
  time_zone: z.string(),
  distance: z.number().nullable(),
});
export type Location = z.infer<typeof location>;

export { latitude, longitude };

// ---------------------------------------------------------------------------------------------
// Schedules and templates (spec 001 §3 Schedule, Template)

/** Whole US dollars (spec 001 §5: no decimals, no '$'); stored as cents. */
export const dollars = z.number().int('Use whole dollars: no cents').min(RATE_MIN_DOLLARS).max(RATE_MAX_DOLLARS);

/**
 * The terms a schedule and a template share (spec 001 §3): buffer_time and lockout in minutes; rate and the Book
 * Now prices in whole dollars; book_now and the private prices optional (null: no Book Now / the public rate).
 * A Book Now price must be at least the rate it skips (the server refuses it naming the field).
 */
export const scheduleTerms = {
  buffer_time: z.number().int().min(0).max(BUFFER_TIME_MAX_MINUTES),
  rate: dollars,
  book_now: dollars.nullish(),
  prv_rate: dollars.nullish(),
  prv_book_now: dollars.nullish(),
  approve_bids: z.boolean().default(false),
  lockout: z.number().int().min(0).max(LOCKOUT_MAX_MINUTES),
  max_events: z.number().int().min(MAX_EVENTS_MIN).max(MAX_EVENTS_MAX),
};

/** A booking on a schedule: a Booked bid, its time block and what it pays the talent (dollars). */
export const scheduleBooking = z.object({
  bid_id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  sb_event_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  /** The booking's price in dollars. */
  price: z.number(),
});
export type ScheduleBooking = z.infer<typeof scheduleBooking>;

/**
 * spec 001 §3 Schedule, as the talent's calendar shows it. Times are ISO instants; `day` is its local date at the
 * location (YYYY-MM-DD, in `time_zone`). `closes_at` is the closing time all the day's schedules share (spec 001
 * §4), `closed_at` when the close finished (null until then). Prices in whole dollars (null: none).
 */
export const scheduleItem = z.object({
  schedule_id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  time_zone: z.string(),
  day: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  buffer_time: z.number().int(),
  rate: z.number(),
  book_now: z.number().nullable(),
  prv_rate: z.number().nullable(),
  prv_book_now: z.number().nullable(),
  approve_bids: z.boolean(),
  lockout: z.number().int(),
  max_events: z.number().int(),
  closes_at: z.string(),
  closed_at: z.string().nullable(),
  bookings: z.array(scheduleBooking),
  /** Bids still in play on this schedule (Request or Bid). */
  live_bids: z.number().int(),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

export const scheduleIdInput = z.object({ sch_id: idField });

export const templateName = z.string().trim().min(1, 'Please enter a name').max(TEMPLATE_NAME_MAX_LENGTH);
/** A template's local time of day at its location, 'HH:mm' (the end may be '24:00', midnight). */
export const templateTime = z.string().regex(TEMPLATE_TIME_PATTERN, 'Use HH:mm');

/** spec 001 §3 Template: a schedule's fields at local times of day, with a name. Location null: it was deleted. */
export const templateItem = z.object({
  name: z.string(),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  buffer_time: z.number().int(),
  rate: z.number(),
  book_now: z.number().nullable(),
  prv_rate: z.number().nullable(),
  prv_book_now: z.number().nullable(),
  approve_bids: z.boolean(),
  lockout: z.number().int(),
  max_events: z.number().int(),
});
export type TemplateItem = z.infer<typeof templateItem>;

export const templateDates = z
  .array(apiDate)
  .min(1, 'Choose at least one date')
  .max(APPLY_TEMPLATE_MAX_DATES, `Choose at most ${APPLY_TEMPLATE_MAX_DATES} dates`);

// ---------------------------------------------------------------------------------------------
// Calendar feed (ours)

/**
 * The talent's private calendar feed. Only the hash of its secret is stored, so `url` (https) and `webcal_url` (the
 * same for calendar apps) are shown only when the feed was just created or reset; otherwise `exists` is true and
 * both are null (the screen offers Reset to get a new URL, which ends the old one).
 */
export const calendarFeed = z.object({
  exists: z.boolean(),
  url: z.string().nullable(),
  webcal_url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;
