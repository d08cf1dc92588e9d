import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Case-insensitive substring search over several columns; LIKE metacharacters in the input are taken literally. */
export function searchAny(q: string | undefined, columns: Array<AnyPgColumn | SQL>): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A list filter: unset, it matches every row; set, the column must equal it. */
export function equalsIf<T>(column: AnyPgColumn, value: T | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}
