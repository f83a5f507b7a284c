import { expect, type Page } from '@playwright/test';

// The talent's steps on /dash/scheduling (issue 12), as a talent or an agency acting for one (issue 15).

/** Adds a location through the New location form. */
export async function addLocation(page: Page, name = 'Mission studio', address = '1 Market St, San Francisco, CA') {
  await page.getByRole('button', { name: 'Add location' }).first().click();
  const form = page.getByRole('form', { name: 'New location' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Address/ }).fill(address);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

/** Adds a schedule through the New schedule form: a local date, times 'HH:mm', the rate in dollars. */
export async function addSchedule(
  page: Page,
  s: { day: string; from: string; to: string; rate: string; lockout?: number },
) {
  // The page's own button (an empty month offers another under its calendar).
  await page.getByRole('button', { name: 'Add schedule' }).first().click();
  const form = page.getByRole('form', { name: 'New schedule' });
  await form.getByLabel(/^Date/).fill(s.day);
  await form.getByLabel(/^Start time/).fill(s.from);
  await form.getByLabel(/^End time/).fill(s.to);
  await form.getByRole('textbox', { name: /^Rate \(USD\)/ }).fill(s.rate);
  if (s.lockout !== undefined) await form.getByRole('textbox', { name: /^Lockout/ }).fill(String(s.lockout));
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Schedule created')).toBeVisible();
}
