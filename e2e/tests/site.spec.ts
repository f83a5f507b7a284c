import { expect, test } from './fixtures';
import type { Page } from './fixtures';
import { formatPct } from '@stagepass/domain/fees';
import { formatMoney } from '@stagepass/domain/format';
import { SITE_TAGLINE, SITE_TITLE } from '@stagepass/domain/site';

// Issue #3, the public site: landing page, top bar and its mobile menu, footer, /auth content
// pages and the Terms and Privacy documents (spec 000 §2.1, §2.2, §2.4, §2.11, §9), against the
// real server and the built app.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signIn(page: Page, email: string) {
  await page.goto('/?openSignUpModal=login');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('demo-pass-2026');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('landing page (spec 000 §2.4)', () => {
  test('shows every section in order, under a hero with its title and tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: SITE_TITLE })).toBeVisible();
    const hero = region(page, SITE_TITLE);
    await expect(hero.getByText(SITE_TAGLINE)).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Get started' })).toBeVisible();
    await expect(hero.getByText('Already have an account?')).toBeVisible();

    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'One stage for everyone',
      'Who is the product for',
      'How it works',
      'Curious about costs?',
      'FAQ',
      'Launching Now',
      SITE_TAGLINE,
    ]);
    await expect(region(page, 'How it works').getByRole('button', { name: 'Sign Up' })).toBeVisible();
    await expect(region(page, 'Curious about costs?').getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/auth/pricing',
    );
  });

  test('plays a muted looping video served by the app', async ({ page, request }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveJSProperty('loop', true);
    await expect(video).toHaveJSProperty('autoplay', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(video).toHaveAttribute('poster', '/media/stage-lights.jpg');

    // The browser picked a source and is playing it (autoplay is allowed because it is muted).
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.currentSrc !== ''))
      .toBe(true);
    const currentSrc = await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname);
    expect(['/media/stage-lights.mp4', '/media/stage-lights.webm']).toContain(currentSrc);

    const mp4 = await request.get('/media/stage-lights.mp4');
    expect(mp4.status()).toBe(200);
    expect(mp4.headers()['content-type']).toBe('video/mp4');
    expect((await mp4.body()).byteLength).toBeLessThan(400_000);
    const poster = await request.get('/media/stage-lights.jpg');
    expect(poster.status()).toBe(200);
    expect(poster.headers()['content-type']).toBe('image/jpeg');
  });

  test('links the audience cards and the launch cities', async ({ page }) => {
    await page.goto('/');
    const cards = region(page, 'One stage for everyone');
    await expect(cards.getByRole('link', { name: /^Talent/ })).toHaveAttribute('href', '/auth/creatorLanding');
    await expect(cards.getByRole('link', { name: /^Businesses/ })).toHaveAttribute('href', '/auth/businessLanding');
    await expect(cards.getByRole('link', { name: /^Fans/ })).toHaveAttribute('href', '/auth/fanLanding');

    const launch = region(page, 'Launching Now');
    const cities = launch.getByRole('link');
    await expect(cities).toHaveText(['SF Bay Area', 'Los Angeles', 'San Diego', 'Sacramento']);
    expect(await cities.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/sf',
      '/la',
      '/sd',
      '/sactown',
    ]);
    await launch.getByRole('button', { name: 'Where is Stagepass launching?' }).click();
    await expect(launch.getByText(/the SF Bay Area, Los Angeles, San Diego and Sacramento/)).toBeVisible();
  });

  test("greets a signed-in member with 'Let's go' to their dashboard", async ({ page }) => {
    await signIn(page, 'business@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/business-dashboard$/);

    await page.goto('/');
    const hero = region(page, SITE_TITLE);
    await expect(hero.getByText('Bayside Venue')).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Get started' })).toHaveCount(0);
    await hero.getByRole('button', { name: "Let's go" }).click();
    await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  });

  test("comes back from logout through 'Logging Out' to the plain landing page", async ({ page }) => {
    await signIn(page, 'fan@stagepass.test');
    await expect(page).toHaveURL(/\/dash\/user-dashboard$/);

    // Logout reloads the server root with ?loggedOut=1; the landing page drops it once measured.
    const reload = page.waitForURL(/\/\?loggedOut=1$/);
    await page.goto('/auth/logout');
    await reload;
    await expect(page.getByRole('heading', { level: 1, name: SITE_TITLE })).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText('Logging Out')).toHaveCount(0);
    await expect(region(page, SITE_TITLE).getByRole('button', { name: 'Get started' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('top bar and footer (spec 000 §2.4, §2.11)', () => {
  test('turns solid on scroll', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(page.getByRole('heading', { level: 1, name: SITE_TITLE })).toBeVisible();
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute('data-scrolled');
  });

  test('folds the links into a menu on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Log In' })).toBeHidden();

    await bar.getByRole('button', { name: 'Open menu' }).click();
    const menu = bar.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Talent & Creators', 'Fans', 'Businesses', 'Pricing']);
    await expect(menu.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign Up' })).toBeVisible();

    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeInViewport({ ratio: 1 });
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/auth\/pricing$/);
    await expect(menu).toBeHidden();

    await bar.getByRole('button', { name: 'Open menu' }).click();
    const logIn = bar.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Log In' });
    // The menu slides open; a person clicks once it is there, not while its box is still clipped.
    await expect(logIn).toBeInViewport({ ratio: 1 });
    await logIn.click();
    await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  });

  test('opens Privacy and Terms from the footer in a new tab', async ({ page, context }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText([
      'Home',
      'Talent & Creators',
      'Fans',
      'Businesses',
      'Privacy',
      'Terms',
    ]);
    for (const [name, heading] of [
      ['Privacy', 'Privacy Policy'],
      ['Terms', 'Terms of Service'],
    ]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), footer.getByRole('link', { name }).click()]);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
      await tab.close();
    }
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});

test.describe('/auth pages (spec 000 §2.2)', () => {
  test('pricing shows the fees the server serves and the Standard plan', async ({ page, request }) => {
    const res = await request.post('/api', { data: { request: 'get_fees' } });
    expect(res.status()).toBe(200);
    const { data: fees } = await res.json();
    const money = (cents: number) => formatMoney(cents, fees.currency);

    await page.goto('/auth/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(region(page, 'Talent bookings')).toContainText(
      `${formatPct(fees.booking_pct)} + ${money(fees.booking_handling_fee_cents)} per booking`,
    );
    await expect(region(page, 'Tickets')).toContainText(
      `${formatPct(fees.ticket_pct)} + ${money(fees.ticket_flat_fee_cents)} per ticket`,
    );
    await expect(region(page, 'Subscriptions')).toContainText(`${formatPct(fees.subscription_pct)} per subscription`);
    await expect(region(page, 'Card processing')).toContainText(
      `${formatPct(fees.processor_pct)} + ${money(fees.processor_flat_fee_cents)} per charge`,
    );
    const plan = page.getByRole('table', { name: 'Standard plan' });
    await expect(plan.getByRole('rowheader')).toHaveText(['Unlimited ticket types', 'Public events', 'Private events']);
  });

  test('the three audience pages are dark', async ({ page }) => {
    for (const path of ['/auth/creatorLanding', '/auth/businessLanding', '/auth/fanLanding']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expect(page.getByRole('heading', { name: 'What you get' })).toBeVisible();
    }
    // The landing page keeps the visitor's (light) scheme.
    await page.getByRole('banner').getByRole('link', { name: 'Stagepass' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('SMS consent and account deletion are real content pages', async ({ page }) => {
    await page.goto('/auth/sms-consent');
    await expect(page.getByRole('heading', { level: 1, name: 'SMS Consent' })).toBeVisible();
    await expect(page.getByText('Msg & data rates may apply.')).toBeVisible();

    await page.goto('/auth/accountDeletion');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Deletion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we keep, and for how long' })).toBeVisible();
  });
});

test.describe('Terms of Service and Privacy Policy (spec 000 §9)', () => {
  for (const [path, title, mustMention] of [
    ['/terms.html', 'Terms of Service', /arbitration in California/],
    ['/privacy.html', 'Privacy Policy', /California privacy rights/],
  ] as const) {
    test(`${path} is a standalone document with a main element`, async ({ page, request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('text/html');
      // Not the app's index.html fallback: the document itself.
      expect(await res.text()).toContain(`<h1>${title}</h1>`);

      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Stagepass`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(main.getByText('Updated November 22, 2026')).toBeVisible();
      await expect(main).toContainText(mustMention);
    });
  }
});
