import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NOT_FOUND,
  EVENT_ENDS_BEFORE_START,
  EVENT_NAME_REQUIRED,
  EVENT_PUBLISHED,
  EVENT_SAVED_AS_DRAFT,
  ONLINE_URL_REQUIRED,
  PRIVATE_EVENT_PASSWORD_REQUIRED,
  PRIVATE_EVENT_PASSWORD_TOO_SHORT,
} from '@stagepass/domain/events';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../testing';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });
const PLACE = {
  formatted_address: '1 Market St, San Francisco, CA 94105, US',
  latitude: 37.794,
  longitude: -122.395,
  locality: 'San Francisco',
  administrative_area: 'CA',
  sub_administrative_area: 'San Francisco County',
  country: 'US',
  time_zone: 'America/Los_Angeles',
};
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };

function step(name: string) {
  return within(screen.getByRole('region', { name }));
}

function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

describe('/dash/createEvent (spec 001 §5 wizard)', () => {
  it('blocks Next on an invalid step and sends the event with create and draft flags on Finish', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const { sent } = mockApi({
      stripe_get_connect_id: ok({ connect_id: 'acct_1', enabled: true, restricted: false }),
      geocode_address: (body) => ok({ results: body.address === 'Nowhere at all' ? [] : [PLACE] }),
      business_create_update_event: ok({ event_id: 77, event: makeEvent({ event_id: 77 }) }),
      user_events_query: ok({ events: [makeEvent({ event_id: 77 })], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/createEvent');

    // Details: an empty name does not pass.
    const name = await screen.findByRole('textbox', { name: /Event name/ }, slow);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Details').getByText(EVENT_NAME_REQUIRED)).toBeInTheDocument();
    await user.type(name, 'Jazz Night');
    expect(screen.getByText('10/50 characters')).toBeInTheDocument();
    expect(name).toHaveAttribute('maxlength', '50');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'An evening of jazz.');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Place & time: an address the geocoder cannot find keeps the step invalid.
    await user.type(step('Place & time').getByRole('textbox', { name: /Address/ }), 'Nowhere at all');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(ADDRESS_NOT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('region', { name: 'Place & time' })).toBeInTheDocument();

    const address = screen.getByRole('textbox', { name: /Address/ });
    await user.clear(address);
    await user.type(address, '1 Market St');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('radio', { name: PLACE.formatted_address })).toBeChecked();
    expect(address).toHaveValue(PLACE.formatted_address);
    expect(screen.getByText(/Times are at the venue \(America\/Los_Angeles\)/)).toBeInTheDocument();

    // The end must come after the start.
    setTime('Starts', '2026-12-31T20:00');
    setTime('Ends', '2026-12-31T19:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Place & time').getByText(EVENT_ENDS_BEFORE_START)).toBeInTheDocument();
    setTime('Ends', '2026-12-31T23:30');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Image is optional.
    expect(step('Image').getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Access: a private event needs its password, an online-only one its URL.
    await user.click(screen.getByRole('checkbox', { name: 'Private event' }));
    await user.click(screen.getByRole('checkbox', { name: 'Online only' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Access').getByText(PRIVATE_EVENT_PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(step('Access').getByText(ONLINE_URL_REQUIRED)).toBeInTheDocument();
    // A password easy to guess is refused before anything is sent.
    await user.type(screen.getByLabelText(/Event password/), 'sesame');
    await user.type(screen.getByRole('textbox', { name: /Online URL/ }), 'https://live.example/jazz');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Access').getByText(PRIVATE_EVENT_PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Event password/), '-night');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Review: a new event is a draft unless published.
    const review = step('Review');
    expect(review.getByText('Jazz Night')).toBeInTheDocument();
    expect(review.getByRole('radio', { name: 'Save as draft' })).toBeChecked();
    await user.click(review.getByRole('radio', { name: 'Publish' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/event/77'));
    expect(sent('business_create_update_event')).toEqual([
      {
        request: 'business_create_update_event',
        create: '1',
        draft: '0',
        event_name: 'Jazz Night',
        description: 'An evening of jazz.',
        address: PLACE.formatted_address,
        sub_administrative_area: 'San Francisco County',
        country: 'US',
        latitude: 37.794,
        longitude: -122.395,
        rawGeolocation: PLACE,
        start_time: '2026-12-31T20:00',
        end_time: '2026-12-31T23:30',
        private: true,
        ev_password: 'sesame-night',
        online_only: true,
        online_url: 'https://live.example/jazz',
      },
    ]);
    expect(await screen.findByText(EVENT_PUBLISHED)).toBeInTheDocument();
    // Typing through five steps takes a while on a busy machine.
  }, 30_000);

  it('shows why a business without an enabled payout account cannot create events yet', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({ stripe_get_connect_id: ok({ connect_id: null, enabled: false, restricted: false }) });
    renderApp('/dash/createEvent');
    expect(await screen.findByRole('button', { name: 'Set up payouts' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Event name/ })).not.toBeInTheDocument();
  });
});

describe('/dash/updateEvent (spec 001 §2, route state eventId)', () => {
  it('opens with the event as stored and saves it back as a draft, with create 0', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const stored = makeEvent({
      draft: true,
      image_url: 'https://cdn.example/jazz.png',
      online_url: 'https://live.example/old',
    });
    const { sent } = mockApi({
      business_events_query: ok({ events: [stored] }),
      business_create_update_event: ok({ event_id: 41, event: stored }),
      user_events_query: ok({ events: [stored], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/updateEvent', { eventId: '41' });

    expect(await screen.findByRole('textbox', { name: /Event name/ }, slow)).toHaveValue('Jazz Night');
    expect(sent('business_events_query')[0]).toEqual({ request: 'business_events_query', event_id: 41 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The stored times, at the venue.
    expect(screen.getByLabelText(/^Starts/)).toHaveValue('2026-12-31T20:00');
    expect(screen.getByLabelText(/^Ends/)).toHaveValue('2026-12-31T23:00');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(step('Image').getByRole('button', { name: 'Remove image' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // spec 001 §4: an online URL left out on save deletes the stored one.
    await user.clear(screen.getByRole('textbox', { name: /Online URL/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(step('Review').getByRole('radio', { name: 'Save as draft' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/event/41'));
    expect(sent('business_create_update_event')).toEqual([
      {
        request: 'business_create_update_event',
        create: '0',
        event_id: 41,
        draft: '1',
        event_name: 'Jazz Night',
        description: 'An evening of jazz by the bay.',
        address: stored.address,
        sub_administrative_area: stored.sub_administrative_area,
        country: 'US',
        latitude: stored.latitude,
        longitude: stored.longitude,
        start_time: '2026-12-31T20:00',
        end_time: '2026-12-31T23:00',
        delete_url: '1',
        private: false,
        online_only: false,
      },
    ]);
    expect(await screen.findByText(EVENT_SAVED_AS_DRAFT)).toBeInTheDocument();
  });
});
