/**
 * What a milestone made of a quote's section needs to be invoiced on its approval (decision 0099), read for the
 * milestone rows (their `can.invoice` and invoice) and by the invoicing route: the quote and section it was made of,
 * its invoice not voided, and whether the quote's deposit and final invoice were made. Milestones of no quote are
 * absent from the answer.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { shareOf } from '@shared/document-totals';
import { invoices, quotes, quoteSections } from './schema';
import type { DbOrTx } from './transaction';

export interface MilestoneQuoteBilling {
  quoteId: string;
  sectionId: string;
  invoice: { id: string; number: string | null } | null;
  wantsDeposit: boolean;
  hasDeposit: boolean;
  finalInvoiced: boolean;
}

const truthy = (v: unknown) => v === true || v === 't' || v === 'true';
const notVoid = sql`${invoices.status} <> 'void'`;

export async function milestoneQuoteBilling(db: DbOrTx, milestoneIds: readonly string[]): Promise<Map<string, MilestoneQuoteBilling>> {
  const out = new Map<string, MilestoneQuoteBilling>();
  if (milestoneIds.length === 0) return out;
  const own = sql`from ${invoices} where ${invoices.quoteMilestoneId} = ${quoteSections.milestoneId} and ${invoices.quotePart} = 'milestone' and ${notVoid}`;
  const part = (name: string) =>
    sql<boolean>`exists (select 1 from ${invoices} where ${invoices.quoteId} = ${quotes.id} and ${invoices.quotePart} = ${name} and ${notVoid})`.mapWith(
      truthy,
    );
  const rows = await db
    .select({
      milestoneId: quoteSections.milestoneId,
      sectionId: quoteSections.id,
      quoteId: quotes.id,
      totalMinor: quotes.totalMinor,
      depositBasisPoints: quotes.depositBasisPoints,
      invoiceId: sql<string | null>`(select ${invoices.id} ${own} limit 1)`,
      invoiceNumber: sql<string | null>`(select ${invoices.invoiceNumber} ${own} limit 1)`,
      hasDeposit: part('deposit'),
      finalInvoiced: part('final'),
    })
    .from(quoteSections)
    .innerJoin(quotes, eq(quotes.id, quoteSections.quoteId))
    .where(and(inArray(quoteSections.milestoneId, [...milestoneIds]), sql`${quotes.convertedAt} is not null`));
  for (const r of rows) {
    out.set(r.milestoneId!, {
      quoteId: r.quoteId,
      sectionId: r.sectionId,
      invoice: r.invoiceId ? { id: r.invoiceId, number: r.invoiceNumber } : null,
      wantsDeposit: shareOf(r.totalMinor, r.depositBasisPoints) > 0,
      hasDeposit: r.hasDeposit,
      finalInvoiced: r.finalInvoiced,
    });
  }
  return out;
}
