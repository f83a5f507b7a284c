import { randomBytes } from 'node:crypto';

/** Served stored media live under this path: `GET /media/<key>`. */
export const MEDIA_PATH_PREFIX = '/media/';

// Folders and a name of letters, digits, '_' and '-', then one extension: no dots elsewhere, so no
// '..' and no hidden names; no leading slash, no backslash. The local store relies on this.
const SAFE_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

/** A fresh, unguessable key in a folder: `avatars/3f9c…e1.webp`. */
export function newMediaKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
  if (!isSafeKey(key)) throw new Error(`unsafe media key ${key}`);
  return key;
}

/** The URL the app serves a stored object at (relative, so it works behind any host name). */
export function mediaUrl(key: string): string {
  return MEDIA_PATH_PREFIX + key;
}

/** The key behind one of our media URLs, or null for anything else (an outside URL, a seeded image). */
export function mediaKeyOf(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_PATH_PREFIX)) return null;
  const key = url.slice(MEDIA_PATH_PREFIX.length);
  return isSafeKey(key) ? key : null;
}
