import { describe, expect, it } from 'vitest';
import {
  BIDDING_HELP,
  biddingFeeLines,
  type BidStanding,
  type BidState,
  BUSINESS_BID_ORDER,
  businessBidLabel,
  bookingPaymentLabel,
  canFileGrievance,
  compareBusinessBids,
  countSubEventsNeedingAttention,
  filledByTrait,
  fillsSlot,
  GRIEVANCE_WINDOW_MS,
  isSlotFull,
  isTalentPayoutDue,
  needsAttention,
  SCHEDULE_CLOSED,
  scheduleRemainingText,
  TALENT_BID_CASES,
  TALENT_PAYOUT_DELAY_MS,
  talentBidCase,
  talentBidMessage,
  type TalentMessageForm,
  talentEventBadges,
  talentPayoutDueAt,
} from './bids';
import type { Fees } from './fees';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

// Closing at t=10h; the close job finished at 10h05m.
const CLOSES = 10 * H;
const CLOSED = CLOSES + 5 * M;
const open = { closesAt: CLOSES, closedAt: null };
const done = { closesAt: CLOSES, closedAt: CLOSED };
const BEFORE = CLOSES - H;
const DURING = CLOSES + M;
const AFTER = CLOSED + M;

const bid = (state: BidState, bidState: BidStanding | null = null, slotFull = false) => ({
  state,
  bidState,
  slotFull,
});

describe('business-side status labels (spec 001 §4)', () => {
  it("Request: 'Awaiting Approval' (or 'Slot Full') while open, 'Expired' once the schedule is closed", () => {
    expect(businessBidLabel(bid('Request'), open, BEFORE)).toBe('Awaiting Approval');
    expect(businessBidLabel(bid('Request', null, true), open, BEFORE)).toBe('Slot Full');
    expect(businessBidLabel(bid('Request'), open, CLOSES)).toBe('Expired');
    expect(businessBidLabel(bid('Request', null, true), done, AFTER)).toBe('Expired');
  });

  it("Bid with a closed schedule: 'Processing' between the closing time and the end of the close job, then 'Lost'", () => {
    for (const standing of ['Win', 'Lose', 'Fatal'] as const) {
      expect(businessBidLabel(bid('Bid', standing), open, CLOSES)).toBe('Processing');
      expect(businessBidLabel(bid('Bid', standing), open, DURING + D)).toBe('Processing'); // job not finished
      expect(businessBidLabel(bid('Bid', standing), done, DURING)).toBe('Processing');
      expect(businessBidLabel(bid('Bid', standing), done, CLOSED)).toBe('Lost');
      expect(businessBidLabel(bid('Bid', standing, true), done, AFTER)).toBe('Lost');
    }
  });

  it("open Bid: Win 'Leading', Lose 'Losing', either 'Slot Full' when the slot is full; Fatal 'Lost'", () => {
    expect(businessBidLabel(bid('Bid', 'Win'), open, BEFORE)).toBe('Leading');
    expect(businessBidLabel(bid('Bid', 'Win', true), open, BEFORE)).toBe('Slot Full');
    expect(businessBidLabel(bid('Bid', 'Lose'), open, BEFORE)).toBe('Losing');
    expect(businessBidLabel(bid('Bid', 'Lose', true), open, BEFORE)).toBe('Slot Full');
    expect(businessBidLabel(bid('Bid', 'Fatal'), open, BEFORE)).toBe('Lost');
    expect(businessBidLabel(bid('Bid', 'Fatal', true), open, BEFORE)).toBe('Lost');
  });

  it('the final states map to their labels whatever the time', () => {
    const cases: [BidState, string][] = [
      ['Booked', 'Booked'],
      ['Rejected', 'Bid Rejected'],
      ['Reversed', 'Booking Reversed'],
      ['Cancelled', 'Booking Cancelled'],
      ['InsufficientFunds', 'Insufficient Funds'],
    ];
    for (const [state, label] of cases) {
      for (const now of [BEFORE, DURING, AFTER]) expect(businessBidLabel(bid(state, 'Win'), done, now)).toBe(label);
    }
  });

  it("a slot is full once its trait's Booked bids reach traits_num", () => {
    expect(isSlotFull({ '7': 2 }, 7, 1)).toBe(false);
    expect(isSlotFull({ '7': 2 }, '7', 2)).toBe(true);
    expect(isSlotFull({ '7': 2 }, 8, 0)).toBe(true); // no longer asked for
  });
});

describe('business bid list order (spec 001 §4)', () => {
  it('sorts Booked, Bid, Request, Reversed, Cancelled, InsufficientFunds, Rejected', () => {
    const expected: BidState[] = ['Booked', 'Bid', 'Request', 'Reversed', 'Cancelled', 'InsufficientFunds', 'Rejected'];
    expect(BUSINESS_BID_ORDER).toEqual(expected);
    const shuffled = ['Rejected', 'Request', 'InsufficientFunds', 'Booked', 'Cancelled', 'Bid', 'Reversed'] as const;
    expect(
      shuffled
        .map((state) => ({ state }))
        .sort(compareBusinessBids)
        .map((b) => b.state),
    ).toEqual(expected);
  });

  it('keeps the order of bids in the same state', () => {
    const list = [
      { state: 'Bid' as const, id: 1 },
      { state: 'Booked' as const, id: 2 },
      { state: 'Bid' as const, id: 3 },
    ];
    expect(list.sort(compareBusinessBids).map((b) => b.id)).toEqual([2, 1, 3]);
  });
});

describe('talent-side case (spec 001 §4)', () => {
  it('picks the case from state, standing and the closing instants', () => {
    expect(talentBidCase(bid('Request'), open, BEFORE)).toBe('awaitingApproval');
    expect(talentBidCase(bid('Request'), done, AFTER)).toBe('bidLost');
    expect(talentBidCase(bid('Bid', 'Win'), open, BEFORE)).toBe('activeBid');
    expect(talentBidCase(bid('Bid', 'Lose'), open, BEFORE)).toBe('activeBid');
    expect(talentBidCase(bid('Bid', 'Win'), open, DURING)).toBe('processing');
    expect(talentBidCase(bid('Bid', 'Lose'), done, DURING)).toBe('processing');
    expect(talentBidCase(bid('Bid', 'Lose'), done, AFTER)).toBe('bidLost');
    expect(talentBidCase(bid('Bid', 'Fatal'), open, BEFORE)).toBe('timeConflict');
    expect(talentBidCase(bid('Bid', 'Fatal'), done, AFTER)).toBe('timeConflict');
    expect(talentBidCase(bid('Booked', 'Win'), done, AFTER)).toBe('booked');
    expect(talentBidCase(bid('Rejected'), open, BEFORE)).toBe('rejected');
    expect(talentBidCase(bid('Reversed'), done, AFTER)).toBe('refunded');
    expect(talentBidCase(bid('Cancelled'), done, AFTER)).toBe('cancelled');
    expect(talentBidCase(bid('InsufficientFunds'), done, AFTER)).toBe('bidLost');
  });
});

describe('talent-side messages (spec 001 §4: Detailed, Abbreviated, Schedule)', () => {
  const facts = {
    businessName: 'Bayside Venue',
    eventName: 'Piano Night',
    when: 'Sat, Mar 7 · 8:00 PM – 10:00 PM PST',
    amountCents: 300_00,
    currency: 'USD',
  };
  const forms: TalentMessageForm[] = ['Detailed', 'Abbreviated', 'Schedule'];

  it('has a non-empty text for each of the nine cases in every form, distinct per case', () => {
    expect(TALENT_BID_CASES).toHaveLength(9);
    for (const form of forms) {
      const texts = TALENT_BID_CASES.map((kase) => talentBidMessage(kase, form, facts));
      for (const text of texts) expect(text.trim()).not.toBe('');
      expect(new Set(texts).size).toBe(9);
    }
  });

  it('Detailed names the business, the event and the time block, and the amount where it matters', () => {
    for (const kase of TALENT_BID_CASES) {
      const text = talentBidMessage(kase, 'Detailed', facts);
      expect(text).toContain('Bayside Venue');
      expect(text).toContain('Piano Night');
      expect(text).toContain(facts.when);
    }
    for (const kase of ['awaitingApproval', 'activeBid', 'booked', 'refunded'] as const) {
      expect(talentBidMessage(kase, 'Detailed', facts)).toContain('$300');
    }
    expect(talentBidMessage('booked', 'Detailed', facts)).toBe(
      "You're booked! Bayside Venue booked you for Piano Night on Sat, Mar 7 · 8:00 PM – 10:00 PM PST at $300. You are paid 5 days after the event.",
    );
  });

  it('leaves the amount out when there is none', () => {
    const text = talentBidMessage('awaitingApproval', 'Detailed', { ...facts, amountCents: null });
    expect(text).not.toContain('$');
    expect(text).toContain('would like to book you for Piano Night');
    expect(talentBidMessage('activeBid', 'Schedule', { ...facts, amountCents: null })).toBe(
      'Active bid: Piano Night · Bayside Venue',
    );
  });

  it('an active bid says whether it leads', () => {
    const leading = talentBidMessage('activeBid', 'Detailed', { ...facts, leading: true });
    const behind = talentBidMessage('activeBid', 'Detailed', { ...facts, leading: false });
    const unknown = talentBidMessage('activeBid', 'Detailed', facts);
    expect(leading).toContain('If bidding closed now, you would be booked');
    expect(behind).toContain('ahead of it right now');
    expect(new Set([leading, behind, unknown]).size).toBe(3);
  });

  it('Abbreviated is a few words and Schedule is a calendar title', () => {
    expect(talentBidMessage('awaitingApproval', 'Abbreviated', facts)).toBe('Awaiting your approval');
    expect(talentBidMessage('timeConflict', 'Abbreviated', facts)).toBe('Time conflict');
    for (const kase of TALENT_BID_CASES) {
      expect(talentBidMessage(kase, 'Abbreviated', facts).split(' ').length).toBeLessThanOrEqual(3);
    }
    expect(talentBidMessage('booked', 'Schedule', facts)).toBe('Booked: Piano Night · Bayside Venue');
    expect(talentBidMessage('activeBid', 'Schedule', facts)).toBe('Bid $300: Piano Night · Bayside Venue');
  });
});

describe('schedule countdown (spec 001 §4)', () => {
  it('shows the two largest units of the time left', () => {
    expect(scheduleRemainingText(2 * D + 4 * H + 30 * M, 0)).toBe('2d 4h');
    expect(scheduleRemainingText(3 * H + 12 * M + 5 * S, 0)).toBe('3h 12m');
    expect(scheduleRemainingText(45 * M + 10 * S, 0)).toBe('45m 10s');
    expect(scheduleRemainingText(9 * S, 0)).toBe('9s');
    expect(scheduleRemainingText(D, 0)).toBe('1d 0h');
  });
  it('rounds seconds up, so the last moment reads 1s', () => {
    expect(scheduleRemainingText(1, 0)).toBe('1s');
    expect(scheduleRemainingText(CLOSES, CLOSES - 1500)).toBe('2s');
  });
  it("reads 'Schedule Closed' at and after the closing time", () => {
    expect(SCHEDULE_CLOSED).toBe('Schedule Closed');
    expect(scheduleRemainingText(CLOSES, CLOSES)).toBe('Schedule Closed');
    expect(scheduleRemainingText(CLOSES, CLOSES + 1)).toBe('Schedule Closed');
    expect(scheduleRemainingText(CLOSES, CLOSES + D)).toBe('Schedule Closed');
  });
});

describe('talent event card badges (spec 001 §4)', () => {
  // Slot 20h–22h, event ends 23h.
  const base = {
    slotStartMs: 20 * H,
    slotEndMs: 22 * H,
    eventEndMs: 23 * H,
    nowMs: 12 * H,
    newMessages: 0,
    reviewAvailable: false,
  };
  it("Booked: 'Booking' until the slot ends, 'Past Booking' once the event has ended", () => {
    expect(talentEventBadges({ ...base, state: 'Booked' })).toEqual(['Booking']);
    expect(talentEventBadges({ ...base, state: 'Booked', nowMs: 21 * H })).toEqual(['Booking']);
    expect(talentEventBadges({ ...base, state: 'Booked', nowMs: 22 * H + M })).toEqual([]);
    expect(talentEventBadges({ ...base, state: 'Booked', nowMs: 23 * H + M })).toEqual(['Past Booking']);
  });
  it("Request 'Bid Request' and Bid 'Bid' only while the slot start is in the future", () => {
    expect(talentEventBadges({ ...base, state: 'Request' })).toEqual(['Bid Request']);
    expect(talentEventBadges({ ...base, state: 'Request', nowMs: 20 * H })).toEqual([]);
    expect(talentEventBadges({ ...base, state: 'Bid' })).toEqual(['Bid']);
    expect(talentEventBadges({ ...base, state: 'Bid', nowMs: 21 * H })).toEqual([]);
  });
  it('other states carry no state badge', () => {
    for (const state of ['Rejected', 'Reversed', 'Cancelled', 'InsufficientFunds'] as const) {
      expect(talentEventBadges({ ...base, state })).toEqual([]);
    }
  });
  it("adds 'New Message' and 'Review Available' from their flags", () => {
    expect(
      talentEventBadges({ ...base, state: 'Booked', nowMs: 23 * H + M, newMessages: 2, reviewAvailable: true }),
    ).toEqual(['Past Booking', 'New Message', 'Review Available']);
    expect(talentEventBadges({ ...base, state: 'Cancelled', newMessages: 1 })).toEqual(['New Message']);
  });
});

describe('Needs Attention (spec 001 §4)', () => {
  it('counts bookings and leading bids as filling a slot', () => {
    expect(fillsSlot({ state: 'Booked', bidState: 'Win' })).toBe(true);
    expect(fillsSlot({ state: 'Bid', bidState: 'Win' })).toBe(true);
    expect(fillsSlot({ state: 'Bid', bidState: 'Lose' })).toBe(false);
    expect(fillsSlot({ state: 'Bid', bidState: 'Fatal' })).toBe(false);
    expect(fillsSlot({ state: 'Request', bidState: null })).toBe(false);
    expect(fillsSlot({ state: 'InsufficientFunds', bidState: 'Win' })).toBe(false);
    expect(
      filledByTrait([
        { traitId: 1, state: 'Booked', bidState: 'Win' },
        { traitId: 1, state: 'Bid', bidState: 'Win' },
        { traitId: 2, state: 'Bid', bidState: 'Lose' },
        { traitId: 3, state: 'Bid', bidState: 'Win' },
      ]),
    ).toEqual({ '1': 2, '3': 1 });
  });
  it('a sub-event needs attention while any trait needs more than it has', () => {
    const full = { traitsNum: { '1': 2, '2': 1 }, filled: { '1': 2, '2': 1 } };
    const short = { traitsNum: { '1': 2, '2': 1 }, filled: { '1': 2 } };
    const over = { traitsNum: { '1': 1 }, filled: { '1': 3 } };
    expect(needsAttention([])).toBe(false);
    expect(needsAttention([full, over])).toBe(false);
    expect(needsAttention([full, short])).toBe(true);
    expect(countSubEventsNeedingAttention([short, full, short])).toBe(2);
  });
});

describe('booking payments, payouts and grievances (spec 001 §4, §9)', () => {
  it("shows Reversed as 'Refunded' and the other states as they are", () => {
    expect(bookingPaymentLabel('Reversed')).toBe('Refunded');
    for (const state of ['Charged', 'Pending', 'Dispute', 'Completed'] as const) {
      expect(bookingPaymentLabel(state)).toBe(state);
    }
  });
  it('pays talent 5 days after the event, only a Charged payment', () => {
    const end = 100 * D;
    expect(TALENT_PAYOUT_DELAY_MS).toBe(5 * D);
    expect(talentPayoutDueAt(end)).toBe(end + 5 * D);
    expect(isTalentPayoutDue(end, end + 5 * D - 1, 'Charged')).toBe(false);
    expect(isTalentPayoutDue(end, end + 5 * D, 'Charged')).toBe(true);
    for (const state of ['Dispute', 'Pending', 'Completed', 'Reversed'] as const) {
      expect(isTalentPayoutDue(end, end + 6 * D, state)).toBe(false);
    }
  });
  it('takes a grievance up to 4 days after the event, on a Charged payment', () => {
    const end = 100 * D;
    expect(GRIEVANCE_WINDOW_MS).toBe(4 * D);
    expect(canFileGrievance(end, end + 4 * D)).toBe(true);
    expect(canFileGrievance(end, end + 4 * D + 1)).toBe(false);
    expect(canFileGrievance(end, end + D, 'Charged')).toBe(true);
    expect(canFileGrievance(end, end + D, 'Dispute')).toBe(false);
    expect(canFileGrievance(end, end + D, 'Completed')).toBe(false);
  });
});

describe('bidding help (spec 001 §2, §4)', () => {
  it('has the tabs Overview, Bid Status, Grievances and Fees', () => {
    expect(Object.values(BIDDING_HELP.tabs)).toEqual(['Overview', 'Bid Status', 'Grievances', 'Fees']);
  });
  it('Bid Status names Awaiting Approval, Leading, Lost, Won and Insufficient Funds', () => {
    expect(BIDDING_HELP.bidStatus.map((s) => s.heading)).toEqual([
      'Awaiting Approval',
      'Leading',
      'Lost',
      'Won',
      'Insufficient Funds',
    ]);
    expect(BIDDING_HELP.bidStatus[3]?.text).toMatch(/charged.*Booked/);
  });
  it('Fees gives the listing price formula with the served values (spec 001 §9)', () => {
    const fees: Fees = {
      booking_pct: 10,
      booking_handling_fee_cents: 100,
      ticket_pct: 5,
      ticket_flat_fee_cents: 50,
      processor_pct: 2.9,
      processor_flat_fee_cents: 30,
      processor_monthly_pct: 0.25,
      subscription_pct: 10,
      currency: 'USD',
    };
    const lines = biddingFeeLines(fees);
    expect(lines.map((l) => l.text)).toEqual([
      '10% of the rate + $1.00 handling fee per booking',
      '2.9% of the rate + $0.30 per charge',
      // 200 + 12.9 % of 200 (25.80) + 1.00 + 0.30
      'Rate + (10% + 2.9%) of the rate + $1.00 + $0.30. A $200.00 rate is listed at $227.10.',
    ]);
  });
});
