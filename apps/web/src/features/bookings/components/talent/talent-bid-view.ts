// What the talent's screens decide from a bid as specialist_event_query sends it (spec 001 §3 Bid / booking): its
// talent-side case and message, its card badges, the amount shown, the dashboard groups and the link to its page.
// The rules are @stagepass/domain's (bids, auction); this file only reads the wire fields into them.

import type { To } from 'react-router';
import type { TalentBid } from '@stagepass/contract/bookings/fields';
import { blockText } from '@stagepass/domain/auction';
import {
  isScheduleClosed,
  talentBidCase,
  talentBidMessage,
  talentEventBadges,
  type TalentBidCase,
  type TalentEventBadge,
  type TalentMessageForm,
} from '@stagepass/domain/bids';
import { money } from '../business/business-bid-rules';
import { TALENT_TEXTS as T } from './talent-texts';

/** spec 001 §2: /dash/celeb-event/ (state: eventId, businessId, bidId, schId). */
export const CELEB_EVENT_PATH = '/dash/celeb-event/';

/** A bid's talent-day close as domain reads it. No closing time (its schedule is gone): never closed. */
export function talentClosing(bid: Pick<TalentBid, 'closes_at' | 'closed_at'>) {
  return {
    closesAt: bid.closes_at === null ? Number.POSITIVE_INFINITY : Date.parse(bid.closes_at),
    closedAt: bid.closed_at === null ? null : Date.parse(bid.closed_at),
  };
}

export { money };

/** The time block in the event's time zone: 'Sat, Mar 7, 8:00 pm PST – 10:00 pm PST'. */
export function bidWhenText(bid: Pick<TalentBid, 'sb_start_time' | 'sb_end_time' | 'time_zone'>): string {
  return blockText(Date.parse(bid.sb_start_time), Date.parse(bid.sb_end_time), bid.time_zone);
}

/** spec 001 §4: which of the nine talent-side cases the bid is in at `nowMs`. */
export function caseOf(bid: TalentBid, nowMs: number): TalentBidCase {
  return talentBidCase({ state: bid.state, bidState: bid.bid_state }, talentClosing(bid), nowMs);
}

/**
 * The amount a talent reads: the booking's price once there is one (booked, and a reversed or cancelled booking),
 * else the bid's maximum. `booked` says which it is.
 */
export function shownAmount(bid: TalentBid): { cents: number; booked: boolean } {
  if (bid.price_cents !== null && (bid.state === 'Booked' || bid.state === 'Reversed' || bid.state === 'Cancelled'))
    return { cents: bid.price_cents, booked: true };
  return { cents: bid.max_cents, booked: false };
}

/** 'Booked at $251' or 'Bid $300'. */
export function amountText(bid: TalentBid): string {
  const { cents, booked } = shownAmount(bid);
  return booked ? T.bookedPrice(money(cents)) : T.bidAmount(money(cents));
}

/** The talent-side message of the bid in one form (Detailed on its page, Abbreviated on its card). */
export function talentMessage(bid: TalentBid, form: TalentMessageForm, nowMs: number): string {
  const kase = caseOf(bid, nowMs);
  return talentBidMessage(kase, form, {
    businessName: bid.business_name,
    eventName: bid.event_name,
    when: bidWhenText(bid),
    amountCents: shownAmount(bid).cents,
    currency: 'USD',
    ...(kase === 'activeBid' && bid.bid_state !== null ? { leading: bid.bid_state === 'Win' } : {}),
  });
}

/**
 * spec 001 §4 Badges on a talent event card: 'New Message' from the talent's unread messages about the event, 'Review
 * Available' from their unread reviews of it (both counted by specialist_event_query).
 */
export function badgesOf(bid: TalentBid, nowMs: number): TalentEventBadge[] {
  return talentEventBadges({
    state: bid.state,
    slotStartMs: Date.parse(bid.sb_start_time),
    slotEndMs: Date.parse(bid.sb_end_time),
    eventEndMs: Date.parse(bid.end_time),
    nowMs,
    newMessages: bid.new_messages,
    reviewAvailable: bid.unread_reviews > 0,
  });
}

/** Whether the talent may still approve or reject the bid: a Request while its schedule is open. */
export function canAnswer(bid: TalentBid, nowMs: number): boolean {
  return bid.state === 'Request' && !isScheduleClosed(talentClosing(bid), nowMs);
}

/** Whether the card shows the countdown to the close: a request or a bid, while the close decides it. */
export function showsCountdown(bid: TalentBid): bid is TalentBid & { closes_at: string } {
  return (bid.state === 'Request' || bid.state === 'Bid') && bid.closes_at !== null;
}

const LIVE_CASES: readonly TalentBidCase[] = ['awaitingApproval', 'activeBid', 'processing'];

export interface TalentGroups {
  /** Bookings whose event has not ended, soonest first. */
  upcoming: TalentBid[];
  /** Requests and bids still in play for a block yet to start, soonest close first. */
  bids: TalentBid[];
  /** The rest (past bookings, lost, rejected, refunded and cancelled ones), newest block first. */
  past: TalentBid[];
}

/** The dashboard's three groups: Upcoming bookings, Bids and requests, Past. */
export function groupTalentBids(bids: readonly TalentBid[], nowMs: number): TalentGroups {
  const groups: TalentGroups = { upcoming: [], bids: [], past: [] };
  for (const bid of bids) {
    if (bid.state === 'Booked' && Date.parse(bid.end_time) >= nowMs) groups.upcoming.push(bid);
    else if (
      (bid.state === 'Request' || bid.state === 'Bid') &&
      Date.parse(bid.sb_start_time) > nowMs &&
      LIVE_CASES.includes(caseOf(bid, nowMs))
    )
      groups.bids.push(bid);
    else groups.past.push(bid);
  }
  const start = (b: TalentBid) => Date.parse(b.sb_start_time);
  groups.upcoming.sort((a, b) => start(a) - start(b) || a.bid_id - b.bid_id);
  groups.bids.sort(
    (a, b) => talentClosing(a).closesAt - talentClosing(b).closesAt || start(a) - start(b) || a.bid_id - b.bid_id,
  );
  groups.past.sort((a, b) => start(b) - start(a) || b.bid_id - a.bid_id);
  return groups;
}

export interface CelebEventLink {
  to: To;
  state: Record<string, string>;
}

/**
 * The link to a bid's /dash/celeb-event/ (spec 001 §2): eventId, businessId, bidId and schId in route state, and in
 * the query string too, so a reload or a pasted link opens the same page (lib/use-route-state.ts reads either).
 */
export function celebEventLink(bid: Pick<TalentBid, 'event_id' | 'business_id' | 'bid_id' | 'sch_id'>): CelebEventLink {
  const state: Record<string, string> = {
    eventId: String(bid.event_id),
    businessId: String(bid.business_id),
    bidId: String(bid.bid_id),
  };
  if (bid.sch_id !== null) state.schId = String(bid.sch_id);
  return { to: { pathname: CELEB_EVENT_PATH, search: `?${new URLSearchParams(state)}` }, state };
}
