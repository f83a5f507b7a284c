// Posts and comments (spec 001 §2 /posts and the post page, §4 post creation and the comment thread, §5, §6; issue 13
// acceptance 4, 5 and 6), in real Chromium against the real server, with fresh members only.

import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { api, apiSession, freshEmail, registerVerified, signIn, signOut } from './accounts-helpers';
import { fan, png, unique } from './marketplace-helpers';

const LIKE_NEEDS_LOGIN = 'You must be logged in to like comments.';

/** A fresh business (verified as registration does it) and its API session. */
async function freshBusiness(request: APIRequestContext, baseURL: string, name: string) {
  const email = freshEmail('posts-venue');
  await registerVerified(request, baseURL, {
    email,
    username: `posts-${unique()}-${Math.floor(Math.random() * 1e4)}`,
    accType: 'business',
    name,
  });
  return { email, session: await apiSession(request, email) };
}

interface Thread {
  post_id: number;
  comments: { id: number; by_id: number; comment: string; likes?: { by_id: number }[]; reply_id?: number | null }[];
}

/** A post made through the API (for the flows that are not about creating one), and its page. */
async function apiPost(page: Page, request: APIRequestContext, session: string, title: string) {
  const image = `data:image/png;base64,${(await png(page, 320, 320)).toString('base64')}`;
  const res = await api<{ post: Thread }>(
    request,
    'create_post',
    { image, title, comment: 'Doors open at eight.', mediaType: 'Image' },
    session,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const post = res.data.post;
  return { post, path: `/dash/${post.comments[0]!.by_id}/postsPage/${post.post_id}` };
}

const threadOf = async (request: APIRequestContext, postId: number) =>
  (await api<{ posts: Thread[] }>(request, 'get_posts', { post_id: postId })).data.posts[0]!;

test('a business posts a picture; a fan comments, replies, likes, edits and deletes (acceptance 4)', async ({
  page,
  request,
  baseURL,
}) => {
  // Two fresh accounts and the whole thread through the UI: longer than the default minute on a busy machine.
  test.slow();
  const business = await freshBusiness(request, baseURL!, 'Harbor Hall');
  const title = `Harbor Jazz ${unique()}`;

  await signIn(page, business.email);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await page.goto('/dash/posts');
  await expect(page.getByText('No posts yet.')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('form', { name: 'Create Post' });

  // spec 001 §5: no picture, no post.
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Caption').fill('Our new stage opens Friday. Details: https://example.com/harbor');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByRole('alert')).toHaveText('Posts must have pictures');

  await form.getByRole('button', { name: 'Choose Picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Post Picture' });
  await picker.locator('input[type="file"]').setInputFiles({
    name: 'stage.png',
    mimeType: 'image/png',
    buffer: await png(page, 480, 360),
  });
  await picker.getByRole('button', { name: 'Crop Image' }).click();
  await picker.getByRole('button', { name: 'Use Picture' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('img', { name: 'Post picture preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/dash\/\d+\/postsPage\/\d+$/);
  const postPath = new URL(page.url()).pathname;
  const postId = Number(postPath.split('/').pop());
  const picture = page.getByRole('article', { name: title }).getByRole('img', { name: title });
  const src = await picture.getAttribute('src');
  expect(src).toMatch(/^\/media\/posts\/[0-9a-f]+\.webp$/);
  expect((await page.request.get(src!)).status()).toBe(200);
  // spec 001 §5 default crop: square.
  const size = await picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(size[0]).toBe(size[1]);
  await expect(page.getByRole('link', { name: 'https://example.com/harbor' })).toHaveAttribute(
    'rel',
    'nofollow noopener',
  );
  await expect(page.getByRole('button', { name: 'Delete Post' })).toBeVisible();
  await signOut(page);

  const fanMember = await fan(request, 'posts-fan');
  await signIn(page, fanMember.email);
  await expect(page).toHaveURL(/\/dash\//);
  await page.goto(postPath);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Delete Post' })).toHaveCount(0);

  // Comment.
  await page.getByRole('button', { name: 'Add Comment' }).click();
  const add = page.getByRole('form', { name: 'Add Comment' });
  await expect(add.getByRole('button', { name: 'Comment' })).toBeDisabled();
  await add.getByLabel('Comment').fill('Count me in!');
  await add.getByRole('button', { name: 'Comment' }).click();
  await expect(add).toBeHidden();
  const mine = page.getByRole('article', { name: 'Comment by Fay Fan' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Count me in!');

  // Reply.
  await mine.getByRole('button', { name: 'Reply' }).click();
  const reply = page.getByRole('form', { name: 'Reply to Fay Fan' });
  await reply.getByLabel('Comment').fill('Bringing friends too.');
  await reply.getByRole('button', { name: 'Reply' }).click();
  await expect(reply).toBeHidden();
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(1)).toContainText('Bringing friends too.');

  // Like the first.
  await mine.first().getByRole('button', { name: 'Like (0 likes)' }).click();
  const liked = mine.first().getByRole('button', { name: 'Like (1 like)' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  // Edit it.
  await mine.first().getByRole('button', { name: 'Edit' }).click();
  const update = page.getByRole('form', { name: 'Update Comment' });
  await expect(update.getByLabel('Comment')).toHaveValue('Count me in!');
  await update.getByLabel('Comment').fill('Count me in, front row!');
  await update.getByRole('button', { name: 'Update' }).click();
  await expect(update).toBeHidden();
  await expect(mine.first()).toContainText('Count me in, front row!');
  await expect(mine.first()).toContainText('edited');

  // Delete the reply, after the confirmation.
  await mine.nth(1).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Comment?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(mine).toHaveCount(1);

  // What the server kept: it survives a reload.
  await page.reload();
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Count me in, front row!');
  const thread = await threadOf(request, postId);
  expect(thread.comments.slice(1).map((c) => [c.comment, c.likes?.length])).toEqual([['Count me in, front row!', 1]]);
});

test("the post owner deletes another member's comment (acceptance 5)", async ({ page, request, baseURL }) => {
  const business = await freshBusiness(request, baseURL!, 'Quay Club');
  const title = `Quay Night ${unique()}`;
  await page.goto('/');
  const { post, path } = await apiPost(page, request, business.session, title);
  const fanMember = await fan(request, 'posts-rude');
  const said = await api<{ comment: { id: number } }>(
    request,
    'create_comment',
    { post_id: post.post_id, comment: 'Not a nice thing to say' },
    fanMember.session,
  );
  expect(said.status).toBe(200);

  await signIn(page, business.email);
  await expect(page).toHaveURL(/\/dash\/business-dashboard$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const theirs = page.getByRole('article', { name: 'Comment by Fay Fan' });
  await expect(theirs).toContainText('Not a nice thing to say');
  // The owner cannot edit it, only delete it.
  await expect(theirs.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Comment?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(theirs).toHaveCount(0);
  await expect(page.getByText('No comments yet.')).toBeVisible();
  expect((await threadOf(request, post.post_id)).comments).toHaveLength(1);
});

test('a logged-out visitor cannot like (acceptance 6)', async ({ page, request, baseURL }) => {
  const business = await freshBusiness(request, baseURL!, 'Dock Lounge');
  const title = `Dock Session ${unique()}`;
  await page.goto('/');
  const { post, path } = await apiPost(page, request, business.session, title);
  const fanMember = await fan(request, 'posts-liker');
  const said = await api<{ comment: { id: number } }>(
    request,
    'create_comment',
    { post_id: post.post_id, comment: 'Great venue' },
    fanMember.session,
  );
  expect(said.status).toBe(200);

  await page.goto(path);
  // The page's code arrives on demand: slow on a busy machine.
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  const comment = page.getByRole('article', { name: 'Comment by Fay Fan' });
  await expect(comment).toContainText('Great venue');
  await comment.getByRole('button', { name: 'Like (0 likes)' }).click();
  await expect(page.getByText(LIKE_NEEDS_LOGIN)).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Like (0 likes)' })).toBeVisible();
  // spec 001 §6: no reply, and no new comment, for them either.
  await expect(comment.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Comment' })).toHaveCount(0);
  // The server refuses it too.
  expect((await api(request, 'like_comment', { comment_id: said.data.comment.id, like: true })).status).toBe(401);
  expect((await threadOf(request, post.post_id)).comments[1]!.likes).toEqual([]);
});
