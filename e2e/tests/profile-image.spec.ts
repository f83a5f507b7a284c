// The shared image upload dialog as the profile picture uses it (spec 000 §2.13, §5, §9; issue 4),
// in real Chromium against the real server, which checks the picture again and stores it.

import { expect, test, type Page } from './fixtures';
import { png } from './marketplace-helpers';

async function signInAsFan(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).first().click();
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill('fan@stagepass.test');
  await form.getByLabel('Password').fill('demo-pass-2026');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
}

test('the profile picture dialog refuses a small, a big and a fake image, then crops and saves a real one', async ({
  page,
}) => {
  await signInAsFan(page);
  await page.goto('/dash/settings');
  await page.getByRole('button', { name: 'Update Profile Picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const input = dialog.locator('input[type="file"]');

  await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await png(page, 100, 100) });
  await expect(dialog.getByRole('alert')).toHaveText('Image must be at least 150 x 150 pixels.');

  const big = Buffer.alloc(8 * 1024 * 1024, 0);
  (await png(page, 10, 10)).copy(big);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByRole('alert')).toHaveText('Your profile picture must be less than 7.5 MB.');

  await input.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text, not a picture\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('Please select a JPG or PNG image.');
  await expect(save).toBeDisabled();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(page, 300, 300) });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByTestId('image-cropper')).toBeVisible();
  await expect(save).toBeDisabled();
  await dialog.getByRole('button', { name: 'Crop Image' }).click();
  const preview = dialog.getByRole('img', { name: 'Cropped preview' });
  await expect(preview).toBeVisible();
  // spec 000 §9: the crop comes out as PNG.
  await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();

  // The stored session user carries the new image, so the avatar in the bar and here shows it.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').user?.image as string);
  expect(stored).toMatch(/^\/media\//);
  await expect(page.getByTestId('settings-avatar').locator('img')).toHaveAttribute('src', stored);
  await expect(page.locator(`img[src="${stored}"]`).first()).toBeVisible();
  const served = await page.request.get(stored);
  expect(served.status()).toBe(200);

  // It survives a reload.
  await page.reload();
  await expect(page.getByTestId('settings-avatar').locator('img')).toHaveAttribute('src', stored);
});
