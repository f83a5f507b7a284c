import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { createDatabase, openTestDatabase, type TestDatabase } from './test-databases';

/** What a database holds that the migrations made: its tables' columns, its indexes, and the rows they seed. */
async function madeByMigrations(handle: DatabaseHandle) {
  const columns = await handle.execute(
    `select table_schema, table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema in ('public', 'drizzle')
      order by table_schema, table_name, column_name`,
  );
  const indexes = await handle.execute(
    `select schemaname, indexname, indexdef from pg_indexes where schemaname in ('public', 'drizzle')
      order by schemaname, indexname`,
  );
  const seeded = await handle.execute(
    `select (select count(*)::int from specialist_traits) as specialist_traits,
            (select count(*)::int from business_trait_types) as business_trait_types,
            (select count(*)::int from user_trait_types) as user_trait_types,
            (select count(*)::int from drizzle.__drizzle_migrations) as migrations`,
  );
  return { columns: columns.rows, indexes: indexes.rows, seeded: seeded.rows[0] };
}

describe("a test file's database, copied from the run's migrated one", () => {
  let copy: TestDatabase;
  let fresh: DatabaseHandle;
  let dropFresh = async () => {};
  beforeAll(async () => {
    copy = await openTestDatabase();
    const url = process.env.DATABASE_URL;
    if (url) {
      const scratch = await createDatabase(url);
      fresh = await openDatabase({ url: scratch.url });
      dropFresh = scratch.drop;
    } else {
      fresh = await openDatabase({});
    }
  });
  afterAll(async () => {
    await copy.handle.close();
    await copy.drop();
    await fresh.close();
    await dropFresh();
  });

  it('holds what a database built and migrated from nothing holds', async () => {
    const expected = await madeByMigrations(fresh);
    expect(expected.columns.length).toBeGreaterThan(100);
    expect(Number(expected.seeded?.specialist_traits)).toBeGreaterThan(0);
    expect(await madeByMigrations(copy.handle)).toEqual(expected);
  });
});
