import { z } from 'zod';
import { EVENT_NAME_MAX_LENGTH } from '@stagepass/domain/limits';
import { EVENT_FLAG_OFF, EVENT_FLAG_ON } from '@stagepass/domain/limits';
import { bidStanding, bidStateName } from '../bookings/fields';
import { idField } from '../ids';

/** spec 001 §9: the create and draft flags go as '1' and '0'. */
export const eventFlag = z.enum([EVENT_FLAG_ON, EVENT_FLAG_OFF]);

/** The venue's wall-clock time to the minute ('2026-12-31T20:00'); the server reads it in the event's time zone. */
/** A YYYY-MM-DD (or its time) that names a real day: no 31 February, no 29 February outside leap years. */
function isCalendarDay(value: string): boolean {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m! - 1 && day.getUTCDate() === d;
}

export const venueTime = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Use YYYY-MM-DDTHH:mm')
  .refine(isCalendarDay, 'Not a date on the calendar');

/** spec 001 §9: dates on the wire. */
export const apiDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use YYYY-MM-DD')
  .refine(isCalendarDay, 'Not a date on the calendar');

export const eventName = z.string().trim().min(1, 'Please enter a name').max(EVENT_NAME_MAX_LENGTH);
export const latitude = z.number().min(-90).max(90);
export const longitude = z.number().min(-180).max(180);
/** spec 001 §7: the search radius in miles (a tenth of a mile at least: distances are shown to a tenth). */
export const distanceMiles = z.number().min(0.1).max(500);
export const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/i, 'Enter an http or https URL');

/** spec 001 §3 traits_num: talent trait id → how many of it the time block needs. */
export const traitsNum = z
  .record(z.string().regex(/^[1-9]\d{0,8}$/, 'A trait id'), z.number().int().min(0).max(50))
  .refine((r) => Object.keys(r).length <= 40, 'At most 40 traits');

/** Where a page of the nearby list ends: its last card's start (an ISO instant) and id (events sort by both). */
export const nearbyCursor = z.object({ start_time: z.iso.datetime({ offset: true }), event_id: idField });
export type NearbyCursor = z.infer<typeof nearbyCursor>;

/** spec 001 §3 Sub-event, as cards and forms read it. Times are ISO instants. */
export const subEvent = z.object({
  sb_event_id: z.number().int(),
  event_id: z.number().int(),
  sb_start_time: z.string(),
  sb_end_time: z.string(),
  notes: z.string(),
  traits_num: z.record(z.string(), z.number().int()),
});
export type SubEvent = z.infer<typeof subEvent>;

/**
 * spec 001 §3 Event, as every event query answers it (the event card and the event page). Times are ISO instants,
 * shown in `time_zone`. `distance` is in miles from the position the query was asked for. `online_url` and
 * `ev_password` reach only the event's business.
 */
export const eventCard = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  business_photo: z.string().nullable(),
  address: z.string(),
  sub_administrative_area: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  private: z.boolean(),
  draft: z.boolean(),
  online_only: z.boolean(),
  online_url: z.string().nullable(),
  ev_password: z.string().nullable(),
  /** [min, max] ticket price in cents; [0, 0] until the event has tickets. */
  ticket_price_range: z.tuple([z.number().int(), z.number().int()]),
  distance: z.number().nullable(),
  /** Booked talent: [id, name, photo]. */
  celebs: z.array(z.tuple([z.number().int(), z.string(), z.string().nullable()])),
  sb_times: z.array(z.tuple([z.string(), z.string()])),
  sb_event: z.record(z.string(), subEvent),
  /** spec 001 §4: the business card's badges (business_events_query); empty elsewhere. */
  badges: z.array(z.string()),
  /**
   * spec 001 §3 Event, its talent side (user_events_query for a talent caller): the caller's most relevant bid on
   * this event (Booked first, then a live Request or Bid, then the latest), with its schedule, state, sub-state,
   * time block and trait name. All null for anyone else, and for an event the talent has no bid on.
   */
  bid_id: z.number().int().nullable(),
  sch_id: z.number().int().nullable(),
  state: bidStateName.nullable(),
  bid_state: bidStanding.nullable(),
  sb_start_time: z.string().nullable(),
  sb_end_time: z.string().nullable(),
  sp_trait: z.string().nullable(),
});
export type EventCard = z.infer<typeof eventCard>;

export const eventIdInput = z.object({ event_id: idField });

/** spec 001 §3 Watched item types: EVENT now; assets, products and posts with their issues. */
export const watchItemType = z.enum(['EVENT', 'ASSET', 'PRODUCT', 'POST']);
