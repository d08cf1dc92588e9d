/**
 * Expenses (docs/decisions/0115-expenses.md): what the agency spends on a project (software, travel, stock photos,
 * contractors' bills), the recurring ones that book each period's expense once, the categories the admins keep, and
 * the account mapping the accounting exports write. Money is integer minor units in the expense's own currency.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ACCOUNT_MAPPING_KINDS,
  CURRENCIES,
  EXPENSE_STATUSES,
  RECURRING_EXPENSE_FREQUENCIES,
  RECURRING_EXPENSE_STATUSES,
} from '@shared/enums';
import { users } from './auth';
import { taxRates } from './billing-setup';
import { clients } from './clients';
import { belongsTo, id, oneOf, timestamps } from './columns';
import { invoiceItems, invoices } from './finance';
import { milestones, projects } from './projects';
import { tasks } from './tasks';

/** A list the admins keep (Software, Travel, Stock media...); archiving one keeps it on the expenses that name it. */
export const expenseCategories = pgTable(
  'expense_categories',
  { id: id(), name: text('name').notNull(), archivedAt: timestamp('archived_at', { withTimezone: true }), ...timestamps },
  (t) => [
    check('expense_categories_name_check', sql`length(trim(${t.name})) > 0`),
    uniqueIndex('expense_categories_active_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * What a recurring expense repeats: each period that has started books one expense (expenses.recurring_expense_id and
 * period_start are unique together, so a sweep run twice books it once).
 */
export const recurringExpenses = pgTable(
  'recurring_expenses',
  {
    id: id(),
    projectId: belongsTo('project_id', () => projects.id),
    clientId: belongsTo('client_id', () => clients.id),
    /** Whose expense each period's is (the person who set it up, unless a manager names another). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: uuid('category_id').references(() => expenseCategories.id, { onDelete: 'set null' }),
    vendor: text('vendor'),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    taxRateId: uuid('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    billable: boolean('billable').notNull().default(true),
    markupBasisPoints: integer('markup_basis_points').notNull().default(0),
    frequency: text('frequency').notNull(),
    /** The day of the month a period starts (1-28). */
    dayOfMonth: integer('day_of_month').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    status: text('status').notNull().default('active'),
    /** The first period not yet booked. */
    nextPeriodStart: date('next_period_start').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('recurring_expenses_frequency_check', oneOf(t.frequency, RECURRING_EXPENSE_FREQUENCIES)),
    check('recurring_expenses_status_check', oneOf(t.status, RECURRING_EXPENSE_STATUSES)),
    check('recurring_expenses_currency_check', oneOf(t.currency, CURRENCIES)),
    check('recurring_expenses_amount_check', sql`${t.amountMinor} > 0`),
    check('recurring_expenses_markup_check', sql`${t.markupBasisPoints} between 0 and 100000`),
    check('recurring_expenses_day_check', sql`${t.dayOfMonth} between 1 and 28`),
    check('recurring_expenses_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    // The sweep's queue: active schedules whose next period has started.
    index('recurring_expenses_due_idx')
      .on(t.nextPeriodStart)
      .where(sql`${t.status} = 'active'`),
    index('recurring_expenses_project_idx').on(t.projectId),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    // Kept beside the task and milestone (always their project's) so budgets, reports and invoicing read one index.
    projectId: belongsTo('project_id', () => projects.id),
    clientId: belongsTo('client_id', () => clients.id),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'set null' }),
    /** Who spent it; a departed person's invoiced expenses stay on the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    expenseDate: date('expense_date').notNull(),
    categoryId: uuid('category_id').references(() => expenseCategories.id, { onDelete: 'set null' }),
    vendor: text('vendor'),
    description: text('description').notNull(),
    /** The amount as entered from the receipt; with an inclusive tax it contains the tax. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The tax on the receipt, copied from the admin's rate as document lines copy it. */
    taxRateId: uuid('tax_rate_id').references(() => taxRates.id, { onDelete: 'set null' }),
    taxName: text('tax_name'),
    taxRateMillionths: integer('tax_rate_millionths').notNull().default(0),
    taxInclusive: boolean('tax_inclusive').notNull().default(false),
    /** Computed by the one rule of src/shared/document-totals.ts when written: the cost before tax, and its tax. */
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
    billable: boolean('billable').notNull().default(true),
    /** Hundredths of a percent added when re-billed (1500 is 15%); staff-only, as the cost is. */
    markupBasisPoints: integer('markup_basis_points').notNull().default(0),
    status: text('status').notNull().default('open'),
    /** A manager's note when an expense came back to be fixed. */
    returnNote: text('return_note'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The invoice and line it is on and the net it was billed at (markup included): set together, locked. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    invoiceItemId: uuid('invoice_item_id').references(() => invoiceItems.id, { onDelete: 'set null' }),
    billedAmountMinor: bigint('billed_amount_minor', { mode: 'number' }),
    /** The recurring expense and period that booked it (null for one logged by hand). */
    recurringExpenseId: uuid('recurring_expense_id').references(() => recurringExpenses.id, { onDelete: 'set null' }),
    periodStart: date('period_start'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('expenses_status_check', oneOf(t.status, EXPENSE_STATUSES)),
    check('expenses_currency_check', oneOf(t.currency, CURRENCIES)),
    check('expenses_amount_check', sql`${t.amountMinor} > 0 and ${t.netMinor} >= 0 and ${t.taxMinor} >= 0`),
    check('expenses_markup_check', sql`${t.markupBasisPoints} between 0 and 100000`),
    check('expenses_tax_rate_check', sql`${t.taxRateMillionths} between 0 and 1000000`),
    check('expenses_description_check', sql`length(trim(${t.description})) > 0`),
    // Invoiced exactly when it names its invoice; its billed amount is set with it (a void gives all three back).
    check(
      'expenses_invoiced_check',
      sql`(${t.status} = 'invoiced') = (${t.invoiceId} is not null) and (${t.invoiceId} is null) = (${t.billedAmountMinor} is null)`,
    ),
    check('expenses_period_check', sql`(${t.recurringExpenseId} is null) or (${t.periodStart} is not null)`),
    // A recurring expense books each period once, however often the sweep runs.
    uniqueIndex('expenses_recurring_period_key')
      .on(t.recurringExpenseId, t.periodStart)
      .where(sql`${t.recurringExpenseId} is not null`),
    // Everyone's expenses newest first (a manager's unfiltered list), read off the index without a sort.
    index('expenses_date_idx').on(t.expenseDate, t.createdAt, t.id),
    index('expenses_user_date_idx').on(t.userId, t.expenseDate, t.createdAt, t.id),
    // A project's expenses (its list, budget and profit by month).
    index('expenses_project_date_idx').on(t.projectId, t.expenseDate),
    index('expenses_client_date_idx').on(t.clientId, t.expenseDate),
    // Managers' queue of submitted expenses.
    index('expenses_status_date_idx').on(t.status, t.expenseDate),
    // A client's approved billable expenses not yet invoiced (Invoice time and expenses' preview).
    index('expenses_unbilled_idx')
      .on(t.clientId, t.expenseDate)
      .where(sql`${t.invoiceId} is null and ${t.billable} and ${t.status} = 'approved'`),
    index('expenses_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

/**
 * The agency's chart of accounts as the exports name it: per expense category (by id), tax rate family (by id),
 * payment method, or fixed account ('sales', 'receivables', 'bank', 'expenses_payable', 'credit_notes', 'tax').
 * A missing row falls back to a default account the export documents.
 */
export const accountMappings = pgTable(
  'account_mappings',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    accountCode: text('account_code').notNull(),
    accountName: text('account_name'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check('account_mappings_kind_check', oneOf(t.kind, ACCOUNT_MAPPING_KINDS)),
    check('account_mappings_code_check', sql`length(trim(${t.accountCode})) > 0`),
  ],
);
