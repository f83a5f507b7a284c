import { describe, expect, it } from 'vitest';
import { amountText, canAnswer, celebEventLink, groupTalentBids, talentMessage } from './talent-bid-view';
import { brunch, gallery, jazz, NOW, piano, rooftop, talentBid } from './talent-testing';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const ids = (bids: { bid_id: number }[]) => bids.map((b) => b.bid_id);

describe('the talent dashboard groups', () => {
  it('puts bookings to come first, live bids and requests next, and the rest in Past', () => {
    const g = groupTalentBids([piano, brunch, gallery, rooftop, jazz], NOW);
    expect(ids(g.upcoming)).toEqual([jazz.bid_id]);
    expect(ids(g.bids)).toEqual([rooftop.bid_id, gallery.bid_id]);
    expect(ids(g.past)).toEqual([brunch.bid_id, piano.bid_id]);
  });

  it('keeps a bid in play while its close is processing, and a booking whose block ended during its event', () => {
    const processing = talentBid({
      bid_id: 1,
      event_id: 1,
      event_name: 'Processing',
      closes_at: iso(NOW - 60_000),
      closed_at: null,
      sb_start_time: iso(NOW + 5 * HOUR),
      sb_end_time: iso(NOW + 6 * HOUR),
    });
    const midEvent = talentBid({
      bid_id: 2,
      event_id: 2,
      event_name: 'Mid event',
      state: 'Booked',
      price_cents: 10_000,
      start_time: iso(NOW - 3 * HOUR),
      end_time: iso(NOW + 3 * HOUR),
      sb_start_time: iso(NOW - 2 * HOUR),
      sb_end_time: iso(NOW - HOUR),
    });
    const rejected = talentBid({ bid_id: 3, event_id: 3, event_name: 'Declined', state: 'Rejected' });
    const conflict = talentBid({ bid_id: 4, event_id: 4, event_name: 'Conflict', bid_state: 'Fatal' });
    const g = groupTalentBids([processing, midEvent, rejected, conflict], NOW);
    expect(ids(g.bids)).toEqual([1]);
    expect(ids(g.upcoming)).toEqual([2]);
    expect(ids(g.past).sort()).toEqual([3, 4]);
    expect(talentMessage(processing, 'Abbreviated', NOW)).toBe('Processing');
    expect(talentMessage(conflict, 'Abbreviated', NOW)).toBe('Time conflict');
  });
});

describe('a talent bid', () => {
  it('shows the booking price once booked, else the bid', () => {
    expect(amountText(jazz)).toBe('Booked at $251');
    expect(amountText(gallery)).toBe('Bid $275');
  });

  it('can be approved or rejected only as a request while its schedule is open', () => {
    expect(canAnswer(rooftop, NOW)).toBe(true);
    expect(canAnswer(rooftop, Date.parse(rooftop.closes_at!))).toBe(false);
    expect(canAnswer(gallery, NOW)).toBe(false);
  });

  it('tells a leading active bid from a losing one in the Detailed message', () => {
    expect(talentMessage({ ...gallery, bid_state: 'Win' }, 'Detailed', NOW)).toMatch(/you would be booked for it/);
    expect(talentMessage(gallery, 'Detailed', NOW)).toMatch(/Other bids for that time are ahead of it/);
  });

  it('links to /dash/celeb-event/ with its ids in state and in the query string', () => {
    expect(celebEventLink(rooftop)).toEqual({
      to: { pathname: '/dash/celeb-event/', search: '?eventId=51&businessId=9&bidId=501&schId=71' },
      state: { eventId: '51', businessId: '9', bidId: '501', schId: '71' },
    });
    expect(celebEventLink({ ...rooftop, sch_id: null }).state).not.toHaveProperty('schId');
  });
});
