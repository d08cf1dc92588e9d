/**
 * The words the documents' builders put into a model (src/server/documents/document-model.ts), in the reader's
 * language: statuses, payment methods, statement movements, payment terms and the signing moment of a quote.
 */
import type { InvoiceStatus, QuoteStatus } from '../../shared/enums';
import type { PAYMENT_METHOD_LABELS } from '../../shared/schemas/payments';
import type { StatementMovementKind } from '../../shared/schemas/statements';
import type { ReaderFormat } from './reader-format';

const INVOICE_STATUS: Record<InvoiceStatus, string> = {
  draft: 'documents.status.invoice.draft',
  open: 'documents.status.invoice.open',
  partially_paid: 'documents.status.invoice.partially_paid',
  paid: 'documents.status.invoice.paid',
  void: 'documents.status.invoice.void',
  uncollectible: 'documents.status.invoice.uncollectible',
};

const QUOTE_STATUS: Record<QuoteStatus, string> = {
  draft: 'documents.status.quote.draft',
  sent: 'documents.status.quote.sent',
  viewed: 'documents.status.quote.viewed',
  accepted: 'documents.status.quote.accepted',
  declined: 'documents.status.quote.declined',
  expired: 'documents.status.quote.expired',
};

const METHOD: Record<keyof typeof PAYMENT_METHOD_LABELS, string> = {
  bank_transfer: 'documents.method.bank_transfer',
  card: 'documents.method.card',
  cash: 'documents.method.cash',
  check: 'documents.method.check',
  stripe: 'documents.method.stripe',
  other: 'documents.method.other',
  credit: 'documents.method.credit',
};

const MOVEMENT: Record<Exclude<StatementMovementKind, 'invoice' | 'credit_note'>, string> = {
  late_fee: 'documents.movement.late_fee',
  payment: 'documents.movement.payment',
  refund: 'documents.movement.refund',
  credit_applied: 'documents.movement.credit_applied',
  moved_to_credit: 'documents.movement.moved_to_credit',
  void: 'documents.movement.void',
  written_off: 'documents.movement.written_off',
};

/** 'Unpaid', 'Paid (overdue)'. */
export function invoiceStatusText(f: ReaderFormat, status: InvoiceStatus, overdue: boolean): string {
  const label = f.t(INVOICE_STATUS[status]);
  return overdue ? f.t('documents.status.overdue', { status: label }) : label;
}

export const quoteStatusText = (f: ReaderFormat, status: QuoteStatus) => f.t(QUOTE_STATUS[status]);

export const paymentMethodText = (f: ReaderFormat, method: keyof typeof PAYMENT_METHOD_LABELS) => f.t(METHOD[method]);

export const movementText = (f: ReaderFormat, kind: keyof typeof MOVEMENT) => f.t(MOVEMENT[kind]);

/** Payment terms as invoices print them: 0 is 'Due on receipt', 30 is 'Net 30 days'. */
export function paymentTermsWords(f: ReaderFormat, days: number): string {
  return days === 0 ? f.t('documents.paymentTerms.onReceipt') : f.t('documents.paymentTerms.net', { days });
}
