import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_CLIP_SECONDS } from '@stagepass/domain/assets';
import { createLocalStorage } from '../../adapters/storage/local';
import { durationSeconds, FFMPEG_CLIPS, ffmpegBinary, runFfmpeg } from './ffmpeg-clip';
import { makePreview } from './media-preview';

// Issue 14: songs, podcasts and videos in the formats media-preview.ts cannot cut itself get their clip from FFmpeg.
// Real files are made here by FFmpeg (a tone, a test picture) and cut as an upload would be.

const ffmpeg = ffmpegBinary();
const dir = mkdtempSync(join(tmpdir(), 'stagepass-ffmpeg-test-'));
const storage = createLocalStorage(join(dir, 'store'));

/** FFmpeg's own reading of a file's length, in seconds. */
async function lengthOf(bytes: Buffer, extension: string): Promise<number | null> {
  const file = join(dir, `probe-${Math.random().toString(36).slice(2)}.${extension}`);
  writeFileSync(file, bytes);
  return durationSeconds((await runFfmpeg(ffmpeg!, ['-i', file])).stderr);
}

/** Makes a `seconds`-long file with FFmpeg and stores it under `key`. */
async function stored(key: string, seconds: number, args: string[]): Promise<number> {
  const file = join(dir, key);
  const made = await runFfmpeg(ffmpeg!, [
    '-v',
    'error',
    '-y',
    ...args.map((a) => a.replace('$S', String(seconds))),
    file,
  ]);
  expect(made.code, made.stderr).toBe(0);
  const bytes = readFileSync(file);
  await storage.put(key, bytes, 'application/octet-stream');
  return bytes.length;
}

const TONE = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=$S'];
const PICTURE = ['-f', 'lavfi', '-i', 'testsrc=duration=$S:size=160x120:rate=10'];

beforeAll(() => {
  expect(ffmpeg, 'the FFmpeg binary of @ffmpeg-installer').not.toBeNull();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('preview clips by FFmpeg', () => {
  it.each([
    ['audio/x-m4a', 'song.m4a', [...TONE, '-c:a', 'aac', '-f', 'ipod']],
    ['audio/aac', 'song.aac', [...TONE, '-c:a', 'aac', '-f', 'adts']],
    ['audio/flac', 'song.flac', [...TONE, '-c:a', 'flac']],
    ['video/mp4', 'film.mp4', [...PICTURE, ...TONE, '-c:v', 'mpeg4', '-c:a', 'aac', '-shortest']],
    ['video/quicktime', 'film.mov', [...PICTURE, '-c:v', 'mpeg4', '-f', 'mov']],
    // spec 001 §9 video (mov, mp4, ogg, webm): VP8 and Vorbis in WebM, Theora in Ogg.
    [
      'video/webm',
      'film.webm',
      [...PICTURE, ...TONE, '-c:v', 'libvpx', '-c:a', 'libvorbis', '-shortest', '-f', 'webm'],
    ],
    ['video/ogg', 'film.ogg', [...PICTURE, '-c:v', 'libtheora', '-f', 'ogg']],
  ] as const)('cuts %s (%s) to its first seconds, in its own format', async (mime, key, args) => {
    const size = await stored(key, 75, [...args]);
    const preview = await makePreview(storage, key, mime, size);
    const format = FFMPEG_CLIPS[mime]!;
    expect(preview).toMatchObject({ mime: format.mime, extension: format.extension });
    expect(preview!.bytes.length).toBeLessThan(size);
    // A raw AAC stream has no index: FFmpeg estimates its length from the bitrate.
    const seconds = await lengthOf(preview!.bytes, format.extension);
    expect(seconds).toBeGreaterThan(PREVIEW_CLIP_SECONDS - 2);
    expect(seconds).toBeLessThan(PREVIEW_CLIP_SECONDS + 2);
  });

  it('gives half of a file shorter than twice the clip, never the whole of it', async () => {
    const size = await stored('short.m4a', 20, [...TONE, '-c:a', 'aac', '-f', 'ipod']);
    const preview = await makePreview(storage, 'short.m4a', 'audio/x-m4a', size);
    const seconds = await lengthOf(preview!.bytes, 'm4a');
    expect(seconds).toBeGreaterThan(9);
    expect(seconds).toBeLessThan(11.5);
  });

  it('makes no clip of a file FFmpeg cannot read', async () => {
    const junk = Buffer.from('not a video at all, just text that claims to be one'.repeat(100));
    await storage.put('junk.mp4', junk, 'video/mp4');
    expect(await makePreview(storage, 'junk.mp4', 'video/mp4', junk.length)).toBeNull();
  });
});
