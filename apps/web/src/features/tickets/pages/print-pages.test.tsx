import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PURCHASE_NOT_FOUND } from '@stagepass/domain/tickets';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeEvent } from '../../events/testing';
import { PRINTING_CLASS } from '../components/print-sheet';
import { privateCodeUrl } from '../lib/ticket-links';
import { makeBusinessTicket, makeReceipt } from '../testing';

const slow = { timeout: 5000 };
const business = makeUser({ user_id: 9, is_business: true, is_user: false, name: 'Bayside Venue' });

describe('/dash/print-ticket-page/:purchaseId (spec 001 §2, §9 QR code)', () => {
  it('prints one ticket per pass, each with the QR of its code at 250 px', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = mockApi({ user_get_ticket_receipt: ok(makeReceipt()) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    const { unmount } = renderApp('/dash/print-ticket-page/77');

    const first = await screen.findByRole('article', { name: 'Ticket 1 of 2' }, slow);
    const tickets = screen.getAllByRole('article');
    expect(tickets).toHaveLength(2);
    for (const [i, ticket] of tickets.entries()) {
      expect(ticket).toHaveClass('print-ticket');
      const t = within(ticket);
      expect(t.getByRole('heading', { name: 'Jazz Night' })).toBeInTheDocument();
      expect(t.getByText(/^Dec 31 · 8:00 pm PST – 11:00 pm PST$/)).toBeInTheDocument();
      expect(t.getByText('1 Market St, San Francisco, CA')).toBeInTheDocument();
      expect(t.getByText('General Admission')).toBeInTheDocument();
      expect(t.getByText('Buyer: Frankie Fan')).toBeInTheDocument();
      expect(t.getByText('Purchase: #77')).toBeInTheDocument();
      const qr = t.getByRole('img', { name: `QR code of ticket ${i + 1}` });
      expect(qr.tagName.toLowerCase()).toBe('svg');
      expect(qr).toHaveAttribute('width', '250');
      expect(qr).toHaveAttribute('data-level', 'H');
      // spec 001 §9: a 50 px centre logo (the SVG counts in modules: 50 of its 250 px).
      const modules = Number(qr.getAttribute('viewBox')!.split(' ')[2]);
      const logoWidth = Number(qr.querySelector('image')!.getAttribute('width'));
      expect((logoWidth / modules) * 250).toBeCloseTo(50, 0);
    }
    expect(within(first).getByText('PASSAAAAAAAAAAA1')).toBeInTheDocument();
    expect(within(tickets[1]!).getByText('PASSBBBBBBBBBBB2')).toBeInTheDocument();
    expect(sent('user_get_ticket_receipt')).toEqual([{ request: 'user_get_ticket_receipt', purchase_id: 77 }]);

    // The print rules hide the app's chrome only while this page is open.
    expect(document.body).toHaveClass(PRINTING_CLASS);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.body).not.toHaveClass(PRINTING_CLASS);
  });

  it('the print stylesheet puts one ticket on each page and leaves the app’s chrome off', async () => {
    // The test environment empties imported stylesheets, so the file is read as it is shipped.
    const fs = (await import('node:fs' as string)) as { readFileSync: (path: string, encoding: 'utf8') => string };
    const file = decodeURIComponent(
      import.meta.url.replace(/^file:\/\//, '').replace(/pages\/[^/]+$/, 'styles/print.css'),
    );
    const css = fs.readFileSync(file, 'utf8');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/\.print-ticket\s*\{[^}]*break-after:\s*page/);
    expect(print).toMatch(/body\.printing-tickets \.mantine-AppShell-header/);
    expect(print).toMatch(/body\.printing-tickets \.mantine-AppShell-navbar/);
    expect(print).toMatch(/body\.printing-tickets \.no-print/);
  });

  it("says so for a purchase that is not the member's", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({ user_get_ticket_receipt: fail(404, PURCHASE_NOT_FOUND, 'purchase_id') });
    renderApp('/dash/print-ticket-page/78');
    expect(await screen.findByText(PURCHASE_NOT_FOUND, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });
});

describe('/dash/printableTickets (spec 001 §2, §9: codes paged by offset and limit)', () => {
  it('prints a private ticket’s codes, one per page, each QR opening the event with its code', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const codes = (offset: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ code: `CODE${String(offset + i).padStart(6, '0')}`, used: i === 0 }));
    const { sent } = mockApi({
      business_get_private_ticket_codes: (body) =>
        ok({
          codes: codes(Number(body.offset), Number(body.offset) === 0 ? 50 : 10),
          total: 60,
          ticket_name: 'Backstage',
          event_id: 41,
        }),
      business_events_query: ok({ events: [makeEvent()] }),
    });
    const user = userEvent.setup();
    renderApp('/dash/printableTickets?ticketId=12');

    const first = within(await screen.findByRole('article', { name: 'CODE000000' }, slow));
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(first.getByText('Used')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'CODE000001' })).getByText('Not used')).toBeInTheDocument();
    expect(await first.findByRole('heading', { name: 'Jazz Night' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'QR code for code CODE000000' })).toHaveAttribute('width', '250');
    // What each QR carries: the event page, which reads the code into its code input.
    expect(privateCodeUrl(41, 'CODE000000', 'https://stagepass.test')).toBe(
      'https://stagepass.test/dash/event/41?code=CODE000000',
    );
    expect(sent('business_get_private_ticket_codes')[0]).toEqual({
      request: 'business_get_private_ticket_codes',
      ticket_id: 12,
      offset: 0,
      limit: 50,
    });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(sent('business_get_private_ticket_codes').at(-1)).toMatchObject({ offset: 50, limit: 50 });
  });

  it('without a ticket, lets the business pick an event and one of its private tickets', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({
      business_events_query: ok({ events: [makeEvent()] }),
      business_ticket_query: ok({
        tickets: [makeBusinessTicket(), makeBusinessTicket({ ticket_id: 12, name: 'Backstage', private: true })],
      }),
      business_get_private_ticket_codes: ok({ codes: [], total: 0, ticket_name: 'Backstage', event_id: 41 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/printableTickets');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Event' }, slow), '41');
    const ticket = await screen.findByRole('combobox', { name: 'Private ticket' });
    // Only the private tickets have codes.
    expect(
      within(ticket)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['—', 'Backstage']);
    await user.selectOptions(ticket, '12');
    await waitFor(() => expect(router.state.location.search).toBe('?ticketId=12'));
  });
});
