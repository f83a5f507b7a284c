import { expect, test, type Page } from './fixtures';
import { signIn } from './accounts-helpers';
import { addTicket, businessWithEvent, fan, takeFreeTickets } from './marketplace-helpers';

// Issue 11, acceptance: the business sets a manager password on its event page; a check-in device signs in with the
// event id and that password, admits a fan's ticket once and says a second scan was already used; with the browser
// offline, two scans wait on the device and sync when it is back online; the business's guest list shows
// Checked In 1/2 for the first fan. Fresh members only.

/** Types a code at the door; answers the full-screen answer. */
async function check(door: Page, code: string) {
  await door.getByLabel('Ticket code').fill(code);
  await door.getByRole('button', { name: 'Check in', exact: true }).click();
  const answer = door.getByRole('alert', { name: /Tap to continue/ });
  await expect(answer).toBeVisible();
  return answer;
}

test('a door device admits a ticket once, keeps checking in offline and syncs; the guest list counts it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const venue = await businessWithEvent(request, baseURL!);
  const ticketId = await addTicket(request, venue.session, venue.eventId, {
    name: 'Community RSVP',
    price: 0,
    quantity: 50,
  });
  const ana = await fan(request, 'guests-ana');
  const anaCodes = await takeFreeTickets(request, ana.session, venue.eventId, ticketId, 2);
  const ben = await fan(request, 'guests-ben');
  const benCodes = await takeFreeTickets(request, ben.session, venue.eventId, ticketId, 2);

  // 1. The business sets the manager password on its event page.
  await signIn(page, venue.email);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await page.goto(`/dash/event/${venue.eventId}`);
  await page.getByLabel('Manager password').fill('door-staff-2031');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Manager password saved. Check-in staff can now sign in with it.')).toBeVisible();

  // 2. A door device (no member signed in) opens the check-in app from its link and signs in.
  const doorContext = await browser.newContext();
  const door = await doorContext.newPage();
  await door.goto(`/checkin?event=${venue.eventId}`);
  await expect(door.getByLabel(/^Event id/)).toHaveValue(String(venue.eventId));
  await door.getByLabel(/^Manager password/).fill('door-staff-2031');
  await door.getByRole('button', { name: 'Sign in' }).click();
  await expect(door.getByRole('heading', { name: venue.name })).toBeVisible();
  await expect(door.getByText(/4 ticket codes on this device/)).toBeVisible();
  await expect(door.getByTestId('door-counter')).toHaveText('Checked in 0 / 4');

  const admitted = await check(door, anaCodes[0]!);
  await expect(admitted).toContainText('Admitted');
  await expect(admitted).toContainText('Fay Fan · Community RSVP');
  await admitted.click();
  const again = await check(door, anaCodes[0]!);
  await expect(again).toContainText(/Already used at \d{1,2}:\d\d [ap]m \w+ on Door 1/);
  await again.click();

  // 3. Offline: the device judges from the codes it downloaded, and keeps the scans. The service worker has the app,
  // so the page opens again without a network.
  await door.evaluate(async () => void (await navigator.serviceWorker.ready));
  await doorContext.setOffline(true);
  await expect(door.getByText('Offline: scans are kept on this device').first()).toBeVisible();
  for (const code of benCodes) {
    const offline = await check(door, code);
    await expect(offline).toContainText('Admitted');
    await offline.click();
  }
  await expect(door.getByTestId('sync-state')).toHaveText('2 scans waiting to sync');
  await expect(door.getByTestId('door-counter')).toHaveText('Checked in 3 / 4');
  await door.reload();
  await expect(door.getByRole('heading', { name: venue.name })).toBeVisible();
  await expect(door.getByTestId('sync-state')).toHaveText('2 scans waiting to sync');
  await doorContext.setOffline(false);
  await expect(door.getByTestId('sync-state')).toHaveText('All scans are synced.', { timeout: 20_000 });
  await expect(door.getByTestId('door-counter')).toHaveText('Checked in 3 / 4');
  await doorContext.close();

  // 4. The business's guest list: Checked In 1/2 for the first fan, 2/2 for the second.
  await page.reload();
  const guests = page.getByRole('table', { name: 'Guest list' });
  await expect(page.getByText('Checked in 3 / 4')).toBeVisible();
  const rows = guests.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: '1/2' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '2/2' })).toHaveCount(1);
});
