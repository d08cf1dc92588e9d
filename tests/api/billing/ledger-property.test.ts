/**
 * One ledger behind every figure: random sequences of money operations (ledger-operations.ts: issue, part-pay,
 * refund, credit note, void, late fee, credit applied and refunded, a quote's deposit and final invoice, a time
 * invoice) over two clients and two currencies. Every few steps, each figure a user reads (ledger-property-screens.ts:
 * the Invoices workspace's rows, cards, ageing and CSV, a client's Billing for staff and its own users, the credit
 * balance, the statement) equals the sum of the ledger rows it stands for, to the minor unit, per currency; after each
 * sequence, the documents too (every invoice's PDF, the statement's) and the payloads of the webhook events. The
 * figures are recomputed from the rows themselves (ledger-property-figures.ts), not through the app's ledger functions.
 * The benchmark runs the same operations 2,000 at a time (bench/ledger-reconciliation.ts).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/harness';
import { startReceiver } from '../platform/webhook-receiver';
import { ledgerWorld, op, runOperation, type LedgerWorld } from './ledger-operations';
import { screenMismatches } from './ledger-property-screens';

let t: TestApp;
let w: LedgerWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
/** The screens are read after every this many operations, and at the end of each sequence. */
const EVERY = 4;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp();
  w = await ledgerWorld(t, receiver.url);
});

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('one ledger behind every figure', () => {
  it('after random money operations, each figure shown equals the sum of its rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 14, maxLength: 20 }), async (ops) => {
        for (const [n, o] of ops.entries()) {
          const res = await runOperation(w, o);
          if (res) expect(res.status, `${JSON.stringify(o)}: ${res.text}`).toBeLessThan(500);
          if ((n + 1) % EVERY === 0) expect(await screenMismatches(w, { documents: false }), `after ${JSON.stringify(o)}`).toEqual([]);
        }
        expect(await screenMismatches(w, { documents: true })).toEqual([]);
      }),
      // Three sequences (about 50 operations); a failure is reported as found, not shrunk (shrinking replays requests
      // on a database the failed run already changed).
      { numRuns: 3, endOnFailure: true },
    );
  }, 240_000);
});
