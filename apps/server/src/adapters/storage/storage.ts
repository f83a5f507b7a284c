import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The object's bytes, or only the range asked for. */
  body: Readable;
  /** Bytes of the whole object (a range's body is shorter). */
  size: number;
  contentType: string;
}

/** Bytes start..end of an object, both inclusive (as HTTP Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * File storage (DESIGN.md §5): local disk in the sandbox, an S3-compatible bucket for real. Keys come
 * from `newMediaKey` (keys.ts); an object is written once under a fresh key and never changed, so it
 * can be cached for good.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores the file at `path` (a local file the caller made and removes afterwards) under `key`, streaming it: a
   * 100 MB video (POST /api/upload) is never held in memory.
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /**
   * null when nothing is stored under the key (or the key is not one we could have made). With a range, only those
   * bytes are read (a seek in a long song reads from the seek, not from the start).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The object's size and type without reading it; null as for get. */
  stat(key: string): Promise<Omit<StoredObject, 'body'> | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}
