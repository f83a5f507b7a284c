import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADD_TO_CALENDAR,
  NO_PURCHASES,
  PRINT_TICKETS,
  RECEIPT,
  REFUND,
  REFUNDED,
  REFUND_CONFIRM,
  REFUND_DONE,
} from '@stagepass/domain/tickets';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makePurchase, makeReceipt } from '../testing';
import { purchaseCalendarEvent } from './purchases-page';
import { PURCHASES_EMPTY } from '../ticket-texts';
import { buildIcs } from '../lib/ics';

const slow = { timeout: 5000 };
const fan = makeUser();

const item = (name: string) => within(screen.getByRole('listitem', { name }));
const found = async (name: string) => within(await screen.findByRole('listitem', { name }, slow));

describe('/dash/purchases (spec 001 §2, §7 Tickets)', () => {
  it('lists purchases with the event’s date in its zone; Refund only when refundable, after confirming', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    let refunded = false;
    const { sent } = mockApi({
      user_get_purchased_tickets: () =>
        ok({
          purchases: [
            makePurchase({ status: refunded ? 'Refunded' : 'Charged', can_refund: !refunded }),
            makePurchase({
              purchase_id: 70,
              event_id: 30,
              event_name: 'Summer Fest',
              // 8 pm PDT on Jul 3 2026 in Los Angeles.
              start_time: '2026-07-04T03:00:00.000Z',
              end_time: '2026-07-04T06:00:00.000Z',
              ticket_name: 'VIP',
              quantity: 1,
              total_cents: 9450,
              can_refund: false,
            }),
          ],
        }),
      user_refund_tickets: () => {
        refunded = true;
        return ok({ purchase: makePurchase({ status: 'Refunded', can_refund: false }) });
      },
    });
    const user = userEvent.setup();
    renderApp('/dash/purchases');

    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' }, slow)).toBeInTheDocument();
    const jazz = await found('Jazz Night');
    expect(await jazz.findByText(/^Dec 31 · 8:00 pm PST$/)).toBeInTheDocument();
    expect(jazz.getByText('General Admission × 2')).toBeInTheDocument();
    expect(jazz.getByText('$57.64')).toBeInTheDocument();
    expect(jazz.getByRole('link', { name: 'Jazz Night' })).toHaveAttribute('href', '/dash/event/41');
    expect(jazz.getByRole('link', { name: PRINT_TICKETS })).toHaveAttribute('href', '/dash/print-ticket-page/77');
    expect(jazz.getByRole('button', { name: ADD_TO_CALENDAR })).toBeInTheDocument();

    const fest = item('Summer Fest');
    expect(fest.getByText(/^Jul 3 · 8:00 pm PDT$/)).toBeInTheDocument();
    expect(fest.getByText('VIP × 1')).toBeInTheDocument();
    expect(fest.queryByRole('button', { name: REFUND })).not.toBeInTheDocument();

    await user.click(jazz.getByRole('button', { name: REFUND }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(REFUND_CONFIRM)).toBeInTheDocument();
    expect(sent('user_refund_tickets')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: REFUND }));

    expect(await screen.findByText(REFUND_DONE)).toBeInTheDocument();
    expect(sent('user_refund_tickets')).toEqual([{ request: 'user_refund_tickets', purchase_id: 77 }]);
    await waitFor(() => expect(item('Jazz Night').getByText(REFUNDED)).toBeInTheDocument());
    expect(item('Jazz Night').queryByRole('button', { name: REFUND })).not.toBeInTheDocument();
  });

  it('shows the receipt: items, fees, each tax, total, the card, the purchase and the buyer', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    const { sent } = mockApi({
      user_get_purchased_tickets: ok({ purchases: [makePurchase()] }),
      user_get_ticket_receipt: ok(makeReceipt({ total_cents: 5789 })),
    });
    const user = userEvent.setup();
    renderApp('/dash/purchases');

    await user.click((await found('Jazz Night')).getByRole('button', { name: RECEIPT }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Receipt' }));
    const charges = within(await dialog.findByRole('table', { name: 'Charges' }));
    expect(charges.getByRole('row', { name: /^General Admission × 2 @ \$25\.00 \$50\.00$/ })).toBeInTheDocument();
    expect(charges.getByRole('row', { name: 'Subtotal $50.00' })).toBeInTheDocument();
    expect(charges.getByRole('row', { name: 'Fees $3.64' })).toBeInTheDocument();
    expect(charges.getByRole('row', { name: 'Sales tax (8.5%) $4.25' })).toBeInTheDocument();
    expect(charges.getByRole('row', { name: 'Total $57.89' })).toBeInTheDocument();
    const payment = within(dialog.getByRole('table', { name: 'Payment' }));
    expect(payment.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(payment.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(payment.getByText('#77')).toBeInTheDocument();
    expect(payment.getByText('Frankie Fan (fan@example.com)')).toBeInTheDocument();
    expect(sent('user_get_ticket_receipt')).toEqual([{ request: 'user_get_ticket_receipt', purchase_id: 77 }]);
  });

  it('downloads the calendar entry of a purchase', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    mockApi({ user_get_purchased_tickets: ok({ purchases: [makePurchase()] }) });
    // jsdom has no object URLs: the file is caught as it is handed to the browser.
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (b: Blob) => (blobs.push(b), 'blob:ics');
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/dash/purchases');

    try {
      await user.click((await found('Jazz Night')).getByRole('button', { name: ADD_TO_CALENDAR }));
      // The zone's rules load first (their own chunk), then the file is handed over.
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('jazz-night.ics');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    // 8 pm at the venue in Los Angeles (PST), in the event's time zone with its rules.
    expect(text).toContain('\r\nDTSTART;TZID=America/Los_Angeles:20261231T200000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/Los_Angeles:20261231T230000\r\n');
    expect(text).toContain('\r\nTZID:America/Los_Angeles\r\n');
    expect(text).toContain('\r\nSUMMARY:Jazz Night\r\n');
    expect(text).toContain('\r\nLOCATION:1 Market St\\, San Francisco\\, CA\r\n');
  });

  it('makes the calendar entry of an online event without a place', () => {
    const entry = purchaseCalendarEvent(makePurchase({ online_only: true }), 'https://stagepass.test');
    expect(entry.location).toBeUndefined();
    expect(entry.url).toBe('https://stagepass.test/dash/event/41');
    expect(buildIcs(entry)).not.toContain('LOCATION');
  });

  it('says when there are no purchases, and offers the way to events near the fan', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: fan });
    mockApi({ user_get_purchased_tickets: ok({ purchases: [] }) });
    renderApp('/dash/purchases');
    expect(await screen.findByText(NO_PURCHASES, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PURCHASES_EMPTY.findEvents })).toHaveAttribute(
      'href',
      '/dash/user-dashboard',
    );
  });
});
