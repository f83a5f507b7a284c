import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { requests, type RequestName } from '@stagepass/contract/registry';
import { useTestApp } from '../test/test-app';
import {
  API_BODY_LIMIT,
  bodyLimitOf,
  ECHOED_NAME_MAX,
  JsonBodyScanner,
  longestText,
  MAX_JSON_DEPTH,
  SMALL_BODY_LIMIT,
  TOO_DEEP,
  tooLargeMessage,
} from './json-body';

// What a POST /api body may be, refused while it arrives (rpc/json-body.ts): nested too deep, or larger than its
// request takes. An outside probe froze the server with one anonymous body nested 4,500,000 deep.

/** `{"request":"get_fees","x":[[[…]]]}` nested `depth` deep: about 2 bytes a level. */
const deepBody = (depth: number) => `{"request":"get_fees","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('the body scanner', () => {
  const scan = (text: string, chunkBytes = text.length) => {
    const scanner = new JsonBodyScanner();
    const bytes = Buffer.from(text);
    let deepEnough = true;
    for (let at = 0; at < bytes.length && deepEnough; at += chunkBytes)
      deepEnough = scanner.feed(bytes.subarray(at, at + chunkBytes));
    return { scanner, deepEnough };
  };

  it("finds the request's name, in one chunk or split anywhere", () => {
    const text = '{ "x": {"request": "no"}, "list": ["request", "b"], "request" : "get_fees", "n": 1}';
    for (const chunk of [text.length, 1, 2, 3, 7])
      expect(scan(text, chunk).scanner.requestName, `chunks of ${chunk}`).toBe('get_fees');
  });

  it('reads strings as strings: brackets, quotes and escapes inside them count nothing', () => {
    const { scanner, deepEnough } = scan(`{"a":"[[[{{{\\"]]]","request":"login","b":"\\\\"}`);
    expect(deepEnough).toBe(true);
    expect(scanner.maxDepth).toBe(1);
    expect(scanner.requestName).toBe('login');
  });

  it('takes a name written with escapes as no name (the small limit applies)', () => {
    expect(scan('{"request":"get_\\u0066ees"}').scanner.requestName).toBeNull();
    expect(scan('{"request":["get_fees"]}').scanner.requestName).toBeNull();
    expect(scan('{"request":1}').scanner.requestName).toBeNull();
    expect(scan('{"other":1,"request":null}').scanner.requestName).toBeNull();
    expect(scan('{"other":[1],"x":{"request":"login"}}').scanner.requestName).toBeUndefined();
  });

  it(`stops at ${MAX_JSON_DEPTH + 1} levels, and not before`, () => {
    const at = (depth: number) => scan('['.repeat(depth) + ']'.repeat(depth), 5).deepEnough;
    expect(at(MAX_JSON_DEPTH)).toBe(true);
    expect(at(MAX_JSON_DEPTH + 1)).toBe(false);
    // It stops reading there: a body of millions of levels costs its first chunk.
    const { scanner } = scan(deepBody(4_500_000), 65_536);
    expect(scanner.bytes).toBe(65_536);
  });
});

describe('each request has the body limit its fields take', () => {
  it('counts the longest text a contract holds', () => {
    expect(longestText(requests.get_fees.input as z.ZodType)).toBe(0);
    expect(longestText(requests.update_profile_image.input as z.ZodType)).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('gives a request without image or HTML fields the small limit, and the image-bearing ones the ceiling', () => {
    for (const name of ['get_fees', 'login', 'user_events_query', 'logout'] satisfies RequestName[])
      expect(bodyLimitOf(name), name).toBeLessThan(128 * 1024);
    for (const name of [
      'update_profile_image',
      'business_create_update_event',
      'create_post',
      'create_asset',
    ] satisfies RequestName[])
      expect(bodyLimitOf(name), name).toBe(API_BODY_LIMIT);
    expect(bodyLimitOf('no_such_request')).toBe(SMALL_BODY_LIMIT);
    expect(bodyLimitOf(null)).toBe(SMALL_BODY_LIMIT);
  });

  it('leaves most requests the small limit', () => {
    const names = Object.keys(requests) as RequestName[];
    const large = names.filter((n) => bodyLimitOf(n) > 256 * 1024);
    expect(large.length).toBeGreaterThan(0);
    expect(large.length).toBeLessThan(names.length / 4);
  });
});

describe('POST /api refuses a hostile body while it arrives', () => {
  const t = useTestApp();
  const post = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api', headers: { 'content-type': 'application/json' }, payload });

  it('answers a body nested too deep with 400 naming the request', async () => {
    const res = await post(deepBody(4_500_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TOO_DEEP, code: 'INVALID_INPUT', field: 'request' });
    // The control: as deep as the limit still parses, and gets to its contract.
    const ok = await post(`{"request":"get_fees"}`);
    expect(ok.statusCode).toBe(200);
  });

  it('answers a body larger than its request takes with 413, whether its name comes first or last', async () => {
    const filler = 'x'.repeat(SMALL_BODY_LIMIT);
    const limit = tooLargeMessage(bodyLimitOf('get_fees'));
    for (const payload of [`{"request":"get_fees","x":"${filler}"}`, `{"x":"${filler}","request":"get_fees"}`]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: limit, code: 'PAYLOAD_TOO_LARGE' });
    }
    // A second `request` key names the request JSON.parse keeps: an image request's limit is not borrowed.
    const borrowed = await post(`{"request":"update_profile_image","x":"${filler}","request":"get_fees"}`);
    expect(borrowed.statusCode).toBe(413);
    // Controls: the same request under its limit, and an image request at 5 MB (anonymous: 401, not 413).
    expect((await post(`{"request":"get_fees","x":"${'x'.repeat(SMALL_BODY_LIMIT / 2)}"}`)).statusCode).toBe(200);
    const image = await post(`{"request":"update_profile_image","image":"${'A'.repeat(5 * 1024 * 1024)}"}`);
    expect(image.statusCode).toBe(401);
  });

  it("repeats at most a short prefix of an unknown request's name", async () => {
    const name = 'a'.repeat(20_000);
    const res = await post(JSON.stringify({ request: name }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Unknown request: ${'a'.repeat(ECHOED_NAME_MAX)}…`);
    expect(res.body.length).toBeLessThan(200);
    // A name of 5 MB is larger than any unknown request takes.
    expect((await post(JSON.stringify({ request: 'a'.repeat(5 * 1024 * 1024) }))).statusCode).toBe(413);
    // The control: a short unknown name is repeated whole.
    expect((await post('{"request":"no_such"}')).json().message).toBe('Unknown request: no_such');
  });
});

/**
 * The longest a plain request waited while `attackers` bodies nested millions deep were being sent, over real HTTP on
 * loopback: plain requests go one after another from the first attack body's start until the last is answered (or
 * refused), so one of them meets whatever the attack holds the server for. The server must keep answering others.
 */
async function plainLatencyUnderAttack(url: URL, plainBody: string, attackers: number): Promise<number> {
  const attack = Buffer.from(deepBody(4_500_000));
  let attacking = true;
  const attacks = Promise.all(
    Array.from(
      { length: attackers },
      () =>
        new Promise<void>((resolve) => {
          const req = httpRequest(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': attack.length },
          });
          req.on('response', (res) => res.resume().on('end', resolve));
          req.on('error', () => resolve()); // a refused body may reset the connection while it is still sent
          req.end(attack);
        }),
    ),
  ).then(() => {
    attacking = false;
  });
  let longest = 0;
  let sent = 0;
  while (attacking || sent === 0) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: plainBody });
    expect(res.status).toBe(200);
    longest = Math.max(longest, performance.now() - started);
    sent++;
    await new Promise((r) => setTimeout(r, 10));
  }
  await attacks;
  return longest;
}

describe('the server keeps answering while bodies nested millions deep arrive', () => {
  const t = useTestApp();
  let url: URL;
  let bare: FastifyInstance;
  let bareUrl: URL;
  beforeAll(async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    url = new URL('/api', address);
    // The control: a Fastify server with the default JSON parser and the same ceiling, no guard.
    bare = Fastify({ bodyLimit: API_BODY_LIMIT });
    bare.post('/api', async () => ({ data: {} }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    bareUrl = new URL(`http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api`);
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers a plain get_fees within 500 ms, where a server parsing them stalls for seconds', async () => {
    const latency = await plainLatencyUnderAttack(url, '{"request":"get_fees"}', 4);
    expect(latency).toBeLessThan(500);
    const stalled = await plainLatencyUnderAttack(bareUrl, '{}', 2);
    expect(stalled).toBeGreaterThan(1000);
  }, 60_000);
});
