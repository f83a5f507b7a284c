import sharp from 'sharp';
import { eventImageSvg } from './event-images';
import { seededRandom } from './random';

// The demo creator commerce's media (seed/commerce.ts), made here with no network and no binary tools: short tunes
// written as PCM WAV (a §9 audio type every browser plays), and pictures drawn from the demo event images' SVG.

/** Samples per second of the generated audio: enough for a tune, small on disk (~44 kB a second). */
export const SEED_AUDIO_RATE = 22_050;
/** Seconds of a seeded song or podcast, and of its preview clip. */
export const SEED_AUDIO_SECONDS = 3;
export const SEED_PREVIEW_SECONDS = 1.2;

/** spec 001 §9 crop ratios: product 0.75 (width / height), asset card 1.42. */
export const PRODUCT_IMAGE = { width: 450, height: 600 } as const;
export const ASSET_COVER = { width: 568, height: 400 } as const;
export const PHOTOGRAPH = { width: 852, height: 600 } as const;
export const PHOTOGRAPH_PREVIEW = { width: 284, height: 200 } as const;

/** A 16-bit mono PCM WAV file of the samples (each in [-1, 1]). */
export function wavBytes(samples: Float32Array, rate = SEED_AUDIO_RATE): Buffer {
  const data = samples.length * 2;
  const out = Buffer.alloc(44 + data);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data, 40);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32_767);
  // WAV is little-endian, as Int16Array is on every machine Node runs on here.
  Buffer.from(pcm.buffer).copy(out, 44);
  return out;
}

const A4 = 440;
const noteHz = (semitonesFromA4: number) => A4 * 2 ** (semitonesFromA4 / 12);
/** A major pentatonic scale over two octaves, in semitones from A4 (it never sounds wrong). */
const PENTATONIC = [-12, -10, -8, -5, -3, 0, 2, 4, 7, 9, 12];

/**
 * The audio of seeded track `index`: a song is a plucked pentatonic melody over a bass note; a podcast a soft
 * two-tone chime then a murmuring, voice-like hum. Deterministic for the same index.
 */
export function renderTrack(kind: 'Song' | 'Podcast', index: number, seconds = SEED_AUDIO_SECONDS): Float32Array {
  const r = seededRandom(0xa0d10 + index * 104_729);
  const n = Math.round(seconds * SEED_AUDIO_RATE);
  const out = new Float32Array(n);
  const t = (i: number) => i / SEED_AUDIO_RATE;
  if (kind === 'Song') {
    const beat = r.between(0.22, 0.32);
    const root = r.pick([-24, -22, -19, -17]);
    const notes = Array.from({ length: Math.ceil(seconds / beat) }, () => noteHz(r.pick(PENTATONIC)));
    for (let i = 0; i < n; i++) {
      const k = Math.floor(t(i) / beat);
      const since = t(i) - k * beat;
      const pluck = Math.exp(-since * 9) * Math.sin(2 * Math.PI * notes[k]! * since);
      const bass = 0.25 * Math.sin(2 * Math.PI * noteHz(root) * t(i));
      out[i] = 0.55 * pluck + bass * 0.8;
    }
  } else {
    const low = noteHz(r.pick([-17, -15, -12]));
    for (let i = 0; i < n; i++) {
      const s = t(i);
      const chime =
        s < 0.8 ? Math.exp(-s * 5) * (Math.sin(2 * Math.PI * 880 * s) + Math.sin(2 * Math.PI * 660 * s)) : 0;
      // Syllable-like bursts: a hum whose loudness rises and falls a few times a second.
      const syllables = s > 0.6 ? Math.max(0, Math.sin(2 * Math.PI * 3.3 * s + r.next() * 0.02)) : 0;
      const hum = Math.sin(2 * Math.PI * low * s) + 0.4 * Math.sin(4 * Math.PI * low * s);
      out[i] = 0.3 * chime + 0.35 * syllables * hum;
    }
  }
  // Fade in and out over 20 ms, so nothing clicks.
  const fade = Math.round(0.02 * SEED_AUDIO_RATE);
  for (let i = 0; i < fade && i < n; i++) {
    out[i]! *= i / fade;
    out[n - 1 - i]! *= i / fade;
  }
  return out;
}

/** The preview clip of a track: its first seconds, fading out. */
export function previewClip(track: Float32Array, seconds = SEED_PREVIEW_SECONDS): Float32Array {
  const n = Math.min(track.length, Math.round(seconds * SEED_AUDIO_RATE));
  const clip = track.slice(0, n);
  const fade = Math.round(0.3 * SEED_AUDIO_RATE);
  for (let i = 0; i < fade && i < n; i++) clip[n - 1 - i]! *= i / fade;
  return clip;
}

/** Demo picture `index` at the given size (cropped to fill), as WebP or JPEG. */
export function renderPicture(
  index: number,
  size: { width: number; height: number },
  format: 'webp' | 'jpeg' = 'webp',
): Promise<Buffer> {
  const img = sharp(Buffer.from(eventImageSvg(index))).resize(size.width, size.height, { fit: 'cover' });
  return (format === 'jpeg' ? img.jpeg({ quality: 78 }) : img.webp({ quality: 78, effort: 2 })).toBuffer();
}
