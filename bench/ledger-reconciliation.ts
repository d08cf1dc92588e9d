/**
 * The ledger reconciliation of the benchmark (`npm run bench -- --only ledger`): the random money operations of the
 * property test (tests/api/billing/ledger-operations.ts, the same generator), 2,000 of them on a fresh PostgreSQL
 * database with the demo agency, and every money figure a user reads checked against the ledger rows
 * (tests/api/billing/ledger-property-screens.ts) every 100 operations and, with every PDF and webhook payload, at the
 * end. One row: its mismatches, budget 0; a mismatch fails the run (run.ts exits 1).
 */
import fc from 'fast-check';
import { openDatabase } from '@server/db/client';
import { runMigrations } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed/demo';
import { createTestApp } from '../tests/api/support/harness';
import { startReceiver } from '../tests/api/platform/webhook-receiver';
import { ledgerWorld, op, runOperation } from '../tests/api/billing/ledger-operations';
import { screenMismatches } from '../tests/api/billing/ledger-property-screens';
import { queryOnce } from './databases';
import type { Figure } from './figure';

export const LEDGER_OPERATIONS = 2000;
const EVERY = 100;
const NAME = 'portal_bench_ledger';

export async function ledgerReconciliation(adminUrl: string, operations = LEDGER_OPERATIONS, seed = Date.now()): Promise<Figure[]> {
  await queryOnce(adminUrl, `drop database if exists ${NAME} with (force)`);
  await queryOnce(adminUrl, `create database ${NAME}`);
  const u = new URL(adminUrl);
  u.pathname = `/${NAME}`;
  const database = await openDatabase({ url: u.toString() });
  await runMigrations(database);
  await seedDemo(database.db, { password: 'demo-password' });
  const receiver = await startReceiver();
  const t = await createTestApp({ database: { ...database, dispose: () => database.close() } });
  const started = performance.now();
  const mismatches: string[] = [];
  const refused = { n: 0 };
  try {
    const w = await ledgerWorld(t, receiver.url);
    const ops = fc.sample(op, { numRuns: operations, seed });
    for (const [n, o] of ops.entries()) {
      const res = await runOperation(w, o);
      if (res && res.status >= 500) mismatches.push(`${JSON.stringify(o)} answered ${res.status}: ${res.text.slice(0, 200)}`);
      if (res && res.status >= 400) refused.n++;
      const last = n === ops.length - 1;
      if ((n + 1) % EVERY === 0 || last)
        mismatches.push(...(await screenMismatches(w, { documents: last })).map((m) => `after ${n + 1}: ${m}`));
      if ((n + 1) % 500 === 0) console.log(`Ledger reconciliation: ${n + 1} operations, ${mismatches.length} mismatches`);
    }
  } finally {
    await t.close();
    await receiver.close();
    await queryOnce(adminUrl, `drop database if exists ${NAME} with (force)`);
  }
  for (const m of mismatches.slice(0, 20)) console.error(m);
  const seconds = Math.round((performance.now() - started) / 1000);
  return [
    {
      what: `ledger reconciliation: ${operations} operations, ${mismatches.length} mismatches (seed ${seed}, ${refused.n} refused with a 4xx, ${seconds} s)`,
      value: mismatches.length,
      unit: 'mismatches',
      budget: 0,
      failsTheRun: true,
    },
  ];
}
