import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { api, signIn } from './accounts-helpers';
import { addTicket, at, businessWithEvent, fan, ticketCheckout } from './marketplace-helpers';

// Issue 10, acceptance: a business adds a paid and a free ticket to its event; a fan buys two paid tickets with
// 4242, sees them in Purchases, prints them and refunds them; another fan takes a free ticket; the 4000…0002 card
// shows the decline and leaves the stock as it was; a sold-out ticket offers the waitlist, and a refund mails the
// first in line. Fresh members only.

/** Signs in through the modal and waits until the fan dashboard has opened (the session is stored). */
async function signInFan(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
}

async function mailbox(request: APIRequestContext) {
  return (await (await request.get('/dev/mailbox.json')).json()) as { to: string; subject: string; text: string }[];
}

test('a business adds a paid and a free ticket; a fan buys two with 4242, prints and refunds them; another takes a free one', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const venue = await businessWithEvent(request, baseURL!);

  // 1. The business adds both tickets on its event page.
  await signIn(page, venue.email);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  for (const t of [
    { name: 'General Admission', price: '25' },
    { name: 'Community RSVP', price: '0' },
  ]) {
    await page.goto(`/dash/event/${venue.eventId}`);
    await page.getByRole('link', { name: 'Add Ticket' }).click();
    await expect(page).toHaveURL(/\/dash\/create-update-ticket/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(t.name);
    await page.getByLabel(/^Price/).fill(t.price);
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).fill('20');
    await page.getByLabel('Sales start').fill(at(-1, '09:00'));
    await page.getByLabel('Sales end').fill(at(7, '18:00'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/event/${venue.eventId}$`));
  }
  const list = page.getByRole('table', { name: `Tickets of ${venue.name}` });
  await expect(list.getByRole('row', { name: /General Admission/ })).toContainText('$25.00');
  await expect(list.getByRole('row', { name: /Community RSVP/ })).toContainText('Free');

  // 2. A fan buys two paid tickets with 4242, sees and prints them, then refunds them.
  const buyer = await fan(request, 'tickets-buyer');
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await signInFan(fanPage, buyer.email);
  await fanPage.goto(`/dash/event/${venue.eventId}`);
  const section = await ticketCheckout(fanPage, 'General Admission', 2, '4242 4242 4242 4242');
  await expect(section.getByRole('rowheader', { name: 'Fees', exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Buy' }).click();
  await expect(fanPage.getByText('Your tickets are booked. A receipt is on its way to your email.')).toBeVisible();
  await expect(fanPage.getByRole('article', { name: 'General Admission' })).toContainText('18 left');
  await fanPage.goto('/dash/purchases');
  const bought = fanPage.getByRole('listitem').filter({ hasText: venue.name });
  await expect(bought).toContainText('General Admission × 2');
  await bought.getByRole('link', { name: 'Print tickets' }).click();
  await expect(fanPage).toHaveURL(/\/dash\/print-ticket-page\/\d+$/);
  await expect(fanPage.getByRole('img', { name: /QR code of ticket/ })).toHaveCount(2);
  await fanPage.goto('/dash/purchases');
  await fanPage.getByRole('listitem').filter({ hasText: venue.name }).getByRole('button', { name: 'Refund' }).click();
  await fanPage.getByRole('dialog').getByRole('button', { name: 'Refund' }).click();
  await expect(fanPage.getByText('Your tickets were refunded. The refund is on its way to your card.')).toBeVisible();
  await expect(fanPage.getByRole('listitem').filter({ hasText: venue.name })).toContainText('Refunded');
  await expect
    .poll(async () =>
      (await mailbox(request)).some((m) => m.to === buyer.email && m.subject === `Refund for ${venue.name}`),
    )
    .toBe(true);
  await fanContext.close();

  // 3. Another fan takes a free ticket.
  const guest = await fan(request, 'tickets-guest');
  const guestContext = await browser.newContext();
  const guestPage = await guestContext.newPage();
  await signInFan(guestPage, guest.email);
  await guestPage.goto(`/dash/event/${venue.eventId}`);
  const free = await ticketCheckout(guestPage, 'Community RSVP', 1);
  await free.getByRole('button', { name: 'Get Tickets' }).click();
  await expect(guestPage.getByText('Your tickets are booked. A receipt is on its way to your email.')).toBeVisible();
  const mine = await api<{ purchases: { ticket_name: string; total_cents: number }[] }>(
    request,
    'user_get_purchased_tickets',
    {},
    guest.session,
  );
  expect(mine.data.purchases).toEqual([expect.objectContaining({ ticket_name: 'Community RSVP', total_cents: 0 })]);
  await guestContext.close();
});

test('the 4000 0000 0000 0002 card shows the decline, and the stock is unchanged', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const venue = await businessWithEvent(request, baseURL!);
  await addTicket(request, venue.session, venue.eventId, { name: 'Balcony', price: 4000, quantity: 12 });
  const buyer = await fan(request, 'tickets-declined');
  await signInFan(page, buyer.email);
  await page.goto(`/dash/event/${venue.eventId}`);
  const section = await ticketCheckout(page, 'Balcony', 2, '4000 0000 0000 0002');
  await section.getByRole('button', { name: 'Buy' }).click();
  await expect(section.getByText('Your card was declined.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Balcony' })).toContainText('12 left');
});

test('a sold-out ticket offers the waitlist, and a refund mails the first in line', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const venue = await businessWithEvent(request, baseURL!);
  const ticketId = await addTicket(request, venue.session, venue.eventId, { name: 'Last Seat', price: 0, quantity: 1 });
  const holder = await fan(request, 'tickets-holder');
  const bought = await api<{ purchase: { purchase_id: number } }>(
    request,
    'user_purchase_tickets',
    {
      event_id: venue.eventId,
      ticket_id: ticketId,
      quantity: 1,
      price: 0,
      payment_company: 'Stagepass',
      payment_method: 'FreeTicket',
    },
    holder.session,
  );
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);

  const waiting = await fan(request, 'tickets-waiting');
  await signInFan(page, waiting.email);
  await page.goto(`/dash/event/${venue.eventId}`);
  const seat = page.getByRole('article', { name: 'Last Seat' });
  await expect(seat).toContainText('Sold out');
  await seat.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(seat.getByText('You are number 1 on the waitlist.')).toBeVisible();

  const refund = await api(
    request,
    'user_refund_tickets',
    { purchase_id: bought.data.purchase.purchase_id },
    holder.session,
  );
  expect(refund.status, JSON.stringify(refund.body)).toBe(200);
  await expect
    .poll(async () =>
      (await mailbox(request)).find((m) => m.to === waiting.email && m.subject.includes('is held for you')),
    )
    .toBeTruthy();
  const offer = (await mailbox(request)).find((m) => m.to === waiting.email && m.subject.includes('is held for you'))!;
  const link = /https?:\/\/\S+offer=[A-Za-z0-9]+/.exec(offer.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('article', { name: 'Last Seat' })).toContainText('A ticket is held for you until');
});
