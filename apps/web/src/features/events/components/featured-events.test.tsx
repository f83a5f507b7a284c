import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FEATURED_EVENTS_TITLE } from '@stagepass/domain/events';
import { createQueryClient } from '../../../app/query-client';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../testing';
import { FeaturedEvents } from './featured-events';

const slow = { timeout: 5000 };
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };

describe('Featured Events on the fan landing (spec 001 §2)', () => {
  it('shows at most 3 events after hydration and a See more link to the fan dashboard', async () => {
    const events = [1, 2, 3, 4].map((i) => makeEvent({ event_id: i, event_name: `Show ${i}` }));
    const { sent } = mockApi({ user_events_query: ok({ events, locked: null, position: POSITION }) });
    renderApp('/auth/fanLanding');

    const section = within(await screen.findByRole('region', { name: FEATURED_EVENTS_TITLE }, slow));
    expect(section.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Show 1',
      'Show 2',
      'Show 3',
    ]);
    expect(section.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/dash/user-dashboard');
    expect(sent('user_events_query')).toEqual([{ request: 'user_events_query', featured: true, limit: 3 }]);
  });

  it('shows nothing, and no error notice, when there are no featured events or they cannot be loaded', async () => {
    const { sent } = mockApi({});
    renderApp('/auth/fanLanding');
    await screen.findByRole('heading', { level: 1 }, slow);
    await waitFor(() => expect(sent('user_events_query')).toHaveLength(1));
    // Time for the answer to arrive and any notice to show.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('region', { name: FEATURED_EVENTS_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unknown request/)).not.toBeInTheDocument();
  });

  it('renders a placeholder, and fetches nothing, when prerendered', () => {
    const { calls } = mockApi({});
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <MantineProvider>
            <FeaturedEvents />
          </MantineProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('data-testid="events-loading"');
    expect(html).not.toContain(FEATURED_EVENTS_TITLE);
    expect(calls).toHaveLength(0);
  });
});
