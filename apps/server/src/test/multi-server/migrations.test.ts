import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@stagepass/db/client';

// Issue 16: servers started together on an empty database. Each applies the migrations at start; on PostgreSQL they
// take turns under an advisory lock (packages/db/src/client.ts), so all of them start and the schema is made once.

describe.runIf(process.env.DATABASE_URL)('servers starting together on an empty PostgreSQL database', () => {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://unused');
  const name = `migrations_${randomBytes(4).toString('hex')}`;
  const admin = (text: string) => {
    const client = new pg.Client({ connectionString: base.toString() });
    return client
      .connect()
      .then(() => client.query(text))
      .finally(() => client.end());
  };
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('applies the migrations once while four servers start at the same moment', async () => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    const handles = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ url: url.toString(), poolSize: 2 })),
    );
    try {
      const applied = await handles[0]!.execute('select count(*)::int as n from drizzle.__drizzle_migrations');
      const files = await handles[3]!.execute(
        "select count(*)::int as n from pg_indexes where indexname = 'subscription_invoices_pending_idx'",
      );
      const journal = JSON.parse(
        readFileSync(new URL('../../../../../packages/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(Number(applied.rows[0]!.n)).toBe(journal.entries.length);
      expect(Number(files.rows[0]!.n)).toBe(1);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
