// Issue 15: 'Dark, glitch and fan modes work on every new screen.' Each screen the issue added is opened in light,
// dark and glitch mode and read by axe-core's colour-contrast rule, the check a reader's eyes make: no text of the
// page may be unreadable on its background. Fan mode hides the creator's new items (spec 000 §4).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from './fixtures';
import { YOUR_AFFILIATE_CODE } from '@stagepass/domain/affiliate';
import { AGENCY_AUDIT_TITLE } from '@stagepass/domain/agency';
import { WEBSITE_HEADLINE_LABEL } from '@stagepass/domain/creator-website';
import { MEDIA_LINKS_TITLE } from '@stagepass/domain/media-links';
import { WEBHOOKS_TITLE } from '@stagepass/domain/webhooks';
import { signIn } from './accounts-helpers';

const DEMO_PASSWORD = 'demo-pass-2026';
const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** The new screens, each with a text that shows once its data has loaded. */
const SCREENS = {
  talent: [
    { path: '/dash/affiliate', ready: YOUR_AFFILIATE_CODE },
    { path: '/dash/website', ready: WEBSITE_HEADLINE_LABEL },
    { path: '/dash/settings', ready: WEBHOOKS_TITLE },
  ],
  business: [{ path: '/dash/settings', ready: MEDIA_LINKS_TITLE }],
  agency: [
    { path: '/dash/agency-dashboard', ready: 'Agency Dashboard' },
    { path: '/dash/settings', ready: AGENCY_AUDIT_TITLE },
  ],
} as const;

/**
 * The texts of the page's main region below WCAG AA's contrast on their background, by axe's colour-contrast rule:
 * 4.5:1 for small text, 3:1 for large (what a dark mode that missed a colour shows: dark text on a dark card; and
 * what Mantine's default light badges, dimmed text and red outline buttons showed before app/theme.ts darkened them).
 */
async function unreadable(page: Page): Promise<string[]> {
  // The website builder's preview is a sandboxed frame that runs no script, so axe cannot be run inside it (Chromium
  // 156 never answers Playwright's evaluation there); the website it previews is read on its own page below.
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .exclude('main iframe')
    .withRules(['color-contrast'])
    .analyze();
  return violations.flatMap((v) => v.nodes).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
}

/** Turns glitch mode on from the dashboard: eight clicks on the 'Dark Mode' heading show its switch (spec 000 §4). */
async function glitchOn(page: Page) {
  const heading = page.getByRole('heading', { name: 'Dark Mode' });
  for (let i = 0; i < 8; i++) await heading.click();
  await page.getByRole('switch', { name: 'Glitch Mode' }).click({ force: true });
  await expect(page.locator('html')).toHaveClass(/glitch-mode/);
}

async function readableIn(page: Page, screens: readonly { path: string; ready: string }[], mode: string) {
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(main(page).getByText(ready, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    // Let transitions (fades, skeletons giving way) settle before the colours are read.
    await page.waitForTimeout(400);
    expect(await unreadable(page), `${path} in ${mode} mode`).toEqual([]);
  }
}

for (const [who, screens] of Object.entries(SCREENS)) {
  test(`the ${who}'s new screens read well in light, dark and glitch mode`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, `${who}@stagepass.test`, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dash\/[a-z-]+-dashboard$/);
    await readableIn(page, screens, 'light');

    await page.goto('/redirect/home');
    await expect(page).toHaveURL(/\/dash\/[a-z-]+-dashboard$/);
    await page.getByRole('switch', { name: 'Dark Mode' }).click({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await readableIn(page, screens, 'dark');

    await page.goto('/redirect/home');
    await expect(page).toHaveURL(/\/dash\/[a-z-]+-dashboard$/);
    await glitchOn(page);
    await readableIn(page, screens, 'glitch');
  });
}

test('the creator website the builder previews reads well on its own page (/c/tala)', async ({ page }) => {
  await page.goto('/c/tala');
  await expect(page.getByRole('heading', { name: 'Tala Talent', level: 1 })).toBeVisible();
  expect(await unreadable(page), '/c/tala').toEqual([]);
});

test("in fan mode a talent's Website item gives way to the fan's; the Affiliate role stays", async ({ page }) => {
  await signIn(page, 'talent@stagepass.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dash\/celeb-dashboard$/);
  await expect(sidebar(page).getByRole('link', { name: 'Website' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Affiliate' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Fan' }).click();
  await page.getByRole('dialog', { name: 'Switch to Fan' }).getByRole('button', { name: 'Switch' }).click();
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  await expect(sidebar(page).getByRole('link', { name: 'Fan Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Website' })).toHaveCount(0);
  // 'Affiliate' is a menu role of its own (spec 000 §4: an affiliate_code and valid permission), not a creator item.
  await expect(sidebar(page).getByRole('link', { name: 'Affiliate' })).toBeVisible();
  // The fan side's new panel: the current promotional offer on the fan landing page.
  await page.goto('/auth/fanLanding');
  await expect(page.getByText('Current Promotional Offer').first()).toBeVisible({ timeout: 15_000 });
});
