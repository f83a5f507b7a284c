// The creator website and media links (spec 000 §2.10 /c/{username}; spec 001 §2 /website, §3 Media link, §5, §6;
// issue 15), in real Chromium against the real server, with fresh members only.

import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { api, apiSession, freshEmail, registerTalent, registerVerified, signIn } from './accounts-helpers';
import { png, unique } from './marketplace-helpers';

const HEADLINE = '<b>Live</b> & loud';

/** Names take letters only: a fresh one for each run. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A fresh talent with a username (a website lives at /c/{username}) and one post for the page to show. */
async function freshTalent(page: Page, request: APIRequestContext) {
  const email = freshEmail('site-talent');
  const name = `Nova ${letters()}`;
  await registerTalent(request, email, name);
  const session = await apiSession(request, email);
  const username = `nova-${unique()}-${Math.floor(Math.random() * 1e4)}`;
  expect((await api(request, 'member_update', { tag: 'username', username }, session)).status).toBe(200);
  await page.goto('/');
  const image = `data:image/png;base64,${(await png(page, 320, 320)).toString('base64')}`;
  const title = `Fresh from the studio ${unique()}`;
  const post = await api(
    request,
    'create_post',
    { image, title, comment: 'Four new songs.', mediaType: 'Image' },
    session,
  );
  expect(post.status, JSON.stringify(post.body)).toBe(200);
  return { email, name, username, title };
}

test('a fresh talent builds and publishes a website; a visitor opens /c/{username} (issue 15)', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const talent = await freshTalent(page, request);

  await signIn(page, talent.email);
  await expect(page).toHaveURL(/dash\/.*-dashboard$/);
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Website' }).click();
  await expect(page).toHaveURL(/\/dash\/website$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status')).toHaveText('Not published');

  // get_tmpl_types: the four templates; pick Tour, write a headline with markup in it, and preview.
  const picker = page.getByRole('radiogroup', { name: 'Choose a template' });
  await expect(picker.getByRole('radio')).toHaveCount(4);
  await picker.getByRole('radio', { name: 'Tour' }).click();
  await page.getByRole('textbox', { name: 'Headline' }).fill(HEADLINE);
  const preview = page.frameLocator('iframe[title="Preview"]');
  await expect(preview.getByRole('heading', { level: 1, name: talent.name })).toBeVisible();
  await expect(preview.getByText(HEADLINE, { exact: true })).toBeVisible();
  await expect(preview.getByRole('heading', { name: talent.title })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Website saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Your website is published.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Published');
  const view = page.getByRole('link', { name: 'View your website' });
  await expect(view).toHaveAttribute('href', `/c/${talent.username}`);

  // A visitor with no session: the server's page, with its Open Graph tags and no script.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const res = await site.goto(`/c/${talent.username}`);
  expect(res!.status()).toBe(200);
  expect(res!.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(site).toHaveURL(new RegExp(`/c/${talent.username}$`));
  await expect(site).toHaveTitle(`${talent.name} · Stagepass`);
  await expect(site.getByRole('heading', { level: 1, name: talent.name })).toBeVisible();
  await expect(site.getByText(HEADLINE, { exact: true })).toBeVisible();
  await expect(site.locator('b')).toHaveCount(0);
  await expect(site.getByRole('heading', { name: talent.title })).toBeVisible();
  await expect(site.locator('meta[property="og:title"]')).toHaveAttribute('content', talent.name);
  await expect(site.locator('meta[property="og:description"]')).toHaveAttribute('content', HEADLINE);
  await expect(site.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    new RegExp(`/c/${talent.username}$`),
  );
  await expect(site.locator('script')).toHaveCount(0);
  await expect(site.locator('body')).toHaveClass(/t-tour/);
  // Its booking link leads to the talent's profile in the app.
  await site.getByRole('link', { name: 'Book on Stagepass' }).click();
  await expect(site).toHaveURL(new RegExp(`/dash/c/${talent.username}$`));
  await expect(site.getByRole('heading', { level: 1, name: talent.name })).toBeVisible({ timeout: 20_000 });

  // Unpublished, /c/{username} leads to the profile again (spec 000 §2.10).
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status')).toHaveText('Not published');
  await site.goto(`/c/${talent.username}`);
  await expect(site).toHaveURL(new RegExp(`/dash/c/${talent.username}$`), { timeout: 20_000 });
  await expect(site.getByRole('heading', { level: 1, name: talent.name })).toBeVisible({ timeout: 20_000 });
  await visitor.close();
});

test('a business becomes a media company, adds a link, and its profile lists it (spec 001 §6)', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const email = freshEmail('media-company');
  const name = `Harbor Radio ${letters()}`;
  await registerVerified(request, baseURL!, {
    email,
    username: `radio-${unique()}-${Math.floor(Math.random() * 1e4)}`,
    accType: 'business',
    name,
  });
  await signIn(page, email);
  await expect(page).toHaveURL(/dash\/.*-dashboard$/);
  await page.goto('/dash/settings');
  const section = page.getByRole('region', { name: 'Media links' });
  const role = section.getByRole('switch', { name: 'Media company' });
  await expect(role).toBeEnabled({ timeout: 20_000 });
  await expect(role).not.toBeChecked();
  // The switch follows the server: it turns on once set_media_company answers.
  await role.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Your business is a media company.')).toBeVisible();
  await expect(role).toBeChecked();

  await section.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('textbox', { name: 'Link (http or https)' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid http or https URL!')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link (http or https)' }).fill('https://radio.example.com/friday');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('The Friday show');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Link saved.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'The Friday show' })).toHaveAttribute(
    'href',
    'https://radio.example.com/friday',
  );

  const session = await apiSession(request, email);
  const me = await api<{ member: { user_id: number } }>(request, 'member_query', {}, session);
  await page.goto(`/dash/b/${me.data.member.user_id}`);
  const links = page.getByRole('region', { name: 'Media links' });
  await expect(links.getByRole('link', { name: 'The Friday show' })).toHaveAttribute(
    'href',
    'https://radio.example.com/friday',
  );
});
