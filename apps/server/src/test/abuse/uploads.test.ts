import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { crc32, deflateSync } from 'node:zlib';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { assets, products } from '@stagepass/db/schema/commerce';
import { posts, profileMedia, uploads } from '@stagepass/db/schema/conversation';
import { events } from '@stagepass/db/schema/events';
import { ASSET_UPLOAD_TYPE_MESSAGE, RANGE_TOO_MANY_MESSAGE } from '@stagepass/domain/assets';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  POST_IMAGE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  VIDEO_MAX_BYTES,
} from '@stagepass/domain/limits';
import { UPLOAD_TRUNCATED_MESSAGE, UPLOAD_TYPE_MESSAGE, VIDEO_TOO_LARGE_MESSAGE } from '@stagepass/domain/media';
import { marketplace, type TestMember } from '../marketplace-fixtures';
import { useTestApp } from '../test-app';

// Issue 16, abuse of inputs: every way a file enters the product — the data URL images of update_profile_image (the
// profile picture and gallery photos), create_post, business_create_update_event, the catalogue (create_product) and
// create_asset's cover, and the multipart POST /api/upload (gallery videos and images, and ?purpose=asset files) —
// fed forged magic bytes, a decompression bomb, an oversized body and a truncated multipart body; and the streaming
// endpoint a Range header of 1,000 ranges. Each is refused with a 4xx {message, code} that names the problem, nothing
// is stored (files and rows), and the process's resident memory stays bounded (peaks printed).

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-abuse-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'abuse-uploads.test');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => {
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
  rmSync(join(dataDir, 'incoming'), { recursive: true, force: true });
});

const MB = 1024 * 1024;
/** Resident memory a refused upload may add to the process at its peak. */
const RSS_BOUND = 64 * MB;
/** A 10 MB JSON request is held as it arrives and as parsed (the size is judged before decoding): a little more. */
const BODY_RSS_BOUND = 80 * MB;

// ---------------------------------------------------------------------------------------------
// Hostile files

/** A Linux executable (ELF header, then code-like bytes) — what a forged "photo.png" or "song.mp3" really is. */
const elf = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(8), Buffer.alloc(6000, 0x90)]);
/** A Windows executable (MZ … PE). */
const pe = () => {
  const b = Buffer.alloc(6000, 0x90);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
};

const chunk = (type: string, data: Buffer) => {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/**
 * A decompression bomb: a valid PNG header declaring `side` × `side` RGB pixels (50,000² is 7.5 GB decoded) with a
 * few kilobytes of deflated zero rows. Made here, byte by byte.
 */
function pngBomb(side = 50_000, rows = 16): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const idat = deflateSync(Buffer.alloc(rows * (1 + side * 3)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an ISO MP4 (what file-type reads as video/mp4): its ftyp box and the header of an mdat of `size`. */
const mp4Start = (size: number) => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + size, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
};

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

// ---------------------------------------------------------------------------------------------
// Memory

// A full collection before each measurement: garbage left by earlier tests, freed during `work`, would
// otherwise hide what `work` itself holds (a control once measured +0 MB while holding 101 MB).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Runs `work` while sampling the resident set every 2 ms: answers its result and the peak growth over the start. */
async function peakRss<T>(label: string, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  collectGarbage();
  const start = process.memoryUsage.rss();
  let top = start;
  const sample = setInterval(() => {
    top = Math.max(top, process.memoryUsage.rss());
  }, 2);
  try {
    const result = await work();
    top = Math.max(top, process.memoryUsage.rss());
    const peak = top - start;
    console.log(`[abuse] ${label}: peak RSS +${(peak / MB).toFixed(1)} MB (process ${(top / MB).toFixed(0)} MB)`);
    return { result, peak };
  } finally {
    clearInterval(sample);
  }
}

// ---------------------------------------------------------------------------------------------
// Every way in

interface Way {
  name: string;
  /** The member who may use it. */
  who: () => Promise<TestMember>;
  /** Sends `image` (a data URL) the way this path takes it: answers status and body. */
  send: (member: TestMember, image: string) => Promise<{ status: number; body: Record<string, unknown> }>;
  /** The §5 size message this path words for itself. */
  tooLarge: string;
}

const talent = () => m.member({ isSpecialist: true }, 'talent');

const DATA_URL_WAYS: Way[] = [
  {
    name: 'profile picture (update_profile_image image)',
    who: () => m.member(),
    send: (u, image) => t.call('update_profile_image', { media_type: 'image', image }, u.token),
    tooLarge: PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  },
  {
    name: 'gallery photo (update_profile_image Image)',
    who: talent,
    send: (u, image) => t.call('update_profile_image', { media_type: 'Image', image, portfolio: 0 }, u.token),
    tooLarge: IMAGE_TOO_LARGE_MESSAGE,
  },
  {
    name: 'post media (create_post)',
    who: talent,
    send: (u, image) =>
      t.call('create_post', { image, title: 'Night', comment: 'Harbor', mediaType: 'Image' }, u.token),
    tooLarge: POST_IMAGE_TOO_LARGE_MESSAGE,
  },
  {
    name: 'event image (business_create_update_event)',
    who: () => m.business(),
    send: (u, image) =>
      t.call(
        'business_create_update_event',
        {
          create: '1',
          event_name: 'Harbor Lights',
          address: '1 Market St, San Francisco, CA',
          draft: '0',
          start_time: m.at(10, '19:00'),
          end_time: m.at(10, '23:00'),
          upload_image: '1',
          image,
        },
        u.token,
      ),
    tooLarge: IMAGE_TOO_LARGE_MESSAGE,
  },
  {
    name: 'product picture (create_product)',
    who: talent,
    send: (u, image) => t.call('create_product', { type_id: 1, name: 'Club', image, image_type: 'png' }, u.token),
    tooLarge: IMAGE_TOO_LARGE_MESSAGE,
  },
  {
    name: 'asset cover (create_asset image)',
    who: talent,
    send: (u, image) =>
      t.call('create_asset', { type: 'Blog', name: 'Diary', assetData: '<p>Night one.</p>', image }, u.token),
    tooLarge: IMAGE_TOO_LARGE_MESSAGE,
  },
];

const BOUNDARY = '----stagepass-abuse-boundary';
const partHead = (name: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
const partTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const multipart = (name: string, type: string, bytes: Buffer) => Buffer.concat([partHead(name, type), bytes, partTail]);
const postUpload = (token: string, payload: Buffer | Readable, purpose?: 'asset') =>
  t.app.inject({
    method: 'POST',
    url: purpose ? `/api/upload?purpose=${purpose}` : '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${token}` },
    payload,
  });

/** Nothing of a refused upload is left: no stored file, no half-received file, and no row that points at one. */
async function expectNothingStored() {
  const files = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [f]))
      : [];
  expect(files(join(dataDir, 'uploads')), 'stored files').toEqual([]);
  expect(files(join(dataDir, 'incoming')), 'half-received files').toEqual([]);
  const counts = {
    uploads: await t.db.$count(uploads),
    posts: await t.db.$count(posts),
    gallery: await t.db.$count(profileMedia),
    products: await t.db.$count(products),
    assets: await t.db.$count(assets),
    events: await t.db.$count(events),
    pictures: await t.db.$count(members, isNotNull(members.image)),
  };
  expect(counts).toEqual({ uploads: 0, posts: 0, gallery: 0, products: 0, assets: 0, events: 0, pictures: 0 });
}

describe('forged magic bytes', () => {
  it.each(DATA_URL_WAYS)('$name refuses an executable sent as image/png', async (way) => {
    const who = await way.who();
    for (const bytes of [elf(), pe()]) {
      const res = await way.send(who, dataUrl(bytes));
      expect([res.status, res.body], way.name).toEqual([
        400,
        { message: IMAGE_TYPE_MESSAGE, code: 'INVALID_INPUT', field: 'image' },
      ]);
    }
    await expectNothingStored();
  });

  it('POST /api/upload refuses an ELF named photo.png and a PE named clip.mp4, and ?purpose=asset one named song.mp3', async () => {
    const who = await talent();
    const png = await postUpload(who.token, multipart('photo.png', 'image/png', elf()));
    expect([png.statusCode, png.json()]).toEqual([
      400,
      { message: UPLOAD_TYPE_MESSAGE, code: 'INVALID_INPUT', field: 'file' },
    ]);
    const mp4 = await postUpload(who.token, multipart('clip.mp4', 'video/mp4', pe()));
    expect([mp4.statusCode, mp4.json().message]).toEqual([400, UPLOAD_TYPE_MESSAGE]);
    for (const bytes of [elf(), pe()]) {
      const mp3 = await postUpload(who.token, multipart('song.mp3', 'audio/mpeg', bytes), 'asset');
      expect([mp3.statusCode, mp3.json()]).toEqual([
        400,
        { message: ASSET_UPLOAD_TYPE_MESSAGE, code: 'INVALID_INPUT', field: 'file' },
      ]);
    }
    await expectNothingStored();
  });
});

describe('a decompression bomb (a small PNG of 50,000 × 50,000 pixels)', () => {
  const bomb = pngBomb();

  it('is a few kilobytes that would take 7.5 GB decoded', async () => {
    expect(bomb.length).toBeLessThan(16 * 1024);
    const meta = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', 50_000, 50_000, 3]);
    // Warm the decoder up, so its library pages are not counted as the bomb's.
    await sharp(
      await sharp({ create: { width: 160, height: 160, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    )
      .webp()
      .toBuffer();
  });

  it.each(DATA_URL_WAYS)('$name refuses it by its declared size, in bounded memory', async (way) => {
    const who = await way.who();
    const { result: res, peak } = await peakRss(`bomb via ${way.name}`, () => way.send(who, dataUrl(bomb)));
    expect([res.status, res.body]).toEqual([
      400,
      { message: IMAGE_TOO_MANY_PIXELS_MESSAGE, code: 'INVALID_INPUT', field: 'image' },
    ]);
    expect(peak).toBeLessThan(RSS_BOUND);
    await expectNothingStored();
  });

  it('POST /api/upload refuses it too, in bounded memory', async () => {
    const who = await talent();
    const { result: res, peak } = await peakRss('bomb via POST /api/upload', () =>
      postUpload(who.token, multipart('bomb.png', 'image/png', bomb)),
    );
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: IMAGE_TOO_MANY_PIXELS_MESSAGE, code: 'INVALID_INPUT', field: 'image' },
    ]);
    expect(peak).toBeLessThan(RSS_BOUND);
    await expectNothingStored();
  });

  it('control: a naive decoder (no pixel limit) of a far smaller picture breaks the same bound', async () => {
    // 6,000 × 6,000 RGB is 108 MB decoded, 1/70 of the bomb; decoded without the guard it exceeds RSS_BOUND.
    const small = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const { result, peak } = await peakRss('control: naive decode of 6000 × 6000', async () => {
      // Answered whole, so the decoded pixels are still held when the last sample is taken.
      return sharp(small, { limitInputPixels: false }).raw().toBuffer();
    });
    expect(result.length).toBe(6000 * 6000 * 3);
    expect(peak).toBeGreaterThan(RSS_BOUND);
  });
});

describe('an oversized body', () => {
  it.each(DATA_URL_WAYS)(
    '$name refuses an image over 7,500,000 bytes with its §5 message, before decoding',
    async (way) => {
      const who = await way.who();
      const image = dataUrl(Buffer.concat([pngBomb(200, 4), Buffer.alloc(7_550_000)]));
      // The 10 MB request is made before measuring: what is measured is the server's handling of it.
      const sending = way.send(who, image);
      const { result: res, peak } = await peakRss(`7.55 MB image via ${way.name}`, () => sending);
      expect([res.status, res.body]).toEqual([
        413,
        { message: way.tooLarge, code: 'PAYLOAD_TOO_LARGE', field: 'image' },
      ]);
      expect(peak).toBeLessThan(BODY_RSS_BOUND);
      await expectNothingStored();
    },
  );

  it('POST /api refuses a body over its limit unread, with a 413 that says so', async () => {
    const who = await m.member();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
      payload: `{"request":"update_profile_image","media_type":"image","image":"${'A'.repeat(12 * MB)}"}`,
    });
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { message: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' },
    ]);
    await expectNothingStored();
  });

  it('POST /api/upload stops a 101 MB stream at 100 MB, in bounded memory (control: buffering it would not be)', async () => {
    const who = await talent();
    const piece = Buffer.alloc(256 * 1024, 9);
    const mp4Head = mp4Start(8);
    let produced = 0;
    const total = VIDEO_MAX_BYTES + MB;
    const body = () =>
      Readable.from(
        (function* () {
          yield partHead('big.mp4', 'video/mp4');
          yield mp4Head;
          for (produced = 0; produced < total; produced += piece.length) yield piece;
          yield partTail;
        })(),
        { objectMode: false },
      );
    const { result: res, peak } = await peakRss('101 MB video via POST /api/upload', () =>
      postUpload(who.token, body()),
    );
    expect([res.statusCode, res.json()]).toEqual([
      413,
      { message: VIDEO_TOO_LARGE_MESSAGE, code: 'PAYLOAD_TOO_LARGE', field: 'file' },
    ]);
    expect(produced).toBeGreaterThan(VIDEO_MAX_BYTES);
    expect(peak).toBeLessThan(RSS_BOUND);
    await expectNothingStored();

    // Control: the same body held whole, as a naive handler would, exceeds the bound.
    // The whole body is answered (not its length), so it is still held when the last sample is taken.
    const control = await peakRss('control: 101 MB buffered', async () => {
      const parts: Buffer[] = [];
      for await (const p of body()) parts.push(Buffer.from(p as Buffer));
      return Buffer.concat(parts);
    });
    expect(control.result.length).toBeGreaterThan(VIDEO_MAX_BYTES);
    expect(control.peak).toBeGreaterThan(RSS_BOUND);
  }, 60_000);
});

describe('a truncated multipart upload', () => {
  const mp4 = Buffer.concat([mp4Start(65_536), Buffer.alloc(65_536, 7)]);

  it('refuses a body that ends mid-part (no closing boundary) with a message that says so', async () => {
    const who = await talent();
    for (const purpose of [undefined, 'asset'] as const) {
      const cut = Buffer.concat([partHead('clip.mp4', 'video/mp4'), mp4.subarray(0, 40_000)]);
      const res = await postUpload(who.token, cut, purpose);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { message: UPLOAD_TRUNCATED_MESSAGE, code: 'INVALID_INPUT', field: 'file' },
      ]);
    }
    await expectNothingStored();
  });

  it('forgets a raw HTTP upload whose connection closes mid-part, keeping no half file', async () => {
    const who = await talent();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const full = multipart('clip.mp4', 'video/mp4', mp4);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/upload HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${who.token}\r\n` +
            `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${full.length}\r\n\r\n`,
        );
        // Half the declared body, then the client is gone (half-closed: it can still hear an answer).
        socket.end(full.subarray(0, full.length >> 1));
      });
      let got = '';
      socket.on('data', (d) => (got += d.toString()));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
    });
    // Whether or not an answer gets out, it is never a success or a server error.
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    await expect
      .poll(() => existsSync(join(dataDir, 'incoming')) && readdirSync(join(dataDir, 'incoming')))
      .toEqual(expect.not.arrayContaining([expect.any(String)]));
    await expectNothingStored();
  });
});

describe('a Range header with 1,000 ranges', () => {
  it('stream_media refuses it with 416 and a message, and still serves one range', async () => {
    const creator = await talent();
    const frame = Buffer.alloc(417, 0x11);
    frame.set([0xff, 0xfb, 0x90, 0x00]);
    const song = Buffer.concat(Array.from({ length: 200 }, () => frame));
    const up = await postUpload(creator.token, multipart('tide.mp3', 'audio/mpeg', song), 'asset');
    expect(up.statusCode, up.body).toBe(200);
    const { asset } = await m.ok(
      'create_asset',
      { type: 'Song', name: 'Tide', asset: up.json().data.upload_id, price: 150 },
      creator.token,
    );
    const url = `/api/stream_media?asset=${asset.id}`;
    const auth = { authorization: `Bearer ${creator.token}` };
    const ranges = `bytes=${Array.from({ length: 1000 }, (_, i) => `${i * 50}-${i * 50 + 10}`).join(',')}`;
    const { result: res, peak } = await peakRss('1,000 ranges', () =>
      t.app.inject({ method: 'GET', url, headers: { ...auth, range: ranges } }),
    );
    expect(res.statusCode).toBe(416);
    expect(res.json()).toEqual({ message: RANGE_TOO_MANY_MESSAGE, code: 'INVALID_INPUT', field: 'range' });
    expect(res.headers['content-range']).toBe(`bytes */${song.length}`);
    expect(peak).toBeLessThan(RSS_BOUND);
    const one = await t.app.inject({ method: 'GET', url, headers: { ...auth, range: 'bytes=0-9' } });
    expect([one.statusCode, one.rawPayload.length]).toEqual([206, 10]);
  });
});
