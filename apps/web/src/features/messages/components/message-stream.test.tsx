import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUSINESS_EVENT_BADGES } from '@stagepass/domain/events';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { MESSAGE_STREAM_URL } from '../lib/message-stream';
import { stubMessageStream } from '../testing';
import { makeEvent } from '../../events/testing';

const slow = { timeout: 5000 };
const fan = makeUser({ user_id: 5, name: 'Fay Fan' });

/** A member whose unread count the server raises when told; the stream is one the test writes to. */
function dashboard(path: string, { stream = true } = {}) {
  useSessionStore.getState().signIn({ session: 'tok', user: fan });
  let unread = 1;
  const api = mockApi({ get_messages: () => ok({ events: [], startable: [], messages: null, unread }) });
  const live = stubMessageStream(api.fn, { stream });
  renderApp(path);
  return {
    ...api,
    ...live,
    setUnread: (n: number) => {
      unread = n;
    },
  };
}

async function inboxItem() {
  const nav = within(await screen.findByRole('navigation', { name: 'Dashboard' }, slow));
  return nav.getByRole('link', { name: /^Inbox/ });
}

describe('the dashboard message stream (issue 13)', () => {
  it('opens one stream on any dashboard page and keeps the sidebar unread badge live', async () => {
    const { streams, send, setUnread } = dashboard('/dash/settings');
    const inbox = await inboxItem();
    expect(await within(inbox).findByLabelText('1 unread message', {}, slow)).toHaveTextContent('1');
    await waitFor(() => expect(streams).toEqual(['Bearer tok']));

    send('ready', {});
    setUnread(3);
    send('message', { event_id: 41, message_ids: [7, 8] });
    expect(await within(inbox).findByLabelText('3 unread messages', {}, slow)).toHaveTextContent('3');

    setUnread(0);
    send('read', { event_id: 41, message_ids: [6, 7, 8] });
    await waitFor(() => expect(within(inbox).queryByLabelText(/unread message/)).toBeNull());
    expect(streams).toHaveLength(1);
  });

  it('on /dash/inbox the page uses the same stream: still one', async () => {
    const { streams, send } = dashboard('/dash/inbox');
    await inboxItem();
    await waitFor(() => expect(streams).toEqual(['Bearer tok']));
    send('ready', {});
    expect(await screen.findByText('Live', {}, slow)).toBeInTheDocument();
    expect(streams).toHaveLength(1);
  });

  it("a live message raises 'New Message' on the business's event card without a reload (business_events_query read again)", async () => {
    const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    let unread = 0;
    const api = mockApi({
      get_messages: () => ok({ events: [], startable: [], messages: null, unread }),
      business_events_query: () =>
        ok({
          events: [
            makeEvent({
              event_id: 41,
              event_name: 'Jazz Night',
              badges: [...(unread > 0 ? [BUSINESS_EVENT_BADGES.newMessage] : []), BUSINESS_EVENT_BADGES.upcoming],
            }),
          ],
        }),
    });
    const { streams, send } = stubMessageStream(api.fn);
    renderApp('/dash/businessEvents');

    await screen.findByRole('article', {}, slow);
    const badges = () =>
      within(within(screen.getByRole('article')).getByRole('list', { name: 'Badges' }))
        .getAllByRole('listitem')
        .map((b) => b.textContent);
    expect(badges()).toEqual(['Upcoming Event']);
    await waitFor(() => expect(streams).toEqual(['Bearer tok']));
    send('ready', {});
    const reads = api.sent('business_events_query').length;

    unread = 1;
    send('message', { event_id: 41, message_ids: [12] });
    await waitFor(() => expect(badges()).toEqual(['New Message', 'Upcoming Event']), slow);
    expect(api.sent('business_events_query').length).toBeGreaterThan(reads);
    expect(streams).toHaveLength(1);
  });

  it('opens no stream for a logged-out visitor', async () => {
    const api = mockApi({});
    renderApp('/dash/user-dashboard');
    await screen.findByRole('navigation', { name: 'Dashboard' }, slow);
    expect(api.fn.mock.calls.some(([url]) => String(url) === MESSAGE_STREAM_URL)).toBe(false);
    expect(api.sent('get_messages')).toEqual([]);
  });
});
