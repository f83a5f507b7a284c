import { expect, test } from './fixtures';
import { api, apiSession, freshEmail, registerTalent, signIn } from './accounts-helpers';
import { fan } from './marketplace-helpers';
import { armXssTrap, expectNoXss, javascriptLinks, XSS_CORPUS, xssText } from './xss-corpus';

// Issue 14: the XSS corpus through asset bodies. A talent writes a Blog asset for each entry (the entry inside the
// HTML body, and in the description and a comment, which are text), through the API as the editor would send it. The
// server sanitises each body before storing it and the asset page sanitises it again before it renders it as HTML. A
// fan opens each asset page in Chromium: the body's own text shows, the comment and description show literally, no
// entry runs, no javascript: link, handler or frame is made.

test('no entry of the corpus runs from an asset body, its description or its comments', async ({ page, request }) => {
  test.setTimeout(240_000);
  const trap = await armXssTrap(page);

  const email = freshEmail('xss-creator');
  await registerTalent(request, email, 'Ada Keys');
  const creator = await apiSession(request, email);
  const reader = await fan(request, 'xss-reader');

  const made: { id: number; body: string; description: string; comment: string }[] = [];
  for (const [i, entry] of XSS_CORPUS.entries()) {
    const body = `Body ${i} of the corpus`;
    const description = xssText('Description', i);
    const created = await api<{ asset: { id: number; post_id: number } }>(
      request,
      'create_asset',
      {
        type: 'Blog',
        name: `Corpus Blog ${i}`,
        description,
        assetData: `<p>${body}</p>${entry}<p><a href="https://example.com/ok">safe link</a></p>`,
        // Open to everyone, so the reader gets the body itself rather than its preview.
        allow_access: true,
      },
      creator,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const comment = xssText('Comment', i);
    const commented = await api(
      request,
      'create_comment',
      { post_id: created.data.asset.post_id, comment },
      reader.session,
    );
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    made.push({ id: created.data.asset.id, body, description, comment });
  }

  await signIn(page, reader.email);
  await expect(page).toHaveURL(/\/dash\/user-dashboard$/);
  for (const asset of made) {
    await page.goto(`/dash/asset/${asset.id}`);
    const body = page.getByLabel(`Body of Corpus Blog ${made.indexOf(asset)}`);
    // The first visit loads the page's code (the player, the editor and DOMPurify).
    await expect(body).toContainText(asset.body, { timeout: 20_000 });
    await expect(body.getByRole('link', { name: 'safe link' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(page.getByText(asset.description, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(asset.comment, { exact: false }).first()).toBeVisible();
    expect(await javascriptLinks(page)).toEqual([]);
    await expect(
      page.locator(
        'main iframe, main img[src="x"], main svg[onload], main details[ontoggle], main [onerror], main [onmouseover], main script',
      ),
    ).toHaveCount(0);
    // Hovering and toggling what might carry a handler runs nothing either.
    await body.hover();
    expectNoXss(trap);
  }
});
