import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

/**
 * Answers that a handler hands to many callers as the same object (the nearby list's answer for one position:
 * events/nearby-cache.ts) are serialized once, and compressed once per encoding, instead of once per request: the
 * `{ data }` body of POST /api as bytes, kept for as long as the answer object lives.
 */

interface Bytes {
  json: Buffer;
  /** How often the answer was sent: its compression is kept from its second time on (below). */
  sent: number;
  /** Its compression by encoding, kept from its second sending on. */
  kept: { br?: Buffer; gzip?: Buffer };
  /** The encodings whose kept compression is made again at its best, or being made (compressAtBest). */
  best?: Set<Encoding>;
}

/** By shared answer: its bytes once made, or the JSON it was shared with, or null till its first sending. */
const shared = new WeakMap<object, Bytes | string | null>();

/**
 * Marks `answer` as shared: it must not be changed afterwards (it is frozen). `json`, when given, is the answer as
 * JSON.stringify writes it, made by the caller from parts it keeps (features/events/nearby-cache.ts).
 */
export function shareAnswer<T extends object>(answer: T, json?: string): T {
  shared.set(answer, json ?? null);
  return Object.freeze(answer);
}

export type Encoding = 'br' | 'gzip';

/**
 * The encodings a client takes, for the two ways an answer is compressed: `kept`, once for everyone who gets it
 * (brotli before gzip: smaller), and `fast`, for one client only (gzip before brotli: at its fastest, gzip is
 * faster than brotli at its fastest and about as small).
 */
export interface Accepted {
  kept: Encoding;
  fast: Encoding;
}

/** What a client takes, by its Accept-Encoding (RFC 9110 §12.5.3): none for q=0 or when the header is absent. */
export function acceptedEncoding(header: string | string[] | undefined): Accepted | null {
  if (header === undefined) return null;
  if (typeof header === 'string') {
    // Clients send a handful of distinct headers ('gzip, deflate, br, zstd'): each is read once.
    const known = readHeaders.get(header);
    if (known !== undefined) return known;
    if (readHeaders.size >= 64) readHeaders.clear();
    const read = readEncoding(header);
    readHeaders.set(header, read);
    return read;
  }
  return readEncoding(header.join(','));
}

const readHeaders = new Map<string, Accepted | null>();

function readEncoding(header: string): Accepted | null {
  const taken = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) taken.add(name);
  }
  const gzip = taken.has('gzip') || taken.has('*');
  if (taken.has('br')) return Object.freeze({ kept: 'br', fast: gzip ? 'gzip' : 'br' });
  return gzip ? Object.freeze({ kept: 'gzip', fast: 'gzip' }) : null;
}

/**
 * The body of `{ data: answer }` and its encoding, or null when `answer` is not a shared one. An answer sent once only
 * (a position nobody else asks from) is compressed fast, for that one client, and not kept: about a sixth of its JSON
 * already, where the compression kept for a shared answer costs over twice as long for a quarter less. From its
 * second time on it goes compressed that better way, made once; from its tenth, at the encoding's best, made once
 * in the background (compressAtBest).
 */
export function sharedBody(
  answer: unknown,
  accepted: Accepted | null,
): { body: Buffer; encoding: Encoding | null } | null {
  if (typeof answer !== 'object' || answer === null || !shared.has(answer)) return null;
  let bytes = shared.get(answer);
  if (!bytes || typeof bytes === 'string') {
    const json = typeof bytes === 'string' ? `{"data":${bytes}}` : JSON.stringify({ data: answer });
    bytes = { json: Buffer.from(json), sent: 0, kept: {} };
    shared.set(answer, bytes);
  }
  bytes.sent += 1;
  if (accepted === null) return { body: bytes.json, encoding: null };
  if (bytes.sent === 1) return { body: compress(bytes.json, accepted.fast, 'fast'), encoding: accepted.fast };
  const encoding = accepted.kept;
  const body = (bytes.kept[encoding] ??= compress(bytes.json, encoding, 'kept'));
  if (bytes.sent >= BEST_AFTER_SENDS && compressingAtBest === null && !bytes.best?.has(encoding))
    compressAtBest(bytes, encoding);
  return { body, encoding };
}

/** An answer sent this often is one many ask for: its kept compression is made again at its best (compressAtBest). */
export const BEST_AFTER_SENDS = 10;

/** The compression at its best being made, if one is: one at a time. */
let compressingAtBest: Promise<void> | null = null;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a much-asked answer again at the encoding's best (brotli's quality 11: about 3.1 KB for a 30 KB page
 * of cards where quality 5 makes 3.6 KB; gzip's level 9), on libuv's thread pool, and sends those bytes from then
 * on. At about 35 ms for that page, it is too slow to make while a client waits, but it is made once for every
 * later sending. One runs at a time, so after a write has emptied the nearby cache, the answers asked for again
 * take at most one thread of the pool between them; an answer that finds one running waits for a later sending.
 */
function compressAtBest(bytes: Bytes, encoding: Encoding) {
  (bytes.best ??= new Set()).add(encoding);
  const made =
    encoding === 'br'
      ? brotliAsync(bytes.json, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.json.length,
          },
        })
      : gzipAsync(bytes.json, { level: constants.Z_BEST_COMPRESSION });
  compressingAtBest = made.then(
    (best) => {
      if (best.length < bytes.kept[encoding]!.length) bytes.kept[encoding] = best;
      compressingAtBest = null;
    },
    // zlib fails only when it cannot allocate its state: the kept bytes are still right, only larger.
    () => {
      compressingAtBest = null;
    },
  );
}

/** Resolves once the compression at its best being made, if any, is in use (for tests). */
export function compressedAtBest(): Promise<void> {
  return compressingAtBest ?? Promise.resolve();
}

/**
 * For a 30 KB page of cards: brotli's quality 1 makes about 4.9 KB in 0.1 ms, its quality 5 about 3.6 KB in 0.2 ms;
 * gzip's level 1 about 4.7 KB in 0.06 ms, its default (6) 3.9 KB in 0.16 ms.
 */
function compress(json: Buffer, encoding: Encoding, use: 'fast' | 'kept'): Buffer {
  if (encoding === 'gzip') return gzipSync(json, { level: use === 'fast' ? 1 : constants.Z_DEFAULT_COMPRESSION });
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: use === 'fast' ? 1 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}
