import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { isSafeKey } from './keys';
import type { Storage } from './storage';

/** Content types sit beside the files in a folder no key can name (keys never start with a dot). */
const META_DIR = '.meta';

/**
 * The sandbox store: files on local disk under `root` (`${DATA_DIR}/uploads`). Only keys that pass
 * isSafeKey are accepted, and every path is checked to stay under the root as well.
 */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string, meta = false) => {
    if (!isSafeKey(key)) return null;
    const path = resolve(base, ...(meta ? [META_DIR, `${key}.json`] : [key]));
    return path.startsWith(base + sep) ? path : null;
  };

  // Written to a temporary name and renamed, so a reader never sees half a file.
  async function writeAtomically(path: string, data: Uint8Array | string | { copyOf: string }) {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (typeof data === 'object' && 'copyOf' in data) await copyFile(data.copyOf, tmp);
      else await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  async function statOf(key: string) {
    const path = pathOf(key);
    const meta = pathOf(key, true);
    if (!path || !meta) return null;
    try {
      const [info, type] = await Promise.all([stat(path), readFile(meta, 'utf8')]);
      if (!info.isFile()) return null;
      const { contentType } = JSON.parse(type) as { contentType: string };
      return { size: info.size, contentType };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const path = pathOf(key);
      const meta = pathOf(key, true);
      if (!path || !meta) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await writeAtomically(path, bytes);
      await writeAtomically(meta, JSON.stringify({ contentType }));
    },
    async putFile(key, source, contentType) {
      const path = pathOf(key);
      const meta = pathOf(key, true);
      if (!path || !meta) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
      await writeAtomically(path, { copyOf: source });
      await writeAtomically(meta, JSON.stringify({ contentType }));
    },
    async get(key, range) {
      const found = await statOf(key);
      const path = pathOf(key);
      if (!found || !path) return null;
      return { ...found, body: createReadStream(path, range ? { start: range.start, end: range.end } : {}) };
    },
    stat: statOf,
    async delete(key) {
      const path = pathOf(key);
      const meta = pathOf(key, true);
      if (!path || !meta) return;
      await rm(path, { force: true });
      await rm(meta, { force: true });
    },
  };
}

/** `${DATA_DIR}/uploads`, where the sandbox keeps uploads. */
export function localUploadsDir(dataDir: string): string {
  return join(resolve(dataDir), 'uploads');
}
