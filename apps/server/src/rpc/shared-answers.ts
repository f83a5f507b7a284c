import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Answers that a handler hands to many callers as the same object (the nearby list's answer for one position:
 * events/nearby-cache.ts) are serialized once, and compressed once per encoding, instead of once per request: the
 * `{ data }` body of POST /api as bytes, kept for as long as the answer object lives.
 */

interface Bytes {
  json: Buffer;
  /** How often the answer was sent: it is compressed from its second time on (below). */
  sent: number;
  br?: Buffer;
  gzip?: Buffer;
}

const shared = new WeakMap<object, Bytes | null>();

/** Marks `answer` as shared: it must not be changed afterwards (it is frozen). */
export function shareAnswer<T extends object>(answer: T): T {
  shared.set(answer, null);
  return Object.freeze(answer);
}

export type Encoding = 'br' | 'gzip';

/**
 * The encodings a client takes, by its Accept-Encoding (RFC 9110 §12.5.3): brotli before gzip when both are taken,
 * none for q=0 or when the header is absent.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
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

const readHeaders = new Map<string, Encoding | null>();

function readEncoding(header: string): Encoding | null {
  const taken = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) taken.add(name);
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

/**
 * The body of `{ data: answer }` and its encoding, or null when `answer` is not a shared one. An answer sent once
 * only (a position nobody else asks from) goes as JSON: compressing it would cost more than serializing it. From its
 * second time on it goes in the encoding asked for, compressed once.
 */
export function sharedBody(
  answer: unknown,
  accepted: Encoding | null,
): { body: Buffer; encoding: Encoding | null } | null {
  if (typeof answer !== 'object' || answer === null || !shared.has(answer)) return null;
  let bytes = shared.get(answer);
  if (!bytes) {
    bytes = { json: Buffer.from(JSON.stringify({ data: answer })), sent: 0 };
    shared.set(answer, bytes);
  }
  bytes.sent += 1;
  if (bytes.sent === 1 || accepted === null) return { body: bytes.json, encoding: null };
  if (accepted === 'br')
    return {
      body: (bytes.br ??= brotliCompressSync(bytes.json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.json.length },
      })),
      encoding: 'br',
    };
  return { body: (bytes.gzip ??= gzipSync(bytes.json)), encoding: 'gzip' };
}
