import { describe, expect, it } from 'vitest';
import {
  ASSET_CONTENT_REQUIRED,
  ASSET_FILE_NOT_FOR_HTML,
  ASSET_UPLOAD_ACCEPTED_MIME,
  assetContentProblem,
  assetSaleFee,
  downloadFilename,
  isAllowedImageUrl,
  isAllowedLinkUrl,
  isEmptyAssetBody,
  playlistEntry,
  playlistName,
  textPreview,
} from './assets';
import type { Fees } from './fees';
import { UPLOAD_ACCEPTED_MIME, uploadKindOf } from './media';

const fees: Fees = {
  booking_pct: 10,
  booking_handling_fee_cents: 300,
  ticket_pct: 5,
  ticket_flat_fee_cents: 99,
  processor_pct: 2.9,
  processor_flat_fee_cents: 30,
  processor_monthly_pct: 0.25,
  subscription_pct: 8,
  currency: 'USD',
};

describe('assets rules', () => {
  it("spec 001 §5: neither asset nor assetData is 'must specify asset or assetData'; content must fit the type", () => {
    expect(assetContentProblem('Blog', { asset: false, assetData: false })).toEqual({
      field: 'asset',
      message: ASSET_CONTENT_REQUIRED,
    });
    expect(assetContentProblem('Song', { asset: false, assetData: false })?.message).toBe(ASSET_CONTENT_REQUIRED);
    expect(assetContentProblem('Newsletter', { asset: true, assetData: false })?.message).toBe(ASSET_FILE_NOT_FOR_HTML);
    expect(assetContentProblem('Video', { asset: false, assetData: true })?.field).toBe('assetData');
    expect(assetContentProblem('Blog', { asset: false, assetData: true })).toBeNull();
    expect(assetContentProblem('Photograph', { asset: true, assetData: false })).toBeNull();
  });

  it('§5 the empty-HTML check: tags, &nbsp; and whitespace are empty; a picture is not', () => {
    for (const html of ['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', null])
      expect(isEmptyAssetBody(html), String(html)).toBe(true);
    expect(isEmptyAssetBody('<p>a</p>')).toBe(false);
    expect(isEmptyAssetBody('<p><img src="/media/a/b.webp"></p>')).toBe(false);
  });

  it('sells at the subscription percentage plus the processor fees, never more than the price', () => {
    // 900 × (8 + 2.9) % = 98.1, + 30 = 128.1 → 128
    expect(assetSaleFee(900, fees)).toBe(128);
    expect(assetSaleFee(20, fees)).toBe(20);
    expect(assetSaleFee(0, fees)).toBe(0);
  });

  it("§3 Audio playlist entry: ' (Preview)' appended in preview mode", () => {
    expect(playlistName('Tide', true)).toBe('Tide (Preview)');
    expect(playlistName('Tide', false)).toBe('Tide');
    expect(playlistEntry({ id: 4, name: 'Tide', creator_name: 'Ada', image: null }, '/x', true)).toEqual({
      singer: 'Ada',
      cover: null,
      musicSrc: '/x',
      asset: 4,
      timestamp: 0,
      name: 'Tide (Preview)',
    });
  });

  it('names downloads safely, and keeps only http(s) links and http(s) or /media/ pictures', () => {
    expect(downloadFilename('Tide & Time / "live"', 'mp3')).toBe('Tide Time live.mp3');
    expect(downloadFilename('***', 'wav')).toBe('asset.wav');
    expect(isAllowedLinkUrl('https://example.com/a')).toBe(true);
    expect(isAllowedLinkUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl(' JAVASCRIPT:alert(1)')).toBe(false);
    expect(isAllowedLinkUrl('//evil.example')).toBe(false);
    expect(isAllowedImageUrl('/media/uploads/ab12.webp')).toBe(true);
    expect(isAllowedImageUrl('/media/../api/x.png')).toBe(false);
    expect(isAllowedImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(textPreview('one two three', 2)).toBe('one two…');
  });
});

describe('asset uploads by media type (spec 001 §9)', () => {
  it('takes every §9 video type for an asset (mov, mp4, ogg, webm), while the gallery keeps to §5', () => {
    const videos = Object.entries(ASSET_UPLOAD_ACCEPTED_MIME).filter(([mime]) => mime.startsWith('video/'));
    expect(videos.map(([, ext]) => ext).sort()).toEqual(['mov', 'mp4', 'ogg', 'webm']);
    for (const [, ext] of videos) expect(uploadKindOf(ext)).toBe('video');
    // Ogg audio (Vorbis, Opus) is not a §9 audio type.
    expect(ASSET_UPLOAD_ACCEPTED_MIME['audio/ogg']).toBeUndefined();
    expect(Object.keys(UPLOAD_ACCEPTED_MIME).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'video/mp4',
      'video/quicktime',
    ]);
  });
});
