// City launch pages (spec 000 §2.12, §4, §5; issue 4) in real Chromium against the real server.
// botd reports headless Chromium as a bot (DESIGN.md §9), so every test decides the bot check's
// verdict through the page's test hook, window.__STAGEPASS_BOT_RESULT__ (features/launch/lib/bot-check.ts).

import { expect, test, type Page } from './fixtures';

type Verdict = 'bot' | 'human' | 'pending';

async function openLaunch(page: Page, path: string, verdict: Verdict) {
  await page.addInitScript((v) => {
    (window as unknown as { __STAGEPASS_BOT_RESULT__: string }).__STAGEPASS_BOT_RESULT__ = v;
  }, verdict);
  // The page arrives prerendered; the fixture's goto waits until React has hydrated it.
  await page.goto(path);
}

/** Every submit_marketing_form request the page sends. */
function recordSubmissions(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'POST' || !req.url().endsWith('/api')) return;
    const body = req.postDataJSON() as Record<string, unknown> | null;
    if (body?.request === 'submit_marketing_form') sent.push(body);
  });
  return sent;
}

async function pickTrait(page: Page, form: ReturnType<Page['getByRole']>, label: string, option: string) {
  await form.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('SF talent joins, then applies to be a partner; a second join says it was already sent', async ({ page }) => {
  const sent = recordSubmissions(page);
  await openLaunch(page, '/sf?ad_id=fb-summer-25', 'human');
  await expect(page.getByRole('heading', { name: 'Join the SF Bay Area Launch', level: 1 })).toBeVisible();
  // spec 000 §2.12: ad_id is stored locally under its own key.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ad_id'))).toBe('fb-summer-25');

  await page.getByRole('button', { name: 'Talent', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Joining as a TALENT + CREATOR' })).toBeVisible();
  await expect(page.getByText('WHAT YOU GET')).toBeVisible();
  const form = page.getByRole('form', { name: 'Join our SF Bay Area Launch As A Talent + Creator' });
  await expect(form).toBeVisible();

  const email = `nia-${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Nia Newcomer');
  await form.getByLabel('Email').fill(email);
  await pickTrait(page, form, 'Primary Talent', 'Singer');
  await form.getByLabel('Instagram Handle').fill('@nia.sings');
  await form.getByRole('button', { name: 'Join the Launch' }).click();

  // spec 000 §4: the confirm dialog lists the values; Join sends.
  const confirm = page.getByRole('dialog', { name: 'Join the SF Bay Area Launch' });
  await expect(confirm).toContainText('Nia Newcomer');
  await expect(confirm).toContainText(email);
  await expect(confirm).toContainText('Singer');
  await confirm.getByRole('button', { name: 'Join', exact: true }).click();

  const joined = page.getByRole('dialog', { name: "You're in!" });
  await expect(joined).toContainText('Welcome to the SF Bay Area Launch!');
  await joined.getByRole('button', { name: 'Dismiss' }).click();
  await expect(joined).toBeHidden();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    formId: 7,
    ad_id: 'fb-summer-25',
    fields: { f_name: 'Nia Newcomer', email, primary_talent: 'Singer', instagram_handle: '@nia.sings' },
  });

  await expect(
    page.getByText(
      "Thank you for joining the SF Bay Area Launch! We'll follow up with more details about the SF Bay Area Launch via email soon.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to get started?' })).toBeVisible();
  const web = page.getByRole('link', { name: 'Sign up on web' });
  await expect(web).toHaveAttribute('href', '/?openSignUpModal=register');
  await expect(web).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();

  // The launch form was cleared; name, email and trait went on to the partner form.
  await expect(form.getByLabel('Name')).toHaveValue('');
  await page.getByRole('button', { name: 'Apply to be a partner' }).click();
  const partner = page.getByRole('form', { name: 'Partner With Us' });
  await expect(partner.getByLabel('Name')).toHaveValue('Nia Newcomer');
  await expect(partner.getByLabel('Email')).toHaveValue(email);
  await expect(partner.getByLabel('Primary Talent')).toHaveValue('Singer');
  await partner.getByLabel('Mobile Number').fill('(415) 555-0142');
  await partner.getByLabel('Instagram').fill('@nia.sings');
  await partner.getByLabel('YouTube Channel Link (optional)').fill('https://www.youtube.com/@niasings');
  await partner.getByLabel('About You').fill('Soul singer from Oakland.');
  await partner.getByLabel('Why Partner With Us?').fill('I want to play more shows in the Bay.');
  await partner.getByRole('button', { name: 'Submit Partner Application' }).click();

  const apply = page.getByRole('dialog', { name: 'Confirm Partner Application' });
  await expect(apply).toContainText('(415) 555-0142');
  await expect(apply).toContainText('https://www.youtube.com/@niasings');
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();
  const applied = page.getByRole('dialog', { name: 'Partner Application Sent' });
  await expect(applied).toContainText('Your partner application was sent.');
  // spec 000 §9: success dialogs close themselves after 5 seconds.
  await expect(applied).toBeHidden({ timeout: 8000 });
  expect(sent[1]).toMatchObject({ formId: 4 });
  expect(Object.keys(sent[1]!.fields as object).sort()).toEqual(
    [
      'about_you',
      'email',
      'f_name1',
      'instagram',
      'mobile_number',
      'primary_talent',
      'why_partner_with_us',
      'youtube_channel_link_opti',
    ].sort(),
  );

  await expect(page.getByText('Thank you for applying to partner with us.')).toBeVisible();
  await expect(
    page.getByText('Selected talent & creators will be contacted directly for early bookings and launch promotion.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready to get Started?' })).toBeVisible();

  // spec 000 §5: a repeat submit after success says so, then validation continues (the form is empty).
  await form.getByRole('button', { name: 'Join the Launch' }).click();
  await expect(form.getByText("You've already sent us a submission.")).toBeVisible();
  await expect(form.getByText('One or more fields has invalid input.')).toBeVisible();
  expect(sent).toHaveLength(2);

  // spec 000 §2.12 step 6: the Launch & Partner Terms open in a modal.
  await page.getByRole('button', { name: 'Launch & Partner Terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Launch & Partner Terms' });
  await expect(terms).toContainText('June 17, 2025');
  await expect(terms).toContainText('18 years of age or older');
});

test('a business join with an invalid website, then an invalid phone, shows the messages and sends nothing', async ({
  page,
}) => {
  const sent = recordSubmissions(page);
  await openLaunch(page, '/la', 'human');
  await page.getByRole('button', { name: 'Business', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Joining as a BUSINESS' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Join our Los Angeles Launch As A Business' });
  await form.getByLabel('Business Name').fill('Bayside Venue');
  await form.getByLabel('Email').fill('owner@bayside.test');
  await pickTrait(page, form, 'Business Type', 'Event Venue');
  await form.getByLabel('Address').fill('1 Embarcadero Center, San Francisco, CA');
  await form.getByLabel('Phone Number', { exact: true }).fill('(415) 555-0100');
  await form.getByLabel('Website').fill('bayside.test');
  await form.getByLabel('Business Contact Name').fill('Dana Reyes');
  await form.getByLabel('Business Contact Phone').fill('415-555-0101');
  await form.getByRole('button', { name: 'Join the Launch' }).click();
  await expect(form.getByText('One or more fields has invalid input.')).toBeVisible();
  await expect(form.getByText('Invalid website address. It must start with http:// or https://.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await form.getByLabel('Website').fill('https://bayside.test');
  await form.getByLabel('Phone Number', { exact: true }).fill('555-01');
  await form.getByRole('button', { name: 'Join the Launch' }).click();
  await expect(form.getByText('Invalid Phone Number')).toBeVisible();
  await expect(form.getByText('One or more fields has invalid input.')).toBeVisible();
  await expect(form.getByText('Invalid website address. It must start with http:// or https://.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test('a detected bot cannot submit', async ({ page }) => {
  const sent = recordSubmissions(page);
  await openLaunch(page, '/ny', 'bot');
  await expect(page.getByRole('heading', { name: 'Join the New York Launch', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Talent', exact: true }).click();
  const form = page.getByRole('form', { name: 'Join our New York Launch As A Talent + Creator' });
  await expect(form.getByText('Bot detected. Submission blocked.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Join the Launch' })).toBeDisabled();
  expect(sent).toHaveLength(0);
});

test('while the bot check is pending nothing can be submitted', async ({ page }) => {
  await openLaunch(page, '/sactown', 'pending');
  await page.getByRole('button', { name: 'Business', exact: true }).click();
  const form = page.getByRole('form', { name: 'Join our Sacramento Launch As A Business' });
  await expect(form.getByText('Checking for bots, please wait...')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Join the Launch' })).toBeDisabled();
});
