/**
 * Reading the lines of several documents of one kind (invoices, credit notes, recurring schedules) in one query: a page
 * of documents shows each with its lines, in the order written on it. Every line table has the same core columns
 * (db/schema: its place, text, quantity, unit amount and tax as written).
 */
import { asc, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';

export type LineTable = PgTable & Record<'position' | 'description' | 'unitAmountMinor' | 'taxName' | 'taxRateMillionths', AnyPgColumn>;

/**
 * What a line says as written, in the order the documents' replies list it: its text, quantity (thousandths, decisions
 * 0095 and 0102) and unit, unit price and tax.
 */
export function writtenLineColumns<T extends LineTable & Record<'quantityThousandths' | 'unit', AnyPgColumn>>(lines: T) {
  return {
    description: lines.description as T['description'],
    quantityThousandths: lines.quantityThousandths as T['quantityThousandths'],
    unit: lines.unit as T['unit'],
    unitAmountMinor: lines.unitAmountMinor as T['unitAmountMinor'],
    taxName: lines.taxName as T['taxName'],
    taxRateMillionths: lines.taxRateMillionths as T['taxRateMillionths'],
  };
}

/** The documents' lines (the given columns of each), each document's in its order, by document id; no documents, no query. */
export async function linesByDocument<C extends SelectedFields & { documentId?: never }>(
  db: Db,
  lines: LineTable,
  documentId: AnyPgColumn,
  columns: C,
  ids: readonly string[],
): Promise<Map<string, SelectResultFields<C>[]>> {
  const byDocument = new Map<string, SelectResultFields<C>[]>();
  if (ids.length === 0) return byDocument;
  const rows = (await db
    .select({ ...columns, documentId })
    .from(lines)
    .where(inArray(documentId, [...ids]))
    .orderBy(asc(lines.position))) as unknown as (SelectResultFields<C> & { documentId: string })[];
  for (const { documentId: id, ...line } of rows) {
    const list = byDocument.get(id) ?? [];
    list.push(line as unknown as SelectResultFields<C>);
    byDocument.set(id, list);
  }
  return byDocument;
}
