import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/test-app';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { createStorage } from './index';
import { createS3Storage } from './s3';
import type { Storage } from './storage';
import { storageContract } from './storage-contract';

const BUCKET = 'stagepass-media';
const CREDENTIALS = { accessKeyId: 'AKIASTUBSTUBSTUB', secretAccessKey: 'stub-secret' };

/**
 * A tiny in-memory S3-compatible service, path-style (`/bucket/key`). It does not check signatures,
 * but refuses (and records) any request that is not signed with AWS Signature Version 4.
 */
async function startS3Stub() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const unsigned: string[] = [];
  const app: FastifyInstance = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const xmlError = (code: string, message: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>stub</RequestId></Error>`;

  app.addHook('onRequest', async (req, reply) => {
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      unsigned.push(`${req.method} ${req.url}`);
      return reply.code(403).type('application/xml').send(xmlError('AccessDenied', 'Request is not signed'));
    }
  });
  type Req = { Params: { bucket: string; '*': string } };
  const located = (params: Req['Params']) => (params.bucket === BUCKET ? params['*'] : null);
  const noSuchBucket = xmlError('NoSuchBucket', 'The specified bucket does not exist');

  app.put<Req>('/:bucket/*', async (req, reply) => {
    const key = located(req.params);
    if (key === null) return reply.code(404).type('application/xml').send(noSuchBucket);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    objects.set(key, { body, contentType: req.headers['content-type'] ?? 'binary/octet-stream' });
    return reply.code(200).header('etag', '"stub"').send('');
  });
  app.get<Req>('/:bucket/*', async (req, reply) => {
    const key = located(req.params);
    if (key === null) return reply.code(404).type('application/xml').send(noSuchBucket);
    const object = objects.get(key);
    if (!object)
      return reply.code(404).type('application/xml').send(xmlError('NoSuchKey', 'The specified key does not exist.'));
    // S3 answers one byte range (bytes=start-end) with 206 and the whole size in content-range.
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
    if (range) {
      const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)];
      const part = object.body.subarray(start, end + 1);
      return reply
        .code(206)
        .type(object.contentType)
        .header('content-range', `bytes ${start}-${end}/${object.body.length}`)
        .header('content-length', part.length)
        .send(part);
    }
    return reply.type(object.contentType).header('content-length', object.body.length).send(object.body);
  });
  app.delete<Req>('/:bucket/*', async (req, reply) => {
    const key = located(req.params);
    if (key === null) return reply.code(404).type('application/xml').send(noSuchBucket);
    objects.delete(key);
    return reply.code(204).send();
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, objects, unsigned, close: () => app.close() };
}

let stub: Awaited<ReturnType<typeof startS3Stub>>;
let storage: Storage;
beforeAll(async () => {
  stub = await startS3Stub();
  storage = createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: stub.url,
    forcePathStyle: true,
    ...CREDENTIALS,
  });
});
afterAll(async () => {
  // Every request the adapter made was signed.
  expect(stub?.unsigned).toEqual([]);
  await stub?.close();
});
beforeEach(() => stub.objects.clear());

storageContract('S3 storage', () => storage, { holds: (key) => stub.objects.has(key) });

describe('S3 storage', () => {
  it('writes the object under its key with its content type', async () => {
    await storage.put('avatars/abc.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(stub.objects.get('avatars/abc.webp')).toEqual({ body: Buffer.from([1, 2, 3]), contentType: 'image/webp' });
  });

  it('passes other failures on: a missing bucket is a broken configuration, not a missing object', async () => {
    const wrongBucket = createS3Storage({
      bucket: 'other',
      region: 'us-east-1',
      endpoint: stub.url,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
    await expect(wrongBucket.get('avatars/abc.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrongBucket.put('avatars/abc.webp', new Uint8Array([1]), 'image/webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});

describe('configuration', () => {
  const s3Env = (url: string) => ({
    STORAGE_S3_BUCKET: BUCKET,
    STORAGE_S3_ENDPOINT: url,
    STORAGE_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    STORAGE_S3_FORCE_PATH_STYLE: 'true',
  });

  it('picks the bucket when STORAGE_S3_BUCKET is set, else local disk', () => {
    const base = loadConfig({});
    expect([base.STORAGE_S3_REGION, base.STORAGE_S3_FORCE_PATH_STYLE]).toEqual(['us-east-1', false]);
    expect(createStorage(base).kind).toBe('local');
    const config = loadConfig(s3Env('http://127.0.0.1:9000'));
    expect(config.STORAGE_S3_FORCE_PATH_STYLE).toBe(true);
    expect(createStorage(config).kind).toBe('s3');
  });

  it('fails at start when the bucket is set without both keys, or with a bad endpoint or flag', () => {
    expect(() => loadConfig({ STORAGE_S3_BUCKET: BUCKET })).toThrow(
      /STORAGE_S3_ACCESS_KEY_ID: required when STORAGE_S3_BUCKET is set\n.*STORAGE_S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ ...s3Env('http://x'), STORAGE_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /STORAGE_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3Env('not a url') })).toThrow(/STORAGE_S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env('http://x'), STORAGE_S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /STORAGE_S3_FORCE_PATH_STYLE/,
    );
  });

  it('serves a profile image uploaded through update_profile_image from the bucket', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-s3-'));
    const t = await createTestApp({ DATA_DIR: dataDir, ...s3Env(stub.url) });
    try {
      await seedDemo(t.db, t.clock);
      const login = await t.call('login', { username: 'talent@stagepass.test', password: DEMO_PASSWORD });
      const token = login.body.data.session as string;
      const raw = Buffer.alloc(300 * 300 * 3);
      for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3) % 300)) & 0xff;
      const png = await sharp(raw, { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer();
      const res = await t.call(
        'update_profile_image',
        { media_type: 'image', image: `data:image/png;base64,${png.toString('base64')}` },
        token,
      );
      expect(res.status).toBe(200);
      const image = res.body.data.user.image as string;
      expect(image).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);

      const key = image.slice('/media/'.length);
      const stored = stub.objects.get(key);
      expect(stored?.contentType).toBe('image/webp');
      expect(existsSync(join(dataDir, 'uploads'))).toBe(false); // nothing on local disk

      const media = await t.app.inject({ method: 'GET', url: image });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(media.headers['content-length'])).toBe(stored?.body.length);
      expect(media.rawPayload.equals(stored!.body)).toBe(true);
      const meta = await sharp(media.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);

      // Replacing the picture deletes the old object from the bucket; the old URL is then a 404.
      const again = await t.call(
        'update_profile_image',
        { media_type: 'image', image: `data:image/png;base64,${png.toString('base64')}` },
        token,
      );
      expect(again.status).toBe(200);
      expect(stub.objects.has(key)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    } finally {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
