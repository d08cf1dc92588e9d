/**
 * Whatever sequence of payments, refunds and credit notes staff record (accepted or refused), an invoice's amount_paid
 * is the sum of its payments less its refunds, amount_credited the sum of its credit notes, and its status the one
 * those sums give (decision 0054); what is paid and credited above its total is on the client's credit (decision 0093).
 * Property-based, through the API.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { creditExcess, statusAfterMoney } from '@shared/policies/invoices';
import { asAdmin, clientIds, invoiceBody } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';

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
