/**
 * Drafts are the agency's work in progress (decision 0023): a client user sees an invoice, its PDF, its place in the
 * totals and its notification only once it is issued (created open in manual mode, issued by staff, finalized at
 * Stripe). Staff who read financials see drafts as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, dueIn30, invoiceEvent, webhook, WEBHOOK_SECRET } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let manual: TestApp;
let stripe: TestApp;
let fake: FakeStripe;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  manual = await createTestApp();
  stripe = await createTestApp({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
  });
  // Count from an empty ledger: the demo has invoices (and a draft) of its own.
  for (const app of [manual, stripe]) {
    await queryRows(app.database.db, sql`delete from credit_notes`);
    await queryRows(app.database.db, sql`delete from invoices`);
  }
});

afterAll(async () => {
  await manual?.close();
  await stripe?.close();
  await fake?.close();
});

/** A draft of `amountMinor` for the client, written as the agency's work in progress is (no issue date). */
async function insertDraft(app: TestApp, clientId: string, amountMinor: number, stripeInvoiceId: string | null = null) {
  const number = `DRAFT-${++serial}`;
  const [row] = await queryRows<{ id: string }>(
    app.database.db,
    sql`insert into invoices (client_id, invoice_number, amount_minor, currency, status, due_date, stripe_invoice_id)
        values (${clientId}, ${number}, ${amountMinor}, 'USD', 'draft', ${dueIn30()}, ${stripeInvoiceId}) returning id`,
  );
  await queryRows(
    app.database.db,
    sql`insert into invoice_items (invoice_id, description, quantity_thousandths, unit_amount_minor) values (${row!.id}, 'Work in progress', 1000, ${amountMinor})`,
  );
  return { id: row!.id, number };
}

async function notificationsAbout(app: TestApp, email: string, number: string) {
  const res = await app.request('/api/notifications?limit=50', { cookie: await app.as(email) });
  expect(res.status).toBe(200);
  return (res.json.items as Array<{ kind: string; title: string }>).filter((i) => i.title.includes(number));
}

describe('a draft, for a client user', () => {
  it('is in no list, total, detail or PDF until staff issue it; then it is, and the client users are told once', async () => {
    const ids = await clientIds(manual);
    const client = await manual.as(DEMO_ACCOUNTS.client_primary);
    const admin = await asAdmin(manual);
    const draft = await insertDraft(manual, ids.own, 123_400);

    const billing = await manual.request(`/api/clients/${ids.own}/billing`, { cookie: client });
    expect(billing.status).toBe(200);
    expect(billing.json.invoices.items.map((i: { id: string }) => i.id)).not.toContain(draft.id);
    expect(billing.json.totals.total).toEqual({ amountMinor: 0, count: 0 });
    expect((await manual.request(`/api/invoices/${draft.id}`, { cookie: client })).status).toBe(404);
    expect((await manual.request(`/api/invoices/${draft.id}/pdf`, { cookie: client })).status).toBe(404);
    // Staff who read financials see the draft in the list, but no figure counts it: it is not invoiced yet.
    const staff = await manual.request(`/api/clients/${ids.own}/billing`, { cookie: admin });
    expect(staff.json.invoices.items.map((i: { id: string }) => i.id)).toContain(draft.id);
    expect(staff.json.totals).toMatchObject({
      currency: 'USD',
      total: { amountMinor: 0, count: 0 },
      outstanding: { amountMinor: 0, count: 0 },
    });
    expect((await manual.request(`/api/invoices/${draft.id}`, { cookie: admin })).json.issuedAt).toBeNull();

    const issued = await manual.request(`/api/invoices/${draft.id}`, { method: 'PATCH', body: { status: 'open' }, cookie: admin });
    expect(issued.status, issued.text).toBe(200);
    expect(issued.json).toMatchObject({ status: 'open' });
    expect(issued.json.issuedAt).not.toBeNull();

    const after = await manual.request(`/api/clients/${ids.own}/billing`, { cookie: client });
    expect(after.json.invoices.items.map((i: { id: string }) => i.id)).toEqual([draft.id]);
    expect(after.json.totals.total).toEqual({ amountMinor: 123_400, count: 1 });
    // Staff and client read the same figures once it is issued.
    expect((await manual.request(`/api/clients/${ids.own}/billing`, { cookie: admin })).json.totals).toEqual(after.json.totals);
    expect((await manual.request(`/api/invoices/${draft.id}`, { cookie: client })).status).toBe(200);
    const pdf = await manual.request(`/api/invoices/${draft.id}/pdf`, { cookie: client });
    expect(pdf.status).toBe(200);
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    for (const email of [DEMO_ACCOUNTS.client_primary, DEMO_ACCOUNTS.client_additional]) {
      expect(await notificationsAbout(manual, email, draft.number), email).toMatchObject([{ kind: 'invoice_created' }]);
    }
    // Issued once: a second issue is refused and tells nobody again.
    expect((await manual.request(`/api/invoices/${draft.id}`, { method: 'PATCH', body: { status: 'open' }, cookie: admin })).status).toBe(
      409,
    );
    expect(await notificationsAbout(manual, DEMO_ACCOUNTS.client_primary, draft.number)).toHaveLength(1);
  });

  it('voided before it was issued, stays unseen and unannounced', async () => {
    const ids = await clientIds(manual);
    const draft = await insertDraft(manual, ids.own, 5_000);
    const voided = await manual.request(`/api/invoices/${draft.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: 'Raised in error' },
      cookie: await asAdmin(manual),
    });
    expect(voided.status).toBe(200);
    expect(voided.json.issuedAt).toBeNull();
    const client = await manual.as(DEMO_ACCOUNTS.client_primary);
    expect((await manual.request(`/api/invoices/${draft.id}`, { cookie: client })).status).toBe(404);
    expect(await notificationsAbout(manual, DEMO_ACCOUNTS.client_primary, draft.number)).toEqual([]);
  });

  it('a new manual invoice is issued at once: the client users see it and are told', async () => {
    const ids = await clientIds(manual);
    const res = await manual.request(`/api/clients/${ids.own}/invoices`, {
      cookie: await asAdmin(manual),
      body: { currency: 'USD', dueDate: dueIn30(), items: [{ description: 'Hosting', quantity: 1, amount: 120 }] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.issuedAt).not.toBeNull();
    expect((await manual.request(`/api/invoices/${res.json.id}`, { cookie: await manual.as(DEMO_ACCOUNTS.client_primary) })).status).toBe(
      200,
    );
    expect(await notificationsAbout(manual, DEMO_ACCOUNTS.client_primary, res.json.invoiceNumber)).toHaveLength(1);
  });
});

describe('a Stripe draft', () => {
  it('becomes visible, and is announced once, when Stripe says it was finalized', async () => {
    const ids = await clientIds(stripe);
    const client = await stripe.as(DEMO_ACCOUNTS.client_primary);
    const draft = await insertDraft(stripe, ids.own, 42_000, 'in_draft_visibility');
    expect((await stripe.request(`/api/invoices/${draft.id}`, { cookie: client })).status).toBe(404);
    expect((await stripe.request(`/api/clients/${ids.own}/billing`, { cookie: client })).json.invoices.items).toEqual([]);

    const finalized = {
      object: 'invoice',
      id: 'in_draft_visibility',
      status: 'open',
      number: draft.number,
      amount_due: 42_000,
      hosted_invoice_url: 'https://invoice.stripe.test/i/in_draft_visibility',
      metadata: { invoice_id: draft.id },
      status_transitions: { paid_at: null },
    };
    expect((await webhook(stripe, invoiceEvent('evt_finalized_visibility', 'invoice.finalized', finalized))).status).toBe(200);
    expect((await stripe.request(`/api/invoices/${draft.id}`, { cookie: client })).status).toBe(200);
    expect(await notificationsAbout(stripe, DEMO_ACCOUNTS.client_primary, draft.number)).toMatchObject([{ kind: 'invoice_created' }]);
    // invoice.sent after it: already issued, nobody is told twice.
    await webhook(stripe, invoiceEvent('evt_sent_visibility', 'invoice.sent', finalized));
    await webhook(stripe, invoiceEvent('evt_paid_visibility', 'invoice.paid', { ...finalized, status: 'paid' }));
    expect(await notificationsAbout(stripe, DEMO_ACCOUNTS.client_primary, draft.number)).toHaveLength(1);
  });
});

describe('a draft saved by staff, with lines as real invoices have them (decision 0095)', () => {
  const hours = { description: 'Design', quantity: 7.5, unit: 'hours', amount: 120, discountPercent: 10 };

  it('is saved without a number, edited, then issued with the next number and frozen; its client never sees it as a draft', async () => {
    const ids = await clientIds(manual);
    const admin = await asAdmin(manual);
    const client = await manual.as(DEMO_ACCOUNTS.client_primary);
    // The client's defaults, set on its form, are copied onto each new invoice of it.
    const defaults = await manual.request(`/api/clients/${ids.own}`, {
      method: 'PATCH',
      body: { poNumber: 'PO-CLIENT', paymentTermsDays: 14 },
      cookie: admin,
    });
    expect(defaults.status, defaults.text).toBe(200);
    expect(defaults.json).toMatchObject({ poNumber: 'PO-CLIENT', paymentTermsDays: 14 });
    const created = await manual.request(`/api/clients/${ids.own}/invoices`, {
      cookie: admin,
      body: {
        dueDate: dueIn30(),
        status: 'draft',
        items: [hours, { description: 'Review', quantity: '0.125', unit: 'days', amount: 800 }],
      },
    });
    expect(created.status, created.text).toBe(201);
    // 7.5 x 120.00 = 900.00, less 10% = 810.00; 0.125 x 800.00 = 100.00.
    expect(created.json).toMatchObject({
      status: 'draft',
      invoiceNumber: null,
      issuedAt: null,
      amountMinor: 91_000,
      discountMinor: 9_000,
      poNumber: 'PO-CLIENT',
      paymentTermsDays: 14,
      can: { edit: true, issue: true },
    });
    expect(created.json.items).toMatchObject([
      { quantity: 7.5, quantityThousandths: 7500, unit: 'hours', unitAmountMinor: 12_000, discountBasisPoints: 1000, netMinor: 81_000 },
      { quantity: 0.125, quantityThousandths: 125, unit: 'days', netMinor: 10_000 },
    ]);
    const id = created.json.id as string;
    expect((await manual.request(`/api/invoices/${id}`, { cookie: client })).status).toBe(404);
    // A draft is not there for a client user at all: the same 404 as reading it.
    expect((await manual.request(`/api/invoices/${id}/draft`, { method: 'PATCH', body: { poNumber: 'X' }, cookie: client })).status).toBe(
      404,
    );

    const edited = await manual.request(`/api/invoices/${id}/draft`, {
      method: 'PATCH',
      cookie: admin,
      body: { items: [{ ...hours, quantity: '7.5', amount: 100, discountPercent: 5 }], poNumber: 'PO-77', paymentTermsDays: 0 },
    });
    expect(edited.status, edited.text).toBe(200);
    // 7.5 x 100.00 = 750.00, less 5% (37.50) = 712.50: rounded once, on the line.
    expect(edited.json).toMatchObject({ status: 'draft', amountMinor: 71_250, poNumber: 'PO-77', paymentTermsDays: 0 });
    expect(edited.json.items).toHaveLength(1);

    const issued = await manual.request(`/api/invoices/${id}`, { method: 'PATCH', body: { status: 'open' }, cookie: admin });
    expect(issued.status, issued.text).toBe(200);
    expect(issued.json.invoiceNumber).toMatch(/^INV-\d{4}$/);
    expect(issued.json.amountMinor).toBe(71_250);
    const frozen = await manual.request(`/api/invoices/${id}/draft`, { method: 'PATCH', body: { poNumber: 'PO-78' }, cookie: admin });
    expect(frozen.status).toBe(409);
    expect(frozen.json.error.message).toContain('frozen');
    expect((await manual.request(`/api/invoices/${id}`, { cookie: client })).json).toMatchObject({
      poNumber: 'PO-77',
      amountMinor: 71_250,
    });
  });

  it('refuses a quantity with more than three decimals, field by field, and keeps issuing at once by default', async () => {
    const ids = await clientIds(manual);
    const admin = await asAdmin(manual);
    const bad = await manual.request(`/api/clients/${ids.own}/invoices`, {
      cookie: admin,
      body: {
        dueDate: dueIn30(),
        items: [
          { ...hours, quantity: '1.2345' },
          { ...hours, quantity: 0.0001 },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      'items.0.quantity': 'Use at most 3 decimals for the quantity',
      'items.1.quantity': 'Use at most 3 decimals for the quantity',
    });
    const open = await manual.request(`/api/clients/${ids.own}/invoices`, {
      cookie: admin,
      body: { dueDate: dueIn30(), poNumber: null, items: [hours] },
    });
    expect(open.status, open.text).toBe(201);
    expect(open.json).toMatchObject({ status: 'open', amountMinor: 81_000, poNumber: null });
    expect(open.json.invoiceNumber).not.toBeNull();
  });

  it('is not offered with Stripe connected: Stripe keeps its own drafts', async () => {
    const ids = await clientIds(stripe);
    const res = await stripe.request(`/api/clients/${ids.own}/invoices`, {
      cookie: await asAdmin(stripe),
      body: { dueDate: dueIn30(), status: 'draft', items: [hours] },
    });
    expect(res.status).toBe(409);
  });
});
