/**
 * Recurring invoices and retainers (decision 0052): a schedule per client whose each period is invoiced exactly once.
 * The once is the database's: invoices(recurring_schedule_id, period_start) is unique, so two app processes, a retry
 * after a crash, or a catch-up after downtime can only ever create one invoice for a period.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CURRENCIES, RECURRING_FREQUENCIES, RECURRING_STATUSES } from '@shared/enums';
import { users } from './auth';
import { billedQuantityColumns, lineTaxColumns } from './billing-setup';
import { clients } from './clients';
import { belongsTo, id, oneOf, timestamps } from './columns';
import { projects } from './projects';

export const recurringSchedules = pgTable(
  'recurring_schedules',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    /** A retainer's project: its time entries count against the allowance, its rate prices the overage. */
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    currency: text('currency').notNull().default('USD'),
    frequency: text('frequency').notNull(),
    /** Monthly, quarterly, yearly: the day of the month a period starts (1-28; later days would skip short months). */
    dayOfMonth: integer('day_of_month'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    /** Stop after this many invoices. */
    maxCount: integer('max_count'),
    status: text('status').notNull().default('active'),
    /** E-mail (manual) or send through Stripe each invoice as it is created. */
    autoSend: boolean('auto_send').notNull().default(true),
    /** Days from a period's invoice to its due date. */
    dueDays: integer('due_days').notNull().default(14),
    /** The first period not yet invoiced; the scheduler invoices every period that has started up to now. */
    nextPeriodStart: date('next_period_start').notNull(),
    invoicesCount: integer('invoices_count').notNull().default(0),
    /** A retainer's hours per period (minutes); null for a plain recurring invoice. */
    allowanceMinutes: integer('allowance_minutes'),
    /** Unused allowance carries into the next period. */
    carryOver: boolean('carry_over').notNull().default(false),
    carriedMinutes: integer('carried_minutes').notNull().default(0),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('recurring_schedules_frequency_check', oneOf(t.frequency, RECURRING_FREQUENCIES)),
    check('recurring_schedules_status_check', oneOf(t.status, RECURRING_STATUSES)),
    check('recurring_schedules_currency_check', oneOf(t.currency, CURRENCIES)),
    check('recurring_schedules_day_check', sql`${t.dayOfMonth} is null or ${t.dayOfMonth} between 1 and 28`),
    check('recurring_schedules_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('recurring_schedules_count_check', sql`${t.maxCount} is null or ${t.maxCount} >= 1`),
    check('recurring_schedules_due_check', sql`${t.dueDays} between 0 and 365`),
    // The API requires a project with an allowance; a project deleted later leaves the schedule invoicing its fee alone
    // (project_id is set null), so the database does not refuse that deletion.
    check('recurring_schedules_allowance_check', sql`${t.allowanceMinutes} is null or ${t.allowanceMinutes} > 0`),
    check('recurring_schedules_carried_check', sql`${t.carriedMinutes} >= 0`),
    index('recurring_schedules_client_idx').on(t.clientId),
    // The schedules list, newest first, paged off the index instead of sorting every schedule (decision 0064).
    index('recurring_schedules_created_idx').on(t.createdAt, t.id),
    // The scheduler's look: active schedules whose next period has started.
    index('recurring_schedules_due_idx')
      .on(t.nextPeriodStart)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const recurringScheduleItems = pgTable(
  'recurring_schedule_items',
  {
    id: id(),
    scheduleId: belongsTo('schedule_id', () => recurringSchedules.id),
    position: integer('position').notNull().default(0),
    description: text('description').notNull(),
    ...billedQuantityColumns(),
    ...lineTaxColumns(),
  },
  (t) => [
    check('recurring_schedule_items_quantity_thousandths_check', sql`${t.quantityThousandths} > 0`),
    check('recurring_schedule_items_amount_check', sql`${t.unitAmountMinor} > 0`),
    index('recurring_schedule_items_schedule_idx').on(t.scheduleId, t.position),
  ],
);
