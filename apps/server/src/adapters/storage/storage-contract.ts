import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isSafeKey, newMediaKey } from './keys';
import type { Storage } from './storage';

export interface StorageContractHooks {
  /** Whether the backend itself still holds anything for the key (files on disk, objects in the bucket). */
  holds(key: string): boolean | Promise<boolean>;
  /** Runs before the unsafe-key checks, e.g. to plant a file those keys would reach. */
  beforeUnsafeKeys?(): void | Promise<void>;
}

/** Keys that must be refused by every store: they could leave the folder, hide, or have no extension. */
export const UNSAFE_KEYS = [
  '../secret.txt',
  '/etc/passwd',
  'a/../../secret.txt',
  '.meta/x.json',
  'a\\..\\b.txt',
  'noext',
  '',
];

/** The behaviour every `Storage` shares (DESIGN.md §5): run by local.test.ts and s3.test.ts alike. */
export function storageContract(name: string, storage: () => Storage, hooks: StorageContractHooks) {
  describe(`${name}: the Storage contract`, () => {
    it('stores, reads back with size and type, and deletes', async () => {
      const key = newMediaKey('avatars', 'webp');
      await storage().put(key, new TextEncoder().encode('hello'), 'image/webp');
      const got = await storage().get(key);
      expect(got && { size: got.size, contentType: got.contentType, body: await text(got.body) }).toEqual({
        size: 5,
        contentType: 'image/webp',
        body: 'hello',
      });
      await storage().delete(key);
      expect(await storage().get(key)).toBeNull();
      await storage().delete(key); // deleting twice is fine
      expect(await hooks.holds(key)).toBe(false);
    });

    it('keeps binary bytes exact', async () => {
      const key = newMediaKey('avatars', 'png');
      const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) & 0xff);
      await storage().put(key, bytes, 'image/png');
      const got = await storage().get(key);
      expect(got?.size).toBe(3000);
      const chunks: Buffer[] = [];
      for await (const chunk of got!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
    });

    it('reads a byte range alone, and tells the whole size without reading (stat)', async () => {
      const key = newMediaKey('assets', 'mp3');
      const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) & 0xff);
      await storage().put(key, bytes, 'audio/mpeg');
      expect(await storage().stat(key)).toEqual({ size: 70_000, contentType: 'audio/mpeg' });
      const got = await storage().get(key, { start: 65_000, end: 65_999 });
      expect(got?.size).toBe(70_000);
      const chunks: Buffer[] = [];
      for await (const chunk of got!.body) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(Buffer.from(bytes.subarray(65_000, 66_000)))).toBe(true);
      expect(await storage().stat(newMediaKey('assets', 'mp3'))).toBeNull();
    });

    it('stores a file from disk by streaming it (putFile), byte for byte', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'stagepass-putfile-'));
      try {
        const source = join(dir, 'clip.part');
        const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 13) & 0xff);
        writeFileSync(source, bytes);
        const key = newMediaKey('uploads', 'mp4');
        await storage().putFile(key, source, 'video/mp4');
        const got = await storage().get(key);
        expect([got?.size, got?.contentType]).toEqual([70_000, 'video/mp4']);
        const chunks: Buffer[] = [];
        for await (const chunk of got!.body) chunks.push(chunk as Buffer);
        expect(Buffer.concat(chunks).equals(Buffer.from(bytes))).toBe(true);
        await expect(storage().putFile('../escape.mp4', source, 'video/mp4')).rejects.toThrow(/unsafe/);
        await storage().delete(key);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('answers null for a key with nothing stored, and deleting it is not an error', async () => {
      const key = newMediaKey('avatars', 'webp');
      expect(await storage().get(key)).toBeNull();
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the folder, and never reads outside it', async () => {
      await hooks.beforeUnsafeKeys?.();
      for (const key of UNSAFE_KEYS) {
        expect(isSafeKey(key), key).toBe(false);
        await expect(storage().put(key, new Uint8Array([1]), 'text/plain')).rejects.toThrow(/unsafe/);
        expect(await storage().get(key)).toBeNull();
        await storage().delete(key);
      }
    });
  });
}
