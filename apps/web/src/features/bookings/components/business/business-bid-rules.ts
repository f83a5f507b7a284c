// What the business booking screens decide from a bid as the server sent it: its label now, whether Book Now is
// offered, whether a grievance can be filed, and the client's check of a bid amount. The rules themselves are in
// @stagepass/domain (bids, auction); this file only reads the wire fields into them.

import type { BusinessBid } from '@stagepass/contract/bookings/fields';
import { BID_WHOLE_DOLLARS, bidUnderRate } from '@stagepass/domain/auction';
import {
  businessBidLabel,
  canFileGrievance,
  type BookingPaymentState,
  type BusinessBidLabel,
  type ScheduleClosing,
} from '@stagepass/domain/bids';
import { formatMoney } from '@stagepass/domain/format';

/** Whole-dollar money as the booking screens show it: '$300', '$251.50'. */
export function money(cents: number): string {
  return formatMoney(cents, 'USD', { dropZeroMinor: true });
}

/** A bid's talent-day close as domain reads it. No closing time yet (no schedule): never closed. */
export function closingOf(bid: Pick<BusinessBid, 'closes_at' | 'closed_at'>): ScheduleClosing {
  return {
    closesAt: bid.closes_at === null ? Number.POSITIVE_INFINITY : Date.parse(bid.closes_at),
    closedAt: bid.closed_at === null ? null : Date.parse(bid.closed_at),
  };
}

/** spec 001 §4 business-side label of a bid at `nowMs` ('Processing' between closes_at and closed_at). */
export function bidLabel(bid: BusinessBid, nowMs: number): BusinessBidLabel {
  return businessBidLabel(
    { state: bid.state, bidState: bid.bid_state, slotFull: bid.slot_full },
    closingOf(bid),
    nowMs,
  );
}

const LABEL_COLORS: Record<BusinessBidLabel, string> = {
  'Awaiting Approval': 'yellow',
  Expired: 'gray',
  'Slot Full': 'orange',
  Processing: 'blue',
  Lost: 'gray',
  Leading: 'green',
  Losing: 'orange',
  Booked: 'teal',
  'Bid Rejected': 'red',
  'Booking Reversed': 'gray',
  'Booking Cancelled': 'gray',
  'Insufficient Funds': 'red',
};

export function labelColor(label: BusinessBidLabel): string {
  return LABEL_COLORS[label];
}

/**
 * spec 001 §4 Book Now: only for a bid that is not closed and is Win or Lose (state Bid: approved, where the
 * schedule asks for approval), and only when the schedule has a Book Now price.
 */
export function canBookNow(bid: BusinessBid, nowMs: number): boolean {
  if (bid.state !== 'Bid' || (bid.bid_state !== 'Win' && bid.bid_state !== 'Lose')) return false;
  if (bid.book_now_cents === null || bid.closes_at === null || bid.closed_at !== null) return false;
  return nowMs < Date.parse(bid.closes_at);
}

/** A bid that can still be changed or withdrawn: a request or a bid whose schedule is open. */
export function isLiveBid(bid: BusinessBid, nowMs: number): boolean {
  if (bid.state !== 'Request' && bid.state !== 'Bid') return false;
  return nowMs < closingOf(bid).closesAt;
}

/**
 * The booking's payment state when the server sends it. businessBid does not carry it yet (talentBid does); until it
 * does, the screen knows it only from business_freeze_payment's answers.
 */
export function paymentStateOf(bid: BusinessBid): BookingPaymentState | undefined {
  return bid.payment_state ?? undefined;
}

/** spec 001 §4 Payout and disputes: Freeze Payment on a booking up to 4 days after the event (a Charged payment). */
export function canFreezePayment(
  bid: BusinessBid,
  eventEndMs: number,
  nowMs: number,
  paymentState?: BookingPaymentState,
): boolean {
  return bid.state === 'Booked' && paymentState !== 'Dispute' && canFileGrievance(eventEndMs, nowMs, paymentState);
}

/**
 * The client's check of a bid amount (spec 001 §5: 'Bids are whole USD amounts, no decimals and no $ symbol.'), the
 * same rule the contract's bidDollars applies, then the talent's rate. Null when the amount can be sent.
 */
export function bidAmountError(text: string, minimumCents: number): string | null {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t) || Number(t) === 0) return BID_WHOLE_DOLLARS;
  if (Number(t) * 100 < minimumCents) return bidUnderRate(minimumCents);
  return null;
}
