import { expect, test } from './fixtures';
import { freshEmail, PASSWORD as MEMBER_PASSWORD, registerMember } from './accounts-helpers';
import type { Page } from './fixtures';

// Issue #3: dashboards, the sidebar and its modes, /dash/settings and /dash/emailPreferences
// (spec 000 §2.3, §2.11, §4, §6), against the real server with its demo accounts.

const PASSWORD = 'demo-pass-2026';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/?openSignUpModal=login');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

test.describe('dashboards and the sidebar', () => {
  for (const [email, path, title, name] of [
    ['fan@stagepass.test', '/dash/user-dashboard', 'Fan Dashboard', 'Frankie Fan'],
    ['talent@stagepass.test', '/dash/celeb-dashboard', 'Creator Dashboard', 'Tala Talent'],
    ['business@stagepass.test', '/dash/business-dashboard', 'Business Dashboard', 'Bayside Venue'],
    ['agency@stagepass.test', '/dash/agency-dashboard', 'Agency Dashboard', 'Apex Agency'],
  ] as const) {
    test(`${email} lands on ${path}`, async ({ page }) => {
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(main(page).getByRole('heading', { level: 1, name: `Welcome, ${name}` })).toBeVisible();
      await expect(main(page).getByText(title, { exact: true })).toBeVisible();
      // spec 000 §6: the sidebar offers this role's dashboard and the account group.
      await expect(sidebar(page).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar(page).getByRole('link', { name: 'Settings' })).toBeVisible();
      // Another role's dashboard sends the member back to their own (spec 000 §2.3 role gates).
      await page.goto(path === '/dash/business-dashboard' ? '/dash/agency-dashboard' : '/dash/business-dashboard');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('a business switches to fan mode through the confirm, and its items give way to the fan’s', async ({ page }) => {
    await signIn(page, 'business@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
    await expect(sidebar(page).getByRole('link', { name: 'Business Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to Fan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch to Fan' });
    await expect(dialog.getByText('Any unsaved changes on this page may be lost.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Switch' }).click();

    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    await expect(main(page).getByText('Fan Dashboard', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Business Dashboard' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Fan Dashboard' })).toBeVisible();

    // Fan mode is kept across a reload, and the dashboard choice follows it (spec 000 §2.11).
    await page.goto('/redirect/home');
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);

    await page.getByRole('button', { name: 'Switch to Business' }).click();
    await page.getByRole('dialog', { name: 'Switch to Business' }).getByRole('button', { name: 'Switch' }).click();
    await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
    await expect(sidebar(page).getByRole('link', { name: 'Business Dashboard' })).toBeVisible();
  });

  test('dark and glitch modes follow the spec 000 §4 rules, and glitch mode shows', async ({ page }) => {
    await signIn(page, 'fan@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    const html = page.locator('html');
    const darkSwitch = page.getByRole('switch', { name: 'Dark Mode' });
    const glitchSwitch = page.getByRole('switch', { name: 'Glitch Mode' });
    const heading = page.getByRole('heading', { name: 'Dark Mode' });

    await expect(glitchSwitch).toHaveCount(0);
    for (let i = 0; i < 7; i++) await heading.click();
    await expect(glitchSwitch).toHaveCount(0);
    await heading.click();
    await expect(glitchSwitch).toBeVisible();

    // Glitch on turns dark on, and the headings get the effect.
    await glitchSwitch.click({ force: true });
    await expect(glitchSwitch).toBeChecked();
    await expect(darkSwitch).toBeChecked();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(html).toHaveClass(/glitch-mode/);
    const title = main(page).getByRole('heading', { level: 1 });
    await expect.poll(() => title.evaluate((el) => getComputedStyle(el).animationName)).toBe('stagepass-glitch');

    // Kept after a reload, and the toggle stays shown because glitch mode is on.
    await page.reload();
    await expect(glitchSwitch).toBeChecked();
    await expect(html).toHaveClass(/glitch-mode/);

    // Dark off turns glitch off; after the reload the secret clicks are forgotten, so with glitch
    // mode off its toggle hides again.
    await darkSwitch.click({ force: true });
    await expect(darkSwitch).not.toBeChecked();
    await expect(html).not.toHaveClass(/glitch-mode/);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(glitchSwitch).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'))).toMatchObject({
      darkMode: false,
      glitchMode: false,
    });
  });

  test('glitch mode stays still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, 'talent@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
    const heading = page.getByRole('heading', { name: 'Dark Mode' });
    for (let i = 0; i < 8; i++) await heading.click();
    await page.getByRole('switch', { name: 'Glitch Mode' }).click({ force: true });
    const title = main(page).getByRole('heading', { level: 1 });
    await expect(page.locator('html')).toHaveClass(/glitch-mode/);
    expect(await title.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(await title.evaluate((el) => getComputedStyle(el).textShadow)).not.toBe('none');
  });

  test('below 1200 px the sidebar collapses after navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signIn(page, 'agency@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/agency-dashboard$/);

    const navbar = page.getByRole('navigation', { name: 'Sidebar', includeHidden: true });
    const burger = page.getByRole('button', { name: /sidebar/ });
    await expect(navbar).not.toBeInViewport();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(navbar).toBeInViewport();

    await sidebar(page).getByRole('link', { name: 'Emails' }).click();
    await expect(page).toHaveURL(/\/dash\/emailPreferences$/);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar).not.toBeInViewport();

    // At 1280 px it is always there and there is nothing to collapse.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(navbar).toBeInViewport();
    await expect(burger).toHaveCount(0);
  });
});

test.describe('settings and email preferences', () => {
  // A fresh member each time: the demo accounts stay as seeded, so these run again on the same server.
  test('email preferences persist after a reload', async ({ page, request }) => {
    const member = freshEmail('prefs');
    await registerMember(request, member);
    await signIn(page, member, MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    await sidebar(page).getByRole('link', { name: 'Emails' }).click();
    await expect(page).toHaveURL(/\/dash\/emailPreferences$/);

    const news = page.getByRole('switch', { name: 'Product news' });
    const offers = page.getByRole('switch', { name: 'Offers and presales' });
    await expect(news).toBeChecked();
    await news.click({ force: true });
    await offers.click({ force: true });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your email preferences have been saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Events near you' })).toBeChecked();
    await expect(news).not.toBeChecked();
    await expect(offers).not.toBeChecked();
  });

  test('a member verifies a phone number with the code sent to it', async ({ page, request }) => {
    await signIn(page, 'business@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
    await page.goto('/dash/settings');
    const phone = page.getByRole('region', { name: 'Phone' });

    await phone.getByLabel('Phone number').fill('555-01');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByText('Invalid Phone Number')).toBeVisible();

    await phone.getByLabel('Phone number').fill('(415) 555-0134');
    await phone.getByRole('button', { name: 'Send code' }).click();
    await expect(phone.getByRole('status')).toContainText('0134');

    const sms = (await (await request.get('/dev/sms.json')).json()) as { to: string; text: string }[];
    const code = sms.find((m) => m.to === '+14155550134')?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
    await phone.getByLabel('Verification code').fill(code ?? '');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Your phone number has been verified.')).toBeVisible();
    await expect(phone.getByText('+14155550134')).toBeVisible();
  });

  test('Social Login connects a provider through the sandbox and switches its login', async ({ page, request }) => {
    const member = freshEmail('social');
    await registerMember(request, member);
    await signIn(page, member, MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    await page.goto('/dash/settings');
    const social = page.getByRole('region', { name: 'Social Login' });
    const youtube = social.getByRole('switch', { name: 'Log in with YouTube' });
    await expect(youtube).not.toBeChecked();

    await youtube.click({ force: true });
    await expect(page.getByRole('heading', { name: 'Sign in with YouTube' })).toBeVisible();
    const atYoutube = freshEmail('youtube');
    await page.getByLabel('Email at YouTube').fill(atYoutube);
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(/\/dash\/settings$/);
    await expect(page.getByText('YouTube is connected. You can now log in with it.')).toBeVisible();
    await expect(youtube).toBeChecked();
    await expect(social.getByText(`Connected as ${atYoutube}`)).toBeVisible();

    await youtube.click({ force: true });
    await expect(page.getByText('Logging in with YouTube is off.')).toBeVisible();
    await expect(youtube).not.toBeChecked();
    await page.reload();
    await expect(youtube).not.toBeChecked();
  });

  test("email change and delete account send their links and say 'Check your email'", async ({ page, request }) => {
    await signIn(page, 'business@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
    await page.goto('/dash/settings');

    const email = page.getByRole('region', { name: 'Email' });
    await email.getByLabel('New email address').fill('bookings@bayside.example');
    await email.getByRole('button', { name: 'Send link' }).click();
    await expect(email.getByRole('status')).toContainText('Check your email');

    const status = page.getByRole('region', { name: 'Deactivate or delete your account' });
    await status.getByRole('button', { name: 'Delete Account' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Account' })
      .getByRole('button', { name: 'Email me the link' })
      .click();
    await expect(status.getByRole('status')).toContainText('Check your email');

    const mailbox = (await (await request.get('/dev/mailbox.json')).json()) as { to: string; text: string }[];
    expect(
      mailbox.some((m) => m.to.includes('bookings@bayside.example') && m.text.includes('/redirect/updateemail/')),
    ).toBe(true);
    expect(mailbox.some((m) => m.to.includes('business@stagepass.test') && m.text.includes('/redirect/delete/'))).toBe(
      true,
    );
    // Nothing changes until a link is opened: still signed in as the business.
    await page.reload();
    await expect(email.getByText('business@stagepass.test')).toBeVisible();
  });

  // A member of its own: the demo accounts stay active for the other files.
  test('deactivating logs the member out with a notice, and signing in then offers reactivation', async ({
    page,
    request,
  }) => {
    const member = freshEmail('deactivate');
    await registerMember(request, member);
    await signIn(page, member, MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    await page.goto('/dash/settings');

    await page.getByRole('button', { name: 'Deactivate Account' }).click();
    await page.getByRole('dialog', { name: 'Deactivate Account' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Your account has been deactivated.')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await signIn(page, member, MEMBER_PASSWORD);
    await expect(page.getByText('Reactivate Account?')).toBeVisible();
  });

  // A member of its own, so the demo fan's password stays as the other files expect.
  test('a fan changes name and password in settings, then signs in with the new password', async ({
    page,
    request,
  }) => {
    const email = freshEmail('settings');
    await registerMember(request, email, { name: 'Frankie Fan' });
    await signIn(page, email, MEMBER_PASSWORD);
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    await sidebar(page).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/dash\/settings$/);

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Name', { exact: true }).fill('Frankie Rivera');
    await profile.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name has been saved.')).toBeVisible();

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('violet-harbor-lantern-42');
    await password.getByLabel('Confirm new password').fill('violet-harbor-lantern-42');
    await password.getByRole('button', { name: 'Change password' }).click();
    // The server's message, as a notice and under the field.
    await expect(page.getByText('Your current password is incorrect.')).toHaveCount(2);

    await password.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Log Out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();

    await signIn(page, email, MEMBER_PASSWORD);
    await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
    await signIn(page, email, 'violet-harbor-lantern-42');
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Welcome, Frankie Rivera' })).toBeVisible();
  });
});
