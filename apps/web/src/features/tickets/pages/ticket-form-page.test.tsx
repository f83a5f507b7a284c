import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  TICKETS_HELP,
  TICKET_QUANTITY_BELOW_SOLD,
  TICKET_SALES_END_AFTER_EVENT,
  TICKET_SAVED,
} from '@stagepass/domain/tickets';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';
import { makeBusinessTicket } from '../testing';
import { TICKET_FORM_ERRORS } from '../ticket-texts';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const ENABLED = ok({ connect_id: 'acct_1', enabled: true, restricted: false });

function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

function answers(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    stripe_get_connect_id: ENABLED,
    business_events_query: ok({ events: [makeEvent()] }),
    user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
    get_watched_items: ok({ items: [], events: [] }),
    business_ticket_query: ok({ tickets: [] }),
    ...extra,
  });
}

describe('/dash/create-update-ticket (spec 001 §3 Ticket)', () => {
  it('checks the fields, counts the name, converts dollars to cents and sends venue times', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const { sent } = answers({
      business_ticket_create_update: (body) => ok({ ticket: makeBusinessTicket({ name: String(body.name) }) }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/create-update-ticket?eventId=41');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Ticket' }, slow)).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: /^Name/ }, slow);
    expect(name).toHaveAttribute('maxlength', '36');
    expect(screen.getByText(/Times are at the venue \(America\/Los_Angeles\)/)).toBeInTheDocument();

    // Nothing typed: each required field says what it needs, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(TICKET_FORM_ERRORS.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(TICKET_FORM_ERRORS.price)).toBeInTheDocument();
    expect(screen.getByText(TICKET_FORM_ERRORS.quantity)).toBeInTheDocument();
    expect(sent('business_ticket_create_update')).toHaveLength(0);

    await user.type(name, 'Early Bird');
    expect(screen.getByText('10/36')).toBeInTheDocument();
    const price = screen.getByRole('textbox', { name: /^Price \(USD\)/ });
    await user.type(price, '0');
    expect(screen.getByText('Free')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '19.99');
    await user.type(screen.getByRole('textbox', { name: /^Quantity/ }), '150');
    setTime('Sales start', '2026-06-01T10:00');
    // After the event ends (11 pm at the venue): refused before sending.
    setTime('Sales end', '2026-12-31T23:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(TICKET_SALES_END_AFTER_EVENT)).toBeInTheDocument();
    setTime('Sales end', '2026-12-31T18:00');

    // A tax row, then the limit per buyer.
    await user.click(screen.getByRole('button', { name: 'Add tax' }));
    await user.type(screen.getByRole('textbox', { name: /^Tax type 1/ }), 'Sales tax');
    await user.type(screen.getByRole('textbox', { name: /^Rate \(%\) 1/ }), '8.5');
    await user.type(screen.getByRole('textbox', { name: /^Limit per buyer/ }), '4');
    await user.click(screen.getByRole('checkbox', { name: /^Private/ }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/event/41'));
    expect(await screen.findByText(TICKET_SAVED)).toBeInTheDocument();
    expect(sent('business_ticket_create_update')).toEqual([
      {
        request: 'business_ticket_create_update',
        event_id: 41,
        name: 'Early Bird',
        price: 1999,
        quantity: 150,
        refundable: true,
        sales_start: '2026-06-01T10:00',
        sales_end: '2026-12-31T18:00',
        description: '',
        private: true,
        tax_details: [{ type: 'Sales tax', rate_pct: 8.5 }],
        online_only: false,
        purchase_limit: 4,
      },
    ]);
  }, 30_000);

  it('edits a ticket at the venue’s wall clock and shows a refusal of the server on its field', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const { sent } = answers({
      business_ticket_query: ok({ tickets: [makeBusinessTicket({ tax_details: [{ type: 'VAT', rate_pct: 5 }] })] }),
      business_ticket_create_update: fail(409, TICKET_QUANTITY_BELOW_SOLD(28), 'quantity'),
    });
    const user = userEvent.setup();
    renderApp('/dash/create-update-ticket?eventId=41&ticketId=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Update Ticket' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ }, slow)).toHaveValue('General Admission');
    expect(screen.getByRole('textbox', { name: /^Price \(USD\)/ })).toHaveValue('25');
    // Stored as instants; shown as the venue's time in Los Angeles.
    expect(screen.getByLabelText(/^Sales start/)).toHaveValue('2026-06-01T10:00');
    expect(screen.getByLabelText(/^Sales end/)).toHaveValue('2026-12-31T18:00');
    expect(screen.getByRole('textbox', { name: /^Tax type 1/ })).toHaveValue('VAT');

    const quantity = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TICKET_QUANTITY_BELOW_SOLD(28))).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(sent('business_ticket_create_update')[0]).toMatchObject({ ticket_id: 5, price: 2500, quantity: 20 });
    expect(sent('business_ticket_create_update')[0]!.tax_details).toEqual([{ type: 'VAT', rate_pct: 5 }]);

    // Typing in the field clears the server's message.
    await user.type(quantity, '0');
    expect(screen.queryByText(TICKET_QUANTITY_BELOW_SOLD(28))).not.toBeInTheDocument();
  });

  it('opens the tickets help modal', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    answers();
    const user = userEvent.setup();
    renderApp('/dash/create-update-ticket?eventId=41');
    await user.click(await screen.findByRole('button', { name: 'How do tickets work?' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: TICKETS_HELP.title }));
    expect(dialog.getByText(TICKETS_HELP.paragraphs[0])).toBeInTheDocument();
  });
});
