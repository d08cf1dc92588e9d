/**
 * A quote as a PDF, printed by the documents' one renderer: its sections and lines, totals, terms and validity, and
 * once accepted the signature block (who, when, from where, and the hash of what they signed).
 */
import { eq } from 'drizzle-orm';
import type { QuoteDto } from '@shared/schemas/quotes';
import type { AppDeps, CurrentUser } from '../../context';
import { clients, quoteSignatures } from '../../db/schema';
import { loadDocumentAgency } from '../../documents/document-agency';
import type { DocumentModel } from '../../documents/document-model';
import { renderDocumentPdf } from '../../documents/document-pdf';
import { formatSignedAt } from '../../documents/signed-at';
import { quoteStatusText } from '../../documents/document-words';
import { ENGLISH_READER, readerFormat } from '../../documents/reader-format';
import { clientReader } from '../../reader-language';
import { lineAmountMinor, totalsRows, writtenLineOf } from '@shared/document-totals';
import { getQuote } from './quote-rows';

export async function quoteDocumentModel(deps: AppDeps, quote: QuoteDto): Promise<DocumentModel> {
  const { db } = deps.database;
  // The client's words; a lead's quote is in English (a lead has no language yet).
  const reader = quote.client ? await clientReader(db, quote.client.id) : ENGLISH_READER;
  const [{ agency, footer }, client, signature] = await Promise.all([
    loadDocumentAgency(deps, reader.language),
    quote.client
      ? db
          .select()
          .from(clients)
          .where(eq(clients.id, quote.client.id))
          .then((r) => r[0])
      : Promise.resolve(undefined),
    quote.status === 'accepted'
      ? db
          .select()
          .from(quoteSignatures)
          .where(eq(quoteSignatures.quoteId, quote.id))
          .then((r) => r[0])
      : Promise.resolve(undefined),
  ]);
  const f = readerFormat(reader);
  const { t } = f;
  const deposit = quote.depositBasisPoints > 0 ? t('documents.quote.deposit', { rate: f.rate(quote.depositBasisPoints) }) : null;
  return {
    kind: 'Quote',
    reader,
    number: quote.version > 1 ? `${quote.number} v${quote.version}` : quote.number,
    currency: quote.currency,
    dates: [
      { label: t('documents.dates.date'), value: f.day(quote.sentAt ?? quote.createdAt) },
      { label: t('documents.dates.validUntil'), value: f.day(quote.validUntil) },
    ],
    status: quoteStatusText(f, quote.status),
    agency,
    client: client
      ? {
          name: client.name,
          contactPerson: client.contactPerson,
          email: client.email,
          billingAddress: client.billingAddress,
          taxId: client.taxId,
        }
      : {
          name: quote.lead?.company ?? quote.lead?.name ?? '',
          contactPerson: quote.lead?.name ?? null,
          email: quote.lead?.email ?? null,
          billingAddress: null,
          taxId: null,
        },
    title: quote.title,
    sections: quote.sections.map((s) => ({
      title: s.title,
      // The amount as the line reads: quantity x unit price (decision 0094), summing to the Subtotal row.
      lines: s.items.map((i) => ({ ...writtenLineOf(i), amountMinor: lineAmountMinor(i) })),
    })),
    totals: {
      subtotalMinor: quote.subtotalMinor,
      discountMinor: quote.discountMinor,
      taxes: quote.taxes.map((t) => ({ name: t.name, rateMillionths: t.rateMillionths, inclusive: t.inclusive, taxMinor: t.taxMinor })),
      totalMinor: quote.totalMinor,
      rows: totalsRows(quote),
    },
    notes: [quote.introduction, deposit].filter(Boolean).join('\n\n') || null,
    terms: quote.terms,
    footer,
    signature: signature
      ? {
          signerName: signature.signerName,
          signedAt: formatSignedAt(signature.signedAt, reader.language === 'en' ? 'en-US' : reader.locale),
          address: signature.ipAddress,
          sha256: signature.documentSha256,
        }
      : null,
  };
}

export async function getQuotePdf(deps: AppDeps, user: CurrentUser, id: string): Promise<{ filename: string; body: Uint8Array }> {
  const quote = await getQuote(deps.database.db, user, id);
  const body = await renderDocumentPdf(await quoteDocumentModel(deps, quote));
  return { filename: `${quote.number}.pdf`, body };
}
