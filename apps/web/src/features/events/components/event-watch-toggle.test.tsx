import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { makeEvent, renderWithProviders } from '../testing';
import { EventWatchToggle } from './event-watch-toggle';

const watchedItem = (id: number) => ({ item_id: id, item_type: 'EVENT', watched_at: '2026-11-20T10:00:00.000Z' });

/** get_watched_items as the server keeps it: watch_item and unwatch_item change what it answers next. */
function watchServer(initial: number[]) {
  const watched = new Set(initial);
  const api = mockApi({
    get_watched_items: () => ok({ items: [...watched].map(watchedItem), events: [] }),
    watch_item: (body) => {
      watched.add(body.item_id as number);
      return ok({ watched: true });
    },
    unwatch_item: (body) => {
      watched.delete(body.item_id as number);
      return ok({ watched: false });
    },
  });
  return { ...api, watched };
}

describe('watch toggle (spec 001 §4, §6)', () => {
  it('starts filled when the event is among the watched events, and unwatching empties it', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent, watched } = watchServer([41]);
    const user = userEvent.setup();
    renderWithProviders(<EventWatchToggle event={makeEvent()} />);

    const toggle = await screen.findByRole('button', { name: 'Watch Jazz Night' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(sent('get_watched_items')[0]).toEqual({ request: 'get_watched_items', item_type: 'EVENT' });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    expect(sent('unwatch_item')).toEqual([{ request: 'unwatch_item', item_id: 41, item_type: 'EVENT' }]);
    expect(watched.has(41)).toBe(false);
    // Unwatching refreshes the watched items (spec 001 §4).
    expect(sent('get_watched_items').length).toBeGreaterThanOrEqual(2);
  });

  it('starts empty for an event not watched, and watching fills it', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = watchServer([7]);
    const user = userEvent.setup();
    renderWithProviders(<EventWatchToggle event={makeEvent()} />);

    const toggle = await screen.findByRole('button', { name: 'Watch Jazz Night' });
    await waitFor(() => expect(sent('get_watched_items')).toHaveLength(1));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(sent('watch_item')).toEqual([{ request: 'watch_item', item_id: 41, item_type: 'EVENT' }]);
  });

  it('is not shown to a logged-out visitor, who asks for no watched items', () => {
    const { calls } = watchServer([41]);
    renderWithProviders(<EventWatchToggle event={makeEvent()} />);
    expect(screen.queryByRole('button', { name: 'Watch Jazz Night' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
