import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '@stagepass/db/schema/conversation';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import { UPLOAD_TYPE_MESSAGE, VIDEO_TOO_LARGE_MESSAGE } from '@stagepass/domain/media';
import { VIDEO_MAX_BYTES } from '@stagepass/domain/limits';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { uploadRoute } from './upload-route';

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-upload-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'upload.test');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => rmSync(join(dataDir, 'uploads'), { recursive: true, force: true }));

const BOUNDARY = '----stagepass-test-boundary';
const head = (name: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const multipartBody = (name: string, type: string, bytes: Buffer) => Buffer.concat([head(name, type), bytes, tail]);
const headers = (token?: string) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

const box = (type: string, body: Buffer) => {
  const b = Buffer.alloc(8 + body.length);
  b.writeUInt32BE(8 + body.length, 0);
  b.write(type, 4, 'latin1');
  body.copy(b, 8);
  return b;
};
/** The start of an ISO MP4 (ftyp isom) with a media box of `size` bytes: what file-type reads as video/mp4. */
const mp4 = (size = 20_000, brand = 'isom') =>
  Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from(`${brand}mp41`)])),
    box('mdat', Buffer.alloc(size, 7)),
  ]);

const upload = (payload: Buffer | Readable, token?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...headers(token), ...extra }, payload });

const filesIn = (folder: string) => {
  const dir = join(dataDir, 'uploads', folder);
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};
const incomingLeft = () => {
  const dir = join(dataDir, 'incoming');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/upload', () => {
  it('streams a small MP4 to storage, records it, and serves it back byte for byte', async () => {
    const fan = await m.member({ isSpecialist: true }, 'talent');
    const video = mp4();
    const res = await upload(multipartBody('clip.mp4', 'video/mp4', video), fan.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      upload_id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/uploads\/[0-9a-f]{32}\.mp4$/),
      kind: 'video',
      mime: 'video/mp4',
      bytes: video.length,
    });
    const rows = await t.db.select().from(uploads).where(eq(uploads.memberId, fan.id));
    expect(rows).toEqual([
      expect.objectContaining({
        id: data.upload_id,
        kind: 'video',
        mime: 'video/mp4',
        bytes: video.length,
        url: data.url,
      }),
    ]);
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'video/mp4']);
    expect(served.rawPayload.equals(video)).toBe(true);
    expect(incomingLeft()).toEqual([]);
  });

  it('takes a QuickTime movie named anything, by its bytes', async () => {
    const member = await m.member({ isBusiness: true }, 'venue');
    const res = await upload(multipartBody('holiday.bin', 'application/octet-stream', mp4(9000, 'qt  ')), member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'video',
      mime: 'video/quicktime',
      url: expect.stringMatching(/\.mov$/),
    });
  });

  it('re-encodes a PNG it is given, as every stored image is', async () => {
    const member = await m.member();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1c7ed6' } })
      .png()
      .toBuffer();
    const res = await upload(multipartBody('me.png', 'image/png', png), member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'image', mime: 'image/webp' });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a text file renamed .mp4 by its magic bytes, and an M4A (audio) in an MP4 box, storing nothing', async () => {
    const member = await m.member();
    const text = Buffer.from('I am a text file renamed clip.mp4\n'.repeat(400));
    const res = await upload(multipartBody('clip.mp4', 'video/mp4', text), member.token);
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: UPLOAD_TYPE_MESSAGE, code: 'INVALID_INPUT', field: 'file' },
    ]);
    const shortText = await upload(multipartBody('clip.mp4', 'video/mp4', Buffer.from('tiny')), member.token);
    expect([shortText.statusCode, shortText.json().message]).toEqual([400, UPLOAD_TYPE_MESSAGE]);
    const audio = await upload(multipartBody('song.mp4', 'video/mp4', mp4(9000, 'M4A ')), member.token);
    expect([audio.statusCode, audio.json().message]).toEqual([400, UPLOAD_TYPE_MESSAGE]);
    expect(filesIn('uploads')).toEqual([]);
    expect(await t.db.select().from(uploads)).toEqual([]);
    expect(incomingLeft()).toEqual([]);
  });

  it('is for signed-in members only, and needs a file', async () => {
    const anonymous = await upload(multipartBody('clip.mp4', 'video/mp4', mp4()));
    expect([anonymous.statusCode, anonymous.json().message]).toEqual([401, SESSION_EXPIRED]);
    const stale = await upload(multipartBody('clip.mp4', 'video/mp4', mp4()), 'not-a-session');
    expect(stale.statusCode).toBe(401);
    const member = await m.member();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { file: 'nope' },
    });
    expect([json.statusCode, json.json().field]).toEqual([400, 'file']);
    const empty = await upload(Buffer.from(`--${BOUNDARY}--\r\n`), member.token);
    expect([empty.statusCode, empty.json().field]).toEqual([400, 'file']);
    expect(await t.db.select().from(uploads)).toEqual([]);
  });

  it('refuses a video over 100 MB with the §8 message while it streams, without holding it in memory', async () => {
    const member = await m.member();
    // A body of 100 MB + 1 MiB made as it is read, sent without a length (chunked): only the count can stop it.
    const chunk = Buffer.alloc(256 * 1024, 9);
    let produced = 0;
    const total = VIDEO_MAX_BYTES + 1024 * 1024;
    let peak = 0;
    const base = process.memoryUsage();
    const sample = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.arrayBuffers + now.heapUsed - base.arrayBuffers - base.heapUsed);
    }, 5);
    const body = Readable.from(
      (function* () {
        yield head('big.mp4', 'video/mp4');
        yield mp4(1000);
        while (produced < total) {
          produced += chunk.length;
          yield chunk;
        }
        yield tail;
      })(),
      { objectMode: false },
    );
    const res = await upload(body, member.token).finally(() => clearInterval(sample));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ message: VIDEO_TOO_LARGE_MESSAGE, code: 'PAYLOAD_TOO_LARGE', field: 'file' });
    expect(produced).toBeGreaterThan(VIDEO_MAX_BYTES);
    // Buffering it would hold more than 100 MB at once; streamed, about a third of that is garbage awaiting collection.
    expect(peak).toBeLessThan(80 * 1024 * 1024);
    expect(filesIn('uploads')).toEqual([]);
    expect(incomingLeft()).toEqual([]);
    expect(await t.db.select().from(uploads)).toEqual([]);
  }, 60_000);

  it('refuses a declared length over the maximum before reading the body', async () => {
    const member = await m.member();
    const res = await upload(multipartBody('clip.mp4', 'video/mp4', mp4()), member.token, {
      'content-length': String(VIDEO_MAX_BYTES + 10 * 1024 * 1024),
    });
    expect([res.statusCode, res.json().message]).toEqual([413, VIDEO_TOO_LARGE_MESSAGE]);
  });

  it('counts exactly at a lowered maximum: the limit itself passes, one byte more does not', async () => {
    const small = Fastify({ logger: false });
    small.setErrorHandler(t.app.errorHandler);
    await small.register(async (s) =>
      uploadRoute(s, { db: t.db, clock: t.clock, config: t.config, storage: t.app.storage, maxBytes: 30_000 }),
    );
    await small.ready();
    try {
      const member = await m.member();
      const send = (bytes: Buffer) =>
        small.inject({
          method: 'POST',
          url: '/api/upload',
          headers: headers(member.token),
          payload: multipartBody('c.mp4', 'video/mp4', bytes),
        });
      const exact = mp4(30_000 - mp4(0).length);
      expect(exact.length).toBe(30_000);
      expect((await send(exact)).statusCode).toBe(200);
      const over = await send(mp4(30_001 - mp4(0).length));
      expect([over.statusCode, over.json().message]).toEqual([413, VIDEO_TOO_LARGE_MESSAGE]);
      expect(await t.db.select({ bytes: uploads.bytes }).from(uploads)).toEqual([{ bytes: 30_000 }]);
    } finally {
      await small.close();
    }
  });
});
