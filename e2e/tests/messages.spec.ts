import { expect, test, type Page } from './fixtures';
import { signIn } from './accounts-helpers';
import { addTicket, businessWithEvent, fan, takeFreeTickets } from './marketplace-helpers';

// Issue 13, acceptance 1: a fan with a ticket messages a business about its event, and the business, with /dash/inbox
// open, sees it arrive without reloading (the message stream; polling would take 20 s). Fresh members only, each in a
// browser context of its own.

async function signInTo(page: Page, email: string, dashboard: RegExp) {
  await signIn(page, email);
  await expect(page).toHaveURL(dashboard);
}

test('a fan messages a business about its event, and the business sees it arrive without reloading', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const venue = await businessWithEvent(request, baseURL!);
  const ticketId = await addTicket(request, venue.session, venue.eventId, { name: 'RSVP', price: 0, quantity: 50 });
  const guest = await fan(request, 'messages-fan');
  await takeFreeTickets(request, guest.session, venue.eventId, ticketId, 1);

  const businessContext = await browser.newContext();
  const fanContext = await browser.newContext();
  try {
    // The business opens its inbox and leaves it open; the stream is live.
    const business = await businessContext.newPage();
    await signInTo(business, venue.email, /\/dash\/business-dashboard$/);
    await business.goto('/dash/inbox');
    await expect(business.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(business.getByText('Live', { exact: true })).toBeVisible();
    // Marks this very page: a reload would lose it.
    await business.evaluate(() => ((window as unknown as { inboxMark: string }).inboxMark = 'still here'));

    // The fan starts a conversation about the event it holds a ticket for.
    const guestPage = await fanContext.newPage();
    await signInTo(guestPage, guest.email, /\/dash\/user-dashboard$/);
    await guestPage.goto('/dash/inbox');
    const start = guestPage.getByRole('region', { name: 'Start a conversation' });
    await start.getByRole('button', { name: new RegExp(venue.name) }).click();
    await expect(guestPage.getByRole('heading', { level: 2, name: 'Conversation with Pier Nine' })).toBeVisible();
    await guestPage.getByRole('textbox', { name: 'Your message' }).fill('Hi! Is there step-free access at the pier?');
    await guestPage.getByRole('button', { name: 'Send' }).click();
    const fanThread = guestPage.getByRole('list', { name: `Messages with Pier Nine about ${venue.name}` });
    await expect(fanThread.getByText('Hi! Is there step-free access at the pier?')).toBeVisible();

    // The business's open inbox shows it, unread, well before a poll would have.
    const conversation = business.getByRole('button', { name: 'Conversation with Fay Fan, 1 unread message' });
    await expect(conversation).toBeVisible({ timeout: 10_000 });
    await expect(conversation).toContainText('Hi! Is there step-free access at the pier?');
    expect(await business.evaluate(() => (window as unknown as { inboxMark?: string }).inboxMark)).toBe('still here');

    // It opens the conversation (read) and answers; the fan's open thread shows the answer, live too.
    await conversation.click();
    const thread = business.getByRole('list', { name: `Messages with Fay Fan about ${venue.name}` });
    await expect(thread.getByText('Hi! Is there step-free access at the pier?')).toBeVisible();
    await expect(business.getByRole('button', { name: 'Conversation with Fay Fan' })).toBeVisible();
    await business.getByRole('textbox', { name: 'Your message' }).fill('Yes: a ramp at the north gate.');
    await business.getByRole('button', { name: 'Send' }).click();
    await expect(fanThread.getByText('Yes: a ramp at the north gate.')).toBeVisible({ timeout: 10_000 });
  } finally {
    await businessContext.close();
    await fanContext.close();
  }
});
