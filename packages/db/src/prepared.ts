import DataLoader from 'dataloader';
import { getTableColumns, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';

/**
 * Statements built once and run many times, for the hot paths (the ticket rush: DESIGN.md §3), where building a
 * statement with drizzle's query builder costs more CPU than PostgreSQL takes to run it. On PostgreSQL each is a
 * named prepared statement, so every connection also parses and plans it once; PGlite ignores the name.
 */

/** The one dialect the database is opened with (client.ts: casing 'snake_case'). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A query builder's prepared statement (`db.select()….prepare(name)`, with `sql.placeholder(key)` for its values),
 * made once per database and kept: `findSession(db).execute({ tokenHash, now })`. Only for the database itself: a
 * prepared query is bound to the connection pool it was made on, so statements inside a transaction use
 * `preparedSql` instead.
 */
export function preparedOn<Q>(make: (db: Database) => Q): (db: Database) => Q {
  const made = new WeakMap<Database, Q>();
  return (db) => {
    let query = made.get(db);
    if (query === undefined) {
      query = make(db);
      made.set(db, query);
    }
    return query;
  };
}

/**
 * Raw SQL whose text is built once, on its first run, from `build` with a placeholder for each value
 * (`p('quantity')`), then run on the database or inside a transaction with `values` filled in. Answers the
 * driver's rows as PostgreSQL names them (snake_case; timestamps as text): map them with the table's columns.
 * Values go to the driver as they are: cast each placeholder in the SQL (`${p('now')}::timestamptz`).
 */
export function preparedSql<Values extends Record<string, unknown>>(
  name: string,
  build: (p: (key: keyof Values & string) => Placeholder) => SQL,
): (db: Executor, values: Values) => Promise<Record<string, unknown>[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build((key) => sql.placeholder(key)));
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(values)) as { rows: Record<string, unknown>[] };
    return result.rows;
  };
}

/** The column's name in the database (the client is opened with casing: 'snake_case'). */
const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

/** A row as the driver answered it (database names), as drizzle answers it (the table's keys and types). */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const entries = Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => {
    const value = raw[columnName(column)];
    return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
  });
  return Object.fromEntries(entries) as T['$inferSelect'];
}

/**
 * Calls made together, run as one statement: the calls that arrive while the event loop reads its sockets (one
 * turn) are handed to `run` at once, which answers each in order (an Error rejects that call alone). Under load,
 * a hundred buyers' session lookups are one round trip instead of a hundred; a lone call waits one turn. One loader
 * per database (never a transaction: a batch mixes callers). For the hot paths of a rush (DESIGN.md §3).
 */
export function batchedOn<K, V>(
  run: (db: Database, keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  maxBatchSize = 200,
): (db: Database) => DataLoader<K, V> {
  return preparedOn(
    (db) =>
      new DataLoader<K, V>((keys) => run(db, keys), {
        cache: false,
        maxBatchSize,
        batchScheduleFn: (dispatch) => setImmediate(dispatch),
      }),
  );
}
