import { bigint, boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';
import { invoices } from './finance';

/**
 * Each issued invoice's money split between its projects, per month: invoiced in its month of issue, paid by its
 * payments' months net of refunds, credited by its credit notes' months, each split by the invoice's project weights
 * (a deposit's or a retainer's project takes all; time and re-billed expenses by what each project's were billed at,
 * floored, the heaviest taking the cents left over; decision 0122). Kept by statement triggers on every table those
 * figures come from (migration 0062): a change to an invoice, its payments, credit notes, billed entries or expenses,
 * or its quote's or schedule's project re-splits that invoice alone. The ledger's project figures
 * (ledger-figures.ts, `projectLedgerMonths`) sum these rows instead of splitting every invoice of a period on each
 * request (decision 0135). `project_id` is null for an invoice for no project (a one-off).
 */
export const projectLedgerShares = pgTable(
  'project_ledger_shares',
  {
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    projectId: uuid('project_id'),
    clientId: uuid('client_id').notNull(),
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    invoicedMinor: bigint('invoiced_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull(),
  },
  // Re-split by invoice; the reports read a range of months, for the agency or one client.
  (t) => [index('project_ledger_shares_invoice_idx').on(t.invoiceId), index('project_ledger_shares_month_idx').on(t.month, t.clientId)],
);

/**
 * Each payment's share of its invoice's taxes (the tax report on payments, decision 0098): a row per payment or refund
 * of an issued invoice and per tax the invoice's lines name (name, rate and kind as the lines copied them). The share
 * is rounded on the running total the invoice has received, so an invoice paid in full, in any number of parts, sums
 * to exactly its own tax. Kept by the same statement triggers and in the same call as the project shares above
 * (migration 0064), so the report sums a period's rows instead of replaying every payment of its invoices.
 */
export const paymentTaxShares = pgTable(
  'payment_tax_shares',
  {
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    paidOn: date('paid_on').notNull(),
    currency: text('currency').notNull(),
    taxName: text('tax_name'),
    taxRateMillionths: integer('tax_rate_millionths').notNull(),
    taxInclusive: boolean('tax_inclusive').notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('payment_tax_shares_invoice_idx').on(t.invoiceId), index('payment_tax_shares_paid_on_idx').on(t.paidOn)],
);

/**
 * The agency's ledger per month and currency, as signed deltas: every statement that writes or removes share rows
 * above adds a row per month and currency it moved (the new rows' sums, the removed rows' sums negated), kept by
 * statement triggers on `project_ledger_shares` (migration 0065). Only inserts: no writer waits on another's row, so
 * no lock order arises between this and the invoice tallies (the deadlock that withdrew a month tally kept by upserts,
 * decision 0135). The dashboard's chart sums a year of these rows (`agencyLedgerMonths`); a scheduled sweep folds them
 * into one row per month and currency once they pass a thousand (`ledgerMonthsSweep`).
 */
export const ledgerMonthDeltas = pgTable(
  'ledger_month_deltas',
  {
    month: date('month').notNull(),
    currency: text('currency').notNull(),
    invoicedMinor: bigint('invoiced_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_month_deltas_month_idx').on(t.month)],
);
