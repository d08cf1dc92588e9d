/** Money is stored in minor units (cents) as bigint, never as floats. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, INVOICE_STATUSES, QUOTE_PARTS, STRIPE_CUSTOMER_STATUSES } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf, timestamps } from './columns';
import { lineSumColumns, billedQuantityColumns, lineTaxColumns } from './billing-setup';
import { milestones, projects } from './projects';
import { quotes } from './quotes';
import { recurringSchedules } from './recurring';

export const clientRevenue = pgTable(
  'client_revenue',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('client_revenue_amount_check', sql`${t.amountMinor} >= 0`),
    check('client_revenue_currency_check', oneOf(t.currency, CURRENCIES)),
    check('client_revenue_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    index('client_revenue_client_id_idx').on(t.clientId, t.startDate),
    index('client_revenue_active_idx').on(t.isActive, t.startDate),
  ],
);

export const stripeCustomers = pgTable(
  'stripe_customers',
  {
    id: id(),
    // One Stripe customer per client, even under double clicks: the unique key is the lock.
    clientId: uuid('client_id')
      .notNull()
      .unique()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    stripeCustomerId: text('stripe_customer_id').unique(),
    ...timestamps,
  },
  (t) => [
    check('stripe_customers_status_check', oneOf(t.status, STRIPE_CUSTOMER_STATUSES)),
    check('stripe_customers_completed_check', sql`${t.status} <> 'completed' or ${t.stripeCustomerId} is not null`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    invoiceNumber: text('invoice_number'),
    description: text('description'),
    /** The total the client owes: lines' totals (tax included) plus any late fee. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The lines' sums excluding tax, their discounts and their tax (decision 0052); amount = subtotal + tax + late fee. */
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull().default(0),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    /** Payments less refunds, kept with each recorded payment in its transaction. */
    amountPaidMinor: bigint('amount_paid_minor', { mode: 'number' }).notNull().default(0),
    /** Credit notes issued against this invoice, summed. */
    amountCreditedMinor: bigint('amount_credited_minor', { mode: 'number' }).notNull().default(0),
    /** The late fee, added once (late_fee_added_at set in the same update that adds it, never again). */
    lateFeeMinor: bigint('late_fee_minor', { mode: 'number' }).notNull().default(0),
    lateFeeAddedAt: timestamp('late_fee_added_at', { withTimezone: true }),
    /** The accepted quote this is the deposit of. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    /**
     * Which part of its quote it bills: its deposit, a milestone made of one of its sections (quote_milestone_id), or
     * the final invoice. One of each among the invoices not voided, kept by the unique indexes below (decision 0099).
     */
    quotePart: text('quote_part'),
    quoteMilestoneId: uuid('quote_milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    /** The schedule and period this invoice is the run of: unique together, so a period is invoiced once. */
    recurringScheduleId: uuid('recurring_schedule_id').references(() => recurringSchedules.id, { onDelete: 'set null' }),
    periodStart: date('period_start'),
    currency: text('currency').notNull().default('USD'),
    status: text('status').notNull().default('draft'),
    dueDate: date('due_date'),
    /** The client's purchase order reference and the days it has to pay, copied from the client and editable on a draft. */
    poNumber: text('po_number'),
    paymentTermsDays: integer('payment_terms_days'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When the invoice left draft (finalized at Stripe, or issued by the app): client users see it from then on. A
     * draft voided before it was issued never gets one, so its client never sees it (decision 0023).
     */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('invoices_amount_check', sql`${t.amountMinor} >= 0`),
    check('invoices_currency_check', oneOf(t.currency, CURRENCIES)),
    check('invoices_status_check', oneOf(t.status, INVOICE_STATUSES)),
    check('invoices_paid_check', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
    check('invoices_issued_check', sql`${t.status} <> 'draft' or ${t.issuedAt} is null`),
    unique('invoices_number_key').on(t.invoiceNumber),
    unique('invoices_period_key').on(t.recurringScheduleId, t.periodStart),
    check('invoices_payment_terms_check', sql`${t.paymentTermsDays} is null or ${t.paymentTermsDays} between 0 and 365`),
    check('invoices_paid_amount_check', sql`${t.amountPaidMinor} >= 0`),
    check('invoices_late_fee_check', sql`${t.lateFeeMinor} >= 0 and (${t.lateFeeMinor} = 0 or ${t.lateFeeAddedAt} is not null)`),
    index('invoices_quote_idx')
      .on(t.quoteId)
      .where(sql`${t.quoteId} is not null`),
    check('invoices_quote_part_check', sql`${t.quotePart} is null or ${oneOf(t.quotePart, QUOTE_PARTS)}`),
    check('invoices_quote_milestone_check', sql`${t.quoteMilestoneId} is null or ${t.quotePart} = 'milestone'`),
    // A quote's deposit, its final invoice and each milestone's invoice once: a voided one frees its part (0099).
    uniqueIndex('invoices_quote_part_key')
      .on(t.quoteId, t.quotePart)
      .where(sql`${t.quotePart} in ('deposit', 'final') and ${t.status} <> 'void'`),
    uniqueIndex('invoices_quote_milestone_key')
      .on(t.quoteMilestoneId)
      .where(sql`${t.quotePart} = 'milestone' and ${t.status} <> 'void'`),
    // The reminders' look: issued, unpaid invoices by due date.
    index('invoices_unpaid_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('open', 'partially_paid')`),
    // A client's billing pages its invoices newest first (created_at desc, id desc): read in order off this, scanned
    // backwards, the id breaking ties so that a page ends where the next begins, without sorting the client's invoices.
    index('invoices_client_created_idx').on(t.clientId, t.createdAt, t.id),
    index('invoices_status_idx').on(t.status, t.dueDate),
    // The dashboard's revenue chart sums a month of invoices by creation and by payment: read off these alone
    // (index-only), not off every invoice, once invoicing time makes them tens of thousands.
    index('invoices_created_money_idx').on(t.createdAt, t.currency, t.status, t.amountMinor),
    // The Invoices workspace (decision 0101): a number searched off its trigrams (the migration creates it where
    // pg_trgm is available), and a period of issue days off the issue day.
    index('invoices_number_trgm_idx').using('gin', t.invoiceNumber.op('gin_trgm_ops')),
    index('invoices_issued_day_idx').on(sql`((${t.issuedAt} at time zone 'UTC')::date)`),
    // The workspace's figures per currency over every invoice read off this alone (index-only), not off the rows.
    index('invoices_figures_idx').on(t.currency, t.status, t.dueDate, t.amountMinor, t.amountPaidMinor, t.amountCreditedMinor),
    index('invoices_paid_money_idx')
      .on(t.paidAt, t.currency, t.amountMinor)
      .where(sql`${t.status} = 'paid'`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: id(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    description: text('description').notNull(),
    ...billedQuantityColumns(),
    position: integer('position').notNull().default(0),
    ...lineTaxColumns(),
    ...lineSumColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoice_items_amount_check', sql`${t.unitAmountMinor} > 0`),
    check('invoice_items_quantity_thousandths_check', sql`${t.quantityThousandths} > 0`),
    check('invoice_items_discount_check', sql`${t.discountBasisPoints} >= 0 and ${t.discountBasisPoints} <= 10000`),
    index('invoice_items_invoice_id_idx').on(t.invoiceId, t.position),
  ],
);

/**
 * The agency's one invoice number sequence: exactly one row (id = 1), bumped by an upsert ... returning inside the
 * transaction that writes the invoice, so a rolled-back creation hands its number back (decision 0024).
 */
export const invoiceNumberCounter = pgTable(
  'invoice_number_counter',
  { id: integer('id').primaryKey().default(1), lastNumber: bigint('last_number', { mode: 'number' }).notNull().default(0) },
  (t) => [
    check('invoice_number_counter_single_row', sql`${t.id} = 1`),
    check('invoice_number_counter_positive', sql`${t.lastNumber} >= 0`),
  ],
);

/** Stripe webhook events already applied: Stripe delivers at least once, so a replayed event id is ignored. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
