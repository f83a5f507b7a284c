import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_EVENT_BADGES,
  EVENT_HAS_SALES,
  NO_BUSINESS_EVENTS,
  NO_UPCOMING_BUSINESS_EVENTS,
  SUB_EVENT_HAS_BOOKINGS,
  SUB_EVENT_OUTSIDE_EVENT,
  SUB_EVENT_SAVED,
  TIME_BLOCKS_HELP,
  TIME_BLOCKS_HELP_LINK,
} from '@stagepass/domain/events';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { EVENTS_EMPTY_TEXTS } from '../events-texts';
import { makeEvent } from '../testing';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const TRAITS = [
  { id: 1, trait: 'DJ', sub_traits: [] },
  { id: 2, trait: 'Comedian', sub_traits: [] },
];
const block = {
  sb_event_id: 8,
  event_id: 41,
  sb_start_time: '2027-01-01T05:00:00.000Z',
  sb_end_time: '2027-01-01T06:00:00.000Z',
  notes: 'Headline set',
  traits_num: { '1': 2 },
};

function signIn() {
  useSessionStore.getState().signIn({ session: 'tok', user: business });
}

describe('/dash/businessEvents (spec 001 §2)', () => {
  it('lists the business’s events with their badges, upcoming first, and offers Create Event', async () => {
    signIn();
    mockApi({
      business_events_query: ok({
        events: [
          makeEvent({
            event_id: 1,
            event_name: 'Last Year',
            start_time: '2020-05-01T03:00:00.000Z',
            end_time: '2020-05-01T06:00:00.000Z',
            badges: [BUSINESS_EVENT_BADGES.past, BUSINESS_EVENT_BADGES.reviewsAvailable],
          }),
          makeEvent({ badges: [BUSINESS_EVENT_BADGES.needsAttention, BUSINESS_EVENT_BADGES.upcoming] }),
        ],
      }),
    });
    renderApp('/dash/businessEvents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Events' }, slow)).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Jazz Night', 'Last Year']);
    const badges = (i: number) =>
      within(within(cards[i]!).getByRole('list', { name: 'Badges' }))
        .getAllByRole('listitem')
        .map((b) => b.textContent);
    expect(badges(0)).toEqual(['Needs Attention', 'Upcoming Event']);
    expect(badges(1)).toEqual(['Past Event', 'Reviews Available']);
    expect(within(cards[0]!).getByRole('link', { name: 'Jazz Night' })).toHaveAttribute('href', '/dash/event/41');
    expect(within(cards[0]!).getByRole('link', { name: 'Edit Jazz Night' })).toHaveAttribute(
      'href',
      '/dash/updateEvent?eventId=41',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Add time block to Jazz Night' })).toHaveAttribute(
      'href',
      '/dash/create-update-subevent?eventId=41',
    );
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/dash/createEvent');
  });

  it("deletes an event after confirmation, and shows the server's refusal", async () => {
    signIn();
    let sold = true;
    const { sent } = mockApi({
      business_events_query: () => ok({ events: sold ? [makeEvent()] : [] }),
      business_delete_event: () => (sold ? fail(409, EVENT_HAS_SALES) : ok({ event_id: 41 })),
    });
    const user = userEvent.setup();
    renderApp('/dash/businessEvents');

    await user.click(await screen.findByRole('button', { name: 'Delete Jazz Night' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Event?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EVENT_HAS_SALES)).toBeInTheDocument();
    expect(sent('business_delete_event')).toEqual([{ request: 'business_delete_event', event_id: 41 }]);
    expect(screen.getByRole('article', { name: 'Jazz Night' })).toBeInTheDocument();

    sold = false;
    await user.click(screen.getByRole('button', { name: 'Delete Jazz Night' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Event?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(NO_BUSINESS_EVENTS)).toBeInTheDocument();
  });

  it('with no events yet, the empty list itself offers Create Event, to /dash/createEvent', async () => {
    signIn();
    mockApi({ business_events_query: ok({ events: [] }) });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/businessEvents');

    const empty = (await screen.findByText(NO_BUSINESS_EVENTS, undefined, slow)).closest<HTMLElement>(
      '[data-empty-state]',
    )!;
    const create = within(empty).getByRole('link', { name: 'Create Event' });
    expect(create).toHaveAttribute('href', '/dash/createEvent');
    await user.click(create);
    expect(router.state.location.pathname).toBe('/dash/createEvent');
  });
});

describe('/dash/business-dashboard: upcoming events', () => {
  it('shows the next events and links to all of them', async () => {
    signIn();
    mockApi({
      business_events_query: ok({
        events: [
          makeEvent({ event_id: 1, event_name: 'Old Show', end_time: '2020-01-01T00:00:00.000Z' }),
          makeEvent({ badges: [BUSINESS_EVENT_BADGES.upcoming] }),
        ],
      }),
    });
    renderApp('/dash/business-dashboard');
    const section = within(await screen.findByRole('region', { name: 'Upcoming events' }, slow));
    expect(await section.findByRole('article', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(section.queryByRole('article', { name: 'Old Show' })).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/dash/businessEvents');
  });

  it('with nothing upcoming, says what shows there and offers Create Event', async () => {
    signIn();
    mockApi({ business_events_query: ok({ events: [] }) });
    renderApp('/dash/business-dashboard');
    const section = within(await screen.findByRole('region', { name: 'Upcoming events' }, slow));
    expect(await section.findByText(NO_UPCOMING_BUSINESS_EVENTS)).toBeInTheDocument();
    expect(section.getByText(EVENTS_EMPTY_TEXTS.upcomingHint)).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/dash/createEvent');
  });
});

describe('/dash/create-update-subevent (spec 001 §3 Sub-event)', () => {
  it('creates a time block with the talent it needs per trait (traits_num)', async () => {
    signIn();
    const { sent } = mockApi({
      business_events_query: ok({ events: [makeEvent()] }),
      specialist_trait_query: ok({ traits: TRAITS }),
      business_create_update_sub_event: ok({ sb_event_id: 8, event: makeEvent() }),
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/create-update-subevent', { eventId: '41' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Time Block' }, slow)).toBeInTheDocument();
    // A new block starts as the whole event, at the venue.
    expect(await screen.findByLabelText(/^Starts/)).toHaveValue('2026-12-31T20:00');
    expect(screen.getByLabelText(/^Ends/)).toHaveValue('2026-12-31T23:00');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    // Outside the event's times: refused before sending.
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2027-01-01T01:00' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SUB_EVENT_OUTSIDE_EVENT)).toBeInTheDocument();
    expect(sent('business_create_update_sub_event')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2026-12-31T21:00' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2026-12-31T22:30' } });
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Opening set');
    const dj = await screen.findByRole('textbox', { name: 'DJ' });
    await user.clear(dj);
    await user.type(dj, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/event/41'));
    expect(sent('business_create_update_sub_event')).toEqual([
      {
        request: 'business_create_update_sub_event',
        event_id: 41,
        sb_start_time: '2026-12-31T21:00',
        sb_end_time: '2026-12-31T22:30',
        notes: 'Opening set',
        traits_num: { '1': 2 },
      },
    ]);
    expect(await screen.findByText(SUB_EVENT_SAVED)).toBeInTheDocument();
  });

  it("edits a time block, explains time blocks, and shows the server's refusal to delete it", async () => {
    signIn();
    const { sent } = mockApi({
      business_events_query: ok({ events: [makeEvent({ sb_event: { '8': block } })] }),
      specialist_trait_query: ok({ traits: TRAITS }),
      business_delete_sub_event: fail(409, SUB_EVENT_HAS_BOOKINGS),
    });
    const user = userEvent.setup();
    renderApp('/dash/create-update-subevent?eventId=41&sbEventId=8');

    expect(await screen.findByRole('heading', { level: 1, name: 'Update Time Block' }, slow)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Starts/)).toHaveValue('2026-12-31T21:00');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Headline set');
    expect(await screen.findByRole('textbox', { name: 'DJ' })).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: TIME_BLOCKS_HELP_LINK }));
    const help = within(await screen.findByRole('dialog', { name: 'Time blocks' }));
    expect(help.getByText(TIME_BLOCKS_HELP[0])).toBeInTheDocument();
    await user.click(help.getByRole('button', { name: /close/i }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete Time Block?' }));
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    // The server's message, as a notice and on the form.
    expect(await within(screen.getByRole('form', { name: 'Time block' })).findByRole('alert')).toHaveTextContent(
      SUB_EVENT_HAS_BOOKINGS,
    );
    expect(screen.getAllByText(SUB_EVENT_HAS_BOOKINGS).length).toBe(2);
    expect(sent('business_delete_sub_event')).toEqual([{ request: 'business_delete_sub_event', sb_event_id: 8 }]);
  });
});
