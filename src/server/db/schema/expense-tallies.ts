import { bigint, boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The expenses list's totals over every expense, per currency, status and billable, kept by statement triggers on
 * expenses (migration 0063) as invoice_tallies is for invoices (decision 0101): the agency's list, unfiltered or filtered
 * by status or billable alone, sums a few of these rows instead of every expense (decision 0135). A row whose `n` is 0 is
 * empty and left in place.
 */
export const expenseTallies = pgTable(
  'expense_tallies',
  {
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    billable: boolean('billable').notNull(),
    n: integer('n').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.status, t.billable] })],
);
