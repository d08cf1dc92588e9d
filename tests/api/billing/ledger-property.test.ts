/**
 * One ledger behind every figure: random sequences of money operations (issue, part-pay, refund, credit note, void,
 * credit applied, credit refunded) over two clients and two currencies, and after every step each figure a screen
 * shows (the Invoices workspace's cards, a client's Financials & Billing for staff and for its own users, the ageing,
 * the client's credit balance, an invoice's own ledger) equals the sum of the rows it stands for, to the cent, per
 * currency. The figures are recomputed here from the rows themselves, not through the app's ledger functions.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { asAdmin, clientIds } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let clientUser: string;
let clients: string[];
const CURRENCIES = ['USD', 'EUR'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const major = (minor: number) => Number((minor / 100).toFixed(2));

type Op =
  | { t: 'issue'; client: number; currency: 0 | 1; cents: number }
  | { t: 'pay' | 'refund' | 'credit'; i: number; pct: number }
  | { t: 'void' | 'apply'; i: number }
  | { t: 'refundCredit'; client: number; currency: 0 | 1; pct: number };

const pct = fc.integer({ min: 1, max: 120 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('issue' as const),
      client: fc.nat(1),
      currency: fc.constantFrom(0 as const, 1 as const),
      cents: fc.integer({ min: 100, max: 250_000 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('pay' as const), i: fc.nat(), pct }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('refund' as const), i: fc.nat(), pct }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('credit' as const), i: fc.nat(), pct }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('void' as const), i: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('apply' as const), i: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('refundCredit' as const),
      client: fc.nat(1),
      currency: fc.constantFrom(0 as const, 1 as const),
      pct,
    }),
  },
);

interface InvoiceRow {
  id: string;
  client_id: string;
  currency: string;
  status: string;
  amount_minor: number;
  amount_paid_minor: number;
  amount_credited_minor: number;
  due_date: string;
}

const invoicesNow = async () =>
  (
    await queryRows<InvoiceRow>(
      t.database.db,
      sql`select id, client_id, currency, status, amount_minor::int, amount_paid_minor::int, amount_credited_minor::int, due_date::text from invoices order by created_at, id`,
    )
  ).map((r) => ({
    ...r,
    amount_minor: Number(r.amount_minor),
    amount_paid_minor: Number(r.amount_paid_minor),
    amount_credited_minor: Number(r.amount_credited_minor),
  }));

/** Runs one operation as staff would; refusals (4xx) are fine, a 5xx never is. */
async function run(o: Op): Promise<void> {
  const all = await invoicesNow();
  const pick = 'i' in o && all.length ? all[o.i % all.length]! : null;
  const owed = (r: InvoiceRow) => Math.max(r.amount_minor - r.amount_paid_minor - r.amount_credited_minor, 0);
  let res: { status: number; text: string } | null = null;
  switch (o.t) {
    case 'issue':
      res = await t.request(`/api/clients/${clients[o.client]}/invoices`, {
        cookie: admin,
        body: {
          currency: CURRENCIES[o.currency],
          dueDate: today(),
          sendEmail: false,
          items: [{ description: 'Work', quantity: 1, amount: major(o.cents) }],
        },
      });
      break;
    case 'pay':
      if (pick && owed(pick) > 0)
        res = await t.request(`/api/invoices/${pick.id}/payments`, {
          cookie: admin,
          body: {
            amount: major(Math.max(1, Math.floor((owed(pick) * Math.min(o.pct, 100)) / 100))),
            currency: pick.currency,
            paidOn: today(),
            method: 'bank_transfer',
          },
        });
      break;
    case 'refund': {
      if (!pick) break;
      const ledger = (await t.request(`/api/invoices/${pick.id}/payments`, { cookie: admin })).json;
      const payment = ledger.payments.find(
        (p: { kind: string; method: string; refundableMinor: number }) =>
          p.kind === 'payment' && p.method !== 'credit' && p.refundableMinor > 0,
      );
      if (payment)
        res = await t.request(`/api/invoices/${pick.id}/refunds`, {
          cookie: admin,
          body: {
            paymentId: payment.id,
            amount: major(Math.max(1, Math.floor((payment.refundableMinor * Math.min(o.pct, 100)) / 100))),
            paidOn: today(),
          },
        });
      break;
    }
    case 'credit': {
      const room = pick ? pick.amount_minor - pick.amount_credited_minor : 0;
      if (pick && room > 0)
        res = await t.request(`/api/invoices/${pick.id}/credit-notes`, {
          cookie: admin,
          body: {
            reason: 'Goodwill',
            items: [{ description: 'Credit', quantity: 1, amount: major(Math.max(1, Math.floor((room * Math.min(o.pct, 100)) / 100))) }],
          },
        });
      break;
    }
    case 'void':
      if (pick)
        res = await t.request(`/api/invoices/${pick.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { status: 'void', reason: 'Raised in error' },
        });
      break;
    case 'apply':
      if (pick) res = await t.request(`/api/invoices/${pick.id}/apply-credit`, { cookie: admin, body: {} });
      break;
    case 'refundCredit': {
      const credit = (await t.request(`/api/clients/${clients[o.client]}/credit`, { cookie: admin })).json;
      const balance = credit.balances.find((b: { currency: string }) => b.currency === CURRENCIES[o.currency])?.balanceMinor ?? 0;
      if (balance > 0)
        res = await t.request(`/api/clients/${clients[o.client]}/credit-refunds`, {
          cookie: admin,
          body: {
            currency: CURRENCIES[o.currency],
            amount: major(Math.max(1, Math.floor((balance * Math.min(o.pct, 100)) / 100))),
            paidOn: today(),
            method: 'bank_transfer',
          },
        });
      break;
    }
  }
  if (res) expect(res.status, `${JSON.stringify(o)}: ${res.text}`).toBeLessThan(500);
}

/** The four figures of a set of invoice rows, by the definitions written down once (decision 0092), per currency. */
function expectedFigures(rows: InvoiceRow[], currency: string) {
  const issued = rows.filter((r) => r.currency === currency && !['draft', 'void'].includes(r.status));
  const outstanding = issued.filter((r) => ['open', 'partially_paid'].includes(r.status));
  const balance = (r: InvoiceRow) => Math.max(r.amount_minor - r.amount_paid_minor - r.amount_credited_minor, 0);
  const sum = (list: InvoiceRow[], f: (r: InvoiceRow) => number) => list.reduce((n, r) => n + f(r), 0);
  return {
    total: { amountMinor: sum(issued, (r) => r.amount_minor), count: issued.length },
    paidAmount: sum(issued, (r) => r.amount_paid_minor),
    outstanding: { amountMinor: sum(outstanding, balance), count: outstanding.length },
  };
}

async function expectEveryFigureFromTheRows(): Promise<void> {
  const rows = await invoicesNow();
  // Each invoice's paid and credited are the sums of its payment and credit note rows.
  const sums = await queryRows<{ id: string; paid: number; credited: number }>(
    t.database.db,
    sql`select i.id,
          coalesce((select sum(case when p.kind = 'refund' then -p.amount_minor else p.amount_minor end) from invoice_payments p where p.invoice_id = i.id), 0)::int as paid,
          coalesce((select sum(c.total_minor) from credit_notes c where c.invoice_id = i.id), 0)::int as credited
        from invoices i`,
  );
  for (const s of sums) {
    const row = rows.find((r) => r.id === s.id)!;
    expect({ paid: row.amount_paid_minor, credited: row.amount_credited_minor }).toEqual({
      paid: Number(s.paid),
      credited: Number(s.credited),
    });
  }

  const workspace = (await t.request('/api/invoices?pageSize=200', { cookie: admin })).json;
  const ageing = (await t.request('/api/invoices/ageing', { cookie: admin })).json;
  for (const currency of CURRENCIES) {
    const want = expectedFigures(rows, currency);
    const cards = workspace.figures.find((f: { currency: string }) => f.currency === currency);
    if (want.total.count === 0) continue;
    expect({ total: cards.total, paid: cards.paid.amountMinor, outstanding: cards.outstanding }).toEqual({
      total: want.total,
      paid: want.paidAmount,
      outstanding: want.outstanding,
    });
    const aged = ageing.rows.find((r: { currency: string }) => r.currency === currency);
    expect(aged?.total.amountMinor ?? 0).toBe(want.outstanding.amountMinor);
  }

  for (const clientId of clients) {
    const mine = rows.filter((r) => r.client_id === clientId);
    const billing = (await t.request(`/api/clients/${clientId}/billing?pageSize=1`, { cookie: admin })).json;
    for (const totals of [billing.totals, ...billing.otherCurrencies]) {
      const want = expectedFigures(mine, totals.currency);
      expect({ total: totals.total, paid: totals.paid.amountMinor, outstanding: totals.outstanding }).toEqual({
        total: want.total,
        paid: want.paidAmount,
        outstanding: want.outstanding,
      });
    }
    if (clientId === clients[0]) {
      // The client's own users read the same figures as staff.
      const theirs = (await t.request(`/api/clients/${clientId}/billing?pageSize=1`, { cookie: clientUser })).json;
      expect({ totals: theirs.totals, otherCurrencies: theirs.otherCurrencies }).toEqual({
        totals: billing.totals,
        otherCurrencies: billing.otherCurrencies,
      });
    }
    // The credit balance is the sum of its rows; each invoice's excess is what was paid and credited above its total.
    const credit = (await t.request(`/api/clients/${clientId}/credit`, { cookie: admin })).json;
    const ledger = await queryRows<{ currency: string; balance: number }>(
      t.database.db,
      sql`select currency, sum(amount_minor)::int as balance from client_credits where client_id = ${clientId} group by currency having sum(amount_minor) <> 0`,
    );
    expect(
      Object.fromEntries(credit.balances.map((b: { currency: string; balanceMinor: number }) => [b.currency, b.balanceMinor])),
    ).toEqual(Object.fromEntries(ledger.map((l) => [l.currency, Number(l.balance)])));
  }
  const excess = await queryRows<{ id: string; moved: number }>(
    t.database.db,
    sql`select invoice_id as id, sum(amount_minor)::int as moved from client_credits where kind = 'excess' group by invoice_id`,
  );
  for (const row of rows) {
    const moved = Number(excess.find((e) => e.id === row.id)?.moved ?? 0);
    expect(moved, `excess of ${row.id}`).toBe(Math.max(row.amount_paid_minor + row.amount_credited_minor - row.amount_minor, 0));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
  clientUser = await t.as(DEMO_ACCOUNTS.client_primary);
  const ids = await clientIds(t);
  clients = [ids.own, ids.other];
  // From an empty ledger, so every figure is this test's alone.
  await queryRows(t.database.db, sql`delete from client_credits`);
  await queryRows(t.database.db, sql`delete from credit_notes`);
  await queryRows(t.database.db, sql`delete from invoices`);
});

afterAll(async () => {
  await t.close();
});

describe('one ledger behind every figure', () => {
  it('after every step of random money operations, each figure shown equals the sum of its rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 12, maxLength: 20 }), async (ops) => {
        for (const o of ops) {
          await run(o);
          await expectEveryFigureFromTheRows();
        }
      }),
      // Each step is a few requests: three sequences (about 50 operations) keep the file under a minute; a failure is
      // reported as found, not shrunk (shrinking replays requests on a database the failed run already changed).
      { numRuns: 3, endOnFailure: true },
    );
  }, 240_000);
});
