// The auction of one talent-day around the optimiser (DESIGN.md §4, spec 001 §4): what the close would decide now
// (the live Win/Lose standing), which bids a booking makes Fatal, what each winner pays, and the bid amount rules.
// Pure: instants are epoch milliseconds, money integer cents.

import { timeBlockText } from './events';
import { chooseBookings, winningPrice, type CloseDay } from './schedule-close';

export interface DaySchedule {
  id: number;
  startMs: number;
  endMs: number;
  lat: number;
  lng: number;
  /** buffer_time, minutes. */
  buffer: number;
  maxEvents: number;
}

export interface DayBid {
  id: number;
  /** The sub-event's time block. */
  startMs: number;
  endMs: number;
  /** The venue. */
  lat: number;
  lng: number;
  maxCents: number;
  placedAtMs: number;
  /** Already Booked (Book Now, or charged at an earlier pass of this close): kept whatever the rest decides. */
  booked: boolean;
}

const MINUTE_MS = 60_000;

/** Two time blocks overlap when each starts before the other ends (touching blocks do not). */
export function blocksOverlap(a: { startMs: number; endMs: number }, b: { startMs: number; endMs: number }): boolean {
  return a.startMs < b.endMs && b.startMs < a.endMs;
}

/**
 * The bids the day books: chooseBookings over the day in minutes from its first schedule, with every booked bid
 * forced in. A booked bid's maximum is raised by more than all the day's maxima together, so a plan that drops one
 * is always worth less than one that keeps them all (they fit together: a booking makes what overlaps it Fatal and
 * Book Now checks the day stays feasible). Returns the ids chosen, booked ones included.
 */
export function solveDay(schedules: readonly DaySchedule[], bids: readonly DayBid[]): Set<number> {
  if (schedules.length === 0 || bids.length === 0) return new Set();
  const origin = Math.min(...schedules.map((s) => s.startMs));
  const minutes = (ms: number) => Math.round((ms - origin) / MINUTE_MS);
  let bonus = 1;
  for (const b of bids) bonus += b.maxCents;
  const day: CloseDay = {
    schedules: schedules.map((s) => ({
      id: String(s.id),
      start: minutes(s.startMs),
      end: minutes(s.endMs),
      lat: s.lat,
      lng: s.lng,
      buffer: s.buffer,
      maxEvents: s.maxEvents,
    })),
    bids: bids.map((b) => ({
      id: String(b.id),
      start: minutes(b.startMs),
      end: minutes(b.endMs),
      lat: b.lat,
      lng: b.lng,
      max: b.booked ? b.maxCents + bonus : b.maxCents,
      placedAt: b.placedAtMs,
    })),
  };
  return new Set(chooseBookings(day).ids.map(Number));
}

/** Whether the day can hold all of `bids` together (each inside a window, buffers and max_events kept). */
export function fitsTogether(schedules: readonly DaySchedule[], bids: readonly DayBid[]): boolean {
  const forced = bids.map((b) => ({ ...b, booked: true }));
  return solveDay(schedules, forced).size === bids.length;
}

/**
 * What a winner pays (DESIGN.md §4): min(its maximum, max(rate, highest maximum among the bids it beat that
 * overlap its block + $1)). `beaten` are the day's bids left out.
 */
export function priceOf(winner: DayBid, rateCents: number, beaten: readonly DayBid[]): number {
  return winningPrice(
    winner.maxCents,
    rateCents,
    beaten.filter((b) => blocksOverlap(b, winner)).map((b) => b.maxCents),
  );
}

// --- Bid amounts (spec 001 §5: 'Bids are whole USD amounts, no decimals and no $ symbol.') ---

export const BID_WHOLE_DOLLARS = 'Bids are whole USD amounts, no decimals and no $ symbol.';

/** The least a bid may be: the schedule's rate, or its private rate on a private event. */
export function minimumBidCents(
  schedule: { rateCents: number; prvRateCents: number | null },
  privateEvent: boolean,
): number {
  return privateEvent && schedule.prvRateCents !== null ? schedule.prvRateCents : schedule.rateCents;
}

/** The Book Now price for the event, or null when the schedule offers none. */
export function bookNowCents(
  schedule: { bookNowCents: number | null; prvBookNowCents: number | null },
  privateEvent: boolean,
): number | null {
  return privateEvent && schedule.prvBookNowCents !== null ? schedule.prvBookNowCents : schedule.bookNowCents;
}

export function bidUnderRate(minimumCents: number): string {
  return `Your bid must be at least $${minimumCents / 100}, the talent's rate for this time block.`;
}

// --- What each side is told (in-app and by email). The talent side uses talentBidMessage (bids.ts). ---

/** The time block as notices name it: 'Sat, Mar 7, 8:00 pm PST – 10:00 pm PST' in the venue's zone (spec 001 §9). */
export function blockText(startMs: number, endMs: number, timeZone: string): string {
  return timeBlockText(startMs, endMs, timeZone);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

export interface BusinessNoticeFacts {
  talentName: string;
  eventName: string;
  when: string;
}

export const BUSINESS_NOTICES = {
  booked: (f: BusinessNoticeFacts, priceCents: number) => ({
    title: `Booked: ${f.talentName}`,
    body: `${f.talentName} is booked for ${f.eventName} on ${f.when} at ${dollars(priceCents)}. Your card was charged.`,
  }),
  lost: (f: BusinessNoticeFacts) => ({
    title: `Bid lost: ${f.talentName}`,
    body: `Your bid on ${f.talentName} for ${f.eventName} on ${f.when} did not win when bidding closed.`,
  }),
  insufficientFunds: (f: BusinessNoticeFacts) => ({
    title: `Insufficient Funds: ${f.talentName}`,
    body: `Your bid on ${f.talentName} for ${f.eventName} on ${f.when} won, but none of your cards could pay for it, so the booking went to the next best bids. Check your cards in Settings → Payment methods.`,
  }),
  approved: (f: BusinessNoticeFacts) => ({
    title: `Bid approved: ${f.talentName}`,
    body: `${f.talentName} approved your bid for ${f.eventName} on ${f.when}. It now competes until bidding closes.`,
  }),
  rejected: (f: BusinessNoticeFacts) => ({
    title: `Bid Rejected: ${f.talentName}`,
    body: `${f.talentName} declined your bid for ${f.eventName} on ${f.when}.`,
  }),
  cancelled: (f: BusinessNoticeFacts) => ({
    title: `Bid cancelled: ${f.talentName}`,
    body: `${f.talentName} removed the schedule your bid for ${f.eventName} on ${f.when} was placed on, so the bid was cancelled. Nothing was charged.`,
  }),
} as const;

/** What the followers of booked talent are told (spec 001 §1 marketing promise). */
export function followerBookingNotice(talentName: string, eventName: string, when: string) {
  return {
    title: `${talentName} was booked`,
    body: `${talentName} is playing ${eventName} on ${when}. Get your tickets before they sell out.`,
  };
}

export const BOOKING_ERRORS = {
  subEventNotFound: 'That time block was not found.',
  bidNotFound: 'That bid was not found.',
  talentNotFound: 'That talent was not found.',
  started: 'This time block has already started.',
  traitNotAsked: "This time block doesn't ask for that kind of talent.",
  traitNotOffered: "This talent doesn't offer that kind of performance.",
  noPayoutAccount: "This talent can't be booked yet: they haven't set up their payout account.",
  noCard: 'Add a card in Settings → Payment methods before you bid.',
  noSchedule: 'This talent has no schedule that covers this time block.',
  closed: 'Bidding has closed for this schedule.',
  booked: 'This talent is already booked for this time block.',
  bookingNotWithdrawn: 'A booking cannot be withdrawn.',
  notApproved: 'The talent has to approve this bid before you can Book Now.',
  notActive: 'Only an active bid (Leading or Losing) can be booked now.',
  conflict: "This time block conflicts with one of the talent's bookings.",
  noBookNow: "This talent's schedule has no Book Now price.",
  // As a ticket's changed price is refused (tickets.ts TICKET_PRICE_CHANGED): the business books at the price it saw.
  bookNowPriceChanged: 'The Book Now price has changed. Please review the new price.',
  dayFull: "The talent's day has no room for this booking.",
  notARequest: 'Only a bid request can be approved or rejected.',
  notBooked: 'Only a booking has a payment to freeze.',
} as const;

/** The talent's card of what they perform (Settings of the talent dashboard; ours). */
export const TALENT_TRAITS_TEXTS = {
  title: 'What you perform',
  explain: 'Businesses find you for their time blocks by these. Pick the acts you offer.',
  label: 'Your talents',
  placeholder: 'Choose talents',
  save: 'Save talents',
  saved: 'Saved. Businesses can now find you for these.',
  none: 'Add at least one talent so businesses can find you.',
} as const;
