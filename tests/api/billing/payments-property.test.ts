/**
 * Whatever sequence of payments, refunds and credit notes staff record (accepted or refused), an invoice's amount_paid
 * is the sum of its payments less its refunds, amount_credited the sum of its credit notes, and its status the one
 * those sums give (decision 0054); what is paid and credited above its total is on the client's credit (decision 0093).
 * Property-based, through the API. And the dashboard's chart moves, per month and currency, by exactly the invoices,
 * payments and refunds a random sequence writes (decision 0096).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { creditExcess, statusAfterMoney } from '@shared/policies/invoices';
import { asAdmin, clientIds, invoiceBody } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';
import type { SQL } from 'drizzle-orm';

let t: TestApp;
let clientId: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  clientId = (await clientIds(t)).own;
  cookie = await asAdmin(t);
});

afterAll(async () => {
  await t?.close();
});

const today = () => new Date().toISOString().slice(0, 10);

type Step = { op: 'pay'; cents: number } | { op: 'refund'; pick: number; cents: number } | { op: 'credit'; cents: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), cents: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ op: fc.constant('credit' as const), cents: fc.integer({ min: 1, max: 30_000 }) }),
);

describe('the paid sum', () => {
  it('is always the payments less the refunds, whatever is recorded in whatever order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const created = await t.request(`/api/clients/${clientId}/invoices`, {
          body: invoiceBody({ items: [{ description: 'Sprint', quantity: 1, amount: 1000 }] }),
          cookie,
        });
        const id = created.json.id as string;
        for (const s of steps) {
          if (s.op === 'pay') {
            const res = await t.request(`/api/invoices/${id}/payments`, {
              body: { amount: s.cents / 100, currency: 'USD', paidOn: today(), method: 'cash' },
              cookie,
            });
            expect([201, 400]).toContain(res.status);
          } else if (s.op === 'refund') {
            const ledger = await t.request(`/api/invoices/${id}/payments`, { cookie });
            const payments = ledger.json.payments.filter((p: { kind: string }) => p.kind === 'payment');
            if (!payments.length) continue;
            const payment = payments[s.pick % payments.length];
            const res = await t.request(`/api/invoices/${id}/refunds`, {
              body: { paymentId: payment.id, amount: s.cents / 100, paidOn: today() },
              cookie,
            });
            expect([201, 400]).toContain(res.status);
          } else {
            const res = await t.request(`/api/invoices/${id}/credit-notes`, {
              body: { reason: 'Property', items: [{ description: 'Credit', quantity: 1, amount: s.cents / 100 }] },
              cookie,
            });
            expect([201, 400]).toContain(res.status);
          }
        }
        const [row] = await queryRows<{
          amount: number;
          paid: number;
          credited: number;
          status: string;
          payments: number;
          notes: number;
          refund_over: number;
          excess: number;
        }>(
          t.database.db,
          sql`select i.amount_minor::int as amount, i.amount_paid_minor::int as paid, i.amount_credited_minor::int as credited, i.status,
                (select coalesce(sum(case when kind = 'refund' then -amount_minor else amount_minor end), 0)::int from invoice_payments where invoice_id = i.id) as payments,
                (select coalesce(sum(total_minor), 0)::int from credit_notes where invoice_id = i.id) as notes,
                (select coalesce(sum(amount_minor), 0)::int from client_credits where invoice_id = i.id and kind = 'excess') as excess,
                (select count(*)::int from invoice_payments p where p.invoice_id = i.id and p.kind = 'payment'
                   and p.amount_minor < (select coalesce(sum(r.amount_minor), 0) from invoice_payments r where r.refund_of_id = p.id)) as refund_over
              from invoices i where i.id = ${id}`,
        );
        expect(row!.paid).toBe(row!.payments);
        expect(row!.credited).toBe(row!.notes);
        expect(row!.refund_over).toBe(0);
        expect(row!.credited).toBeLessThanOrEqual(row!.amount);
        // Payments never exceed the balance when they are recorded: together with credits at most the total, unless a
        // credit came after the money: what is above the total is on the client's credit balance (decision 0093).
        expect(row!.excess).toBe(
          creditExcess({ amountMinor: row!.amount, amountPaidMinor: row!.paid, amountCreditedMinor: row!.credited }),
        );
        expect(row!.status).toBe(
          statusAfterMoney('open', { amountMinor: row!.amount, amountPaidMinor: row!.paid, amountCreditedMinor: row!.credited }),
        );
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
type ChartSeries = { currency: string; months: Array<{ month: string; invoicedMinor: number; paidMinor: number }> };
const chartOf = async (): Promise<ChartSeries[]> => (await t.request('/api/dashboard', { cookie })).json.revenueChart;

describe("the dashboard's revenue chart", () => {
  it('moves by exactly the ledger rows a random sequence of invoices, payments and refunds writes', async () => {
    const today = (await one<{ d: string }>(sql`select current_date::text as d`)).d;
    const day = (back: number) => new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    for (const seed of [7, 11, 23]) {
      let state = seed;
      // A small linear congruential generator: the same sequence every run for a seed.
      const rand = (n: number) => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return state % n;
      };
      const before = await chartOf();
      const want = new Map<string, { invoiced: number; paid: number }>();
      const add = (currency: string, date: string, key: 'invoiced' | 'paid', minor: number) => {
        const k = `${currency} ${date.slice(0, 7)}`;
        const cell = want.get(k) ?? { invoiced: 0, paid: 0 };
        cell[key] += minor;
        want.set(k, cell);
      };
      const open: Array<{ id: string; currency: string; amount: number; paid: number; issued: number }> = [];
      const payments: Array<{ id: string; invoice: (typeof open)[number]; left: number; back: number }> = [];
      for (let op = 0; op < 24; op++) {
        const kind = rand(3);
        if (kind === 0 || open.length === 0) {
          const currency = ['USD', 'EUR', 'GBP'][rand(3)]!;
          const status = ['open', 'open', 'uncollectible', 'draft', 'void'][rand(5)]!;
          const amount = 1 + rand(100_000);
          const back = rand(300);
          const issued = status === 'draft' ? null : `${day(back)}T12:00:00Z`;
          const { id } = await one<{
            id: string;
          }>(sql`insert into invoices (client_id, invoice_number, amount_minor, currency, status, issued_at)
            values (${clientId}, ${`PROP-${seed}-${op}`}, ${amount}, ${currency}, ${status}, ${issued}) returning id`);
          if (status === 'open' || status === 'uncollectible') add(currency, day(back), 'invoiced', amount);
          if (status === 'open') open.push({ id, currency, amount, paid: 0, issued: back });
        } else if (kind === 1 || payments.length === 0) {
          const invoice = open[rand(open.length)]!;
          if (invoice.paid >= invoice.amount) continue;
          const amount = 1 + rand(invoice.amount - invoice.paid);
          const back = rand(invoice.issued + 1);
          const { id } = await one<{ id: string }>(sql`insert into invoice_payments (invoice_id, amount_minor, currency, paid_on, method)
            values (${invoice.id}, ${amount}, ${invoice.currency}, ${day(back)}, 'bank_transfer') returning id`);
          invoice.paid += amount;
          await rows(sql`update invoices set amount_paid_minor = ${invoice.paid},
            status = case when ${invoice.paid} >= amount_minor then 'paid' else 'partially_paid' end,
            paid_at = case when ${invoice.paid} >= amount_minor then now() else paid_at end where id = ${invoice.id}`);
          payments.push({ id, invoice, left: amount, back });
          add(invoice.currency, day(back), 'paid', amount);
        } else {
          const payment = payments[rand(payments.length)]!;
          if (payment.left === 0) continue;
          const amount = 1 + rand(payment.left);
          const back = rand(payment.back + 1);
          await rows(sql`insert into invoice_payments (invoice_id, kind, amount_minor, currency, paid_on, method, refund_of_id)
            values (${payment.invoice.id}, 'refund', ${amount}, ${payment.invoice.currency}, ${day(back)}, 'bank_transfer', ${payment.id})`);
          payment.left -= amount;
          payment.invoice.paid -= amount;
          await rows(sql`update invoices set amount_paid_minor = ${payment.invoice.paid},
            status = case when ${payment.invoice.paid} > 0 then 'partially_paid' else 'open' end where id = ${payment.invoice.id}`);
          add(payment.invoice.currency, day(back), 'paid', -amount);
        }
      }
      const after = await chartOf();
      const cell = (chart: ChartSeries[], currency: string, month: string) =>
        chart.find((s) => s.currency === currency)?.months.find((m) => m.month === month) ?? { invoicedMinor: 0, paidMinor: 0 };
      for (const series of after) {
        for (const { month, invoicedMinor, paidMinor } of series.months) {
          const was = cell(before, series.currency, month);
          const moved = want.get(`${series.currency} ${month}`) ?? { invoiced: 0, paid: 0 };
          expect([invoicedMinor - was.invoicedMinor, paidMinor - was.paidMinor], `seed ${seed}, ${series.currency} ${month}`).toEqual([
            moved.invoiced,
            moved.paid,
          ]);
        }
      }
      // Every currency written to is charted.
      for (const k of want.keys()) expect(after.map((s) => s.currency)).toContain(k.slice(0, 3));
    }
  });
});
