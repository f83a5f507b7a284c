import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADD_TICKET, EVENT_UPDATE_NOTIFIED, SOLD_OUT } from '@stagepass/domain/tickets';
import { mockPhoneScreen } from '../../../components/ui/scroll-table-testing';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';
import { makeBusinessTicket } from '../testing';

const slow = { timeout: 5000 };
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });

describe("the event's tickets for its business (/dash/event/:eventId)", () => {
  it('lists sales, availability and waitlists, with Edit, Codes and Add Ticket links', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const { sent } = mockApi({
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
      business_ticket_query: ok({
        tickets: [
          makeBusinessTicket(),
          makeBusinessTicket({
            ticket_id: 6,
            name: 'Backstage',
            price: 0,
            private: true,
            quantity: 10,
            sold: 10,
            returned: 0,
            remaining: 0,
            availability: SOLD_OUT,
            waitlist_length: 4,
          }),
        ],
      }),
    });
    renderApp('/dash/event/41');

    const table = within(await screen.findByRole('table', { name: 'Tickets of Jazz Night' }, slow));
    expect(
      table.getByRole('row', { name: /^General Admission \$25\.00 28\/100 72 Available until Dec 31, 6:00 pm PST 0/ }),
    ).toBeInTheDocument();
    expect(table.getByRole('row', { name: /^Backstage Private Free 10\/10 0 Sold out 4/ })).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Edit General Admission' })).toHaveAttribute(
      'href',
      '/dash/create-update-ticket?eventId=41&ticketId=5',
    );
    expect(table.getByRole('link', { name: 'Codes of Backstage' })).toHaveAttribute(
      'href',
      '/dash/printableTickets?ticketId=6',
    );
    expect(table.queryByRole('link', { name: 'Codes of General Admission' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADD_TICKET })).toHaveAttribute(
      'href',
      '/dash/create-update-ticket?eventId=41',
    );
    // The business manages its tickets; it is not offered them to buy.
    expect(sent('get_tickets_for_event')).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: /^Quantity/ })).not.toBeInTheDocument();
  });

  it('notifies the ticket holders with an optional note and says how many were told', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const { sent } = mockApi({
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
      business_ticket_query: ok({ tickets: [] }),
      business_event_update_notify: ok({ notified: 12 }),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');

    expect(await screen.findByText('No tickets yet.', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify ticket holders' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notify ticket holders' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message (optional)' }), '  Doors open at 7 now.  ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(EVENT_UPDATE_NOTIFIED(12))).toBeInTheDocument();
    expect(sent('business_event_update_notify')).toEqual([
      { request: 'business_event_update_notify', event_id: 41, message: 'Doors open at 7 now.' },
    ]);
  });

  it('shows each ticket as a card of label: value lines on a phone, with its links', async () => {
    mockPhoneScreen();
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({
      user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
      get_watched_items: ok({ items: [], events: [] }),
      business_ticket_query: ok({
        tickets: [
          makeBusinessTicket(),
          makeBusinessTicket({
            ticket_id: 6,
            name: 'Backstage',
            private: true,
            availability: SOLD_OUT,
            waitlist_length: 4,
          }),
        ],
      }),
    });
    renderApp('/dash/event/41');

    const list = await screen.findByRole('list', { name: 'Tickets of Jazz Night' }, slow);
    expect(screen.queryByRole('table', { name: 'Tickets of Jazz Night' })).not.toBeInTheDocument();
    const card = within(within(list).getByRole('listitem', { name: 'Backstage' }));
    const line = (label: string) => card.getByText(label).closest('div')!.textContent;
    expect(card.getByText('Private')).toBeInTheDocument();
    expect(line('Price')).toBe('Price$25.00');
    expect(line('Sold')).toBe('Sold28/100');
    expect(line('Remaining')).toBe('Remaining72');
    expect(line('Availability')).toBe(`Availability${SOLD_OUT}`);
    expect(line('Waitlist')).toBe('Waitlist4');
    expect(card.getByRole('link', { name: 'Edit Backstage' })).toHaveAttribute(
      'href',
      '/dash/create-update-ticket?eventId=41&ticketId=6',
    );
    expect(card.getByRole('link', { name: 'Codes of Backstage' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'General Admission' })).toHaveTextContent(
      'Available until Dec 31, 6:00 pm PST',
    );
  });
});
