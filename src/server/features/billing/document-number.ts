/**
 * Gap-free numbers of the documents besides invoices (credit notes 'CN-0001', quotes 'Q-0001'): one counter row per
 * kind in document_counters, bumped by an upsert ... returning inside the transaction that writes the document, as
 * the invoice counter is (decision 0024). The row lock makes concurrent writers take turns; a writer that rolls back
 * hands its number back with it, so no number is ever skipped.
 */
import { sql } from 'drizzle-orm';
import { documentCounters } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/** The next position of `kind`'s sequence (1, 2, ...). Call it inside the document's transaction. */
export async function allocateDocumentNumber(tx: DbOrTx, kind: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({ target: documentCounters.kind, set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ n: documentCounters.lastNumber });
  return Number(row!.n);
}
