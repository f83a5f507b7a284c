import { expect, test } from './fixtures';
import { api, emailedLink, freshEmail, PASSWORD, registerMember, signIn, WRONG_CREDENTIALS } from './accounts-helpers';

test('forgot password end to end: the old password fails and the new one works', async ({ page, request }) => {
  const email = freshEmail('forgot');
  await registerMember(request, email);
  const newPassword = 'a-brand-new-passphrase-7';

  const form = await (async () => {
    await page.goto('/?openSignUpModal=login');
    return page.getByRole('form', { name: 'Sign In' });
  })();
  await form.getByRole('link', { name: 'Forgot your password' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  const requestForm = page.getByRole('form', { name: 'Forgot your password' });
  await requestForm.getByLabel('Email', { exact: true }).fill(email);
  await requestForm.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  await page.goto(await emailedLink(request, email, 'rstpwd'));
  await expect(page).toHaveURL(/\/auth\/forgot-password\?code=/);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in with your new password.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();

  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);

  // The link is single use.
  await page.goto(await emailedLink(request, email, 'rstpwd'));
  await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Forgot your password' })).toBeVisible();
});

test("deactivated: sign-in offers 'Reactivate Account?', the emailed link reactivates, then sign-in works", async ({
  page,
  request,
}) => {
  const email = freshEmail('deactivate');
  const session = await registerMember(request, email);
  expect((await api(request, 'deactivate_account', {}, session)).status).toBe(200);

  await signIn(page, email);
  const dialog = page.getByRole('dialog', { name: 'Reactivate Account?' });
  await expect(dialog).toContainText('Your account is currently deactivated.');
  await dialog.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();

  await page.goto(await emailedLink(request, email, 'reactivate'));
  await expect(page.getByText('Your account has been reactivated. Please sign in.')).toBeVisible();
  // spec 000 §2.8: logged out 3 seconds later, which opens the server root.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 6000 });

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
});

test('change email through the emailed link: only the new email signs in', async ({ page, request }) => {
  const oldEmail = freshEmail('old');
  const newEmail = freshEmail('new');
  await registerMember(request, oldEmail);

  await signIn(page, oldEmail);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  // Settings asks for the change (engineer W3's page); here the same request through the API.
  const login = await api<{ session: string }>(request, 'login', {
    username: oldEmail,
    password: PASSWORD,
    attempts: 1,
  });
  expect((await api(request, 'request_update_username', { new_email: newEmail }, login.data.session)).status).toBe(200);

  // On a slow network the toast's code arrives after the claim: the logout waits for it, so the toast is still seen.
  await page.route('**/assets/toast-container-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(await emailedLink(request, newEmail, 'updateemail'));
  await expect(
    page.getByText('Your email address has been changed. Please sign in with your new email address.'),
  ).toBeVisible();
  // spec 000 §2.8: logged out half a second later: the server root loads afresh, shows 'Logging Out' until
  // it has measured the screen, then drops ?loggedOut (a full page load, so the wait allows a busy machine).
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  await signIn(page, oldEmail);
  await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
  await signIn(page, newEmail);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
});

test('delete the account through the emailed link: sign-in fails afterwards', async ({ page, request }) => {
  const email = freshEmail('delete');
  const session = await registerMember(request, email);
  expect((await api(request, 'request_delete_account', {}, session)).status).toBe(200);

  await page.goto(await emailedLink(request, email, 'delete'));
  await expect(page).toHaveURL(/\/auth\/delete-account\?code=/);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  await signIn(page, email);
  await expect(page.getByText(WRONG_CREDENTIALS)).toBeVisible();
});
