import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessBid } from '@stagepass/contract/bookings/fields';
import { RESPONSE_REQUIRED } from '@stagepass/domain/schedule-requests';
import { useSessionStore } from '../../../../store/session-store';
import { makeUser } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { makeEvent, renderWithProviders } from '../../../events/testing';
import { EventBidsPanel } from './event-bids-panel';
import { DAY, HOUR, fromNow, makeBid } from './testing';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const FOLLOWING = { following: [], counts: { specialists: 0, businesses: 0, total: 0, followers: 0 } };
const block = (id: number, start: string, end: string) => ({
  sb_event_id: id,
  event_id: 41,
  sb_start_time: start,
  sb_end_time: end,
  notes: '',
  traits_num: { '1': 1 },
});
// Two time blocks on Dec 31 2026 in San Francisco: 9–10 pm (block 8) and 10–11 pm (block 9).
const EVENT = makeEvent({
  sb_event: {
    '8': block(8, '2027-01-01T05:00:00.000Z', '2027-01-01T06:00:00.000Z'),
    '9': block(9, '2027-01-01T06:00:00.000Z', '2027-01-01T07:00:00.000Z'),
  },
});

let nextId = 600;
const bid = (name: string, overrides: Partial<BusinessBid>) => {
  const id = nextId++;
  return makeBid({ bid_id: id, sp_id: id, sp_info: { id, name, photo: null, username: null }, ...overrides });
};

function renderPanel(bids: BusinessBid[], needsAttention: number[] = [], event = EVENT, answers = {}) {
  useSessionStore.getState().signIn({ session: 'tok', user: business });
  const api = mockApi({
    business_bids_query: ok({ bids, needs_attention: needsAttention }),
    ...answers,
  });
  renderWithProviders(<EventBidsPanel event={event} />);
  return api;
}

const row = (name: string) => screen.findByRole('listitem', { name }, slow);

describe('the bids panel on the business’s event page (spec 001 §4 labels)', { timeout: 20_000 }, () => {
  it('labels each bid as spec 001 §4 says, with its talent, trait and amount', async () => {
    const open = { closes_at: fromNow(2 * DAY), closed_at: null };
    const processing = { closes_at: fromNow(-HOUR), closed_at: null };
    const closed = { closes_at: fromNow(-2 * HOUR), closed_at: fromNow(-HOUR) };
    const bids = [
      bid('Booked Betty', { state: 'Booked', bid_state: null, price_cents: 251_00, ...closed }),
      bid('Leading Lou', { state: 'Bid', bid_state: 'Win', ...open }),
      bid('Losing Lee', { state: 'Bid', bid_state: 'Lose', ...open }),
      bid('Full Fay', { state: 'Bid', bid_state: 'Win', slot_full: true, ...open }),
      bid('Processing Pat', { state: 'Bid', bid_state: 'Win', ...processing }),
      bid('Lost Lars', { state: 'Bid', bid_state: 'Lose', ...closed }),
      bid('Conflict Cy', { state: 'Bid', bid_state: 'Fatal', ...open }),
      bid('Waiting Wren', { state: 'Request', bid_state: null, ...open }),
      bid('Full Request Fern', { state: 'Request', bid_state: null, slot_full: true, ...open }),
      bid('Expired Eve', { state: 'Request', bid_state: null, ...closed }),
      bid('Reversed Rae', { state: 'Reversed', bid_state: null, ...closed }),
      bid('Cancelled Cal', { state: 'Cancelled', bid_state: null, ...closed }),
      bid('Broke Bo', { state: 'InsufficientFunds', bid_state: null, ...closed }),
      bid('Rejected Ray', { state: 'Rejected', bid_state: null, ...open }),
    ];
    renderPanel(bids);
    const expected: Record<string, string> = {
      'Booked Betty': 'Booked',
      'Leading Lou': 'Leading',
      'Losing Lee': 'Losing',
      'Full Fay': 'Slot Full',
      'Processing Pat': 'Processing',
      'Lost Lars': 'Lost',
      'Conflict Cy': 'Lost',
      'Waiting Wren': 'Awaiting Approval',
      'Full Request Fern': 'Slot Full',
      'Expired Eve': 'Expired',
      'Reversed Rae': 'Booking Reversed',
      'Cancelled Cal': 'Booking Cancelled',
      'Broke Bo': 'Insufficient Funds',
      'Rejected Ray': 'Bid Rejected',
    };
    await row('Booked Betty');
    for (const [name, label] of Object.entries(expected)) {
      expect(within(screen.getByRole('listitem', { name })).getByText(label), name).toBeInTheDocument();
    }
    const betty = screen.getByRole('listitem', { name: 'Booked Betty' });
    expect(within(betty).getByText('DJ · Bid $300 · Booked at $251')).toBeInTheDocument();
    // The server's order is kept (spec 001 §4: Booked, Bid, Request, ...).
    const names = within(screen.getByRole('region', { name: /^Bids for Dec 31 · 9:00 pm/ }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual(Object.keys(expected));
    // The bidding help sits in the header.
    expect(screen.getByRole('button', { name: 'Bidding help' })).toBeInTheDocument();
  });

  it('marks a time block that needs attention, with Find talent to it', async () => {
    renderPanel([bid('Leading Lou', { state: 'Bid', bid_state: 'Win' })], [9]);
    await row('Leading Lou');
    const first = screen.getByRole('region', { name: /^Bids for Dec 31 · 9:00 pm/ });
    const second = screen.getByRole('region', { name: /^Bids for Dec 31 · 10:00 pm/ });
    expect(within(first).queryByText('Needs Attention')).not.toBeInTheDocument();
    expect(within(second).getByText('Needs Attention')).toBeInTheDocument();
    expect(within(second).getByText('No bids on this time block yet.')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: /^Find talent/ })).toHaveAttribute(
      'href',
      '/dash/findCelebsForEvent?eventId=41&sbEventId=9',
    );
  });

  it('freezes the payment of a booking with a description, and withdraws the grievance', async () => {
    // The event ended a day ago: inside the 4-day grievance window.
    const event = makeEvent({ ...EVENT, start_time: fromNow(-DAY - 3 * HOUR), end_time: fromNow(-DAY) });
    const booking = bid('Booked Betty', { state: 'Booked', bid_state: null, price_cents: 251_00 });
    const { sent } = renderPanel([booking], [], event, {
      business_freeze_payment: (body: Record<string, unknown>) => ok({ state: body.withdraw ? 'Charged' : 'Dispute' }),
    });
    const betty = await row('Booked Betty');
    await userEvent.click(within(betty).getByRole('button', { name: 'Freeze Payment: Booked Betty' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze Payment: Booked Betty' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze Payment' }));
    expect(within(dialog).getByText(RESPONSE_REQUIRED)).toBeInTheDocument();
    expect(sent('business_freeze_payment')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /What went wrong/ }), 'No-show at 9 pm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze Payment' }));
    await waitFor(() => expect(sent('business_freeze_payment')).toHaveLength(1));
    expect(sent('business_freeze_payment')[0]).toMatchObject({
      bid_id: booking.bid_id,
      description: 'No-show at 9 pm',
    });
    expect(await within(betty).findByText('Dispute')).toBeInTheDocument();
    expect(within(betty).queryByRole('button', { name: /Freeze Payment/ })).not.toBeInTheDocument();

    await userEvent.click(within(betty).getByRole('button', { name: 'Withdraw grievance' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your grievance?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw grievance' }));
    await waitFor(() => expect(sent('business_freeze_payment')).toHaveLength(2));
    expect(sent('business_freeze_payment')[1]).toMatchObject({ bid_id: booking.bid_id, withdraw: true });
    await waitFor(() => expect(within(betty).queryByText('Dispute')).not.toBeInTheDocument());
    expect(within(betty).getByRole('button', { name: 'Freeze Payment: Booked Betty' })).toBeInTheDocument();
  });

  it('offers Freeze Payment only on bookings, and not after the 4-day window', async () => {
    const ended = (ms: number) => makeEvent({ ...EVENT, start_time: fromNow(-ms - 3 * HOUR), end_time: fromNow(-ms) });
    renderPanel(
      [
        bid('Booked Betty', { state: 'Booked', bid_state: null, price_cents: 251_00 }),
        bid('Leading Lou', { state: 'Bid', bid_state: 'Win' }),
      ],
      [],
      ended(5 * DAY),
    );
    const betty = await row('Booked Betty');
    expect(within(betty).queryByRole('button', { name: /Freeze Payment/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Leading Lou' })).queryByRole('button')).toBeNull();
  });
});

describe("the bids panel's labels on the server's clock (spec 001 §4 'Processing')", { timeout: 20_000 }, () => {
  const T = Date.parse('2026-12-20T18:00:00.000Z');
  const MINUTE = 60_000;
  const at = (ms: number) => new Date(ms).toISOString();
  beforeEach(() => {
    // Timers are faked too (the labels are read again every few seconds), and still run with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(T);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Processing' between the close and the end of its job as the server's clock reads them", async () => {
    // The server's clock is 2 hours behind this browser's. On the server the schedule closes in 10 minutes, and its
    // close job ends a minute later; on this browser's clock both have passed ('Lost' already).
    const serverNow = T - 2 * HOUR;
    const closing = { closes_at: at(serverNow + 10 * MINUTE), closed_at: at(serverNow + 11 * MINUTE) };
    const lou = bid('Leading Lou', { state: 'Bid', bid_state: 'Win', ...closing });
    renderPanel([lou], [], EVENT, {
      business_bids_query: ok({ bids: [lou], needs_attention: [], server_now: at(serverNow) }),
    });
    const label = async (text: string) =>
      expect(await within(await row('Leading Lou')).findByText(text, {}, slow)).toBeInTheDocument();

    await label('Leading');
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE));
    await label('Processing');
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    await label('Lost');
  });
});

describe('the bids panel on /dash/event/:eventId', () => {
  function openEventPage(user = business) {
    useSessionStore.getState().signIn({ session: 'tok', user });
    return mockApi({
      user_events_query: ok({ events: [EVENT], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
      specialist_trait_query: ok({ traits: [{ id: 1, trait: 'DJ', sub_traits: [] }] }),
      user_query_following: ok(FOLLOWING),
      business_bids_query: ok({ bids: [bid('Leading Lou', { state: 'Bid', bid_state: 'Win' })], needs_attention: [] }),
    });
  }

  it('is shown to the event’s business', { timeout: 20_000 }, async () => {
    openEventPage();
    renderApp('/dash/event/41');
    expect(await screen.findByRole('heading', { name: 'Bids and bookings' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await row('Leading Lou')).toBeInTheDocument();
  });

  it('is not shown to anyone else', { timeout: 20_000 }, async () => {
    const { sent } = openEventPage(makeUser({ user_id: 12, is_business: true, is_user: false }));
    renderApp('/dash/event/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bids and bookings' })).not.toBeInTheDocument();
    expect(sent('business_bids_query')).toHaveLength(0);
  });
});
