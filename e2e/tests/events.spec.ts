import { expect, test, type Page } from './fixtures';
import {
  api,
  apiSession,
  freshEmail,
  onboardPayouts,
  registerMember,
  registerVerified,
  signIn,
} from './accounts-helpers';

// Issue 9, acceptance: a new business onboards a payout account in the sandbox, creates a draft event with two
// time blocks and publishes it; a fan near San Francisco finds it, watches it and copies its link; a logged-out
// visitor opens the link; a private event's page asks for its password. Fresh members only.

const SF = { latitude: 37.7793, longitude: -122.4193 };

/** YYYY-MM-DD, `days` from today (the server's clock is the real one in e2e). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function wizardNext(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

test('a business onboards payouts, creates a draft with two time blocks and publishes it; a fan finds, watches and shares it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const businessEmail = freshEmail('venue');
  const eventName = `Harbor Lights ${Date.now().toString(36).slice(-6)}`;
  await registerVerified(request, baseURL!, {
    email: businessEmail,
    username: `venue-${Date.now().toString(36)}`,
    accType: 'business',
    name: 'Harbor Venue',
  });

  // 1. Create Event sends a business without a payout account through onboarding first, saying why.
  await signIn(page, businessEmail);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await page.goto('/dash/createEvent');
  await expect(page.getByText(/You need a payout account before you can create events or sell tickets/)).toBeVisible();
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Stagepass payouts (sandbox)' })).toBeVisible();
  await page.getByLabel('Business or display name').fill('Harbor Venue LLC');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/mobile\/redirect\/stripeconnect\/[^/]+\/return$/);
  await expect(page.getByText('Your payout account is ready')).toBeVisible();
  await page.getByRole('link', { name: 'Create an event' }).click();

  // 2. The wizard: each step checks itself before Next.
  await expect(page).toHaveURL(/\/dash\/createEvent$/);
  await wizardNext(page);
  await expect(page.getByText('Please enter a name')).toBeVisible();
  await page.getByLabel('Event name').fill(eventName);
  await page.getByLabel('Description').fill('Sea shanties and city lights on the waterfront.');
  await wizardNext(page);
  await page.getByLabel('Address').fill('1 Market St, San Francisco, CA');
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('radio', { name: '1 Market St, San Francisco, CA' }).check();
  await page.getByLabel('Starts').fill(`${day(3)}T18:00`);
  await page.getByLabel('Ends').fill(`${day(3)}T23:00`);
  await wizardNext(page);
  await wizardNext(page); // no image
  await wizardNext(page); // public, at the venue
  await expect(page.getByRole('radio', { name: 'Save as draft' })).toBeChecked();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(/\/dash\/event\/\d+$/);
  const eventPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: eventName })).toBeVisible();

  // Two time blocks.
  const blocks = page.getByRole('region', { name: 'Time blocks' });
  for (const [start, end] of [
    ['18:00', '20:00'],
    ['20:30', '22:30'],
  ]) {
    await blocks.getByRole('link', { name: 'Add time block' }).click();
    await expect(page).toHaveURL(/\/dash\/create-update-subevent/);
    await page.getByLabel('Starts').fill(`${day(3)}T${start}`);
    await page.getByLabel('Ends').fill(`${day(3)}T${end}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
  }
  await expect(blocks.getByRole('listitem')).toHaveCount(2);

  // Publish it.
  await page.getByRole('link', { name: `Edit ${eventName}` }).click();
  await expect(page).toHaveURL(/\/dash\/updateEvent/);
  for (let i = 0; i < 4; i++) await wizardNext(page);
  await page.getByRole('radio', { name: 'Publish' }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));

  // 3. A fan near San Francisco finds it in the nearby list, opens it, watches it and copies its link.
  const fanContext = await browser.newContext({
    geolocation: SF,
    permissions: ['geolocation', 'clipboard-read', 'clipboard-write'],
  });
  const fan = await fanContext.newPage();
  const fanEmail = freshEmail('fan');
  await registerMember(request, fanEmail);
  await signIn(fan, fanEmail);
  await expect(fan).toHaveURL(/\/dash\/user-dashboard$/);
  // The list comes a page at a time, soonest first: 'Load more events' until it shows the new event.
  const found = fan.getByRole('link', { name: eventName }).first();
  await expect(fan.getByRole('article').first()).toBeVisible();
  await expect(async () => {
    if (!(await found.isVisible())) await fan.getByRole('button', { name: 'Load more events' }).click();
    await expect(found).toBeVisible({ timeout: 2000 });
  }).toPass();
  await found.click();
  await expect(fan).toHaveURL(new RegExp(`${eventPath}$`));
  const watch = fan.getByRole('button', { name: `Watch ${eventName}` });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await watch.click();
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await fan.reload();
  await expect(fan.getByRole('button', { name: `Watch ${eventName}` })).toHaveAttribute('aria-pressed', 'true');
  await fan.goto('/dash/watchlist');
  await expect(fan.getByRole('link', { name: eventName })).toBeVisible();
  await fan.goBack();
  await fan.getByRole('button', { name: 'Share' }).click();
  await fan.getByRole('button', { name: 'Copy Link' }).click();
  await expect(fan.getByText('Link Copied')).toBeVisible();
  const copied = await fan.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(eventPath);
  await fanContext.close();

  // 4. A logged-out visitor opens the link; the server's HTML already names the event for link previews.
  const visitor = await browser.newPage();
  const html = await (await request.get(eventPath)).text();
  expect(html).toContain(`<meta property="og:title" content="${eventName}" />`);
  await visitor.goto(eventPath);
  await expect(visitor.getByRole('heading', { name: eventName })).toBeVisible();
  await expect(visitor.getByRole('button', { name: `Watch ${eventName}` })).toHaveCount(0);
  await visitor.close();
});

test("a private event's page asks for its password", async ({ page, request, baseURL }) => {
  const email = freshEmail('private');
  await registerVerified(request, baseURL!, {
    email,
    username: `hideaway-${Date.now().toString(36)}`,
    accType: 'business',
    name: 'Hideaway Club',
  });
  const session = await apiSession(request, email);
  // Payouts onboarded through the sandbox page, as a business does.
  await onboardPayouts(request, session, 'Hideaway Club');
  const name = `Hideaway Night ${Date.now().toString(36).slice(-5)}`;
  const created = await api<{ event_id: number }>(
    request,
    'business_create_update_event',
    {
      create: '1',
      event_name: name,
      address: 'Oakland, CA',
      draft: '0',
      start_time: `${day(5)}T21:00`,
      end_time: `${day(5)}T23:59`,
      private: true,
      ev_password: 'moonlight',
    },
    session,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);

  await page.goto(`/dash/event/${created.data.event_id}`);
  await expect(page.getByText('This is a private event. Enter its password to see it.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  const password = page.getByLabel('Event password');
  await password.fill('starlight');
  await password.press('Enter');
  await expect(page.getByText('That password is not right for this event.')).toBeVisible();
  await password.fill('moonlight');
  await password.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
