import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  BusinessScheduleRequest,
  TalentScheduleRequest,
  ThreadMessage,
} from '@stagepass/contract/schedule-requests/fields';
import { useSessionStore } from '../../store/session-store';
import { makeUser } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeEvent, renderWithProviders } from '../events/testing';
import { ScheduleRequestCard } from './components/schedule-request-card';
import { ScheduleRequestList } from './components/schedule-request-list';

const slow = { timeout: 5000 };
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const talent = makeUser({ user_id: 5, is_specialist: true, is_user: false, name: 'Tia Talent' });
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });

// 9 pm to 10 pm on Dec 31 2026 in San Francisco.
const START = '2027-01-01T05:00:00.000Z';
const END = '2027-01-01T06:00:00.000Z';

const message = (overrides: Partial<ThreadMessage>): ThreadMessage => ({
  id: 1,
  from_id: 9,
  from: 'business',
  from_name: 'Bayside Venue',
  message: 'Could you play our opening?',
  created_at: '2026-11-22T12:00:00.000Z',
  read_at: null,
  new: false,
  ...overrides,
});

const request = (overrides: Partial<TalentScheduleRequest> = {}): TalentScheduleRequest => ({
  req_id: 7,
  event_id: 41,
  ev_name: 'Jazz Night',
  image_url: null,
  start_time: START,
  end_time: END,
  time_zone: 'America/Los_Angeles',
  business_id: 9,
  business_name: 'Bayside Venue',
  state: 'PENDING',
  sb_event_id: 3,
  sp_id: 5,
  message: 'Could you play our opening?',
  new_messages: 1,
  sch_id: null,
  badges: ['New Inquiry', 'New Message'],
  slot_started: false,
  created_at: '2026-11-22T12:00:00.000Z',
  ...overrides,
});

const badgesOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((b) => b.textContent);

describe('the schedule request card (spec 001 §2 widgets, §4 badges)', () => {
  it("shows the event, the business, the block in the event's time zone and the badges, and opens the request", () => {
    renderWithProviders(<ScheduleRequestCard request={request()} />);
    const card = screen.getByRole('article', { name: 'Jazz Night' });
    expect(badgesOf(card)).toEqual(['New Inquiry', 'New Message']);
    expect(card).toHaveTextContent('Bayside Venue');
    expect(card).toHaveTextContent('Dec 31 · 9:00 pm PST – 10:00 pm PST');
    expect(within(card).getByRole('img', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Jazz Night' })).toHaveAttribute('href', '/dash/sch-request/41/7');
  });

  it.each<[TalentScheduleRequest['state'], string[]]>([
    ['CREATED', ['Created Schedule']],
    ['BUSY', ['Decline Inquiry']],
    ['PENDING', ['New Inquiry']],
  ])('shows the %s badge', (state, badges) => {
    renderWithProviders(<ScheduleRequestCard request={request({ state, badges, new_messages: 0 })} />);
    expect(badgesOf(screen.getByRole('article', { name: 'Jazz Night' }))).toEqual(badges);
  });

  it('shows no badge list for a past slot', () => {
    renderWithProviders(<ScheduleRequestCard request={request({ badges: [], slot_started: true })} />);
    expect(screen.queryByRole('list', { name: 'Badges' })).not.toBeInTheDocument();
  });

  it('lists the talent’s requests from get_create_schedule_requests', async () => {
    const { sent } = mockApi({
      get_create_schedule_requests: ok({
        requests: [request(), request({ req_id: 8, ev_name: 'Blues Brunch', badges: ['Created Schedule'] })],
        messages: null,
      }),
    });
    renderWithProviders(<ScheduleRequestList />);
    const blues = await screen.findByRole('article', { name: 'Blues Brunch' }, slow);
    expect(badgesOf(blues)).toEqual(['Created Schedule']);
    expect(screen.getByRole('heading', { name: 'Schedule requests' })).toBeInTheDocument();
    expect(sent('get_create_schedule_requests')[0]).toEqual({ request: 'get_create_schedule_requests' });
  });
});

describe('the schedule request page (/dash/sch-request/:eventId/:requestId)', () => {
  function open(overrides: Partial<TalentScheduleRequest> = {}, state?: unknown) {
    useSessionStore.getState().signIn({ session: 'tok', user: talent });
    const api = mockApi({
      get_create_schedule_requests: ok({
        requests: [request({ new_messages: 0, badges: ['New Inquiry'], ...overrides })],
        messages: [message({ new: true, read_at: '2026-11-22T13:00:00.000Z' })],
      }),
      update_create_schedule_request: (body) =>
        ok({ request: request({ state: (body.state as TalentScheduleRequest['state']) ?? 'PENDING' }) }),
    });
    const view = renderApp('/dash/sch-request/41/7', state);
    return { ...api, ...view };
  }

  it('shows the request and its thread, read by its id from the path', async () => {
    const { sent } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, slow)).toBeInTheDocument();
    expect(sent('get_create_schedule_requests')[0]).toMatchObject({ req_id: 7 });
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(thread).toHaveTextContent('Could you play our opening?');
    expect(within(thread).getByText('New Message')).toBeInTheDocument();
    expect(screen.getByText('Dec 31 · 9:00 pm PST – 10:00 pm PST')).toBeInTheDocument();
  });

  it('reads the request id from route state first', async () => {
    const { sent } = open({}, { eventId: '41', requestId: '12' });
    await screen.findByRole('heading', { level: 1, name: 'Jazz Night' }, slow);
    expect(sent('get_create_schedule_requests')[0]).toMatchObject({ req_id: 12 });
  });

  it("replies through the alert dialog: empty input gives 'Please enter a response!'", async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Reply' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to the business' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please enter a response!')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Your response/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please enter a response!')).toBeInTheDocument();
    expect(sent('update_create_schedule_request')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Your response/ }), 'What is the fee? ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent('update_create_schedule_request')).toHaveLength(1));
    expect(sent('update_create_schedule_request')[0]).toEqual({
      request: 'update_create_schedule_request',
      sch_req_id: 7,
      message: 'What is the fee?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The request is read again.
    await waitFor(() => expect(sent('get_create_schedule_requests').length).toBeGreaterThanOrEqual(2));
  }, 20_000);

  it("declines with 'Decline Inquiry' (state BUSY)", async () => {
    const user = userEvent.setup();
    const { sent } = open();
    await user.click(await screen.findByRole('button', { name: 'Decline Inquiry' }, slow));
    await waitFor(() => expect(sent('update_create_schedule_request')).toHaveLength(1));
    expect(sent('update_create_schedule_request')[0]).toEqual({
      request: 'update_create_schedule_request',
      sch_req_id: 7,
      state: 'BUSY',
    });
  });

  it('opens /dash/scheduling with the request to link and the block to cover', async () => {
    const user = userEvent.setup();
    const { router } = open();
    const seen: { pathname: string; state: unknown }[] = [];
    router.subscribe((s) => seen.push({ pathname: s.location.pathname, state: s.location.state }));
    await user.click(await screen.findByRole('button', { name: 'Create Schedule' }, slow));
    await waitFor(() =>
      expect(seen).toContainEqual({ pathname: '/dash/scheduling', state: { schReqId: 7, start: START, end: END } }),
    );
  });

  it.each<[string, Partial<TalentScheduleRequest>, string]>([
    [
      'a schedule was created',
      { state: 'CREATED', sch_id: 4, badges: ['Created Schedule'] },
      'You created a schedule for this request.',
    ],
    ['the slot started', { badges: [], slot_started: true }, 'This time block has started.'],
  ])('offers neither Decline nor Create Schedule once %s; Reply stays', async (_, overrides, note) => {
    open(overrides);
    expect(await screen.findByText(note, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline Inquiry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Schedule' })).not.toBeInTheDocument();
  });

  it('shows the server’s message for a request that is not the talent’s', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: talent });
    mockApi({
      get_create_schedule_requests: () =>
        new Response(JSON.stringify({ message: 'Schedule request not found', code: 'NOT_FOUND' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderApp('/dash/sch-request/41/99');
    expect(await screen.findByText('Schedule request not found', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeInTheDocument();
  });
});

describe("the business's schedule requests on its event page", () => {
  const businessRequest = (overrides: Partial<BusinessScheduleRequest> = {}): BusinessScheduleRequest => ({
    req_id: 7,
    event_id: 41,
    sb_event_id: 3,
    start_time: START,
    end_time: END,
    time_zone: 'America/Los_Angeles',
    sp_id: 5,
    sp_name: 'Tia Talent',
    sp_photo: null,
    state: 'PENDING',
    sch_id: null,
    new_messages: 1,
    messages: [
      message({}),
      message({ id: 2, from_id: 5, from: 'talent', from_name: 'Tia Talent', message: 'What is the fee?', new: true }),
    ],
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  });

  function open() {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    return mockApi({
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
      business_ticket_query: ok({ tickets: [] }),
      get_guest_list: ok({
        guests: [],
        counts: { checked_in: 0, sold: 0 },
        manager_password_set: false,
        conflicts: [],
      }),
      business_get_schedule_requests: ok({ requests: [businessRequest()] }),
      business_update_schedule_request: ok({ request: businessRequest({ new_messages: 0 }) }),
    });
  }

  it('lists the talent asked, opens a thread (marking it read) and replies; an empty reply is refused', async () => {
    const user = userEvent.setup();
    const { sent } = open();
    renderApp('/dash/event/41');
    const heading = await screen.findByRole('heading', { name: 'Schedule requests' }, slow);
    const panel = heading.closest('section')!;
    const item = await within(panel).findByRole('button', { name: /Tia Talent, Dec 31 · 9:00 pm PST/ }, slow);
    expect(panel).toHaveTextContent('1 new message');
    expect(sent('business_get_schedule_requests')[0]).toEqual({
      request: 'business_get_schedule_requests',
      event_id: 41,
    });

    await user.click(item);
    await waitFor(() =>
      expect(sent('business_get_schedule_requests')).toContainEqual({
        request: 'business_get_schedule_requests',
        event_id: 41,
        read_req_id: 7,
      }),
    );
    expect(await within(panel).findByRole('list', { name: 'Messages' }, slow)).toHaveTextContent('What is the fee?');

    const box = within(panel).getByRole('textbox', { name: /Message to Tia Talent/ });
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(within(panel).getByText('Please enter a response!')).toBeInTheDocument();
    expect(sent('business_update_schedule_request')).toEqual([]);

    await user.type(box, ' $400 for the hour ');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent('business_update_schedule_request')).toHaveLength(1));
    expect(sent('business_update_schedule_request')[0]).toEqual({
      request: 'business_update_schedule_request',
      sch_req_id: 7,
      message: '$400 for the hour',
    });
    await waitFor(() => expect(box).toHaveValue(''));
  }, 20_000);

  it('is not shown to anyone but the event’s business', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: talent });
    const { sent } = mockApi({
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
      get_tickets_for_event: ok({ tickets: [] }),
    });
    renderApp('/dash/event/41');
    await screen.findByRole('heading', { name: 'Jazz Night' }, slow);
    expect(screen.queryByRole('heading', { name: 'Schedule requests' })).not.toBeInTheDocument();
    expect(sent('business_get_schedule_requests')).toEqual([]);
  });
});
