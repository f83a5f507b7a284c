import { expect, test } from './fixtures';
import { signIn } from './accounts-helpers';
import { addTicket, businessWithEvent, fan, ticketCheckout } from './marketplace-helpers';

// Issue 10, 3-D Secure: Stripe's test card 4000 0027 6000 3184 asks the cardholder to confirm with their bank. The
// sandbox plays the bank's challenge in a modal (Complete / Fail): Complete finishes the purchase, Fail sells
// nothing and leaves the stock as it was. Fresh members only.

const CARD_3DS = '4000 0027 6000 3184';

test('a fan confirms a 3-D Secure card with the bank and gets the tickets; Fail leaves the stock unchanged', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const venue = await businessWithEvent(request, baseURL!);
  await addTicket(request, venue.session, venue.eventId, { name: 'Mezzanine', price: 3500, quantity: 10 });
  const buyer = await fan(request, 'tickets-3ds');
  await signIn(page, buyer.email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);

  // Complete: the purchase finishes, and the tickets are in Purchases.
  await page.goto(`/dash/event/${venue.eventId}`);
  let section = await ticketCheckout(page, 'Mezzanine', 2, CARD_3DS);
  await section.getByRole('button', { name: 'Buy' }).click();
  const bank = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await expect(bank).toBeVisible();
  // While the bank asks, the two tickets are held for the buyer.
  await bank.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Your tickets are booked. A receipt is on its way to your email.')).toBeVisible();
  await expect(bank).toBeHidden();
  await expect(page.getByRole('article', { name: 'Mezzanine' })).toContainText('8 left');
  await page.goto('/dash/purchases');
  const bought = page.getByRole('listitem').filter({ hasText: venue.name });
  await expect(bought).toContainText('Mezzanine × 2');
  await expect(bought).not.toContainText('Pending');

  // Fail: the bank's refusal is shown, nothing is sold, and the stock is as it was.
  await page.goto(`/dash/event/${venue.eventId}`);
  section = await ticketCheckout(page, 'Mezzanine', 3, CARD_3DS);
  await section.getByRole('button', { name: 'Buy' }).click();
  await bank.getByRole('button', { name: 'Fail' }).click();
  await expect(section.getByRole('alert')).toContainText('We are unable to authenticate your payment method.');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Mezzanine' })).toContainText('8 left');
  await page.goto('/dash/purchases');
  await expect(page.getByRole('listitem').filter({ hasText: venue.name })).toHaveCount(1);
});
