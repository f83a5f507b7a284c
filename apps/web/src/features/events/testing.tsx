// Test helpers for the event screens: an event card as the server answers it, and a render with the app's
// providers for widgets tested on their own. Only tests import this file.

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { EventCard } from '@stagepass/contract/events/fields';
import { createQueryClient } from '../../app/query-client';
import { theme } from '../../app/theme';
import { ToastArea } from '../../components/ui/toast-area';

/** An event as every event query answers it (packages/contract/src/events/fields.ts). */
export function makeEvent(overrides: Partial<EventCard> = {}): EventCard {
  return {
    event_id: 41,
    event_name: 'Jazz Night',
    business_id: 9,
    business_name: 'Bayside Venue',
    business_photo: null,
    address: '1 Market St, San Francisco, CA',
    sub_administrative_area: 'San Francisco County',
    country: 'US',
    latitude: 37.794,
    longitude: -122.395,
    // 8 pm to 11 pm on Dec 31 2026 in San Francisco.
    start_time: '2027-01-01T04:00:00.000Z',
    end_time: '2027-01-01T07:00:00.000Z',
    time_zone: 'America/Los_Angeles',
    description: 'An evening of jazz by the bay.',
    image_url: null,
    private: false,
    draft: false,
    online_only: false,
    online_url: null,
    ev_password: null,
    ticket_price_range: [0, 0],
    distance: null,
    celebs: [],
    sb_times: [],
    sb_event: {},
    badges: [],
    bid_id: null,
    sch_id: null,
    state: null,
    bid_state: null,
    sb_start_time: null,
    sb_end_time: null,
    sp_trait: null,
    ...overrides,
  };
}

/** A widget with Mantine (test env: no transitions, no portals), the query client, modals, toasts and a router. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  // A wrapper, so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MantineProvider theme={theme} env="test">
          <ModalsProvider>
            <ToastArea />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
