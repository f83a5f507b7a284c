// Id encoding and random strings of spec 000 §9 and spec 001 §9.

import { ID_OFFSET } from './limits';

export { ID_OFFSET };

/** spec 001 §9: numeric ids carry the offset when they appear in links. */
export function encodeId(n: number): number {
  return n + ID_OFFSET;
}

/**
 * spec 001 §9: removes the offset from an id read from a link. Links are user input, so anything
 * that is not a whole number, or decodes below 1 (no such row), is null rather than a bad query.
 */
export function decodeId(value: number | string): number | null {
  let n: number;
  if (typeof value === 'string') {
    if (!/^\d+$/.test(value)) return null;
    n = Number(value);
  } else {
    n = value;
  }
  if (!Number.isSafeInteger(n)) return null;
  const id = n - ID_OFFSET;
  return id >= 1 ? id : null;
}

/** spec 000 §9 / 001 §9: random strings use these 62 letters and digits. */
export const RANDOM_STRING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The one method of Web Crypto used here; a parameter so tests can feed known bytes. */
export interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

// 248 = 4 × 62: bytes from 248 to 255 are thrown away, otherwise the first 8 characters of the
// alphabet would come up more often than the rest (modulo bias). Random strings are used for
// nonces, so an uneven draw would weaken them.
const UNBIASED_LIMIT = 256 - (256 % RANDOM_STRING_ALPHABET.length);

export function randomString(length: number, source: RandomSource = globalThis.crypto): string {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`randomString length must be a non-negative integer, got ${length}`);
  }
  let out = '';
  while (out.length < length) {
    // Ask for a little more than needed: about 3% of bytes are rejected.
    const bytes = source.getRandomValues(new Uint8Array(Math.ceil((length - out.length) * 1.1) + 1));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      out += RANDOM_STRING_ALPHABET[byte % RANDOM_STRING_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return out;
}
