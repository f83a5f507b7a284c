import { getTableColumns, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/**
 * Inserts many rows with one array parameter per column, which PostgreSQL unnests: the statement's size does not
 * grow with the rows, so it is never near the 65,535-parameter limit, and building it costs one pass over the
 * values (drizzle's insert builds and checks one parameter per value, which at thousands of rows costs more than
 * the insert). For the large inserts of jobs, such as the schedule close's notices and emails. A column left out
 * of every row is left to its default; a value left out of some rows takes the column's default, else null.
 * Answers the `returning` column's value of each row inserted (with onConflictDoNothing, those not skipped).
 */
export async function insertUnnested<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { onConflictDoNothing?: boolean; returning?: PgColumn } = {},
): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const given = rows as readonly Record<string, unknown>[];
  const keys = Object.keys(columns).filter((k) => given.some((r) => r[k] !== undefined));
  const arrays = keys.map((k) => {
    const column = columns[k]!;
    if (column.default instanceof SQL && given.some((r) => r[k] === undefined))
      throw new Error(`insertUnnested: give ${k} in every row (its default is an SQL expression)`);
    const values = given.map((r) => {
      const value = r[k] ?? column.default ?? null;
      return value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const conflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const returning = options.returning ? sql` returning ${sql.identifier(options.returning.name)} as value` : sql``;
  const result = (await db.execute(
    sql`insert into ${table} (${sql.join(
      keys.map((k) => sql.identifier(columns[k]!.name)),
      sql`, `,
    )}) select * from unnest(${sql.join(arrays, sql`, `)})${conflict}${returning}`,
  )) as unknown as { rows: { value: unknown }[] };
  return options.returning ? result.rows.map((r) => r.value) : [];
}

/**
 * `unnest($1::type[], …) as alias(name, …)`: rows given as one array per column, for bulk updates that give each
 * row its own values (`update t set x = v.x from ${unnestAs('v', …)} where t.id = v.id`) in a statement whose size
 * does not grow with the rows.
 */
export function unnestAs(alias: string, columns: Record<string, { type: string; values: readonly unknown[] }>): SQL {
  const names = Object.keys(columns);
  return sql`unnest(${sql.join(
    names.map((n) => sql`${sql.param(columns[n]!.values)}::${sql.raw(columns[n]!.type)}[]`),
    sql`, `,
  )}) as ${sql.identifier(alias)}(${sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  )})`;
}
