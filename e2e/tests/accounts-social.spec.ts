import { expect, test, type Page } from './fixtures';
import { api, emailedLink, freshEmail, PASSWORD, signOut, textedCode } from './accounts-helpers';

/** The sandbox identity provider's page (apps/server/src/dev/oauth.ts): who you are at the provider. */
async function allowAtProvider(page: Page, label: string, email: string, name: string) {
  await expect(page).toHaveURL(/\/dev\/oauth\/\w+\/authorize/);
  await expect(page.getByRole('heading', { name: `Sign in with ${label}` })).toBeVisible();
  await page.getByLabel(`Email at ${label}`).fill(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** A new member agrees to the Terms right after 'Create account' (spec 000 §2.6), then lands on /dash/welcome. */
async function agreeAndWelcome(page: Page) {
  await page
    .getByRole('dialog', { name: 'Our Terms and Privacy Policy' })
    .getByRole('button', { name: 'Agree' })
    .click();
  await expect(page).toHaveURL(/\/dash\/welcome$/);
}

/** Opens /auth/register-page through an emailed registration link. */
async function registerPageByEmail(page: Page, request: Parameters<typeof emailedLink>[0], email: string) {
  expect((await api(request, 'request_registration', { email })).status).toBe(200);
  await page.goto(await emailedLink(request, email, 'regemail'));
  await expect(page).toHaveURL(/\/auth\/register-page$/);
  return page.getByRole('form', { name: 'Create your account' });
}

test('social sign-in with a new identity registers through the register page, then signs in again', async ({
  page,
}) => {
  const email = freshEmail('youtube');
  await page.goto('/?openSignUpModal=login');
  await page.getByRole('form', { name: 'Sign In' }).getByRole('button', { name: 'Sign in with YouTube' }).click();
  await allowAtProvider(page, 'YouTube', email, 'Yuki Tube');

  // spec 000 §4: no account → registration, with email, provider and token stored locally.
  await expect(page).toHaveURL(/\/auth\/register-page$/);
  const stored = await page.evaluate(() => [
    localStorage.getItem('auth-email'),
    localStorage.getItem('auth-social'),
    localStorage.getItem('auth-socialToken'),
  ]);
  expect(stored[0]).toBe(email);
  expect(stored[1]).toBe('youtube');
  expect(stored[2]).toMatch(/.{20,}/);
  const form = page.getByRole('form', { name: 'Create your account' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Yuki Tube');
  await form.getByRole('group', { name: 'Specialist' }).getByRole('button', { name: 'Select' }).click();
  await form.getByRole('button', { name: 'Create account' }).click();
  await agreeAndWelcome(page);

  await signOut(page);
  await page.goto('/?openSignUpModal=login');
  await page.getByRole('form', { name: 'Sign In' }).getByRole('button', { name: 'Sign in with YouTube' }).click();
  await allowAtProvider(page, 'YouTube', email, 'Yuki Tube');
  // The Terms were agreed to at registration: straight in.
  await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
});

test('the platform-vendor sign-up answers by form post, and the name it gives fills the register page', async ({
  page,
}) => {
  const email = freshEmail('apple');
  await page.goto('/?openSignUpModal=register');
  await page.getByRole('button', { name: 'Sign up with Apple' }).click();
  // spec 000 §7: response_mode form_post. The sandbox vendor posts its answer to /auth/login, which the
  // server turns into the page's query.
  await expect(page).toHaveURL(/response_mode=form_post/);
  await allowAtProvider(page, 'Apple', email, 'Ada Vendor');

  await expect(page).toHaveURL(/\/auth\/register-page$/);
  const form = page.getByRole('form', { name: 'Create your account' });
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Ada Vendor');
  expect(await page.evaluate(() => localStorage.getItem('auth-social'))).toBe('apple');
});

test('social sign-in for an email whose account never authorised the provider gets the §8 alert', async ({ page }) => {
  await page.goto('/?openSignUpModal=login');
  await page.getByRole('form', { name: 'Sign In' }).getByRole('button', { name: 'Sign in with Facebook' }).click();
  await allowAtProvider(page, 'Facebook', 'fan@stagepass.test', 'Frankie Fan');

  const alert = page.getByRole('dialog', { name: 'Facebook has not been authorized to log in to this account' });
  await expect(alert).toContainText('An account with the same email address already exists');
  await expect(alert).toContainText('Account, Settings, Social Login');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').session ?? null)).toBeNull();
});

test('a business verifies by phone through the review service and registers', async ({ page, request }) => {
  const email = freshEmail('phone');
  const form = await registerPageByEmail(page, request, email);
  await form.getByLabel('Name', { exact: true }).fill('Velma Lantern');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const business = form.getByRole('group', { name: 'Business' });
  await business.getByRole('button', { name: 'Verify by phone' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Verify your business by phone');
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByLabel('Business phone number').fill('(415) 555-0123');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toHaveAccessibleName('Enter your verification code');

  // errorVerifyCode, then Back to code entry.
  await dialog.getByLabel('Verification code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveAccessibleName('That code did not work');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveAccessibleName('Enter your verification code');

  await dialog.getByLabel('Verification code').fill(await textedCode(request, '+14155550123', since));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveAccessibleName('We found your business');
  await expect(dialog).toContainText('The Velvet Lantern');
  await dialog.getByRole('button', { name: 'Use this business' }).click();

  await expect(business.getByText('Verified with phone')).toBeVisible();
  await expect(business.getByRole('button', { name: 'Selected' })).toBeVisible();
  await form.getByRole('button', { name: 'Create account' }).click();
  await agreeAndWelcome(page);
});

test('phone verification error steps: errorPhoneNumber and noYelpData', async ({ page, request }) => {
  const form = await registerPageByEmail(page, request, freshEmail('phone-errors'));
  await form.getByRole('group', { name: 'Business' }).getByRole('button', { name: 'Verify by phone' }).click();
  const dialog = page.getByRole('dialog');

  // A number not in the review service's directory: verified, then noYelpData.
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByLabel('Business phone number').fill('(415) 555-0188');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await textedCode(request, '+14155550188', since));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveAccessibleName('No business listing found');
  await expect(dialog).toContainText('or verify with LinkedIn instead');
  // Back resets everything.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveAccessibleName('Verify your business by phone');
  await expect(dialog.getByLabel('Business phone number')).toHaveValue('');

  // errorPhoneNumber: the server refuses to send (too many codes to one number in an hour).
  for (let i = 0; i < 5; i += 1) await api(request, 'auth_send_phone_token', { phone: '+14155550177', method: 'sms' });
  await dialog.getByLabel('Business phone number').fill('(415) 555-0177');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog).toHaveAccessibleName('We could not send a code to that number');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toHaveAccessibleName('Verify your business by phone');
  await expect(dialog.getByLabel('Business phone number')).toHaveValue('(415) 555-0177');

  // An invalid number never reaches the server.
  await dialog.getByLabel('Business phone number').fill('12');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid Phone Number')).toBeVisible();

  // noYelpData's Close closes the modal.
  const since2 = new Date(Date.now() - 1000).toISOString();
  await dialog.getByLabel('Business phone number').fill('(415) 555-0166');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByLabel('Verification code').fill(await textedCode(request, '+14155550166', since2));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toHaveAccessibleName('No business listing found');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('an agency verifies through the professional network and comes back to its filled form', async ({
  page,
  request,
}) => {
  const form = await registerPageByEmail(page, request, freshEmail('agency'));
  await form.getByLabel('Name', { exact: true }).fill('Ada Agency');
  await form.getByRole('group', { name: 'Agency' }).getByRole('button', { name: 'Verify with LinkedIn' }).click();
  await allowAtProvider(page, 'LinkedIn', 'ada@agency.example.com', 'Ada Agency');

  await expect(page).toHaveURL(/\/auth\/register-page$/);
  const back = page.getByRole('form', { name: 'Create your account' });
  await expect(back.getByLabel('Name', { exact: true })).toHaveValue('Ada Agency');
  const agency = back.getByRole('group', { name: 'Agency' });
  await expect(agency.getByText('Verified with LinkedIn')).toBeVisible();
  await expect(agency.getByRole('button', { name: 'Selected' })).toBeVisible();
  await back.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await back.getByRole('button', { name: 'Create account' }).click();
  await agreeAndWelcome(page);
});
