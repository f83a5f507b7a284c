import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { api, apiSession, freshEmail, onboardPayouts, registerMember, registerVerified } from './accounts-helpers';

// The marketplace as e2e tests build it through the API: a business with payouts and an event, its tickets, and fans.
// Fresh members only.

/** The venue's local date `days` from today (the server's clock is the real one in e2e), and a time. */
export function at(days: number, hhmm: string): string {
  return `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${hhmm}`;
}

export const unique = () => Date.now().toString(36).slice(-6);

/** A business with payouts and a published event a week ahead in San Francisco. */
export async function businessWithEvent(request: APIRequestContext, baseURL: string) {
  const email = freshEmail('tickets-venue');
  await registerVerified(request, baseURL, {
    email,
    username: `tix-${Date.now().toString(36)}`,
    accType: 'business',
    name: 'Pier Nine',
  });
  const session = await apiSession(request, email);
  await onboardPayouts(request, session, 'Pier Nine LLC');
  const name = `Pier Lights ${unique()}`;
  const created = await api<{ event_id: number }>(
    request,
    'business_create_update_event',
    {
      create: '1',
      event_name: name,
      address: '1 Market St, San Francisco, CA',
      draft: '0',
      start_time: at(7, '19:00'),
      end_time: at(7, '23:00'),
    },
    session,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { email, session, eventId: created.data.event_id, name };
}

export async function addTicket(
  request: APIRequestContext,
  session: string,
  eventId: number,
  fields: Record<string, unknown>,
): Promise<number> {
  const res = await api<{ ticket: { ticket_id: number } }>(
    request,
    'business_ticket_create_update',
    {
      event_id: eventId,
      refundable: true,
      sales_start: at(-1, '09:00'),
      sales_end: at(7, '18:00'),
      private: false,
      online_only: false,
      ...fields,
    },
    session,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data.ticket.ticket_id;
}

export async function fan(request: APIRequestContext, tag: string) {
  const email = freshEmail(tag);
  const session = await registerMember(request, email, { name: 'Fay Fan' });
  return { email, session };
}

/** A fan takes `quantity` of a free ticket; answers the pass codes of the purchase (one per person). */
export async function takeFreeTickets(
  request: APIRequestContext,
  session: string,
  eventId: number,
  ticketId: number,
  quantity: number,
): Promise<string[]> {
  const bought = await api<{ purchase: { purchase_id: number } }>(
    request,
    'user_purchase_tickets',
    {
      event_id: eventId,
      ticket_id: ticketId,
      quantity,
      price: 0,
      payment_company: 'Stagepass',
      payment_method: 'FreeTicket',
    },
    session,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  const receipt = await api<{ passes: { code: string }[] }>(
    request,
    'user_get_ticket_receipt',
    { purchase_id: bought.data.purchase.purchase_id },
    session,
  );
  return receipt.data.passes.map((p) => p.code);
}

/** The server's clock (the development clock may be ahead of this machine's, moved by earlier tests). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/dev/clock.json');
  return Date.parse(((await res.json()) as { now: string }).now);
}

/**
 * The server's clock, to the minute, once the minutes from `fromMinutes` to `toMinutes` after it fall on one San
 * Francisco day: near midnight there, the development clock is moved just past it first (a talent's schedule must
 * start and end on one day in its location's time zone).
 */
export async function sfDayAhead(request: APIRequestContext, fromMinutes: number, toMinutes: number): Promise<number> {
  const now = Math.ceil((await serverNow(request)) / 60_000) * 60_000;
  const day = (minutes: number) => sfLocal(now + minutes * 60_000).slice(0, 10);
  let midnight = fromMinutes;
  while (midnight <= toMinutes && day(midnight) === day(fromMinutes)) midnight++;
  if (midnight > toMinutes) return now;
  const advance = now + (midnight + 1) * 60_000 - (await serverNow(request));
  const moved = await request.post('/dev/clock', { data: { advance_ms: advance } });
  expect(moved.status()).toBe(200);
  return Math.ceil((await serverNow(request)) / 60_000) * 60_000;
}

/** A San Francisco wall-clock time 'YYYY-MM-DDTHH:mm' of an instant, as the event form takes it. */
export function sfLocal(ms: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A PNG drawn by the browser itself. */
export async function png(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const g = ctx.createLinearGradient(0, 0, w, h);
      g.addColorStop(0, '#f08c00');
      g.addColorStop(1, '#5f3dc4');
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** On the event page: chooses a quantity of a ticket, waits for its charges, and types a new card's number if given. */
export async function ticketCheckout(page: Page, ticket: string, quantity: number, cardNumber?: string) {
  const card = page.getByRole('article', { name: ticket });
  await card.getByLabel(`Quantity: ${ticket}`).selectOption(String(quantity));
  const section = card.getByRole('region', { name: `Checkout: ${ticket}` });
  await expect(section.getByRole('rowheader', { name: 'Total', exact: true })).toBeVisible();
  if (cardNumber) {
    await section.getByLabel('Card number').fill(cardNumber);
    await section.getByLabel('Expiry (MM/YY)').fill('12/34');
    await section.getByLabel('CVC').fill('123');
  }
  return section;
}
