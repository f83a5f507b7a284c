import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { uploads } from '@stagepass/db/schema/conversation';
import {
  UPLOAD_DAILY_LIMIT_MESSAGE,
  UPLOAD_DAILY_MAX_FILES,
  UPLOAD_TOTAL_LIMIT_MESSAGE,
  UPLOAD_UNUSED_LIMIT_MESSAGE,
  UPLOAD_UNUSED_MAX_BYTES,
  UPLOAD_UNUSED_MS,
} from '@stagepass/domain/media';
import { marketplace, type TestMember } from '../marketplace-fixtures';
import { useTestApp } from '../test-app';

// Storage abuse: POST /api/upload keeps any MP4, image or (for assets) audio a member sends and serves it publicly at
// /media/uploads/<key>. So what one member may hold is bounded (files per 24 hours, bytes not yet used, bytes in
// all), refused with a message that says the limit and what to do; and an upload nothing uses (no asset's file, no
// gallery video) is removed, file and row, by the upload-cleanup clock job once it has been unused for 24 hours.

const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-upload-quota-'));
const t = useTestApp({ env: { DATA_DIR: dataDir } });
const m = marketplace(t, 'upload-quota.test');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => rmSync(join(dataDir, 'uploads'), { recursive: true, force: true }));

const HOUR = 3_600_000;
const BOUNDARY = '----stagepass-quota-boundary';
const multipart = (name: string, type: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

/** An ISO MP4 (ftyp isom, then an mdat of `size` bytes): what file-type reads as video/mp4. */
const mp4 = (size = 8000) => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isommp41', 16, 'latin1');
  const mdat = Buffer.alloc(8 + size, 7);
  mdat.writeUInt32BE(8 + size, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
};
/** 200 MPEG audio frames: what file-type reads as audio/mpeg. */
const mp3 = () => {
  const frame = Buffer.alloc(417, 0x11);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: 200 }, () => frame));
};

const post = (who: TestMember, payload: Buffer, purpose?: 'asset') =>
  t.app.inject({
    method: 'POST',
    url: purpose ? `/api/upload?purpose=${purpose}` : '/api/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${who.token}` },
    payload,
  });
/** Uploads `bytes` as the member would and answers what the upload answered (upload_id, url, ...). */
async function uploaded(who: TestMember, file = mp4(), purpose?: 'asset') {
  const res = await post(who, multipart(purpose ? 'song.mp3' : 'clip.mp4', 'application/octet-stream', file), purpose);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { upload_id: number; url: string; bytes: number };
}
const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
const storedFiles = () => {
  const dir = join(dataDir, 'uploads', 'uploads');
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};
const rowsOf = async (who: TestMember) =>
  (await t.db.select({ url: uploads.url }).from(uploads).where(eq(uploads.memberId, who.id))).map((r) => r.url);

/** Earlier uploads of the member, recorded as POST /api/upload records them (no file: only the quotas read them). */
async function holding(who: TestMember, rows: { bytes: number; claimed?: boolean; hoursAgo?: number }[]) {
  await t.db.insert(uploads).values(
    rows.map((r, i) => ({
      memberId: who.id,
      kind: 'video' as const,
      mime: 'video/mp4',
      bytes: r.bytes,
      url: `/media/uploads/held${who.id}x${i}.mp4`,
      createdAt: new Date(t.clock.now() - (r.hoursAgo ?? 0) * HOUR),
      claimedAt: r.claimed ? new Date(t.clock.now()) : null,
    })),
  );
}

/** Runs the clock jobs as the minute tick does, at the clock's time; upload-cleanup among them, none failing. */
async function runClockJobs() {
  const run = await t.app.clockJobs.runDue(t.clock.now());
  expect(run.failed).toEqual([]);
  expect(run.ran).toContain('upload-cleanup');
}

describe('upload quotas', () => {
  it(`refuses the upload past ${UPLOAD_DAILY_MAX_FILES} files in 24 hours with 429 and says so; the last one allowed passes`, async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    // 99 files today, and older ones that no longer count toward the day.
    await holding(who, [
      ...Array.from({ length: UPLOAD_DAILY_MAX_FILES - 1 }, () => ({ bytes: 1000, claimed: true })),
      ...Array.from({ length: 5 }, () => ({ bytes: 1000, claimed: true, hoursAgo: 25 })),
    ]);
    const hundredth = await post(who, multipart('clip.mp4', 'video/mp4', mp4()));
    expect(hundredth.statusCode, hundredth.body).toBe(200);
    const over = await post(who, multipart('clip.mp4', 'video/mp4', mp4()));
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { message: UPLOAD_DAILY_LIMIT_MESSAGE, code: 'TOO_MANY_REQUESTS', field: 'file' },
    ]);
    expect(storedFiles()).toEqual([hundredth.json().data.url.split('/').pop()]);
    // Another member is not held to this member's quota.
    await uploaded(await m.member());
    // A day later the count has room again.
    t.clock.advance(24 * HOUR + 1);
    await uploaded(who);
  });

  it('refuses bytes past the 1 GB of unused uploads with 413 and says what to do; up to exactly the limit passes', async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    const file = mp4();
    // Unused uploads one file short of the limit, and used ones (an asset's file, a gallery video) that do not count.
    await holding(who, [
      { bytes: 500_000_000 },
      { bytes: UPLOAD_UNUSED_MAX_BYTES - 500_000_000 - 2 * file.length },
      { bytes: 900_000_000, claimed: true },
    ]);
    await uploaded(who, file);
    await uploaded(who, file);
    const over = await post(who, multipart('clip.mp4', 'video/mp4', mp4(1)));
    expect([over.statusCode, over.json()]).toEqual([
      413,
      { message: UPLOAD_UNUSED_LIMIT_MESSAGE, code: 'PAYLOAD_TOO_LARGE', field: 'file' },
    ]);
    expect(UPLOAD_UNUSED_LIMIT_MESSAGE).toContain('1 GB');
    expect(UPLOAD_UNUSED_LIMIT_MESSAGE).toContain('removed 24 hours after');
    // Nothing of the refused file is kept: the two files taken, and no third row.
    expect(storedFiles()).toHaveLength(2);
    expect(await rowsOf(who)).toHaveLength(5);
  });

  it('counts an upload as used once an asset or a gallery item uses it, which frees the unused quota', async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    const song = mp3();
    const video = mp4();
    await holding(who, [{ bytes: UPLOAD_UNUSED_MAX_BYTES - song.length - video.length }]);
    const songUpload = await uploaded(who, song, 'asset');
    const videoUpload = await uploaded(who, video);
    const refused = await post(who, multipart('clip.mp4', 'video/mp4', video));
    expect([refused.statusCode, refused.json().message]).toEqual([413, UPLOAD_UNUSED_LIMIT_MESSAGE]);
    await m.ok('create_asset', { type: 'Song', name: 'Tide', asset: songUpload.upload_id, price: 150 }, who.token);
    await uploaded(who, mp4(song.length - 32 - 8));
    expect((await post(who, multipart('clip.mp4', 'video/mp4', video))).statusCode).toBe(413);
    await m.ok('update_profile_image', { media_type: 'Video', image: videoUpload.url, portfolio: 0 }, who.token);
    await uploaded(who, video);
  });

  it('refuses a member whose uploads hold 10 GB in all, even when all of it is in use', async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    await holding(
      who,
      Array.from({ length: 10 }, (_, i) => ({
        bytes: i === 0 ? 1_000_000_000 - 20_000 : 1_000_000_000,
        claimed: true,
      })),
    );
    await uploaded(who, mp4(10_000));
    const over = await post(who, multipart('clip.mp4', 'video/mp4', mp4(10_000)));
    expect([over.statusCode, over.json()]).toEqual([
      413,
      { message: UPLOAD_TOTAL_LIMIT_MESSAGE, code: 'PAYLOAD_TOO_LARGE', field: 'file' },
    ]);
    expect(storedFiles()).toHaveLength(1);
  });

  it('refuses a member already at a quota before reading the file', async () => {
    const who = await m.member();
    await holding(who, [{ bytes: UPLOAD_UNUSED_MAX_BYTES }]);
    // A body that is not even a file: the quota answers first.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, authorization: `Bearer ${who.token}` },
      payload: Buffer.from('garbage'),
    });
    expect([res.statusCode, res.json().message]).toEqual([413, UPLOAD_UNUSED_LIMIT_MESSAGE]);
  });
});

describe('the upload-cleanup clock job', () => {
  it('removes an upload nothing uses 24 hours after it arrived, keeps the ones a gallery item and an asset use, and can run twice', async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    const unused = await uploaded(who);
    const gallery = await uploaded(who);
    const song = await uploaded(who, mp3(), 'asset');
    await m.ok('update_profile_image', { media_type: 'Video', image: gallery.url, portfolio: 0 }, who.token);
    const { asset } = await m.ok(
      'create_asset',
      { type: 'Song', name: 'Tide', asset: song.upload_id, price: 150 },
      who.token,
    );
    const streamSong = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/stream_media?asset=${asset.id}`,
        headers: { authorization: `Bearer ${who.token}` },
      });

    // Just inside the window, nothing goes.
    t.clock.advance(UPLOAD_UNUSED_MS - 60_000);
    await runClockJobs();
    expect(await served(unused.url)).toBe(200);

    t.clock.advance(2 * 60_000);
    await runClockJobs();
    expect(await served(unused.url)).toBe(404);
    expect(await rowsOf(who)).toEqual(expect.not.arrayContaining([unused.url]));
    expect(await rowsOf(who)).toHaveLength(2);
    // What is in use is still there for whoever looks.
    expect(await served(gallery.url)).toBe(200);
    const streamed = await streamSong();
    expect([streamed.statusCode, streamed.rawPayload.length]).toEqual([200, song.bytes]);
    // create_asset cannot name the removed upload.
    const late = await t.call(
      'create_asset',
      { type: 'Video', name: 'Late', asset: unused.upload_id, price: 150 },
      who.token,
    );
    expect([late.status, late.body.field]).toEqual([404, 'asset']);

    // A second run (and one days later) changes nothing.
    await runClockJobs();
    t.clock.advance(2 * 24 * HOUR);
    await runClockJobs();
    expect(await served(gallery.url)).toBe(200);
    expect((await streamSong()).statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(2);
  });

  it('keeps an upload a use still holds when another use released it, and removes it once nothing does', async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    const video = await uploaded(who);
    // The same video in two places of the gallery; the first is replaced by a YouTube video.
    await m.ok('update_profile_image', { media_type: 'Video', image: video.url, portfolio: 0 }, who.token);
    await m.ok('update_profile_image', { media_type: 'Video', image: video.url, portfolio: 1 }, who.token);
    await m.ok(
      'update_profile_image',
      { media_type: 'YouTube', image: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', portfolio: 0 },
      who.token,
    );
    t.clock.advance(UPLOAD_UNUSED_MS + 60_000);
    await runClockJobs();
    expect(await served(video.url)).toBe(200);
    // Then the second is replaced too: nothing uses it, and it goes at the next run.
    await m.ok(
      'update_profile_image',
      { media_type: 'YouTube', image: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', portfolio: 1 },
      who.token,
    );
    await runClockJobs();
    expect(await served(video.url)).toBe(404);
    expect(await rowsOf(who)).toEqual([]);
  });

  it('keeps an asset file recorded before uploads were claimed: the job looks for uses itself', async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    const song = await uploaded(who, mp3(), 'asset');
    const video = await uploaded(who);
    const { asset } = await m.ok(
      'create_asset',
      { type: 'Song', name: 'Tide', asset: song.upload_id, price: 150 },
      who.token,
    );
    await m.ok('update_profile_image', { media_type: 'Video', image: video.url, portfolio: 0 }, who.token);
    // As every upload stood when the claimed_at column was added.
    await t.db.update(uploads).set({ claimedAt: null }).where(eq(uploads.memberId, who.id));
    t.clock.advance(UPLOAD_UNUSED_MS + 60_000);
    await runClockJobs();
    await runClockJobs();
    const streamed = await t.app.inject({
      method: 'GET',
      url: `/api/stream_media?asset=${asset.id}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect([streamed.statusCode, streamed.rawPayload.length]).toEqual([200, song.bytes]);
    expect(await served(video.url)).toBe(200);
    expect((await rowsOf(who)).sort()).toEqual([song.url, video.url].sort());
  });

  it("removes an asset's old file once update_asset replaces it, and keeps the new one", async () => {
    const who = await m.member({ isSpecialist: true }, 'talent');
    const first = await uploaded(who, mp3(), 'asset');
    const { asset } = await m.ok(
      'create_asset',
      { type: 'Song', name: 'Tide', asset: first.upload_id, price: 150 },
      who.token,
    );
    t.clock.advance(UPLOAD_UNUSED_MS + 60_000);
    const second = await uploaded(who, Buffer.concat([mp3(), mp3()]), 'asset');
    await m.ok('update_asset', { asset_id: asset.id, asset: second.upload_id }, who.token);
    await runClockJobs();
    await runClockJobs();
    expect(await rowsOf(who)).toEqual([second.url]);
    expect(storedFiles()).toEqual([second.url.split('/').pop()]);
    const streamed = await t.app.inject({
      method: 'GET',
      url: `/api/stream_media?asset=${asset.id}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect([streamed.statusCode, streamed.rawPayload.length]).toEqual([200, second.bytes]);
  });

  it('frees the unused quota: once the unused uploads are removed, the member may upload again', async () => {
    const who = await m.member();
    const file = mp4();
    await holding(who, [{ bytes: UPLOAD_UNUSED_MAX_BYTES - file.length }]);
    await uploaded(who, file);
    expect((await post(who, multipart('clip.mp4', 'video/mp4', file))).statusCode).toBe(413);
    t.clock.advance(UPLOAD_UNUSED_MS + 60_000);
    await runClockJobs();
    await uploaded(who, file);
  });
});
