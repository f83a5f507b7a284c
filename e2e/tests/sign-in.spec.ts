import { expect, test } from './fixtures';

test('a demo fan signs in from the top bar, lands on the fan dashboard and logs out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).first().click();

  const dialog = page.getByRole('form', { name: 'Sign In' });
  // spec 000 §5: both fields are needed, checked before anything is sent.
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter your email + password.')).toBeVisible();

  await dialog.getByLabel('Email').fill('fan@stagepass.test');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByLabel('Password').press('Enter');
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();

  await dialog.getByLabel('Password').fill('demo-pass-2026');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  await expect(page.getByRole('heading', { name: /Frankie Fan/ })).toBeVisible();

  // The session survives a reload (persisted store).
  await page.reload();
  await expect(page.getByRole('heading', { name: /Frankie Fan/ })).toBeVisible();

  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
