/**
 * The recurring sweep at scale (decision 0057), run on demand: RECURRING_SCALE=5000 makes that many due monthly
 * schedules, times one look that invoices them all, a second look with nothing left to do, and the schedules list.
 * Skipped in the ordinary runs (it writes thousands of invoices); its figures are in the decision.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { runSweeps } from '@server/jobs/scheduler';
import { SCHEDULED_SWEEPS } from '@server/scheduled-sweeps';

const SCALE = Number(process.env.RECURRING_SCALE ?? 0);
/** This sweep alone: the others (reminders of thousands of new invoices) are not what is measured. */
const sweepAt = (app: TestApp, day: string) =>
  runSweeps(
    app.deps,
    SCHEDULED_SWEEPS.filter((s) => s.name === 'Recurring invoices'),
    new Date(`${day}T12:00:00Z`),
  );

describe.skipIf(!SCALE)(`recurring invoices at ${SCALE} schedules`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.database.db.execute(sql`
      insert into recurring_schedules (id, client_id, title, currency, frequency, day_of_month, start_date, next_period_start, auto_send, created_by_id)
      select md5('scale-' || g)::uuid, (select id from clients order by id offset (g % (select count(*) from clients)) limit 1), 'Plan ' || g, 'USD',
             'monthly', 1, '2040-01-01', '2040-01-01', false, (select id from users where email = 'admin@demo.test')
      from generate_series(1, ${SCALE}) g`);
    await app.database.db.execute(sql`
      insert into recurring_schedule_items (schedule_id, position, description, quantity_thousandths, unit_amount_minor)
      select md5('scale-' || g)::uuid, 0, 'Plan', 1000, 10000 from generate_series(1, ${SCALE}) g`);
    await app.database.db.execute(sql`analyze`);
  }, 120_000);
  afterAll(() => app?.close());

  it('invoices every due schedule in one look, and a look with nothing due is quick', async () => {
    let started = performance.now();
    await sweepAt(app, '2040-01-01');
    const first = performance.now() - started;
    const [row] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from invoices where period_start = '2040-01-01'`,
    );
    expect(Number(row!.n)).toBeGreaterThanOrEqual(SCALE);
    started = performance.now();
    await sweepAt(app, '2040-01-15');
    const idle = performance.now() - started;
    const cookie = await app.as(DEMO_ACCOUNTS.admin);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      const res = await app.request(`/api/recurring-schedules?page=${1 + (i % 5)}`, { cookie });
      times.push(performance.now() - t);
      expect(res.status).toBe(200);
    }
    times.sort((a, b) => a - b);
    console.log(
      `recurring at ${SCALE}: first look ${Math.round(first)} ms (${(first / SCALE).toFixed(1)} ms a schedule), idle look ${Math.round(idle)} ms, ` +
        `list p50 ${Math.round(times[10]!)} ms, p95 ${Math.round(times[18]!)} ms`,
    );
    expect(idle).toBeLessThan(1000);
  }, 1_200_000);
});
