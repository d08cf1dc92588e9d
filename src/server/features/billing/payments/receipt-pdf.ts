/**
 * A payment's receipt as a PDF, printed by the one document renderer (decision 0053) in the invoices' style. It is the
 * payment as it was received: its amount, day, method and reference, and the invoice as that payment left it (paid and
 * credited up to the payment, from the ledger's rows), so a receipt printed again later says the same. Its number is
 * the invoice's with the payment's place among the invoice's payments: INV-0042-R2 is the second payment of INV-0042.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Currency, PaymentMethod } from '@shared/enums';
import { invoiceBalance } from '@shared/policies/invoices';
import type { AppDeps } from '@server/context';
import { creditNotes, invoicePayments, invoices } from '@server/db/schema';
import { loadDocumentAgency, loadDocumentClient } from '@server/documents/document-agency';
import type { DocumentModel } from '@server/documents/document-model';
import { renderDocumentPdf } from '@server/documents/document-pdf';
import { paymentMethodText } from '@server/documents/document-words';
import { ENGLISH_READER, readerFormat, type Reader } from '@server/documents/reader-format';
import { clientReader } from '@server/reader-language';
import { notFound } from '@server/errors';

export interface ReceiptFacts {
  number: string;
  invoiceNumber: string;
  clientId: string;
  currency: Currency;
  amountMinor: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  /** The invoice's total, and what was paid (this payment included) and credited on it up to this payment. */
  invoiceTotalMinor: number;
  paidToDateMinor: number;
  creditedToDateMinor: number;
  balanceAfterMinor: number;
}

/** The receipt's facts, read from the ledger; a refund or an unknown id is not found. */
export async function receiptFacts(deps: Pick<AppDeps, 'database'>, paymentId: string): Promise<ReceiptFacts> {
  const { db } = deps.database;
  const [row] = await db
    .select({
      invoiceId: invoicePayments.invoiceId,
      amountMinor: invoicePayments.amountMinor,
      currency: invoicePayments.currency,
      paidOn: invoicePayments.paidOn,
      method: invoicePayments.method,
      reference: invoicePayments.reference,
      createdAt: invoicePayments.createdAt,
      invoiceNumber: invoices.invoiceNumber,
      clientId: invoices.clientId,
      invoiceTotalMinor: invoices.amountMinor,
      // Up to this payment, in the order they were written (the id breaks a tie within one instant).
      place: sql<string>`(select count(*) from ${invoicePayments} p where p.invoice_id = ${invoicePayments.invoiceId}
        and p.kind = 'payment' and (p.created_at, p.id) <= (${invoicePayments.createdAt}, ${invoicePayments.id}))`,
      paidToDate: sql<string>`(select coalesce(sum(case when p.kind = 'refund' then -p.amount_minor else p.amount_minor end), 0)
        from ${invoicePayments} p where p.invoice_id = ${invoicePayments.invoiceId}
        and (p.created_at, p.id) <= (${invoicePayments.createdAt}, ${invoicePayments.id}))`,
      creditedToDate: sql<string>`(select coalesce(sum(c.total_minor), 0) from ${creditNotes} c
        where c.invoice_id = ${invoicePayments.invoiceId} and c.created_at <= ${invoicePayments.createdAt})`,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.kind, 'payment')));
  if (!row) throw notFound('errors.notFound.payment');
  const invoiceNumber = row.invoiceNumber ?? 'N/A';
  const paidToDateMinor = Number(row.paidToDate);
  const creditedToDateMinor = Number(row.creditedToDate);
  return {
    number: `${invoiceNumber}-R${Number(row.place)}`,
    invoiceNumber,
    clientId: row.clientId,
    currency: row.currency as Currency,
    amountMinor: row.amountMinor,
    paidOn: row.paidOn,
    method: row.method as PaymentMethod,
    reference: row.reference,
    invoiceTotalMinor: row.invoiceTotalMinor,
    paidToDateMinor,
    creditedToDateMinor,
    balanceAfterMinor: invoiceBalance({
      amountMinor: row.invoiceTotalMinor,
      amountPaidMinor: paidToDateMinor,
      amountCreditedMinor: creditedToDateMinor,
    }),
  };
}

export function receiptDocument(
  facts: ReceiptFacts,
  client: DocumentModel['client'],
  agency: Awaited<ReturnType<typeof loadDocumentAgency>>,
  reader: Reader = ENGLISH_READER,
): DocumentModel {
  const f = readerFormat(reader);
  const { t } = f;
  const method = paymentMethodText(f, facts.method);
  const invoice = facts.invoiceNumber;
  return {
    kind: 'Receipt',
    reader,
    number: facts.number,
    currency: facts.currency,
    dates: [
      { label: t('documents.dates.received'), value: f.day(facts.paidOn) },
      { label: t('documents.dates.invoice'), value: invoice },
      { label: t('documents.dates.method'), value: method },
      ...(facts.reference ? [{ label: t('documents.dates.reference'), value: facts.reference }] : []),
    ],
    status: facts.balanceAfterMinor === 0 ? t('documents.receipt.paidInFull') : t('documents.receipt.partlyPaid'),
    agency: agency.agency,
    client,
    title: t('documents.receipt.thanks', { invoice }),
    sections: [
      {
        title: null,
        lines: [
          {
            description: t('documents.receipt.line', { invoice, method }),
            quantityHundredths: 100,
            unitPriceMinor: facts.amountMinor,
            discountBasisPoints: 0,
            taxName: null,
            taxRateMillionths: 0,
            taxInclusive: false,
            amountMinor: facts.amountMinor,
          },
        ],
      },
    ],
    totals: {
      subtotalMinor: facts.amountMinor,
      discountMinor: 0,
      taxes: [],
      totalMinor: facts.amountMinor,
      totalLabel: t('documents.receipt.amountReceived'),
      showSubtotal: false,
      summary: [
        { label: t('documents.receipt.invoiceTotal', { invoice }), minor: facts.invoiceTotalMinor },
        { label: t('documents.receipt.paidToDate'), minor: facts.paidToDateMinor },
        ...(facts.creditedToDateMinor > 0 ? [{ label: t('documents.receipt.credited'), minor: facts.creditedToDateMinor }] : []),
        { label: t('documents.totals.balanceDue'), minor: facts.balanceAfterMinor, bold: true },
      ],
    },
    footer: agency.footer,
  };
}

/** The receipt of one payment as a PDF (for its e-mail; the job names the payment). */
export async function receiptPdf(deps: Pick<AppDeps, 'database' | 'env'>, paymentId: string) {
  const facts = await receiptFacts(deps, paymentId);
  const client = await loadDocumentClient(deps.database.db, facts.clientId);
  const reader = await clientReader(deps.database.db, facts.clientId);
  const body = await renderDocumentPdf(receiptDocument(facts, client, await loadDocumentAgency(deps, reader.language), reader));
  return { filename: `receipt-${facts.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`, body, facts };
}
