import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Answers that a handler hands to many callers as the same object (the nearby list's answer for one position:
 * events/nearby-cache.ts) are serialized once, and compressed once per encoding, instead of once per request: the
 * `{ data }` body of POST /api as bytes, kept for as long as the answer object lives.
 */

interface Bytes {
  json: Buffer;
  /** How often the answer was sent: its compression is kept from its second time on (below). */
  sent: number;
  br?: Buffer;
  gzip?: Buffer;
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
 * second time on it goes compressed that better way, made once.
 */
export function sharedBody(
  answer: unknown,
  accepted: Accepted | null,
): { body: Buffer; encoding: Encoding | null } | null {
  if (typeof answer !== 'object' || answer === null || !shared.has(answer)) return null;
  let bytes = shared.get(answer);
  if (!bytes || typeof bytes === 'string') {
    const json = typeof bytes === 'string' ? `{"data":${bytes}}` : JSON.stringify({ data: answer });
    bytes = { json: Buffer.from(json), sent: 0 };
    shared.set(answer, bytes);
  }
  bytes.sent += 1;
  if (accepted === null) return { body: bytes.json, encoding: null };
  if (bytes.sent === 1) return { body: compress(bytes.json, accepted.fast, 'fast'), encoding: accepted.fast };
  if (accepted.kept === 'br') return { body: (bytes.br ??= compress(bytes.json, 'br', 'kept')), encoding: 'br' };
  return { body: (bytes.gzip ??= compress(bytes.json, 'gzip', 'kept')), encoding: 'gzip' };
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
