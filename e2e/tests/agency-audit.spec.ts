import { expect, test } from './fixtures';
import { api, apiSession, freshEmail, registerTalent, registerVerified, signIn } from './accounts-helpers';
import { unique } from './marketplace-helpers';
import { addLocation, addSchedule } from './schedule-helpers';

// Issue 15, acceptance: 1. a talent authorises an agency with a PIN; 2. the agency switches in and creates a schedule
// as the talent; 3. the audit log shows it; 4. the agency returns, the talent revokes access, and the agency's next
// switch fails. And an agency switching into a business client lands on the business dashboard. Fresh members only.

const ZONE = 'America/Los_Angeles';
const PIN = '8642';

/** The local date in San Francisco `days` from now (YYYY-MM-DD). */
function sfDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now() + days * 86_400_000);
}

/** Letters only (member names allow no digits): the run's tag spelled out. */
const letters = (s: string) => s.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

test('a talent authorises an agency; the agency schedules as the talent, the audit log shows it, revoking ends it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const agencyEmail = freshEmail('audit-agency');
  const agencyUsername = `audit-${unique()}`;
  const talentEmail = freshEmail('audit-talent');
  const talentName = `Tess ${letters(unique())}`;
  await registerVerified(request, baseURL!, { email: agencyEmail, username: agencyUsername, accType: 'agency' });
  await registerTalent(request, talentEmail, talentName);
  expect((await api(request, 'agency_update_pin', { pin: PIN }, await apiSession(request, agencyEmail))).status).toBe(
    200,
  );

  // 1. The talent authorises the agency with its username and PIN, in a browser of its own.
  const talentContext = await browser.newContext();
  const talentPage = await talentContext.newPage();
  try {
    await signIn(talentPage, talentEmail);
    await expect(talentPage).toHaveURL(/\/dash\/celeb-dashboard$/);
    await talentPage.goto('/dash/settings');
    const access = talentPage.getByRole('region', { name: 'Agency Access' });
    await access.getByLabel('Agency username').fill(agencyUsername);
    await access.getByLabel('Agency PIN', { exact: true }).fill(PIN);
    await access.getByRole('button', { name: 'Authorize' }).click();
    await expect(access.getByText('Nova Agency can act for you.')).toBeVisible();
    await expect(
      talentPage.getByRole('region', { name: 'Agency activity' }).getByText('No agency activity yet.'),
    ).toBeVisible();

    // 2. The agency switches in and creates a location and a schedule on /dash/scheduling as the talent.
    await signIn(page, agencyEmail);
    await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
    const overview = page.getByRole('region', { name: 'Your clients at a glance' });
    await expect(overview.getByRole('article', { name: talentName })).toBeVisible();
    await page
      .getByRole('region', { name: 'Clients' })
      .getByRole('button', { name: `Switch to ${talentName}` })
      .click();
    await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
    await page.goto('/dash/scheduling');
    await addLocation(page);
    const day = sfDate(3);
    await addSchedule(page, { day, from: '17:00', to: '23:30', rate: '200' });

    // 3. The audit log shows it: to the agency acting for the talent, and to the talent.
    await page.goto('/dash/settings');
    const actingLog = page.getByRole('table', { name: 'Agency activity' });
    const scheduleRow = actingLog.getByRole('row').filter({ hasText: 'specialist_schedule' });
    await expect(scheduleRow).toContainText(new RegExp(`schedule \\d+ on ${day}`));
    await expect(scheduleRow).toContainText('Nova Agency');
    await expect(actingLog.getByRole('row').filter({ hasText: 'location_create_update' })).toContainText(
      /location \d+/,
    );
    await expect(actingLog.getByRole('row').filter({ hasText: 'agency_switch_user' })).toHaveCount(1);
    // Reads (the calendar, the locations) are not actions.
    await expect(actingLog.getByRole('row').filter({ hasText: 'specialist_schedule_list' })).toHaveCount(0);

    await talentPage.reload();
    const talentLog = talentPage.getByRole('table', { name: 'Agency activity' });
    await expect(talentLog.getByRole('row').filter({ hasText: 'specialist_schedule' })).toContainText(
      new RegExp(`Nova Agency.*schedule \\d+ on ${day}`),
    );

    // 4. The agency returns; its own log names the client.
    await page.getByRole('button', { name: 'Change Client' }).click();
    await page.getByRole('dialog', { name: 'Change Client' }).getByRole('button', { name: 'Change Client' }).click();
    await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
    const switchButton = page.getByRole('region', { name: 'Clients' }).getByRole('button', {
      name: `Switch to ${talentName}`,
    });
    await expect(switchButton).toBeVisible();

    // The talent revokes access.
    await talentPage
      .getByRole('region', { name: 'Agency Access' })
      .getByRole('button', { name: 'Revoke access' })
      .click();
    await talentPage
      .getByRole('dialog', { name: 'Revoke access' })
      .getByRole('button', { name: 'Revoke access' })
      .click();
    await expect(talentPage.getByText('Your agency can no longer act for you.').first()).toBeVisible();

    // The agency's next switch fails, and it stays on its own dashboard.
    await switchButton.click();
    await expect(page.getByText('That member is not one of your clients.')).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.user).toMatchObject({ email: agencyEmail, agency_as_client: false });

    // What it did stays on record for both sides.
    await page.goto('/dash/settings');
    await expect(
      page.getByRole('table', { name: 'Agency activity' }).getByRole('row').filter({ hasText: 'specialist_schedule' }),
    ).toContainText(talentName);
  } finally {
    await talentContext.close();
  }
});

test('an agency switching into a business client lands on the business dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  const agencyEmail = freshEmail('biz-agency');
  const agencyUsername = `bizag-${unique()}`;
  const businessEmail = freshEmail('biz-client');
  const businessName = `Harbor ${letters(unique())}`;
  await registerVerified(request, baseURL!, { email: agencyEmail, username: agencyUsername, accType: 'agency' });
  await registerVerified(request, baseURL!, {
    email: businessEmail,
    username: `bizcl-${unique()}`,
    accType: 'business',
    name: businessName,
  });
  expect((await api(request, 'agency_update_pin', { pin: PIN }, await apiSession(request, agencyEmail))).status).toBe(
    200,
  );
  const authorized = await api(
    request,
    'authorize_agency_access',
    { agency_username: agencyUsername, pin: PIN },
    await apiSession(request, businessEmail),
  );
  expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);

  await signIn(page, agencyEmail);
  await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
  await page
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: `Switch to ${businessName}` })
    .click();
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: `Welcome, ${businessName}` })).toBeVisible();
  await expect(main.getByText('Business Dashboard', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change Client' }).click();
  await page.getByRole('dialog', { name: 'Change Client' }).getByRole('button', { name: 'Change Client' }).click();
  await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);
});
