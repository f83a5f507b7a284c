import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_WATCHED_EVENTS } from '@stagepass/domain/events';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { EVENTS_EMPTY_TEXTS } from '../events-texts';
import { makeEvent } from '../testing';

describe('/dash/watchlist (spec 001 §2, §4)', () => {
  it('lists the watched events; unwatching one refreshes the list', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const events = [makeEvent(), makeEvent({ event_id: 42, event_name: 'Comedy Hour', distance: 2 })];
    const watched = new Set([41, 42]);
    const { sent } = mockApi({
      get_watched_items: () =>
        ok({
          items: [...watched].map((id) => ({ item_id: id, item_type: 'EVENT', watched_at: '2026-11-20T10:00:00Z' })),
          events: events.filter((e) => watched.has(e.event_id)),
        }),
      unwatch_item: (body) => {
        watched.delete(body.item_id as number);
        return ok({ watched: false });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/watchlist');

    expect(await screen.findByRole('heading', { level: 1, name: 'Watchlist' }, { timeout: 5000 })).toBeInTheDocument();
    const comedy = within(await screen.findByRole('article', { name: 'Comedy Hour' }));
    expect(screen.getByRole('article', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(comedy.getByText('2 miles away')).toBeInTheDocument();

    await user.click(comedy.getByRole('button', { name: 'Watch Comedy Hour' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comedy Hour' })).not.toBeInTheDocument());
    expect(sent('unwatch_item')).toEqual([{ request: 'unwatch_item', item_id: 42, item_type: 'EVENT' }]);
    expect(screen.getByRole('article', { name: 'Jazz Night' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Watch Jazz Night' }));
    expect(await screen.findByText(NO_WATCHED_EVENTS)).toBeInTheDocument();
  });

  it('with nothing watched, offers the events near you, on the fan dashboard', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({ get_watched_items: ok({ items: [], events: [] }) });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/watchlist');

    expect(await screen.findByText(NO_WATCHED_EVENTS, undefined, { timeout: 5000 })).toBeInTheDocument();
    const find = screen.getByRole('link', { name: EVENTS_EMPTY_TEXTS.findEvents });
    expect(find).toHaveAttribute('href', '/dash/user-dashboard');
    await user.click(find);
    expect(router.state.location.pathname).toBe('/dash/user-dashboard');
  });
});
