/**
 * Invoice time with Stripe (decision 0049): the local invoice and its marked entries commit before the Stripe call; a
 * Stripe failure deletes the row and the database trigger gives the entries back; Stripe's invoice.voided does too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, createCustomer, invoiceEvent, webhook, WEBHOOK_SECRET } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';
import { creation, entriesOf, expensesOf, insertEntry, insertExpense, selection, timeFixture } from './time-invoice-helpers';

let fake: FakeStripe;
let t: TestApp;
let clientId: string;
let entryIds: string[];
let expenseIds: string[];
let cookie: string;

const previewed = async () => (await t.request(`/api/clients/${clientId}/time-invoice/preview`, { body: selection(), cookie })).json;
const create = (fingerprint: string) => t.request(`/api/clients/${clientId}/time-invoice`, { body: creation(fingerprint), cookie });
const unbilled = (rows: Awaited<ReturnType<typeof entriesOf>>) =>
  rows.every((e) => e.status === 'approved' && e.invoice_id === null && e.billed_minutes === null);

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url } });
  clientId = (await clientIds(t)).own;
  cookie = await asAdmin(t);
  await queryRows(t.database.db, sql`delete from time_entries`);
  await queryRows(t.database.db, sql`delete from stripe_customers`);
  const fx = await timeFixture(t, clientId);
  entryIds = [
    await insertEntry(t, clientId, fx, { minutes: 120 }),
    await insertEntry(t, clientId, fx, { minutes: 30, workDate: '2025-03-11' }),
  ];
  // An approved expense goes with the time, and comes back with it (decision 0119).
  expenseIds = [await insertExpense(t, clientId, fx.projectId, { netMinor: 5_000 })];
  expect((await createCustomer(t, clientId)).status).toBe(200);
});
const expenseUnbilled = async () =>
  (await expensesOf(t, expenseIds)).every((e) => e.status === 'approved' && e.invoice_id === null && e.billed_amount_minor === null);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Invoice time with Stripe', () => {
  it('a Stripe failure keeps nothing: the invoice row goes and the entries are unbilled again', async () => {
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoices`);
    const seen = await previewed();
    expect(seen.totalMinor).toBe(25_000 + 5_000);
    fake.failNext('/v1/invoices');
    const res = await create(seen.fingerprint);
    expect(res.status).toBe(502);
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoices`);
    expect(after!.n).toBe(before!.n);
    expect(unbilled(await entriesOf(t, entryIds))).toBe(true);
    expect(await expenseUnbilled()).toBe(true);
  });

  it("invoices the time at Stripe, and Stripe's invoice.voided gives it back", async () => {
    const seen = await previewed();
    const res = await create(seen.fingerprint);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ amountMinor: 30_000, stripeInvoiceId: expect.stringMatching(/^in_/) });
    expect((await expensesOf(t, expenseIds))[0]).toMatchObject({ status: 'invoiced', invoice_id: res.json.id });
    const remote = fake.invoices.get(res.json.stripeInvoiceId)!;
    expect(remote).toBeTruthy();
    expect((await entriesOf(t, entryIds)).every((e) => e.status === 'invoiced' && e.invoice_id === res.json.id)).toBe(true);

    const voided = fake.setInvoiceStatus(res.json.stripeInvoiceId, 'void');
    expect((await webhook(t, invoiceEvent('evt_time_void', 'invoice.voided', voided))).status).toBe(200);
    expect((await t.request(`/api/invoices/${res.json.id}`, { cookie })).json.status).toBe('void');
    expect(unbilled(await entriesOf(t, entryIds))).toBe(true);
    expect(await expenseUnbilled()).toBe(true);
    // And they can be invoiced again.
    const again = await previewed();
    expect(again).toMatchObject({ entryCount: 2, expenseCount: 1 });
    expect((await create(again.fingerprint)).status).toBe(201);
  });
});
