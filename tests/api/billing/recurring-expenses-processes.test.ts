/**
 * Exactly once across processes (decision 0118): two app processes booking the same PostgreSQL database's recurring
 * expenses at the same moment, twice each; every period of every recurring expense ends with one expense and each
 * row's next period is the one after the last booked. PostgreSQL only (the embedded database has one process by
 * design; tests/api/billing/recurring-expenses.test.ts runs two looks at once there).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '@server/db/client';
import { bookDuePeriods } from '@server/features/recurring-expenses/sweep';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { testDatabaseUrl } from '../support/test-database';
import { bookedOf, expenseBody } from './recurring-expenses-helpers';

describe.skipIf(!testDatabaseUrl())('recurring expenses across processes', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    const url = (a.database.pool!.options as { connectionString: string }).connectionString;
    const database = await openDatabase({ url });
    b = await createTestApp({ database: { ...database, dispose: () => database.close() } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('two processes booking at the same moment book each period once', async () => {
    const cookie = await a.as(DEMO_ACCOUNTS.manager);
    const [project] = await queryRows<{ id: string }>(a.database.db, sql`select id from projects order by name limit 1`);
    // The demo's own recurring expenses would book their years up to 2042 too: these looks count only the four below.
    await queryRows(a.database.db, sql`update recurring_expenses set status = 'ended'`);
    const ids: string[] = [];
    for (const [i, frequency] of (['monthly', 'monthly', 'quarterly', 'yearly'] as const).entries()) {
      const res = await a.request('/api/recurring-expenses', {
        cookie,
        body: expenseBody(project!.id, { description: `Twin ${i}`, frequency, dayOfMonth: 1, startDate: '2041-01-01' }),
      });
      expect(res.status).toBe(201);
      ids.push(res.json.id as string);
    }
    const now = new Date('2042-06-15T12:00:00Z');
    const looks = await Promise.all([
      bookDuePeriods(a.database.db, now),
      bookDuePeriods(b.database.db, now),
      bookDuePeriods(a.database.db, now),
      bookDuePeriods(b.database.db, now),
    ]);
    // Every month from January 2041 to June 2042, every quarter, every year.
    const starts = (step: number) =>
      Array.from({ length: 18 }, (_, i) => i)
        .filter((i) => i % step === 0)
        .map((i) => `${2041 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`);
    const expected = [starts(1), starts(1), starts(3), starts(12)];
    for (const [i, id] of ids.entries()) {
      const booked = await bookedOf(a, id);
      expect(booked.map((p) => p.period)).toEqual(expected[i]);
      expect(booked.every((p) => p.n === 1)).toBe(true);
    }
    // Between them the looks booked each period once: no look counted one another had booked.
    expect(looks.reduce((sum, l) => sum + l.booked, 0)).toBe(expected.flat().length);
    expect(looks.every((l) => l.failed === 0)).toBe(true);
    const rows = await queryRows<{ next: string }>(
      a.database.db,
      sql`select next_period_start::text as next from recurring_expenses where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) order by description`,
    );
    expect(rows.map((r) => r.next)).toEqual(['2042-07-01', '2042-07-01', '2042-07-01', '2043-01-01']);
  });
});
