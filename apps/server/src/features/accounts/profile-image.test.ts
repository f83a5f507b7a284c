import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import {
  IMAGE_TOO_SMALL_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  INVALID_IMAGE_MESSAGE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
} from '@stagepass/domain/limits';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'stagepass-media-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
  await t.reset();
  await seedDemo(t.db, t.clock);
});

const TALENT = 'talent@stagepass.test';
async function signIn(email = TALENT) {
  const res = await t.call('login', { username: email, password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.data.session as string;
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/** A photo-like picture: a gradient with noise, so it neither compresses to nothing nor is blank. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3) % width)) & 0xff;
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? img.png() : format === 'jpeg' ? img.jpeg() : img.gif()).toBuffer();
}

const upload = async (image: string, token?: string) =>
  t.call('update_profile_image', { media_type: 'image', image }, token ?? (await signIn()));

const uploadsOnDisk = () => {
  const dir = join(dataDir, 'uploads', 'avatars');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};

describe('update_profile_image', () => {
  it('needs a session', async () => {
    const res = await t.call('update_profile_image', { media_type: 'image', image: dataUrl(await picture(300, 300)) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SESSION_EXPIRED);
  });

  it('re-encodes a 300 × 300 PNG, serves it at /media/<key>, and returns it as the member image, also at the next login', async () => {
    const token = await signIn();
    const res = await upload(dataUrl(await picture(300, 300)), token);
    expect(res.status).toBe(200);
    const image = res.body.data.user.image as string;
    expect(image).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(res.body.data.user).toMatchObject({ email: TALENT, is_specialist: true });

    const media = await t.app.inject({ method: 'GET', url: image });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(media.headers['content-length'])).toBe(media.rawPayload.length);
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);

    const head = await t.app.inject({ method: 'HEAD', url: image });
    expect([head.statusCode, head.headers['content-type'], head.rawPayload.length]).toEqual([200, 'image/webp', 0]);

    // The entity tag lets a browser revalidate without downloading again.
    const again = await t.app.inject({
      method: 'GET',
      url: image,
      headers: { 'if-none-match': String(media.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const login = await t.call('login', { username: TALENT, password: DEMO_PASSWORD });
    expect(login.body.data.user.image).toBe(image);
  });

  it('turns a JPEG upright by its EXIF orientation, drops its metadata and caps it at 1024 px', async () => {
    const sideways = await sharp(await picture(1600, 800, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Nia' } })
      .jpeg()
      .toBuffer();
    const before = await sharp(sideways).metadata();
    expect([before.orientation, before.exif === undefined]).toEqual([6, false]);
    const res = await upload(dataUrl(sideways, 'image/jpeg'));
    expect(res.status).toBe(200);
    const media = await t.app.inject({ method: 'GET', url: res.body.data.user.image });
    const meta = await sharp(media.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 1024]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a 100 × 100 PNG with the size message and stores nothing', async () => {
    const res = await upload(dataUrl(await picture(100, 100)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: IMAGE_TOO_SMALL_MESSAGE, code: 'INVALID_INPUT', field: 'image' });
    expect(res.body.message).toBe('Image must be at least 150 x 150 pixels.');
    expect(uploadsOnDisk()).toEqual([]);
  });

  it('judges the type by the bytes: a text file sent as data:image/png and a GIF are refused', async () => {
    const text = await upload(dataUrl(Buffer.from('I am a text file renamed .png\n'.repeat(100)), 'image/png'));
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ message: IMAGE_TYPE_MESSAGE, code: 'INVALID_INPUT', field: 'image' });
    expect(text.body.message).toBe('Please select a JPG or PNG image.');

    const gif = await upload(dataUrl(await picture(300, 300, 'gif'), 'image/png'));
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe(IMAGE_TYPE_MESSAGE);

    // A real PNG is accepted whatever type the data URL claims.
    const claimsJpeg = await upload(dataUrl(await picture(200, 200), 'image/jpeg'));
    expect(claimsJpeg.status).toBe(200);
  });

  it('refuses an image over 7,500,000 bytes with the profile picture wording', async () => {
    const png = await picture(300, 300);
    const big = Buffer.concat([png, Buffer.alloc(8_000_000 - png.length, 7)]);
    const res = await upload(dataUrl(big));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: PROFILE_PICTURE_TOO_LARGE_MESSAGE, code: 'PAYLOAD_TOO_LARGE', field: 'image' });
    expect(res.body.message).toBe('Your profile picture must be less than 7.5 MB.');
    expect(uploadsOnDisk()).toEqual([]);
  });

  it("answers 'Invalid image selected.' for what is not a base64 data URL or not a whole image", async () => {
    for (const image of ['https://example.com/me.png', 'data:image/png;base64,@@@@', 'data:image/png,rawbytes']) {
      const res = await upload(image);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(INVALID_IMAGE_MESSAGE);
    }
    const png = await picture(300, 300);
    const truncated = await upload(dataUrl(png.subarray(0, 200)));
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(INVALID_IMAGE_MESSAGE);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it('refuses a media type other than image', async () => {
    const res = await t.call(
      'update_profile_image',
      { media_type: 'video', image: dataUrl(await picture(300, 300)) },
      await signIn(),
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('media_type');
  });

  it('deletes the previous file when the picture is replaced, and leaves an outside image URL alone', async () => {
    const token = await signIn();
    const first = (await upload(dataUrl(await picture(300, 300)), token)).body.data.user.image as string;
    const second = (await upload(dataUrl(await picture(400, 400)), token)).body.data.user.image as string;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(uploadsOnDisk()).toEqual([second.split('/').at(-1)]);

    await t.db.update(members).set({ image: 'https://cdn.example.com/old.png' }).where(eq(members.email, TALENT));
    const third = await upload(dataUrl(await picture(300, 300)), token);
    expect(third.status).toBe(200);
    expect(uploadsOnDisk()).toHaveLength(2);
  });
});

describe('GET /media/<key>', () => {
  it('answers 404 for unknown keys and for keys that try to leave the uploads folder', async () => {
    for (const url of [
      '/media/avatars/00000000000000000000000000000000.webp',
      '/media/../config.ts',
      '/media/..%2f..%2fpackage.json',
      '/media/avatars/%2e%2e/%2e%2e/x.webp',
      '/media/.meta/avatars/x.webp.json',
      '/media/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
