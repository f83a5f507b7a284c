import sharp from 'sharp';
import { PREVIEW_CLIP_SECONDS, photoPreviewSide, previewClipSeconds } from '@stagepass/domain/assets';
import type { Storage } from '../../adapters/storage/storage';
import { FFMPEG_CLIPS, ffmpegClip } from './ffmpeg-clip';

// Previews of asset files (issue 14: 'Songs and podcasts get a preview clip'; spec 001 §2: photographs show 'the
// preview image in preview mode'). Made on the server without a codec: an MP3 is cut at a frame boundary once about
// PREVIEW_CLIP_SECONDS of frames are in; a WAV keeps its header, rewritten for the first PREVIEW_CLIP_SECONDS of
// samples. Other audio (M4A, FLAC, AAC) and videos (MP4, MOV, WebM, Ogg) are cut by FFmpeg (ffmpeg-clip.ts): the
// first seconds, copied without re-encoding into the same container. A file shorter than twice the clip gives half of
// itself (domain previewClipSeconds), so a preview is never the whole thing; a photograph's preview is a smaller copy
// (domain photoPreviewSide), never the photograph itself.

export interface Preview {
  bytes: Buffer;
  mime: string;
  extension: string;
}

/** How much of a file is read to cut its clip: an MP3's ID3 tag (cover art) and 30 s of frames fit easily. */
const MP3_READ_MAX = 8 * 1024 * 1024;
/** 30 s of 96 kHz 24-bit stereo PCM is 17 MB. */
const WAV_READ_MAX = 24 * 1024 * 1024;

/** The preview of a stored file of this MIME type, or null when none is made for it. */
export async function makePreview(storage: Storage, key: string, mime: string, size: number): Promise<Preview | null> {
  if (mime === 'audio/mpeg') {
    const head = await readHead(storage, key, MP3_READ_MAX);
    if (!head) return null;
    const clip = mp3Clip(head, head.length >= size);
    return clip ? { bytes: clip, mime: 'audio/mpeg', extension: 'mp3' } : null;
  }
  if (mime === 'audio/wav') {
    const head = await readHead(storage, key, WAV_READ_MAX);
    if (!head) return null;
    const clip = wavClip(head, head.length >= size);
    return clip ? { bytes: clip, mime: 'audio/wav', extension: 'wav' } : null;
  }
  const clip = FFMPEG_CLIPS[mime];
  if (clip) {
    const bytes = await ffmpegClip(storage, key, clip, PREVIEW_CLIP_SECONDS);
    return bytes ? { bytes, mime: clip.mime, extension: clip.extension } : null;
  }
  if (mime.startsWith('image/')) {
    const head = await readHead(storage, key, 16 * 1024 * 1024);
    const bytes = head ? await photoPreview(head) : null;
    return bytes ? { bytes, mime: 'image/webp', extension: 'webp' } : null;
  }
  return null;
}

/** The first `max` bytes of a stored object (all of it when smaller); null when it is gone. */
export async function readHead(storage: Storage, key: string, max: number): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of object.body) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buf);
      length += buf.length;
      if (length >= max) break;
    }
  } finally {
    object.body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, max);
}

/**
 * A photograph's preview, for those without access: small (at most 320 px, and at most half the photograph, on its
 * longer side: photoPreviewSide) and plain, without the original's metadata. null for a picture too small to reduce.
 */
export async function photoPreview(image: Buffer): Promise<Buffer | null> {
  const { width, height } = await sharp(image, { limitInputPixels: 64_000_000 }).metadata();
  const side = photoPreviewSide(width ?? 0, height ?? 0);
  if (side < 1) return null;
  return sharp(image, { limitInputPixels: 64_000_000 })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 55 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// MP3 (MPEG-1/2/2.5 audio, layers I to III)

const BITRATES_KBPS: Record<string, readonly number[]> = {
  'v1-l1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  'v1-l2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  'v1-l3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  'v2-l1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  'v2-l2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  'v2-l3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3Frame {
  length: number;
  samples: number;
  sampleRate: number;
}

/** The MPEG audio frame whose header starts at `at`, or null when the bytes there are not one. */
export function mp3FrameAt(buf: Buffer, at: number): Mp3Frame | null {
  if (at + 4 > buf.length) return null;
  const [b0, b1, b2] = [buf[at]!, buf[at + 1]!, buf[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3;
  const layer = (b1 >> 1) & 3;
  const bitrateIndex = (b2 >> 4) & 0xf;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const layerNo = 4 - layer; // 3 → I, 2 → II, 1 → III
  const table = BITRATES_KBPS[`${version === 3 ? 'v1' : 'v2'}-l${layerNo}`]!;
  const bitrate = table[bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  const samples = layerNo === 1 ? 384 : layerNo === 2 || version === 3 ? 1152 : 576;
  const length =
    layerNo === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return length >= 4 ? { length, samples, sampleRate } : null;
}

/** Where the audio starts: past an ID3v2 tag (and its footer), if any. */
function afterId3(buf: Buffer): number {
  if (buf.length < 10 || buf.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7) | (buf[9]! & 0x7f);
  return 10 + size + (buf[5]! & 0x10 ? 10 : 0);
}

/**
 * The first frames of an MP3 up to a frame boundary just past PREVIEW_CLIP_SECONDS. When the whole run of frames is
 * known (`complete`: the buffer holds the whole file; or the frames stop before the buffer ends, what follows being
 * no audio), the clip is measured against it (previewClipSeconds: half of one shorter than twice the clip), and is
 * always at least a frame short of it. The first audio frame is the one followed by another (a lone 0xFFE in a tag is
 * not a frame); a Xing/Info/VBRI header frame (it states the whole song's length) is left out. null when no run of
 * frames is found, or it is too short to clip.
 */
export function mp3Clip(buf: Buffer, complete: boolean): Buffer | null {
  let start = afterId3(buf);
  const scanEnd = Math.min(buf.length, start + 64 * 1024);
  for (; start < scanEnd; start++) {
    const frame = mp3FrameAt(buf, start);
    if (frame && mp3FrameAt(buf, start + frame.length)) break;
  }
  if (start >= scanEnd) return null;
  const first = mp3FrameAt(buf, start)!;
  const tag = buf.toString('latin1', start, Math.min(buf.length, start + Math.min(first.length, 64)));
  if (/Xing|Info|VBRI/.test(tag)) start += first.length;

  // Every frame's end, and the seconds up to it, as far as the frames go in the buffer.
  const ends: { end: number; seconds: number }[] = [];
  let at = start;
  let seconds = 0;
  for (;;) {
    const frame = mp3FrameAt(buf, at);
    if (!frame || at + frame.length > buf.length) break;
    at += frame.length;
    seconds += frame.samples / frame.sampleRate;
    ends.push({ end: at, seconds });
    if (!complete && seconds >= PREVIEW_CLIP_SECONDS * 2) break;
  }
  if (ends.length === 0) return null;
  // The run ended inside the buffer: bytes follow that are no frame (a truncated last frame is the buffer's end).
  const runEnded = complete || (at + 4 <= buf.length && mp3FrameAt(buf, at) === null);
  const wanted = runEnded ? previewClipSeconds(seconds) : PREVIEW_CLIP_SECONDS;
  let frames = ends.findIndex((e) => e.seconds >= wanted) + 1 || ends.length;
  if (runEnded) frames = Math.min(frames, ends.length - 1);
  if (frames < 1) return null;
  return buf.subarray(start, ends[frames - 1]!.end);
}

/** The length in seconds of the run of frames starting at `at`. */
export function mp3Seconds(buf: Buffer, at: number): number {
  let seconds = 0;
  let frame = mp3FrameAt(buf, at);
  while (frame && at + frame.length <= buf.length) {
    seconds += frame.samples / frame.sampleRate;
    at += frame.length;
    frame = mp3FrameAt(buf, at);
  }
  return seconds;
}

// ---------------------------------------------------------------------------------------------
// WAV (RIFF WAVE)

/**
 * A WAV of the first PREVIEW_CLIP_SECONDS of samples (half of a file shorter than twice that: previewClipSeconds): the
 * original fmt chunk, and a data chunk cut to whole sample frames, with the RIFF and data sizes rewritten. With the
 * whole file in `buf` (`complete`), its length is the samples really there, whatever the header says, so a header
 * claiming more than the file holds cannot make the clip the whole file. null when `buf` is not a WAV with fmt before
 * data, or too short to clip.
 */
export function wavClip(buf: Buffer, complete = false): Buffer | null {
  if (buf.length < 12 || buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WAVE')
    return null;
  let at = 12;
  let fmt: Buffer | null = null;
  while (at + 8 <= buf.length) {
    const id = buf.toString('latin1', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (size < 16 || at + 8 + size > buf.length) return null;
      fmt = buf.subarray(at, at + 8 + size + (size % 2));
    } else if (id === 'data') {
      if (!fmt) return null;
      const byteRate = fmt.readUInt32LE(8 + 8);
      const blockAlign = fmt.readUInt16LE(8 + 12);
      if (byteRate === 0 || blockAlign === 0) return null;
      const available = Math.min(size, buf.length - (at + 8));
      const total = complete ? available : size;
      const wanted = previewClipSeconds(total / byteRate) * byteRate;
      const length = Math.floor(Math.min(wanted, available) / blockAlign) * blockAlign;
      if (length <= 0) return null;
      const header = Buffer.alloc(12);
      header.write('RIFF', 0, 'latin1');
      header.writeUInt32LE(4 + fmt.length + 8 + length + (length % 2), 4);
      header.write('WAVE', 8, 'latin1');
      const dataHeader = Buffer.alloc(8);
      dataHeader.write('data', 0, 'latin1');
      dataHeader.writeUInt32LE(length, 4);
      const pad = length % 2 ? Buffer.alloc(1) : Buffer.alloc(0);
      return Buffer.concat([header, fmt, dataHeader, buf.subarray(at + 8, at + 8 + length), pad]);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
