import { expect, test } from './fixtures';

// The server here is main.ts with the embedded database and the demo data it seeds, as `npm start` has it, but run
// from source through tsx with NODE_ENV=development (e2e/stagepass-config.ts), not the compiled dist/main.js that
// `npm start` runs; bench/web.bench.ts starts that bundle.
test('serves the app at / with the page title of spec 000 §2.1', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Your time is now');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /sell digital content and subscriptions/,
  );
});

test('answers POST /api login for the demo fan', async ({ request }) => {
  const res = await request.post('/api', {
    data: { request: 'login', username: 'fan@stagepass.test', password: 'demo-pass-2026', attempts: 1 },
  });
  expect(res.status()).toBe(200);
  const { data } = await res.json();
  expect(data.user).toMatchObject({ email: 'fan@stagepass.test', is_user: true });
  expect(typeof data.session).toBe('string');
});

test('an unknown path goes to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
});
