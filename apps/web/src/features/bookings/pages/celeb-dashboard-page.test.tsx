import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import {
  brunch,
  gallery,
  jazz,
  NOW,
  piano,
  rooftop,
  rooftopLate,
  talentBid,
} from '../components/talent/talent-testing';

const slow = { timeout: 10_000 };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The first render loads the lazy pages; the machine is shared. */
const LONG = 30_000;
const talent = makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' });

function talentApi() {
  return mockApi({
    // Newest blocks first, as the server sends them.
    specialist_event_query: (body) =>
      ok({
        events:
          body.event_id === 51
            ? [rooftopLate, rooftop]
            : [jazz, gallery, rooftopLate, rooftop, brunch, piano].filter((b) => b !== rooftopLate),
      }),
    get_notifications: ok({ notifications: [], next_before: null, unread: 0 }),
    get_create_schedule_requests: ok({ requests: [], messages: null }),
    get_bid_notifications: ok({ notifications: [] }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useSessionStore.getState().signIn({ session: 'tok', user: talent });
});
afterEach(() => {
  vi.useRealTimers();
});

const cardNames = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .queryAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

const badgesOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((b) => b.textContent);

describe('/dash/celeb-dashboard (spec 001 §2 Talent home)', () => {
  it(
    'groups the talent’s cards, with their badges, amounts, messages and countdowns (spec 001 §4)',
    async () => {
      const { sent } = talentApi();
      renderApp('/dash/celeb-dashboard');

      expect(await screen.findByRole('region', { name: 'Upcoming bookings' }, slow)).toBeInTheDocument();
      await screen.findAllByRole('article', {}, slow);
      expect(cardNames('Upcoming bookings')).toEqual(['Jazz Night']);
      // Soonest close first.
      expect(cardNames('Bids and requests')).toEqual(['Rooftop Party', 'Gallery Opening']);
      // Newest block first.
      expect(cardNames('Past')).toEqual(['Brunch Set', 'Piano Night']);

      const booked = screen.getByRole('article', { name: 'Jazz Night' });
      expect(badgesOf(booked)).toEqual(['Booking']);
      // The block in the event's time zone, the business, the price and the Abbreviated message.
      expect(booked).toHaveTextContent(/Fri, Feb 27, 8:00 pm PST – 10:00 pm PST/);
      expect(booked).toHaveTextContent('Bayside Venue');
      expect(booked).toHaveTextContent('Booked at $251');
      expect(within(booked).getByTestId('talent-message')).toHaveTextContent(/^Booked$/);
      expect(within(booked).queryByRole('timer')).not.toBeInTheDocument();
      // spec 001 §9: booking cards crop at 1.333.
      const image = within(booked).getByRole('img', { name: 'Jazz Night' });
      expect(image.closest('[style*="--ar-ratio"]')).toHaveStyle('--ar-ratio: 1.333');

      const request = screen.getByRole('article', { name: 'Rooftop Party' });
      expect(badgesOf(request)).toEqual(['Bid Request']);
      expect(request).toHaveTextContent('Bid $400');
      expect(within(request).getByTestId('talent-message')).toHaveTextContent(/^Awaiting your approval$/);
      expect(within(request).getByRole('timer')).toHaveTextContent(/^Closes in 2h 30m$/);

      const bid = screen.getByRole('article', { name: 'Gallery Opening' });
      expect(badgesOf(bid)).toEqual(['Bid']);
      expect(bid).toHaveTextContent('Bid $275');
      expect(within(bid).getByTestId('talent-message')).toHaveTextContent(/^Active bid$/);
      expect(within(bid).getByRole('timer')).toHaveTextContent(/^Closes in 3d 4h$/);

      // Closed without a booking: still a Bid on a block to come, but lost, and the countdown reads 'Schedule Closed'.
      const lost = screen.getByRole('article', { name: 'Brunch Set' });
      expect(badgesOf(lost)).toEqual(['Bid']);
      expect(within(lost).getByTestId('talent-message')).toHaveTextContent(/^Bid lost$/);
      expect(within(lost).getByRole('timer')).toHaveTextContent(/^Schedule Closed$/);

      const past = screen.getByRole('article', { name: 'Piano Night' });
      expect(badgesOf(past)).toEqual(['Past Booking']);
      expect(past).toHaveTextContent('Booked at $200');

      expect(sent('specialist_event_query')).toEqual([{ request: 'specialist_event_query' }]);
      // The talent's notifications (SPECIALIST_EVENT) and schedule requests are on the dashboard too.
      expect(screen.getByRole('region', { name: 'Booking Notifications' })).toBeInTheDocument();
      expect(sent('get_notifications')[0]).toMatchObject({ type: 'SPECIALIST_EVENT', state: 'unread' });
      expect(await screen.findByRole('region', { name: 'Schedule requests' })).toBeInTheDocument();
      // The creator areas stay.
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Tala Talent' })).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'opens /dash/celeb-event/ with eventId, businessId, bidId and schId in route state',
    async () => {
      talentApi();
      const user = userEvent.setup();
      const { router } = renderApp('/dash/celeb-dashboard');

      const card = await screen.findByRole('article', { name: 'Rooftop Party' }, slow);
      await user.click(within(card).getByRole('link', { name: 'Rooftop Party' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-event/'));
      expect(router.state.location.state).toEqual({ eventId: '51', businessId: '9', bidId: '501', schId: '71' });
      // The same ids in the query string, so a reload opens the same bid.
      expect(new URLSearchParams(router.state.location.search).get('bidId')).toBe('501');
      expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop Party' }, slow)).toBeInTheDocument();
    },
    LONG,
  );

  it(
    "counts down and decides on the server's clock when this browser's clock is 2 hours later",
    async () => {
      // The server's clock is 2 hours behind this browser's: the schedule closes 10 minutes after the server's now,
      // which on this browser's clock has already passed (it would read 'Schedule Closed' and 'Processing').
      const serverNow = NOW - 2 * HOUR;
      const late = talentBid({ ...gallery, closes_at: new Date(serverNow + 10 * MINUTE).toISOString() });
      mockApi({
        specialist_event_query: ok({ events: [late], server_now: new Date(serverNow).toISOString() }),
        get_notifications: ok({ notifications: [], next_before: null, unread: 0 }),
        get_create_schedule_requests: ok({ requests: [], messages: null }),
      });
      renderApp('/dash/celeb-dashboard');

      const card = await screen.findByRole('article', { name: 'Gallery Opening' }, slow);
      expect(cardNames('Bids and requests')).toEqual(['Gallery Opening']);
      expect(within(card).getByRole('timer')).toHaveTextContent(/^Closes in (10m 0s|9m 59s)$/);
      expect(within(card).getByTestId('talent-message')).toHaveTextContent(/^Active bid$/);

      // The server's time passes the close: the countdown turns at once (its next tick).
      vi.setSystemTime(NOW + 10 * MINUTE);
      await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent(/^Schedule Closed$/), slow);
    },
    LONG,
  );

  it(
    'says so when the talent has no bids or bookings yet',
    async () => {
      mockApi({
        specialist_event_query: ok({ events: [] }),
        get_notifications: ok({ notifications: [], next_before: null, unread: 0 }),
        get_create_schedule_requests: ok({ requests: [], messages: null }),
      });
      renderApp('/dash/celeb-dashboard');
      expect(await screen.findByText('No upcoming bookings yet.', {}, slow)).toBeInTheDocument();
      expect(screen.getByText('No open bids or bid requests right now.')).toBeInTheDocument();
    },
    LONG,
  );
});
