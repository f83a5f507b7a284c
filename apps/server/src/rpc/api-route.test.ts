import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests } from '@stagepass/contract/registry';
import { createTestApp, PRODUCTION_TEST_KEY, type TestApp } from '../test/test-app';
import { loadConfig } from '../config';
import { rolesOf } from './api-route';
import { handlers } from './handlers';

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'stagepass-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Your time is now</title>');
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    payload: payload as string,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('POST /api', () => {
  it('answers an unknown request name with 404 and its name', async () => {
    const res = await post({ request: 'make_me_admin' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unknown request: make_me_admin', code: 'UNKNOWN_REQUEST' });
  });

  it('names the request field when it is missing', async () => {
    const res = await post({ username: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'request' });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await post('{"request": "login",');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_INPUT');
  });

  it('does not treat inherited object keys as request names', async () => {
    expect((await post({ request: 'constructor' })).statusCode).toBe(404);
    expect((await post({ request: '__proto__' })).statusCode).toBe(404);
  });

  it('accepts a body big enough for a 7.5 MB image as a data URL where a request takes one, and refuses bigger ones with 413', async () => {
    const dataUrl = 'data:image/png;base64,' + 'A'.repeat(Math.ceil((7_500_000 * 4) / 3));
    const fits = await post({ request: 'update_profile_image', media_type: 'image', image: dataUrl });
    expect(fits.statusCode).toBe(401); // read, then refused for want of a session, not for size
    const tooBig = await post({
      request: 'update_profile_image',
      media_type: 'image',
      image: 'A'.repeat(12 * 1024 * 1024),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    // A request without an image field takes a small body (rpc/json-body.test.ts).
    const notAnImage = await post({ request: 'registered_user', email: dataUrl });
    expect([notAnImage.statusCode, notAnImage.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('hides internals of a server failure behind a 500', async () => {
    await t.handle.execute('alter table members rename to members_gone');
    try {
      const res = await post({ request: 'registered_user', email: 'fan@stagepass.test' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
      expect(res.body).not.toMatch(/members|relation|select/i);
    } finally {
      await t.handle.execute('alter table members_gone rename to members');
    }
  });

  it("sends security headers: the API set on its JSON answers, helmet's page set everywhere else", async () => {
    const res = await post({ request: 'registered_user', email: 'a@b.co' });
    expect(res.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    // Headers that steer documents only are not on a JSON answer.
    expect(res.headers['referrer-policy']).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    // Gallery YouTube items embed youtube-nocookie; no other outside frame, and nothing else from it.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)frame-src 'self' https:\/\/www\.youtube-nocookie\.com(;|$)/);
    expect(csp.match(/youtube/g)).toHaveLength(1);
  });

  it('rate-limits each address on /api', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++)
        answers.push(
          await limited.app.inject({
            method: 'POST',
            url: '/api',
            payload: { request: 'registered_user', email: 'a@b.co' },
          }),
        );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      // The limit is told to the client it refuses, not on every answer.
      expect(answers[0]!.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(answers[3]!.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
      expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('account lookups', () => {
  it('answers at most LOOKUP_RATE_LIMIT_MAX lookups a minute per address, whatever is looked up', async () => {
    const limited = await createTestApp({ LOOKUP_RATE_LIMIT_MAX: '3' });
    try {
      const lookup = (request: string, fields: Record<string, unknown>, remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'POST', url: '/api', remoteAddress, payload: { request, ...fields } });
      expect((await lookup('registered_user', { email: 'a@example.com' })).statusCode).toBe(200);
      expect((await lookup('registered_user', { email: 'b@example.com' })).statusCode).toBe(200);
      expect((await lookup('get_member_id', { username: 'someone' })).statusCode).toBe(404);
      const refused = await lookup('registered_user', { email: 'c@example.com' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many account lookups\. Please wait \d+ seconds and try again\.$/);
      // Another address is unaffected, and so are other requests from this one.
      expect((await lookup('registered_user', { email: 'c@example.com' }, '198.51.100.2')).statusCode).toBe(200);
      expect((await lookup('get_fees', {})).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('client addresses behind a proxy', () => {
  it('believes only the trusted hop, so a client cannot dodge the limits with a made-up X-Forwarded-For', async () => {
    const behindProxy = await createTestApp({ LOOKUP_RATE_LIMIT_MAX: '1', TRUST_PROXY_HOPS: '1' });
    try {
      const lookup = (forwardedFor: string) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api',
          remoteAddress: '10.0.0.2', // the proxy
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { request: 'registered_user', email: 'a@example.com' },
        });
      expect((await lookup('6.6.6.6, 198.51.100.9')).statusCode).toBe(200);
      // The same client behind the proxy, claiming another address further out: still limited.
      expect((await lookup('7.7.7.7, 198.51.100.9')).statusCode).toBe(429);
      // Another client of the proxy is not.
      expect((await lookup('198.51.100.10')).statusCode).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('believes no X-Forwarded-For by default, in production too: a server reached directly counts its peer', async () => {
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY }).TRUST_PROXY_HOPS).toBe(0);
    const direct = await createTestApp({ LOOKUP_RATE_LIMIT_MAX: '1' });
    try {
      const lookup = (forwardedFor: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/api',
          remoteAddress: '198.51.100.9', // the client itself
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { request: 'registered_user', email: 'a@example.com' },
        });
      expect((await lookup('6.6.6.6')).statusCode).toBe(200);
      // A forged address is not another client: still limited (with one trusted hop it would be, as above).
      expect((await lookup('7.7.7.7')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('registry', () => {
  it('has a handler for every request in the contract and no others', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(requests).sort());
  });

  it('derives roles from the flags; an agency acting for talent acts as a creator, for a business as the business', () => {
    const base = { isBusiness: false, isSpecialist: false, isAgency: false, agencyAsClient: false };
    expect(rolesOf(base as never)).toEqual(['User']);
    expect(rolesOf({ ...base, agencyAsClient: true } as never)).toEqual(['Specialist']);
    expect(rolesOf({ ...base, isSpecialist: true, agencyAsClient: true } as never)).toEqual(['Specialist']);
    expect(rolesOf({ ...base, isBusiness: true, agencyAsClient: true } as never)).toEqual(['Business']);
    expect(rolesOf({ ...base, isBusiness: true, isAgency: true } as never)).toEqual(['Business', 'Agency']);
  });
});

describe('openapi', () => {
  it('describes every request from its contract', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const name of Object.keys(requests)) {
      expect(doc.components.schemas[`${name}_input`].properties.request).toEqual({ type: 'string', const: name });
    }
    expect(doc.components.schemas.login_input.required).toEqual(expect.arrayContaining(['username', 'password']));
  });
});

describe('web app', () => {
  it('serves index.html for client routes and JSON 404 for unknown API paths', async () => {
    const page = await t.app.inject({ url: '/dash/user-dashboard' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your time is now');
    const api = await t.app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('lists the sandbox mailbox outside production only', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    const prod = await createTestApp({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY });
    try {
      expect((await prod.app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('config', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' });
    expect(c.DATA_DIR).toBe(join(process.cwd(), 'data'));
    // npm runs workspace scripts inside the workspace; ./data still means the folder npm was started in.
    expect(loadConfig({ INIT_CWD: '/srv/stagepass' }).DATA_DIR).toBe('/srv/stagepass/data');
    expect(loadConfig({ INIT_CWD: '/srv/stagepass', DATA_DIR: '/var/lib/stagepass' }).DATA_DIR).toBe(
      '/var/lib/stagepass',
    );
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('refuses a bad setting and names it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      /SECRETS_KEY: must be base64 of 32 bytes/,
    );
  });

  it('refuses to run in production without the key that seals stored tokens', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRETS_KEY: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY }).SECRETS_KEY).toBe(
      PRODUCTION_TEST_KEY,
    );
  });
});
