// The databases the API suites run on: a fresh one for each test file, opened from a migrated one the whole run
// shares (vitest's global setup, test-databases.setup.ts), rather than built and migrated again for every file.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated in-memory PGlite's data folder, as a file (on in-memory PGlite). */
    pgliteSnapshotFile: string;
    /** A migrated database to copy (on PostgreSQL). */
    templateDatabase: string;
  }
}

export interface TestDatabase {
  handle: DatabaseHandle;
  drop: () => Promise<void>;
  /** The database's postgres:// URL, or undefined on in-memory PGlite. */
  url?: string;
}

/** Read once per worker: a worker runs many files (isolate: false). */
let snapshot: Promise<Blob> | undefined;

/**
 * In-memory PGlite, or a fresh database of the PostgreSQL server named by DATABASE_URL (CI runs the same suites
 * both ways). Each starts as a copy of the run's migrated database when the global setup made one, and the
 * migrations then run over it all the same: a copy missing one would get it.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const file = inject('pgliteSnapshotFile');
    if (file) snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
    return { handle: await openDatabase({ snapshot: file ? await snapshot : undefined }), drop: async () => {} };
  }
  const template = inject('templateDatabase');
  const scratch = await createDatabase(url, template);
  return { handle: await openDatabase({ url: scratch.url }), url: scratch.url, drop: scratch.drop };
}

/** A new database on the server at `url`, a copy of `template` when given, with the means to drop it. */
export async function createDatabase(
  url: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `stagepass_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { name, url: dbUrl.toString(), drop: () => withAdmin(url, (c) => dropWhenIdle(c, name)) };
}

/**
 * pg-pool's end() resolves before its clients finish closing; FORCE would then kill one mid-goodbye and its
 * 'error' would go unhandled. Wait (briefly) for them to leave first. A template is copied only once they have.
 */
export async function waitUntilIdle(c: pg.Client, name: string) {
  for (let i = 0; i < 40; i++) {
    const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function dropWhenIdle(c: pg.Client, name: string) {
  await waitUntilIdle(c, name);
  await c.query(`drop database if exists ${name} with (force)`);
}

export async function withAdmin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}
