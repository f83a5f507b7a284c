import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@stagepass/contract/notifications/fields';
import { NO_NOTIFICATIONS, deleteNotificationLabel } from '@stagepass/domain/notifications';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { NOTIFICATIONS_EMPTY_TEXTS } from '../notifications-texts';
import { NotificationList } from './notification-list';

const note = (id: number, o: Partial<Notification> = {}): Notification => ({
  notification_id: id,
  event_id: 40 + id,
  business_id: 9,
  bid_id: 100 + id,
  sch_id: 200 + id,
  sch_req_id: null,
  title: `Note ${id}`,
  message: `Message ${id}`,
  image_url: null,
  modified: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
  state: 'unread',
  type: 'BUSINESS_EVENT',
  link: null,
  ...o,
});

/** The server's notifications: get_notifications filters them; mark and delete change what it answers next. */
function notificationServer(initial: Notification[]) {
  let rows = [...initial];
  const api = mockApi({
    get_notifications: (body) => {
      const shown = rows.filter((n) => n.type === body.type && n.state === body.state);
      const unread = rows.filter((n) => n.type === body.type && n.state === 'unread').length;
      return ok({ notifications: shown, next_before: null, unread });
    },
    mark_notifications_as_read: (body) => {
      const ids = body.notification_ids as number[];
      rows = rows.map((n) => (ids.includes(n.notification_id) ? { ...n, state: 'read' } : n));
      return ok({ notification_ids: ids, unread: rows.filter((n) => n.state === 'unread').length });
    },
    delete_notifications: (body) => {
      const ids = body.notification_ids as number[];
      rows = rows.filter((n) => !ids.includes(n.notification_id));
      return ok({ notification_ids: ids, unread: rows.filter((n) => n.state === 'unread').length });
    },
  });
  return api;
}

function Probe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="path">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </div>
  );
}

function renderList(type: 'BUSINESS_EVENT' | 'SPECIALIST_EVENT') {
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_business: true, is_user: false }) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MantineProvider theme={theme} env="test">
          <Routes>
            <Route path="/" element={<NotificationList type={type} />} />
            <Route path="*" element={<Probe />} />
          </Routes>
        </MantineProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const list = () => within(screen.getByRole('tabpanel'));

describe('NotificationList (spec 001 §2, §4)', () => {
  it('shows Unread and Read tabs of its own type, each row with title, message and relative time', async () => {
    const { sent } = notificationServer([
      note(1, { image_url: 'https://img.test/1.png' }),
      note(2, { state: 'read' }),
      note(3, { type: 'SPECIALIST_EVENT', title: 'Talent only' }),
    ]);
    const user = userEvent.setup();
    renderList('BUSINESS_EVENT');

    expect(screen.getByRole('heading', { name: 'Event Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    expect(list().getByText('Message 1')).toBeInTheDocument();
    expect(list().getByText('5 minutes ago')).toBeInTheDocument();
    expect(list().queryByText('Note 2')).not.toBeInTheDocument();
    expect(screen.queryByText('Talent only')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Unread/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('1 unread')).toBeInTheDocument();
    expect(sent('get_notifications')[0]).toEqual({
      request: 'get_notifications',
      type: 'BUSINESS_EVENT',
      state: 'unread',
      limit: 20,
    });

    await user.click(screen.getByRole('tab', { name: 'Read' }));
    expect(await list().findByText('Note 2')).toBeInTheDocument();
    expect(list().queryByText('Note 1')).not.toBeInTheDocument();
  });

  it('opening an unread business notification marks it read, refetches, and opens its event page', async () => {
    const { sent } = notificationServer([note(1)]);
    const user = userEvent.setup();
    renderList('BUSINESS_EVENT');
    await user.click(await screen.findByText('Note 1'));
    expect(await screen.findByTestId('path')).toHaveTextContent('/dash/event/41');
    await waitFor(() =>
      expect(sent('mark_notifications_as_read')).toEqual([
        { request: 'mark_notifications_as_read', notification_ids: [1] },
      ]),
    );
  });

  it('opening a talent notification goes to /dash/celeb-event/ with eventId, businessId, bidId and schId', async () => {
    const { sent } = notificationServer([note(4, { type: 'SPECIALIST_EVENT', state: 'read' })]);
    const user = userEvent.setup();
    renderList('SPECIALIST_EVENT');
    expect(screen.getByRole('heading', { name: 'Booking Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Read' }));
    await user.click(await screen.findByText('Note 4'));
    expect(await screen.findByTestId('path')).toHaveTextContent(
      '/dash/celeb-event/?eventId=44&businessId=9&bidId=104&schId=204',
    );
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({
      eventId: '44',
      businessId: '9',
      bidId: '104',
      schId: '204',
    });
    // Already read: nothing to mark.
    expect(sent('mark_notifications_as_read')).toEqual([]);
  });

  it('deletes from either tab, and the list is refetched', async () => {
    const { sent } = notificationServer([note(1), note(2), note(5, { state: 'read' })]);
    const user = userEvent.setup();
    renderList('BUSINESS_EVENT');
    await user.click(await screen.findByRole('button', { name: deleteNotificationLabel('Note 1') }));
    await waitFor(() => expect(list().queryByText('Note 1')).not.toBeInTheDocument());
    expect(list().getByText('Note 2')).toBeInTheDocument();
    expect(sent('delete_notifications')).toEqual([{ request: 'delete_notifications', notification_ids: [1] }]);
    const fetches = sent('get_notifications').length;
    expect(fetches).toBeGreaterThanOrEqual(2);

    await user.click(screen.getByRole('tab', { name: 'Read' }));
    await user.click(await list().findByRole('button', { name: deleteNotificationLabel('Note 5') }));
    expect(await list().findByText(NO_NOTIFICATIONS.read)).toBeInTheDocument();
    expect(sent('delete_notifications')).toHaveLength(2);
  });

  it('marking read moves a row from Unread to Read', async () => {
    notificationServer([note(1, { link: null, event_id: null })]);
    const user = userEvent.setup();
    renderList('BUSINESS_EVENT');
    await user.click(await screen.findByText('Note 1'));
    expect(await list().findByText(NO_NOTIFICATIONS.unread)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Read' }));
    expect(await list().findByText('Note 1')).toBeInTheDocument();
  });

  it('an empty list says what will arrive in it, for its own type', async () => {
    notificationServer([]);
    const first = renderList('BUSINESS_EVENT');
    expect(await list().findByText(NO_NOTIFICATIONS.unread)).toBeInTheDocument();
    expect(list().getByText(NOTIFICATIONS_EMPTY_TEXTS.comesHere.BUSINESS_EVENT)).toBeInTheDocument();
    first.unmount();
    renderList('SPECIALIST_EVENT');
    expect(await list().findByText(NOTIFICATIONS_EMPTY_TEXTS.comesHere.SPECIALIST_EVENT)).toBeInTheDocument();
  });
});
