/**
 * A row's referenced record as a scalar subquery in the select list, instead of a join (decision 0070).
 *
 * PostgreSQL searches the join orders of every query it plans, and that search grows quickly with the number of
 * tables: a list page joined to five lookups (a client, a project, two people, a task) took 3 ms to plan and 0.3 ms
 * to run. A scalar subquery is planned on its own, as one index probe, and runs once per row of the page (20 rows,
 * after the limit), so the page plans in a tenth of a millisecond. Only for lookups by primary key that the list
 * neither filters nor sorts on: a subquery in ORDER BY or WHERE would run for every candidate row, not every row shown.
 */
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `{ key: column, ... }` of the record of `table` whose `id` is `reference`, or null when there is none (a left
 * join's answer). The keys are code, never input; the columns are read as JSON, so they must be text, numbers or
 * booleans (a timestamp would arrive as a string).
 */
export function lookup<T>(table: PgTable & { id: Column }, reference: Column, fields: Record<keyof T & string, Column>): SQL<T | null> {
  const inner = getTableName(table);
  const outer = getTableName(reference.table);
  // The same name inside would hide the outer row's column: a table's lookup of itself needs an alias.
  if (inner === outer) throw new Error(`lookup: ${inner} cannot look itself up`);
  // Qualified by hand: drizzle writes a single-table select's columns unqualified, and an unqualified reference in
  // a subquery binds to the inner table first when it has a column of that name.
  const id = sql`${sql.identifier(inner)}.${sql.identifier(table.id.name)}`;
  const ref = sql`${sql.identifier(outer)}.${sql.identifier(reference.name)}`;
  const pairs = sql.join(
    Object.entries(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql<T | null>`(select json_build_object(${pairs}) from ${table} where ${id} = ${ref})`;
}
