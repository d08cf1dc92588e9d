/**
 * The agency's invoice numbers: one sequence, no gaps (decision 0024). The counter row is bumped inside the
 * transaction that writes the invoice: the row lock makes concurrent creations take turns, and a creation that rolls
 * back takes its number back with it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '@shared/schemas/billing';
import { invoiceNumberCounter } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

export interface AllocatedNumber {
  /** The position in the sequence. */
  n: number;
  /** As printed, e.g. 'INV-0021'. */
  number: string;
}

/** The next number. Call it inside the invoice's transaction. */
export async function allocateInvoiceNumber(tx: DbOrTx, prefix: string): Promise<AllocatedNumber> {
  const [row] = await tx
    .insert(invoiceNumberCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceNumberCounter.id, set: { lastNumber: sql`${invoiceNumberCounter.lastNumber} + 1` } })
    .returning({ n: invoiceNumberCounter.lastNumber });
  const n = Number(row!.n);
  return { n, number: formatInvoiceNumber(prefix, n) };
}

/**
 * For a Stripe creation that failed after its local row was committed: hands the number back when it is still the last
 * one given out (the usual case). Call it in the transaction that deletes the row. Returns whether it was handed back.
 */
export async function releaseInvoiceNumber(tx: DbOrTx, n: number): Promise<boolean> {
  const released = await tx
    .update(invoiceNumberCounter)
    .set({ lastNumber: sql`${invoiceNumberCounter.lastNumber} - 1` })
    .where(and(eq(invoiceNumberCounter.id, 1), eq(invoiceNumberCounter.lastNumber, n)))
    .returning({ n: invoiceNumberCounter.lastNumber });
  return released.length > 0;
}
