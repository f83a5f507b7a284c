import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientOverview } from '@stagepass/contract/agency/agency_dashboard_query';
import { NO_DIGEST_YET, NOTHING_NEEDS_ATTENTION, NOTHING_UPCOMING, attentionText } from '@stagepass/domain/agency';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const agency = makeUser({ user_id: 4, username: 'apex', name: 'Apex Agency', is_agency: true, is_user: false });
const tala = { id: 2, name: 'Tala Talent', username: 'tala', image: null, is_business: false, is_specialist: true };
const bay = { id: 3, name: 'Bayside Venue', username: 'bayside', image: null, is_business: true, is_specialist: false };
const LA = 'America/Los_Angeles';

const overview: ClientOverview[] = [
  {
    client: bay,
    upcoming: [
      {
        kind: 'event',
        event_id: 9,
        event_name: 'Harbor Lights',
        start_time: '2026-12-04T03:00:00.000Z',
        end_time: '2026-12-04T07:00:00.000Z',
        time_zone: LA,
        business_name: null,
        draft: false,
      },
    ],
    attention: [
      { kind: 'unread_messages', count: 2, text: attentionText('unread_messages', 2) },
      { kind: 'time_blocks', count: 1, text: attentionText('time_blocks', 1) },
    ],
  },
  {
    client: tala,
    upcoming: [
      {
        kind: 'booking',
        event_id: 9,
        event_name: 'Harbor Lights',
        start_time: '2026-12-04T04:00:00.000Z',
        end_time: '2026-12-04T05:00:00.000Z',
        time_zone: LA,
        business_name: 'Bayside Venue',
        draft: false,
      },
    ],
    attention: [],
  },
  { client: { ...tala, id: 5, name: 'Nia New' }, upcoming: [], attention: [] },
];

function renderDashboard(digest: unknown) {
  useSessionStore.getState().signIn({ session: 'agency-sess', user: agency });
  mockApi({
    agency_get_clients: ok({ clients: [bay, tala], pin_set: true }),
    agency_dashboard_query: ok({ clients: overview, digest }),
    get_pending_rec_requests: ok({ requests: [] }),
  });
  renderApp('/dash/agency-dashboard');
}

async function overviewSection() {
  return within(await screen.findByRole('region', { name: 'Your clients at a glance' }, { timeout: 5000 }));
}

describe('the agency dashboard: each client at a glance (issue 15)', () => {
  it("shows each client's upcoming bookings and events and what needs attention", async () => {
    renderDashboard(null);
    const section = await overviewSection();
    const bayCard = within(await section.findByRole('article', { name: 'Bayside Venue' }));
    expect(
      within(bayCard.getByRole('list', { name: 'Needs attention: Bayside Venue' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 unread messages', '1 time block needs talent']);
    const bayUpcoming = within(bayCard.getByRole('list', { name: 'Upcoming: Bayside Venue' }));
    expect(bayUpcoming.getByText('Harbor Lights')).toBeInTheDocument();
    // In the event's time zone: 7 pm in San Francisco.
    expect(bayUpcoming.getByText('Dec 3, 7:00 pm PST')).toBeInTheDocument();
    expect(bayUpcoming.getByText('Event')).toBeInTheDocument();

    const talaCard = within(section.getByRole('article', { name: 'Tala Talent' }));
    expect(talaCard.getByText(NOTHING_NEEDS_ATTENTION)).toBeInTheDocument();
    expect(talaCard.getByText('Booking')).toBeInTheDocument();
    expect(talaCard.getByText('Dec 3, 8:00 pm PST · Bayside Venue')).toBeInTheDocument();

    const newcomer = within(section.getByRole('article', { name: 'Nia New' }));
    expect(newcomer.getByText(NOTHING_UPCOMING)).toBeInTheDocument();
    expect(section.getByText(NO_DIGEST_YET)).toBeInTheDocument();
  });

  it('shows the latest daily summary', async () => {
    renderDashboard({
      day: '2026-11-22',
      title: 'Your clients on Nov 22, 2026',
      lines: ['Bayside Venue: 1 bid, 2 tickets sold', 'Tala Talent: 1 booking'],
    });
    const digest = within(await (await overviewSection()).findByRole('region', { name: 'Latest daily summary' }));
    expect(digest.getByText('Latest daily summary: Your clients on Nov 22, 2026')).toBeInTheDocument();
    expect(digest.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Bayside Venue: 1 bid, 2 tickets sold',
      'Tala Talent: 1 booking',
    ]);
  });
});
