/**
 * A freshly seeded demo's first start (src/server/db/seed/demo-recurring.ts, demo-reminders.ts): the scheduler's first
 * look issues no invoice and changes none, though the demo has a retainer, a hosting plan and a late fee configured;
 * the retainer's first invoice comes on the 1st of next month.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, type TestApp } from '../support/harness';
import { sweepAt } from './recurring-helpers';

describe('the demo at its first start', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const invoices = () =>
    queryRows<{ id: string; amount: number; fee: number; status: string }>(
      app.database.db,
      sql`select id, amount_minor::int as amount, late_fee_minor::int as fee, status from invoices order by id`,
    );

  it('issues no invoice, adds no fee and expires no quote at the first look; the retainer waits for next month', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const before = await invoices();
    const quotes = await queryRows<{ id: string; status: string }>(app.database.db, sql`select id, status from quotes order by id`);
    await sweepAt(app, today);
    expect(await invoices()).toEqual(before);
    expect(await queryRows(app.database.db, sql`select id, status from quotes order by id`)).toEqual(quotes);
    const issuedToday = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from invoices where issued_at::date = ${today}::date`,
    );
    expect(issuedToday[0]!.n).toBe(0);

    // What the tour shows: Settings > Billing holds the late fee the reminded invoice took.
    const [settings] = await queryRows<{ kind: string; fixed: number; after: number }>(
      app.database.db,
      sql`select late_fee_kind as kind, late_fee_fixed_minor::int as fixed, late_fee_after_days as after from billing_settings where id = 1`,
    );
    expect(settings).toEqual({ kind: 'fixed', fixed: 2500, after: 7 });
    expect(before.filter((i) => i.fee > 0).map((i) => i.fee)).toEqual([2500]);

    const schedules = await queryRows<{ title: string; next: string; n: number }>(
      app.database.db,
      sql`select title, next_period_start::text as next, invoices_count as n from recurring_schedules order by title`,
    );
    expect(schedules.map((s) => s.title)).toEqual(['Hosting and maintenance', 'Support retainer']);
    for (const s of schedules) {
      expect(s.n).toBe(0);
      expect(s.next > today).toBe(true);
    }
  });

  it('invoices the retainer on the 1st of next month, once', async () => {
    const [retainer] = await queryRows<{ id: string; next: string }>(
      app.database.db,
      sql`select id, next_period_start::text as next from recurring_schedules where title = 'Support retainer'`,
    );
    await sweepAt(app, retainer!.next);
    await sweepAt(app, retainer!.next);
    const made = await queryRows<{ period: string }>(
      app.database.db,
      sql`select period_start::text as period from invoices where recurring_schedule_id = ${retainer!.id}`,
    );
    expect(made).toEqual([{ period: retainer!.next }]);
  });
});
