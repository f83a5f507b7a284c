import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { profileMedia } from '@stagepass/db/schema/conversation';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TOO_SMALL_MESSAGE, IMAGE_TYPE_MESSAGE } from '@stagepass/domain/limits';
import {
  GALLERY_ROLE_MESSAGE,
  GALLERY_VIDEO_NOT_FOUND,
  MISSING_INDEX_MESSAGE,
  YOUTUBE_URL_MESSAGE,
} from '@stagepass/domain/media';
import { SESSION_EXPIRED } from '@stagepass/domain/accounts';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-gallery-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'gallery.test');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => rmSync(join(dataDir, 'uploads'), { recursive: true, force: true }));

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;
async function picture(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7 + ((i / 3) % width)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
const galleryFiles = () => {
  const dir = join(dataDir, 'uploads', 'gallery');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};

const talent = () => m.member({ isSpecialist: true }, 'talent');
const put = (who: TestMember, fields: Record<string, unknown>) => t.call('update_profile_image', fields, who.token);

describe('update_profile_image: the gallery (spec 001 §2, §5, §7)', () => {
  it('puts a square photo at an index, shows it on the talent profile, and replaces it there', async () => {
    const star = await talent();
    const res = await put(star, { media_type: 'Image', image: dataUrl(await picture(400, 300)), portfolio: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [item] = res.body.data.gallery;
    expect(res.body.data.gallery).toEqual([
      {
        media_index: 0,
        media_type: 'Image',
        url: expect.stringMatching(/^\/media\/gallery\/[0-9a-f]{32}\.webp$/),
        youtube_id: null,
      },
    ]);
    // The profile picture is left alone, and the session user comes back as it was.
    expect(res.body.data.user).toMatchObject({ user_id: star.id, image: null });
    const served = await t.app.inject({ method: 'GET', url: item.url });
    const meta = await sharp(served.rawPayload).metadata();
    // §5 'cropped square': a 400 × 300 upload is cut to its centre square.
    expect([served.statusCode, meta.format, meta.width, meta.height]).toEqual([200, 'webp', 300, 300]);

    const profile = await t.call('specialist_query', { sp_id: star.id });
    expect(profile.body.data.gallery).toEqual(res.body.data.gallery);
    expect(profile.body.data.bio).toBeNull();

    const again = await put(star, { media_type: 'Image', image: dataUrl(await picture(200, 200)), portfolio: 0 });
    expect(again.status).toBe(200);
    expect(again.body.data.gallery).toHaveLength(1);
    expect(again.body.data.gallery[0].url).not.toBe(item.url);
    // The replaced file is gone; only the new one is stored.
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect(galleryFiles()).toEqual([again.body.data.gallery[0].url.split('/').at(-1)]);
  });

  it('applies the §5 image rules: too small, not JPG/PNG by its bytes, over 7.5 MB; nothing stored', async () => {
    const star = await talent();
    const small = await put(star, { media_type: 'Image', image: dataUrl(await picture(100, 100)), portfolio: 0 });
    expect([small.status, small.body.message, small.body.field]).toEqual([400, IMAGE_TOO_SMALL_MESSAGE, 'image']);
    const text = await put(star, {
      media_type: 'Image',
      image: dataUrl(Buffer.from('not a picture\n'.repeat(50))),
      portfolio: 0,
    });
    expect([text.status, text.body.message]).toEqual([400, IMAGE_TYPE_MESSAGE]);
    const png = await picture(300, 300);
    const big = await put(star, {
      media_type: 'Image',
      image: dataUrl(Buffer.concat([png, Buffer.alloc(7_600_000 - png.length, 7)])),
      portfolio: 0,
    });
    expect([big.status, big.body.message, big.body.field]).toEqual([413, IMAGE_TOO_LARGE_MESSAGE, 'image']);
    expect(galleryFiles()).toEqual([]);
    expect(await t.db.select().from(profileMedia)).toEqual([]);
  });

  it('takes a YouTube link by its 11-character id, else the §5 message', async () => {
    const star = await talent();
    const ok = await put(star, { media_type: 'YouTube', image: 'https://youtu.be/dQw4w9WgXcQ?si=x', portfolio: 0 });
    expect(ok.body.data.gallery).toEqual([
      {
        media_index: 0,
        media_type: 'YouTube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        youtube_id: 'dQw4w9WgXcQ',
      },
    ]);
    for (const image of [
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://vimeo.com/123456789',
      '',
      'dQw4w9WgXcQQ',
    ]) {
      const bad = await put(star, { media_type: 'YouTube', image, portfolio: 1 });
      expect([bad.status, bad.body.message, bad.body.field], image).toEqual([400, YOUTUBE_URL_MESSAGE, 'image']);
    }
    expect(await t.db.select().from(profileMedia)).toHaveLength(1);
  });

  it("answers 'Please refresh the page.' without an index, or with one the page could not have shown", async () => {
    const star = await talent();
    for (const portfolio of [undefined, null]) {
      const res = await put(star, { media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio });
      expect([res.status, res.body.message, res.body.field]).toEqual([400, MISSING_INDEX_MESSAGE, 'portfolio']);
    }
    // Index 3 of an empty gallery leaves a gap: the gallery changed since the page was drawn.
    const gap = await put(star, { media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio: 3 });
    expect([gap.status, gap.body.message]).toEqual([400, MISSING_INDEX_MESSAGE]);
    const beyond = await put(star, { media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio: 12 });
    expect([beyond.status, beyond.body.message, beyond.body.field]).toEqual([400, MISSING_INDEX_MESSAGE, 'portfolio']);
    const notInt = await put(star, { media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio: 'first' });
    expect([notInt.status, notInt.body.field]).toEqual([400, 'portfolio']);
    expect(await t.db.select().from(profileMedia)).toEqual([]);
  });

  it('adds one of your own uploaded videos, never another member’s or a file that is not a video', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const other = await talent();
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isommp41'),
      Buffer.from([0, 0, 0x13, 0x90]),
      Buffer.from('mdat'),
      Buffer.alloc(5000 - 8, 3),
    ]);
    const boundary = 'gallery-test';
    const uploadAs = async (who: TestMember, bytes = mp4, name = 'a.mp4') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${who.token}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: video/mp4\r\n\r\n`,
          ),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.url as string;
    };
    const mine = await uploadAs(venue);
    const theirs = await uploadAs(other);
    const photo = await uploadAs(venue, await picture(200, 200), 'b.png');

    const added = await put(venue, { media_type: 'Video', image: mine, portfolio: 0 });
    expect(added.body.data.gallery).toEqual([{ media_index: 0, media_type: 'Video', url: mine, youtube_id: null }]);
    const business = await t.call('business_query', { business_id: venue.id });
    expect(business.body.data.gallery).toEqual(added.body.data.gallery);

    for (const image of [
      theirs,
      photo,
      '/media/uploads/00000000000000000000000000000000.mp4',
      'https://cdn.example/x.mp4',
    ]) {
      const res = await put(venue, { media_type: 'Video', image, portfolio: 1 });
      expect([res.status, res.body.message, res.body.field]).toEqual([404, GALLERY_VIDEO_NOT_FOUND, 'image']);
    }
  });

  it('is for talent and businesses; a fan or an agency is refused, and logged out is 401', async () => {
    const fan = await m.member();
    const refused = await put(fan, { media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio: 0 });
    expect([refused.status, refused.body.message]).toEqual([403, GALLERY_ROLE_MESSAGE]);
    const agency = await m.member({}, 'agency');
    await t.db.update(members).set({ isAgency: true }).where(eq(members.id, agency.id));
    expect((await put(agency, { media_type: 'YouTube', image: 'dQw4w9WgXcQ', portfolio: 0 })).status).toBe(403);
    const anonymous = await t.call('update_profile_image', {
      media_type: 'YouTube',
      image: 'dQw4w9WgXcQ',
      portfolio: 0,
    });
    expect([anonymous.status, anonymous.body.message]).toEqual([401, SESSION_EXPIRED]);
    // The profile picture stays open to every member, and answers the (empty) gallery too.
    const picture300 = dataUrl(await picture(300, 300));
    const avatar = await put(fan, { media_type: 'image', image: picture300 });
    expect([avatar.status, avatar.body.data.gallery]).toEqual([200, []]);
  });

  it('shows the bio and the gallery in index order on both profiles', async () => {
    const star = await talent();
    await t.db.update(members).set({ bio: 'Jazz <b>pianist</b>' }).where(eq(members.id, star.id));
    await put(star, { media_type: 'YouTube', image: 'aaaaaaaaaaa', portfolio: 0 });
    await put(star, { media_type: 'YouTube', image: 'bbbbbbbbbbb', portfolio: 1 });
    await put(star, { media_type: 'YouTube', image: 'ccccccccccc', portfolio: 0 });
    const res = await t.call('specialist_query', { sp_id: star.id });
    expect(res.body.data.bio).toBe('Jazz <b>pianist</b>');
    expect(res.body.data.gallery.map((g: { youtube_id: string }) => g.youtube_id)).toEqual([
      'ccccccccccc',
      'bbbbbbbbbbb',
    ]);
    const venue = await m.member({ isBusiness: true }, 'venue');
    const business = await t.call('business_query', { business_id: venue.id });
    expect([business.body.data.bio, business.body.data.gallery]).toEqual([null, []]);
  });
});
