/**
 * The reminders' look at scale (decision 0058), run by hand: REMINDERS_SCALE=5000 with TEST_DATABASE_URL. N unpaid
 * invoices all past several steps: how long the looks take that claim their steps (500 invoices a look) and add their
 * late fees, and how long the look of every minute takes once nothing is due (the cost the app pays all day).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { sweepLateFees, sweepReminders } from '@server/features/billing/reminders/reminder-sweep';
import { createTestApp, type TestApp } from '../support/harness';
import { at, holdingJobs, makeClient, setSettings, settleDemoInvoices } from './reminders-helpers';

const N = Number(process.env.REMINDERS_SCALE ?? 0);
const DUE = '2031-03-20';

describe.skipIf(!N)(`the reminders' look over ${N} unpaid invoices`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await settleDemoInvoices(t);
    await setSettings(t, { lateFee: { kind: 'percent', bp: 150, after: 7 } });
    const client = await makeClient(t);
    await t.database.db.execute(sql`
      insert into invoices (client_id, invoice_number, amount_minor, subtotal_minor, currency, status, due_date, issued_at)
      select ${client.id}, 'SCALE-' || g, 10000 + g, 10000 + g, 'USD', 'open', ${DUE}::date - (g % 30), '2031-01-01T08:00:00Z'
      from generate_series(1, ${N}) g`);
    await t.database.db.execute(sql`analyze invoices`);
  }, 600_000);
  afterAll(async () => {
    await t.close();
  });

  it('claims every due step once and then looks in milliseconds', { timeout: 600_000 }, async () => {
    const holding = holdingJobs(t.deps);
    const now = at('2031-04-10');
    let started = performance.now();
    await sweepLateFees(t.deps, now);
    let looks = 1;
    for (;;) {
      const before = holding.held.length;
      await sweepReminders(holding.deps, now);
      if (holding.held.length === before) break;
      looks++;
    }
    const claimMs = performance.now() - started;
    // The late fee goes 500 invoices a look too: the rest wait for the next looks.
    while (
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from invoices where status = 'open' and late_fee_added_at is null and due_date <= '2031-04-03'`,
        )
      )[0]!.n > 0
    ) {
      await sweepLateFees(t.deps, now);
    }
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      started = performance.now();
      await sweepLateFees(t.deps, now);
      await sweepReminders(holding.deps, now);
      times.push(performance.now() - started);
    }
    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invoice_reminders where sent_at is null and skipped_reason is null`,
    );
    expect(holding.held.length).toBe(N);
    expect(Number(rows!.n)).toBe(N);
    console.log(
      `reminders at ${N}: claimed in ${looks} looks, ${Math.round(claimMs)} ms; a look with nothing due: ${times.map((x) => Math.round(x)).join(', ')} ms`,
    );
  });
});
