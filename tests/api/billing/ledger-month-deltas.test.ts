/**
 * The dashboard's months from the ledger's month deltas (decision 0138): the chart reads the same while deltas pile
 * up, and after the sweep folds them into a row per month and currency.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { foldLedgerMonths } from '@server/db/ledger-figures';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;

const count = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: string | number }>(t.database.db, query))[0]!.n);
const chart = async () => (await t.request('/api/dashboard', { cookie: admin })).json.revenueChart as unknown[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
});
afterAll(() => t.close());

it('reads the same while the month deltas pile up and after the sweep folds them into a row per month and currency', async () => {
  const before = await chart();
  expect(before.length).toBeGreaterThan(0);
  // Every statement on the invoices re-splits them: their shares go and come back, leaving deltas that cancel out.
  while ((await count(sql`select count(*) as n from ledger_month_deltas`)) <= 1000)
    await t.database.db.execute(sql`update invoices set status = status`);
  expect(await chart()).toEqual(before);
  expect(await foldLedgerMonths(t.database.db)).toBeGreaterThan(1000);
  expect(await count(sql`select count(*) as n from ledger_month_deltas`)).toBeLessThanOrEqual(
    await count(sql`select count(*) as n from (select distinct month, currency from project_ledger_shares) m`),
  );
  expect(await chart()).toEqual(before);
  // Below a thousand rows the sweep leaves them as they are.
  expect(await foldLedgerMonths(t.database.db)).toBe(0);
});
