import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The Invoices workspace's figures over every invoice, per currency, status and due date, kept by statement triggers on
 * invoices (migration 0049) as task_tallies is for tasks (decision 0017): the unfiltered list (and one filtered by
 * currency, status or overdue) sums a few hundred of these rows instead of every invoice (decision 0101). `balance` is
 * the sum of each invoice's own balance (never below 0), as the ledger's words define it (ledger-figures.ts); a row
 * whose `n` is 0 is empty and left in place. An invoice without a due date is kept under 'infinity'.
 */
export const invoiceTallies = pgTable(
  'invoice_tallies',
  {
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    dueDate: date('due_date').notNull(),
    n: integer('n').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.status, t.dueDate] })],
);
