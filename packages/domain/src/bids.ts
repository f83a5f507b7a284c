// Bids and bookings (spec 001 §4 Bid and booking state, Business-side status labels, Bidding rules, Badges, Payment
// states, Payout and disputes; §9): the labels a business sees, the talent-side messages, the schedule countdown,
// the talent event card badges, the talent payout dates, and the help texts of the bidding, talent payments and
// scheduling modals. Pure: the clock is passed in (ms since 1970).
//
// The business event card badges and the per-sub-event Needs Attention rule live in ./events (issue 9); this file
// only adds the count over an event's sub-events. countsTowardGrossBookingFees and the payment state label live in
// ./payouts (the payments page shares them with tickets).

import { subEventNeedsAttention, type TraitsNum } from './events';
import { formatPct, talentListingPrice, type Fees } from './fees';
import { formatMoney } from './format';
import { GRIEVANCE_WINDOW_DAYS, TALENT_PAYOUT_DELAY_DAYS } from './limits';
import { paymentStateLabel, PAYMENT_STATES, type PaymentState } from './payouts';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------------------------
// States (the same unions as packages/db/src/schema/bookings.ts; domain does not import db)

/** spec 001 §4 Bid and booking state. */
export type BidState = 'Request' | 'Bid' | 'Booked' | 'Rejected' | 'Reversed' | 'Cancelled' | 'InsufficientFunds';
/** spec 001 §4 sub-state bid_state: Win (leading), Lose (losing), Fatal (lost through a time conflict with a booking). */
export type BidStanding = 'Win' | 'Lose' | 'Fatal';

/** A talent-day's closing, as the server sends it: both instants of 'Processing' (ms). */
export interface ScheduleClosing {
  /** The closing time all the talent's schedules of that day share (spec 001 §4). */
  closesAt: number;
  /** When the close job finished; null while it has not (or the schedule is still open). */
  closedAt: number | null;
}

/** Bidding on the schedule is over: its closing time has come. */
export function isScheduleClosed(schedule: ScheduleClosing, nowMs: number): boolean {
  return nowMs >= schedule.closesAt;
}

/**
 * The close is being worked out: the closing time has come but the close job has not finished (closedAt null, or
 * later than now). spec 001 §4: 'Processing if the current time lies between two given instants'.
 */
export function isScheduleProcessing(schedule: ScheduleClosing, nowMs: number): boolean {
  return nowMs >= schedule.closesAt && (schedule.closedAt === null || nowMs < schedule.closedAt);
}

// ---------------------------------------------------------------------------------------------
// Business-side status labels (spec 001 §4)

export const BUSINESS_BID_LABELS = {
  awaitingApproval: 'Awaiting Approval',
  expired: 'Expired',
  slotFull: 'Slot Full',
  processing: 'Processing',
  lost: 'Lost',
  leading: 'Leading',
  losing: 'Losing',
  booked: 'Booked',
  rejected: 'Bid Rejected',
  reversed: 'Booking Reversed',
  cancelled: 'Booking Cancelled',
  insufficientFunds: 'Insufficient Funds',
} as const;
export type BusinessBidLabel = (typeof BUSINESS_BID_LABELS)[keyof typeof BUSINESS_BID_LABELS];

export interface LabelledBid {
  state: BidState;
  bidState: BidStanding | null;
  /**
   * 'Slot Full' (spec 001 §4 names the variant, not its meaning; our decision): the sub-event's traits_num for this
   * bid's trait is already met by Booked bids on that sub-event, so this bid could only overfill it. The caller works
   * it out with isSlotFull.
   */
  slotFull?: boolean;
}

/**
 * spec 001 §4, exactly:
 * - Request: 'Expired' once the schedule is closed, otherwise 'Awaiting Approval' (variant 'Slot Full').
 * - Bid with closed schedule: 'Processing' between the closing time and the end of the close job, otherwise 'Lost'.
 *   Open: Win gives 'Leading' or 'Slot Full'; Fatal gives 'Lost'; Lose gives 'Losing' or 'Slot Full'.
 * - Booked, Rejected, Reversed, Cancelled, InsufficientFunds: 'Booked', 'Bid Rejected', 'Booking Reversed',
 *   'Booking Cancelled', 'Insufficient Funds'.
 */
export function businessBidLabel(bid: LabelledBid, schedule: ScheduleClosing, nowMs: number): BusinessBidLabel {
  const L = BUSINESS_BID_LABELS;
  const closed = isScheduleClosed(schedule, nowMs);
  switch (bid.state) {
    case 'Request':
      if (closed) return L.expired;
      return bid.slotFull ? L.slotFull : L.awaitingApproval;
    case 'Bid':
      if (closed) return isScheduleProcessing(schedule, nowMs) ? L.processing : L.lost;
      if (bid.bidState === 'Fatal') return L.lost;
      if (bid.slotFull) return L.slotFull;
      return bid.bidState === 'Win' ? L.leading : L.losing;
    case 'Booked':
      return L.booked;
    case 'Rejected':
      return L.rejected;
    case 'Reversed':
      return L.reversed;
    case 'Cancelled':
      return L.cancelled;
    case 'InsufficientFunds':
      return L.insufficientFunds;
  }
}

/**
 * Whether a sub-event's slot for `traitId` is full: its Booked bids of that trait reach the count traits_num asks
 * for. A trait the sub-event no longer asks for (traits_num edited after the bid) has no free slot either.
 */
export function isSlotFull(traitsNum: TraitsNum, traitId: string | number, bookedOfTrait: number): boolean {
  return bookedOfTrait >= (traitsNum[String(traitId)] ?? 0);
}

/** spec 001 §4: 'Sort order of business bid lists, highest first'. */
export const BUSINESS_BID_ORDER: readonly BidState[] = [
  'Booked',
  'Bid',
  'Request',
  'Reversed',
  'Cancelled',
  'InsufficientFunds',
  'Rejected',
];

/** Array.sort comparator putting business bid lists in BUSINESS_BID_ORDER (stable within a state). */
export function compareBusinessBids(a: { state: BidState }, b: { state: BidState }): number {
  return BUSINESS_BID_ORDER.indexOf(a.state) - BUSINESS_BID_ORDER.indexOf(b.state);
}

// ---------------------------------------------------------------------------------------------
// Talent-side messages (spec 001 §4: Detailed, Abbreviated and Schedule forms; wording not shown, ours)

export const TALENT_BID_CASES = [
  'awaitingApproval',
  'processing',
  'bidLost',
  'activeBid',
  'timeConflict',
  'booked',
  'rejected',
  'refunded',
  'cancelled',
] as const;
export type TalentBidCase = (typeof TALENT_BID_CASES)[number];
export type TalentMessageForm = 'Detailed' | 'Abbreviated' | 'Schedule';

/**
 * Which of the nine talent-side cases a bid is in:
 * - Request: awaiting your approval while the schedule is open; once closed the request can no longer be booked,
 *   so it reads as bid lost (the business sees 'Expired').
 * - Bid: Fatal is a time conflict, open or closed (a booking overlaps it, nothing the close does changes that).
 *   Otherwise: open → active bid (Win and Lose alike; talentBidMessage's `leading` fact tells them apart);
 *   closing time reached but the close job not finished → processing; after the close → bid lost.
 * - Booked → booked; Rejected (the talent declined it) → rejected; Reversed → refunded; Cancelled → cancelled.
 * - InsufficientFunds → bid lost: the state only comes from the close (after Book Now a failed charge leaves the bid
 *   active), and for the talent the outcome is the same: this bid did not become a booking. The business's payment
 *   trouble is not the talent's business.
 */
export function talentBidCase(
  bid: { state: BidState; bidState: BidStanding | null },
  schedule: ScheduleClosing,
  nowMs: number,
): TalentBidCase {
  switch (bid.state) {
    case 'Request':
      return isScheduleClosed(schedule, nowMs) ? 'bidLost' : 'awaitingApproval';
    case 'Bid':
      if (bid.bidState === 'Fatal') return 'timeConflict';
      if (!isScheduleClosed(schedule, nowMs)) return 'activeBid';
      return isScheduleProcessing(schedule, nowMs) ? 'processing' : 'bidLost';
    case 'Booked':
      return 'booked';
    case 'Rejected':
      return 'rejected';
    case 'Reversed':
      return 'refunded';
    case 'Cancelled':
      return 'cancelled';
    case 'InsufficientFunds':
      return 'bidLost';
  }
}

/** What a talent-side message names. */
export interface TalentBidFacts {
  businessName: string;
  eventName: string;
  /** The time block as the screen shows it, e.g. 'Sat, Mar 7, 8:00 pm PST – 10:00 pm PST'. */
  when: string;
  /** The bid's amount (an active or requested bid) or the booking's price (booked, refunded), in cents. */
  amountCents?: number | null;
  currency?: string;
  /** An active bid's standing: true for Win, false for Lose; leave it out to say neither. */
  leading?: boolean;
}

const ABBREVIATED: Record<TalentBidCase, string> = {
  awaitingApproval: 'Awaiting your approval',
  processing: 'Processing',
  bidLost: 'Bid lost',
  activeBid: 'Active bid',
  timeConflict: 'Time conflict',
  booked: 'Booked',
  rejected: 'Rejected',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** The talent-side message of a case in one form (texts are ours; spec 001 §4 does not show them). */
export function talentBidMessage(kase: TalentBidCase, form: TalentMessageForm, facts: TalentBidFacts): string {
  if (form === 'Abbreviated') return ABBREVIATED[kase];
  const { businessName: business, eventName: event, when } = facts;
  const amount =
    facts.amountCents == null ? null : formatMoney(facts.amountCents, facts.currency ?? 'USD', { dropZeroMinor: true });

  if (form === 'Schedule') {
    const title = kase === 'activeBid' && amount ? `Bid ${amount}` : ABBREVIATED[kase];
    return `${title}: ${event} · ${business}`;
  }

  switch (kase) {
    case 'awaitingApproval':
      return `${business} would like to book you for ${event} on ${when}${amount ? ` and has bid ${amount}` : ''}. Approve the bid so it can compete when bidding closes, or reject it.`;
    case 'processing':
      return `Bidding has closed for ${when}. We are working out your bookings for the day, and ${business}'s bid for ${event} will be settled in a few minutes.`;
    case 'bidLost':
      return `${business}'s bid for ${event} on ${when} did not become a booking when bidding closed.`;
    case 'activeBid': {
      const bid = `${business} has an active bid${amount ? ` of ${amount}` : ''} for ${event} on ${when}.`;
      if (facts.leading === true) return `${bid} If bidding closed now, you would be booked for it.`;
      if (facts.leading === false) return `${bid} Other bids for that time are ahead of it right now.`;
      return `${bid} Bidding is still open, so the outcome can change until your schedule closes.`;
    }
    case 'timeConflict':
      return `${business}'s bid for ${event} on ${when} can no longer be booked: it overlaps a booking you already have.`;
    case 'booked':
      return `You're booked! ${business} booked you for ${event} on ${when}${amount ? ` at ${amount}` : ''}. You are paid ${TALENT_PAYOUT_DELAY_DAYS} days after the event.`;
    case 'rejected':
      return `You declined ${business}'s bid for ${event} on ${when}.`;
    case 'refunded':
      return `Your booking with ${business} for ${event} on ${when} was reversed, and the business was refunded${amount ? ` ${amount}` : ''}.`;
    case 'cancelled':
      return `Your booking with ${business} for ${event} on ${when} was cancelled.`;
  }
}

// ---------------------------------------------------------------------------------------------
// The schedule countdown (spec 001 §4 Availability text: 'Schedule Closed' when over)

export const SCHEDULE_CLOSED = 'Schedule Closed';
/** Put before the remaining time on cards: 'Closes in 2d 4h'. */
export const SCHEDULE_CLOSES_IN = 'Closes in';

/**
 * The time left until a schedule closes, in its two largest units: '2d 4h', '3h 12m', '45m 10s', '9s'. Seconds are
 * rounded up, so the last second reads '1s' and the text turns to 'Schedule Closed' exactly at the closing time.
 */
export function scheduleRemainingText(closesAtMs: number, nowMs: number): string {
  const left = closesAtMs - nowMs;
  if (left <= 0) return SCHEDULE_CLOSED;
  const total = Math.ceil(left / SECOND_MS);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

// ---------------------------------------------------------------------------------------------
// Badges on a talent event card (spec 001 §4)

export const TALENT_EVENT_BADGES = {
  booking: 'Booking',
  pastBooking: 'Past Booking',
  bidRequest: 'Bid Request',
  bid: 'Bid',
  newMessage: 'New Message',
  reviewAvailable: 'Review Available',
} as const;
export type TalentEventBadge = (typeof TALENT_EVENT_BADGES)[keyof typeof TALENT_EVENT_BADGES];

export interface TalentBadgeFacts {
  state: BidState;
  /** The talent's time block (the sub-event). */
  slotStartMs: number;
  slotEndMs: number;
  eventEndMs: number;
  nowMs: number;
  /** Unread messages about the booking. */
  newMessages: number;
  /** A review of the talent for this event can be read (or written). */
  reviewAvailable: boolean;
}

/**
 * spec 001 §4, in its order: Booked with slot end in the future 'Booking'; Booked with event end in the past
 * 'Past Booking'; Request with slot start in the future 'Bid Request'; Bid with slot start in the future 'Bid';
 * 'New Message'; 'Review Available'. (A booking whose slot ended while its event goes on carries neither.)
 */
export function talentEventBadges(f: TalentBadgeFacts): TalentEventBadge[] {
  const B = TALENT_EVENT_BADGES;
  const badges: TalentEventBadge[] = [];
  if (f.state === 'Booked' && f.slotEndMs > f.nowMs) badges.push(B.booking);
  if (f.state === 'Booked' && f.eventEndMs < f.nowMs) badges.push(B.pastBooking);
  if (f.state === 'Request' && f.slotStartMs > f.nowMs) badges.push(B.bidRequest);
  if (f.state === 'Bid' && f.slotStartMs > f.nowMs) badges.push(B.bid);
  if (f.newMessages > 0) badges.push(B.newMessage);
  if (f.reviewAvailable) badges.push(B.reviewAvailable);
  return badges;
}

// ---------------------------------------------------------------------------------------------
// Needs Attention (spec 001 §4; the per-sub-event rule is events.subEventNeedsAttention)

/**
 * Whether a bid fills its trait's slot for Needs Attention: a booking, or an accepted bid. Our reading of
 * 'accepted bids': a Bid (approved, or not needing approval) that is leading (Win), i.e. one the close would book
 * if it ran now. A losing, conflicting or unapproved bid leaves the slot open.
 */
export function fillsSlot(bid: { state: BidState; bidState: BidStanding | null }): boolean {
  return bid.state === 'Booked' || (bid.state === 'Bid' && bid.bidState === 'Win');
}

/** Counts a sub-event's slot fillers per trait, for subEventNeedsAttention's `filled`. */
export function filledByTrait(
  bids: readonly { traitId: string | number; state: BidState; bidState: BidStanding | null }[],
): Record<string, number> {
  const filled: Record<string, number> = {};
  for (const bid of bids) {
    if (!fillsSlot(bid)) continue;
    const key = String(bid.traitId);
    filled[key] = (filled[key] ?? 0) + 1;
  }
  return filled;
}

export interface AttentionSubEvent {
  traitsNum: TraitsNum;
  /** Bookings plus accepted bids per trait (filledByTrait). */
  filled: Readonly<Record<string, number>>;
}

/** How many of an event's sub-events need attention (events.BusinessBadgeFacts.subEventsNeedingAttention). */
export function countSubEventsNeedingAttention(subEvents: readonly AttentionSubEvent[]): number {
  return subEvents.filter((s) => subEventNeedsAttention(s.traitsNum, s.filled)).length;
}

/** spec 001 §4: any sub-event whose required count of some trait exceeds its bookings plus accepted bids. */
export function needsAttention(subEvents: readonly AttentionSubEvent[]): boolean {
  return countSubEventsNeedingAttention(subEvents) > 0;
}

// ---------------------------------------------------------------------------------------------
// Booking payments, talent payouts and grievances (spec 001 §4 Payment states, Payout and disputes; §9)

/** A booking's payment state (booking_payments.state): the same states as ./payouts' PaymentState. */
export type BookingPaymentState = PaymentState;
export const BOOKING_PAYMENT_STATES = PAYMENT_STATES;

/** spec 001 §4: Charged, Pending, Dispute, Completed as they are; Reversed shown as 'Refunded'. */
export function bookingPaymentLabel(state: BookingPaymentState): string {
  return paymentStateLabel(state);
}

/** spec 001 §9: 'talent 5 days' after the event. */
export const TALENT_PAYOUT_DELAY_MS = TALENT_PAYOUT_DELAY_DAYS * DAY_MS;
/** spec 001 §9: 'grievance window 4 days after the event'. */
export const GRIEVANCE_WINDOW_MS = GRIEVANCE_WINDOW_DAYS * DAY_MS;

/** When a booking's fee is paid to the talent: 5 days after the event ends. */
export function talentPayoutDueAt(eventEndMs: number): number {
  return eventEndMs + TALENT_PAYOUT_DELAY_MS;
}

/**
 * Whether a booking's payout is to be made now: it has come due and its payment is Charged. A Dispute is frozen
 * until resolved; Completed was paid; Reversed was refunded; Pending has not been charged yet.
 */
export function isTalentPayoutDue(eventEndMs: number, nowMs: number, state: BookingPaymentState): boolean {
  return state === 'Charged' && nowMs >= talentPayoutDueAt(eventEndMs);
}

/** The last instant a grievance can be filed: 4 days after the event ends (before the payout, 5 days after). */
export function grievanceDeadline(eventEndMs: number): number {
  return eventEndMs + GRIEVANCE_WINDOW_MS;
}

/**
 * spec 001 §4: 'a grievance case can be filed up to 4 days after the event through Freeze Payment'. With a payment
 * state given, only a Charged payment can be frozen (a Dispute already is; the others hold no money to freeze).
 */
export function canFileGrievance(eventEndMs: number, nowMs: number, state?: BookingPaymentState): boolean {
  if (state !== undefined && state !== 'Charged') return false;
  return nowMs <= grievanceDeadline(eventEndMs);
}

/** spec 001 §4: the business's action that files a grievance. */
export const FREEZE_PAYMENT = 'Freeze Payment';
/** A business withdrawing a grievance that Stagepass support is refunding right now. */
export const GRIEVANCE_BEING_REFUNDED =
  'Stagepass support is refunding this booking, so the grievance can no longer be withdrawn.';
export const GRIEVANCE_WINDOW_CLOSED = `A grievance can only be filed up to ${GRIEVANCE_WINDOW_DAYS} days after the event.`;

/**
 * How Stagepass staff resolve a grievance (ours; the spec has no admin screens, so staff use
 * `npm run resolve-grievance`): 'released' pays the talent, 'refunded' reverses the booking and refunds the business
 * in full. The same values as booking_grievances.resolution (a business's own withdrawal is 'released' too).
 */
export type GrievanceResolution = 'released' | 'refunded';

export const GRIEVANCE_RESOLVED_TITLES: Record<GrievanceResolution, string> = {
  released: 'Grievance resolved: payment released',
  refunded: 'Grievance resolved: refunded',
};

/** What a grievance-resolved notice names. */
export interface GrievanceResolvedFacts {
  talentName: string;
  businessName: string;
  eventName: string;
  /** The time block as notices name it (auction.blockText). */
  when: string;
  /** The talent's price (the payout). */
  priceCents: number;
  /** What the business was charged (and is refunded). */
  chargedCents: number;
  currency: string;
  /** Staff's note, shown to both sides. */
  note?: string | null;
}

/** The in-app and email notice each side gets when staff resolve the grievance (texts are ours). */
export function grievanceResolvedNotice(
  resolution: GrievanceResolution,
  side: 'business' | 'talent',
  f: GrievanceResolvedFacts,
): { title: string; body: string } {
  const money = (cents: number) => formatMoney(cents, f.currency, { dropZeroMinor: true });
  const about = `${f.eventName} on ${f.when}`;
  const text =
    resolution === 'released'
      ? side === 'business'
        ? `Stagepass has resolved your grievance about ${f.talentName} at ${about}: the payment was released to the talent, and your charge stands.`
        : `The grievance ${f.businessName} filed about ${about} has been resolved: your payout of ${money(f.priceCents)} is released and will be paid to your payout account.`
      : side === 'business'
        ? `Stagepass has resolved your grievance about ${f.talentName} at ${about}: the booking was reversed and your card is refunded ${money(f.chargedCents)}.`
        : `The grievance ${f.businessName} filed about ${about} has been resolved with a refund to the business: the booking was reversed and there is no payout for it.`;
  const note = f.note?.trim();
  return {
    title: GRIEVANCE_RESOLVED_TITLES[resolution],
    body: note ? `${text}\n\nNote from Stagepass: ${note}` : text,
  };
}

// ---------------------------------------------------------------------------------------------
// Help texts (spec 001 §2 Widgets: help modals bidding, talent payments, scheduling, scheduling helpers; ours)

export interface HelpSection {
  heading: string;
  text: string;
}

export const BIDDING_HELP_BUTTON = 'How does bidding work?';
export const TALENT_PAYMENTS_HELP_BUTTON = 'How do talent payments work?';
export const SCHEDULING_HELP_BUTTON = 'How does scheduling work?';
export const SCHEDULING_HELPERS_HELP_BUTTON = 'Templates and calendar feed';

/** The bidding help modal for business: tabs Overview, Bid Status, Grievances and Fees (spec 001 §2). */
export const BIDDING_HELP = {
  title: 'Bidding',
  tabs: { overview: 'Overview', bidStatus: 'Bid Status', grievances: 'Grievances', fees: 'Fees' },
  overview: [
    'Talent publish schedules: the times and places they are available, with a rate. To book talent for a time block of your event, find talent whose schedule covers it and place a bid: the most you are willing to pay, in whole dollars, at least their rate.',
    'Bidding on a talent’s day stays open until the schedule’s closing time, which the countdown on each card shows. Until then you can raise or withdraw your bid. At the close the talent’s day is booked so as to earn the most from the bids and keep their travel between venues short.',
    'A winning bid does not pay its maximum: you pay $1 more than the highest competing bid you beat, never less than the talent’s rate and never more than your maximum.',
    'Some schedules offer Book Now: while bidding is open you can book the talent at once at the Book Now price, without waiting for the close. Bids that overlap the booking are then lost.',
    'Some talent approve bids first. Your bid then waits for their approval, and Book Now is available only once they approve it.',
  ],
  bidStatus: [
    {
      heading: 'Awaiting Approval',
      text: 'The talent approves bids on this schedule before they compete. Your bid is waiting for their answer; it shows Expired if the schedule closes first.',
    },
    {
      heading: 'Leading',
      text: 'If bidding closed now, your bid would win. Another business can still outbid you before the close.',
    },
    {
      heading: 'Lost',
      text: 'Your bid did not win when the schedule closed, or another booking took the talent’s time (a time conflict). Nothing is charged.',
    },
    {
      heading: 'Won',
      text: 'Your bid won at the close. Your card is charged the winning price and the bid shows as Booked.',
    },
    {
      heading: 'Insufficient Funds',
      text: 'Your bid won, but none of your saved cards could pay it, so the talent’s day was booked without it. Keep a card with enough funds on file before the close.',
    },
  ] satisfies HelpSection[],
  grievances: [
    `If a booking did not go as agreed, use ${FREEZE_PAYMENT} on the booking up to ${GRIEVANCE_WINDOW_DAYS} days after the event.`,
    'Freezing puts the payment into Dispute: the talent’s payout is held until the grievance is resolved, and it is then paid out or refunded to you.',
    `Without a grievance the talent is paid ${TALENT_PAYOUT_DELAY_DAYS} days after the event.`,
  ],
  feesIntro:
    'Talent keep their full rate: our booking fee and the card processor’s fee are added on top of it. The listing price you see for a talent includes both.',
  feesLoadFailed: 'The current fees could not be loaded.',
} as const;

/** An example rate for the fees tab, so the percentages read as dollars. */
export const EXAMPLE_RATE_CENTS = 200_00;

/** The Fees tab's lines from get_fees (spec 001 §9 talent listing price). */
export function biddingFeeLines(fees: Fees): HelpSection[] {
  const money = (cents: number) => formatMoney(cents, fees.currency);
  return [
    {
      heading: 'Booking fee',
      text: `${formatPct(fees.booking_pct)} of the rate + ${money(fees.booking_handling_fee_cents)} handling fee per booking`,
    },
    {
      heading: 'Card processing',
      text: `${formatPct(fees.processor_pct)} of the rate + ${money(fees.processor_flat_fee_cents)} per charge`,
    },
    {
      heading: 'Listing price',
      text: `Rate + (${formatPct(fees.booking_pct)} + ${formatPct(fees.processor_pct)}) of the rate + ${money(fees.booking_handling_fee_cents)} + ${money(fees.processor_flat_fee_cents)}. A ${money(EXAMPLE_RATE_CENTS)} rate is listed at ${money(talentListingPrice(EXAMPLE_RATE_CENTS, fees))}.`,
    },
  ];
}

/** The talent payments help modal. */
export const TALENT_PAYMENTS_HELP = {
  title: 'Talent payments',
  paragraphs: [
    `When a business books you, its card is charged at once. Your fee is paid to your payout account ${TALENT_PAYOUT_DELAY_DAYS} days after the event.`,
    `A business that has a problem with a booking can file a grievance (${FREEZE_PAYMENT}) up to ${GRIEVANCE_WINDOW_DAYS} days after the event. The payment then goes into Dispute and its payout is frozen until the grievance is resolved.`,
    'You need a payout account to be booked. If it is not ready when a payout comes due, the payout waits for it.',
  ],
  statesHeading: 'Payment states',
  states: [
    { heading: 'Pending', text: 'The business’s card has not been charged yet.' },
    { heading: 'Charged', text: 'The business has paid; your payout is on its way after the event.' },
    { heading: 'Dispute', text: 'The business filed a grievance; the payout is frozen until it is resolved.' },
    { heading: 'Completed', text: 'Your payout was made.' },
    { heading: 'Refunded', text: 'The booking was reversed and the business was refunded; there is no payout.' },
  ] satisfies HelpSection[],
} as const;

/** The scheduling help modal: how schedules take bids. */
export const SCHEDULING_HELP = {
  title: 'Scheduling',
  sections: [
    {
      heading: 'Schedules',
      text: 'A schedule is a window of time when you are available, at one of your locations. Businesses find you for events whose time blocks fall inside a schedule and bid on them. Schedules cannot overlap, and you need a location before you can add one.',
    },
    {
      heading: 'Lockout',
      text: 'Bidding on a day closes a lockout period before your first schedule of that day starts. All your schedules on one day share that closing time; at the close your day is booked from the bids so you earn the most and travel the least between venues.',
    },
    {
      heading: 'Buffer time',
      text: 'The least time between two bookings in a schedule, for travel and setting up. Bids that would leave less time than that between them cannot both be booked.',
    },
    {
      heading: 'Max events',
      text: 'The most bookings you will take within the schedule.',
    },
    {
      heading: 'Rates',
      text: 'Your rate is the least a business can bid for you in this schedule. Businesses see it as a listing price that adds our booking fee and card processing on top, so you keep your full rate.',
    },
    {
      heading: 'Book Now',
      text: 'A Book Now price lets a business book you at once while bidding is open, instead of waiting for the close. Leave it empty to take bids only.',
    },
    {
      heading: 'Private rates',
      text: 'A private rate and private Book Now price apply to private events, if you want to charge them differently.',
    },
    {
      heading: 'Approve bids',
      text: 'With Approve Bids on, each bid waits for you to approve or reject it before it can compete or be booked with Book Now.',
    },
  ] satisfies HelpSection[],
} as const;

/** The scheduling helpers help modal: templates and the calendar feed. */
export const SCHEDULING_HELPERS_HELP = {
  title: 'Scheduling helpers',
  sections: [
    {
      heading: 'Templates',
      text: 'Save a schedule you use often (its times of day, location, rates and settings) as a template with a name. Renaming a template keeps its settings.',
    },
    {
      heading: 'Applying templates',
      text: 'Pick a template and the dates you are available, and a schedule is created on each date from the template. Each schedule can still be changed on its own.',
    },
    {
      heading: 'Calendar feed',
      text: 'Your bookings are published as a private calendar link. Subscribe to it from Google Calendar or Apple Calendar to see your bookings there. Anyone with the link can read it; reset the link to stop old copies from working.',
    },
  ] satisfies HelpSection[],
} as const;
