import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TalentBid } from '@stagepass/contract/bookings/fields';
import type { Notification } from '@stagepass/contract/notifications/fields';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { NOW, rooftop, rooftopLate } from '../components/talent/talent-testing';

const slow = { timeout: 10_000 };
/** The first render loads the lazy pages; the machine is shared. */
const LONG = 30_000;
const talent = makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' });
const LINK = '/dash/celeb-event/?eventId=51&businessId=9&bidId=501&schId=71';

const note: Notification = {
  notification_id: 1,
  event_id: 51,
  business_id: 9,
  bid_id: 501,
  sch_id: 71,
  sch_req_id: null,
  title: 'New bid request',
  message: 'Bayside Venue would like to book you for Rooftop Party.',
  image_url: null,
  modified: new Date(NOW - 10 * 60_000).toISOString(),
  state: 'unread',
  type: 'SPECIALIST_EVENT',
  link: null,
};

/** The talent's bids on the Rooftop Party; specialist_update_bid turns the request into a Bid or Rejected. */
function eventServer(request: TalentBid = rooftop) {
  let current = request;
  return mockApi({
    specialist_event_query: (body) => ok({ events: body.event_id === 51 ? [rooftopLate, current] : [] }),
    specialist_update_bid: (body) => {
      current = body.approve_bid ? { ...current, state: 'Bid', bid_state: 'Win' } : { ...current, state: 'Rejected' };
      return ok({ bid: current });
    },
    get_bid_notifications: (body) => ok({ notifications: body.bidId === 501 ? [note] : [] }),
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

const message = () => screen.getByTestId('talent-detailed-message');
const blockTimer = () => within(screen.getByRole('region', { name: 'Your time block' })).getByRole('timer');

describe('/dash/celeb-event/ (spec 001 §2: the talent’s view of an event)', () => {
  it(
    'reads the ids from the query string and shows the bid, its Detailed message, the others and its notifications',
    async () => {
      const { sent } = eventServer();
      renderApp(LINK);

      expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop Party' }, slow)).toBeInTheDocument();
      expect(message()).toHaveTextContent(
        /^Bayside Venue would like to book you for Rooftop Party on Sat, Feb 21, 6:00 pm PST – 8:00 pm PST and has bid \$400\./,
      );
      expect(screen.getByTestId('talent-amount')).toHaveTextContent('Bid $400');
      expect(blockTimer()).toHaveTextContent('Closes in 2h 30m');
      expect(screen.getByRole('region', { name: 'Business' })).toHaveTextContent('Bayside Venue');
      expect(screen.getByRole('link', { name: 'Open the event page' })).toHaveAttribute('href', '/dash/event/51');

      // The talent's other bid on the event, as a card that opens its own page.
      const others = within(screen.getByRole('region', { name: 'Your other bids for this event' }));
      const other = others.getByRole('article', { name: 'Rooftop Party' });
      expect(other).toHaveTextContent(/9:00 pm PST – 10:00 pm PST/);
      expect(other).toHaveTextContent('Bid $350');

      const notes = within(await screen.findByRole('region', { name: 'Notifications about this bid' }));
      expect(await notes.findByRole('listitem', { name: 'New bid request' })).toHaveTextContent('10 minutes ago');
      expect(sent('specialist_event_query')).toEqual([{ request: 'specialist_event_query', event_id: 51 }]);
      expect(sent('get_bid_notifications')).toEqual([{ request: 'get_bid_notifications', bidId: 501 }]);
    },
    LONG,
  );

  it(
    'Approve sends approve_bid true and shows the refetched bid',
    async () => {
      const { sent } = eventServer();
      const user = userEvent.setup();
      renderApp(LINK);

      await user.click(await screen.findByRole('button', { name: 'Approve' }, slow));

      await waitFor(() => expect(message()).toHaveTextContent(/^Bayside Venue has an active bid of \$400/));
      expect(sent('specialist_update_bid')).toEqual([
        { request: 'specialist_update_bid', bid_id: 501, approve_bid: true },
      ]);
      expect(sent('specialist_event_query')).toHaveLength(2);
      expect(sent('get_bid_notifications')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      // The toast (its area mounts with the first toast).
      expect(await screen.findByText('Bid approved. It now competes when bidding closes.')).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'Reject asks first; Cancel sends nothing, confirming sends approve_bid false',
    async () => {
      const { sent } = eventServer();
      const user = userEvent.setup();
      renderApp(LINK);

      await user.click(await screen.findByRole('button', { name: 'Reject' }, slow));
      let dialog = within(await screen.findByRole('dialog', { name: 'Reject this bid?' }));
      expect(dialog.getByText(/Bayside Venue's \$400 bid will be rejected/)).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent('specialist_update_bid')).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Reject' }));
      dialog = within(await screen.findByRole('dialog', { name: 'Reject this bid?' }));
      await user.click(dialog.getByRole('button', { name: 'Reject' }));

      await waitFor(() => expect(message()).toHaveTextContent(/^You declined Bayside Venue's bid for Rooftop Party/));
      expect(sent('specialist_update_bid')).toEqual([
        { request: 'specialist_update_bid', bid_id: 501, approve_bid: false },
      ]);
      expect(sent('specialist_event_query')).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'offers no Approve or Reject once the schedule has closed',
    async () => {
      const closed = { ...rooftop, closes_at: new Date(NOW - 60_000).toISOString() };
      eventServer(closed);
      renderApp(LINK);

      expect(await screen.findByRole('heading', { level: 1, name: 'Rooftop Party' }, slow)).toBeInTheDocument();
      expect(message()).toHaveTextContent(/did not become a booking when bidding closed/);
      expect(blockTimer()).toHaveTextContent(/^Schedule Closed$/);
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'takes the ids from route state, and says so for a bid that is not the talent’s',
    async () => {
      eventServer();
      const { router } = renderApp('/dash/celeb-event/', { eventId: '51', businessId: '9', bidId: '502', schId: '71' });
      expect(await screen.findByTestId('talent-amount', {}, slow)).toHaveTextContent('Bid $350');
      expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

      await router.navigate('/dash/celeb-event/?eventId=51&bidId=999');
      expect(await screen.findByText('This booking or bid was not found.', {}, slow)).toBeInTheDocument();
    },
    LONG,
  );
});
