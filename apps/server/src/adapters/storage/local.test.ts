import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSafeKey, mediaKeyOf, mediaUrl, newMediaKey } from './keys';
import { createLocalStorage } from './local';
import type { Storage } from './storage';

let dir: string;
let storage: Storage;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stagepass-storage-'));
  storage = createLocalStorage(join(dir, 'uploads'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('local storage (sandbox)', () => {
  it('stores, reads back with size and type, and deletes', async () => {
    const key = newMediaKey('avatars', 'webp');
    await storage.put(key, new TextEncoder().encode('hello'), 'image/webp');
    const got = await storage.get(key);
    expect(got && { size: got.size, contentType: got.contentType, body: await text(got.body) }).toEqual({
      size: 5,
      contentType: 'image/webp',
      body: 'hello',
    });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting twice is fine
    expect(readdirSync(join(dir, 'uploads', 'avatars'))).toEqual([]);
  });

  it('refuses keys that could leave the folder, and never reads outside it', async () => {
    writeFileSync(join(dir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', '/etc/passwd', 'a/../../secret.txt', '.meta/x.json', 'a\\..\\b.txt', 'noext', '']) {
      expect(isSafeKey(key), key).toBe(false);
      await expect(storage.put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/unsafe/);
      expect(await storage.get(key)).toBeNull();
    }
  });

  it('maps keys to /media URLs and back, ignoring URLs it did not make', () => {
    const key = newMediaKey('avatars', 'webp');
    expect(mediaKeyOf(mediaUrl(key))).toBe(key);
    expect(mediaKeyOf('https://cdn.example.com/a.png')).toBeNull();
    expect(mediaKeyOf('/media/../x.png')).toBeNull();
    expect(mediaKeyOf(null)).toBeNull();
  });
});
