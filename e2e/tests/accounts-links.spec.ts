import { expect, test } from './fixtures';
import { signIn } from './accounts-helpers';

test('a logged-in visitor opening ?openSignUpModal=login is sent to their dashboard', async ({ page }) => {
  await signIn(page, 'business@stagepass.test', 'demo-pass-2026');
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);

  await page.goto('/?openSignUpModal=login');
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await expect(page.getByRole('form', { name: 'Sign In' })).toBeHidden();
});

test("/c/{unknown} says 'That creator URL is invalid.' and goes home for a logged-out visitor", async ({ page }) => {
  await page.goto('/c/no-such-creator-here');
  await expect(page.getByText('That creator URL is invalid.')).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test("/c/{unknown} goes to a logged-in member's dashboard", async ({ page }) => {
  await signIn(page, 'fan@stagepass.test', 'demo-pass-2026');
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  await page.goto('/c/no-such-creator-here');
  await expect(page.getByText('That creator URL is invalid.')).toBeVisible();
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
});

test('/c/{username} of a talent with a published website serves it; its booking link opens the profile', async ({
  page,
}) => {
  // The demo seed publishes Tala's website (issue 15); tests/website.spec.ts covers a talent without one.
  await page.goto('/c/tala');
  await expect(page).toHaveURL(/\/c\/tala$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tala Talent' })).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Tala Talent');
  await page.getByRole('link', { name: 'Book on Stagepass' }).click();
  await expect(page).toHaveURL(/\/dash\/c\/tala$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tala Talent' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('That creator URL is invalid.')).toBeHidden();
});

test("the mobile variant of a link warns first and 'Continue with Web' handles it", async ({ page }) => {
  await page.goto('/mobile/redirect/rstpwd/some-reset-code');
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Web' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?code=some-reset-code$/);
});
