// Test helpers for the business booking screens: a bid and a talent card as the server answers them. Only tests
// import this file.

import type { BusinessBid } from '@stagepass/contract/bookings/fields';
import type { AvailableTalent } from './talent-card';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An instant `ms` from this test's now, as the wire carries it. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
export { HOUR, DAY };

/** A Bid on time block 8 of event 41, leading, its schedule open for two more days. */
export function makeBid(overrides: Partial<BusinessBid> = {}): BusinessBid {
  return {
    bid_id: 501,
    sub_event_id: 8,
    event_id: 41,
    sp_id: 70,
    sp_info: { id: 70, name: 'DJ Nova', photo: null, username: 'djnova' },
    sch_id: 90,
    sp_trait_id: 1,
    sp_trait: 'DJ',
    type: 'BID',
    state: 'Bid',
    bid_state: 'Win',
    max_cents: 300_00,
    price_cents: null,
    book_now_cents: 400_00,
    approve_bids: false,
    slot_full: false,
    payment_state: null,
    sb_start_time: '2027-01-01T05:00:00.000Z',
    sb_end_time: '2027-01-01T06:00:00.000Z',
    placed_at: fromNow(-HOUR),
    closes_at: fromNow(2 * DAY),
    closed_at: null,
    ...overrides,
  };
}

/** A talent whose open schedule covers block 8: rate $200, listed from $230, 12 miles from the venue. */
export function makeTalent(overrides: Partial<AvailableTalent> = {}): AvailableTalent {
  return {
    sp_id: 70,
    name: 'DJ Nova',
    photo: null,
    username: 'djnova',
    sch_id: 90,
    location_name: 'Oakland studio',
    distance: 12.2,
    rate_cents: 200_00,
    listing_price_cents: 230_00,
    book_now_cents: 400_00,
    approve_bids: false,
    closes_at: fromNow(2 * DAY),
    bid: null,
    ...overrides,
  };
}
