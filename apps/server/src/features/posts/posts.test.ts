import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { comments, posts } from '@stagepass/db/schema/conversation';
import {
  IMAGE_TOO_SMALL_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  POST_IMAGE_TOO_LARGE_MESSAGE,
} from '@stagepass/domain/limits';
import {
  COMMENT_NOT_FOUND,
  COMMENT_REQUIRED,
  COMMENT_TOO_LONG,
  COMMENT_MAX,
  POST_CAPTION_NEEDS_LETTERS,
  POST_IMAGE_REQUIRED,
  POST_NOT_FOUND,
  POST_TITLE_NEEDS_LETTERS,
  POSTING_ROLES_ONLY,
  REPLIED_COMMENT_NOT_FOUND,
} from '@stagepass/domain/posts';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-posts-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'posts.test');

/** A photo-like picture: a gradient with noise, so it neither compresses to nothing nor is blank. */
async function picture(width = 300, height = 300, format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3) % width)) & 0xff;
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : img.gif()).toBuffer();
}
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

let png: string | undefined;
const aPicture = async () => (png ??= dataUrl(await picture()));

const venue = () => m.member({ isBusiness: true }, 'venue');
const talent = () => m.member({ isSpecialist: true }, 'talent');

async function createPost(owner: TestMember, fields: Record<string, unknown> = {}) {
  return m.ok(
    'create_post',
    { image: await aPicture(), title: 'Jazz night', comment: 'Doors open at eight.', mediaType: 'Image', ...fields },
    owner.token,
  );
}

const postsBy = async (byId: number, token?: string) =>
  (await m.ok('get_posts', { by_id: byId }, token)).posts as {
    post_id: number;
    comments: Record<string, unknown>[];
  }[];

const thread = async (postId: number) => (await m.ok('get_posts', { post_id: postId })).posts[0]?.comments ?? [];

const comment = async (who: TestMember, post_id: number, text: string, reply_id?: number) =>
  (await m.ok('create_comment', { post_id, comment: text, ...(reply_id ? { reply_id } : {}) }, who.token)).comment;

const expectError = (
  res: { status: number; body: Record<string, unknown> },
  status: number,
  message: string,
  field?: string,
) => expect([res.status, res.body.message, res.body.field]).toEqual([status, message, field]);

describe('create_post', () => {
  it('a business posts a picture with a title and caption; the picture is stored and served', async () => {
    const business = await venue();
    const { post } = await createPost(business, { title: '  Jazz night  ', comment: ' Doors open at eight. ' });
    expect(post).toEqual({
      post_id: expect.any(Number),
      event_id: null,
      asset_id: null,
      comments: [
        {
          id: post.post_id,
          comment: 'Doors open at eight.',
          media_url: expect.stringMatching(/^\/media\/posts\/[0-9a-f]{32}\.webp$/),
          title: 'Jazz night',
          modified: new Date(t.clock.now()).toISOString(),
          by_id: business.id,
          name: business.name,
          photo: null,
          is_specialist: false,
          is_business: true,
        },
      ],
    });
    const served = await t.app.inject({ method: 'GET', url: post.comments[0].media_url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    // Re-encoded by the server and fitted: a 300 x 300 square stays one.
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);

    expect(await postsBy(business.id)).toEqual([post]);
  });

  it('talent post too; fans and agencies are refused, logged-out callers need a session', async () => {
    const star = await talent();
    expect((await createPost(star)).post.comments[0].is_specialist).toBe(true);

    const image = await aPicture();
    const input = { image, title: 'Hello', comment: 'Hello there', mediaType: 'Image' };
    const fan = await m.member();
    expectError(await t.call('create_post', input, fan.token), 403, POSTING_ROLES_ONLY);
    const agency = await m.member({}, 'agency');
    await t.db.update(members).set({ isAgency: true }).where(eq(members.id, agency.id));
    expect((await t.call('create_post', input, agency.token)).status).toBe(403);
    expect((await t.call('create_post', input)).status).toBe(401);
    expect(await t.db.select().from(posts).where(eq(posts.authorId, fan.id))).toEqual([]);
  });

  it('answers each §5 post message, naming the field, and stores nothing', async () => {
    const business = await venue();
    const image = await aPicture();
    const base = { image, title: 'Jazz night', comment: 'Doors at eight', mediaType: 'Image' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, image: undefined }, POST_IMAGE_REQUIRED, 'image'],
      [{ ...base, image: '' }, POST_IMAGE_REQUIRED, 'image'],
      [{ ...base, image: '   ' }, POST_IMAGE_REQUIRED, 'image'],
      // The picture first, as the spec lists the rules.
      [{ ...base, image: '', title: '' }, POST_IMAGE_REQUIRED, 'image'],
      [{ ...base, title: undefined }, POST_TITLE_NEEDS_LETTERS, 'title'],
      [{ ...base, title: '2025 !!' }, POST_TITLE_NEEDS_LETTERS, 'title'],
      [{ ...base, title: '   ' }, POST_TITLE_NEEDS_LETTERS, 'title'],
      [{ ...base, comment: undefined }, POST_CAPTION_NEEDS_LETTERS, 'comment'],
      [{ ...base, comment: '20:00 — $10' }, POST_CAPTION_NEEDS_LETTERS, 'comment'],
    ];
    for (const [input, message, field] of cases) {
      const res = await t.call('create_post', input, business.token);
      expect([res.status, res.body.message, res.body.field], JSON.stringify(input).slice(0, 80)).toEqual([
        400,
        message,
        field,
      ]);
    }
    const bad = await t.call('create_post', { ...base, mediaType: 'Video' }, business.token);
    expect([bad.status, bad.body.field]).toEqual([400, 'mediaType']);
    const notText = await t.call('create_post', { ...base, title: 42 }, business.token);
    expect([notText.status, notText.body.field]).toEqual([400, 'title']);
    expect(await t.db.select().from(posts)).toEqual([]);
  });

  it('holds the picture to the post image rules: size (post wording), type by magic bytes, 150 x 150', async () => {
    const business = await venue();
    const post = (image: string) =>
      t.call('create_post', { image, title: 'Jazz night', comment: 'Doors at eight' }, business.token);

    const small = await picture(300, 300);
    const big = Buffer.concat([small, Buffer.alloc(8_000_000 - small.length, 7)]);
    const tooBig = await post(dataUrl(big));
    expect(tooBig.body).toEqual({ message: POST_IMAGE_TOO_LARGE_MESSAGE, code: 'PAYLOAD_TOO_LARGE', field: 'image' });
    expect(tooBig.status).toBe(413);

    expectError(await post(dataUrl(await picture(300, 300, 'gif'), 'image/png')), 400, IMAGE_TYPE_MESSAGE, 'image');
    // A text file that calls itself a PNG.
    expectError(await post(dataUrl(Buffer.from('not a picture at all'))), 400, IMAGE_TYPE_MESSAGE, 'image');
    expectError(await post(dataUrl(await picture(149, 400))), 400, IMAGE_TOO_SMALL_MESSAGE, 'image');
    expectError(await post('https://elsewhere.test/cat.png'), 400, INVALID_IMAGE_MESSAGE, 'image');
    // A JPEG is fine whatever type the data URL claims: the bytes decide.
    expect((await post(dataUrl(await picture(200, 160, 'jpeg'), 'image/png'))).status).toBe(200);
    expect(await t.db.select({ id: posts.id }).from(posts)).toHaveLength(1);
  });
});

describe('get_posts', () => {
  it('is open to everyone, newest first, filtered by author, post and event, with each thread', async () => {
    const business = await venue();
    const other = await venue();
    const fan = await m.member();
    const first = (await createPost(business, { title: 'First night' })).post;
    t.clock.advance(60_000);
    const second = (await createPost(business, { title: 'Second night' })).post;
    const elsewhere = (await createPost(other)).post;
    const said = await comment(fan, first.post_id, 'Great show');

    const mine = await postsBy(business.id);
    expect(mine.map((p) => p.post_id)).toEqual([second.post_id, first.post_id]);
    expect(mine[1]!.comments).toEqual([
      first.comments[0],
      {
        id: said.id,
        comment: 'Great show',
        likes: [],
        state: 'active',
        reply_id: null,
        by_id: fan.id,
        name: fan.name,
        photo: null,
        is_specialist: false,
        is_business: false,
        isAgency: false,
        modified: new Date(t.clock.now()).toISOString(),
        edited: false,
      },
    ]);

    const all = (await m.ok('get_posts', {})).posts.map((p: { post_id: number }) => p.post_id);
    expect(all).toEqual([elsewhere.post_id, second.post_id, first.post_id]);
    const one = (await m.ok('get_posts', { post_id: first.post_id, by_id: business.id })).posts;
    expect(one.map((p: { post_id: number }) => p.post_id)).toEqual([first.post_id]);
    // Filters combine: this post is not the other business's.
    expect((await m.ok('get_posts', { post_id: first.post_id, by_id: other.id })).posts).toEqual([]);
    expect((await m.ok('get_posts', { event_id: 1 })).posts).toEqual([]);
    expect((await m.ok('get_posts', { asset_id: 1 })).posts).toEqual([]);
  });

  it('hides deleted posts, deleted comments and closed accounts', async () => {
    const business = await venue();
    const fan = await m.member();
    const gone = await m.member();
    const { post } = await createPost(business);
    const kept = await comment(fan, post.post_id, 'Kept');
    await comment(gone, post.post_id, 'From a closed account');
    const removed = await comment(fan, post.post_id, 'Removed');
    await m.ok('delete_comment', { comment_id: removed.id }, fan.token);
    await t.db.update(members).set({ active: false }).where(eq(members.id, gone.id));
    expect((await thread(post.post_id)).map((c: { id: number }) => c.id)).toEqual([post.post_id, kept.id]);

    await t.db.update(members).set({ active: false }).where(eq(members.id, business.id));
    expect(await postsBy(business.id)).toEqual([]);
  });

  it("pages past 50 posts: limit, then before = the last page's next_before, null on the last page", async () => {
    const business = await venue();
    const now = new Date(t.clock.now());
    const ids = (
      await t.db
        .insert(posts)
        .values(
          Array.from({ length: 53 }, (_, i) => ({
            authorId: business.id,
            title: `Night ${i}`,
            caption: 'Doors at eight.',
            mediaUrl: 'https://img.test/p.png',
            createdAt: now,
            modifiedAt: now,
          })),
        )
        .returning({ id: posts.id })
    ).map((r) => r.id);
    const newestFirst = [...ids].reverse();
    const page1 = await m.ok('get_posts', { by_id: business.id });
    expect(page1.posts.map((p: { post_id: number }) => p.post_id)).toEqual(newestFirst.slice(0, 50));
    expect(page1.next_before).toBe(newestFirst[49]);
    const page2 = await m.ok('get_posts', { by_id: business.id, before: page1.next_before });
    expect(page2.posts.map((p: { post_id: number }) => p.post_id)).toEqual(newestFirst.slice(50));
    expect(page2.next_before).toBeNull();

    // A smaller page; a deleted post is skipped and does not end the paging early.
    await t.db.update(posts).set({ deletedAt: now }).where(eq(posts.id, newestFirst[1]!));
    const small = await m.ok('get_posts', { by_id: business.id, limit: 2 });
    expect(small.posts.map((p: { post_id: number }) => p.post_id)).toEqual([newestFirst[0], newestFirst[2]]);
    const next = await m.ok('get_posts', { by_id: business.id, limit: 2, before: small.next_before });
    expect(next.posts.map((p: { post_id: number }) => p.post_id)).toEqual([newestFirst[3], newestFirst[4]]);
  });

  it('refuses bad filters, naming the field', async () => {
    for (const [input, field] of [
      [{ limit: 51 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ before: 'abc' }, 'before'],
      [{ by_id: 'seven' }, 'by_id'],
      [{ post_id: -1 }, 'post_id'],
      [{ event_id: 1.5 }, 'event_id'],
      [{ asset_id: 3_000_000_000 }, 'asset_id'],
    ] as const) {
      const res = await t.call('get_posts', input);
      expect([res.status, res.body.field], JSON.stringify(input)).toEqual([400, field]);
    }
  });
});

describe('delete_post', () => {
  it('only the owner deletes a post; anyone else gets 404 and the post stays', async () => {
    const business = await venue();
    const other = await venue();
    const fan = await m.member();
    const { post } = await createPost(business);

    expectError(await t.call('delete_post', { post_id: post.post_id }, other.token), 404, POST_NOT_FOUND, 'post_id');
    expect((await t.call('delete_post', { post_id: post.post_id }, fan.token)).status).toBe(403);
    expect((await t.call('delete_post', { post_id: post.post_id })).status).toBe(401);
    expect(await postsBy(business.id)).toHaveLength(1);

    expect(await m.ok('delete_post', { post_id: post.post_id }, business.token)).toEqual({
      post_id: post.post_id,
      deleted: true,
    });
    expect(await postsBy(business.id)).toEqual([]);
    expectError(await t.call('delete_post', { post_id: post.post_id }, business.token), 404, POST_NOT_FOUND, 'post_id');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.post_id));
    expect(row!.deletedAt).toEqual(new Date(t.clock.now()));
    // Comments on a deleted post cannot be added.
    expectError(
      await t.call('create_comment', { post_id: post.post_id, comment: 'Hello?' }, fan.token),
      404,
      POST_NOT_FOUND,
      'post_id',
    );
    expect((await t.call('delete_post', { post_id: 'one' }, business.token)).body.field).toBe('post_id');
  });
});

describe('create_comment', () => {
  it('any member comments and replies; the reply names its comment', async () => {
    const business = await venue();
    const fan = await m.member();
    const star = await talent();
    const { post } = await createPost(business);
    const first = await comment(fan, post.post_id, '  Count me in  ');
    const reply = await comment(business, post.post_id, 'See you there', first.id);
    const nested = await comment(star, post.post_id, 'Me too', reply.id);
    expect(first).toMatchObject({ comment: 'Count me in', reply_id: null, by_id: fan.id, likes: [] });
    expect(reply).toMatchObject({ reply_id: first.id, by_id: business.id, is_business: true });
    expect(nested).toMatchObject({ reply_id: reply.id, is_specialist: true });
    expect((await thread(post.post_id)).slice(1)).toEqual([first, reply, nested]);
  });

  it('refuses empty text, unknown posts and replies to comments that are gone or elsewhere', async () => {
    const business = await venue();
    const fan = await m.member();
    const { post } = await createPost(business);
    const other = (await createPost(business, { title: 'Other night' })).post;
    const elsewhere = await comment(fan, other.post_id, 'On the other post');
    const removed = await comment(fan, post.post_id, 'Soon gone');
    await m.ok('delete_comment', { comment_id: removed.id }, fan.token);
    const call = (input: Record<string, unknown>) => t.call('create_comment', input, fan.token);

    expectError(await call({ post_id: post.post_id, comment: '' }), 400, COMMENT_REQUIRED, 'comment');
    expectError(await call({ post_id: post.post_id, comment: ' \n ' }), 400, COMMENT_REQUIRED, 'comment');
    expectError(await call({ post_id: post.post_id }), 400, COMMENT_REQUIRED, 'comment');
    expectError(
      await call({ post_id: post.post_id, comment: 'x'.repeat(COMMENT_MAX + 1) }),
      400,
      COMMENT_TOO_LONG,
      'comment',
    );
    expect((await call({ post_id: 'abc', comment: 'Hi' })).body.field).toBe('post_id');
    expect((await call({ post_id: post.post_id, comment: 'Hi', reply_id: 0 })).body.field).toBe('reply_id');
    expectError(await call({ post_id: 2_000_000_000, comment: 'Hi' }), 404, POST_NOT_FOUND, 'post_id');
    for (const reply_id of [elsewhere.id, removed.id, 2_000_000_000])
      expectError(
        await call({ post_id: post.post_id, comment: 'Hi', reply_id }),
        404,
        REPLIED_COMMENT_NOT_FOUND,
        'reply_id',
      );
    expect((await t.call('create_comment', { post_id: post.post_id, comment: 'Hi' })).status).toBe(401);
    const rows = await t.db.select().from(comments).where(eq(comments.postId, post.post_id));
    expect(rows.map((r) => r.comment)).toEqual(['Soon gone']);
  });

  it('stores text as text: markup comes back exactly as written', async () => {
    const business = await venue();
    const fan = await m.member();
    const { post } = await createPost(business, { title: '<b>Bold</b> night' });
    const text = '<script>alert(1)</script> <img src=x onerror=alert(2)> javascript:alert(3)';
    expect((await comment(fan, post.post_id, text)).comment).toBe(text);
    expect((await thread(post.post_id))[0].title).toBe('<b>Bold</b> night');
  });
});

describe('update_comment', () => {
  it('only the author edits; the post owner and others get 404 and the text stays', async () => {
    const business = await venue();
    const fan = await m.member();
    const stranger = await m.member();
    const { post } = await createPost(business);
    const said = await comment(fan, post.post_id, 'First words');
    t.clock.advance(5 * 60_000);

    for (const who of [business, stranger])
      expectError(
        await t.call('update_comment', { comment_id: said.id, comment: 'Taken over' }, who.token),
        404,
        COMMENT_NOT_FOUND,
        'comment_id',
      );
    expect((await thread(post.post_id))[1].comment).toBe('First words');

    const { comment: edited } = await m.ok(
      'update_comment',
      { comment_id: said.id, comment: '  Better words  ' },
      fan.token,
    );
    expect(edited).toEqual({
      ...said,
      comment: 'Better words',
      modified: new Date(t.clock.now()).toISOString(),
      edited: true,
    });
    expect((await thread(post.post_id))[1]).toEqual(edited);

    expectError(
      await t.call('update_comment', { comment_id: said.id, comment: '  ' }, fan.token),
      400,
      COMMENT_REQUIRED,
      'comment',
    );
    await m.ok('delete_comment', { comment_id: said.id }, fan.token);
    expectError(
      await t.call('update_comment', { comment_id: said.id, comment: 'Back again' }, fan.token),
      404,
      COMMENT_NOT_FOUND,
      'comment_id',
    );
    expect((await t.call('update_comment', { comment_id: said.id, comment: 'x' })).status).toBe(401);
  });
});

describe('like_comment', () => {
  it('likes and unlikes, idempotently, and the thread shows who likes', async () => {
    const business = await venue();
    const fan = await m.member();
    const other = await m.member();
    const { post } = await createPost(business);
    const said = await comment(business, post.post_id, 'Thanks for coming');
    const like = (who: TestMember, like: boolean) => m.ok('like_comment', { comment_id: said.id, like }, who.token);

    expect(await like(fan, true)).toEqual({ comment_id: said.id, liked: true, likes: [{ by_id: fan.id }] });
    expect((await like(fan, true)).likes).toEqual([{ by_id: fan.id }]);
    t.clock.advance(1000);
    expect((await like(other, true)).likes).toEqual([{ by_id: fan.id }, { by_id: other.id }]);
    expect((await thread(post.post_id))[1].likes).toEqual([{ by_id: fan.id }, { by_id: other.id }]);

    expect(await like(fan, false)).toEqual({ comment_id: said.id, liked: false, likes: [{ by_id: other.id }] });
    expect((await like(fan, false)).likes).toEqual([{ by_id: other.id }]);
    expect((await thread(post.post_id))[1].likes).toEqual([{ by_id: other.id }]);
  });

  it('needs a session, a boolean and a shown comment', async () => {
    const business = await venue();
    const fan = await m.member();
    const { post } = await createPost(business);
    const said = await comment(business, post.post_id, 'Thanks');
    expect((await t.call('like_comment', { comment_id: said.id, like: true })).status).toBe(401);
    const bad = await t.call('like_comment', { comment_id: said.id, like: 'yes' }, fan.token);
    expect([bad.status, bad.body.field]).toEqual([400, 'like']);
    await m.ok('delete_comment', { comment_id: said.id }, business.token);
    expectError(
      await t.call('like_comment', { comment_id: said.id, like: true }, fan.token),
      404,
      COMMENT_NOT_FOUND,
      'comment_id',
    );
  });
});

describe('delete_comment', () => {
  it('the author deletes their comment; it is hidden, its replies stay', async () => {
    const business = await venue();
    const fan = await m.member();
    const { post } = await createPost(business);
    const said = await comment(fan, post.post_id, 'Oops');
    const reply = await comment(business, post.post_id, 'No worries', said.id);
    expect(await m.ok('delete_comment', { comment_id: said.id }, fan.token)).toEqual({
      comment_id: said.id,
      deleted: true,
    });
    expect((await thread(post.post_id)).slice(1)).toEqual([reply]);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, said.id));
    expect(row!.state).toBe('deleted');
    expectError(
      await t.call('delete_comment', { comment_id: said.id }, fan.token),
      404,
      COMMENT_NOT_FOUND,
      'comment_id',
    );
  });

  it("the post owner deletes another's comment; anyone else gets 404", async () => {
    const business = await venue();
    const otherBusiness = await venue();
    const fan = await m.member();
    const stranger = await m.member();
    const { post } = await createPost(business);
    const said = await comment(fan, post.post_id, 'Rude words');

    for (const who of [stranger, otherBusiness])
      expectError(
        await t.call('delete_comment', { comment_id: said.id }, who.token),
        404,
        COMMENT_NOT_FOUND,
        'comment_id',
      );
    expect((await thread(post.post_id)).map((c: { id: number }) => c.id)).toEqual([post.post_id, said.id]);

    await m.ok('delete_comment', { comment_id: said.id }, business.token);
    expect((await thread(post.post_id)).map((c: { id: number }) => c.id)).toEqual([post.post_id]);
    expect((await t.call('delete_comment', { comment_id: said.id })).status).toBe(401);
    expect((await t.call('delete_comment', { comment_id: 'x' }, fan.token)).body.field).toBe('comment_id');
  });
});
