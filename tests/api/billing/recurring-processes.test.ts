/**
 * Exactly once across processes (decision 0057): two app processes sweeping the same PostgreSQL database at the same
 * moment, a process killed with SIGKILL in the middle of a sweep, and a sweep that failed because the database was
 * away over the due moment; each period of each schedule ends with one invoice. PostgreSQL only (the embedded database
 * has one process by design).
 */
import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@server/db/client';
import { runSweeps } from '@server/jobs/scheduler';
import { SCHEDULED_SWEEPS } from '@server/scheduled-sweeps';
import { clientIds } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';
import { createSchedule, periodsOf, scheduleBody, scheduleRow, sweepAt } from './recurring-helpers';
import { testDatabaseUrl } from '../support/test-database';

describe.skipIf(!testDatabaseUrl())('recurring invoices across processes', () => {
  let a: TestApp;
  let b: TestApp;
  let url: string;
  let clientId: string;

  beforeAll(async () => {
    a = await createTestApp();
    url = (a.database.pool!.options as { connectionString: string }).connectionString;
    const database = await openDatabase({ url });
    b = await createTestApp({ database: { ...database, dispose: () => database.close() } });
    clientId = (await clientIds(a)).own;
    // Exactly-once invoicing is the question here, not mail: without the client's portal users, the hundreds of
    // invoices these sweeps make queue no notification e-mails, whose PDFs would otherwise be rendered on this test's
    // own event loop while it sweeps (tests/api/billing/billing-mail.test.ts covers those e-mails).
    await queryRows(a.database.db, sql`update users set status = 'inactive' where client_id = ${clientId}`);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Every period of the schedule once, and the schedule's count and next period agree with them. */
  async function expectEachPeriodOnce(id: string, periods: string[]) {
    const rows = await periodsOf(a, id);
    expect(rows.map((r) => r.period)).toEqual(periods);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect((await scheduleRow(a, id)).count).toBe(periods.length);
  }

  it('two processes sweeping at the same moment make one invoice per period', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push((await createSchedule(a, scheduleBody(clientId, { title: `Twin ${i}`, startDate: '2036-01-01' }))).id);
    await Promise.all([sweepAt(a, '2036-06-15'), sweepAt(b, '2036-06-15'), sweepAt(a, '2036-06-15'), sweepAt(b, '2036-06-15')]);
    const months = ['2036-01-01', '2036-02-01', '2036-03-01', '2036-04-01', '2036-05-01', '2036-06-01'];
    for (const id of ids) await expectEachPeriodOnce(id, months);
  });

  it('a sweep while the database is away fails without harm; the next one invoices each missed period once', async () => {
    const { id } = await createSchedule(a, scheduleBody(clientId, { title: 'Outage', startDate: '2037-01-01' }));
    const database = await openDatabase({ url });
    const away = await createTestApp({ database: { ...database, dispose: async () => undefined } });
    await database.close();
    const outcomes = await runSweeps(away.deps, SCHEDULED_SWEEPS, new Date('2037-01-01T09:00:00Z'));
    expect(outcomes.find((o) => o.name === 'Recurring invoices')?.ok).toBe(false);
    await away.deps.live.stop().catch(() => undefined);
    await away.deps.jobs.stop().catch(() => undefined);
    expect(await periodsOf(a, id)).toEqual([]);
    // Back after two due moments.
    await sweepAt(b, '2037-02-20');
    await expectEachPeriodOnce(id, ['2037-01-01', '2037-02-01']);
  });

  it('a process killed with SIGKILL in the middle of a sweep leaves each period invoiced at most once; the next sweep finishes the rest once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await createSchedule(a, scheduleBody(clientId, { title: `Crash ${i}`, frequency: 'weekly', startDate: '2038-01-04' }))).id);
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/billing/recurring-sweep-child.ts', url, '2038-06-30T12:00:00Z'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            a.database.db,
            sql`select count(*)::int as n from invoices where recurring_schedule_id = any(${`{${ids.join(',')}}`}::uuid[])`,
          )
        )[0]!.n,
      );
    // Kill it once it has made some invoices, well before it is done.
    const until = Date.now() + 60_000;
    while ((await count()) < 5 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    child.kill('SIGKILL');
    await exited;
    const atKill = await count();
    expect(atKill).toBeGreaterThan(0);
    await sweepAt(a, '2038-06-30');
    const weeks: string[] = [];
    for (let d = new Date('2038-01-04T00:00:00Z'); d <= new Date('2038-06-30T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 7))
      weeks.push(d.toISOString().slice(0, 10));
    expect(atKill).toBeLessThan(ids.length * weeks.length);
    for (const id of ids) await expectEachPeriodOnce(id, weeks);
  }, 120_000);
});
