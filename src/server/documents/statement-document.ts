/**
 * A client's statement as a PDF (decision 0097), one currency per document, printed by the one renderer with the
 * invoices' header and footer: the movements as a Date, Description, Amount, Balance table between the opening and
 * the closing balance. Here, outside the features, because both the statement's routes and the e-mail job's attachment
 * renderer print it.
 */
import type { Currency } from '../../shared/enums';
import { STATEMENT_MOVEMENT_LABELS, type StatementMovement } from '../../shared/schemas/statements';
import type { AppDeps } from '../context';
import { readClientStatement } from '../db/client-statement';
import { loadDocumentAgency, loadDocumentClient } from './document-agency';
import { renderDocumentPdf } from './document-pdf';

/** 'Credit note CN-0003 on INV-0042', 'Payment received on INV-0042 (ref. 8812)'. */
export function movementDescription(m: Pick<StatementMovement, 'kind' | 'invoiceNumber' | 'reference'>): string {
  const invoice = m.invoiceNumber ?? 'N/A';
  if (m.kind === 'invoice') return `Invoice ${invoice}`;
  if (m.kind === 'credit_note') return `Credit note ${m.reference ?? ''} on ${invoice}`.replace('  ', ' ');
  const reference = m.reference ? ` (ref. ${m.reference})` : '';
  return `${STATEMENT_MOVEMENT_LABELS[m.kind]} on ${invoice}${reference}`;
}

export async function statementPdf(
  deps: Pick<AppDeps, 'database' | 'env'>,
  clientId: string,
  period: { from: string; to: string; currency: Currency },
): Promise<{ filename: string; body: Uint8Array; closingBalanceMinor: number }> {
  const [statement] = await readClientStatement(deps.database.db, clientId, period);
  const { agency, footer, paymentInstructionsFor } = await loadDocumentAgency(deps);
  const client = await loadDocumentClient(deps.database.db, clientId);
  const opening = statement?.openingBalanceMinor ?? 0;
  const closing = statement?.closingBalanceMinor ?? 0;
  const body = await renderDocumentPdf({
    kind: 'Statement',
    number: `${period.from} to ${period.to}`,
    currency: period.currency,
    dates: [
      { label: 'From', value: period.from },
      { label: 'To', value: period.to },
      { label: 'Currency', value: period.currency },
    ],
    agency,
    client,
    sections: [],
    ledger: [
      { date: period.from, description: 'Opening balance', amountMinor: 0, balanceMinor: opening },
      ...(statement?.movements ?? []).map((m) => ({
        date: m.date,
        description: movementDescription(m),
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
        { label: 'Opening balance', minor: opening },
        { label: 'Closing balance', minor: closing, bold: true },
      ],
    },
    // The statement's currency's own instructions (decision 0100).
    paymentInstructions: closing > 0 ? paymentInstructionsFor(period.currency) : null,
    footer,
  });
  return { filename: `statement-${period.currency}-${period.from}-${period.to}.pdf`, body, closingBalanceMinor: closing };
}
