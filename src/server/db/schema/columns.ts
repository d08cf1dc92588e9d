import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `column IN ('a', 'b')` for CHECK constraints built from the shared enum lists (values are our own constants). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * A row that belongs to a parent (its client, project, invoice, task...): the link is required and the row goes when
 * the parent is deleted, `<name> uuid not null references <parent>(id) on delete cascade`.
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });

export const id = () => uuid('id').primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A list's searched columns as one lowered text, joined by U+001F (a separator nobody types, so a search never matches
 * across two columns). The list's search is `LIKE` on it, and one trigram index on the very same expression serves it
 * (decision 0134): an OR of ILIKEs lowered every column of every candidate row and read one index per column.
 */
export const searchedText = (columns: Array<AnyPgColumn | SQL>): SQL =>
  sql`lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || chr(31) || `,
  )})`;
