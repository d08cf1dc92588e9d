/** Money on invoices: payments, refunds and credit notes (docs/decisions/0054-payments-refunds-credit-notes.md). */
import { InvoiceDto } from '../schemas/billing';
import {
  ClientCreditNotes,
  CreateCreditNoteInput,
  CreditNoteDto,
  InvoiceLedger,
  RecordPaymentInput,
  RefundPaymentInput,
} from '../schemas/payments';
import { endpoint, fileOf } from './endpoint';
import { CREDIT_NOTE_EXAMPLE } from './examples';

const tag = 'Payments';
const READ =
  "Admins (`financials.view`) any client's; client users (`billing.view`) their own company's issued invoices, another's is a 404; other staff 403.";
const RECORD =
  "Admins (`payments.record`); client users 403 (404 for another company's); other staff 403. Who may is checked before the body is read.";

export const paymentsApi = {
  ledger: endpoint({
    method: 'get',
    path: '/invoices/{id}/payments',
    tag,
    summary: "An invoice's payments, refunds and credit notes",
    description: `Newest first, with the invoice's paid, credited and balance amounts. Client users get no payment notes. ${READ}`,
    access: 'signed-in',
    reply: InvoiceLedger,
  }),
  record: endpoint({
    method: 'post',
    path: '/invoices/{id}/payments',
    tag,
    summary: 'Record a payment',
    description:
      'A payment received outside Stripe: amount, date, method, reference. The invoice row is locked while it is written, so ' +
      'two at once cannot overpay; the invoice becomes partially paid, or paid once payments and credits cover it. ' +
      "400 (per field) for an amount above the balance or a currency other than the invoice's; 409 for a draft, a void " +
      `invoice or one Stripe holds. ${RECORD}`,
    access: 'signed-in',
    body: RecordPaymentInput,
    reply: InvoiceDto,
    status: 201,
  }),
  refund: endpoint({
    method: 'post',
    path: '/invoices/{id}/refunds',
    tag,
    summary: 'Record a refund of a payment',
    description:
      'At most what is left of the payment (its amount less earlier refunds); the invoice moves back to partially paid or ' +
      `open. A Stripe payment is refunded at Stripe (409 here): its refund comes back through the webhook. ${RECORD}`,
    access: 'signed-in',
    body: RefundPaymentInput,
    reply: InvoiceDto,
    status: 201,
  }),
  createCreditNote: endpoint({
    method: 'post',
    path: '/invoices/{id}/credit-notes',
    tag,
    summary: 'Issue a credit note',
    description:
      "Numbered CN-0001 onwards from its own gap-free sequence; its total is at most the invoice's total less earlier credit " +
      "notes (400 on `items`); 409 for a draft or void invoice. `sendEmail` also mails the client's billing contact. " +
      "Admins (`invoices.create`); client users 403 (404 for another company's); other staff 403.",
    access: 'signed-in',
    body: CreateCreditNoteInput,
    reply: CreditNoteDto,
    example: CREDIT_NOTE_EXAMPLE,
    status: 201,
  }),
  clientCreditNotes: endpoint({
    method: 'get',
    path: '/clients/{id}/credit-notes',
    tag,
    summary: "A client's credit notes",
    description: `Newest first (at most 200). ${READ}`,
    access: 'signed-in',
    reply: ClientCreditNotes,
  }),
  creditNotePdf: endpoint({
    method: 'get',
    path: '/credit-notes/{id}/pdf',
    tag,
    summary: 'Download a credit note as PDF',
    description: `An attachment named after its number. Who may: as for its invoice. ${READ}`,
    access: 'signed-in',
    reply: fileOf('application/pdf'),
  }),
};
