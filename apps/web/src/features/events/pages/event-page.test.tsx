import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventCard } from '@stagepass/contract/events/fields';
import { EVENT_NOT_FOUND, EVENT_PASSWORD_PROMPT, EVENT_PASSWORD_WRONG } from '@stagepass/domain/events';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../testing';

const slow = { timeout: 5000 };
const SF = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' as const };
const answer = (events: EventCard[], locked: 'password_required' | 'password_wrong' | null = null) =>
  ok({ events, locked, position: SF });

const TRAITS = [
  { id: 1, trait: 'DJ', sub_traits: [] },
  { id: 2, trait: 'Comedian', sub_traits: [] },
];

const withBlocks = makeEvent({
  ticket_price_range: [1000, 2500],
  celebs: [[3, 'Tala Talent', null]],
  sb_event: {
    '8': {
      sb_event_id: 8,
      event_id: 41,
      // 9:30 pm to 11 pm in San Francisco
      sb_start_time: '2027-01-01T05:30:00.000Z',
      sb_end_time: '2027-01-01T07:00:00.000Z',
      notes: 'Headline set',
      traits_num: { '1': 2 },
    },
    '7': {
      sb_event_id: 7,
      event_id: 41,
      sb_start_time: '2027-01-01T04:00:00.000Z',
      sb_end_time: '2027-01-01T05:30:00.000Z',
      notes: '',
      traits_num: { '2': 1 },
    },
  },
});

describe('/dash/event/:eventId (spec 001 §2)', () => {
  it('shows the event in its time zone, its map link, prices, talent and time blocks by start', async () => {
    const { sent } = mockApi({
      user_events_query: answer([withBlocks]),
      specialist_trait_query: ok({ traits: TRAITS }),
    });
    renderApp('/dash/event/41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, slow)).toBeInTheDocument();
    expect(sent('user_events_query')[0]).toEqual({ request: 'user_events_query', event_id: 41 });
    expect(screen.getByText(/^Dec 31 · 8:00 pm P[SD]T – 11:00 pm P[SD]T$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=37.794,-122.395',
    );
    expect(screen.getByText('Tickets: $10 - $25')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Talent' })).getByText('Tala Talent')).toBeInTheDocument();

    // The talent each block needs is named once the traits have loaded.
    await screen.findByText('1 × Comedian');
    const blocks = within(screen.getByRole('region', { name: 'Time blocks' })).getAllByRole('listitem');
    expect(blocks.map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Dec 31, 8:00 pm P[SD]T – 9:30 pm P[SD]T1 × Comedian$/),
      expect.stringMatching(/^Dec 31, 9:30 pm P[SD]T – 11:00 pm P[SD]T2 × DJHeadline set$/),
    ]);
    // A visitor gets neither the owner's actions nor a watch toggle (spec 001 §6).
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add time block/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Jazz Night' })).not.toBeInTheDocument();
  });

  it('shows no ticket price before the event has tickets', async () => {
    mockApi({ user_events_query: answer([makeEvent()]) });
    renderApp('/dash/event/41');
    await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, slow);
    expect(screen.queryByText(/^Tickets/)).not.toBeInTheDocument();
    expect(screen.queryByText('Free')).not.toBeInTheDocument();
  });

  it('asks for the password of a private event, says when it is wrong, and shows the event once right', async () => {
    const { sent } = mockApi({
      user_events_query: (body) =>
        body.ev_password === 'sesame'
          ? answer([makeEvent({ private: true })])
          : answer([], body.ev_password === undefined ? 'password_required' : 'password_wrong'),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');

    expect(await screen.findByText(EVENT_PASSWORD_PROMPT, {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(EVENT_PASSWORD_WRONG)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Event password/), 'open up');
    await user.click(screen.getByRole('button', { name: 'View event' }));
    expect(await screen.findByText(EVENT_PASSWORD_WRONG)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Event password/));
    await user.type(screen.getByLabelText(/Event password/), 'sesame');
    await user.click(screen.getByRole('button', { name: 'View event' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz Night' })).toBeInTheDocument();
    expect(sent('user_events_query').map((b) => b.ev_password)).toEqual([undefined, 'open up', 'sesame']);
  });

  it("offers a signed-in fan no watch toggle on someone else's private event (watching carries no password)", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 5 }) });
    mockApi({
      user_events_query: answer([makeEvent({ private: true })]),
      get_watched_items: ok({ items: [], events: [] }),
    });
    renderApp('/dash/event/41');
    await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, slow);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Jazz Night' })).not.toBeInTheDocument();
  });

  it('the owner sees Edit and Add time block; the links carry the event id', async () => {
    useSessionStore
      .getState()
      .signIn({ session: 'tok', user: makeUser({ user_id: 9, is_business: true, is_user: false }) });
    mockApi({
      user_events_query: answer([makeEvent({ draft: true })]),
      get_watched_items: ok({ items: [], events: [] }),
    });
    renderApp('/dash/event/41');

    await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, slow);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Jazz Night' })).toHaveAttribute(
      'href',
      '/dash/updateEvent?eventId=41',
    );
    expect(screen.getByRole('link', { name: 'Add time block' })).toHaveAttribute(
      'href',
      '/dash/create-update-subevent?eventId=41',
    );
    expect(screen.getByRole('button', { name: 'Delete Jazz Night' })).toBeInTheDocument();
    // A business watches events too.
    expect(await screen.findByRole('button', { name: 'Watch Jazz Night' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('Share opens the event link with Copy Link and the QR card', async () => {
    // jsdom has no canvas to draw the code on.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    mockApi({ user_events_query: answer([makeEvent()]) });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    await user.click(await screen.findByRole('button', { name: 'Share' }, slow));
    const dialog = within(screen.getByRole('dialog', { name: 'Share Event' }));
    expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(`${window.location.origin}/dash/event/41`);
    expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    expect(await dialog.findByRole('button', { name: 'Download' }, slow)).toBeInTheDocument();
  });

  it('says so when there is no such event', async () => {
    mockApi({ user_events_query: answer([]) });
    renderApp('/dash/event/41');
    expect(await screen.findByText(EVENT_NOT_FOUND, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Jazz Night' })).toBeNull());
  });
});
