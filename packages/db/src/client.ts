import { fileURLToPath } from 'node:url';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories take either (`tx ?? db`). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL with positional parameters (the job queue and test resets). Without parameters the text
   * may hold several statements (pg-boss's schema scripts); the rows are those of the last one.
   */
  execute(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses node-postgres against a real server. */
  url?: string | undefined;
  /** Folder for the embedded PGlite database; omitted means in-memory. */
  dataDir?: string | undefined;
  /** Connections in the node-postgres pool (default 10). */
  poolSize?: number | undefined;
  /**
   * In-memory PGlite only: a data folder to start from (`migratedPgliteSnapshot`) in place of initdb, a fifth of
   * its time. The migrations still run over it, and find themselves applied.
   */
  snapshot?: Blob | undefined;
}

/**
 * The committed migrations: beside this package's sources, or, in the compiled server (apps/server/dist/main.js,
 * where this module is bundled in), the copy its build puts beside it.
 */
export const migrationsFolder =
  ['../migrations', './migrations']
    .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
    .find((dir) => existsSync(join(dir, 'meta', '_journal.json'))) ??
  fileURLToPath(new URL('../migrations', import.meta.url));

/** The advisory lock key the migrations are applied under on PostgreSQL (any constant the app uses for nothing else). */
const MIGRATION_LOCK = 7_102_026;

/** Opens the database and applies every committed migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.snapshot);
  await handle.migrate();
  return handle;
}

/** A freshly migrated in-memory database's data folder, as the tarball PGlite opens from (tests open one a file). */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const handle = await openPglite(undefined, undefined);
  try {
    await handle.migrate();
    return await handle.client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

async function openPostgres(url: string, poolSize: number) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    execute: async (text: string, values?: unknown[]) => {
      // A script of several statements answers one result per statement.
      const res = (await pool.query(text, values)) as QueryResult | QueryResult[];
      const last = Array.isArray(res) ? res.at(-1) : res;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    // Servers starting together on one database take turns under an advisory lock: the first applies the
    // migrations, the others then find them applied (drizzle's migrator takes no lock of its own).
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, snapshot: Blob | undefined) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (dataDir) {
    const dir = join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  }
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    client,
    execute: async (text: string, values?: unknown[]) => {
      if (values?.length) {
        const res = await client.query(text, values);
        return { rows: res.rows as Record<string, unknown>[] };
      }
      // PGlite's query() takes one statement; exec() runs a script.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
