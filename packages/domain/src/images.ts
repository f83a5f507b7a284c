// Image upload checks of spec 000 §5 and §9 that need no decoder: the type by its first bytes, the
// size, the dimensions and the data URL the image travels in. The upload dialog runs them on the file
// it read; the server runs them again on what arrived, since a client can send anything.

import {
  IMAGE_MAX_BYTES,
  IMAGE_MIN_SIDE_PX,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_SMALL_MESSAGE,
  POST_IMAGE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
} from './limits';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** spec 000 §5: only JPG and PNG may be uploaded. */
export const UPLOADABLE_IMAGE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png'];

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The format by its magic bytes, never by name or declared type. JPEG: FF D8 FF. PNG: the 8-byte
 * signature. GIF and WebP are recognised so they can be refused by name.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export function isUploadableImage(bytes: Uint8Array): boolean {
  const format = detectImageFormat(bytes);
  return format !== null && UPLOADABLE_IMAGE_FORMATS.includes(format);
}

/** What the image is for: spec 000 §5 words the size message for each. */
export type ImageUse = 'image' | 'profile' | 'post';

export function imageTooLargeMessage(use: ImageUse): string {
  if (use === 'profile') return PROFILE_PICTURE_TOO_LARGE_MESSAGE;
  if (use === 'post') return POST_IMAGE_TOO_LARGE_MESSAGE;
  return IMAGE_TOO_LARGE_MESSAGE;
}

/**
 * spec 000 §5 / §9: at most 7,500,000 bytes. The spec says 'under' in one place; issue #4 settles the
 * edge as '7,500,000 bytes or less', which is also what IMAGE_MAX_BYTES reads as a maximum.
 */
export function isImageSizeAllowed(byteLength: number): boolean {
  return byteLength <= IMAGE_MAX_BYTES;
}

/** spec 000 §5: both sides at least 150 px; null when the image is big enough. */
export function imageDimensionsProblem(width: number, height: number): string | null {
  return width >= IMAGE_MIN_SIDE_PX && height >= IMAGE_MIN_SIDE_PX ? null : IMAGE_TOO_SMALL_MESSAGE;
}

export interface ParsedDataUrl {
  /** The declared type, lower case; informative only, the bytes decide. */
  mimeType: string;
  /** The base64 payload, whitespace removed. */
  base64: string;
}

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A base64 data URL (`data:image/png;base64,...`), or null when it is not one: images arrive this way
 * in JSON (DESIGN.md §2). The payload is checked to be base64 so decoding cannot silently skip junk.
 */
export function parseBase64DataUrl(url: string): ParsedDataUrl | null {
  const head = DATA_URL.exec(url);
  if (!head) return null;
  const base64 = url.slice(head[0].length).replace(/\s+/g, '');
  if (base64.length % 4 === 1 || !BASE64.test(base64)) return null;
  return { mimeType: (head[1] ?? 'text/plain').toLowerCase(), base64 };
}

/** The number of bytes a valid base64 string decodes to, without decoding it. */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
