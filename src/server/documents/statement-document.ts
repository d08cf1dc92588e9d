/**
 * A client's statement as a PDF (decision 0097), one currency per document, printed by the one renderer with the
 * invoices' header and footer: the movements as a Date, Description, Amount, Balance table between the opening and
 * the closing balance. Here, outside the features, because both the statement's routes and the e-mail job's attachment
 * renderer print it.
 */
import type { Currency } from '../../shared/enums';
import type { StatementMovement } from '../../shared/schemas/statements';
import type { AppDeps } from '../context';
import { readClientStatement } from '../db/client-statement';
import { clientReader } from '../reader-language';
import { loadDocumentAgency, loadDocumentClient } from './document-agency';
import { renderDocumentPdf } from './document-pdf';
import { movementText } from './document-words';
import { readerFormat, type ReaderFormat } from './reader-format';

/** 'Credit note CN-0003 on INV-0042', 'Payment received on INV-0042 (ref. 8812)'; English unless a reader is given. */
export function movementDescription(
  m: Pick<StatementMovement, 'kind' | 'invoiceNumber' | 'reference'>,
  f: ReaderFormat = readerFormat(),
): string {
  const invoice = m.invoiceNumber ?? 'N/A';
  if (m.kind === 'invoice') return f.t('documents.statement.invoice', { invoice });
  if (m.kind === 'credit_note') return f.t('documents.statement.creditNote', { reference: m.reference ?? '', invoice }).replace('  ', ' ');
  const movement = movementText(f, m.kind);
  return m.reference
    ? f.t('documents.statement.movementWithReference', { movement, invoice, reference: m.reference })
    : f.t('documents.statement.movement', { movement, invoice });
}

export async function statementPdf(
  deps: Pick<AppDeps, 'database' | 'env'>,
  clientId: string,
  period: { from: string; to: string; currency: Currency },
): Promise<{ filename: string; body: Uint8Array; closingBalanceMinor: number }> {
  const [statement] = await readClientStatement(deps.database.db, clientId, period);
  const reader = await clientReader(deps.database.db, clientId);
  const { agency, footer, paymentInstructionsFor } = await loadDocumentAgency(deps, reader.language);
  const client = await loadDocumentClient(deps.database.db, clientId);
  const opening = statement?.openingBalanceMinor ?? 0;
  const closing = statement?.closingBalanceMinor ?? 0;
  const f = readerFormat(reader);
  const { t } = f;
  const body = await renderDocumentPdf({
    kind: 'Statement',
    reader,
    number: t('documents.statement.period', { from: f.day(period.from), to: f.day(period.to) }),
    currency: period.currency,
    dates: [
      { label: t('documents.dates.from'), value: f.day(period.from) },
      { label: t('documents.dates.to'), value: f.day(period.to) },
      { label: t('documents.dates.currency'), value: period.currency },
    ],
    agency,
    client,
    sections: [],
    ledger: [
      { date: f.day(period.from), description: t('documents.statement.openingBalance'), amountMinor: 0, balanceMinor: opening },
      ...(statement?.movements ?? []).map((m) => ({
        date: f.day(m.date),
        description: movementDescription(m, f),
        amountMinor: m.amountMinor,
        balanceMinor: m.balanceMinor,
      })),
    ],
    totals: {
      subtotalMinor: 0,
      discountMinor: 0,
      taxes: [],
      totalMinor: closing,
      rows: [],
      summary: [
        { label: t('documents.statement.openingBalance'), minor: opening },
        { label: t('documents.statement.closingBalance'), minor: closing, bold: true },
      ],
    },
    // The statement's currency's own instructions (decision 0100).
    paymentInstructions: closing > 0 ? paymentInstructionsFor(period.currency) : null,
    footer,
  });
  return { filename: `statement-${period.currency}-${period.from}-${period.to}.pdf`, body, closingBalanceMinor: closing };
}
