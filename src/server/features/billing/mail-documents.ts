/**
 * The billing documents an e-mail carries, rendered when its job runs (src/server/jobs/mail-jobs.ts): the job names
 * the document (kind and id), never holds its bytes, so a retry after an SMTP failure or a restart renders it again.
 */
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { creditNotes, invoices } from '../../db/schema';
import { statementPdf } from '../../documents/statement-document';
import { notFound } from '../../errors';
import type { MailAttachmentRef } from '../../jobs/mail-jobs';
import type { MailFile } from '../../integrations/mail';
import { invoicePdf } from './invoice-document';
import { creditNotePdf } from './payments/credit-note-pdf';
import { loadCreditNotes } from './payments/read-ledger';
import { receiptPdf } from './payments/receipt-pdf';
import { loadInvoices } from './read-billing';

const pdf = (document: { filename: string; body: Uint8Array }): MailFile => ({
  filename: document.filename,
  contentType: 'application/pdf',
  content: document.body,
});

export async function renderBillingAttachment(deps: Pick<AppDeps, 'database' | 'env'>, ref: MailAttachmentRef): Promise<MailFile> {
  const { db } = deps.database;
  switch (ref.kind) {
    case 'invoice': {
      const [invoice] = await loadInvoices(db, eq(invoices.id, ref.id));
      if (!invoice) throw notFound('errors.notFound.invoice');
      return pdf(await invoicePdf(deps, invoice));
    }
    case 'credit_note': {
      const [note] = await loadCreditNotes(db, eq(creditNotes.id, ref.id), 1);
      if (!note) throw notFound('errors.notFound.creditNote');
      return pdf(await creditNotePdf(deps, note));
    }
    case 'receipt':
      return pdf(await receiptPdf(deps, ref.id));
    case 'statement':
      return pdf(await statementPdf(deps, ref.id, ref));
  }
}
