// The Create / Update Event wizard's state (spec 001 §3 Event, §5 wizard): what the business has typed, each
// step's messages, and the business_create_update_event payload it becomes.

import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import type { EventCard } from '@stagepass/contract/events/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import {
  ADDRESS_NOT_CHOSEN,
  EVENT_ADDRESS_REQUIRED,
  EVENT_END_REQUIRED,
  EVENT_ENDS_BEFORE_START,
  EVENT_NAME_REQUIRED,
  EVENT_START_REQUIRED,
  ONLINE_URL_INVALID,
  ONLINE_URL_REQUIRED,
  PRIVATE_EVENT_PASSWORD_REQUIRED,
  PRIVATE_EVENT_PASSWORD_TOO_SHORT,
  EVENT_PASSWORD_MIN_LENGTH,
  instantToVenueTime,
} from '@stagepass/domain/events';
import { EVENT_NAME_MAX_LENGTH, eventFlag } from '@stagepass/domain/limits';

export const EVENT_DESCRIPTION_MAX_LENGTH = 5000;
export const EVENT_PASSWORD_MAX_LENGTH = 64;

/** The event's picture: as stored, a new cropped one, or none. */
export type EventImageChoice = { kind: 'none' } | { kind: 'current'; url: string } | { kind: 'new'; dataUrl: string };

export interface EventDraft {
  name: string;
  description: string;
  /** What the address field holds. */
  address: string;
  /** The geocoded place the business chose (or the event's stored one); null until chosen. */
  place: GeocodeResult | null;
  /** Whether `place` was chosen in this form, so it goes to the server as rawGeolocation. */
  placeIsNew: boolean;
  /** The venue's wall-clock times, 'YYYY-MM-DDTHH:mm' (datetime-local). */
  start: string;
  end: string;
  image: EventImageChoice;
  /** The event had a stored image when the form opened (removing it sends delete_url). */
  hadImage: boolean;
  isPrivate: boolean;
  password: string;
  onlineOnly: boolean;
  onlineUrl: string;
  /** spec 001 §4: drafts stay hidden; publishing sends draft '0'. */
  publish: boolean;
}

export type DraftErrors = Partial<Record<keyof EventDraft, string>>;

export function emptyDraft(): EventDraft {
  return {
    name: '',
    description: '',
    address: '',
    place: null,
    placeIsNew: false,
    start: '',
    end: '',
    image: { kind: 'none' },
    hadImage: false,
    isPrivate: false,
    password: '',
    onlineOnly: false,
    onlineUrl: '',
    publish: false,
  };
}

/** The update form opens with the event as stored; its times in the venue's wall clock. */
export function draftFromEvent(e: EventCard): EventDraft {
  return {
    name: e.event_name,
    description: e.description,
    address: e.address,
    place: {
      formatted_address: e.address,
      latitude: e.latitude,
      longitude: e.longitude,
      locality: null,
      administrative_area: null,
      sub_administrative_area: e.sub_administrative_area,
      country: e.country,
      time_zone: e.time_zone,
    },
    placeIsNew: false,
    start: instantToVenueTime(e.start_time, e.time_zone),
    end: instantToVenueTime(e.end_time, e.time_zone),
    image: e.image_url ? { kind: 'current', url: e.image_url } : { kind: 'none' },
    hadImage: Boolean(e.image_url),
    isPrivate: e.private,
    password: e.ev_password ?? '',
    onlineOnly: e.online_only,
    onlineUrl: e.online_url ?? '',
    publish: !e.draft,
  };
}

const VENUE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const HTTP_URL = /^https?:\/\/\S+$/i;

/** Step 'Details': a name of at most 50 characters (spec 001 §9). */
export function detailsErrors(d: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  const name = d.name.trim();
  if (!name) errors.name = EVENT_NAME_REQUIRED;
  else if (name.length > EVENT_NAME_MAX_LENGTH) errors.name = `At most ${EVENT_NAME_MAX_LENGTH} characters`;
  if (d.description.length > EVENT_DESCRIPTION_MAX_LENGTH)
    errors.description = `At most ${EVENT_DESCRIPTION_MAX_LENGTH} characters`;
  return errors;
}

/**
 * Step 'Place & time': an address found by the geocoder and chosen (spec 001 §8: none found keeps the step
 * invalid), and venue times that end after they start.
 */
export function placeErrors(d: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!d.address.trim()) errors.address = EVENT_ADDRESS_REQUIRED;
  else if (!d.place) errors.address = ADDRESS_NOT_CHOSEN;
  if (!VENUE_TIME.test(d.start)) errors.start = EVENT_START_REQUIRED;
  if (!VENUE_TIME.test(d.end)) errors.end = EVENT_END_REQUIRED;
  else if (!errors.start && d.end <= d.start) errors.end = EVENT_ENDS_BEFORE_START;
  return errors;
}

/** Step 'Access': a private event needs its password; an online-only one its URL (spec 001 §3). */
export function accessErrors(d: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (d.isPrivate && !d.password.trim()) errors.password = PRIVATE_EVENT_PASSWORD_REQUIRED;
  else if (d.isPrivate && d.password.trim().length < EVENT_PASSWORD_MIN_LENGTH)
    errors.password = PRIVATE_EVENT_PASSWORD_TOO_SHORT;
  else if (d.password.trim().length > EVENT_PASSWORD_MAX_LENGTH)
    errors.password = `At most ${EVENT_PASSWORD_MAX_LENGTH} characters`;
  const url = d.onlineUrl.trim();
  if (d.onlineOnly && !url) errors.onlineUrl = ONLINE_URL_REQUIRED;
  else if (url && !HTTP_URL.test(url)) errors.onlineUrl = ONLINE_URL_INVALID;
  return errors;
}

export const hasErrors = (e: DraftErrors) => Object.keys(e).length > 0;

/**
 * The business_create_update_event payload (spec 001 §7): create and draft go as '1' / '0' (§9); an online URL
 * left empty is sent absent, which deletes the stored one (§4).
 */
export function eventInput(d: EventDraft, eventId?: number): RequestInput<'business_create_update_event'> {
  const place = d.place;
  const input: RequestInput<'business_create_update_event'> = {
    create: eventFlag(eventId === undefined),
    event_name: d.name.trim(),
    address: place?.formatted_address ?? d.address.trim(),
    sub_administrative_area: place?.sub_administrative_area ?? null,
    country: place?.country ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    draft: eventFlag(!d.publish),
    start_time: d.start,
    end_time: d.end,
    description: d.description.trim(),
    private: d.isPrivate,
    online_only: d.onlineOnly,
  };
  if (eventId !== undefined) input.event_id = eventId;
  if (place && d.placeIsNew) input.rawGeolocation = place;
  if (d.image.kind === 'new') {
    input.image = d.image.dataUrl;
    input.upload_image = eventFlag(true);
  } else if (d.image.kind === 'none' && d.hadImage) {
    input.delete_url = eventFlag(true);
  }
  if (d.isPrivate) input.ev_password = d.password.trim();
  const url = d.onlineUrl.trim();
  if (url) input.online_url = url;
  return input;
}
