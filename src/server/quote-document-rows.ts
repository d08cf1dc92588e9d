/**
 * The quote as its client reads and signs it, built from its rows (decision 0056): the same content the browser hashes
 * (src/shared/quote-document.ts), so the server's hash of the stored quote is the one a signature must carry. Outside the
 * features, so the demo seed stores the same hashes the quote-acceptance feature compares.
 */
import { asc, eq } from 'drizzle-orm';
import { writtenLineOf } from '../shared/document-totals';
import type { QuoteDocumentContent } from '../shared/quote-document';
import { clients, quoteItems, quotes, quoteSections } from './db/schema';
import type { DbOrTx } from './db/transaction';

export type QuoteRow = typeof quotes.$inferSelect;

/** The quote's row and its client's name, or undefined. `forUpdate` locks the quote for the rest of the transaction. */
export async function loadQuoteRow(db: DbOrTx, quoteId: string, forUpdate = false) {
  const query = db
    .select({ quote: quotes, clientName: clients.name, clientEmail: clients.email, contactPerson: clients.contactPerson })
    .from(quotes)
    .leftJoin(clients, eq(clients.id, quotes.clientId))
    .where(eq(quotes.id, quoteId));
  const [row] = forUpdate ? await query.for('update', { of: quotes }) : await query;
  return row;
}

export interface QuoteParts {
  sections: Array<typeof quoteSections.$inferSelect & { items: Array<typeof quoteItems.$inferSelect> }>;
}

/** Sections in their order, each with its items in theirs. */
export async function loadQuoteParts(db: DbOrTx, quoteId: string): Promise<QuoteParts> {
  const sections = await db
    .select()
    .from(quoteSections)
    .where(eq(quoteSections.quoteId, quoteId))
    .orderBy(asc(quoteSections.position), asc(quoteSections.id));
  const items = await db
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.position), asc(quoteItems.id));
  return { sections: sections.map((s) => ({ ...s, items: items.filter((i) => i.sectionId === s.id) })) };
}

export function quoteDocumentOf(quote: QuoteRow, clientName: string, parts: QuoteParts): QuoteDocumentContent {
  return {
    quoteId: quote.id,
    number: quote.quoteNumber,
    version: quote.version,
    title: quote.title,
    introduction: quote.introduction,
    terms: quote.terms,
    currency: quote.currency,
    validUntil: quote.validUntil,
    depositBasisPoints: quote.depositBasisPoints,
    clientName,
    sections: parts.sections.map((s) => ({
      title: s.title,
      description: s.description,
      items: s.items.map((i) => ({ ...writtenLineOf(i), netMinor: i.netMinor, taxMinor: i.taxMinor, totalMinor: i.totalMinor })),
    })),
    subtotalMinor: quote.subtotalMinor,
    discountMinor: quote.discountMinor,
    taxMinor: quote.taxMinor,
    totalMinor: quote.totalMinor,
  };
}
