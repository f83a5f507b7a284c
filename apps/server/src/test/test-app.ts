import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RequestInput, RequestName } from '@stagepass/contract/registry';
import { ManualClock } from '../adapters/clock';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDemo } from '../seed/demo';
import { openTestDatabase } from './test-databases';

/** A SECRETS_KEY for tests that run the app as in production, where the key is required. */
export const PRODUCTION_TEST_KEY = randomBytes(32).toString('base64');

/** Reference data the migrations seed (trait lists): kept by `reset`, as in every real database. */
const SEEDED_TABLES = ['specialist_traits', 'business_trait_types', 'user_trait_types'];

/**
 * One app per test file, on in-memory PGlite, or on a fresh database of the PostgreSQL server named
 * by DATABASE_URL (CI runs the same suites both ways). `reset` empties every table between tests.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { scheduleJobs?: boolean; rateLimitStore?: 'database' | 'memory' } = {},
) {
  const clock = new ManualClock();
  const { handle, drop, url } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    LOOKUP_RATE_LIMIT_MAX: '100000',
    WEB_DIST: '',
    ...env,
  });
  const app = await buildApp({
    config,
    database: handle,
    clock,
    logger: false,
    scheduleJobs: options.scheduleJobs ?? false,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
  });
  await app.ready();

  async function call<N extends RequestName>(
    request: N,
    fields: RequestInput<N> | Record<string, unknown>,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const res = await app.inject({
      method: 'POST',
      url: '/api',
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { request, ...fields },
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any response shape
    return { status: res.statusCode, body: res.json() as Record<string, any> };
  }

  return {
    app,
    clock,
    db: handle.db,
    handle,
    config,
    /** The test database's postgres:// URL (another server can open it), or undefined on in-memory PGlite. */
    databaseUrl: url,
    call,
    async reset() {
      await app.mailer.idle();
      await app.sms.idle();
      await app.marketing.idle();
      const { rows } = await handle.execute(
        `select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'
           and tablename <> all($1::text[])`,
        [SEEDED_TABLES],
      );
      const tables = rows.map((r) => `"${String(r.tablename)}"`).join(', ');
      if (tables) await handle.execute(`truncate ${tables} restart identity cascade`);
      // The truncation is a write behind the nearby cache's back: what it kept belonged to the test before.
      app.nearbyCache.clear();
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The usual test-file setup: one app for the file, emptied before each test and, with `seed`, given
 * the demo accounts again. Returns the app, filled in before the first test runs.
 */
export function useTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options.env));
  });
  afterAll(async () => {
    await t.close?.();
  });
  beforeEach(async () => {
    await t.reset();
    if (options.seed) await seedDemo(t.db, t.clock);
  });
  return t;
}
