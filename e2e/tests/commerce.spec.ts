import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './fixtures';
import { PREVIEW_BADGE } from '@stagepass/domain/assets';
import {
  CANCEL_SUBSCRIPTION,
  CONFIRM_SUBSCRIPTION,
  SUBSCRIBED,
  SUBSCRIPTION_CANCELLED,
} from '@stagepass/domain/subscriptions';
import { api, apiSession, freshEmail, registerMember, registerTalent, signIn } from './accounts-helpers';
import { serverNow, unique } from './marketplace-helpers';

// Issue 14, acceptance: a talent sets up payouts and creates a product with a tier, a monthly plan, a blog and a song
// in the /dash/createDigital wizard; a fan subscribes with 4242 on the product page, reads the blog and plays the song
// (a Range request answered 206); someone else gets the preview only; the clock moves a month and the subscription
// renews; the fan cancels (Ending), and at the period's end it is Canceled.
//
// The clock only moves forward, so this spec runs on a server of its own: playwright.commerce.config.ts
// (the e2e package's `npm test` runs it after the shared config, which leaves it out).

test.describe.configure({ mode: 'serial' });

const DAY_MS = 86_400_000;
const tag = unique();
const talentEmail = freshEmail('commerce-talent');
const fanEmail = freshEmail('commerce-fan');
const PRODUCT = `Night Owl Sessions ${tag}`;
const TIER = 'Backstage';
const PLAN = 'Backstage Monthly';
const BLOG = 'Tour diary: week one';
const BLOG_TEXT = 'Six shows, four cities and one flat tyre.';
const SONG = 'Night Owl (demo)';

/** What the steps hand on to each other (serial mode: one worker, in order). */
const shared: { productUrl?: string; blogUrl?: string | null; songUrl?: string | null } = {};

/** Two seconds of a 440 Hz tone as 16-bit mono PCM WAV: a song the upload judges by its bytes. */
function wav(seconds = 2, rate = 8000): Buffer {
  const n = seconds * rate;
  const out = Buffer.alloc(44 + n * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + n * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}

/** The values a Mantine MultiSelect shows as chosen (its pills). */
function chosen(scope: Locator, label: string): Locator {
  return scope
    .locator('.mantine-MultiSelect-root')
    .filter({ has: scope.page().getByRole('combobox', { name: label }) })
    .locator('.mantine-Pill-label');
}

/** A Mantine Select or MultiSelect: opens it by its label and picks the option. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
  // A MultiSelect stays open for more: close it, so it covers nothing below.
  await scope.page().keyboard.press('Escape');
}

async function newPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dash\//);
  return page;
}

/** Moves the server's clock ahead and runs what came due (the billing job among them). */
async function advanceClock(request: APIRequestContext, ms: number) {
  const res = await request.post('/dev/clock', { data: { advance_ms: ms } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { ran: string[]; failed: { name: string }[] };
  expect(body.failed).toEqual([]);
  expect(body.ran).toContain('subscription-billing');
}

async function fanSubscription(request: APIRequestContext) {
  const session = await apiSession(request, fanEmail);
  const res = await api<{ subscriptions: { product_name: string; state: string; current_period_end: string }[] }>(
    request,
    'get_subscriptions',
    { purchased: true },
    session,
  );
  expect(res.status).toBe(200);
  return res.data.subscriptions.find((s) => s.product_name === PRODUCT)!;
}

test('1. a talent sets up payouts and creates a product, a tier, a monthly plan, a blog and a song', async ({
  browser,
  request,
}) => {
  await registerTalent(request, talentEmail, 'Nia Owl');
  const page = await newPage(browser, talentEmail);

  // spec 001 §6: digital subscriptions need a payout account; the wizard says so and leads to onboarding.
  await page.goto('/dash/createDigital');
  // The first visit loads the wizard's code (the rich-text editor among it): give it time on a busy machine.
  await expect(page.getByText(/You need a payout account before you can sell digital subscriptions/)).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(page.getByRole('heading', { name: 'Stagepass payouts (sandbox)' })).toBeVisible();
  await page.getByLabel('Business or display name').fill('Nia Owl Music');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your payout account is ready')).toBeVisible();

  await page.goto('/dash/createDigital');
  const wizard = page.getByRole('group', { name: 'Create digital product' });
  await expect(wizard.getByText(/You need a payout account/)).toHaveCount(0);
  // Product: Next is blocked until the type and name are there.
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Choose a product type.')).toBeVisible();
  await choose(wizard, 'Product type', 'Music');
  await wizard.getByRole('textbox', { name: 'Product name' }).fill(PRODUCT);
  await wizard.getByRole('textbox', { name: 'Description' }).fill('Late-night demos, straight from the studio.');
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Tiers: one, typed in and taken by Next.
  await expect(wizard.getByRole('region', { name: 'Tiers' })).toBeVisible();
  await wizard.getByRole('textbox', { name: 'Tier name' }).fill(TIER);
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Plans: a monthly plan of the tier.
  const plans = wizard.getByRole('region', { name: 'Plans' });
  await expect(plans).toBeVisible();
  await plans.getByRole('textbox', { name: 'Plan name' }).fill(PLAN);
  await plans.getByRole('textbox', { name: 'Price' }).fill('5');
  await plans.getByRole('button', { name: 'Add plan' }).click();
  await expect(plans.getByText(`${PLAN}: $5.00 / month`)).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();

  // Assets: a blog written in the editor, then a song uploaded; both in the tier and the product.
  const assets = wizard.getByRole('region', { name: 'Assets' });
  await expect(assets).toBeVisible();
  let form = assets.getByRole('form', { name: 'New asset' });
  await form.getByRole('textbox', { name: 'Name' }).fill(BLOG);
  await form.locator('.ProseMirror').click();
  await page.keyboard.type(BLOG_TEXT);
  // The wizard's new tier and product are chosen from the start.
  await expect(chosen(form, 'Tiers')).toHaveText([TIER]);
  await expect(chosen(form, 'Products')).toHaveText([PRODUCT]);
  await form.getByRole('button', { name: 'Create asset' }).click();
  await expect(assets.getByRole('list', { name: 'Assets added' }).getByText(BLOG)).toBeVisible();

  form = assets.getByRole('form', { name: 'New asset' });
  await choose(form, 'Type', 'Song');
  await form.getByRole('textbox', { name: 'Name' }).fill(SONG);
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'night-owl.wav', mimeType: 'audio/wav', buffer: wav() });
  // The wizard's new tier and product are chosen from the start.
  await expect(chosen(form, 'Tiers')).toHaveText([TIER]);
  await expect(chosen(form, 'Products')).toHaveText([PRODUCT]);
  await form.getByRole('button', { name: 'Create asset' }).click();
  await expect(assets.getByRole('list', { name: 'Assets added' }).getByText(SONG)).toBeVisible();

  await wizard.getByRole('button', { name: 'Finish' }).click();
  await expect(wizard.getByRole('heading', { name: 'Your product is ready' })).toBeVisible();
  await wizard.getByRole('link', { name: 'View product page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByRole('article', { name: PLAN })).toContainText('$5.00 / month');
  shared.productUrl = new URL(page.url()).pathname;
  shared.blogUrl = await page.getByRole('link', { name: BLOG }).getAttribute('href');
  shared.songUrl = await page.getByRole('link', { name: SONG }).getAttribute('href');
  expect(shared.blogUrl).toMatch(/^\/dash\/asset\/\d+$/);
  expect(shared.songUrl).toMatch(/^\/dash\/asset\/\d+$/);
  await page.context().close();
});

test('2. a fan subscribes with 4242, reads the blog and plays the song with Range requests', async ({
  browser,
  request,
}) => {
  await registerMember(request, fanEmail, { name: 'Fern Fan' });
  const page = await newPage(browser, fanEmail);

  await page.goto(shared.productUrl!);
  await page.getByRole('button', { name: `Subscribe: ${PLAN}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe: ${PLAN}` });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: CONFIRM_SUBSCRIPTION }).click();
  await expect(dialog.getByText(SUBSCRIBED)).toBeVisible();
  await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The blog in full, with no 'Preview' badge.
  await page.goto(shared.blogUrl!);
  await expect(page.getByRole('heading', { name: BLOG }).first()).toBeVisible();
  await expect(page.getByText(BLOG_TEXT)).toBeVisible();
  await expect(page.getByText(PREVIEW_BADGE, { exact: true })).toHaveCount(0);

  // The song itself: the player's request carries a Range and the server answers 206 Partial Content.
  // Listened for before the page opens: the audio element may preload with its ranged request at once.
  const ranged = page.waitForResponse(
    async (res) =>
      res.url().includes('/api/stream_media?asset=') &&
      (await res.request().allHeaders()).range !== undefined &&
      res.status() === 206,
  );
  await page.goto(shared.songUrl!);
  await expect(page.getByRole('heading', { name: SONG }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).click();
  const res = await ranged;
  expect(res.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
  await expect(page.getByText(PREVIEW_BADGE, { exact: true })).toHaveCount(0);
  await page.context().close();
});

test('3. a member without a subscription sees only the preview', async ({ browser, request }) => {
  const otherEmail = freshEmail('commerce-other');
  await registerMember(request, otherEmail, { name: 'Ollie Other' });
  const page = await newPage(browser, otherEmail);

  await page.goto(shared.blogUrl!);
  await expect(page.getByRole('heading', { name: BLOG }).first()).toBeVisible();
  await expect(page.getByText(PREVIEW_BADGE, { exact: true })).toBeVisible();

  await page.goto(shared.songUrl!);
  await expect(page.getByText(PREVIEW_BADGE, { exact: true })).toBeVisible();
  await expect(page.getByText(`${SONG} (Preview)`)).toBeVisible();
  // The player is given the preview, never the song.
  const sources = await page
    .locator('audio')
    .evaluateAll((els) => els.map((a) => (a as unknown as { src: string }).src));
  expect(sources.length).toBeGreaterThan(0);
  for (const src of sources) expect(src).toContain('/api/stream_media?preview=');
  await page.context().close();
});

test('4. a month later the subscription renews', async ({ browser, request }) => {
  const before = await fanSubscription(request);
  expect(before.state).toBe('Active');
  let page = await newPage(browser, fanEmail);
  await page.goto('/dash/purchases');
  const card = (p: Page) => p.getByRole('listitem', { name: new RegExp(`${PRODUCT} · ${PLAN}`) });
  await expect(card(page)).toContainText('Active');
  const renewsBefore = (await card(page)
    .getByText(/^Renews /)
    .textContent())!;
  await page.context().close();

  // Past the end of the paid month: the billing job charges the next cycle.
  await advanceClock(request, Date.parse(before.current_period_end) - (await serverNow(request)) + DAY_MS);
  const after = await fanSubscription(request);
  expect(after.state).toBe('Active');
  const moved = Date.parse(after.current_period_end) - Date.parse(before.current_period_end);
  expect(moved).toBeGreaterThanOrEqual(28 * DAY_MS);
  expect(moved).toBeLessThanOrEqual(31 * DAY_MS);

  // A month on, the session has run out: the fan signs in again and sees the next renewal.
  page = await newPage(browser, fanEmail);
  await page.goto('/dash/purchases');
  await expect(card(page)).toContainText('Active');
  await expect(card(page).getByText(/^Renews /)).not.toHaveText(renewsBefore);
  await page.context().close();
});

test('5. the fan cancels: Ending until the period ends, then Canceled', async ({ browser, request }) => {
  let page = await newPage(browser, fanEmail);
  await page.goto('/dash/purchases');
  const card = (p: Page) => p.getByRole('listitem', { name: new RegExp(`${PRODUCT} · ${PLAN}`) });
  await card(page).getByRole('button', { name: CANCEL_SUBSCRIPTION }).click();
  await page.getByRole('dialog').getByRole('button', { name: CANCEL_SUBSCRIPTION }).click();
  await expect(page.getByText(SUBSCRIPTION_CANCELLED)).toBeVisible();
  await expect(card(page)).toContainText('Ending');
  await expect(card(page).getByText(/^Ends /)).toBeVisible();
  // Still readable until the end of the paid period.
  await page.goto(shared.blogUrl!);
  await expect(page.getByText(BLOG_TEXT)).toBeVisible();
  await expect(page.getByText(PREVIEW_BADGE, { exact: true })).toHaveCount(0);
  await page.context().close();

  const ending = await fanSubscription(request);
  expect(ending.state).toBe('Ending');
  await advanceClock(request, Date.parse(ending.current_period_end) - (await serverNow(request)) + DAY_MS);
  expect((await fanSubscription(request)).state).toBe('Canceled');

  page = await newPage(browser, fanEmail);
  await page.goto('/dash/purchases');
  await expect(card(page)).toContainText('Canceled');
  // The paid period is over: the blog is a preview again.
  await page.goto(shared.blogUrl!);
  await expect(page.getByText(PREVIEW_BADGE, { exact: true })).toBeVisible();
  await page.context().close();
});
