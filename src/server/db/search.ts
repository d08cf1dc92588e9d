import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { searchedText } from './schema/columns';
import type { DbOrTx } from './transaction';

/** `%q%` with LIKE's metacharacters in the input taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Case-insensitive substring search over several columns; LIKE metacharacters in the input are taken literally. */
export function searchAny(q: string | undefined, columns: Array<AnyPgColumn | SQL>): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The same search over a list's columns read as one lowered text (searchedText, decision 0134), which the list's own
 * trigram index holds: `columns` must be the index's, in its order, or PostgreSQL cannot use the index.
 */
export function searchColumns(q: string | undefined, columns: Array<AnyPgColumn | SQL>): SQL | undefined {
  if (!q) return undefined;
  return sql`${searchedText(columns)} like lower(${containing(q)})`;
}

/** A list filter: unset, it matches every row; set, the column must equal it. */
export function equalsIf<T>(column: AnyPgColumn, value: T | undefined): SQL | undefined {
  return value ? eq(column, value) : undefined;
}

/**
 * Runs a search's statements with sequential scans turned off, so that PostgreSQL reads the candidates off the trigram
 * indexes. It prices those indexes high when the searched text has common trigrams ("QB-12345": every quote number
 * holds "qb") and scans the whole table instead, each row ILIKE'd per column: 23 ms for 20k quotes against 2 ms off the
 * indexes (decision 0069). Where there is no trigram index (an embedded database without pg_trgm) the scan is still
 * chosen, being the only way. The statements share one connection, so they run one after the other.
 */
export function offTheSearchIndexes<T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx);
  });
}
