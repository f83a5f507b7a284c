import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BID_WHOLE_DOLLARS } from '@stagepass/domain/auction';
import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { RESPONSE_REQUIRED } from '@stagepass/domain/schedule-requests';
import { useSessionStore } from '../../../../store/session-store';
import { jsonResponse, makeUser } from '../../../../test/fixtures';
import { fail, mockApi, ok } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { makeEvent, renderWithProviders } from '../../../events/testing';
import { BROWSER_CLOCK } from '../server-clock';
import { TalentCard } from './talent-card';
import { DAY, HOUR, fromNow, makeBid, makeTalent } from './testing';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });
const TRAITS = [
  { id: 1, trait: 'DJ', sub_traits: [] },
  { id: 2, trait: 'Comedian', sub_traits: [] },
];
// 9 pm to 10 pm on Dec 31 2026 in San Francisco, asking for two DJs and a comedian.
const BLOCK = {
  sb_event_id: 8,
  event_id: 41,
  sb_start_time: '2027-01-01T05:00:00.000Z',
  sb_end_time: '2027-01-01T06:00:00.000Z',
  notes: '',
  traits_num: { '1': 2, '2': 1 },
};
const EVENT = makeEvent({ sb_event: { '8': BLOCK } });
const FOLLOWING = { following: [], counts: { specialists: 0, businesses: 0, total: 0, followers: 0 } };

const nova = makeTalent();
const rex = makeTalent({
  sp_id: 71,
  name: 'Rex Beats',
  location_name: 'Berkeley loft',
  distance: 1,
  listing_price_cents: 345_00,
  rate_cents: 300_00,
  book_now_cents: null,
  bid: makeBid({
    bid_id: 502,
    sp_id: 71,
    sp_info: { id: 71, name: 'Rex Beats', photo: null, username: null },
    book_now_cents: null,
  }),
});
const FOUND = {
  specialist: [nova, rex],
  specialist_nosch: [
    { sp_id: 72, name: 'Mia Loop', photo: null, username: null, schedule_request: null },
    { sp_id: 73, name: 'Sam Sync', photo: null, username: null, schedule_request: { req_id: 3, state: 'BUSY' } },
  ],
};

function open(answers: Parameters<typeof mockApi>[0] = {}, path = '/dash/findCelebsForEvent?eventId=41&sbEventId=8') {
  useSessionStore.getState().signIn({ session: 'tok', user: business });
  const api = mockApi({
    business_events_query: ok({ events: [EVENT] }),
    specialist_trait_query: ok({ traits: TRAITS }),
    business_find_specialists_for_sub_event: ok(FOUND),
    user_query_following: ok(FOLLOWING),
    ...answers,
  });
  renderApp(path);
  return api;
}

const card = (name: string) => screen.findByRole('article', { name: `Talent: ${name}` }, slow);

describe('/dash/findCelebsForEvent (spec 001 §2, §7)', { timeout: 20_000 }, () => {
  it('finds talent for the time block and trait, with price, distance, countdown and the current bid', async () => {
    const { sent } = open();
    const novaCard = await card('DJ Nova');
    expect(screen.getByRole('heading', { level: 1, name: 'Find talent' })).toBeInTheDocument();
    // The block of the route and the first trait it asks for.
    expect(screen.getByRole('combobox', { name: 'Time block' })).toHaveValue('8');
    expect(screen.getByRole('combobox', { name: 'Talent' })).toHaveValue('1');
    expect(sent('business_find_specialists_for_sub_event')[0]).toMatchObject({ sb_event_id: 8, trait: 1 });

    expect(within(novaCard).getByText('Oakland studio · 12 miles away')).toBeInTheDocument();
    expect(within(novaCard).getByText('from $230')).toBeInTheDocument();
    expect(within(novaCard).getByText('Book Now $400')).toBeInTheDocument();
    expect(within(novaCard).getByRole('timer')).toHaveTextContent(/^Closes in (1d 23h|2d 0h)$/);
    expect(within(novaCard).getByRole('button', { name: 'Bid on DJ Nova' })).toBeInTheDocument();
    expect(within(novaCard).getByRole('button', { name: /Follow/ })).toBeInTheDocument();

    const rexCard = await card('Rex Beats');
    expect(within(rexCard).getByText('Berkeley loft · 1 mile away')).toBeInTheDocument();
    expect(within(rexCard).getByText('Your bid: $300')).toBeInTheDocument();
    expect(within(rexCard).getByText('Leading')).toBeInTheDocument();
    expect(within(rexCard).queryByText(/^Book Now/)).not.toBeInTheDocument();
    expect(within(rexCard).getByRole('button', { name: 'Change bid' })).toBeInTheDocument();

    // Talent without a schedule for the block: ask them, unless they were asked already.
    const mia = screen.getByRole('listitem', { name: 'Talent: Mia Loop' });
    expect(within(mia).getByRole('button', { name: 'Ask for a schedule: Mia Loop' })).toBeInTheDocument();
    const sam = screen.getByRole('listitem', { name: 'Talent: Sam Sync' });
    expect(within(sam).getByText('Schedule request: Declined (busy)')).toBeInTheDocument();

    // Another trait of the block asks again.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Talent' }), '2');
    await waitFor(() =>
      expect(sent('business_find_specialists_for_sub_event').at(-1)).toMatchObject({ sb_event_id: 8, trait: 2 }),
    );
  });

  it("refuses '12.50' and '$300' with the whole-dollar message, and a bid under the rate", async () => {
    const { sent } = open();
    await userEvent.click(within(await card('DJ Nova')).getByRole('button', { name: 'Bid on DJ Nova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bid on DJ Nova' });
    const amount = within(dialog).getByRole('textbox', { name: /Your maximum bid/ });
    const place = within(dialog).getByRole('button', { name: 'Place bid' });

    await userEvent.type(amount, '12.50');
    await userEvent.click(place);
    expect(within(dialog).getByText(BID_WHOLE_DOLLARS)).toBeInTheDocument();
    expect(BID_WHOLE_DOLLARS).toBe('Bids are whole USD amounts, no decimals and no $ symbol.');

    await userEvent.clear(amount);
    await userEvent.type(amount, '$300');
    await userEvent.click(place);
    expect(within(dialog).getByText(BID_WHOLE_DOLLARS)).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(place);
    expect(
      within(dialog).getByText("Your bid must be at least $200, the talent's rate for this time block."),
    ).toBeInTheDocument();
    expect(sent('bid_book_candidate')).toHaveLength(0);
  });

  it('places a bid with the price in whole dollars and the block, talent and trait ids', async () => {
    const { sent } = open({ bid_book_candidate: ok({ bid: makeBid() }) });
    await userEvent.click(within(await card('DJ Nova')).getByRole('button', { name: 'Bid on DJ Nova' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bid on DJ Nova' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your maximum bid/ }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(sent('bid_book_candidate')).toHaveLength(1));
    const body = sent('bid_book_candidate')[0]!;
    expect(body).toMatchObject({ sb_event_id: 8, sp_id: 70, sp_trait_id: 1, price: 300, type: 'BID' });
    expect(body).not.toHaveProperty('bid_id');
    expect(await screen.findByText('Your bid was placed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bid on DJ Nova' })).not.toBeInTheDocument());
    // The list is read again.
    await waitFor(() => expect(sent('business_find_specialists_for_sub_event').length).toBeGreaterThanOrEqual(2));
  });

  it("changes a bid with its bid_id, and shows the server's refusal on the amount", async () => {
    const { sent } = open({
      bid_book_candidate: fail(400, "Your bid must be at least $350, the talent's rate for this time block.", 'price'),
    });
    await userEvent.click(within(await card('Rex Beats')).getByRole('button', { name: 'Change bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your bid on Rex Beats' });
    const amount = within(dialog).getByRole('textbox', { name: /Your maximum bid/ });
    expect(amount).toHaveValue('300');
    await userEvent.clear(amount);
    await userEvent.type(amount, '320');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save bid' }));
    await waitFor(() => expect(sent('bid_book_candidate')).toHaveLength(1));
    expect(sent('bid_book_candidate')[0]).toMatchObject({
      sp_id: 71,
      price: 320,
      bid_id: 502,
      type: 'BID',
      sp_trait_id: 1,
    });
    expect(
      await within(dialog).findByText("Your bid must be at least $350, the talent's rate for this time block."),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('withdraws a bid after confirmation', async () => {
    const { sent } = open({ business_delete_bid: ok({ deleted: true }) });
    await userEvent.click(within(await card('Rex Beats')).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw your bid?' });
    expect(within(confirm).getByText('Your $300 bid on Rex Beats will be withdrawn.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent('business_delete_bid')).toEqual([{ request: 'business_delete_bid', bid_id: 502 }]));
    expect(await screen.findByText('Your bid was withdrawn.')).toBeInTheDocument();
  });

  it("shows a talent's windows on the event's day", async () => {
    const { sent } = open({
      business_find_availablity: ok({
        windows: [
          {
            sch_id: 90,
            start_time: '2027-01-01T03:00:00.000Z',
            end_time: '2027-01-01T08:00:00.000Z',
            time_zone: 'America/Los_Angeles',
            location_name: 'Oakland studio',
            distance: 12.2,
            rate_cents: 200_00,
            listing_price_cents: 230_00,
            book_now_cents: null,
            approve_bids: true,
            buffer_time: 30,
            max_events: 2,
            closes_at: fromNow(2 * DAY),
            closed_at: null,
            booked: [['2027-01-01T03:00:00.000Z', '2027-01-01T04:00:00.000Z']],
          },
        ],
      }),
    });
    await userEvent.click(within(await card('DJ Nova')).getByRole('button', { name: 'Check availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'DJ Nova on Dec 31' });
    // The block's day at the venue, asked from the venue.
    expect(sent('business_find_availablity')[0]).toMatchObject({
      date: '2026-12-31',
      sp_id: 70,
      latitude: EVENT.latitude,
      longitude: EVENT.longitude,
    });
    expect(await within(dialog).findByText('Oakland studio · 12 miles away')).toBeInTheDocument();
    expect(within(dialog).getByText('Dec 31 · 7:00 pm PST – 12:00 am PST')).toBeInTheDocument();
    expect(within(dialog).getByText('Already booked: Dec 31 · 7:00 pm PST – 8:00 pm PST')).toBeInTheDocument();
    expect(within(dialog).getByText(/Approve Bids/)).toBeInTheDocument();
  });

  it('asks a talent without a schedule for one, with a message that is not empty', async () => {
    const { sent } = open({
      create_schedule_request: ok({
        created: true,
        request: {
          req_id: 5,
          event_id: 41,
          sb_event_id: 8,
          start_time: BLOCK.sb_start_time,
          end_time: BLOCK.sb_end_time,
          time_zone: 'America/Los_Angeles',
          sp_id: 72,
          sp_name: 'Mia Loop',
          sp_photo: null,
          state: 'PENDING',
          sch_id: null,
          new_messages: 0,
          messages: [],
          created_at: fromNow(0),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a schedule: Mia Loop' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Ask Mia Loop for a schedule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(RESPONSE_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Free on New Year’s Eve?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sent('create_schedule_request')[0]).toMatchObject({
        sb_event_id: 8,
        sp_id: 72,
        message: 'Free on New Year’s Eve?',
      }),
    );
    expect(await screen.findByText('Mia Loop was asked for a schedule.')).toBeInTheDocument();
  });

  it("keeps the bid when Book Now meets Insufficient Funds (402), and shows the server's message", async () => {
    const message = 'Insufficient Funds: none of your cards could pay for this booking.';
    const { sent } = open({
      business_find_specialists_for_sub_event: ok({
        specialist: [makeTalent({ bid: makeBid({ bid_state: 'Lose' }) })],
        specialist_nosch: [],
      }),
      bid_book_candidate: fail(402, message, 'bid_id'),
    });
    const novaCard = await card('DJ Nova');
    await userEvent.click(within(novaCard).getByRole('button', { name: 'Book Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Book Now?' });
    expect(within(confirm).getByText(/Book DJ Nova at once for \$400\?/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(sent('bid_book_candidate')).toHaveLength(1));
    expect(sent('bid_book_candidate')[0]).toMatchObject({
      type: 'BOOK_NOW',
      bid_id: 501,
      sb_event_id: 8,
      sp_id: 70,
      sp_trait_id: 1,
      price: 400,
    });
    expect(await within(novaCard).findByText(message)).toBeInTheDocument();
    expect(within(novaCard).getByText('Your bid: $300')).toBeInTheDocument();
    expect(within(novaCard).getByText('Losing')).toBeInTheDocument();
    expect(within(novaCard).getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
  });

  it('shows the new Book Now price when the talent changed it, without booking', async () => {
    const message = 'The Book Now price has changed. Please review the new price.';
    let asked = 0;
    const { sent } = open({
      business_find_specialists_for_sub_event: () => {
        const bookNow = ++asked > 1 ? 450_00 : 400_00;
        return ok({
          specialist: [
            makeTalent({ book_now_cents: bookNow, bid: makeBid({ bid_state: 'Lose', book_now_cents: bookNow }) }),
          ],
          specialist_nosch: [],
        });
      },
      bid_book_candidate: jsonResponse(409, { message, code: 'PRICE_CHANGED', field: 'price' }),
    });
    const novaCard = await card('DJ Nova');
    expect(within(novaCard).getByText('Book Now $400')).toBeInTheDocument();
    await userEvent.click(within(novaCard).getByRole('button', { name: 'Book Now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Book Now?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(sent('bid_book_candidate')).toHaveLength(1));
    expect(await within(novaCard).findByText(message)).toBeInTheDocument();
    expect(await within(novaCard).findByText('Book Now $450')).toBeInTheDocument();
  });

  it('opens on the first time block when the link names none', async () => {
    open({}, '/dash/findCelebsForEvent?eventId=41');
    expect(await screen.findByRole('combobox', { name: 'Time block' }, slow)).toHaveValue('8');
  });

  it('says when the event is not found', async () => {
    open({ business_events_query: ok({ events: [] }) }, '/dash/findCelebsForEvent?eventId=99');
    expect(await screen.findByText(EVENT_NOT_FOUND, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your events' })).toHaveAttribute('href', '/dash/businessEvents');
  });
});

describe('Book Now on a talent card (spec 001 §4)', () => {
  const cases: [string, boolean, Parameters<typeof makeBid>[0]][] = [
    ['a leading bid', true, { state: 'Bid', bid_state: 'Win' }],
    ['a losing bid', true, { state: 'Bid', bid_state: 'Lose' }],
    ['a bid awaiting approval', false, { state: 'Request', bid_state: null }],
    ['a bid lost to a time conflict', false, { state: 'Bid', bid_state: 'Fatal' }],
    ['a schedule without a Book Now price', false, { book_now_cents: null }],
    ['a closed schedule', false, { closes_at: fromNow(-HOUR), closed_at: null }],
    ['a booking', false, { state: 'Booked', bid_state: null, price_cents: 251_00 }],
  ];
  it.each(cases)('%s: Book Now shown %s', (_name, shown, overrides) => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({ user_query_following: ok(FOLLOWING) });
    renderWithProviders(
      <TalentCard
        talent={makeTalent({ bid: makeBid(overrides) })}
        sbEventId={8}
        traitId={1}
        clock={BROWSER_CLOCK}
        nowMs={Date.now()}
        onCheckAvailability={() => {}}
      />,
    );
    const button = screen.queryByRole('button', { name: 'Book Now' });
    if (shown) expect(button).toBeInTheDocument();
    else expect(button).not.toBeInTheDocument();
  });
});
