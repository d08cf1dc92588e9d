/** Billing in manual mode (no Stripe key): invoices kept in the app, marked paid or void by staff. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, invoiceBody, invoiceEvent, webhook } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

/** Only for the Stripe app without a webhook secret. */
let fake: FakeStripe;
let manual: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  manual = await createTestApp();
  // The demo seed has invoices of its own; these tests count from an empty ledger.
  // Credit notes keep their invoice (a restricting key): they go first.
  await queryRows(manual.database.db, sql`delete from credit_notes`);
  await queryRows(manual.database.db, sql`delete from invoices`);
  await queryRows(manual.database.db, sql`delete from stripe_customers`);
});

afterAll(async () => {
  await manual?.close();
  await fake?.close();
});

describe('manual mode (no Stripe key)', () => {
  it('keeps invoices in the app, says payments are not connected, and lets staff mark them paid or void', async () => {
    const ids = await clientIds(manual);
    const cookie = await asAdmin(manual);
    const billing = await manual.request(`/api/clients/${ids.own}/billing`, { cookie });
    expect(billing.json.mode).toBe('manual');
    expect(billing.json.abilities).toEqual({ createInvoice: true, manageStatus: true, readStatement: true, emailStatement: true });
    expect((await manual.request(`/api/clients/${ids.own}/stripe-customer`, { body: {}, cookie })).status).toBe(409);
    expect((await manual.request(`/api/clients/${ids.own}/invoices/sync`, { body: {}, cookie })).status).toBe(409);
    expect((await manual.request('/api/webhooks/stripe', { rawBody: '{}', headers: { origin: '' } })).status).toBe(409);
    // Stripe without a webhook secret accepts no event (503, so that Stripe retries once it is set).
    const noSecret = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: fake.url } });
    try {
      expect((await webhook(noSecret, invoiceEvent('evt_x', 'invoice.paid', { object: 'invoice', id: 'in_x' }))).status).toBe(503);
    } finally {
      await noSecret.close();
    }

    const res = await manual.request(`/api/clients/${ids.own}/invoices`, { body: invoiceBody(), cookie });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'open', amountMinor: 15997, hostedInvoiceUrl: null, stripeInvoiceId: null });
    // What the admin may do with it, as the details dialog shows it (the shared invoice policy, decision 0034).
    expect(res.json.can).toMatchObject({ issue: false, markPaid: true, void: true });
    // The agency's one sequence (decision 0024): the ledger was emptied, the counter was not.
    expect(res.json.invoiceNumber).toMatch(/^INV-\d{4}$/);

    const paid = await manual.request(`/api/invoices/${res.json.id}`, { method: 'PATCH', body: { status: 'paid' }, cookie });
    expect(paid.status).toBe(200);
    expect(paid.json.status).toBe('paid');
    expect(paid.json.paidAt).not.toBeNull();
    expect(paid.json.can).toMatchObject({ issue: false, markPaid: false, void: false, refund: true });
    const again = await manual.request(`/api/invoices/${res.json.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: 'Raised in error' },
      cookie,
    });
    expect(again.status).toBe(409);
    // 'open' issues a draft; a paid invoice is no draft.
    expect((await manual.request(`/api/invoices/${res.json.id}`, { method: 'PATCH', body: { status: 'open' }, cookie })).status).toBe(409);
    const bad = await manual.request(`/api/invoices/${res.json.id}`, { method: 'PATCH', body: { status: 'uncollectible' }, cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.status).toBeTruthy();

    // Voiding is final, so it always says why.
    const open = await manual.request(`/api/clients/${ids.own}/invoices`, { body: invoiceBody(), cookie });
    const unexplained = await manual.request(`/api/invoices/${open.json.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: '  ' },
      cookie,
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.json.error.fields.reason).toBe('Say why the invoice is void');
    expect((await manual.request(`/api/invoices/${open.json.id}`, { cookie })).json.status).toBe('open');
    const voided = await manual.request(`/api/invoices/${open.json.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: 'Billed to the wrong company' },
      cookie,
    });
    expect(voided.json.status).toBe('void');
    const history = await manual.request(`/api/invoices/${open.json.id}/history`, {
      cookie: await manual.as(DEMO_ACCOUNTS.client_primary),
    });
    expect(history.json.entries.map((e: { label: string }) => e.label)).toContain('Voided: Billed to the wrong company');

    const client = await manual.request(`/api/clients/${ids.own}/billing`, { cookie: await manual.as(DEMO_ACCOUNTS.client_primary) });
    expect(client.json.invoices.items).toHaveLength(2);
    expect(client.json.totals.paid).toEqual({ amountMinor: 15997, count: 1 });
    const manager = await manual.request(`/api/invoices/${res.json.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: 'Raised in error' },
      cookie: await manual.as(DEMO_ACCOUNTS.manager),
    });
    expect(manager.status).toBe(403);
  });
});
