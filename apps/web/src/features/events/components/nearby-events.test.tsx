import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOAD_MORE_EVENTS,
  NEARBY_DEFAULT_LOCATION_NOTE,
  NEARBY_PAGE_SIZE,
  NEARBY_TODAY,
  NEARBY_UPCOMING,
  NO_NEARBY_EVENTS,
} from '@stagepass/domain/events';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../testing';

const slow = { timeout: 5000 };
const LA = 'America/Los_Angeles';

// Noon in San Francisco on June 15 2026: already 4 am on June 16 in Tokyo.
const NOW = new Date('2026-06-15T19:00:00.000Z');

const EVENTS = [
  makeEvent({
    event_id: 3,
    event_name: 'Tomorrow Jam',
    start_time: '2026-06-16T20:00:00.000Z',
    end_time: '2026-06-16T23:00:00.000Z',
    time_zone: LA,
    distance: 3,
  }),
  makeEvent({
    event_id: 1,
    event_name: 'Lunch Set',
    start_time: '2026-06-15T20:00:00.000Z',
    end_time: '2026-06-15T22:00:00.000Z',
    time_zone: LA,
    distance: 1,
    ticket_price_range: [1500, 1500],
  }),
  // Started yesterday and runs into tomorrow: it covers today.
  makeEvent({
    event_id: 2,
    event_name: 'Weekend Festival',
    start_time: '2026-06-14T18:00:00.000Z',
    end_time: '2026-06-16T04:00:00.000Z',
    time_zone: LA,
    distance: 8,
  }),
  // June 16 at noon in Tokyo: today at the venue, whatever day it is for the visitor.
  makeEvent({
    event_id: 4,
    event_name: 'Tokyo Noon',
    start_time: '2026-06-16T03:00:00.000Z',
    end_time: '2026-06-16T05:00:00.000Z',
    time_zone: 'Asia/Tokyo',
    distance: 5100,
  }),
  makeEvent({
    event_id: 5,
    event_name: 'Next Week',
    start_time: '2026-06-22T02:00:00.000Z',
    end_time: '2026-06-22T05:00:00.000Z',
    time_zone: LA,
    distance: 12,
  }),
];

const SF = { latitude: 37.77, longitude: -122.42, country: 'US' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function names(group: string) {
  const section = within(screen.getByRole('region', { name: group }));
  return section.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
}

describe('nearby events on /dash/user-dashboard (spec 001 §2)', () => {
  it("groups the events into 'Today' (at the venue) and then 'Upcoming', each by start", async () => {
    const { sent } = mockApi({
      user_events_query: ok({ events: EVENTS, locked: null, next_after: null, position: { ...SF, source: 'ip' } }),
    });
    renderApp('/dash/user-dashboard');

    expect(await screen.findByRole('region', { name: NEARBY_TODAY }, slow)).toBeInTheDocument();
    expect(names(NEARBY_TODAY)).toEqual(['Weekend Festival', 'Lunch Set', 'Tokyo Noon']);
    expect(names(NEARBY_UPCOMING)).toEqual(['Tomorrow Jam', 'Next Week']);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf(NEARBY_TODAY)).toBeLessThan(headings.indexOf(NEARBY_UPCOMING));

    // jsdom has no geolocation: the server measures from what it knows (spec 001 §7).
    expect(sent('user_events_query')).toEqual([{ request: 'user_events_query', limit: NEARBY_PAGE_SIZE }]);
    const lunch = within(screen.getByRole('article', { name: 'Lunch Set' }));
    expect(lunch.getByText('$15+')).toBeInTheDocument();
    expect(lunch.getByText('1 mile away')).toBeInTheDocument();
    // A logged-out visitor gets no watch toggle.
    expect(lunch.queryByRole('button', { name: /^Watch/ })).not.toBeInTheDocument();
    expect(screen.queryByText(NEARBY_DEFAULT_LOCATION_NOTE)).not.toBeInTheDocument();
  });

  it('asks near the browser’s position when it is allowed, and members get the watch toggle', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 40.712776, longitude: -74.005974 } } as GeolocationPosition),
      },
    });
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = mockApi({
      user_events_query: ok({
        events: EVENTS.slice(0, 2),
        locked: null,
        next_after: null,
        position: { ...SF, source: 'browser' },
      }),
      get_watched_items: ok({ items: [{ item_id: 1, item_type: 'EVENT', watched_at: NOW.toISOString() }], events: [] }),
    });
    renderApp('/dash/user-dashboard');

    const lunch = within(await screen.findByRole('article', { name: 'Lunch Set' }, slow));
    expect(sent('user_events_query')).toEqual([
      { request: 'user_events_query', latitude: 40.713, longitude: -74.006, limit: NEARBY_PAGE_SIZE },
    ]);
    expect(await lunch.findByRole('button', { name: 'Watch Lunch Set' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('article', { name: 'Tomorrow Jam' })).getByRole('button', { name: 'Watch Tomorrow Jam' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when nothing is near, and when the list is San Francisco’s for want of a position', async () => {
    mockApi({
      user_events_query: ok({ events: [], locked: null, next_after: null, position: { ...SF, source: 'default' } }),
    });
    renderApp('/dash/user-dashboard');
    expect(await screen.findByText(NO_NEARBY_EVENTS, {}, slow)).toBeInTheDocument();
    expect(screen.getByText(NEARBY_DEFAULT_LOCATION_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: NEARBY_TODAY })).not.toBeInTheDocument();
  });

  it("adds the next page with 'Load more events', until the last page", async () => {
    const cursor = { start_time: '2026-06-16T20:00:00.000Z', event_id: 3 };
    const { sent } = mockApi({
      user_events_query: (body) =>
        body.after
          ? ok({ events: EVENTS.slice(4), locked: null, next_after: null, position: { ...SF, source: 'ip' } })
          : ok({ events: EVENTS.slice(0, 4), locked: null, next_after: cursor, position: { ...SF, source: 'ip' } }),
    });
    renderApp('/dash/user-dashboard');
    const more = await screen.findByRole('button', { name: LOAD_MORE_EVENTS }, slow);
    expect(screen.queryByRole('article', { name: 'Next Week' })).not.toBeInTheDocument();
    await userEvent.click(more);
    expect(await screen.findByRole('article', { name: 'Next Week' }, slow)).toBeInTheDocument();
    expect(names(NEARBY_UPCOMING)).toEqual(['Tomorrow Jam', 'Next Week']);
    expect(sent('user_events_query').at(-1)).toEqual({
      request: 'user_events_query',
      limit: NEARBY_PAGE_SIZE,
      after: cursor,
    });
    expect(screen.queryByRole('button', { name: LOAD_MORE_EVENTS })).not.toBeInTheDocument();
  });
});
