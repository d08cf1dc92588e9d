/** Shared setup for the recurring invoices tests: a schedule through the API, the sweep at a chosen time, its invoices. */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { runSweeps } from '@server/jobs/scheduler';
import { SCHEDULED_SWEEPS } from '@server/scheduled-sweeps';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';

export const scheduleBody = (clientId: string, overrides: Record<string, unknown> = {}) => ({
  clientId,
  title: 'Monthly maintenance',
  currency: 'USD',
  frequency: 'monthly',
  dayOfMonth: 1,
  startDate: '2031-01-01',
  autoSend: false,
  dueDays: 14,
  items: [{ description: 'Maintenance plan', quantity: 1, amount: 500 }],
  ...overrides,
});

export async function createSchedule(app: TestApp, body: Record<string, unknown>) {
  const res = await app.request('/api/recurring-schedules', { body, cookie: await app.as(DEMO_ACCOUNTS.admin) });
  if (res.status !== 201) throw new Error(`Creating the schedule failed: ${res.status} ${res.text}`);
  return res.json as { id: string; nextPeriodStart: string };
}

/** One look of every sweep at `now` (a fake clock). */
export const sweepAt = (app: TestApp, now: string) => runSweeps(app.deps, SCHEDULED_SWEEPS, new Date(`${now}T12:00:00Z`));

export async function periodsOf(app: TestApp, scheduleId: string) {
  return queryRows<{ period: string; n: number; amount: number; id: string }>(
    app.database.db,
    sql`select period_start::text as period, count(*) over (partition by period_start)::int as n, amount_minor::int as amount, id
          from invoices where recurring_schedule_id = ${scheduleId} order by period_start`,
  );
}

export async function scheduleRow(app: TestApp, scheduleId: string) {
  const [row] = await queryRows<{ next: string; count: number; carried: number; status: string }>(
    app.database.db,
    sql`select next_period_start::text as next, invoices_count as count, carried_minutes as carried, status from recurring_schedules where id = ${scheduleId}`,
  );
  return row!;
}
