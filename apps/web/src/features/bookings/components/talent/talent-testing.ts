// Test data of the talent booking screens: bids as specialist_event_query sends them, around one fixed now.

import type { TalentBid } from '@stagepass/contract/bookings/fields';

export const TZ = 'America/Los_Angeles';
/** Fri Feb 20 2026, 10:00 AM in Los Angeles. */
export const NOW = Date.parse('2026-02-20T18:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

export function talentBid(over: Partial<TalentBid> & Pick<TalentBid, 'bid_id' | 'event_id' | 'event_name'>): TalentBid {
  return {
    image_url: null,
    address: '1 Market St, San Francisco, CA',
    time_zone: TZ,
    start_time: '2026-02-28T03:00:00.000Z',
    end_time: '2026-02-28T08:00:00.000Z',
    sb_event_id: over.event_id * 10,
    sb_start_time: '2026-02-28T04:00:00.000Z',
    sb_end_time: '2026-02-28T06:00:00.000Z',
    notes: '',
    business_id: 9,
    business_name: 'Bayside Venue',
    business_photo: null,
    sch_id: 71,
    sp_trait_id: 3,
    sp_trait: 'DJ',
    type: 'bid',
    state: 'Bid',
    bid_state: 'Win',
    max_cents: 30_000,
    price_cents: null,
    approve_bids: false,
    payment_state: null,
    placed_at: iso(NOW - 24 * HOUR),
    closes_at: iso(NOW + 2 * HOUR),
    closed_at: null,
    new_messages: 0,
    unread_reviews: 0,
    ...over,
  };
}

/** Booked for Fri Feb 27, 8–10 PM at $251 (a $300 maximum). */
export const jazz = talentBid({
  bid_id: 500,
  event_id: 50,
  event_name: 'Jazz Night',
  state: 'Booked',
  bid_state: 'Win',
  price_cents: 25_100,
  payment_state: 'Charged',
  closes_at: '2026-02-26T08:00:00.000Z',
  closed_at: '2026-02-26T08:01:00.000Z',
});

/** A $400 bid request on Sat Feb 21, 6–8 PM; bidding closes in 2 h 30 min. */
export const rooftop = talentBid({
  bid_id: 501,
  event_id: 51,
  event_name: 'Rooftop Party',
  start_time: '2026-02-22T01:00:00.000Z',
  end_time: '2026-02-22T06:00:00.000Z',
  sb_start_time: '2026-02-22T02:00:00.000Z',
  sb_end_time: '2026-02-22T04:00:00.000Z',
  state: 'Request',
  bid_state: 'Lose',
  max_cents: 40_000,
  approve_bids: true,
  closes_at: iso(NOW + 2.5 * HOUR),
});

/** A second block of the Rooftop Party, at 9–10 PM: an active $350 bid. */
export const rooftopLate = talentBid({
  ...rooftop,
  bid_id: 502,
  sb_event_id: 511,
  sb_start_time: '2026-02-22T05:00:00.000Z',
  sb_end_time: '2026-02-22T06:00:00.000Z',
  state: 'Bid',
  bid_state: 'Win',
  max_cents: 35_000,
});

/** An active $275 bid on Wed Feb 25; bidding closes in 3 days 4 hours. */
export const gallery = talentBid({
  bid_id: 503,
  event_id: 53,
  event_name: 'Gallery Opening',
  start_time: '2026-02-26T02:00:00.000Z',
  end_time: '2026-02-26T05:00:00.000Z',
  sb_start_time: '2026-02-26T03:00:00.000Z',
  sb_end_time: '2026-02-26T04:00:00.000Z',
  state: 'Bid',
  bid_state: 'Lose',
  max_cents: 27_500,
  closes_at: iso(NOW + (3 * 24 + 4) * HOUR),
});

/** Tomorrow's brunch: the schedule closed an hour ago and this bid was not booked. */
export const brunch = talentBid({
  bid_id: 504,
  event_id: 54,
  event_name: 'Brunch Set',
  start_time: '2026-02-21T18:00:00.000Z',
  end_time: '2026-02-21T21:00:00.000Z',
  sb_start_time: '2026-02-21T19:00:00.000Z',
  sb_end_time: '2026-02-21T20:00:00.000Z',
  state: 'Bid',
  bid_state: 'Lose',
  max_cents: 20_000,
  closes_at: iso(NOW - HOUR),
  closed_at: iso(NOW - HOUR + 60_000),
});

/** A booking whose event ended ten days ago. */
export const piano = talentBid({
  bid_id: 505,
  event_id: 55,
  event_name: 'Piano Night',
  start_time: '2026-02-10T03:00:00.000Z',
  end_time: '2026-02-10T06:00:00.000Z',
  sb_start_time: '2026-02-10T04:00:00.000Z',
  sb_end_time: '2026-02-10T05:00:00.000Z',
  state: 'Booked',
  price_cents: 20_000,
  payment_state: 'Completed',
  closes_at: '2026-02-08T08:00:00.000Z',
  closed_at: '2026-02-08T08:01:00.000Z',
});
