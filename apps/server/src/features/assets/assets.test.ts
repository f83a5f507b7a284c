import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  assetPurchases,
  assets,
  assetTiers,
  plans,
  products,
  subscriptions,
  tiers,
} from '@stagepass/db/schema/commerce';
import { sandboxCharges } from '@stagepass/db/schema/tickets';
import {
  ASSET_ALREADY_OWNED,
  ASSET_BODY_EMPTY,
  ASSET_CATEGORIES,
  ASSET_CONTENT_REQUIRED,
  ASSET_CREATORS_ONLY,
  ASSET_NO_ACCESS,
  ASSET_NOT_FOR_SALE,
  ASSET_OWN_PURCHASE,
  ASSET_PRICE_CHANGED,
  ASSET_PRODUCT_NOT_FOUND,
  ASSET_TIER_NOT_FOUND,
  ASSET_UPLOAD_TYPE_MESSAGE,
  PREVIEW_CLIP_SECONDS,
  STREAM_LINK_EXPIRED,
  assetFileNeeded,
  assetSaleFee,
} from '@stagepass/domain/assets';
import { UNSUPPORTED_COUNTRY_CODE } from '@stagepass/domain/format';
import { UPLOAD_TYPE_MESSAGE } from '@stagepass/domain/media';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { feesFromConfig } from '../payments/get_fees.handler';
import { ffmpegBinary, runFfmpeg } from './ffmpeg-clip';
import { mp3FrameAt, mp3Seconds } from './media-preview';
import * as repo from './assets-repository';
import { finishUnfinishedAssetPurchases } from './purchase';
import { SandboxCardProvider } from '../../adapters/payments/card-sandbox';

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-assets-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'assets.test');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// ---------------------------------------------------------------------------------------------
// Files as a creator's device would send them

/** `seconds` of MPEG-1 Layer III at 128 kb/s, 44.1 kHz (417-byte frames of 1152 samples), after an ID3v2 tag. */
function mp3(seconds: number): Buffer {
  const frame = Buffer.alloc(417, 0x11);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const count = Math.ceil((seconds * 44100) / 1152);
  const id3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 20]), Buffer.alloc(20)]);
  return Buffer.concat([id3, ...Array.from({ length: count }, () => frame)]);
}

/** `seconds` of 8 kHz 16-bit mono PCM in a RIFF WAVE. */
function wav(seconds: number): Buffer {
  const data = Buffer.alloc(8000 * 2 * seconds, 3);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(8000, 24);
  h.writeUInt32LE(16000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

/** A Windows executable (MZ) named like a song. */
const forgedMp3 = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(6000, 0x90)]);

const BOUNDARY = '----stagepass-asset-boundary';
async function upload(token: string, name: string, type: string, bytes: Buffer, purpose: string | null = 'asset') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: purpose ? `/api/upload?purpose=${purpose}` : '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
    payload,
  });
}

async function uploaded(token: string, name: string, type: string, bytes: Buffer): Promise<number> {
  const res = await upload(token, name, type, bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.upload_id as number;
}

const png = (w = 300, h = 200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();

// ---------------------------------------------------------------------------------------------
// Helpers

const talent = () => m.member({ isSpecialist: true }, 'talent');

async function blog(token: string, fields: Record<string, unknown> = {}) {
  const data = await m.ok(
    'create_asset',
    { type: 'Blog', name: 'Harbor Lights Diary', assetData: '<p>Night one at the harbor was loud.</p>', ...fields },
    token,
  );
  return data.asset as Record<string, any>;
}

/** A product of `owner` with one tier (written straight to the tables: the catalogue area makes them for real). */
async function productAndTier(owner: TestMember) {
  const now = new Date(t.clock.now());
  const [product] = await t.db
    .insert(products)
    .values({ ownerId: owner.id, typeId: 1, name: `Club ${owner.name}`, createdAt: now, updatedAt: now })
    .returning({ id: products.id });
  const [tier] = await t.db
    .insert(tiers)
    .values({ productId: product!.id, name: 'Gold', createdAt: now, updatedAt: now })
    .returning({ id: tiers.id });
  return { productId: product!.id, tierId: tier!.id };
}

async function subscribe(
  fan: TestMember,
  creator: TestMember,
  ids: { productId: number; tierId: number },
  state: string,
) {
  const now = new Date(t.clock.now());
  const [plan] = await t.db
    .insert(plans)
    .values({
      productId: ids.productId,
      tierId: ids.tierId,
      name: 'Monthly',
      priceCents: 500,
      currency: 'USD',
      interval: 'month',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: plans.id });
  await t.db.insert(subscriptions).values({
    memberId: fan.id,
    planId: plan!.id,
    productId: ids.productId,
    tierId: ids.tierId,
    creatorId: creator.id,
    state: state as 'Active',
    cardId: 'card_test',
    customerId: 'cus_test',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 24 * 3600 * 1000),
    createdAt: now,
    updatedAt: now,
  });
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** `card`: a test card's number (a new token for it), or a token already made (a retry sends the same one). */
async function buy(
  token: string,
  assetId: number,
  price: number,
  card?: string | { token: string },
  headers?: Record<string, string>,
) {
  const cardToken = typeof card === 'object' ? card.token : await m.cardToken(card);
  return t.call(
    'purchase_asset',
    { asset_id: assetId, price, payment_company: 'Stripe', token: cardToken, is_token: 1 },
    token,
    headers,
  );
}

// ---------------------------------------------------------------------------------------------

describe('get_asset_categories', () => {
  it('answers the categories to everyone', async () => {
    const data = await m.ok('get_asset_categories', {});
    expect(data.categories).toEqual(ASSET_CATEGORIES);
  });
});

describe('create_asset', () => {
  it('stores a blog body sanitised: scripts, handlers and javascript: links gone, links opened safely', async () => {
    const creator = await talent();
    const asset = await blog(creator.token, {
      description: 'Tour notes',
      assetData:
        '<h2 onclick="alert(1)">Night one</h2><script>alert(2)</script><p>Loud <strong>crowd</strong>.</p>' +
        '<img src=x onerror="alert(3)"><img src="/media/uploads/abc.webp" alt="stage">' +
        '<a href="javascript:alert(4)">bad</a> <a href="https://example.com/set">setlist</a>' +
        '<iframe src="https://evil.example"></iframe><div style="color:red">styled</div>',
      price: 900,
      category_ids: [1, 3],
      published: true,
    });
    expect(asset).toMatchObject({
      type: 'Blog',
      name: 'Harbor Lights Diary',
      owner_id: creator.id,
      creator_name: creator.name,
      allow_access: true,
      is_owner: true,
      price: 900,
      currency: 'USD',
      category_ids: [1, 3],
      file_kind: null,
      state: 'active',
    });
    expect(asset.asset_data).toBe(
      '<h2>Night one</h2><p>Loud <strong>crowd</strong>.</p><img><img src="/media/uploads/abc.webp" alt="stage">' +
        '<a rel="noopener noreferrer nofollow" target="_blank">bad</a> ' +
        '<a href="https://example.com/set" rel="noopener noreferrer nofollow" target="_blank">setlist</a>styled',
    );
    const [stored] = await t.db.select().from(assets).where(eq(assets.id, asset.id));
    expect(stored!.assetData).toBe(asset.asset_data);
    // A body this short gets no automatic preview (paywall.test.ts: a teaser is a small share of a longer body).
    expect(asset.preview).toBeNull();
    // Its comments live on its post.
    const posts = (await m.ok('get_posts', { asset_id: asset.id })).posts;
    expect(posts).toHaveLength(1);
    expect(posts[0].post_id).toBe(asset.post_id);
    expect(posts[0].comments[0]).toMatchObject({ title: 'Harbor Lights Diary', comment: 'Tour notes' });
  });

  it("refuses neither asset nor assetData with the spec's words, and an empty HTML body", async () => {
    const creator = await talent();
    const none = await t.call('create_asset', { type: 'Blog', name: 'Nothing' }, creator.token);
    expect([none.status, none.body.message, none.body.field]).toEqual([400, ASSET_CONTENT_REQUIRED, 'asset']);
    const song = await t.call('create_asset', { type: 'Song', name: 'Nothing' }, creator.token);
    expect([song.status, song.body.message]).toEqual([400, ASSET_CONTENT_REQUIRED]);
    for (const assetData of ['<p></p>', '   ', '<p><br></p>', '<p>&nbsp;</p>', '<script>alert(1)</script>']) {
      const res = await t.call('create_asset', { type: 'Newsletter', name: 'Empty', assetData }, creator.token);
      expect([res.status, res.body.message, res.body.field], assetData).toEqual([400, ASSET_BODY_EMPTY, 'assetData']);
    }
    expect(await t.db.select().from(assets)).toEqual([]);
  });

  it('is for talent only, and their own tiers and products (another creator’s answer 404)', async () => {
    const fan = await m.member();
    const refused = await t.call('create_asset', { type: 'Blog', name: 'x', assetData: '<p>x</p>' }, fan.token);
    expect([refused.status, refused.body.message]).toEqual([403, ASSET_CREATORS_ONLY]);

    const creator = await talent();
    const rival = await talent();
    const mine = await productAndTier(creator);
    const theirs = await productAndTier(rival);
    const otherTier = await t.call(
      'create_asset',
      { type: 'Blog', name: 'x', assetData: '<p>x</p>', tier_ids: [theirs.tierId] },
      creator.token,
    );
    expect([otherTier.status, otherTier.body.message]).toEqual([404, ASSET_TIER_NOT_FOUND]);
    const otherProduct = await t.call(
      'create_asset',
      { type: 'Blog', name: 'x', assetData: '<p>x</p>', product_ids: [theirs.productId] },
      creator.token,
    );
    expect([otherProduct.status, otherProduct.body.message]).toEqual([404, ASSET_PRODUCT_NOT_FOUND]);
    expect(JSON.stringify(otherProduct.body)).not.toContain(rival.name);

    const asset = await blog(creator.token, { tier_ids: [mine.tierId], product_ids: [mine.productId] });
    expect(asset.tier_ids).toEqual([mine.tierId]);
    expect(asset.product_ids).toEqual([{ product_id: mine.productId, name: `Club ${creator.name}` }]);
  });

  it('makes a video with a 30-second MP4 preview clip (FFmpeg), which a non-buyer streams', async () => {
    const creator = await talent();
    const file = join(dataDir, 'stage.mp4');
    const made = await runFfmpeg(ffmpegBinary()!, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=70:size=160x120:rate=10'],
      ...['-c:v', 'mpeg4', '-f', 'mp4', file],
    ]);
    expect(made.code, made.stderr).toBe(0);
    const film = readFileSync(file);
    const uploadId = await uploaded(creator.token, 'stage.mp4', 'video/mp4', film);
    const asset = (
      await m.ok(
        'create_asset',
        { type: 'Video', name: 'Live at the Pier', asset: uploadId, price: 300 },
        creator.token,
      )
    ).asset;
    expect(asset).toMatchObject({ type: 'Video', file_kind: 'video', has_preview: true });

    const fan = await m.member();
    const stream = await m.ok('stream_media', { asset_id: asset.id, video: true }, fan.token);
    expect(stream).toEqual({ url: `/api/stream_media?preview=${asset.id}`, preview: true, mime: 'video/mp4' });
    const clip = (await get(stream.url)).rawPayload;
    expect(clip.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(clip.length).toBeLessThan(film.length * 0.6);
  });

  it.each([
    ['WebM', 'stage.webm', 'video/webm', ['-c:v', 'libvpx', '-c:a', 'libvorbis', '-f', 'webm']],
    ['Ogg', 'stage.ogg', 'video/ogg', ['-c:v', 'libtheora', '-c:a', 'libvorbis', '-f', 'ogg']],
  ])(
    'takes a %s video by its bytes (spec 001 §9), with an FFmpeg preview clip in its own format; the gallery does not',
    async (_kind, name, mime, codec) => {
      const creator = await talent();
      const file = join(dataDir, name);
      const made = await runFfmpeg(ffmpegBinary()!, [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=12:size=160x120:rate=10'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=12', '-map', '0:v', '-map', '1:a', '-shortest'],
        ...codec,
        file,
      ]);
      expect(made.code, made.stderr).toBe(0);
      const film = readFileSync(file);
      // Sent as an octet stream under another name: the bytes decide.
      const sent = await upload(creator.token, 'clip.bin', 'application/octet-stream', film);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().data).toMatchObject({ kind: 'video', mime, bytes: film.length });
      expect(sent.json().data.url).toMatch(new RegExp(`\\.${name.split('.')[1]}$`));
      const asset = (
        await m.ok(
          'create_asset',
          { type: 'Video', name: 'Live at the Pier', asset: sent.json().data.upload_id },
          creator.token,
        )
      ).asset;
      expect(asset).toMatchObject({ type: 'Video', file_kind: 'video', has_preview: true });

      const fan = await m.member();
      const stream = await m.ok('stream_media', { asset_id: asset.id, video: true }, fan.token);
      expect(stream).toEqual({ url: `/api/stream_media?preview=${asset.id}`, preview: true, mime });
      const clip = (await get(stream.url)).rawPayload;
      // The clip is half of a 12-second film (shorter than twice 30 s), in the same container.
      expect(clip.length).toBeLessThan(film.length * 0.75);
      expect(clip.subarray(0, 4).toString('latin1')).toBe(mime === 'video/ogg' ? 'OggS' : '\x1a\x45\xdf\xa3');

      // The gallery's uploader keeps to spec 001 §5 (mov, mp4, jpg, jpeg, png).
      const gallery = await upload(creator.token, name, mime, film, null);
      expect([gallery.statusCode, gallery.json().message]).toEqual([400, UPLOAD_TYPE_MESSAGE]);
    },
  );

  it('makes a song from an uploaded MP3 with a preview clip cut at a frame boundary after about 30 s', async () => {
    const creator = await talent();
    const song = mp3(75);
    const uploadId = await uploaded(creator.token, 'tide.mp3', 'audio/mpeg', song);
    const asset = (
      await m.ok('create_asset', { type: 'Song', name: 'Tide & Time', asset: uploadId, price: 150 }, creator.token)
    ).asset;
    expect(asset).toMatchObject({ type: 'Song', file_kind: 'audio', has_preview: true });

    const fan = await m.member();
    const stream = await m.ok('stream_media', { asset_id: asset.id }, fan.token);
    expect(stream).toEqual({ url: `/api/stream_media?preview=${asset.id}`, preview: true, mime: 'audio/mpeg' });
    const clip = (await get(stream.url)).rawPayload;
    const seconds = mp3Seconds(clip, 0);
    expect(seconds).toBeGreaterThanOrEqual(PREVIEW_CLIP_SECONDS);
    expect(seconds).toBeLessThan(PREVIEW_CLIP_SECONDS + 0.1);
    // Whole frames only: the clip starts on a frame header and its length is a whole number of frames.
    expect(mp3FrameAt(clip, 0)).not.toBeNull();
    expect(clip.length % 417).toBe(0);
    expect(clip.length).toBeLessThan(song.length / 2);
  });

  it('makes a WAV preview by rewriting its header for the first 30 s', async () => {
    const creator = await talent();
    const uploadId = await uploaded(creator.token, 'talk.wav', 'audio/wav', wav(70));
    const asset = (await m.ok('create_asset', { type: 'Podcast', name: 'Harbor Talk', asset: uploadId }, creator.token))
      .asset;
    const clip = (await get(`/api/stream_media?preview=${asset.id}`)).rawPayload;
    expect(clip.toString('latin1', 0, 4)).toBe('RIFF');
    expect(clip.readUInt32LE(40)).toBe(16000 * PREVIEW_CLIP_SECONDS);
    expect(clip.readUInt32LE(4)).toBe(clip.length - 8);
    expect(clip.length).toBe(44 + 16000 * PREVIEW_CLIP_SECONDS);
  });

  it('refuses a forged MP3 that is really an executable, by its bytes, and audio without purpose=asset', async () => {
    const creator = await talent();
    const forged = await upload(creator.token, 'hit-single.mp3', 'audio/mpeg', forgedMp3());
    expect([forged.statusCode, forged.json()]).toEqual([
      400,
      { message: ASSET_UPLOAD_TYPE_MESSAGE, code: 'INVALID_INPUT', field: 'file' },
    ]);
    const gallery = await upload(creator.token, 'tide.mp3', 'audio/mpeg', mp3(5), null);
    expect([gallery.statusCode, gallery.json().message]).toEqual([400, UPLOAD_TYPE_MESSAGE]);
  });

  it('needs the file kind of the type, and the creator’s own upload', async () => {
    const creator = await talent();
    const picture = await uploaded(creator.token, 'cover.png', 'image/png', await png());
    const wrong = await t.call('create_asset', { type: 'Song', name: 'Not audio', asset: picture }, creator.token);
    expect([wrong.status, wrong.body.message]).toEqual([400, assetFileNeeded('Song', 'image')]);
    const photo = (await m.ok('create_asset', { type: 'Photograph', name: 'Pier', asset: picture }, creator.token))
      .asset;
    expect(photo).toMatchObject({ file_kind: 'image', has_preview: true });
    const small = await get(`/api/stream_media?preview=${photo.id}`);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBeLessThanOrEqual(320);

    const other = await talent();
    const stolen = await t.call('create_asset', { type: 'Photograph', name: 'Mine now', asset: picture }, other.token);
    expect(stolen.status).toBe(404);
  });
});

describe('update_asset and delete_asset', () => {
  it('lets the owner edit, and answers 404 to another talent and after deletion', async () => {
    const creator = await talent();
    const asset = await blog(creator.token, { price: 900 });
    const updated = (
      await m.ok(
        'update_asset',
        {
          asset_id: asset.id,
          name: 'Harbor Lights, Revised',
          assetData: '<p>Night two <em>was</em> better.</p>',
          price: null,
        },
        creator.token,
      )
    ).asset;
    expect(updated).toMatchObject({ name: 'Harbor Lights, Revised', price: null, preview: null });
    expect(updated.asset_data).toBe('<p>Night two <em>was</em> better.</p>');
    const empty = await t.call('update_asset', { asset_id: asset.id, assetData: '<p> </p>' }, creator.token);
    expect([empty.status, empty.body.message]).toEqual([400, ASSET_BODY_EMPTY]);

    const rival = await talent();
    const taken = await t.call('update_asset', { asset_id: asset.id, name: 'Mine' }, rival.token);
    expect(taken.status).toBe(404);
    expect(JSON.stringify(taken.body)).not.toContain('Revised');
    expect((await t.call('delete_asset', { asset_id: asset.id }, rival.token)).status).toBe(404);

    expect(await m.ok('delete_asset', { asset_id: asset.id }, creator.token)).toEqual({
      asset_id: asset.id,
      deleted: true,
    });
    const [row] = await t.db.select({ state: assets.state }).from(assets).where(eq(assets.id, asset.id));
    expect(row!.state).toBe('deleted');
    expect((await t.call('update_asset', { asset_id: asset.id, name: 'Back' }, creator.token)).status).toBe(404);
    expect((await t.call('delete_asset', { asset_id: asset.id }, creator.token)).status).toBe(404);
    expect((await t.call('user_get_asset', { asset_id: asset.id }, creator.token)).status).toBe(404);
    expect((await m.ok('get_assets', { byId: creator.id }, creator.token)).assets).toEqual([]);
    expect((await m.ok('get_posts', { asset_id: asset.id })).posts).toEqual([]);
  });
});

describe('optional fields (spec 001 §5: sent only when present)', () => {
  it('creates without price and currency, and an edit that leaves them out keeps them', async () => {
    const creator = await talent();
    expect(await blog(creator.token)).toMatchObject({ price: null, currency: 'USD' });
    const priced = await blog(creator.token, { price: 900, currency: 'GBP' });
    const renamed = (await m.ok('update_asset', { asset_id: priced.id, name: 'Renamed' }, creator.token)).asset;
    expect(renamed).toMatchObject({ name: 'Renamed', price: 900, currency: 'GBP' });
    // price null alone takes it off sale; the currency stays.
    const offSale = (await m.ok('update_asset', { asset_id: priced.id, price: null }, creator.token)).asset;
    expect(offSale).toMatchObject({ price: null, currency: 'GBP' });
  });
});

describe('get_assets', () => {
  it('follows the §5 priority: purchased, then assetId, then type/byId/lookFor', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 900 });
    const letter = await blog(creator.token, {
      type: 'Newsletter',
      name: 'Pier Weekly',
      description: 'Tides and gigs',
    });
    const draft = await blog(creator.token, { name: 'Harbor Draft', published: false });
    const fan = await m.member();
    expect((await buy(fan.token, diary.id, 900)).status).toBe(200);

    const ids = async (input: Record<string, unknown>, token?: string) =>
      ((await m.ok('get_assets', input, token)).assets as { id: number }[]).map((a) => a.id);
    // purchased wins over everything else given.
    expect(await ids({ purchased: true, assetId: letter.id, type: 'Newsletter' }, fan.token)).toEqual([diary.id]);
    expect(await ids({ purchased: true })).toEqual([]);
    // assetId wins over the group.
    expect(await ids({ assetId: letter.id, type: 'Blog' })).toEqual([letter.id]);
    // The group: filters combine, newest first; lookFor is a prefix search of name and description.
    expect(await ids({ byId: creator.id })).toEqual([letter.id, diary.id]);
    expect(await ids({ byId: creator.id }, creator.token)).toEqual([draft.id, letter.id, diary.id]);
    expect(await ids({ type: 'Newsletter', byId: creator.id })).toEqual([letter.id]);
    expect(await ids({ lookFor: 'harb' })).toEqual([diary.id]);
    expect(await ids({ lookFor: 'TIDE gig' })).toEqual([letter.id]);
    expect(await ids({ lookFor: 'pier harbor' })).toEqual([]);
    expect(await ids({ assetId: draft.id })).toEqual([]);
  });

  it('sends the body inline only to those with access: the rest get the preview', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 900, preview: 'A taste of night one.' });
    const fan = await m.member();
    const [seen] = (await m.ok('get_assets', { assetId: diary.id, inline: true }, fan.token)).assets;
    expect(seen).toMatchObject({
      allow_access: false,
      asset_data: null,
      preview: 'A taste of night one.',
      purchased: false,
    });
    const [own] = (await m.ok('get_assets', { assetId: diary.id, inline: true }, creator.token)).assets;
    expect(own.asset_data).toBe('<p>Night one at the harbor was loud.</p>');
    const [listed] = (await m.ok('get_assets', { byId: creator.id }, creator.token)).assets;
    expect(listed.asset_data).toBeNull();
  });

  it('reads assets_search_idx for lookFor (the index expression exactly), with no sequential scan of assets', async () => {
    const creator = await talent();
    await t.handle.execute(
      `insert into assets (owner_id, type, name, description, created_at, updated_at)
       select $1, 'Blog', 'Asset ' || g || ' ' || md5(g::text), 'notes ' || g, now(), now()
         from generate_series(1, 20000) g;
       analyze assets;`.replace('$1', String(creator.id)),
    );
    const query = repo.listQuery(t.db, { tsquery: 'asset:* & 1234:*', withUnpublished: false }, 50, 0).toSQL();
    const { rows } = await t.handle.execute(`explain ${query.sql}`, query.params as unknown[]);
    const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
    expect(plan, plan).toContain('assets_search_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on assets/);
    const found = (await m.ok('get_assets', { lookFor: 'asset 1234' })).assets as { name: string }[];
    expect(found.length).toBeGreaterThanOrEqual(11); // 1234 and 12340 to 12349
    for (const a of found) expect(a.name).toMatch(/^Asset 1234/);
  });
});

describe('get_assets_for_product', () => {
  it("lists a product's published assets, and 404 for a disabled product to anyone but its owner", async () => {
    const creator = await talent();
    const ids = await productAndTier(creator);
    const a = await blog(creator.token, { product_ids: [ids.productId] });
    await blog(creator.token, { name: 'Hidden', product_ids: [ids.productId], published: false });
    await blog(creator.token, { name: 'Elsewhere' });
    const listed = (await m.ok('get_assets_for_product', { product_id: ids.productId })).assets;
    expect(listed.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await m.ok('get_assets_for_product', { product_id: ids.productId }, creator.token)).assets).toHaveLength(2);
    await t.db.update(products).set({ disabled: true }).where(eq(products.id, ids.productId));
    expect((await t.call('get_assets_for_product', { product_id: ids.productId })).status).toBe(404);
    expect((await t.call('get_assets_for_product', { product_id: ids.productId + 1000 })).status).toBe(404);
  });
});

describe('user_get_asset and access', () => {
  it('shows the price in the display currency, and the unsupported-country text', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 1250, currency: 'GBP' });
    const fan = await m.member();
    const here = await m.ok('user_get_asset', { asset_id: diary.id, country: 'GB' }, fan.token);
    expect(here).toMatchObject({ price_text: '£12.50', display_currency: 'GBP' });
    expect(here.asset).toMatchObject({ allow_access: false, asset_data: null, purchased: false, is_owner: false });
    // Not the member's currency: the first (only) offered one.
    expect((await m.ok('user_get_asset', { asset_id: diary.id, country: 'US' })).price_text).toBe('£12.50');
    expect((await m.ok('user_get_asset', { asset_id: diary.id, country: 'ZZ' })).price_text).toBe(
      UNSUPPORTED_COUNTRY_CODE,
    );
    const bad = await t.call('user_get_asset', { asset_id: diary.id, country: 'Atlantis' });
    expect([bad.status, bad.body.field]).toEqual([400, 'country']);
  });

  it('without a country, takes the country of the browser position: Canada, the UK, or one outside §9', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 1250, currency: 'CAD' });
    const at = (latitude: number, longitude: number) =>
      m.ok('user_get_asset', { asset_id: diary.id, latitude, longitude });
    expect(await at(45.5019, -73.5674)).toMatchObject({ price_text: 'CA$12.50', display_currency: 'CAD' }); // Montréal
    // The UK's own currency is not offered: the asset's one.
    expect(await at(53.4808, -2.2426)).toMatchObject({ price_text: 'CA$12.50', display_currency: 'CAD' }); // Manchester
    // Paris is outside §9: the spec's text, where the position-less lookup (US here) would have priced it.
    expect(await at(48.8566, 2.3522)).toMatchObject({ price_text: UNSUPPORTED_COUNTRY_CODE, display_currency: null });
    expect(await m.ok('user_get_asset', { asset_id: diary.id })).toMatchObject({ display_currency: 'CAD' });
  });

  it('gives access to the owner, a buyer and a subscriber in an access state of a tier that includes it', async () => {
    const creator = await talent();
    const ids = await productAndTier(creator);
    const diary = await blog(creator.token, { tier_ids: [ids.tierId] });
    const access = async (who: TestMember) =>
      (await m.ok('user_get_asset', { asset_id: diary.id, country: 'US' }, who.token)).asset.allow_access as boolean;
    expect(await access(creator)).toBe(true);
    const [active, ending, canceled, unpaid, stranger] = await Promise.all([1, 2, 3, 4, 5].map(() => m.member()));
    await subscribe(active!, creator, ids, 'Active');
    await subscribe(ending!, creator, ids, 'Ending');
    await subscribe(canceled!, creator, ids, 'Canceled');
    await subscribe(unpaid!, creator, ids, 'Unpaid');
    expect([
      await access(active!),
      await access(ending!),
      await access(canceled!),
      await access(unpaid!),
      await access(stranger!),
    ]).toEqual([true, true, false, false, false]);
    const seen = await m.ok('user_get_asset', { asset_id: diary.id }, active!.token);
    expect(seen.asset.asset_data).toBe('<p>Night one at the harbor was loud.</p>');
    // A tier the asset is no longer in gives nothing.
    await t.db.delete(assetTiers).where(eq(assetTiers.assetId, diary.id));
    expect(await access(active!)).toBe(false);
    // allow_access set by the creator opens it to everyone, logged out included.
    await m.ok('update_asset', { asset_id: diary.id, allow_access: true }, creator.token);
    expect((await m.ok('user_get_asset', { asset_id: diary.id })).asset).toMatchObject({
      allow_access: true,
      open_access: true,
    });
  });
});

describe('purchase_asset', () => {
  it('charges the card once, records the fee, and opens the asset to the buyer', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 900 });
    const fan = await m.member();
    const key = { 'Idempotency-Key': 'asset-buy-1' };
    const card = { token: await m.cardToken() };
    const first = await buy(fan.token, diary.id, 900, card, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const fee = assetSaleFee(900, feesFromConfig(t.config));
    expect(fee).toBeGreaterThan(0);
    expect(first.body.data.purchase).toMatchObject({
      asset_id: diary.id,
      price: 900,
      currency: 'USD',
      fee_cents: fee,
      status: 'Charged',
      card_brand: 'visa',
      card_last4: '4242',
    });
    // The same Idempotency-Key answers the same purchase and charges nothing more.
    const again = await buy(fan.token, diary.id, 900, card, key);
    expect(again.body.data.purchase.purchase_id).toBe(first.body.data.purchase.purchase_id);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
    const [row] = await t.db.select().from(assetPurchases);
    expect(row).toMatchObject({ memberId: fan.id, creatorId: creator.id, status: 'Charged', feeCents: fee });

    const [after] = (await m.ok('get_assets', { assetId: diary.id, inline: true }, fan.token)).assets;
    expect(after).toMatchObject({ allow_access: true, purchased: true });
    expect(after.asset_data).toContain('Night one');
    // A second purchase of an owned asset is refused, and charges nothing.
    const second = await buy(fan.token, diary.id, 900);
    expect([second.status, second.body.message]).toEqual([409, ASSET_ALREADY_OWNED]);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
  });

  it('records a declined card as Failed (402) and lets the buyer try another card', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 900 });
    const fan = await m.member();
    const declined = await buy(fan.token, diary.id, 900, '4000 0000 0000 0002');
    expect([declined.status, declined.body.code]).toEqual([402, 'PAYMENT_DECLINED']);
    expect(declined.body.message).toMatch(/declined/i);
    expect((await t.db.select().from(assetPurchases))[0]!.status).toBe('Failed');
    expect((await m.ok('user_get_asset', { asset_id: diary.id }, fan.token)).asset.allow_access).toBe(false);
    const paid = await buy(fan.token, diary.id, 900);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  });

  it('refuses its own asset, a changed price, an asset not for sale, and logged-out buyers', async () => {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 900 });
    const own = await buy(creator.token, diary.id, 900);
    expect([own.status, own.body.message]).toEqual([400, ASSET_OWN_PURCHASE]);
    const fan = await m.member();
    const changed = await buy(fan.token, diary.id, 800);
    expect([changed.status, changed.body.code, changed.body.message]).toEqual([
      409,
      'PRICE_CHANGED',
      ASSET_PRICE_CHANGED,
    ]);
    const free = await blog(creator.token);
    const notForSale = await buy(fan.token, free.id, 900);
    expect([notForSale.status, notForSale.body.message]).toEqual([409, ASSET_NOT_FOR_SALE]);
    expect((await buy('', diary.id, 900)).status).toBe(401);
    expect(await t.db.select().from(sandboxCharges)).toEqual([]);
    expect(await t.db.select().from(assetPurchases)).toEqual([]);
  });

  /** A $9 blog, a fan, and the purchase row purchase_asset would record for them, paid with `paymentMethod`. */
  async function purchaseRow(paymentMethod: string) {
    const creator = await talent();
    const diary = await blog(creator.token, { price: 900 });
    const fan = await m.member();
    const row = {
      assetId: diary.id,
      memberId: fan.id,
      creatorId: creator.id,
      priceCents: 900,
      currency: 'USD',
      feeCents: 100,
      paymentCompany: 'Stripe',
      paymentMethod,
      createdAt: new Date(t.clock.now()),
    };
    return { diary, fan, row };
  }

  it('holds one live purchase per member and asset in the database itself (the race guard)', async () => {
    const { diary, fan, row } = await purchaseRow('token:tok_x');
    await t.db.insert(assetPurchases).values({ ...row, status: 'Pending' });
    await expect(t.db.insert(assetPurchases).values({ ...row, status: 'Charged' })).rejects.toThrow();
    await t.db.insert(assetPurchases).values({ ...row, status: 'Failed' });
    // A purchase left Pending (its answer lost) is finished by the next attempt, not doubled.
    const next = await buy(fan.token, diary.id, 900);
    expect(next.status, JSON.stringify(next.body)).toBe(402); // tok_x is no card: the pending charge is declined
    const res = await buy(fan.token, diary.id, 900);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const live = (await t.db.select().from(assetPurchases)).filter((p) => p.status === 'Charged');
    expect(live).toHaveLength(1);
  });

  it('answers a retry of the request that finished an earlier Pending purchase with that purchase', async () => {
    // The first Buy's answer was lost with its purchase still Pending; the buyer pressed Buy again (a new key), which
    // finished it, and that answer was lost too: its retry answers the purchase, not 'You already own this asset.'
    const { diary, fan, row } = await purchaseRow(`token:${await m.cardToken()}`);
    await t.db.insert(assetPurchases).values({ ...row, status: 'Pending', idempotencyKey: 'buy-lost-1' });
    const second = { 'Idempotency-Key': 'buy-again-2' };
    const card = { token: await m.cardToken() };
    const finished = await buy(fan.token, diary.id, 900, card, second);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.data.purchase.status).toBe('Charged');
    const retried = await buy(fan.token, diary.id, 900, card, second);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data.purchase.purchase_id).toBe(finished.body.data.purchase.purchase_id);
    // So does a retry of the first request, and one charge was made in all.
    const first = await buy(fan.token, diary.id, 900, undefined, { 'Idempotency-Key': 'buy-lost-1' });
    expect(first.body.data.purchase.purchase_id).toBe(finished.body.data.purchase.purchase_id);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
    // A new request (a key of its own) for the asset the fan now owns is still refused.
    const fresh = await buy(fan.token, diary.id, 900, undefined, { 'Idempotency-Key': 'buy-new-3' });
    expect([fresh.status, fresh.body.message]).toEqual([409, ASSET_ALREADY_OWNED]);
  });

  it('finishes a purchase a crash left Pending after two minutes, charging once however often the job runs', async () => {
    const { diary, fan, row } = await purchaseRow(`token:${await m.cardToken()}`);
    // The server stopped after recording the purchase and before charging: only the Pending row exists.
    const [left] = await t.db
      .insert(assetPurchases)
      .values({ ...row, status: 'Pending' })
      .returning();
    const deps = { db: t.db, cards: new SandboxCardProvider(t.db, t.clock) };
    await finishUnfinishedAssetPurchases(deps, t.clock.now() + 60_000);
    expect((await repo.findPurchase(t.db, left!.id))!.status).toBe('Pending'); // its own request may still be at work

    t.clock.advance(2 * 60_000 + 1);
    await Promise.all([
      finishUnfinishedAssetPurchases(deps, t.clock.now()),
      finishUnfinishedAssetPurchases(deps, t.clock.now()),
    ]);
    await finishUnfinishedAssetPurchases(deps, t.clock.now());
    expect((await repo.findPurchase(t.db, left!.id))!.status).toBe('Charged');
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
    expect((await m.ok('user_get_asset', { asset_id: diary.id }, fan.token)).asset.allow_access).toBe(true);
  });
});

describe('download_asset and stream_media', () => {
  async function songForSale() {
    const creator = await talent();
    const song = mp3(70);
    const uploadId = await uploaded(creator.token, 'tide.mp3', 'audio/mpeg', song);
    const asset = (
      await m.ok('create_asset', { type: 'Song', name: 'Tide & Time', asset: uploadId, price: 150 }, creator.token)
    ).asset;
    return { creator, song, asset };
  }

  it("downloads the buyer's file under the server's filename; 204 without a file; 404 for a non-buyer", async () => {
    const { creator, song, asset } = await songForSale();
    const fan = await m.member();
    const refused = await t.call('download_asset', { asset_id: asset.id }, fan.token);
    expect([refused.status, JSON.stringify(refused.body)]).toEqual([404, expect.not.stringContaining('Tide')]);
    expect((await buy(fan.token, asset.id, 150)).status).toBe(200);

    const link = await m.ok('download_asset', { asset_id: asset.id }, fan.token);
    expect(link).toMatchObject({ filename: 'Tide Time.mp3', mime: 'audio/mpeg', bytes: song.length });
    const file = await get(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Tide Time.mp3"; filename*=UTF-8''Tide%20Time.mp3`,
    );
    expect(file.rawPayload.equals(song)).toBe(true);
    const view = await m.ok('download_asset', { asset_id: asset.id, view: true }, fan.token);
    expect(view.url).not.toContain('download=1');
    expect((await get(view.url)).headers['content-disposition']).toBeUndefined();

    const diary = await blog(creator.token);
    const none = await m.ok('download_asset', { asset_id: diary.id }, creator.token);
    expect((await get(none.url)).statusCode).toBe(204);
  });

  it('answers stream_media through POST /api and serves Range: 206, 416 past the end, 200 whole', async () => {
    const { song, asset } = await songForSale();
    const fan = await m.member();
    expect((await buy(fan.token, asset.id, 150)).status).toBe(200);
    const res = await t.call('stream_media', { asset_id: asset.id }, fan.token);
    expect(res.status).toBe(200);
    const { url, preview, mime } = res.body.data;
    expect([preview, mime]).toEqual([false, 'audio/mpeg']);
    expect(url).toMatch(new RegExp(`^/api/stream_media\\?asset=${asset.id}&t=`));

    const part = await get(url, { range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${song.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.rawPayload.equals(song.subarray(100, 1124))).toBe(true);
    const tail = await get(url, { range: `bytes=${song.length - 10}-` });
    expect([tail.statusCode, tail.rawPayload.length]).toEqual([206, 10]);
    const past = await get(url, { range: `bytes=${song.length + 5}-` });
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, `bytes */${song.length}`]);
    const whole = await get(url);
    expect([whole.statusCode, whole.headers['content-length']]).toEqual([200, String(song.length)]);
    expect(whole.rawPayload.equals(song)).toBe(true);
    // The session's bearer header is enough, without the link's token.
    const bearer = await get(`/api/stream_media?asset=${asset.id}`, { authorization: `Bearer ${fan.token}` });
    expect(bearer.statusCode).toBe(200);
  });

  it("streams a buyer's video=ID link whole with Range (206), and refuses a non-buyer's video=ID", async () => {
    const creator = await talent();
    const file = join(dataDir, 'range.mp4');
    const made = await runFfmpeg(ffmpegBinary()!, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=8:size=160x120:rate=10'],
      ...['-c:v', 'mpeg4', '-f', 'mp4', file],
    ]);
    expect(made.code, made.stderr).toBe(0);
    const film = readFileSync(file);
    const uploadId = await uploaded(creator.token, 'range.mp4', 'video/mp4', film);
    const asset = (
      await m.ok('create_asset', { type: 'Video', name: 'Pier Film', asset: uploadId, price: 300 }, creator.token)
    ).asset;
    const buyer = await m.member();
    expect((await buy(buyer.token, asset.id, 300)).status).toBe(200);
    const link = await m.ok('stream_media', { asset_id: asset.id, video: true }, buyer.token);
    expect([link.preview, link.mime]).toEqual([false, 'video/mp4']);
    expect(link.url).toMatch(new RegExp(`^/api/stream_media\\?video=${asset.id}&t=`));
    // A player's first and later requests: ranges of the full file, not of the preview clip.
    const head = await get(link.url, { range: 'bytes=0-1023' });
    expect([head.statusCode, head.headers['content-range']]).toEqual([206, `bytes 0-1023/${film.length}`]);
    expect(head.rawPayload.equals(film.subarray(0, 1024))).toBe(true);
    const tail = await get(link.url, { range: `bytes=${film.length - 500}-` });
    expect([tail.statusCode, tail.rawPayload.equals(film.subarray(film.length - 500))]).toEqual([206, true]);
    const whole = await get(link.url);
    expect([whole.statusCode, whole.rawPayload.equals(film)]).toEqual([200, true]);

    const stranger = await m.member();
    expect((await m.ok('stream_media', { asset_id: asset.id, video: true }, stranger.token)).preview).toBe(true);
    const refused = await get(`/api/stream_media?video=${asset.id}`, {
      authorization: `Bearer ${stranger.token}`,
      range: 'bytes=0-1023',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, ASSET_NO_ACCESS]);
    // The buyer's link names the buyer and this asset only: another asset's id under it is refused.
    expect((await get(link.url.replace(`video=${asset.id}`, `video=${asset.id + 1}`))).statusCode).toBe(403);
  });

  it('gives a non-buyer only the preview: asset=ID answers 403, and links cannot be forged or kept', async () => {
    const { asset } = await songForSale();
    const stranger = await m.member();
    const res = await m.ok('stream_media', { asset_id: asset.id }, stranger.token);
    expect(res.preview).toBe(true);
    const direct = await get(`/api/stream_media?asset=${asset.id}`, { authorization: `Bearer ${stranger.token}` });
    expect([direct.statusCode, direct.json().message]).toEqual([403, ASSET_NO_ACCESS]);
    expect((await get(`/api/stream_media?asset=${asset.id}`)).statusCode).toBe(403);
    const preview = await get(res.url, { range: 'bytes=0-3' });
    expect(preview.statusCode).toBe(206);

    const buyer = await m.member();
    expect((await buy(buyer.token, asset.id, 150)).status).toBe(200);
    const { url } = await m.ok('stream_media', { asset_id: asset.id }, buyer.token);
    // Another asset's id with this token, or a changed token: refused.
    const other = await get(url.replace(`asset=${asset.id}`, `asset=${asset.id + 1}`));
    expect(other.statusCode).toBe(403);
    const forged = await get(url.replace(/t=([^&]{10})/, 't=AAAAAAAAAA'));
    expect([forged.statusCode, forged.json().message]).toEqual([403, STREAM_LINK_EXPIRED]);
    t.clock.advance(7 * 3600 * 1000);
    const old = await get(url);
    expect([old.statusCode, old.json().message]).toEqual([403, STREAM_LINK_EXPIRED]);
  });
});
