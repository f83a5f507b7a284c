import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Guest } from '@stagepass/contract/guests/fields';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';

const slow = { timeout: 5000 };
const POSITION = { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });

const guest = (overrides: Partial<Guest>): Guest => ({
  purchase_id: 1,
  name: 'Ana Flores',
  photo: null,
  ticket_name: 'General Admission',
  quantity: 2,
  manual_checkin: 0,
  num_validated: 0,
  ...overrides,
});

const GUESTS = [
  guest({ purchase_id: 1, name: 'Ana Flores', num_validated: 1 }),
  guest({ purchase_id: 2, name: 'Zoe Park', ticket_name: 'VIP', quantity: 1, manual_checkin: 1 }),
  guest({ purchase_id: 3, name: 'Mia Chen', quantity: 3 }),
];

function open(answers: Parameters<typeof mockApi>[0] = {}) {
  useSessionStore.getState().signIn({ session: 'tok', user: business });
  const api = mockApi({
    user_events_query: ok({ events: [makeEvent()], locked: null, position: POSITION }),
    get_watched_items: ok({ items: [], events: [] }),
    business_ticket_query: ok({ tickets: [] }),
    get_guest_list: ok({
      guests: GUESTS,
      counts: { checked_in: 2, sold: 6 },
      manager_password_set: false,
      conflicts: [],
    }),
    ...answers,
  });
  renderApp('/dash/event/41');
  return api;
}

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

describe("the event's guest list for its business (/dash/event/:eventId)", () => {
  it('shows Guest, Ticket and Checked In / Purchased with the counter, sorts and searches', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Guest list' }, slow);
    expect(screen.getByText('Checked in 2 / 6')).toBeInTheDocument();
    // Each column header sorts (its title is a button; the cell says which way) and has its filter.
    const headers = [...table.querySelectorAll('thead th')].slice(0, 3) as HTMLElement[];
    expect(headers.map((th) => th.textContent)).toEqual(['Guest', 'Ticket', 'Checked In / Purchased']);
    headers.forEach((th) => expect(within(th).getAllByRole('button')).toHaveLength(2));
    expect(within(headers[0]!).getByRole('button', { name: 'Guest' })).toBeInTheDocument();
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['ascending', null, null]);
    expect(names(table)).toEqual(['Ana Flores', 'Mia Chen', 'Zoe Park']);
    expect(within(table).getByRole('row', { name: /Ana Flores General Admission 1\/2/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Zoe Park VIP 1\/1/ })).toBeInTheDocument();

    // Sorting by Checked In / Purchased: 0/3, 1/2, 1/1.
    await userEvent.click(within(table).getByText('Checked In / Purchased'));
    expect(names(table)).toEqual(['Mia Chen', 'Ana Flores', 'Zoe Park']);
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual([null, null, 'ascending']);
    await userEvent.click(within(table).getByText('Checked In / Purchased'));
    expect(names(table)).toEqual(['Zoe Park', 'Ana Flores', 'Mia Chen']);
    expect(headers[2]).toHaveAttribute('aria-sort', 'descending');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search guests' }), 'vip');
    expect(names(table)).toEqual(['Zoe Park']);
  });

  it("names each column's filter button after its column, and filters by it", async () => {
    open();
    const table = within(await screen.findByRole('table', { name: 'Guest list' }, slow));
    const filters = ['Filter Guest', 'Filter Ticket', 'Filter Checked In / Purchased'].map((name) =>
      table.getByRole('button', { name }),
    );
    // Every button of the table has a name a screen reader can say.
    for (const button of table.getAllByRole('button')) expect(button).toHaveAccessibleName();
    for (const button of filters) expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(filters[0]!);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Guest name contains' }), 'zoe');
    expect(names(screen.getByRole('table', { name: 'Guest list' }))).toEqual(['Zoe Park']);
    expect(filters[0]).toHaveAttribute('data-active');
    expect(filters[1]).not.toHaveAttribute('data-active');
  });

  it('checks a guest in by hand and undoes it, never past the quantity', async () => {
    const { sent } = open({
      business_guest_checkin: ok({
        guest: guest({ purchase_id: 3, name: 'Mia Chen', quantity: 3, manual_checkin: 1 }),
        counts: { checked_in: 3, sold: 6 },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Guest list' }, slow);
    // Zoe's one ticket is in: nothing more to check in, and her manual check-in can be undone.
    expect(within(table).getByRole('button', { name: 'Check in Zoe Park' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: 'Undo Ana Flores' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Check in Mia Chen' }));
    await waitFor(() => expect(sent('business_guest_checkin')).toHaveLength(1));
    expect(sent('business_guest_checkin')[0]).toMatchObject({ event_id: 41, purchase_id: 3, action: 'checkin' });
    await userEvent.click(within(table).getByRole('button', { name: 'Undo Zoe Park' }));
    await waitFor(() => expect(sent('business_guest_checkin')[1]).toMatchObject({ purchase_id: 2, action: 'undo' }));
    // The list is read again after each change.
    await waitFor(() => expect(sent('get_guest_list').length).toBeGreaterThanOrEqual(3));
  });

  it('sets the manager password for the check-in app', async () => {
    const { sent } = open({
      business_set_manager_password: ok({ manager_password_set: true, message: 'Manager password saved.' }),
    });
    const field = await screen.findByLabelText('Manager password', {}, slow);
    const save = screen.getByRole('button', { name: 'Save password' });
    await userEvent.type(field, 'short');
    expect(save).toBeDisabled();
    await userEvent.type(field, '-door-2031');
    await userEvent.click(save);
    expect(await screen.findByText('Manager password saved.')).toBeInTheDocument();
    expect(sent('business_set_manager_password')[0]).toMatchObject({ event_id: 41, password: 'short-door-2031' });
    expect(screen.getByRole('link', { name: 'Open the check-in app' })).toHaveAttribute('href', '/checkin?event=41');
  });
});
