/** An invoice as a printed document (decision 0053): its model for the one renderer, with the agency's details and taxes. */
import { creditExcess } from '@shared/policies/invoices';
import { statusLabel } from '@shared/status-display';
import { paymentTermsText } from '@shared/quantity';
import type { InvoiceDto } from '@shared/schemas/billing';
import type { AppDeps, CurrentUser } from '../../context';
import { loadDocumentAgency, loadDocumentClient } from '../../documents/document-agency';
import type { DocumentModel } from '../../documents/document-model';
import { renderDocumentPdf } from '../../documents/document-pdf';
import { getInvoice } from './read-billing';

export function invoiceDocument(
  invoice: InvoiceDto,
  client: DocumentModel['client'],
  agency: Awaited<ReturnType<typeof loadDocumentAgency>>,
): DocumentModel {
  const status = invoice.status === 'open' ? 'Unpaid' : statusLabel('invoice', invoice.status);
  const settled = invoice.amountPaidMinor > 0 || invoice.amountCreditedMinor > 0;
  return {
    kind: 'Invoice',
    number: invoice.invoiceNumber ?? 'N/A',
    currency: invoice.currency,
    // The issue date; a draft (only staff see one) shows when it was written.
    dates: [
      { label: 'Issued', value: (invoice.issuedAt ?? invoice.createdAt).slice(0, 10) },
      { label: 'Due', value: invoice.dueDate ?? '—' },
      ...(invoice.paidAt ? [{ label: 'Paid', value: invoice.paidAt.slice(0, 10) }] : []),
      ...(invoice.poNumber ? [{ label: 'PO number', value: invoice.poNumber }] : []),
      ...(invoice.paymentTermsDays !== null ? [{ label: 'Payment terms', value: paymentTermsText(invoice.paymentTermsDays) }] : []),
    ],
    status: `${status}${invoice.overdue ? ' (overdue)' : ''}`,
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
  const agency = await loadDocumentAgency(deps);
  const model = invoiceDocument(invoice, client, agency);
  const name = (invoice.invoiceNumber ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '');
  return { filename: `invoice-${name}.pdf`, body: await renderDocumentPdf(model) };
}
