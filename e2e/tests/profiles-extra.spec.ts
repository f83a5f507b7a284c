// Issue 13 leftovers: a business writes its bio in Settings and its profile shows it (spec 001 §6 'business traits
// and bio'); a profile with more posts than one page pages with Load more (get_posts limit and before). Fresh members
// only, in real Chromium against the real server.

import { expect, test, type APIRequestContext } from './fixtures';
import { api, apiSession, freshEmail, registerVerified, signIn } from './accounts-helpers';
import { png, unique } from './marketplace-helpers';

const BIO_SAVED = 'Your bio has been saved.';
/** packages/domain/src/posts.ts POSTS_PAGE_SIZE */
const PAGE = 12;

/** A fresh business (verified as registration does it): its email, API session and id. */
async function freshBusiness(request: APIRequestContext, baseURL: string, tag: string, name: string) {
  const email = freshEmail(tag);
  await registerVerified(request, baseURL, { email, username: `${tag}-${unique()}`, accType: 'business', name });
  const session = await apiSession(request, email);
  const me = await api<{ member: { user_id: number } }>(request, 'member_query', {}, session);
  return { email, session, id: me.data.member.user_id };
}

test('a business writes its bio in Settings and its profile shows it as text', async ({ page, request, baseURL }) => {
  const { email, id } = await freshBusiness(request, baseURL!, 'bio-venue', 'Pier Hall');

  await signIn(page, email);
  await expect(page).toHaveURL(/dash\/.*-dashboard$/);
  await page.goto('/dash/settings');
  const profile = page.getByRole('region', { name: 'Profile' });
  const bio = profile.getByRole('textbox', { name: /^Bio/ });
  await expect(bio).toBeEnabled({ timeout: 20_000 });
  const text = 'Live music on the pier.\n<img src=x onerror="window.__pwned=1">';
  await bio.fill(text);
  await profile.getByRole('button', { name: 'Save bio' }).click();
  await expect(page.getByText(BIO_SAVED)).toBeVisible();

  await page.goto(`/dash/b/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pier Hall' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('profile-bio')).toHaveText(text);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // Kept after a reload, and shown back in Settings.
  await page.goto('/dash/settings');
  await expect(page.getByRole('region', { name: 'Profile' }).getByRole('textbox', { name: /^Bio/ })).toHaveValue(text, {
    timeout: 20_000,
  });
});

test('a profile with more posts than a page shows the rest with Load more', async ({ page, request, baseURL }) => {
  test.slow();
  const { session, id } = await freshBusiness(request, baseURL!, 'paging-venue', 'Dock Hall');
  const image = `data:image/png;base64,${(await png(page, 320, 320)).toString('base64')}`;
  const total = PAGE + 2;
  for (let i = 1; i <= total; i++) {
    const res = await api(
      request,
      'create_post',
      { image, title: `Dock night ${i}`, comment: 'Doors open at eight.', mediaType: 'Image' },
      session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  await page.goto(`/dash/b/${id}`);
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('listitem')).toHaveCount(PAGE, { timeout: 20_000 });
  await expect(posts.getByRole('link', { name: `Dock night ${total}` })).toBeVisible();
  await expect(posts.getByRole('link', { name: 'Dock night 1', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(posts.getByRole('listitem')).toHaveCount(total);
  await expect(posts.getByRole('link', { name: 'Dock night 1', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
