/**
 * Time tracking (decision 0045): what people spend on tasks, the weeks they submit, the people's cost rates and
 * capacities, and the budget warnings already sent. Minutes are integers, money integer minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BUDGET_MEASURES, CURRENCIES, TIME_ENTRY_STATUSES, TIMESHEET_WEEK_STATUSES } from '@shared/enums';
import { users } from './auth';
import { clients } from './clients';
import { belongsTo, id, oneOf, timestamps } from './columns';
import { invoices } from './finance';
import { projects } from './projects';
import { tasks } from './tasks';

/** The most one entry may hold: a day. A longer stretch is several entries. */
export const MAX_ENTRY_MINUTES = 24 * 60;

export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    // A departed person's invoiced hours stay on the books, shown as 'Unknown User'.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // A deleted task leaves its time on the project: it may already be on an invoice.
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    // Kept beside the task (always the task's project and client) so budgets, reports and invoicing read one index.
    projectId: belongsTo('project_id', () => projects.id),
    clientId: belongsTo('client_id', () => clients.id),
    /** The person's own calendar day the time counts for (a timer's: the day it was started, in their time zone). */
    workDate: date('work_date').notNull(),
    /** A timer's start and stop; a duration typed on the timesheet has neither. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Null only while its timer runs. */
    minutes: integer('minutes'),
    /** Staff-only: never shown to client users. */
    note: text('note'),
    billable: boolean('billable').notNull().default(true),
    /** The hourly billing rate and currency in force when the entry was created; later rate changes leave it be. */
    rateMinor: bigint('rate_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    /** The person's hourly cost when the entry was created: only holders of financials.view ever read it. */
    costRateMinor: bigint('cost_rate_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('open'),
    /** The invoice it is on, with the minutes and amount it was billed at (after rounding): set together, locked. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    billedMinutes: integer('billed_minutes'),
    billedAmountMinor: bigint('billed_amount_minor', { mode: 'number' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('time_entries_status_check', oneOf(t.status, TIME_ENTRY_STATUSES)),
    check('time_entries_currency_check', oneOf(t.currency, CURRENCIES)),
    check('time_entries_rates_check', sql`${t.rateMinor} >= 0 and ${t.costRateMinor} >= 0`),
    check('time_entries_minutes_check', sql`${t.minutes} is null or ${t.minutes} between 1 and 1440`),
    // A running timer is the only entry without minutes; it has a start and no end, and is still open.
    check(
      'time_entries_running_check',
      sql`(${t.minutes} is null) = (${t.startedAt} is not null and ${t.endedAt} is null) and (${t.minutes} is not null or ${t.status} = 'open')`,
    ),
    check('time_entries_span_check', sql`${t.endedAt} is null or (${t.startedAt} is not null and ${t.endedAt} >= ${t.startedAt})`),
    check(
      'time_entries_invoiced_check',
      sql`(${t.status} = 'invoiced') = (${t.invoiceId} is not null) and (${t.invoiceId} is null) = (${t.billedAmountMinor} is null) and (${t.invoiceId} is null) = (${t.billedMinutes} is null)`,
    ),
    // One running timer per person: starting another while one runs is refused by the database itself.
    uniqueIndex('time_entries_one_running_idx')
      .on(t.userId)
      .where(sql`${t.minutes} is null`),
    // Everyone's time newest first (a manager's unfiltered list), read off the index without a sort.
    index('time_entries_date_idx').on(t.workDate, t.createdAt, t.id),
    // A person's week (the timesheet) and their list newest first; with the minutes in it, the list's count and sum of
    // a person's time are read off the index alone, not off thousands of rows (decision 0064).
    index('time_entries_user_date_idx').on(t.userId, t.workDate, t.createdAt, t.id, t.minutes),
    // A project's spent-vs-budget and its month rows.
    index('time_entries_project_date_idx').on(t.projectId, t.workDate),
    // A client's unbilled billable time (Invoice time's preview).
    index('time_entries_unbilled_idx')
      .on(t.clientId, t.workDate)
      .where(sql`${t.invoiceId} is null and ${t.billable}`),
    index('time_entries_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    index('time_entries_task_idx').on(t.taskId, t.workDate),
    // A project's time per task (its Budget card, decision 0048), read off the index alone.
    index('time_entries_project_task_idx')
      .on(t.projectId, t.taskId, t.minutes)
      .where(sql`${t.minutes} is not null`),
  ],
);

/**
 * A person's submitted week (Monday's date): the entries of the week carry the state too; this row holds what the
 * week as a whole was told (who approved it, the note a returned week came back with).
 */
export const timesheetWeeks = pgTable(
  'timesheet_weeks',
  {
    userId: belongsTo('user_id', () => users.id),
    weekStart: date('week_start').notNull(),
    status: text('status').notNull(),
    note: text('note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekStart] }),
    check('timesheet_weeks_status_check', oneOf(t.status, TIMESHEET_WEEK_STATUSES)),
    check('timesheet_weeks_monday_check', sql`extract(isodow from ${t.weekStart}) = 1`),
    check('timesheet_weeks_returned_note_check', sql`${t.status} <> 'returned' or length(trim(coalesce(${t.note}, ''))) > 0`),
    // Managers' queue of weeks waiting for them.
    index('timesheet_weeks_status_idx').on(t.status, t.weekStart),
  ],
);

/**
 * What a staff member costs the agency an hour, and the hours a week they can work (utilization's denominator). Kept
 * apart from users so no user query can carry a cost rate by accident; only admins read or write it.
 */
export const staffRates = pgTable(
  'staff_rates',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    costRateMinor: bigint('cost_rate_minor', { mode: 'number' }).notNull().default(0),
    weeklyCapacityMinutes: integer('weekly_capacity_minutes').notNull().default(2400),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_rates_cost_check', sql`${t.costRateMinor} >= 0`),
    check('staff_rates_capacity_check', sql`${t.weeklyCapacityMinutes} between 0 and 10080`),
  ],
);

/** The budget warnings a project's manager has had: the key makes each one happen once, however many writes race. */
export const projectBudgetAlerts = pgTable(
  'project_budget_alerts',
  {
    projectId: belongsTo('project_id', () => projects.id),
    measure: text('measure').notNull(),
    threshold: integer('threshold').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.measure, t.threshold] }),
    check('project_budget_alerts_measure_check', oneOf(t.measure, BUDGET_MEASURES)),
    check('project_budget_alerts_threshold_check', sql`${t.threshold} in (80, 100)`),
  ],
);

export type TimeEntryRow = typeof timeEntries.$inferSelect;
