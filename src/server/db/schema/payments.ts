/**
 * Money recorded against invoices (decision 0052): payments and refunds (by hand or from Stripe's webhook), credit
 * notes, and the reminders an unpaid invoice has sent.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, PAYMENT_KINDS, PAYMENT_METHODS } from '@shared/enums';
import { users } from './auth';
import { lineSumColumns, billedQuantityColumns, lineTaxColumns } from './billing-setup';
import { clients } from './clients';
import { belongsTo, id, oneOf } from './columns';
import { invoices } from './finance';

/**
 * One payment in or refund out. invoices.amount_paid_minor is the sum of payments less refunds, kept in the same
 * transaction; the invoice is partially paid while that is below its total, paid once it reaches it.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    kind: text('kind').notNull().default('payment'),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on').notNull(),
    method: text('method').notNull(),
    reference: text('reference'),
    note: text('note'),
    /** A refund's payment: a refund never exceeds what is left of it (its amount less its earlier refunds). */
    refundOfId: uuid('refund_of_id').references((): AnyPgColumn => invoicePayments.id, { onDelete: 'cascade' }),
    /** Stripe's charge, payment or refund id: a webhook delivered twice records one row. */
    stripeId: text('stripe_id').unique(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoice_payments_kind_check', oneOf(t.kind, PAYMENT_KINDS)),
    check('invoice_payments_method_check', oneOf(t.method, PAYMENT_METHODS)),
    check('invoice_payments_currency_check', oneOf(t.currency, CURRENCIES)),
    check('invoice_payments_amount_check', sql`${t.amountMinor} > 0`),
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.paidOn),
    index('invoice_payments_paid_on_idx').on(t.paidOn, t.currency),
    index('invoice_payments_refund_of_idx')
      .on(t.refundOfId)
      .where(sql`${t.refundOfId} is not null`),
    check('invoice_payments_refund_check', sql`(${t.kind} = 'refund') = (${t.refundOfId} is not null)`),
  ],
);

/** A credit note: money the agency owes back against one invoice, numbered 'CN-0001' from its own sequence. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    creditNoteNumber: text('credit_note_number').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    clientId: belongsTo('client_id', () => clients.id),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    issuedOn: date('issued_on').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('credit_notes_number_key').on(t.creditNoteNumber),
    check('credit_notes_currency_check', oneOf(t.currency, CURRENCIES)),
    check('credit_notes_total_check', sql`${t.totalMinor} > 0`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_client_idx').on(t.clientId, t.createdAt),
  ],
);

export const creditNoteItems = pgTable(
  'credit_note_items',
  {
    id: id(),
    creditNoteId: belongsTo('credit_note_id', () => creditNotes.id),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    ...billedQuantityColumns(),
    ...lineTaxColumns(),
    ...lineSumColumns(),
  },
  (t) => [
    check('credit_note_items_quantity_thousandths_check', sql`${t.quantityThousandths} > 0`),
    check('credit_note_items_amount_check', sql`${t.unitAmountMinor} > 0`),
    index('credit_note_items_note_idx').on(t.creditNoteId, t.position),
  ],
);

/**
 * A reminder an invoice sent: one per invoice and step (days from its due date), so a reminder is sent at most once
 * however often the scheduler looks or how many processes look.
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: id(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    offsetDays: integer('offset_days').notNull(),
    /** When the reminder was queued; its e-mail job carries the rest. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its e-mail job found the invoice still unpaid and sent it; null while queued or when it was skipped. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why it was not sent: the invoice was paid or voided before its job ran. */
    skippedReason: text('skipped_reason'),
  },
  (t) => [unique('invoice_reminders_step_key').on(t.invoiceId, t.offsetDays)],
);
