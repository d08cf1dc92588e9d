/**
 * An accepted quote's deposit at Stripe (decision 0056): the project and the local invoice commit together; when
 * Stripe refuses, the invoice goes and the project stays, and "Create deposit invoice" makes it again.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { createCustomer, WEBHOOK_SECRET } from '../billing/billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { insertQuote, signatureFor } from './quote-acceptance-helpers';

let fake: FakeStripe;
let t: TestApp;
let clientId: string;
let admin: string;
let primary: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url } });
  admin = await t.as(DEMO_ACCOUNTS.admin);
  primary = await t.as(DEMO_ACCOUNTS.client_primary);
  clientId = (
    await queryRows<{ client_id: string }>(t.database.db, sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`)
  )[0]!.client_id;
  await queryRows(t.database.db, sql`delete from stripe_customers where client_id = ${clientId}`);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function accepted() {
  const id = await insertQuote(t, { clientId });
  const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: primary })).json.document;
  expect((await t.request(`/api/quotes/${id}/accept`, { cookie: primary, body: await signatureFor(doc) })).status).toBe(200);
  return id;
}

describe('the deposit at Stripe', () => {
  it('without a Stripe customer: the project is made and the deposit waits', async () => {
    const id = await accepted();
    const res = await t.request(`/api/quotes/${id}/convert`, { cookie: admin, method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.json.depositInvoiceId).toBeNull();
    expect(res.json.depositProblem).toMatch(/Stripe customer/);
    expect((await t.request(`/api/quotes/${id}/deposit-invoice`, { cookie: admin, method: 'POST' })).status).toBe(409);
  });

  it('when Stripe fails, the project stays and the deposit can be made again', async () => {
    expect((await createCustomer(t, clientId)).status).toBe(200);
    const id = await accepted();
    fake.failNext('/v1/invoices');
    const res = await t.request(`/api/quotes/${id}/convert`, { cookie: admin, method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.json.projectId).toBeTruthy();
    expect(res.json.depositInvoiceId).toBeNull();
    expect(res.json.depositProblem).toMatch(/create the deposit invoice again/);
    expect(await queryRows(t.database.db, sql`select 1 from invoices where quote_id = ${id}`)).toHaveLength(0);
    const doc = (await t.request(`/api/quotes/${id}/document`, { cookie: admin })).json;
    expect(doc.can).toMatchObject({ convert: false, createDeposit: true });
    const again = await t.request(`/api/quotes/${id}/deposit-invoice`, { cookie: admin, method: 'POST' });
    expect(again.status).toBe(201);
    const [invoice] = await queryRows<{ amount_minor: number; stripe_invoice_id: string }>(
      t.database.db,
      sql`select amount_minor, stripe_invoice_id from invoices where quote_id = ${id}`,
    );
    expect(Number(invoice!.amount_minor)).toBe(162_000);
    expect(invoice!.stripe_invoice_id).toMatch(/^in_/);
  });
});
