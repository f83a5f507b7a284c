import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import type { RequestInput, RequestName } from '@stagepass/contract/registry';
import { ManualClock } from '../adapters/clock';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';

/**
 * One app per test file, on in-memory PGlite, or on a fresh database of the PostgreSQL server named
 * by DATABASE_URL (CI runs the same suites both ways). `reset` empties every table between tests.
 */
export async function createTestApp(env: Record<string, string> = {}) {
  const clock = new ManualClock();
  const { handle, drop } = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', WEB_DIST: '', ...env });
  const app = await buildApp({ config, db: handle.db, clock, logger: false });
  await app.ready();

  async function call<N extends RequestName>(request: N, fields: RequestInput<N> | Record<string, unknown>, token?: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { request, ...fields },
    });
    return { status: res.statusCode, body: res.json() as Record<string, any> };
  }

  return {
    app,
    clock,
    db: handle.db,
    handle,
    call,
    async reset() {
      await app.mailer.idle();
      const { rows } = await handle.execute(
        `select tablename from pg_tables where schemaname = 'public' and tablename not like '__drizzle%'`,
      );
      const tables = rows.map((r) => `"${String(r.tablename)}"`).join(', ');
      if (tables) await handle.execute(`truncate ${tables} restart identity cascade`);
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openDatabase({}), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `stagepass_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ url: testUrl.toString() });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
