import { describe, expect, it } from 'vitest';
import {
  ASSET_PREVIEW_MAX,
  PHOTO_PREVIEW_MAX_SIDE,
  PREVIEW_CLIP_SECONDS,
  PREVIEW_WORDS,
  TEASER_MIN_WORDS,
  TEASER_SHARE,
  bodyTeaser,
  photoPreviewSide,
  previewClipSeconds,
} from './assets';

// What those without access see of a paid or tier-only asset: a share of it, never all of it.

const words = (n: number, word = 'harbor') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');

describe('bodyTeaser: the automatic preview of a body', () => {
  it('shows at most a quarter of the text, cut at a word boundary, and says it goes on', () => {
    // The review's case: a short members-only post of about 208 characters was shown whole.
    const body =
      'Backstage at the Harbor Lights gig we tried the new arrangement of Tide for the first time, and the crowd ' +
      'sang the second chorus back at us before we got there. Here is the set list and what we change next time.';
    const teaser = bodyTeaser(body)!;
    expect(teaser).toBe('Backstage at the Harbor Lights gig we tried the new…');
    const shown = teaser.slice(0, -1);
    expect(body.startsWith(shown)).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(body.length * TEASER_SHARE);
    // Cut between words: the next character of the body is a space.
    expect(body[shown.length]).toBe(' ');
  });

  it('gives a very short body no teaser at all, and never the whole of any body', () => {
    expect(bodyTeaser(words(TEASER_MIN_WORDS - 1))).toBeNull();
    expect(bodyTeaser('Night one at the harbor was loud.')).toBeNull();
    expect(bodyTeaser('')).toBeNull();
    // The first word alone is over the share: nothing rather than a cut word.
    expect(bodyTeaser(`${'x'.repeat(200)} ${words(TEASER_MIN_WORDS)}`)).toBeNull();
    for (let n = TEASER_MIN_WORDS; n < 120; n += 7) {
      const text = words(n);
      const teaser = bodyTeaser(text);
      expect(teaser, String(n)).not.toBeNull();
      expect(teaser!.length - 1, String(n)).toBeLessThanOrEqual(text.length * TEASER_SHARE);
      expect(teaser).not.toBe(text);
    }
  });

  it('keeps to PREVIEW_WORDS words and ASSET_PREVIEW_MAX characters on a long body', () => {
    const teaser = bodyTeaser(words(2000))!;
    expect(teaser.split(' ')).toHaveLength(PREVIEW_WORDS);
    const long = bodyTeaser(words(400, 'y'.repeat(60)))!;
    expect(Array.from(long).length).toBeLessThanOrEqual(ASSET_PREVIEW_MAX);
  });
});

describe('previewClipSeconds: the clip of a song, podcast or video', () => {
  it('is PREVIEW_CLIP_SECONDS of a long file and half of a short one: always shorter than the file', () => {
    expect(previewClipSeconds(240)).toBe(PREVIEW_CLIP_SECONDS);
    expect(previewClipSeconds(PREVIEW_CLIP_SECONDS * 2)).toBe(PREVIEW_CLIP_SECONDS);
    expect(previewClipSeconds(40)).toBe(20);
    expect(previewClipSeconds(PREVIEW_CLIP_SECONDS)).toBe(PREVIEW_CLIP_SECONDS / 2);
    for (const total of [0.05, 1, 12, 29.9, 30, 45, 59.9, 61, 3600])
      expect(previewClipSeconds(total)).toBeLessThan(total);
    expect(previewClipSeconds(0)).toBe(0);
    expect(previewClipSeconds(-3)).toBe(0);
    expect(previewClipSeconds(Number.NaN)).toBe(0);
    expect(previewClipSeconds(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('photoPreviewSide: the preview of a photograph', () => {
  it('is at most 320 px, and at most half the photograph, so it is never the original', () => {
    expect(photoPreviewSide(4000, 3000)).toBe(PHOTO_PREVIEW_MAX_SIDE);
    expect(photoPreviewSide(852, 600)).toBe(PHOTO_PREVIEW_MAX_SIDE);
    expect(photoPreviewSide(300, 200)).toBe(150);
    expect(photoPreviewSide(200, 500)).toBe(250);
    expect(photoPreviewSide(3, 2)).toBe(1);
    expect(photoPreviewSide(1, 1)).toBe(0);
  });
});
