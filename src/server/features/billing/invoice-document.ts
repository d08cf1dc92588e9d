/** An invoice as a printed document (decision 0053): its model for the one renderer, with the agency's details and taxes. */
import { creditExcess } from '@shared/policies/invoices';
import type { InvoiceDto } from '@shared/schemas/billing';
import type { AppDeps, CurrentUser } from '../../context';
import { loadDocumentAgency, loadDocumentClient } from '../../documents/document-agency';
import type { DocumentModel } from '../../documents/document-model';
import { renderDocumentPdf } from '../../documents/document-pdf';
import { invoiceStatusText, paymentTermsWords } from '../../documents/document-words';
import { ENGLISH_READER, readerFormat, type Reader } from '../../documents/reader-format';
import { clientReader } from '../../reader-language';
import { getInvoice } from './read-billing';

export function invoiceDocument(
  invoice: InvoiceDto,
  client: DocumentModel['client'],
  agency: Awaited<ReturnType<typeof loadDocumentAgency>>,
  reader: Reader = ENGLISH_READER,
): DocumentModel {
  const f = readerFormat(reader);
  const { t } = f;
  const settled = invoice.amountPaidMinor > 0 || invoice.amountCreditedMinor > 0;
  return {
    kind: 'Invoice',
    reader,
    number: invoice.invoiceNumber ?? 'N/A',
    currency: invoice.currency,
    // The issue date; a draft (only staff see one) shows when it was written.
    dates: [
      { label: t('documents.dates.issued'), value: f.day(invoice.issuedAt ?? invoice.createdAt) },
      { label: t('documents.dates.due'), value: f.day(invoice.dueDate) },
      ...(invoice.paidAt ? [{ label: t('documents.dates.paid'), value: f.day(invoice.paidAt) }] : []),
      ...(invoice.poNumber ? [{ label: t('documents.dates.poNumber'), value: invoice.poNumber }] : []),
      ...(invoice.paymentTermsDays !== null
        ? [{ label: t('documents.dates.paymentTerms'), value: paymentTermsWords(f, invoice.paymentTermsDays) }]
        : []),
    ],
    status: invoiceStatusText(f, invoice.status, invoice.overdue),
    agency: agency.agency,
    client,
    title: invoice.description,
    sections: [
      {
        title: null,
        lines: invoice.items.map((item) => ({
          description: item.description,
          quantityHundredths: Math.round(item.quantityThousandths / 10),
          quantityThousandths: item.quantityThousandths,
          unit: item.unit,
          unitPriceMinor: item.unitAmountMinor,
          discountBasisPoints: item.discountBasisPoints,
          taxName: item.taxName,
          taxRateMillionths: item.taxRateMillionths,
          taxInclusive: item.taxInclusive,
          amountMinor: item.netMinor,
        })),
      },
    ],
    totals: {
      subtotalMinor: invoice.subtotalMinor,
      discountMinor: invoice.discountMinor,
      taxes: invoice.taxes,
      totalMinor: invoice.amountMinor,
      lateFeeMinor: invoice.lateFeeMinor,
      amountPaidMinor: invoice.amountPaidMinor,
      amountCreditedMinor: invoice.amountCreditedMinor,
      creditExcessMinor: creditExcess(invoice),
      ...(settled || invoice.status !== 'paid' ? { balanceMinor: invoice.balanceMinor } : {}),
    },
    // How to pay by hand, in the invoice's currency (decision 0100): not once it is settled, nor beside Stripe's page.
    paymentInstructions:
      invoice.status === 'paid' || invoice.status === 'void' || invoice.hostedInvoiceUrl
        ? null
        : agency.paymentInstructionsFor(invoice.currency),
    payOnlineUrl: invoice.hostedInvoiceUrl && invoice.balanceMinor > 0 && invoice.status !== 'void' ? invoice.hostedInvoiceUrl : null,
    footer: agency.footer,
  };
}

/** The invoice as a PDF, for whoever may read it (the same check as reading the invoice). */
export async function getInvoicePdf(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  return invoicePdf(deps, await getInvoice(deps, user, invoiceId));
}

/** The invoice's PDF as it is now: for the download route and for the e-mail that carries it. */
export async function invoicePdf(deps: Pick<AppDeps, 'database' | 'env'>, invoice: InvoiceDto) {
  const client = await loadDocumentClient(deps.database.db, invoice.clientId);
  // The client's document, in the client's language, whoever downloads it.
  const reader = await clientReader(deps.database.db, invoice.clientId);
  const model = invoiceDocument(invoice, client, await loadDocumentAgency(deps, reader.language), reader);
  const name = (invoice.invoiceNumber ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '');
  return { filename: `invoice-${name}.pdf`, body: await renderDocumentPdf(model) };
}
