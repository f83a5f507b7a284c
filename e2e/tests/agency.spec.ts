import { expect, test } from './fixtures';
import { freshEmail, registerTalent, registerVerified, signIn } from './accounts-helpers';

// Agency (spec 000 §2.11, §4, §6): a talent authorizes an agency by username and PIN, the agency switches
// into it and lands on the client's dashboard, and Change Client brings it back to its own. Fresh members
// only: the demo accounts stay as the other files expect them.

test('a talent authorizes an agency, which switches into it and returns with Change Client', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const agencyEmail = freshEmail('agency');
  const agencyUsername = `nova-${Date.now().toString(36)}`;
  const clientEmail = freshEmail('client');
  await registerVerified(request, baseURL!, { email: agencyEmail, username: agencyUsername, accType: 'agency' });
  await registerTalent(request, clientEmail, 'Tess Talent');

  // The agency sets its PIN in Settings.
  await signIn(page, agencyEmail);
  await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
  const clients = page.getByRole('region', { name: 'Clients' });
  await expect(clients.getByText(/^No clients yet\./)).toBeVisible();
  await page.goto('/dash/settings');
  const pin = page.getByRole('region', { name: 'Agency PIN' });
  await pin.getByLabel('New PIN', { exact: true }).fill('2468');
  await pin.getByLabel('Confirm PIN', { exact: true }).fill('2468');
  await pin.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your agency PIN has been saved.')).toBeVisible();

  // The talent, in a browser of its own, authorizes the agency by its username and PIN.
  const clientContext = await browser.newContext();
  try {
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, clientEmail);
    await expect(clientPage).toHaveURL(/\/dash\/celeb-dashboard$/);
    await clientPage.goto('/dash/settings');
    const access = clientPage.getByRole('region', { name: 'Agency Access' });
    await expect(access.getByText('No agency can act for you.')).toBeVisible();
    await access.getByLabel('Agency username').fill(agencyUsername);
    await access.getByLabel('Agency PIN', { exact: true }).fill('1357');
    await access.getByRole('button', { name: 'Authorize' }).click();
    await expect(clientPage.getByText('The agency username or PIN is incorrect.')).toBeVisible();
    await access.getByLabel('Agency PIN', { exact: true }).fill('2468');
    await access.getByRole('button', { name: 'Authorize' }).click();
    await expect(access.getByText('Nova Agency can act for you.')).toBeVisible();
    await clientPage.reload();
    await expect(access.getByText('Nova Agency can act for you.')).toBeVisible();
  } finally {
    await clientContext.close();
  }

  // The agency switches into its client and lands on the client's dashboard (spec 000 §2.11).
  await page.goto('/dash/agency-dashboard');
  await clients.getByRole('button', { name: 'Switch to Tess Talent' }).click();
  await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Tess Talent' })).toBeVisible();
  await expect(main.getByText('Creator Dashboard', { exact: true })).toBeVisible();
  // Acting survives a reload: the client and the saved agency are in the store.
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Tess Talent' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored.user).toMatchObject({ email: clientEmail, agency_as_client: true });
  expect(stored.agencyUser.user).toMatchObject({ email: agencyEmail, is_agency: true });

  // The client's settings show its profile, not its security (spec 000 §6).
  await page.goto('/dash/settings');
  await expect(page.getByRole('region', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Agency Access' })).toHaveCount(0);

  // Change Client ends the client session and returns to the agency.
  await page.getByRole('button', { name: 'Change Client' }).click();
  await page.getByRole('dialog', { name: 'Change Client' }).getByRole('button', { name: 'Change Client' }).click();
  await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Welcome, Nova Agency' })).toBeVisible();
  await expect(clients.getByRole('button', { name: 'Switch to Tess Talent' })).toBeVisible();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(after.user).toMatchObject({ email: agencyEmail, agency_as_client: false });
  expect(after.agencyUser).toBeUndefined();
});
