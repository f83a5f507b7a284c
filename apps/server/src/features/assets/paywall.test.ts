import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { assets, products, tiers } from '@stagepass/db/schema/commerce';
import { ASSET_NOT_FOUND, PREVIEW_CLIP_SECONDS, TEASER_SHARE } from '@stagepass/domain/assets';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { seedCommerce } from '../../seed/commerce';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { feesFromConfig } from '../payments/get_fees.handler';
import { mp3Clip, mp3Seconds, wavClip } from './media-preview';
import { previewOfHtml } from './sanitize-html';

// The members-only paywall, as an outside reviewer attacked it: what a logged-out visitor or another member gets of
// a paid or tier-only asset. (1) The automatic preview of a body is a small share of it, never the post itself.
// (2) Paid files are never public statics at /media/<key>: only the authorised stream or download serves them.
// (3) Another creator's unpublished asset is not there (404) in every request of the area.

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-paywall-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'paywall.test');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const talent = () => m.member({ isSpecialist: true }, 'talent');
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The text of a body as a reader sees it (tags gone, blocks apart). */
const textOf = (html: string) =>
  html
    .replace(/<\/(p|h[1-3]|li)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** `seconds` of MPEG-1 Layer III at 128 kb/s, 44.1 kHz (417-byte frames of 1152 samples), after an ID3v2 tag. */
function mp3(seconds: number): Buffer {
  const frame = Buffer.alloc(417, 0x11);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const id3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20)]);
  return Buffer.concat([id3, ...Array.from({ length: Math.ceil((seconds * 44100) / 1152) }, () => frame)]);
}

const BOUNDARY = '----stagepass-paywall-boundary';
async function uploaded(token: string, name: string, type: string, bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload?purpose=asset',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { upload_id: number; url: string };
}

async function buy(token: string, assetId: number, price: number) {
  const res = await t.call(
    'purchase_asset',
    { asset_id: assetId, price, payment_company: 'Stripe', token: await m.cardToken(), is_token: 1 },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The asset's stored file keys, as /media would name them. */
async function filesOf(assetId: number) {
  const [row] = await t.db
    .select({ mediaKey: assets.mediaKey, previewKey: assets.previewKey, image: assets.image })
    .from(assets)
    .where(eq(assets.id, assetId));
  return {
    original: row!.mediaKey ? `/media/${row!.mediaKey}` : null,
    preview: row!.previewKey ? `/media/${row!.previewKey}` : null,
    cover: row!.image,
  };
}

/** A product of `ownerId` with one tier (written straight to the tables, as assets.test.ts does). */
async function tierOf(ownerId: number): Promise<number> {
  const now = new Date(t.clock.now());
  const [product] = await t.db
    .insert(products)
    .values({ ownerId, typeId: 1, name: 'Club', createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  const [tier] = await t.db
    .insert(tiers)
    .values({ productId: product!.id, name: 'Gold', createdAt: now, updatedAt: now })
    .returning({ id: tiers.id });
  return tier!.id;
}

// A paid post of about 200 characters: the review found a paid blog's 214 of 229 public as its preview.
const PAID_BODY =
  '<h2>Soundcheck notes</h2><p>We moved the kick drum mic two inches and the whole low end opened up. The bass ' +
  'player finally heard herself, the monitors stopped ringing, and we played the slow song in half time.</p>';

describe('the automatic preview of a paid or tier-only body', () => {
  it('shows logged-out visitors at most a quarter of a paid blog, cut between words, never the post itself', async () => {
    const creator = await talent();
    const created = (
      await m.ok(
        'create_asset',
        { type: 'Blog', name: 'Soundcheck', assetData: PAID_BODY, price: 500, published: true },
        creator.token,
      )
    ).asset;
    const body = textOf(PAID_BODY);
    expect(body.length).toBeGreaterThan(190);

    const single = (await m.ok('user_get_asset', { asset_id: created.id })).asset;
    const listed = (await m.ok('get_assets', { byId: creator.id })).assets[0];
    const inline = (await m.ok('get_assets', { assetId: created.id, inline: true })).assets[0];
    for (const seen of [single, listed, inline]) {
      expect(seen).toMatchObject({ allow_access: false, asset_data: null });
      const preview = seen.preview as string;
      expect(preview.endsWith('…')).toBe(true);
      const shown = preview.slice(0, -1);
      expect(body.startsWith(shown)).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(Math.floor(body.length * TEASER_SHARE));
      expect([' ', undefined]).toContain(body[shown.length]);
    }
    // The body's end is nowhere in what a visitor gets.
    const everything = JSON.stringify([single, listed, inline]);
    expect(everything).not.toContain('half time');
    expect(everything).not.toContain('monitors stopped ringing');
    // The creator still reads it all.
    const own = (await m.ok('user_get_asset', { asset_id: created.id }, creator.token)).asset;
    expect(own.asset_data).toBe(PAID_BODY);
  });

  it('gives a short tier-only newsletter no automatic preview at all, and uses the creator’s own when written', async () => {
    const creator = await talent();
    const tierId = await tierOf(creator.id);
    const short = '<p>Members only: the new single drops Friday at noon, use code TIDE.</p>';
    const newsletter = (
      await m.ok(
        'create_asset',
        { type: 'Newsletter', name: 'Drop day', assetData: short, tier_ids: [tierId], membership: true },
        creator.token,
      )
    ).asset;
    const seen = (await m.ok('user_get_asset', { asset_id: newsletter.id })).asset;
    expect(seen.preview).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('TIDE');

    // An edit of the body makes the preview again by the same rule.
    const edited = (await m.ok('update_asset', { asset_id: newsletter.id, assetData: PAID_BODY }, creator.token)).asset;
    expect((edited.preview as string).length).toBeLessThan(textOf(PAID_BODY).length * TEASER_SHARE + 1);

    // The creator's own preview is theirs to write, and shown as written.
    const written = (
      await m.ok(
        'update_asset',
        { asset_id: newsletter.id, preview: 'Big news for members this Friday.' },
        creator.token,
      )
    ).asset;
    expect(written.preview).toBe('Big news for members this Friday.');
    const fan = await m.member();
    expect((await m.ok('user_get_asset', { asset_id: newsletter.id }, fan.token)).asset.preview).toBe(
      'Big news for members this Friday.',
    );
  });

  it('is what the demo seed stores too: no members-only post is public in full', async () => {
    await seedDemo(t.db, t.clock);
    const now = new Date(t.clock.now());
    await t.db.insert(members).values(
      Array.from({ length: 12 }, (_, i) => ({
        email: `talent${i}@demo.stagepass.test`,
        name: `Demo Talent${i}`,
        username: `demo_talent_${i}`,
        passwordHash: 'x',
        isSpecialist: true,
        termsAcceptedAt: now,
        createdAt: now,
        country: 'US',
      })),
    );
    expect(
      await seedCommerce(t.db, t.clock, t.app.storage, feesFromConfig(t.config), { sandboxCards: true }),
    ).not.toBeNull();
    const rows = await t.db
      .select({ id: assets.id, body: assets.assetData, allowAccess: assets.allowAccess })
      .from(assets)
      .where(eq(assets.allowAccess, false));
    const posts = rows.filter((r) => r.body !== null);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const seen = (await m.ok('user_get_asset', { asset_id: post.id })).asset;
      expect(seen.asset_data).toBeNull();
      const body = textOf(post.body!);
      if (seen.preview === null) continue;
      const shown = (seen.preview as string).replace(/…$/, '');
      expect(shown.length, `asset ${post.id}`).toBeLessThanOrEqual(Math.floor(body.length * TEASER_SHARE));
      expect(shown, `asset ${post.id}`).not.toBe(body);
    }

    // The seed's paid originals are no public statics (under /media/assets/, beside the covers, which are).
    const [song] = await t.db
      .select({ id: assets.id, mediaKey: assets.mediaKey, image: assets.image })
      .from(assets)
      .where(eq(assets.type, 'Song'))
      .limit(1);
    expect(song!.mediaKey).toMatch(/^assets\//);
    expect((await get(`/media/${song!.mediaKey}`)).statusCode).toBe(404);
    expect((await get(song!.image!)).statusCode).toBe(200);
    // The demo fan subscribes to the demo talent's top tier: the authorised stream still plays it.
    const fan = (await t.call('login', { username: 'fan@stagepass.test', password: DEMO_PASSWORD })).body.data.session;
    const demoTalents = await t.db
      .select({ id: assets.id })
      .from(assets)
      .innerJoin(members, eq(members.id, assets.ownerId))
      .where(eq(members.email, 'talent@stagepass.test'));
    let played = false;
    for (const a of demoTalents) {
      const link = await t.call('stream_media', { asset_id: a.id }, fan);
      if (link.body.data?.preview === false && link.body.data.url) {
        expect((await get(link.body.data.url, { range: 'bytes=0-3' })).statusCode).toBe(206);
        played = true;
        break;
      }
    }
    expect(played).toBe(true);
  });

  it('previewOfHtml is the domain teaser of the body’s text', () => {
    expect(previewOfHtml('<p>Night one at the harbor was loud.</p>')).toBeNull();
    expect(previewOfHtml(PAID_BODY)).toBe('Soundcheck notes We moved the kick drum mic two…');
  });
});

describe('paid files are never public statics', () => {
  it('answers 404 at the storage path of a paid song’s original and preview; buyer and creator still get it', async () => {
    const creator = await talent();
    const song = mp3(70);
    const file = await uploaded(creator.token, 'tide.mp3', 'audio/mpeg', song);
    // Before it is an asset, the upload is the uploader's own file, served at its url as any upload is.
    expect((await get(file.url)).statusCode).toBe(200);
    const asset = (
      await m.ok(
        'create_asset',
        { type: 'Song', name: 'Tide', asset: file.upload_id, price: 150, image: await coverDataUrl() },
        creator.token,
      )
    ).asset;
    const paths = await filesOf(asset.id);
    expect(paths.original).toBe(file.url);
    expect(paths.preview).toMatch(/^\/media\/previews\//);

    // Logged out, signed in as someone else, with a cached copy's tag: nothing of the paid files.
    const stranger = await m.member();
    for (const path of [paths.original!, paths.preview!]) {
      const tag = `"${path.slice('/media/'.length)}"`;
      const asks: Record<string, string>[] = [
        {},
        { authorization: `Bearer ${stranger.token}` },
        { 'if-none-match': tag },
      ];
      for (const headers of asks) {
        const res = await get(path, headers);
        expect([res.statusCode, res.rawPayload.length < 100], path).toEqual([404, true]);
      }
    }
    // The cover stays a public picture.
    expect((await get(paths.cover!)).statusCode).toBe(200);
    // The preview reaches everyone through stream_media, as before.
    const preview = await m.ok('stream_media', { asset_id: asset.id });
    expect(preview.preview).toBe(true);
    expect((await get(preview.url)).statusCode).toBe(200);

    // The buyer streams and downloads the original; so does the creator.
    const fan = await m.member();
    await buy(fan.token, asset.id, 150);
    for (const who of [fan, creator]) {
      const stream = await m.ok('stream_media', { asset_id: asset.id }, who.token);
      expect(stream.preview).toBe(false);
      const played = await get(stream.url);
      expect([played.statusCode, played.rawPayload.equals(song)]).toEqual([200, true]);
      const link = await m.ok('download_asset', { asset_id: asset.id }, who.token);
      const saved = await get(link.url);
      expect([saved.statusCode, saved.rawPayload.equals(song)]).toEqual([200, true]);
    }
    // Still not public once bought.
    expect((await get(paths.original!)).statusCode).toBe(404);
  });

  it('serves a free published asset’s files, revalidated, until the creator puts a price on it or unpublishes it', async () => {
    const creator = await talent();
    const tierId = await tierOf(creator.id);
    const file = await uploaded(creator.token, 'pier.png', 'image/png', await picture());
    const photo = (
      await m.ok(
        'create_asset',
        { type: 'Photograph', name: 'Pier', asset: file.upload_id, allow_access: true },
        creator.token,
      )
    ).asset;
    const paths = await filesOf(photo.id);
    const free = await get(paths.preview!);
    expect(free.statusCode).toBe(200);
    expect(free.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get(paths.original!)).statusCode).toBe(200);

    // Tier-only now: both files leave the public path.
    await m.ok('update_asset', { asset_id: photo.id, allow_access: false, tier_ids: [tierId] }, creator.token);
    expect((await get(paths.original!)).statusCode).toBe(404);
    expect((await get(paths.preview!)).statusCode).toBe(404);
    // Free again but unpublished: still not public.
    await m.ok('update_asset', { asset_id: photo.id, allow_access: true, published: false }, creator.token);
    expect((await get(paths.original!)).statusCode).toBe(404);
    expect((await get(paths.preview!)).statusCode).toBe(404);
    // A photograph's preview is a reduced copy, never the original.
    const small = await sharp(await streamed(photo.id, creator.token, true)).metadata();
    const big = await sharp(await streamed(photo.id, creator.token, false)).metadata();
    expect([big.width, big.height]).toEqual([300, 200]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 150, 100]);
  });
});

/** The bytes stream_media serves the viewer: the preview, or the file itself. */
async function streamed(assetId: number, token: string, preview: boolean): Promise<Buffer> {
  const { url } = await m.ok('stream_media', { asset_id: assetId, ...(preview ? { preview: true } : {}) }, token);
  // A preview link carries no token (a published asset's preview is public): the owner's session says who asks.
  const res = await get(url, { authorization: `Bearer ${token}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

const picture = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
const coverDataUrl = async () => `data:image/png;base64,${(await picture()).toString('base64')}`;

describe('another creator’s unpublished asset is not there', () => {
  it('answers 404 in every request of the area, even when its creator set it free; the creator still has it', async () => {
    const creator = await talent();
    const file = await uploaded(creator.token, 'draft.mp3', 'audio/mpeg', mp3(70));
    const tierId = await tierOf(creator.id);
    const [product] = await t.db.select({ id: tiers.productId }).from(tiers).where(eq(tiers.id, tierId));
    const draft = (
      await m.ok(
        'create_asset',
        {
          type: 'Song',
          name: 'Unreleased Demo',
          asset: file.upload_id,
          published: false,
          allow_access: true,
          product_ids: [product!.id],
        },
        creator.token,
      )
    ).asset;
    const rival = await talent();
    const notThere = (res: { status: number; body: Record<string, unknown> }, what: string) => {
      expect([res.status, res.body.message], what).toEqual([404, ASSET_NOT_FOUND]);
      expect(JSON.stringify(res.body), what).not.toContain('Unreleased');
    };
    for (const token of [rival.token, undefined]) {
      if (token) {
        notThere(await t.call('download_asset', { asset_id: draft.id }, token), 'download_asset');
        notThere(await t.call('download_asset', { asset_id: draft.id, view: true }, token), 'download_asset view');
      }
      notThere(await t.call('user_get_asset', { asset_id: draft.id }, token), 'user_get_asset');
      notThere(await t.call('stream_media', { asset_id: draft.id }, token), 'stream_media');
      notThere(await t.call('stream_media', { asset_id: draft.id, preview: true }, token), 'stream_media preview');
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      for (const kind of ['asset', 'preview'])
        expect((await get(`/api/stream_media?${kind}=${draft.id}`, headers)).statusCode, kind).toBe(404);
      expect((await m.ok('get_assets', { assetId: draft.id }, token)).assets).toEqual([]);
      expect((await m.ok('get_assets', { byId: creator.id }, token)).assets).toEqual([]);
      expect((await m.ok('get_assets_for_product', { product_id: product!.id }, token)).assets).toEqual([]);
    }
    const bought = await t.call(
      'purchase_asset',
      { asset_id: draft.id, price: 100, payment_company: 'Stripe', token: await m.cardToken(), is_token: 1 },
      rival.token,
    );
    notThere(bought, 'purchase_asset');

    // Its creator downloads and lists it.
    const link = await m.ok('download_asset', { asset_id: draft.id }, creator.token);
    expect(link.filename).toBe('Unreleased Demo.mp3');
    expect((await get(link.url)).statusCode).toBe(200);
    expect((await m.ok('get_assets_for_product', { product_id: product!.id }, creator.token)).assets).toHaveLength(1);

    // Published, free to everyone: the rival downloads it like anyone.
    await m.ok('update_asset', { asset_id: draft.id, published: true }, creator.token);
    expect((await t.call('download_asset', { asset_id: draft.id }, rival.token)).status).toBe(200);
  });
});

describe('a preview clip is always shorter than the file', () => {
  /** `seconds` of 8 kHz 16-bit mono PCM in a RIFF WAVE whose header says the data is `declared` bytes. */
  function wav(seconds: number, declared?: number): Buffer {
    const data = Buffer.alloc(8000 * 2 * seconds, 3);
    const h = Buffer.alloc(44);
    h.write('RIFF', 0, 'latin1');
    h.writeUInt32LE(36 + (declared ?? data.length), 4);
    h.write('WAVEfmt ', 8, 'latin1');
    h.writeUInt32LE(16, 16);
    h.writeUInt16LE(1, 20);
    h.writeUInt16LE(1, 22);
    h.writeUInt32LE(8000, 24);
    h.writeUInt32LE(16000, 28);
    h.writeUInt16LE(2, 32);
    h.writeUInt16LE(16, 34);
    h.write('data', 36, 'latin1');
    h.writeUInt32LE(declared ?? data.length, 40);
    return Buffer.concat([h, data]);
  }

  it('halves a WAV whose header claims an hour it does not hold', () => {
    const file = wav(20, 16000 * 3600);
    const clip = wavClip(file, true)!;
    expect(clip.readUInt32LE(40)).toBe(16000 * 10);
    expect(clip.length).toBeLessThan(file.length * 0.6);
    // A WAV that is what it says: half of a short one, 30 s of a long one.
    expect(wavClip(wav(20), true)!.readUInt32LE(40)).toBe(16000 * 10);
    expect(wavClip(wav(70), true)!.readUInt32LE(40)).toBe(16000 * PREVIEW_CLIP_SECONDS);
  });

  it('halves a short MP3 whose frames stop before the bytes do, and keeps a frame back from a tiny one', () => {
    const song = mp3(20);
    // Read as the head of a larger file (not complete): what follows the frames is no audio.
    const padded = Buffer.concat([song, Buffer.alloc(4096)]);
    const clip = mp3Clip(padded, false)!;
    expect(mp3Seconds(clip, 0)).toBeGreaterThanOrEqual(10);
    expect(mp3Seconds(clip, 0)).toBeLessThan(10.1);
    // Two frames: one of them.
    const frame = Buffer.alloc(417, 0x11);
    frame.set([0xff, 0xfb, 0x90, 0x00]);
    expect(mp3Clip(Buffer.concat([frame, frame]), true)!.length).toBe(417);
  });
});
