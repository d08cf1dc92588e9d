/**
 * A client's credit balance (decision 0093), one row per move, in the invoice's currency: the excess of an invoice's
 * payments and credit notes over its total (positive, kept in step by the one money path), credit applied to a later
 * invoice (negative, beside the invoice's 'credit' payment) or refunded (negative). The balance is the sum.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CLIENT_CREDIT_KINDS, CURRENCIES, PAYMENT_METHODS } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf } from './columns';
import { invoices } from './finance';
import { invoicePayments } from './payments';

export const clientCredits = pgTable(
  'client_credits',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    /** Signed: into the balance above 0, out of it below. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The invoice whose excess came in, or the one the credit was applied to. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'cascade' }),
    /** The invoice's 'credit' payment an application wrote. */
    paymentId: uuid('payment_id').references(() => invoicePayments.id, { onDelete: 'cascade' }),
    paidOn: date('paid_on').notNull(),
    /** A refund's way back to the client. */
    method: text('method'),
    reference: text('reference'),
    note: text('note'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('client_credits_kind_check', oneOf(t.kind, CLIENT_CREDIT_KINDS)),
    check('client_credits_currency_check', oneOf(t.currency, CURRENCIES)),
    check('client_credits_method_check', sql`${t.method} is null or ${oneOf(t.method, PAYMENT_METHODS)}`),
    check('client_credits_amount_check', sql`${t.amountMinor} <> 0 and (${t.kind} = 'excess' or ${t.amountMinor} < 0)`),
    index('client_credits_client_idx').on(t.clientId, t.currency, t.createdAt),
    index('client_credits_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);
