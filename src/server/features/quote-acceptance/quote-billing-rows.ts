/**
 * A quote's billing read from its rows (decision 0094): its lines as written, the lines of its invoices not voided, and
 * what is left to invoice of it (src/shared/quote-billing.ts).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { QuotePart } from '@shared/enums';
import { milestoneLines, remainingLines, taxGroupsOf } from '@shared/quote-billing';
import { invoiceItems, invoices, quoteItems, quoteSections } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/** The quote's lines as written (tax and sums), and the tax rate each tax of the quote was written with. */
export async function quoteLinesOf(db: DbOrTx, quoteId: string) {
  const items = await db
    .select({
      sectionId: quoteItems.sectionId,
      taxRateId: quoteItems.taxRateId,
      taxName: quoteItems.taxName,
      taxRateMillionths: quoteItems.taxRateMillionths,
      taxInclusive: quoteItems.taxInclusive,
      netMinor: quoteItems.netMinor,
      taxMinor: quoteItems.taxMinor,
      totalMinor: quoteItems.totalMinor,
    })
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.position), asc(quoteItems.id));
  return items;
}

/** The lines of the quote's invoices not voided (but `except`; only those of `part` when given), as written. */
export async function invoicedLinesOf(db: DbOrTx, quoteId: string, except: string | null = null, part?: QuotePart) {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.quoteId, quoteId),
        ne(invoices.status, 'void'),
        except ? ne(invoices.id, except) : undefined,
        part ? eq(invoices.quotePart, part) : undefined,
      ),
    );
  if (!rows.length) return [];
  return db
    .select({
      taxName: invoiceItems.taxName,
      taxRateMillionths: invoiceItems.taxRateMillionths,
      taxInclusive: invoiceItems.taxInclusive,
      netMinor: invoiceItems.netMinor,
      taxMinor: invoiceItems.taxMinor,
      totalMinor: invoiceItems.totalMinor,
    })
    .from(invoiceItems)
    .where(
      inArray(
        invoiceItems.invoiceId,
        rows.map((r) => r.id),
      ),
    );
}

/** What is left to invoice of the quote: its lines, their tax groups, and the rest per group. */
export async function restOf(db: DbOrTx, quoteId: string) {
  const quoteLines = await quoteLinesOf(db, quoteId);
  const groups = taxGroupsOf(quoteLines);
  return { quoteLines, groups, lines: remainingLines(groups, await invoicedLinesOf(db, quoteId)) };
}

/**
 * What the milestone made of `sectionId` invoices (decision 0099): per tax, its section less its share of the deposit,
 * at most what is left after the quote's invoices not voided (but `except`, the one being made).
 */
export async function milestoneRestOf(db: DbOrTx, quoteId: string, sectionId: string, except: string | null = null) {
  const quoteLines = await quoteLinesOf(db, quoteId);
  const sectionIds = (
    await db
      .select({ id: quoteSections.id })
      .from(quoteSections)
      .where(eq(quoteSections.quoteId, quoteId))
      .orderBy(asc(quoteSections.position), asc(quoteSections.id))
  ).map((r) => r.id);
  const sections = sectionIds.map((id) => quoteLines.filter((l) => l.sectionId === id));
  const deposit = await invoicedLinesOf(db, quoteId, except, 'deposit');
  const invoiced = await invoicedLinesOf(db, quoteId, except);
  const lines = milestoneLines(taxGroupsOf(quoteLines), sections, sectionIds.indexOf(sectionId), deposit, invoiced);
  return { quoteLines, lines };
}
