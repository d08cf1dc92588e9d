/**
 * Every write of more than one row is one transaction (docs/decisions/0032-every-write-whole.md), for a client's
 * records: expected revenue, communications, website leads and invoices (manual and at a fake Stripe). When the
 * activity entry cannot be stored, the record is not created, changed or deleted either.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { createCustomer, invoiceBody, WEBHOOK_SECRET } from '../billing/billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { countOf, expectFailed, one, withActivityRefused } from './writes-whole-helpers';

let t: TestApp;
let admin: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  clientId = (await one<{ id: string }>(t, sql`select id from clients order by name limit 1`))!.id;
});
afterAll(() => t.close());

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => t.request(path, { cookie: admin, ...init });
const made = async (path: string, body: unknown) => {
  const res = await call(path, { body });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};

describe('expected revenue', () => {
  it('adding, editing and deleting a revenue line: each undone when its activity entry fails', async () => {
    const body = { description: 'Whole hosting', amount: 19.99, startDate: '2026-01-01' };
    const stored = () =>
      one<{ description: string }>(t, sql`select description from client_revenue where description like 'Whole hosting%'`);
    expectFailed(await withActivityRefused(t, 'revenue.created', () => call(`/api/clients/${clientId}/revenue`, { body })));
    expect(await stored()).toBeUndefined();

    const id = await made(`/api/clients/${clientId}/revenue`, body);
    expectFailed(
      await withActivityRefused(t, 'revenue.updated', () =>
        call(`/api/revenue/${id}`, { method: 'PATCH', body: { description: 'Whole hosting, renamed' } }),
      ),
    );
    expectFailed(await withActivityRefused(t, 'revenue.deleted', () => call(`/api/revenue/${id}`, { method: 'DELETE' })));
    expect(await stored()).toEqual({ description: 'Whole hosting' });
  });
});

describe('communications', () => {
  it('logging, editing and deleting a communication: each undone when its activity entry fails', async () => {
    const body = { clientId, subject: 'Whole recap', fromEmail: 'pm@agency.test', toEmail: 'ceo@client.test' };
    expectFailed(await withActivityRefused(t, 'communication.created', () => call('/api/communications', { body })));
    expect(await countOf(t, sql`select count(*)::int as n from communications where subject = 'Whole recap'`)).toBe(0);

    const id = await made('/api/communications', body);
    expectFailed(
      await withActivityRefused(t, 'communication.updated', () =>
        call(`/api/communications/${id}`, { method: 'PATCH', body: { subject: 'Renamed' } }),
      ),
    );
    expectFailed(await withActivityRefused(t, 'communication.deleted', () => call(`/api/communications/${id}`, { method: 'DELETE' })));
    expect((await call(`/api/communications/${id}`)).json.subject).toBe('Whole recap');
  });
});

describe('website leads', () => {
  it('an enquiry, its new status and its deletion: each undone when the activity entry fails', async () => {
    const enquiry = {
      firstName: 'Grace',
      lastName: 'Whole',
      email: 'grace@whole.example',
      company: 'Whole & Co',
      projectType: 'saas',
      description: 'We need a SaaS product for scheduling.',
    };
    const stored = () =>
      one<{ id: string; status: string }>(t, sql`select id, status from contact_submissions where email = ${enquiry.email}`);
    expectFailed(await withActivityRefused(t, 'lead.created', () => t.request('/api/contact-submissions', { body: enquiry })));
    expect(await stored()).toBeUndefined();

    expect((await t.request('/api/contact-submissions', { body: enquiry })).status).toBe(201);
    const { id, status } = (await stored())!;
    expectFailed(
      await withActivityRefused(t, 'lead.updated', () =>
        call(`/api/contact-submissions/${id}`, { method: 'PATCH', body: { status: 'contacted' } }),
      ),
    );
    expectFailed(await withActivityRefused(t, 'lead.deleted', () => call(`/api/contact-submissions/${id}`, { method: 'DELETE' })));
    expect(await stored()).toEqual({ id, status });
  });
});

describe('manual invoices', () => {
  it('an invoice whose activity entry fails is not created and takes no number; one marked paid stays open', async () => {
    const numbers = () => one<{ last: number }>(t, sql`select last_number as last from invoice_number_counter`);
    const before = await numbers();
    expectFailed(
      await withActivityRefused(t, 'invoice.created', () =>
        call(`/api/clients/${clientId}/invoices`, { body: invoiceBody({ description: 'Whole sprint' }) }),
      ),
    );
    expect(await countOf(t, sql`select count(*)::int as n from invoices where description = 'Whole sprint'`)).toBe(0);
    expect(await numbers()).toEqual(before);

    const id = await made(`/api/clients/${clientId}/invoices`, invoiceBody({ description: 'Whole sprint' }));
    expectFailed(
      await withActivityRefused(t, 'invoice.payment_recorded', () =>
        call(`/api/invoices/${id}`, { method: 'PATCH', body: { status: 'paid' } }),
      ),
    );
    expect((await call(`/api/invoices/${id}`)).json).toMatchObject({ status: 'open', paidAt: null });
  });
});

describe('invoices at Stripe', () => {
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    s = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    await s.database.exec('delete from stripe_customers');
  });
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  it('a Stripe customer whose activity entry fails is not marked created; a synced payment whose entry fails is not applied', async () => {
    const cookie = await s.as(DEMO_ACCOUNTS.admin);
    const billing = async () => (await s.request(`/api/clients/${clientId}/billing`, { cookie })).json;
    expectFailed(await withActivityRefused(s, 'stripe_customer.created', () => createCustomer(s, clientId)));
    expect((await billing()).customer?.status ?? null).not.toBe('completed');

    await s.database.exec('delete from stripe_customers');
    expect((await createCustomer(s, clientId)).status).toBe(200);
    const created = await s.request(`/api/clients/${clientId}/invoices`, { cookie, body: invoiceBody({ description: 'Whole at Stripe' }) });
    expect(created.status, created.text).toBe(201);
    fake.setInvoiceStatus(created.json.stripeInvoiceId, 'paid');
    expectFailed(
      await withActivityRefused(s, 'invoice.payment_recorded', () =>
        s.request(`/api/clients/${clientId}/invoices/sync`, { cookie, body: {} }),
      ),
    );
    expect((await s.request(`/api/invoices/${created.json.id}`, { cookie })).json.status).not.toBe('paid');
  });
});
