/**
 * Money recorded against an invoice (docs/decisions/0054-payments-refunds-credit-notes.md): payments in, refunds out,
 * credit notes. One schema for the dialogs and the server.
 */
import { z } from 'zod';
import { lineTaxFields, billedQuantityFields } from './line-fields';
import { CURRENCIES, PAYMENT_KINDS, PAYMENT_METHODS, type Currency } from '../enums';
import { moneyField, refineMoney, type MoneyRule } from './money-field';
import { DATE_PATTERN, isRealDate, optionalSingleLine, optionalText, requiredId, requiredText, type FieldLabel } from './fields';
import { keyedText } from '../i18n/keyed-text';
import { INVOICE_LIMITS, invoiceLineQuantity, lineUnitField } from './billing';

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  stripe: 'Stripe',
  other: 'Other',
  credit: 'Client credit',
};

/** Methods a person records by hand: 'stripe' is written by Stripe's webhook only. */
export const MANUAL_PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'check', 'other'] as const;

/**
 * The latest day a payment may carry: today where it is latest on earth (UTC+14), so whoever records it, in any time
 * zone, may pick their own today and nothing after it.
 */
export function latestPaymentDate(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An amount paid, refunded or credited: at most an invoice's largest total, in minor units of its currency. */
export const amountRule = (label: FieldLabel): MoneyRule => ({
  label,
  maxMinor: INVOICE_LIMITS.maxTotalMinor,
  tooLarge: () => keyedText('validation.money.largerThanAnyInvoice', { label }),
});

/** Major units; with a currency, its decimals too (decision 0100). Without, the server checks them in the invoice's. */
const moneyAmount = (label: FieldLabel, currency?: Currency) => moneyField(amountRule(label), currency);

const paymentDate = z
  .string({ error: 'validation.payments.dateRequired' })
  .regex(DATE_PATTERN, 'validation.common.useDateLike2026')
  .refine(isRealDate, 'validation.common.realDate')
  .refine((v) => v >= '2000-01-01', 'validation.payments.dateTooFarPast')
  .refine((v) => v <= latestPaymentDate(), 'validation.payments.paymentDatedFuture');

const paymentFields = (currency?: Currency) =>
  z
    .object({
      /** Major units, as typed: 125.50 (1500 in JPY, 12.345 in KWD). */
      amount: moneyAmount('validation.label.amount', currency),
      currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }),
      paidOn: paymentDate,
      method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'validation.payments.chooseHowWasPaid' }),
      reference: optionalSingleLine('validation.label.reference', 200),
      note: optionalText('validation.label.note', 1000),
    })
    .strict();

/** The body names its currency, so the amount's decimals are checked in it here (the invoice's must match it). */
export const RecordPaymentInput = paymentFields().superRefine((v, ctx) =>
  refineMoney(ctx, v.currency, [{ path: ['amount'], value: v.amount, rule: amountRule('validation.label.amount') }]),
);
export type RecordPaymentInput = z.input<typeof RecordPaymentInput>;
export type RecordPayment = z.output<typeof RecordPaymentInput>;

const refundFields = (currency?: Currency) =>
  z
    .object({
      /** The payment (of this invoice) the refund returns. */
      paymentId: requiredId('validation.payments.choosePaymentRefund'),
      /** In the invoice's currency: the server checks its decimals once it has read the invoice (decision 0100). */
      amount: moneyAmount('validation.label.amount', currency),
      paidOn: paymentDate,
      reference: optionalSingleLine('validation.label.reference', 200),
      note: optionalText('validation.label.note', 1000),
    })
    .strict();
export const RefundPaymentInput = refundFields();
export type RefundPaymentInput = z.input<typeof RefundPaymentInput>;
export type RefundPayment = z.output<typeof RefundPaymentInput>;

/**
 * What the Record Payment and Refund dialogs check before sending: the routes' own rules less what the dialog adds
 * itself (the invoice's currency, the payment refunded), so the form and the server refuse with the same words.
 */
export const recordPaymentFields = (currency: Currency) => paymentFields(currency).omit({ currency: true });
export const refundPaymentFields = (currency: Currency) => refundFields(currency).omit({ paymentId: true });

export const PaymentDto = z.object({
  id: z.string(),
  invoiceId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amountMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  /** Staff's note: never shown to client users (null for them). */
  note: z.string().nullable(),
  /** A refund's payment. */
  refundOfId: z.string().nullable(),
  /** A payment's amount less its refunds: what a refund may still return. */
  refundableMinor: z.number().int(),
  createdAt: z.string(),
});
export type PaymentDto = z.infer<typeof PaymentDto>;

const creditNoteItem = (currency?: Currency) =>
  z.object({
    description: requiredText('validation.label.description', 200),
    /** As on invoice lines (decision 0102): 2.5 of an invoice's 7.5 hours. */
    quantity: invoiceLineQuantity(),
    unit: lineUnitField(),
    /** In the invoice's currency: the server checks its decimals once it has read the invoice (decision 0100). */
    amount: moneyAmount('validation.label.unitPrice', currency),
    /** A tax rate of Settings > Billing; '' or null: none. */
    taxRateId: z
      .string()
      .nullish()
      .transform((v) => (v ? v : null)),
  });
export const CreditNoteItemInput = creditNoteItem();

/** The credit note form, or with the invoice's currency the dialog's own check of the same rules. */
export const creditNoteFields = (currency?: Currency) =>
  z
    .object({
      reason: requiredText('validation.label.reason', 1000),
      items: z
        .array(creditNoteItem(currency))
        .min(1, 'validation.common.addLeastOneLine')
        .max(INVOICE_LIMITS.maxItems, `At most ${INVOICE_LIMITS.maxItems} lines`),
      sendEmail: z.boolean().default(false),
    })
    .strict();
export const CreateCreditNoteInput = creditNoteFields();
export type CreateCreditNoteInput = z.input<typeof CreateCreditNoteInput>;
export type CreateCreditNote = z.output<typeof CreateCreditNoteInput>;

export const CreditNoteItemDto = z
  .object({ description: z.string(), ...billedQuantityFields, ...lineTaxFields, totalMinor: z.number().int() })
  .meta({ id: 'CreditNoteItem' });

export const CreditNoteDto = z
  .object({
    id: z.string(),
    creditNoteNumber: z.string(),
    invoiceId: z.string(),
    invoiceNumber: z.string().nullable(),
    clientId: z.string(),
    currency: z.enum(CURRENCIES),
    reason: z.string(),
    subtotalMinor: z.number().int(),
    taxMinor: z.number().int(),
    totalMinor: z.number().int(),
    issuedOn: z.string(),
    createdAt: z.string(),
    items: z.array(CreditNoteItemDto),
  })
  .meta({ id: 'CreditNote' });
export type CreditNoteDto = z.infer<typeof CreditNoteDto>;

/** An invoice's money history for its details dialog: payments and refunds newest first, and its credit notes. */
export const InvoiceLedger = z.object({
  invoiceId: z.string(),
  amountMinor: z.number().int(),
  amountPaidMinor: z.number().int(),
  amountCreditedMinor: z.number().int(),
  balanceMinor: z.number().int(),
  payments: z.array(PaymentDto),
  creditNotes: z.array(CreditNoteDto),
});
export type InvoiceLedger = z.infer<typeof InvoiceLedger>;

export const ClientCreditNotes = z.object({ items: z.array(CreditNoteDto) });
export type ClientCreditNotes = z.infer<typeof ClientCreditNotes>;

export const CREDIT_NOTE_PREFIX = 'CN-';
export const formatCreditNoteNumber = (n: number) => `${CREDIT_NOTE_PREFIX}${String(n).padStart(4, '0')}`;
