// The time-block form (spec 001 §3 Sub-event): venue times inside the event's, notes, and the talent it needs.

import type { EventCard, SubEvent } from '@stagepass/contract/events/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  SUB_EVENT_END_REQUIRED,
  SUB_EVENT_ENDS_BEFORE_START,
  SUB_EVENT_OUTSIDE_EVENT,
  SUB_EVENT_START_REQUIRED,
  instantToVenueTime,
  venueTimeToInstant,
} from '@stagepass/domain/events';

export const SUB_EVENT_NOTES_MAX_LENGTH = 2000;
export const TRAIT_COUNT_MAX = 50;

export interface SubEventDraft {
  start: string;
  end: string;
  notes: string;
  /** Trait id → how many (0 = not needed). */
  counts: Record<string, number>;
}

export type SubEventErrors = Partial<Record<'start' | 'end' | 'notes', string>>;

/** A new time block starts as the whole event; an existing one as stored, in the venue's wall clock. */
export function subEventDraft(event: EventCard, sub?: SubEvent): SubEventDraft {
  const tz = event.time_zone;
  return {
    start: instantToVenueTime(sub?.sb_start_time ?? event.start_time, tz),
    end: instantToVenueTime(sub?.sb_end_time ?? event.end_time, tz),
    notes: sub?.notes ?? '',
    counts: { ...(sub?.traits_num ?? {}) },
  };
}

const VENUE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export function subEventErrors(d: SubEventDraft, event: EventCard): SubEventErrors {
  const errors: SubEventErrors = {};
  if (!VENUE_TIME.test(d.start)) errors.start = SUB_EVENT_START_REQUIRED;
  if (!VENUE_TIME.test(d.end)) errors.end = SUB_EVENT_END_REQUIRED;
  else if (!errors.start && d.end <= d.start) errors.end = SUB_EVENT_ENDS_BEFORE_START;
  if (!errors.start && !errors.end) {
    const start = venueTimeToInstant(d.start, event.time_zone);
    const end = venueTimeToInstant(d.end, event.time_zone);
    if (start < Date.parse(event.start_time) || end > Date.parse(event.end_time)) errors.end = SUB_EVENT_OUTSIDE_EVENT;
  }
  if (d.notes.length > SUB_EVENT_NOTES_MAX_LENGTH) errors.notes = `At most ${SUB_EVENT_NOTES_MAX_LENGTH} characters`;
  return errors;
}

/** The business_create_update_sub_event payload: traits_num keeps only the traits needed (count above 0). */
export function subEventInput(
  d: SubEventDraft,
  eventId: number,
  sbEventId?: number,
): RequestInput<'business_create_update_sub_event'> {
  const traits_num: Record<string, number> = {};
  for (const [id, n] of Object.entries(d.counts)) if (n > 0) traits_num[id] = n;
  return {
    event_id: eventId,
    ...(sbEventId !== undefined ? { sb_event_id: sbEventId } : {}),
    sb_start_time: d.start,
    sb_end_time: d.end,
    notes: d.notes.trim(),
    traits_num,
  };
}
