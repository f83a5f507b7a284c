import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventCard } from '@stagepass/contract/events/fields';
import type { SaleTicket } from '@stagepass/contract/tickets/fields';
import {
  BUY_TICKETS,
  GET_FREE_TICKETS,
  JOIN_WAITLIST,
  LEAVE_WAITLIST,
  ON_WAITLIST,
  PRIVATE_CODE_PROMPT,
  PURCHASE_DONE,
  SOLD_OUT,
  TICKET_PRICE_CHANGED,
  WAITLIST_OFFER_HELD,
} from '@stagepass/domain/tickets';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';
import { makePurchase, makeSaleTicket, stubCardTokens } from '../testing';

const slow = { timeout: 5000 };
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const fan = makeUser({ user_id: 5 });
const VISA = { id: 'card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };
const MC = { id: 'card_mc', brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2030 };

type Body = Record<string, unknown>;

/** ticketing_charges as the server works it out: $1.50 + 5% fee per ticket, 8.5% sales tax when the ticket has it. */
function charges(tickets: SaleTicket[]) {
  return (body: Body) => {
    const t = tickets.find((x) => x.ticket_id === body.ticket_id)!;
    const q = Number(body.quantity);
    const subtotal = t.price * q;
    const fee = t.price === 0 ? 0 : Math.round(t.price * 0.05 + 150) * q;
    const taxes = t.tax_details.map((x) => ({ ...x, amount_cents: Math.round((subtotal * x.rate_pct) / 100) }));
    const tax = taxes.reduce((s, x) => s + x.amount_cents, 0);
    return ok({
      quantity: q,
      unit_price_cents: t.price,
      subtotal_cents: subtotal,
      fee_cents: fee,
      taxes,
      tax_cents: tax,
      total_cents: subtotal + fee + tax,
      currency: 'USD',
    });
  };
}

function page(
  tickets: SaleTicket[],
  extra: Parameters<typeof mockApi>[0] = {},
  event: EventCard = makeEvent({ ticket_price_range: [0, 2500] }),
) {
  return mockApi({
    user_events_query: ok({ events: [event], locked: null, position: POSITION }),
    get_watched_items: ok({ items: [], events: [] }),
    get_tickets_for_event: ok({ tickets, currency: 'USD', time_zone: 'America/Los_Angeles', code_rejected: false }),
    ticketing_charges: charges(tickets),
    stripe_retrieve_sources: ok({
      sources: [MC, VISA],
      default_source: VISA.id,
      provider: 'sandbox',
      publishable_key: null,
    }),
    user_get_online_url: ok({ online_url: null }),
    ...extra,
  });
}

const headersOf = (fn: ReturnType<typeof mockApi>['fn'], request: string) =>
  fn.mock.calls
    .filter(([, init]) => JSON.parse(String(init?.body ?? '{}')).request === request)
    .map(([, init]) => (init?.headers ?? {}) as Record<string, string>);

const ticketCard = (name: string) => within(screen.getByRole('article', { name }));

const GA = makeSaleTicket({ tax_details: [{ type: 'Sales tax', rate_pct: 8.5 }] });

describe('the ticket area of /dash/event/:eventId (spec 001 §4, §7 Tickets)', () => {
  it('shows a visitor each ticket with its availability, and the charges, but a sign-in prompt instead of Buy', async () => {
    const soldOut = makeSaleTicket({ ticket_id: 6, name: 'VIP', price: 9000, remaining: 0, availability: SOLD_OUT });
    const { sent } = page([GA, soldOut]);
    const user = userEvent.setup();
    renderApp('/dash/event/41');

    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    expect(screen.getByRole('heading', { level: 2, name: 'Tickets' })).toBeInTheDocument();
    expect(ga.getByText('Available until Dec 31, 6:00 pm PST · 20 left')).toBeInTheDocument();
    expect(ga.getByText('$25.00')).toBeInTheDocument();
    expect(ga.getByText('Entry for one.')).toBeInTheDocument();
    expect(ticketCard('VIP').getByText(SOLD_OUT)).toBeInTheDocument();
    // Sold out: nothing to choose, and no waitlist without an account: a visitor is asked to log in for it.
    expect(ticketCard('VIP').queryByRole('combobox')).not.toBeInTheDocument();
    expect(ticketCard('VIP').queryByRole('button', { name: JOIN_WAITLIST })).not.toBeInTheDocument();
    expect(ticketCard('VIP').getByText('Log in to join the waitlist.')).toBeInTheDocument();
    expect(ticketCard('VIP').getByRole('button', { name: 'Log In' })).toBeInTheDocument();

    // At most what remains.
    const quantity = ga.getByRole('combobox', { name: 'Quantity: General Admission' });
    expect(within(quantity).getAllByRole('option')).toHaveLength(21);
    await user.selectOptions(quantity, '2');
    const table = await screen.findByRole('table', { name: 'Price of 2 × General Admission' });
    expect(within(table).getByRole('row', { name: 'Subtotal $50.00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Fees $5.50' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Sales tax (8.5%) $4.25' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total $59.75' })).toBeInTheDocument();
    expect(sent('ticketing_charges').at(-1)).toEqual({ request: 'ticketing_charges', ticket_id: 5, quantity: 2 });

    expect(screen.getByText('Log in to buy tickets.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUY_TICKETS })).not.toBeInTheDocument();
    expect(sent('stripe_retrieve_sources')).toHaveLength(0);
  });

  it('bounds the quantity by the purchase limit less what the buyer holds', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    page([makeSaleTicket({ purchase_limit: 4, held: 1 })]);
    renderApp('/dash/event/41');
    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    const options = within(ga.getByRole('combobox', { name: /^Quantity/ })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['0', '1', '2', '3']);
  });

  it('offers one of a private ticket at a time: its code admits one guest', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    page([makeSaleTicket({ ticket_id: 9, name: 'Backstage', private: true, remaining: 10 })]);
    renderApp('/dash/event/41?code=AbCdE12345');
    const card = within(await screen.findByRole('article', { name: 'Backstage' }, slow));
    const options = within(card.getByRole('combobox', { name: /^Quantity/ })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['0', '1']);
  });

  it('pays with the default saved card; a decline shows the provider’s message and keeps the form', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    let attempt = 0;
    const { sent, fn } = page([GA], {
      user_purchase_tickets: () =>
        ++attempt === 1
          ? fail(402, 'Your card was declined.', 'payment_method')
          : ok({ purchase: makePurchase({ purchase_id: 78 }) }),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');

    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '2');
    // The charges come before the card and the button.
    expect(await screen.findByRole('row', { name: 'Total $59.75' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242, expires 12/31' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mastercard •••• 4444, expires 03/30' })).not.toBeChecked();
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    // The form stays as it was, to try another card.
    expect(screen.getByRole('button', { name: BUY_TICKETS })).toBeInTheDocument();
    expect(ga.getByRole('combobox', { name: /^Quantity/ })).toHaveValue('2');

    await user.click(screen.getByRole('radio', { name: /^Mastercard/ }));
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(PURCHASE_DONE);
    expect(within(done).getByRole('link', { name: 'See your purchases' })).toHaveAttribute('href', '/dash/purchases');
    expect(within(done).getByRole('link', { name: 'Print tickets' })).toHaveAttribute(
      'href',
      '/dash/print-ticket-page/78',
    );

    expect(sent('user_purchase_tickets')).toEqual([
      {
        request: 'user_purchase_tickets',
        event_id: 41,
        ticket_id: 5,
        quantity: 2,
        price: 2500,
        payment_company: 'Stripe',
        payment_method: 'card_visa',
        is_token: 0,
      },
      expect.objectContaining({ payment_method: 'card_mc', is_token: 0 }),
    ]);
    // Each attempt has its key; a declined one is not retried under its key.
    const [first, second] = headersOf(fn, 'user_purchase_tickets');
    expect(first!['Idempotency-Key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second!['Idempotency-Key']).not.toBe(first!['Idempotency-Key']);
  });

  it('retries a purchase whose answer was lost under the same Idempotency-Key', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    let attempt = 0;
    const { fn } = page([GA], {
      user_purchase_tickets: () =>
        ++attempt === 1 ? fail(503, 'Service unavailable') : ok({ purchase: makePurchase() }),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');
    await screen.findByRole('radio', { name: /^Visa/ });
    await user.click(await screen.findByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('status')).toHaveTextContent(PURCHASE_DONE);
    const [first, second] = headersOf(fn, 'user_purchase_tickets');
    expect(second!['Idempotency-Key']).toBe(first!['Idempotency-Key']);
  });

  it('pays with a new card as a one-time token, or saves it first when asked', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    const NEW = { id: 'card_new', brand: 'visa', last4: '1881', exp_month: 8, exp_year: 2030 };
    const { sent } = page([GA], {
      stripe_retrieve_sources: ok({ sources: [], default_source: null, provider: 'sandbox', publishable_key: null }),
      stripe_source_action: ok({ message: 'Add', reason: null, sources: [NEW], default_source: NEW.id }),
      user_purchase_tickets: ok({ purchase: makePurchase() }),
    });
    const tokens = stubCardTokens();
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');

    // No saved card: a new one is the choice.
    expect(await screen.findByRole('radio', { name: 'New card' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '4242 4242');
    await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '1231');
    expect(screen.getByRole('textbox', { name: /^Expiry/ })).toHaveValue('12/31');
    await user.type(screen.getByRole('textbox', { name: /^CVC/ }), '123');
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    // The sandbox names the field to correct; nothing is bought.
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(sent('user_purchase_tickets')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), ' 4242 1881');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('status')).toHaveTextContent(PURCHASE_DONE);
    expect(tokens.cards.at(-1)).toEqual({ number: '4242 4242 4242 1881', exp_month: 12, exp_year: 2031, cvc: '123' });
    expect(sent('stripe_source_action')).toEqual([
      { request: 'stripe_source_action', action: 'Add', token: 'tok_test1', default_source: false },
    ]);
    expect(sent('user_purchase_tickets')[0]).toMatchObject({ payment_method: 'card_new', is_token: 0 });

    // Without saving: the token pays once.
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');
    await user.click(await screen.findByRole('radio', { name: 'New card' }));
    await user.type(screen.getByRole('textbox', { name: /^Card number/ }), '4000056655665556');
    await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '0930');
    await user.type(screen.getByRole('textbox', { name: /^CVC/ }), '321');
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    await waitFor(() => expect(sent('user_purchase_tickets')).toHaveLength(2));
    expect(sent('user_purchase_tickets')[1]).toMatchObject({ payment_method: 'tok_test2', is_token: 1 });
    expect(sent('stripe_source_action')).toHaveLength(1);
  });

  it('gets a free ticket through the product, with no card', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    const free = makeSaleTicket({ ticket_id: 8, name: 'Community', price: 0 });
    const { sent } = page([free], { user_purchase_tickets: ok({ purchase: makePurchase({ total_cents: 0 }) }) });
    const user = userEvent.setup();
    renderApp('/dash/event/41');

    const card = within(await screen.findByRole('article', { name: 'Community' }, slow));
    expect(card.getByText('Free')).toBeInTheDocument();
    await user.selectOptions(card.getByRole('combobox', { name: /^Quantity/ }), '3');
    expect(await screen.findByRole('row', { name: 'Total $0.00' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUY_TICKETS })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: GET_FREE_TICKETS }));
    expect(await screen.findByRole('status')).toHaveTextContent(PURCHASE_DONE);
    expect(sent('user_purchase_tickets')).toEqual([
      {
        request: 'user_purchase_tickets',
        event_id: 41,
        ticket_id: 8,
        quantity: 3,
        price: 0,
        payment_company: 'Stagepass',
        payment_method: 'FreeTicket',
        is_token: 0,
      },
    ]);
    expect(sent('stripe_retrieve_sources')).toHaveLength(0);
  });

  it('reloads the tickets and says so when the price changed', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    const { sent } = page([GA], { user_purchase_tickets: jsonPriceChanged() });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');
    await screen.findByRole('radio', { name: /^Visa/ });
    const before = sent('get_tickets_for_event').length;
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TICKET_PRICE_CHANGED);
    await waitFor(() => expect(sent('get_tickets_for_event').length).toBeGreaterThan(before));
  });

  it('offers the waitlist of a sold-out ticket, and leaving it', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    let position: number | null = null;
    const { sent } = page([], {
      get_tickets_for_event: () =>
        ok({
          tickets: [makeSaleTicket({ remaining: 0, availability: SOLD_OUT, waitlist_position: position })],
          currency: 'USD',
          time_zone: 'America/Los_Angeles',
          code_rejected: false,
        }),
      ticket_waitlist_join: () => {
        position = 3;
        return ok({ position: 3 });
      },
      ticket_waitlist_leave: () => {
        position = null;
        return ok({ left: true });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    expect(ga.getByText(SOLD_OUT)).toBeInTheDocument();
    await user.click(ga.getByRole('button', { name: JOIN_WAITLIST }));
    expect(await ga.findByText(ON_WAITLIST(3))).toBeInTheDocument();
    expect(sent('ticket_waitlist_join')).toEqual([{ request: 'ticket_waitlist_join', ticket_id: 5 }]);
    await user.click(ga.getByRole('button', { name: LEAVE_WAITLIST }));
    expect(await ga.findByRole('button', { name: JOIN_WAITLIST })).toBeInTheDocument();
    expect(sent('ticket_waitlist_leave')).toEqual([{ request: 'ticket_waitlist_leave', ticket_id: 5 }]);
  });

  it('reads ?code= and ?offer= from the link: the private ticket and the held offer are bought with them', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    const held = makeSaleTicket({
      ticket_id: 9,
      name: 'Backstage',
      private: true,
      remaining: 1,
      offer_expires_at: '2026-12-30T20:00:00.000Z',
    });
    const { sent } = page([held], { user_purchase_tickets: ok({ purchase: makePurchase() }) });
    const user = userEvent.setup();
    renderApp('/dash/event/41?code=AbCdE12345&offer=OFFERTOKEN0123456789');

    const card = within(await screen.findByRole('article', { name: 'Backstage' }, slow));
    expect(card.getByText(WAITLIST_OFFER_HELD('Dec 30, 12:00 pm PST'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Private ticket code/ })).toHaveValue('AbCdE12345');
    expect(sent('get_tickets_for_event')[0]).toEqual({
      request: 'get_tickets_for_event',
      event_id: 41,
      code: 'AbCdE12345',
      offer_token: 'OFFERTOKEN0123456789',
    });
    await user.selectOptions(card.getByRole('combobox', { name: /^Quantity/ }), '1');
    await screen.findByRole('radio', { name: /^Visa/ });
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    await waitFor(() => expect(sent('user_purchase_tickets')).toHaveLength(1));
    expect(sent('user_purchase_tickets')[0]).toMatchObject({
      ticket_id: 9,
      code: 'AbCdE12345',
      offer_token: 'OFFERTOKEN0123456789',
    });
  });

  it('sends a typed private code, and says when it is not right', async () => {
    const { sent } = page([], {
      get_tickets_for_event: (body) =>
        ok({ tickets: [], currency: 'USD', time_zone: 'America/Los_Angeles', code_rejected: body.code !== undefined }),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    await user.click(await screen.findByRole('button', { name: PRIVATE_CODE_PROMPT }, slow));
    // No tickets yet: no heading, and no price (spec 001 §4).
    expect(screen.queryByRole('heading', { level: 2, name: 'Tickets' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Private ticket code/ }), 'short');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByText(/does not unlock a ticket/)).toBeInTheDocument();
    expect(sent('get_tickets_for_event')).toHaveLength(1);

    await user.clear(screen.getByRole('textbox', { name: /^Private ticket code/ }));
    await user.type(screen.getByRole('textbox', { name: /^Private ticket code/ }), 'ZZZZZ99999');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(sent('get_tickets_for_event').at(-1)).toMatchObject({ code: 'ZZZZZ99999' }));
    expect(await screen.findByText(/does not unlock a ticket/)).toBeInTheDocument();
  });

  it('passes the private event’s password, and shows a holder the livestream link', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    const { sent } = page([GA], {
      user_events_query: (body) =>
        body.ev_password === 'sesame'
          ? ok({ events: [makeEvent({ private: true, online_only: true })], locked: null, position: POSITION })
          : ok({ events: [], locked: 'password_required', position: POSITION }),
      user_get_online_url: ok({ online_url: 'https://live.example/jazz' }),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    await user.type(await screen.findByLabelText(/Event password/, {}, slow), 'sesame');
    await user.click(screen.getByRole('button', { name: 'View event' }));
    expect(await screen.findByRole('link', { name: 'Join the livestream' })).toHaveAttribute(
      'href',
      'https://live.example/jazz',
    );
    expect(sent('get_tickets_for_event')[0]).toMatchObject({ event_id: 41, ev_password: 'sesame' });
    // The charges (and the purchase) of a private event's ticket carry the password too.
    await user.selectOptions(
      within(await screen.findByRole('article', { name: 'General Admission' })).getByRole('combobox'),
      '1',
    );
    await waitFor(() => expect(sent('ticketing_charges').at(-1)).toMatchObject({ ev_password: 'sesame' }));
  });
});

function jsonPriceChanged() {
  return () =>
    new Response(JSON.stringify({ message: TICKET_PRICE_CHANGED, code: 'PRICE_CHANGED', field: 'price' }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
}
