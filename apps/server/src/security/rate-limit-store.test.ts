import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { rateLimits } from '@stagepass/db/schema/limits';
import { loginFailures } from '@stagepass/db/schema/accounts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCKED, LOGIN_MAX_FAILURES } from '@stagepass/domain/accounts';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { buildApp, type App } from '../app';
import { createTestApp, PRODUCTION_TEST_KEY, type TestApp } from '../test/test-app';
import { leaseSize } from './rate-limit-store';

/**
 * Production runs several API servers behind a proxy: the rate limits must hold across them. Two servers
 * here share one database, each with its own connection (a second pool on PostgreSQL when DATABASE_URL is
 * set, as CI runs it; the same PGlite handle otherwise), and nothing else: no memory in common.
 */
interface Pair {
  a: TestApp;
  b: App;
  close(): Promise<void>;
}

async function twoServers(env: Record<string, string>, rateLimitStore: 'database' | 'memory'): Promise<Pair> {
  const a = await createTestApp(env, { rateLimitStore });
  let handleB: DatabaseHandle = a.handle;
  if (a.databaseUrl) handleB = await openDatabase({ url: a.databaseUrl });
  const b = await buildApp({
    config: a.config,
    database: handleB,
    clock: a.clock,
    logger: false,
    scheduleJobs: false,
    rateLimitStore,
  });
  await b.ready();
  return {
    a,
    b,
    async close() {
      await b.close();
      if (handleB !== a.handle) await handleB.close();
      await a.close();
    },
  };
}

const ENV = { LOOKUP_RATE_LIMIT_MAX: '5', RATE_LIMIT_MAX: '8' };
let shared: Pair;
let separate: Pair;
beforeAll(async () => {
  shared = await twoServers(ENV, 'database');
  separate = await twoServers(ENV, 'memory');
});
afterAll(async () => {
  await shared?.close();
  await separate?.close();
});
// Each test is a client of its own (its own address), and starts from an empty table.
beforeEach(async () => {
  await shared.a.db.delete(rateLimits);
});

let nextClient = 1;
const newClient = () => `203.0.113.${nextClient++}`;
function send(app: App, client: string, request = 'registered_user') {
  const payload = request === 'registered_user' ? { request, email: 'someone@example.com' } : { request };
  return app.inject({ method: 'POST', url: '/api', remoteAddress: client, payload });
}
const status = (app: App, client: string, request?: string) => send(app, client, request).then((r) => r.statusCode);

describe('rate limits across two servers on one database', () => {
  it('refuses the 6th account lookup on server B after 5 on server A (LOOKUP_RATE_LIMIT_MAX=5)', async () => {
    const { a, b } = shared;
    const client = newClient();
    const onA = [];
    for (let i = 0; i < 5; i++) onA.push(await status(a.app, client));
    expect(onA).toEqual([200, 200, 200, 200, 200]);
    expect(await status(b, client)).toBe(429);
    expect(await status(a.app, client)).toBe(429);
    // Another address is counted apart, on either server.
    expect(await status(b, newClient())).toBe(200);
  });

  it('control: with each server counting in its own memory, the 6th lookup on server B gets through', async () => {
    const { a, b } = separate;
    const client = newClient();
    for (let i = 0; i < 5; i++) expect(await status(a.app, client)).toBe(200);
    expect(await status(b, client)).toBe(200);
    expect(await status(a.app, client)).toBe(429);
  });

  it('holds the app-wide limit (RATE_LIMIT_MAX=8) across servers too', async () => {
    const { a, b } = shared;
    const client = newClient();
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push(await status(i % 2 ? b : a.app, client, 'get_fees'));
    expect(statuses).toEqual([...Array<number>(8).fill(200), 429, 429]);
  });

  it('counts racing requests on both servers once each: exactly the limit gets through', async () => {
    const { a, b } = shared;
    const client = newClient();
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => status(i % 2 ? b : a.app, client)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
  });

  it('opens a new window by the injected clock, and prunes the rows of ended windows', async () => {
    const { a, b } = shared;
    const client = newClient();
    const other = newClient();
    for (let i = 0; i < 5; i++) expect(await status(i % 2 ? b : a.app, client)).toBe(200);
    expect(await status(a.app, client)).toBe(429);
    // Another address leaves rows behind.
    expect(await status(a.app, other)).toBe(200);
    a.clock.advance(59_000);
    expect(await status(b, client)).toBe(429);
    a.clock.advance(1_001);
    expect(await status(b, client)).toBe(200);
    // The ended windows (the other address's, app-wide and lookup) are gone; this client's new ones remain.
    const keys = (await a.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).sort();
    expect(keys).toEqual([`api|${client}`, `api|lookup:${client}`]);
  });

  it('answers the time left in the window in the 429, whichever server counted the first hit', async () => {
    const { a, b } = shared;
    const client = newClient();
    for (let i = 0; i < 5; i++) await status(a.app, client);
    a.clock.advance(20_000);
    const res = await send(b, client);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many account lookups. Please wait 40 seconds and try again.',
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('a large limit, claimed in leases (RATE_LIMIT_MAX=250: 5 hits a claim)', () => {
  const MAX = 250;
  let leased: Pair;
  beforeAll(async () => {
    leased = await twoServers({ RATE_LIMIT_MAX: String(MAX) }, 'database');
  });
  afterAll(async () => {
    await leased?.close();
  });
  const sharedCount = async (client: string) =>
    (await leased.a.db.select().from(rateLimits)).find((r) => r.key === `api|${client}`)?.hits ?? 0;

  it('claims 5 hits at a time', () => {
    expect([leaseSize(5), leaseSize(30), leaseSize(MAX), leaseSize(600), leaseSize(1e9)]).toEqual([1, 1, 5, 12, 100]);
  });

  it('never lets more than the limit through both servers, and writes once per lease', async () => {
    const { a, b } = leased;
    const client = newClient();
    const statuses = await Promise.all(
      Array.from({ length: 320 }, (_, i) => status(i % 2 ? b : a.app, client, 'get_fees')),
    );
    const ok = statuses.filter((s) => s === 200).length;
    // All servers together stay within the limit; each may leave at most 4 hits of its last lease unused.
    expect(ok).toBeLessThanOrEqual(MAX);
    expect(ok).toBeGreaterThanOrEqual(MAX - 2 * 4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(320 - ok);
    // The shared count moved in leases of 5: about 50 writes for 320 requests, not 320.
    const count = await sharedCount(client);
    expect(count % 5).toBe(0);
    expect(count).toBeGreaterThanOrEqual(MAX);
    expect(count).toBeLessThanOrEqual(MAX + 2 * 5);
  });

  it('a new window by the injected clock gives new leases', async () => {
    const { a, b } = leased;
    const client = newClient();
    for (let i = 0; i < MAX; i++) await status(i % 2 ? b : a.app, client, 'get_fees');
    expect(await status(a.app, client, 'get_fees')).toBe(429);
    expect(await status(b, client, 'get_fees')).toBe(429);
    a.clock.advance(60_001);
    expect(await status(b, client, 'get_fees')).toBe(200);
    expect(await status(a.app, client, 'get_fees')).toBe(200);
    expect(await sharedCount(client)).toBe(10);
  });
});

describe('the sign-in lockout across two servers (security/lockout.ts)', () => {
  const FAN = 'fan@stagepass.test';
  /** One guesser: the lockout counts by account and address (the address kept across servers too). */
  const guesser = newClient();
  const login = (app: App, password: string, remoteAddress = guesser) =>
    app
      .inject({
        method: 'POST',
        url: '/api',
        remoteAddress,
        payload: { request: 'login', username: FAN, password },
      })
      .then((r) => ({ status: r.statusCode, message: (r.json() as { message?: string }).message }));

  it(`locks the account after ${LOGIN_MAX_FAILURES} wrong passwords spread over both servers`, async () => {
    const { a, b } = shared;
    await a.db.delete(loginFailures);
    await seedDemo(a.db, a.clock);
    // One guess every 10 s keeps the guesser under the app-wide limit (RATE_LIMIT_MAX=8 a minute), well inside the
    // lockout's 15 minutes.
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(i % 2 ? b : a.app, `wrong-${i}`)).status).toBe(401);
      a.clock.advance(10_000);
    }
    expect(await login(b, DEMO_PASSWORD)).toEqual({ status: 429, message: LOGIN_LOCKED });
    expect(await login(a.app, DEMO_PASSWORD)).toEqual({ status: 429, message: LOGIN_LOCKED });
    // The member from another address is not locked out (security/lockout.test.ts has the rest).
    expect((await login(b, DEMO_PASSWORD, newClient())).status).toBe(200);
    // By the injected clock, the lock ends with the window, and the failures that no longer count are pruned.
    a.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await login(b, DEMO_PASSWORD)).status).toBe(200);
    expect(await a.db.select().from(loginFailures)).toEqual([]);
  });
});

/**
 * The same, with two server processes (`src/main.ts`, as in production) on one PostgreSQL database. PGlite is
 * embedded in one process and cannot be shared by two, so this runs where DATABASE_URL names a server (CI's
 * second pass); the two-servers-in-one-process tests above run on both.
 */
describe.runIf(process.env.DATABASE_URL)('rate limits across two server processes on one PostgreSQL', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));

  async function startProcess(databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        SECRETS_KEY: PRODUCTION_TEST_KEY,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: '0',
        WEB_DIST: '',
        TRUST_PROXY_HOPS: '0',
        LOOKUP_RATE_LIMIT_MAX: '5',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    };
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no server address within 50 s:\n${output}`)), 50_000);
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.stdout.on('data', (d: Buffer) => {
        output += d.toString();
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found?.[1]) {
          clearTimeout(timer);
          resolve(found[1]);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with ${code}:\n${output}`));
      });
    }).catch(async (err: unknown) => {
      await stop();
      throw err;
    });
    return { url, stop };
  }

  it('refuses the 6th account lookup on process B after 5 on process A (LOOKUP_RATE_LIMIT_MAX=5)', async () => {
    const databaseUrl = shared.a.databaseUrl!;
    const [a, b] = await Promise.all([startProcess(databaseUrl), startProcess(databaseUrl)]);
    try {
      const lookup = (server: { url: string }) =>
        fetch(`${server.url}/api`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ request: 'registered_user', email: 'someone@example.com' }),
        }).then((r) => r.status);
      const onA = [];
      for (let i = 0; i < 5; i++) onA.push(await lookup(a));
      expect(onA).toEqual([200, 200, 200, 200, 200]);
      expect(await lookup(b)).toBe(429);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 120_000);
});
