import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { previewClipSeconds } from '@stagepass/domain/assets';
import type { Storage } from '../../adapters/storage/storage';

// Preview clips of the audio and video formats that media-preview.ts cannot cut by itself (M4A, AAC, FLAC, MP4, MOV,
// WebM and Ogg): the first seconds copied by FFmpeg, stream by stream, without re-encoding (FLAC aside), into the
// file's own container.
// FFmpeg comes from npm (@ffmpeg-installer, a static build for the platform). Where it cannot run, no clip is made,
// as before.

export interface ClipFormat {
  /** FFmpeg's muxer for the clip. */
  muxer: string;
  mime: string;
  extension: string;
  /** Keep the picture too (a video's clip), or the first audio stream only (cover art and the like dropped). */
  video: boolean;
  /**
   * Encode with this codec instead of copying: FLAC's header counts the samples of the whole file, and a copy
   * keeps it (players would show the full length); encoding FLAC is cheap and loses nothing.
   */
  codec?: string;
}

/** The stored types FFmpeg clips, and what their clip is. */
export const FFMPEG_CLIPS: Readonly<Record<string, ClipFormat>> = {
  'audio/x-m4a': { muxer: 'ipod', mime: 'audio/mp4', extension: 'm4a', video: false },
  'audio/mp4': { muxer: 'ipod', mime: 'audio/mp4', extension: 'm4a', video: false },
  'audio/aac': { muxer: 'adts', mime: 'audio/aac', extension: 'aac', video: false },
  'audio/flac': { muxer: 'flac', mime: 'audio/flac', extension: 'flac', video: false, codec: 'flac' },
  'video/mp4': { muxer: 'mp4', mime: 'video/mp4', extension: 'mp4', video: true },
  'video/quicktime': { muxer: 'mov', mime: 'video/quicktime', extension: 'mov', video: true },
  'video/webm': { muxer: 'webm', mime: 'video/webm', extension: 'webm', video: true },
  'video/ogg': { muxer: 'ogg', mime: 'video/ogg', extension: 'ogg', video: true },
};

/** The muxers of the MP4 family, whose index (moov) is moved to the front so a player starts before the end. */
const FASTSTART_MUXERS = new Set(['mp4', 'mov', 'ipod']);

/** FFmpeg gets this long for a file (a copy, no encoding: far less in practice). */
const FFMPEG_TIMEOUT_MS = 60_000;

/**
 * A clip is at most half the file's length (previewClipSeconds); in bytes it may be a little more than half (a copy
 * cuts at packets, the container has its own overhead), never this share of the file.
 */
const CLIP_MAX_SHARE_OF_FILE = 0.9;

let ffmpegPath: string | null | undefined;

/** The FFmpeg binary installed with the server, or null on a platform it has none for. */
export function ffmpegBinary(): string | null {
  if (ffmpegPath !== undefined) return ffmpegPath;
  try {
    ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    ffmpegPath = null;
  }
  return ffmpegPath;
}

/** Runs FFmpeg with `args`; answers its exit code and what it wrote to stderr. */
export function runFfmpeg(binary: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 64 * 1024) stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), FFMPEG_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** The 'Duration: HH:MM:SS.ss' FFmpeg reports of its input, in seconds; null when it reports none. */
export function durationSeconds(stderr: string): number | null {
  const m = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

/**
 * The first `clipSeconds` of a stored file as a file of the same kind, or of half of it when it is shorter than
 * twice that (previewClipSeconds: a preview is never the whole thing). Null when FFmpeg is missing or cannot read the
 * file, or the clip would be nearly all of it.
 */
export async function ffmpegClip(
  storage: Storage,
  key: string,
  format: ClipFormat,
  clipSeconds: number,
): Promise<Buffer | null> {
  const binary = ffmpegBinary();
  if (!binary) return null;
  const object = await storage.get(key);
  if (!object) return null;
  const dir = await mkdtemp(join(tmpdir(), 'stagepass-clip-'));
  try {
    // FFmpeg reads from a file: an MP4's index may sit at its end, which a pipe could not reach.
    const input = join(dir, 'input');
    await pipeline(object.body, createWriteStream(input));
    const probe = await runFfmpeg(binary, ['-i', input]);
    const duration = durationSeconds(probe.stderr);
    if (duration === null || duration <= 0) return null;
    const seconds = Math.min(clipSeconds, previewClipSeconds(duration));
    const output = join(dir, `clip.${format.extension}`);
    const streams = format.video ? ['-map', '0:v:0', '-map', '0:a:0?'] : ['-map', '0:a:0'];
    const cut = await runFfmpeg(binary, [
      '-v',
      'error',
      '-i',
      input,
      '-t',
      seconds.toFixed(3),
      ...streams,
      '-c',
      format.codec ?? 'copy',
      ...(FASTSTART_MUXERS.has(format.muxer) ? ['-movflags', '+faststart'] : []),
      '-f',
      format.muxer,
      output,
    ]);
    if (cut.code !== 0) return null;
    const clip = await readFile(output);
    // A clip of at most half the length that is nearly the whole file means the container claimed more than it holds
    // (FFmpeg read its length from the header): no preview rather than the whole thing.
    return clip.length > 0 && clip.length < object.size * CLIP_MAX_SHARE_OF_FILE ? clip : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
