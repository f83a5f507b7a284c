import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isRequestName, requests, type RequestName } from '@stagepass/contract/registry';
import { AppError } from './app-error';

/**
 * What a `POST /api` body may be, checked while it arrives, before `JSON.parse` sees it:
 * - nested at most MAX_JSON_DEPTH deep: `JSON.parse` over millions of `[` blocks the event loop for seconds, and
 *   no request's input nests more than a few levels (rpc/json-body.test.ts measures every contract);
 * - at most its request's size (bodyLimitOf): the contracts' own maxima, so a request without image or HTML fields
 *   takes a small body and only the image-bearing ones keep the ceiling (API_BODY_LIMIT).
 */
export const MAX_JSON_DEPTH = 32;

/** An image up to 7,500,000 bytes arrives base64 in a data URL: 4/3 of that plus the JSON around it. */
export const API_BODY_LIMIT = 11 * 1024 * 1024;

/** What any request may carry besides its long fields: names, ids, short texts, lists of ids. */
export const SMALL_BODY_LIMIT = 64 * 1024;

/** A character of a string field as JSON bytes at most, as clients send it (UTF-8, up to 3 bytes a UTF-16 unit). */
const BYTES_PER_CHAR = 3;

/** An unknown request name is echoed back at most this long (rpc/api-route.ts). */
export const ECHOED_NAME_MAX = 64;

export const TOO_DEEP = `request: the JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

export function tooLargeMessage(limit: number): string {
  return `The request is too large: this request takes at most ${formatBytes(limit)}.`;
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}

/**
 * The longest text a schema can hold, in characters: its strings' maxima, summed over an object's fields and
 * multiplied by an array's maximum length. A string or array without a maximum counts nothing (SMALL_BODY_LIMIT
 * covers it); a union counts its longest option.
 */
export function longestText(schema: z.ZodType): number {
  const def = schema._zod.def as unknown as ZodDef;
  switch (def.type) {
    case 'string':
      return maxLength(def) ?? 0;
    case 'object':
      return Object.values(def.shape ?? {}).reduce((sum, field) => sum + longestText(field), 0);
    case 'array':
      return (maxLength(def) ?? 1) * longestText(def.element!);
    case 'tuple':
      return (def.items ?? []).reduce((sum, item) => sum + longestText(item), 0);
    case 'union':
      return Math.max(0, ...(def.options ?? []).map(longestText));
    case 'intersection':
      return longestText(def.left!) + longestText(def.right!);
    case 'pipe':
      return Math.max(longestText(def.in!), longestText(def.out!));
    default:
      return def.innerType ? longestText(def.innerType) : 0;
  }
}

interface ZodDef {
  type: string;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
}

function maxLength(def: ZodDef): number | undefined {
  const limits = (def.checks ?? [])
    .map((c) => c._zod.def)
    .flatMap((c) => (c.check === 'max_length' ? [c.maximum!] : c.check === 'length_equals' ? [c.length!] : []));
  return limits.length ? Math.min(...limits) : undefined;
}

const limits = new Map<RequestName, number>(
  (Object.keys(requests) as RequestName[]).map((name) => [
    name,
    Math.min(API_BODY_LIMIT, SMALL_BODY_LIMIT + BYTES_PER_CHAR * longestText(requests[name].input as z.ZodType)),
  ]),
);

/** The largest body a request may be sent with (an unknown name: the small limit, enough for its 404). */
export function bodyLimitOf(name: string | null): number {
  return (name !== null && isRequestName(name) ? limits.get(name) : undefined) ?? SMALL_BODY_LIMIT;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
/** A top-level key or the request's name is kept at most this many bytes while it is read. */
const KEPT_STRING_BYTES = 128;

/**
 * Reads a JSON text as it arrives, byte by byte, without building anything: how deep it nests, how many bytes it
 * has, and the top-level `request` string as soon as it has passed. UTF-8 never puts the bytes it looks for inside
 * a multi-byte character, so chunks may split anywhere. It does not check that the text is JSON: JSON.parse does.
 */
export class JsonBodyScanner {
  bytes = 0;
  depth = 0;
  maxDepth = 0;
  /** The top-level `request` string: undefined until it has passed; null when it was not a plain string. */
  requestName: string | null | undefined = undefined;
  private inString = false;
  private escaped = false;
  /** A top-level object's key or value string being read (its bytes), or null. */
  private kept: number[] | null = null;
  private keptEscaped = false;
  private expectingKey = false;
  private afterColon = false;
  private lastKey: string | null = null;

  /** Reads `chunk`; false once the text nests deeper than `maxDepth` (it stops reading there). */
  feed(chunk: Uint8Array, maxDepth = MAX_JSON_DEPTH): boolean {
    this.bytes += chunk.length;
    // Inside a string only a quote or a backslash matters: the next of each is found natively, once per chunk
    // position, so a long string costs what indexOf does.
    let nextQuote = -2;
    let nextBackslash = -2;
    for (let i = 0; i < chunk.length; i++) {
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          continue;
        }
        if (nextQuote !== -1 && nextQuote < i) nextQuote = chunk.indexOf(QUOTE, i);
        if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = chunk.indexOf(BACKSLASH, i);
        const stop = Math.min(...[nextQuote, nextBackslash].filter((at) => at !== -1), chunk.length);
        this.keep(chunk, i, stop);
        i = stop;
        if (stop === chunk.length) break;
        if (chunk[stop] === BACKSLASH) {
          this.escaped = true;
          this.keptEscaped = true;
        } else {
          this.inString = false;
          this.endString();
        }
        continue;
      }
      const b = chunk[i]!;
      switch (b) {
        case QUOTE:
          this.inString = true;
          this.kept = this.depth === 1 ? [] : null;
          this.keptEscaped = false;
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          if (++this.depth > maxDepth) return false;
          this.maxDepth = Math.max(this.maxDepth, this.depth);
          if (this.depth === 1) this.expectingKey = b === OPEN_BRACE;
          else if (this.depth === 2 && this.afterColon) this.valueNotString();
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          this.depth--;
          break;
        case COMMA:
          if (this.depth === 1) this.expectingKey = true;
          break;
        case COLON:
          if (this.depth === 1) this.afterColon = true;
          break;
        default:
          // A number, true, false or null as a top-level value.
          if (this.depth === 1 && b > 0x20 && this.afterColon) this.valueNotString();
      }
    }
    return true;
  }

  /** Keeps the bytes from..to of a top-level string, up to KEPT_STRING_BYTES in all. */
  private keep(chunk: Uint8Array, from: number, to: number) {
    if (this.kept === null || to <= from) return;
    const room = KEPT_STRING_BYTES - this.kept.length;
    for (let j = from; j < Math.min(to, from + room); j++) this.kept.push(chunk[j]!);
  }

  /** A top-level value that is not a string: a `request` that is not a name. */
  private valueNotString() {
    if (this.lastKey === 'request' && this.requestName === undefined) this.requestName = null;
    this.afterColon = false;
  }

  private endString() {
    if (this.kept === null) return;
    const text = this.keptEscaped ? null : Buffer.from(this.kept).toString('utf8');
    this.kept = null;
    if (this.expectingKey) {
      this.lastKey = text;
      this.expectingKey = false;
    } else if (this.afterColon) {
      if (this.lastKey === 'request' && this.requestName === undefined) this.requestName = text;
      this.afterColon = false;
    }
  }
}

/**
 * The body of `POST /api` as a stream that refuses, while it arrives, a text nested too deep (400) and one larger
 * than its request takes (413), as soon as the request's name has passed (the web client sends it first). A body
 * whose name comes later is read up to the ceiling and checked against its name's limit once parsed
 * (checkBodySize). The scanner stays with the request for that check.
 */
export function guardedJsonBody(payload: NodeJS.ReadableStream, scanner: JsonBodyScanner): Transform {
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const tooLarge = (bytes: number) => {
        if (scanner.requestName === undefined) return null;
        const limit = bodyLimitOf(scanner.requestName);
        return bytes > limit ? new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(limit)) : null;
      };
      const refused = tooLarge(scanner.bytes + chunk.length);
      if (refused) return callback(refused);
      if (!scanner.feed(chunk)) return callback(new AppError('INVALID_INPUT', TOO_DEEP, 'request'));
      callback(tooLarge(scanner.bytes), chunk);
    },
  });
  // Fastify's reader compares the bytes it got with Content-Length, and keeps the limit on what it reads. A refusal
  // after Fastify has stopped listening (its own limit came first) has nobody left to tell.
  guard.on('error', () => {});
  payload.pipe(guard);
  return guard;
}

/** After parsing: the body was no larger than the request it named takes (a name sent after the long fields). */
export function checkBodySize(scanner: JsonBodyScanner | undefined, name: string | null) {
  if (!scanner) return;
  const limit = bodyLimitOf(name);
  if (scanner.bytes > limit) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(limit));
}

/**
 * The JSON parser of every other route (dev pages, webhooks' neighbours): Fastify's own, after the same depth check,
 * under the small body limit the app sets for them.
 */
export function depthCheckedJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (!new JsonBodyScanner().feed(Buffer.from(body as string)))
      return done(new AppError('INVALID_INPUT', TOO_DEEP, 'request'), undefined);
    parseJson(req, body as string, done);
  });
}
