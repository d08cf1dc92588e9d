/** A credit note as a PDF, printed by the one document renderer, for whoever may read its invoice. */
import { asc, eq } from 'drizzle-orm';
import type { AppDeps, CurrentUser } from '@server/context';
import { creditNoteItems } from '@server/db/schema';
import { loadDocumentAgency, loadDocumentClient } from '@server/documents/document-agency';
import { renderDocumentPdf } from '@server/documents/document-pdf';
import { readerFormat } from '@server/documents/reader-format';
import { clientReader } from '@server/reader-language';
import type { CreditNoteDto } from '@shared/schemas/payments';
import { getCreditNote } from './read-ledger';

export async function getCreditNotePdf(deps: AppDeps, user: CurrentUser, creditNoteId: string) {
  return creditNotePdf(deps, await getCreditNote(deps, user, creditNoteId));
}

/** The credit note's PDF: for the download route and for the e-mail that carries it. */
export async function creditNotePdf(deps: Pick<AppDeps, 'database' | 'env'>, note: CreditNoteDto) {
  const { db } = deps.database;
  const client = await loadDocumentClient(db, note.clientId);
  const lines = await db
    .select()
    .from(creditNoteItems)
    .where(eq(creditNoteItems.creditNoteId, note.id))
    .orderBy(asc(creditNoteItems.position));
  const taxes = new Map<string, { name: string; rateMillionths: number; inclusive: boolean; taxMinor: number }>();
  for (const line of lines) {
    if (!line.taxName || line.taxRateMillionths === 0) continue;
    const key = `${line.taxName}|${line.taxRateMillionths}|${line.taxInclusive}`;
    const entry = taxes.get(key) ?? {
      name: line.taxName,
      rateMillionths: line.taxRateMillionths,
      inclusive: line.taxInclusive,
      taxMinor: 0,
    };
    entry.taxMinor += line.taxMinor;
    taxes.set(key, entry);
  }
  const reader = await clientReader(db, note.clientId);
  const { agency, footer } = await loadDocumentAgency(deps, reader.language);
  const f = readerFormat(reader);
  const body = await renderDocumentPdf({
    kind: 'Credit note',
    reader,
    number: note.creditNoteNumber,
    currency: note.currency,
    dates: [
      { label: f.t('documents.dates.issued'), value: f.day(note.issuedOn) },
      { label: f.t('documents.dates.invoice'), value: note.invoiceNumber ?? '' },
    ],
    agency,
    client,
    title: f.t('documents.creditNote.reason', { reason: note.reason }),
    sections: [
      {
        title: null,
        lines: lines.map((line) => ({
          description: line.description,
          quantityHundredths: Math.round(line.quantityThousandths / 10),
          quantityThousandths: line.quantityThousandths,
          unit: line.unit,
          unitPriceMinor: line.unitAmountMinor,
          discountBasisPoints: line.discountBasisPoints,
          taxName: line.taxName,
          taxRateMillionths: line.taxRateMillionths,
          taxInclusive: line.taxInclusive,
          amountMinor: line.netMinor,
        })),
      },
    ],
    totals: { subtotalMinor: note.subtotalMinor, discountMinor: 0, taxes: [...taxes.values()], totalMinor: note.totalMinor },
    footer,
  });
  return { filename: `credit-note-${note.creditNoteNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`, body };
}
