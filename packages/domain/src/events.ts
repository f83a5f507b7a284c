// Events and sub-events (spec 001 §3, §4, §9): the business card badges, the wall-clock times a business types
// for its venue, nearby search, and the texts the event screens and the server share.

import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { priceRangeText, SUPPORTED_CURRENCIES } from './format';
import { SHORT_DATE_FORMAT, TIME_FORMAT } from './limits';

dayjs.extend(utc);
dayjs.extend(timezone);
// 'z' (the zone's abbreviation, 'PST') is advancedFormat's token.
dayjs.extend(advancedFormat);

// ---------------------------------------------------------------------------------------------
// Badges

/** spec 001 §4: the badges of a business event card, in the order they are shown. */
export const BUSINESS_EVENT_BADGES = {
  newMessage: 'New Message',
  needsAttention: 'Needs Attention',
  upcoming: 'Upcoming Event',
  past: 'Past Event',
  reviewsAvailable: 'Reviews Available',
} as const;
export type BusinessEventBadge = (typeof BUSINESS_EVENT_BADGES)[keyof typeof BUSINESS_EVENT_BADGES];

export interface BusinessBadgeFacts {
  endMs: number;
  nowMs: number;
  /** Unread messages about the event (spec 001 §3 Message); 0 until messages exist. */
  unreadMessages: number;
  /** Sub-events whose required slots are not all filled (subEventNeedsAttention). */
  subEventsNeedingAttention: number;
  /** Reviews of the event the business has not read. */
  unreadReviews: number;
}

/**
 * spec 001 §4: 'Needs Attention' is an upcoming event whose sub-events need attention; 'Upcoming Event' ends in the
 * future, 'Past Event' in the past.
 */
export function businessEventBadges(f: BusinessBadgeFacts): BusinessEventBadge[] {
  const upcoming = f.endMs > f.nowMs;
  const badges: BusinessEventBadge[] = [];
  if (f.unreadMessages > 0) badges.push(BUSINESS_EVENT_BADGES.newMessage);
  if (upcoming && f.subEventsNeedingAttention > 0) badges.push(BUSINESS_EVENT_BADGES.needsAttention);
  badges.push(upcoming ? BUSINESS_EVENT_BADGES.upcoming : BUSINESS_EVENT_BADGES.past);
  if (f.unreadReviews > 0) badges.push(BUSINESS_EVENT_BADGES.reviewsAvailable);
  return badges;
}

/** spec 001 §3: traits_num maps a talent trait (its id) to how many of that trait the time block needs. */
export type TraitsNum = Record<string, number>;

/**
 * spec 001 §4: a sub-event needs attention while its required slots (traits_num) are not filled by bookings or
 * accepted bids. `filled` counts them per trait.
 */
export function subEventNeedsAttention(traitsNum: TraitsNum, filled: Readonly<Record<string, number>>): boolean {
  return Object.entries(traitsNum).some(([trait, needed]) => needed > (filled[trait] ?? 0));
}

// ---------------------------------------------------------------------------------------------
// Times

/** What the event forms send: the venue's wall-clock time, to the minute ('2026-12-31T20:00'). */
export const LOCAL_DATE_TIME_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A wall-clock time at the venue ('2026-12-31T20:00' in America/New_York) → the instant (ms since 1970). */
export function venueTimeToInstant(local: string, timeZone: string): number {
  return dayjs.tz(local, LOCAL_DATE_TIME_FORMAT, timeZone).valueOf();
}

/** The instant → the venue's wall-clock time, as the forms show it. */
export function instantToVenueTime(instant: string | number, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(LOCAL_DATE_TIME_FORMAT);
}

// spec 001 §9: every time of day the app shows goes through these, so it reads 'h:mm a z' ('8:00 pm EST') on every
// screen: never Intl's or the browser's '8:00 PM'.

/** spec 001 §9: 'MMM D' and 'h:mm a z', in the event's time zone ('Dec 31', '8:00 pm EST'). */
export function eventDateText(instant: string | number, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(SHORT_DATE_FORMAT);
}
export function eventTimeText(instant: string | number, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(TIME_FORMAT);
}

/** The day and the time: 'Dec 31, 8:00 pm EST'. */
export function eventDateTimeText(instant: string | number, timeZone: string): string {
  return `${eventDateText(instant, timeZone)}, ${eventTimeText(instant, timeZone)}`;
}

/** The day with its weekday and the time block: 'Sat, Mar 7, 8:00 pm PST – 10:00 pm PST'. */
export function timeBlockText(start: string | number, end: string | number, timeZone: string): string {
  const day = dayjs(start).tz(timeZone).format(`ddd, ${SHORT_DATE_FORMAT}`);
  return `${day}, ${eventTimeText(start, timeZone)} – ${eventTimeText(end, timeZone)}`;
}

/** A record's moment where the year matters (logs, audit trails): 'Dec 31, 2026, 8:00 pm EST'. */
export function recordTimeText(instant: string | number, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format(`${SHORT_DATE_FORMAT}, YYYY, ${TIME_FORMAT}`);
}

/** TIME_FORMAT without its zone, for a time of day that has none of its own. */
const CLOCK_TIME_FORMAT = TIME_FORMAT.replace(/ z$/, '');

/**
 * A wall-clock time of day without a zone ('18:00', or the time of '2031-01-10T18:00') as TIME_FORMAT writes it:
 * '6:00 pm'. For a template's times and a calendar that shows each location's wall clock.
 */
export function clockTimeText(wallClock: string): string {
  const hhmm = wallClock.length > 5 ? wallClock.slice(11, 16) : wallClock;
  return dayjs.utc(`2000-01-01T${hhmm}:00Z`).format(CLOCK_TIME_FORMAT);
}

/** The event's calendar day at the venue (YYYY-MM-DD): 'Today' on the nearby list is the venue's today. */
export function venueDay(instant: string | number, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

// ---------------------------------------------------------------------------------------------
// Nearby search

/** spec 001 §9: San Francisco, country US, when no position is known. */
export const DEFAULT_LOCATION = { latitude: 37.77, longitude: -122.42, country: 'US' } as const;

/** How far the nearby list looks when the caller gives no distance, and the furthest it may ask (miles). */
export const DEFAULT_SEARCH_MILES = 50;
export const MAX_SEARCH_MILES = 500;

/** Statute miles per degree of latitude under the spec's formula (60 minutes × 1.1515). */
const MILES_PER_DEGREE = 60 * 1.1515;

/**
 * The latitude/longitude box that holds every point within `miles` of a centre: the index finds the box, and the
 * exact great-circle distance (greatCircleMiles) then keeps the circle. Near the poles the box spans every
 * longitude.
 */
export function boundingBox(latitude: number, longitude: number, miles: number) {
  const dLat = miles / MILES_PER_DEGREE;
  const minLat = Math.max(-90, latitude - dLat);
  const maxLat = Math.min(90, latitude + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((widest * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  const wraps = longitude - dLng < -180 || longitude + dLng > 180 || dLng >= 180;
  return wraps
    ? { minLat, maxLat, minLng: -180, maxLng: 180 }
    : { minLat, maxLat, minLng: longitude - dLng, maxLng: longitude + dLng };
}

// ---------------------------------------------------------------------------------------------
// Texts

/** Shown on Create Event to a business without an enabled payout account, before onboarding (spec 001 §6). */
export const PAYOUT_ACCOUNT_REQUIRED =
  'You need a payout account before you can create events or sell tickets, so ticket revenue can be paid to your bank. Set it up now; it takes a few minutes.';
/** spec 001 §8: a geocode that finds nothing gives an empty result; the form asks for another address. */
export const ADDRESS_NOT_FOUND = 'We could not find that address. Please enter another address.';
export const EVENT_NOT_FOUND = 'Event not found';
export const SUB_EVENT_NOT_FOUND = 'Time block not found';
export const EVENT_ENDS_BEFORE_START = 'The event must end after it starts.';
export const SUB_EVENT_ENDS_BEFORE_START = 'The time block must end after it starts.';
export const SUB_EVENT_OUTSIDE_EVENT = "A time block must lie inside the event's start and end times.";
export const SUB_EVENT_HAS_BOOKINGS =
  'This time block has bookings or sold tickets, so it cannot be deleted. Cancel them first.';
export const EVENT_HAS_SALES = 'This event has sold tickets, so it cannot be deleted. Refund the tickets first.';
export const EVENT_SUB_EVENTS_OUTSIDE =
  "The event's times must still hold every time block. Move or delete the time blocks first.";
export const UNKNOWN_TRAIT = 'Choose talent from the list of talent traits.';
export const PRIVATE_EVENT_PASSWORD_REQUIRED = 'A private event needs a password for its guests.';
/** A private event's password: long enough to resist guessing, as the manager password is (guests.ts). */
export const EVENT_PASSWORD_MIN_LENGTH = 8;
export const PRIVATE_EVENT_PASSWORD_TOO_SHORT = `A private event's password needs at least ${EVENT_PASSWORD_MIN_LENGTH} characters.`;
/** Wrong passwords for one private event from one address before that address waits (security/lockout.ts). */
export const EVENT_PASSWORD_MAX_FAILURES = 10;
export const EVENT_PASSWORD_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const EVENT_PASSWORD_LOCKED =
  'Too many wrong passwords for this event from your network. Please wait 15 minutes and try again.';
export const EVENT_PASSWORD_PROMPT = 'This is a private event. Enter its password to see it.';
export const EVENT_PASSWORD_WRONG = 'That password is not right for this event.';
export const ONLINE_URL_REQUIRED = 'An online-only event needs its online URL.';
/** spec 001 §2: the Featured Events section's link to /dash/user-dashboard. */
export const FEATURED_EVENTS_SEE_MORE = 'See more';
export const NEARBY_TODAY = 'Today';
export const NEARBY_UPCOMING = 'Upcoming';

// ---------------------------------------------------------------------------------------------
// Event screens (issue 9): links, prices and the nearby list

/** spec 001 §2: the event page, also the shareable event link. */
export function eventPath(eventId: number | string): string {
  return `/dash/event/${eventId}`;
}

/** The venue on a map: a search for its position, which any map app opens. */
export function eventMapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** spec 001 §9: an event's prices are in its country's currency; an unsupported country shows USD. */
export function eventCurrency(country: string): string {
  const upper = country.toUpperCase();
  return Object.hasOwn(SUPPORTED_CURRENCIES, upper)
    ? SUPPORTED_CURRENCIES[upper as keyof typeof SUPPORTED_CURRENCIES]
    : 'USD';
}

/** spec 001 §9: the price text of an event's ticket_price_range [min, max] in cents ('Free' for [0, 0]). */
export function eventPriceText(range: readonly [number, number], country: string): string {
  return priceRangeText(range[0], range[1], eventCurrency(country));
}

/** Whether an event has tickets with a price range worth showing (not the [0, 0] of no tickets). */
export function hasTicketPrices(range: readonly [number, number]): boolean {
  return !(range[0] === 0 && range[1] === 0);
}

interface TimedEvent {
  start_time: string;
  end_time: string;
  time_zone: string;
}

/**
 * The nearby list's 'Today' (spec 001 §2): the event runs on the venue's today, i.e. it starts today or its
 * start..end covers today, with days read at the venue.
 */
export function isVenueToday(event: TimedEvent, nowMs: number): boolean {
  const today = venueDay(nowMs, event.time_zone);
  return venueDay(event.start_time, event.time_zone) <= today && today <= venueDay(event.end_time, event.time_zone);
}

/**
 * The nearby list's two groups, each by start time: 'Today' (isVenueToday) then 'Upcoming' (starting after the
 * venue's today). Events that ended before the venue's today are left out.
 */
export function nearbyGroups<E extends TimedEvent>(events: readonly E[], nowMs: number): { today: E[]; upcoming: E[] } {
  const byStart = [...events].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  const today: E[] = [];
  const upcoming: E[] = [];
  for (const e of byStart) {
    if (isVenueToday(e, nowMs)) today.push(e);
    else if (venueDay(e.start_time, e.time_zone) > venueDay(nowMs, e.time_zone)) upcoming.push(e);
  }
  return { today, upcoming };
}

/** The talent a time block needs, as 'count × trait', in the traits' order; unknown trait ids are skipped. */
export function requiredTalentText(
  traitsNum: Readonly<Record<string, number>>,
  traits: readonly { id: number; trait: string }[],
): string[] {
  return traits.filter((t) => (traitsNum[String(t.id)] ?? 0) > 0).map((t) => `${traitsNum[String(t.id)]} × ${t.trait}`);
}

// ---------------------------------------------------------------------------------------------
// Event screen texts (issue 9)

/** spec 001 §2 widgets: the step wizard's buttons. */
export const WIZARD_NEXT = 'Next';
export const WIZARD_PREVIOUS = 'Previous';
export const WIZARD_FINISH = 'Finish';

export const CREATE_EVENT = 'Create Event';
export const UPDATE_EVENT = 'Update Event';
export const EVENT_WIZARD_STEPS = {
  details: 'Details',
  place: 'Place & time',
  image: 'Image',
  access: 'Access',
  review: 'Review',
} as const;
/** spec 001 §4: a new event is created as a draft; the Review step saves it as one or publishes it. */
export const SAVE_AS_DRAFT = 'Save as draft';
export const PUBLISH_EVENT = 'Publish';
export const SAVE_AS_DRAFT_HINT = 'Only you can see the event until you publish it.';
export const PUBLISH_HINT = 'The event is listed for fans (a private event only to those with its password).';
export const EVENT_NAME_REQUIRED = 'Please enter a name';
export const EVENT_ADDRESS_REQUIRED = 'Please enter an address';
export const ADDRESS_NOT_CHOSEN = 'Find the address, then choose it from the results.';
export const EVENT_START_REQUIRED = 'Please enter when the event starts.';
export const EVENT_END_REQUIRED = 'Please enter when the event ends.';
export const ONLINE_URL_INVALID = 'Enter an http or https URL';
export const VENUE_TIME_NOTE = 'Times are at the venue';
export const EVENT_SAVED_AS_DRAFT = 'Event saved as a draft.';
export const EVENT_PUBLISHED = 'Event published.';
export const EVENT_DELETED = 'Event deleted.';
export const DELETE_EVENT_TITLE = 'Delete Event?';
export const DELETE_EVENT_CONFIRM = 'This deletes the event and its time blocks. It cannot be undone.';

export const ADD_TIME_BLOCK = 'Add time block';
export const CREATE_TIME_BLOCK = 'Create Time Block';
export const UPDATE_TIME_BLOCK = 'Update Time Block';
export const SUB_EVENT_SAVED = 'Time block saved.';
export const SUB_EVENT_DELETED = 'Time block deleted.';
export const DELETE_SUB_EVENT_TITLE = 'Delete Time Block?';
export const DELETE_SUB_EVENT_CONFIRM = 'This deletes the time block and the talent it needs. It cannot be undone.';
export const SUB_EVENT_START_REQUIRED = 'Please enter when the time block starts.';
export const SUB_EVENT_END_REQUIRED = 'Please enter when the time block ends.';
export const REQUIRED_TALENT = 'Required talent';
export const REQUIRED_TALENT_HINT = 'How many of each kind of talent this time block needs.';

/** spec 001 §2 help modals: time blocks. */
export const TIME_BLOCKS_HELP_LINK = 'What are time blocks?';
export const TIME_BLOCKS_HELP_TITLE = 'Time blocks';
export const TIME_BLOCKS_HELP = [
  'An event is made of time blocks (sub-events): one slot of the event, such as an opening set from 8:00 to 9:00 pm and the headline set after it. Each time block lies inside the event’s start and end times, read at the venue.',
  'For each time block, say how many of each kind of talent it needs (two DJs, one comedian). You then find talent for the time block and bid on or book them. A time block needs attention until its slots are filled by bookings or accepted bids.',
  'A time block with bookings or sold tickets cannot be deleted; cancel them first.',
] as const;

export const EVENT_TIME_BLOCKS = 'Time blocks';
export const NO_TIME_BLOCKS = 'No time blocks yet.';
export const EVENT_TALENT = 'Talent';
export const VIEW_ON_MAP = 'View on map';
export const ONLINE_EVENT = 'Online event';
export const EVENT_TICKETS = 'Tickets';
export const DRAFT_LABEL = 'Draft';
export const PRIVATE_LABEL = 'Private';
export const SHARE_EVENT = 'Share';
export const SHARE_EVENT_TITLE = 'Share Event';

/** spec 001 §2 share-link modals and §8 'Copy link'. */
export const COPY_LINK = 'Copy Link';
export const LINK_COPIED = 'Link Copied';
export const LINK_COPY_FAILED = 'The link could not be copied. Select it and copy it yourself.';
/** spec 001 §2 QR-code card: its colour modes and Download. */
export const QR_COLOR_MODES = ['Web', 'High-Contrast', 'Printer-Friendly'] as const;
export type QrColorMode = (typeof QR_COLOR_MODES)[number];
export const QR_DOWNLOAD = 'Download';

/** spec 001 §4 watch toggle: a toggle button named after its item, pressed while watched. */
export function watchLabel(name: string): string {
  return `Watch ${name}`;
}
export const WATCH = 'Watch';
export const WATCHING = 'Watching';

export const BUSINESS_EVENTS_TITLE = 'Events';
export const NO_BUSINESS_EVENTS =
  'You have no events yet. Create your first event to start booking talent and selling tickets.';
export const BUSINESS_UPCOMING_EVENTS = 'Upcoming events';
export const NO_UPCOMING_BUSINESS_EVENTS = 'No upcoming events.';
export const SEE_ALL_EVENTS = 'See all events';
export const WATCHLIST_TITLE = 'Watchlist';
export const NO_WATCHED_EVENTS =
  'You are not watching any events yet. Use the watch button on an event to keep it here.';
export const NEARBY_EVENTS_TITLE = 'Events near you';
export const NO_NEARBY_EVENTS = 'No events near you right now. Check back soon.';
/** The nearby list's page (ours): a grid of 1, 2, 3 or 4 columns fills evenly; 'Load more' asks for the next. */
export const NEARBY_PAGE_SIZE = 24;
export const LOAD_MORE_EVENTS = 'Load more events';
/** spec 001 §8 / §9: no position could be found, so the list is San Francisco's. */
export const NEARBY_DEFAULT_LOCATION_NOTE = 'We could not tell where you are, so these events are near San Francisco.';
/** spec 001 §2: the fan landing's section. */
export const FEATURED_EVENTS_TITLE = 'Featured Events';
