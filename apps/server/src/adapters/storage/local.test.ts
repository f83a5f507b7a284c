import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaKeyOf, mediaUrl, newMediaKey } from './keys';
import { createLocalStorage } from './local';
import type { Storage } from './storage';
import { storageContract } from './storage-contract';

let dir: string;
let storage: Storage;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagepass-storage-'));
  storage = createLocalStorage(join(dir, 'uploads'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

storageContract('local storage (sandbox)', () => storage, {
  holds(key) {
    // Neither the file nor its content type is left behind.
    expect(readdirSync(join(dir, 'uploads', 'avatars'))).toEqual([]);
    return existsSync(join(dir, 'uploads', key)) || existsSync(join(dir, 'uploads', '.meta', `${key}.json`));
  },
  // A file one level above the uploads folder, where '../secret.txt' would lead.
  beforeUnsafeKeys: () => writeFileSync(join(dir, 'secret.txt'), 'secret'),
});

describe('local storage (sandbox)', () => {
  it('maps keys to /media URLs and back, ignoring URLs it did not make', () => {
    const key = newMediaKey('avatars', 'webp');
    expect(mediaKeyOf(mediaUrl(key))).toBe(key);
    expect(mediaKeyOf('https://cdn.example.com/a.png')).toBeNull();
    expect(mediaKeyOf('/media/../x.png')).toBeNull();
    expect(mediaKeyOf(null)).toBeNull();
  });
});
