/**
 * Reading the lines of several documents of one kind (invoices, credit notes, recurring schedules) in one query: a page
 * of documents shows each with its lines, in the order written on it.
 */
import { asc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';

export interface LinesOf {
  table: PgTable;
  /** The line's document. */
  documentId: AnyPgColumn;
  /** The line's place on its document. */
  position: AnyPgColumn;
}

/** The documents' lines (the given columns of each), each document's in its order, by document id; no documents, no query. */
export async function linesByDocument<C extends SelectedFields & { documentId?: never }>(
  db: Db,
  lines: LinesOf,
  columns: C,
  ids: readonly string[],
): Promise<Map<string, SelectResultFields<C>[]>> {
  const byDocument = new Map<string, SelectResultFields<C>[]>();
  if (ids.length === 0) return byDocument;
  const rows = (await db
    .select({ ...columns, documentId: lines.documentId })
    .from(lines.table)
    .where(inArray(lines.documentId, [...ids]))
    .orderBy(asc(lines.position))) as unknown as (SelectResultFields<C> & { documentId: string })[];
  for (const { documentId, ...line } of rows) {
    const list = byDocument.get(documentId) ?? [];
    list.push(line as unknown as SelectResultFields<C>);
    byDocument.set(documentId, list);
  }
  return byDocument;
}
