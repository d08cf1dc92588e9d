import { bigint, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { projects } from './projects';
import { belongsTo } from './columns';

/** The sums both tallies keep, fresh builders per table (drizzle binds a column to the table it is declared in). */
const timeSums = () => ({
  minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
  billableMinutes: bigint('billable_minutes', { mode: 'number' }).notNull().default(0),
  billableAmountMinor: bigint('billable_amount_minor', { mode: 'number' }).notNull().default(0),
  costMinor: bigint('cost_minor', { mode: 'number' }).notNull().default(0),
  invoicedAmountMinor: bigint('invoiced_amount_minor', { mode: 'number' }).notNull().default(0),
  paidAmountMinor: bigint('paid_amount_minor', { mode: 'number' }).notNull().default(0),
});

/**
 * Finished time per month, project, client and currency (decision 0050), kept by statement triggers on time_entries
 * (and one on invoices for `paid`) like task_tallies (decision 0017, migration 0004): the monthly time report reads a
 * few thousand of these rows instead of aggregating 40,000 entries on every request. Money follows the one rounding
 * rule `(minutes * rate + 30) / 60`, applied per entry before summing, exactly as the report computed it from entries.
 * `entries` counts the finished entries: a row at 0 is empty (left in place, skipped by readers). client_id has no
 * foreign key: a project's rows go with it (cascade), and the report joins clients by id.
 */
export const timeTallies = pgTable(
  'time_tallies',
  {
    month: date('month').notNull(),
    projectId: belongsTo('project_id', () => projects.id),
    clientId: uuid('client_id').notNull(),
    currency: text('currency').notNull(),
    entries: integer('entries').notNull().default(0),
    ...timeSums(),
  },
  (t) => [
    // Month first: totals and the chart sum a range of months. The client is in the key because the report groups by it.
    primaryKey({ columns: [t.month, t.projectId, t.clientId, t.currency] }),
    // A page walks clients by name and reads each one's rows of the range; the project filter and cascade, the same.
    index('time_tallies_client_idx').on(t.clientId, t.month),
    index('time_tallies_project_idx').on(t.projectId, t.month),
  ],
);

/**
 * The agency's time per month and currency, kept from time_tallies by statement triggers on it (migration 0022): the
 * unfiltered report's total, totals and chart read a few of these rows instead of a month's ~10,000 tally rows.
 * `rows` counts the month's non-empty time_tallies rows of that currency (the report's row count).
 */
export const timeMonthTallies = pgTable(
  'time_month_tallies',
  { month: date('month').notNull(), currency: text('currency').notNull(), rows: integer('rows').notNull().default(0), ...timeSums() },
  (t) => [primaryKey({ columns: [t.month, t.currency] })],
);

/** The key of a project's time whose task was deleted (its entries keep the time, without a task). */
export const NO_TASK_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * Finished minutes per project and task, kept by statement triggers on time_entries (migration 0026) like the tallies
 * above: a project's Budget card reads its tasks' time from a row per task instead of summing a busy project's 50,000
 * entries on every view. `task_key` is the task, or NO_TASK_KEY for time whose task was deleted.
 */
export const timeTaskTallies = pgTable(
  'time_task_tallies',
  {
    projectId: belongsTo('project_id', () => projects.id),
    taskKey: uuid('task_key').notNull(),
    entries: integer('entries').notNull().default(0),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.taskKey] })],
);

/**
 * Finished minutes per person and week (its Monday), kept by statement triggers on time_entries (migration 0061) like
 * the tallies above: the utilization report reads a row per person and week instead of summing every entry of the
 * weeks it shows (decision 0134). Time whose person was removed is not counted (its entries keep no one).
 */
export const timeWeekTallies = pgTable(
  'time_week_tallies',
  {
    userId: belongsTo('user_id', () => users.id),
    week: date('week').notNull(),
    entries: integer('entries').notNull().default(0),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    billableMinutes: bigint('billable_minutes', { mode: 'number' }).notNull().default(0),
  },
  // The report reads a page of people's rows over a range of weeks; who has time in a range, by week first.
  (t) => [primaryKey({ columns: [t.userId, t.week] }), index('time_week_tallies_week_idx').on(t.week, t.userId)],
);
