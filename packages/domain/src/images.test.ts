import { describe, expect, it } from 'vitest';
import {
  base64DecodedLength,
  detectImageFormat,
  imageDimensionsProblem,
  imageTooLargeMessage,
  isImageSizeAllowed,
  isUploadableImage,
  parseBase64DataUrl,
} from './images';
import { IMAGE_TOO_SMALL_MESSAGE } from './limits';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('detectImageFormat', () => {
  it('reads the magic bytes, not the name', () => {
    expect(detectImageFormat(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(detectImageFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectImageFormat(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(detectImageFormat(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(detectImageFormat(new TextEncoder().encode('hello, I am a text file'))).toBeNull();
    expect(detectImageFormat(bytes(0x89, 0x50))).toBeNull();
  });

  it('lets only JPEG and PNG be uploaded (spec 000 §5)', () => {
    expect(isUploadableImage(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe(true);
    expect(isUploadableImage(new TextEncoder().encode('GIF87a'))).toBe(false);
  });
});

describe('limits', () => {
  it('allows 7,500,000 bytes and no more', () => {
    expect(isImageSizeAllowed(7_500_000)).toBe(true);
    expect(isImageSizeAllowed(7_500_001)).toBe(false);
  });

  it('words the size message for each use', () => {
    expect(imageTooLargeMessage('profile')).toBe('Your profile picture must be less than 7.5 MB.');
    expect(imageTooLargeMessage('post')).toBe('Your post image must be less than 7.5 MB.');
    expect(imageTooLargeMessage('image')).toBe('Your image must be less than 7.5 MB.');
  });

  it('needs both sides at least 150 px', () => {
    expect(imageDimensionsProblem(150, 150)).toBeNull();
    expect(imageDimensionsProblem(149, 1000)).toBe(IMAGE_TOO_SMALL_MESSAGE);
    expect(imageDimensionsProblem(1000, 149)).toBe(IMAGE_TOO_SMALL_MESSAGE);
  });
});

describe('data URLs', () => {
  it('splits a base64 data URL and counts its bytes without decoding', () => {
    const b64 = btoa('hello!!');
    expect(parseBase64DataUrl(`data:image/PNG;base64,${b64}`)).toEqual({ mimeType: 'image/png', base64: b64 });
    expect(base64DecodedLength(b64)).toBe(7);
    expect(base64DecodedLength(btoa('a'))).toBe(1);
    expect(base64DecodedLength(btoa('ab'))).toBe(2);
    expect(base64DecodedLength(btoa('abc'))).toBe(3);
    expect(base64DecodedLength('YWI')).toBe(2);
  });

  it('refuses what is not a base64 data URL', () => {
    expect(parseBase64DataUrl('https://example.com/a.png')).toBeNull();
    expect(parseBase64DataUrl('data:image/png,rawtext')).toBeNull();
    expect(parseBase64DataUrl('data:image/png;base64,not*base64')).toBeNull();
    expect(parseBase64DataUrl('data:image/png;base64,A')).toBeNull();
  });
});
