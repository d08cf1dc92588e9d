/** The demo's recurring invoices (src/server/db/seed/demo-recurring.ts): the app's first look invoices the retainer's two periods, the second with last month's overage. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createTestApp, type TestApp } from './harness';
import { sweepAt } from './recurring-helpers';

describe('demo recurring invoices', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it("invoices the support retainer's last and current month at the first look, with the hours over the allowance", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await sweepAt(app, today);
    const lines = await queryRows<{ period: string; description: string; amount: number }>(
      app.database.db,
      sql`select i.period_start::text as period, it.description, it.unit_amount_minor::int as amount
            from invoices i join recurring_schedules s on s.id = i.recurring_schedule_id join invoice_items it on it.invoice_id = i.id
           where s.title = 'Support retainer' order by i.period_start, it.position`,
    );
    expect(lines.map((l) => l.period)).toEqual([lines[0]!.period, lines[1]!.period, lines[1]!.period]);
    expect(lines[2]!.description).toMatch(/^Hours over the allowance: \d+:\d\d at \$175\.00\/h$/);
    const hosting = await queryRows<{ next: string; n: number }>(
      app.database.db,
      sql`select next_period_start::text as next, invoices_count as n from recurring_schedules where title = 'Hosting and maintenance'`,
    );
    expect(hosting[0]!.n).toBe(0);
    expect(hosting[0]!.next > today).toBe(true);
  });
});
