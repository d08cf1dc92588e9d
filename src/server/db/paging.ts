import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../shared/schemas/refs';
import type { Db } from './client';
import type { DbOrTx } from './transaction';

/** The lists' order: newest first, and by id among rows created together, so pages neither repeat nor skip a row. */
export function newestFirst(table: { createdAt: AnyPgColumn; id: AnyPgColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.id)];
}

/** One page of rows and the total count behind it, queried together. */
export async function pageOf<T>(
  query: { page: number; pageSize: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<Page<T>> {
  const [items, totalCount] = await Promise.all([rows(query.pageSize, (query.page - 1) * query.pageSize), total()]);
  return { items, total: totalCount, page: query.page, pageSize: query.pageSize };
}

/** A page of `table`'s rows that match `where`, and how many match in all. */
export function pageWhere<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: { page: number; pageSize: number },
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  return pageOf(query, rows, () => countWhere(db, table, where));
}

export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
