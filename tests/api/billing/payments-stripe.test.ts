/**
 * Stripe's payments and refunds recorded through the same ledger as staff's (decision 0054), against the fake Stripe
 * server: a partial payment then the rest, each once however often Stripe tells it, and a refund from charge.refunded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, createCustomer, invoiceBody, invoiceEvent, webhook, WEBHOOK_SECRET } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';

let fake: FakeStripe;
let t: TestApp;
let invoice: { id: string; stripeInvoiceId: string };

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url } });
  const { own } = await clientIds(t);
  expect((await createCustomer(t, own)).status).toBe(200);
  const res = await t.request(`/api/clients/${own}/invoices`, { body: invoiceBody(), cookie: await asAdmin(t) });
  expect(res.status).toBe(201);
  invoice = res.json;
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const rows = async () =>
  queryRows<{ kind: string; amount: string; method: string }>(
    t.database.db,
    sql`select kind, amount_minor as amount, method from invoice_payments where invoice_id = ${invoice.id} order by created_at`,
  );
const detail = async () => (await t.request(`/api/invoices/${invoice.id}`, { cookie: await asAdmin(t) })).json;

describe('Stripe payments', () => {
  it('records a partial payment once, however often Stripe reports it, and the rest when the invoice is paid', async () => {
    const remote = fake.setInvoiceStatus(invoice.stripeInvoiceId, 'open');
    const partial = { ...remote, amount_paid: 5000 };
    expect((await webhook(t, invoiceEvent('evt_part_1', 'invoice.payment_succeeded', partial))).json.duplicate).toBe(false);
    // The same event again, and another event telling the same total.
    expect((await webhook(t, invoiceEvent('evt_part_1', 'invoice.payment_succeeded', partial))).json.duplicate).toBe(true);
    expect((await webhook(t, invoiceEvent('evt_part_2', 'invoice.updated', partial))).status).toBe(200);
    expect((await rows()).map((r) => [r.kind, Number(r.amount), r.method])).toEqual([['payment', 5000, 'stripe']]);
    expect(await detail()).toMatchObject({ status: 'partially_paid', amountPaidMinor: 5000, balanceMinor: 10997 });

    const paid = { ...fake.setInvoiceStatus(invoice.stripeInvoiceId, 'paid'), status_transitions: { paid_at: 1_800_000_000 } };
    expect((await webhook(t, invoiceEvent('evt_paid', 'invoice.paid', paid))).status).toBe(200);
    expect((await webhook(t, invoiceEvent('evt_paid_again', 'invoice.payment_succeeded', paid))).status).toBe(200);
    expect((await rows()).map((r) => Number(r.amount))).toEqual([5000, 10997]);
    const after = await detail();
    expect(after).toMatchObject({ status: 'paid', amountPaidMinor: 15997, balanceMinor: 0 });
    expect(after.paidAt).toBe(new Date(1_800_000_000_000).toISOString());
  });

  it('records charge.refunded as a refund, once, and the invoice is partially paid again', async () => {
    const charge = {
      object: 'charge',
      id: 'ch_test_1',
      invoice: invoice.stripeInvoiceId,
      amount: 10997,
      amount_refunded: 2000,
      currency: 'usd',
      metadata: {},
    };
    expect((await webhook(t, invoiceEvent('evt_refund_1', 'charge.refunded', charge))).status).toBe(200);
    expect((await webhook(t, invoiceEvent('evt_refund_1b', 'charge.refunded', charge))).status).toBe(200);
    const refunds = (await rows()).filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => Number(r.amount))).toEqual([2000]);
    expect(await detail()).toMatchObject({ status: 'partially_paid', amountPaidMinor: 13997, balanceMinor: 2000, paidAt: null });
  });

  it('refuses a payment typed by hand on an invoice Stripe holds', async () => {
    const res = await t.request(`/api/invoices/${invoice.id}/payments`, {
      body: { amount: 1, currency: 'USD', paidOn: new Date().toISOString().slice(0, 10), method: 'cash' },
      cookie: await asAdmin(t),
    });
    expect(res.status).toBe(409);
  });
});
