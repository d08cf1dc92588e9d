/**
 * Billing against a fake Stripe server (the real SDK pointed at it): customer creation (pending, concurrent double
 * clicks, retry after failure), invoices in minor units with their items at Stripe, webhook signature / replay / order,
 * sync; who may read and change what; the invoice PDF.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { outboxDir } from '@server/bootstrap';
import { startFakeStripe, type FakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, createCustomer, invoiceBody, invoiceEvent, webhook, WEBHOOK_SECRET } from './billing-helpers';
import { loadDocumentAgency } from '@server/documents/document-agency';
import { invoiceDocument } from '@server/features/billing/invoice-document';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let fake: FakeStripe;
let t: TestApp;
/** The client users' company, and two other clients. */
let ownId: string;
let otherId: string;
let thirdId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url } });
  ({ own: ownId, other: otherId, third: thirdId } = await clientIds(t));
  // The demo seed has invoices of its own; these tests count from an empty ledger.
  // Credit notes keep their invoice (a restricting key): they go first.
  await queryRows(t.database.db, sql`delete from credit_notes`);
  await queryRows(t.database.db, sql`delete from invoices`);
  await queryRows(t.database.db, sql`delete from stripe_customers`);
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Stripe customer', () => {
  it('starts with none, and concurrent double clicks make exactly one customer', async () => {
    const before = await t.request(`/api/clients/${ownId}/billing`, { cookie: await asAdmin(t) });
    expect(before.status).toBe(200);
    expect(before.json.mode).toBe('stripe');
    expect(before.json.customer).toBeNull();

    fake.delay('/v1/customers', 300);
    const cookie = await asAdmin(t);
    const seen = fake.requests.length;
    const first = t.request(`/api/clients/${ownId}/stripe-customer`, { method: 'POST', body: {}, cookie });
    // While the first is at Stripe (Stripe has its request and holds the answer), the card reads pending.
    await vi.waitFor(() => expect(fake.requests.slice(seen).some((r) => r.path.startsWith('/v1/customers'))).toBe(true));
    const during = await t.request(`/api/clients/${ownId}/billing`, { cookie });
    expect(during.json.customer.status).toBe('pending');
    const second = await t.request(`/api/clients/${ownId}/stripe-customer`, { method: 'POST', body: {}, cookie });
    expect(second.status).toBe(202);
    expect(second.json.status).toBe('pending');
    const done = await first;
    fake.delay('/v1/customers', 0);
    expect(done.status).toBe(200);
    expect(done.json.status).toBe('completed');
    expect(done.json.stripeCustomerId).toMatch(/^cus_/);

    const created = fake.requests.filter((r) => r.path === '/v1/customers');
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`customer-${ownId}`);
    expect(created[0]!.body['metadata[client_id]']).toBe(ownId);

    const again = await createCustomer(t, ownId);
    expect(again.status).toBe(200);
    expect(again.json.stripeCustomerId).toBe(done.json.stripeCustomerId);
    expect(fake.customers.size).toBe(1);
  });

  it('a failure at Stripe leaves no customer row, and a retry succeeds', async () => {
    fake.failNext('/v1/customers');
    const failed = await createCustomer(t, otherId);
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toBe('Failed to create Stripe customer');
    const card = await t.request(`/api/clients/${otherId}/billing`, { cookie: await asAdmin(t) });
    expect(card.json.customer).toBeNull();

    const retry = await createCustomer(t, otherId);
    expect(retry.status).toBe(200);
    expect(retry.json.status).toBe('completed');
  });
});

describe('Stripe customer after an interrupted attempt', () => {
  it("takes over a pending row left by a crash, and Stripe's idempotency key keeps it to one customer", async () => {
    const cookie = await asAdmin(t);
    await queryRows(
      t.database.db,
      sql`insert into stripe_customers (client_id, status, created_at, updated_at)
      values (${thirdId}, 'pending', now() - interval '5 minutes', now() - interval '5 minutes')`,
    );
    const res = await t.request(`/api/clients/${thirdId}/stripe-customer`, { body: {}, cookie });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('completed');
    // A fresh pending row is left alone: another request is still at Stripe.
    const fourth = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from clients where id not in (${ownId}, ${otherId}, ${thirdId}) order by id limit 1`,
    );
    await queryRows(t.database.db, sql`insert into stripe_customers (client_id, status) values (${fourth[0]!.id}, 'pending')`);
    const busy = await t.request(`/api/clients/${fourth[0]!.id}/stripe-customer`, { body: {}, cookie });
    expect(busy.status).toBe(202);
    expect(fake.requests.filter((r) => r.idempotencyKey === `customer-${fourth[0]!.id}`)).toHaveLength(0);
  });
});

describe('invoices at Stripe', () => {
  let created: any;

  it('refuses to invoice a client without a completed customer', async () => {
    const [bare] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from clients where id not in (select client_id from stripe_customers) order by id limit 1`,
    );
    const res = await t.request(`/api/clients/${bare!.id}/invoices`, { body: invoiceBody(), cookie: await asAdmin(t) });
    expect(res.status).toBe(409);
    const rows = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoices where client_id = ${bare!.id}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('creates a finalized Stripe invoice in minor units, with its items, number and hosted URL', async () => {
    const res = await t.request(`/api/clients/${ownId}/invoices`, { body: invoiceBody({ sendEmail: true }), cookie: await asAdmin(t) });
    expect(res.status).toBe(201);
    created = res.json;
    // 3 x 19.99 = 59.97 -> 5997, plus 100.00 -> 10000.
    expect(created.amountMinor).toBe(15997);
    expect(created.status).toBe('open');
    // Ours, from the agency's sequence, and Stripe was sent the same (decision 0024).
    expect(created.invoiceNumber).toMatch(/^INV-\d{4}$/);
    expect(fake.invoices.get(created.stripeInvoiceId)!.number).toBe(created.invoiceNumber);
    expect(fake.requests.find((r) => r.path === '/v1/invoices' && r.method === 'POST')!.body.number).toBe(created.invoiceNumber);
    expect(created.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.test\//);
    expect(created.stripeInvoiceId).toMatch(/^in_/);
    expect(created.items.map((i: any) => [i.description, i.quantity, i.unitAmountMinor])).toEqual([
      ['Design hours', 3, 1999],
      ['Professional Services', 1, 10000],
    ]);

    const items = fake.invoiceItems.filter((i) => i.invoice === created.stripeInvoiceId);
    expect(items.map((i) => i.amount)).toEqual([5997, 10000]);
    expect(items.map((i) => i.currency)).toEqual(['usd', 'usd']);
    // The client's e-mail is ours, with the PDF (decision 0090): Stripe is not asked to send its own.
    expect(fake.invoices.get(created.stripeInvoiceId)!.sent).toBeFalsy();

    const mail = readOutbox(outboxDir(t.env)).find((m) => m.subject.includes(created.invoiceNumber));
    expect(mail?.text).toContain('$159.97');
    expect(mail?.text).toContain(created.hostedInvoiceUrl);
  });

  it('lists invoices newest first with totals and counts from SQL', async () => {
    const second = await t.request(`/api/clients/${ownId}/invoices`, {
      body: invoiceBody({ items: [{ description: 'Hosting', quantity: 1, amount: 50 }] }),
      cookie: await asAdmin(t),
    });
    expect(second.status).toBe(201);
    // A new invoice cannot be due before it is issued; this one has become overdue since.
    await queryRows(t.database.db, sql`update invoices set due_date = '2020-01-01' where id = ${second.json.id}`);
    expect(fake.invoices.get(second.json.stripeInvoiceId)!.sent).toBeUndefined();
    const billing = await t.request(`/api/clients/${ownId}/billing`, { cookie: await asAdmin(t) });
    expect(billing.json.invoices.items.map((i: any) => i.id)).toEqual([second.json.id, created.id]);
    expect(billing.json.invoices.items[0].overdue).toBe(true);
    expect(billing.json.totals).toEqual({
      currency: 'USD',
      total: { amountMinor: 20997, count: 2 },
      paid: { amountMinor: 0, count: 0 },
      outstanding: { amountMinor: 20997, count: 2 },
      overdue: { amountMinor: 5000, count: 1 },
    });
    expect(billing.json.otherCurrencies).toEqual([]);
  });

  it('keeps other currencies out of the USD cards, listed apart and never converted', async () => {
    const cookie = await asAdmin(t);
    const eur = await t.request(`/api/clients/${otherId}/invoices`, {
      body: invoiceBody({ currency: 'EUR', items: [{ description: 'Audit', quantity: 2, amount: 0.29 }] }),
      cookie,
    });
    expect(eur.status).toBe(201);
    expect(eur.json.amountMinor).toBe(58);
    expect(fake.invoiceItems.find((i) => i.invoice === eur.json.stripeInvoiceId)!.currency).toBe('eur');
    const billing = await t.request(`/api/clients/${otherId}/billing`, { cookie });
    expect(billing.json.totals.total).toEqual({ amountMinor: 0, count: 0 });
    expect(billing.json.otherCurrencies).toEqual([
      {
        currency: 'EUR',
        total: { amountMinor: 58, count: 1 },
        paid: { amountMinor: 0, count: 0 },
        outstanding: { amountMinor: 58, count: 1 },
        overdue: { amountMinor: 0, count: 0 },
      },
    ]);
    // A client billed in euros reads its figures in euros first, never $0.00 with the euros aside.
    await queryRows(t.database.db, sql`update clients set currency = 'EUR' where id = ${otherId}`);
    const inEuros = await t.request(`/api/clients/${otherId}/billing`, { cookie });
    expect(inEuros.json.totals).toMatchObject({ currency: 'EUR', total: { amountMinor: 58, count: 1 } });
    expect(inEuros.json.otherCurrencies.map((c: { currency: string }) => c.currency)).not.toContain('EUR');
    await queryRows(t.database.db, sql`update clients set currency = null where id = ${otherId}`);
  });

  it('rejects bad input per field and writes nothing', async () => {
    const cookie = await asAdmin(t);
    const res = await t.request(`/api/clients/${ownId}/invoices`, {
      body: invoiceBody({ currency: 'CHF', dueDate: '2026-02-31', items: [{ description: 'x', quantity: 0, amount: -1 }] }),
      cookie,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['currency', 'dueDate', 'items.0.amount', 'items.0.quantity']);
    const empty = await t.request(`/api/clients/${ownId}/invoices`, { body: invoiceBody({ items: [] }), cookie });
    expect(empty.json.error.fields.items).toBe('Add at least one line item');
    const billing = await t.request(`/api/clients/${ownId}/billing`, { cookie });
    expect(billing.json.invoices.items).toHaveLength(2);
  });

  it('a failure at Stripe keeps no half-made invoice', async () => {
    fake.failNext('/v1/invoices');
    const res = await t.request(`/api/clients/${otherId}/invoices`, { body: invoiceBody(), cookie: await asAdmin(t) });
    expect(res.status).toBe(502);
    expect(res.json.error.message).toBe('Failed to create invoice');
    const billing = await t.request(`/api/clients/${otherId}/billing`, { cookie: await asAdmin(t) });
    expect(billing.json.invoices.items).toHaveLength(1);
  });

  describe('webhook', () => {
    it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
      const paid = { ...fake.setInvoiceStatus(created.stripeInvoiceId, 'open'), status: 'paid' };
      const wrong = await webhook(t, invoiceEvent('evt_bad', 'invoice.paid', paid), 'whsec_wrong');
      expect(wrong.status).toBe(400);
      const none = await t.request('/api/webhooks/stripe', { rawBody: '{}', headers: { origin: '' } });
      expect(none.status).toBe(400);
      const detail = await t.request(`/api/invoices/${created.id}`, { cookie: await asAdmin(t) });
      expect(detail.json.status).toBe('open');
    });

    it('applies invoice.paid once, ignores a replay, and never moves paid back to open', async () => {
      const paid = fake.setInvoiceStatus(created.stripeInvoiceId, 'paid');
      const first = await webhook(t, invoiceEvent('evt_paid_1', 'invoice.paid', paid));
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ received: true, duplicate: false });
      const replay = await webhook(t, invoiceEvent('evt_paid_1', 'invoice.paid', paid));
      expect(replay.json).toEqual({ received: true, duplicate: true });

      // An older 'finalized' event arriving late must not undo the payment.
      const late = await webhook(t, invoiceEvent('evt_finalized_late', 'invoice.finalized', { ...paid, status: 'open' }));
      expect(late.status).toBe(200);
      const detail = await t.request(`/api/invoices/${created.id}`, { cookie: await asAdmin(t) });
      expect(detail.json.status).toBe('paid');
      expect(detail.json.paidAt).not.toBeNull();

      const activity = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from activity_log where action = 'invoice.payment_recorded' and entity_id = ${created.id}`,
      );
      // Stripe's payment is a payment row like any other (decision 0054), recorded once.
      expect(activity[0]!.n).toBe(1);
      const billing = await t.request(`/api/clients/${ownId}/billing`, { cookie: await asAdmin(t) });
      expect(billing.json.totals.paid).toEqual({ amountMinor: 15997, count: 1 });
      expect(billing.json.totals.outstanding).toEqual({ amountMinor: 5000, count: 1 });
    });
  });

  it("a payment event that arrives before Stripe's answer is kept: the invoice ends paid, not open", async () => {
    const cookie = await asAdmin(t);
    // Stripe holds its finalize answer long enough for the payment event to land first, even on a loaded machine.
    fake.delay('/v1/invoices/', 3000);
    const creating = t.request(`/api/clients/${otherId}/invoices`, { body: invoiceBody(), cookie });
    let local: { id: string } | undefined;
    let remote: Record<string, any> | undefined;
    for (let i = 0; i < 200 && !remote; i++) {
      await new Promise((r) => setTimeout(r, 25));
      [local] = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from invoices where client_id = ${otherId} and stripe_invoice_id is null`,
      );
      remote = local && [...fake.invoices.values()].find((inv) => inv.metadata.invoice_id === local!.id);
    }
    if (!remote) throw new Error('The invoice never reached the fake Stripe.');
    const early = await webhook(
      t,
      invoiceEvent('evt_early_paid', 'invoice.paid', { ...remote, status: 'paid', status_transitions: { paid_at: 1_700_000_000 } }),
    );
    expect(early.status).toBe(200);
    const res = await creating;
    fake.delay('/v1/invoices/', 0);
    expect(res.status).toBe(201);
    expect(res.json.status).toBe('paid');
    expect(res.json.paidAt).toBe(new Date(1_700_000_000_000).toISOString());
    expect(res.json.invoiceNumber).toMatch(/^INV-\d{4}$/);
  });

  it('Sync with Stripe reconciles an invoice whose webhook never came', async () => {
    const billing = await t.request(`/api/clients/${ownId}/billing`, { cookie: await asAdmin(t) });
    const open = billing.json.invoices.items.find((i: any) => i.status === 'open');
    fake.setInvoiceStatus(open.stripeInvoiceId, 'void');
    const res = await t.request(`/api/clients/${ownId}/invoices/sync`, { body: {}, cookie: await asAdmin(t) });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ checked: 1, updated: 1 });
    const detail = await t.request(`/api/invoices/${open.id}`, { cookie: await asAdmin(t) });
    expect(detail.json.status).toBe('void');
    // Stripe owns the status of its invoices.
    const patch = await t.request(`/api/invoices/${open.id}`, { method: 'PATCH', body: { status: 'paid' }, cookie: await asAdmin(t) });
    expect(patch.status).toBe(409);
  });
});

describe('who may see and change billing', () => {
  it('client users read their own company, 404 for another; managers and staff 403', async () => {
    for (const role of ['client_primary', 'client_additional'] as const) {
      const cookie = await t.as(DEMO_ACCOUNTS[role]);
      const own = await t.request(`/api/clients/${ownId}/billing`, { cookie });
      expect(own.status).toBe(200);
      // Only the primary contact reads the statement (decision 0097); neither sends it.
      expect(own.json.abilities).toEqual({
        createInvoice: false,
        manageStatus: false,
        readStatement: role === 'client_primary',
        emailStatement: false,
      });
      expect(own.json.invoices.items[0].hostedInvoiceUrl).toBeTruthy();
      expect((await t.request(`/api/clients/${otherId}/billing`, { cookie })).status).toBe(404);
      const invoiceId = own.json.invoices.items[0].id;
      expect((await t.request(`/api/invoices/${invoiceId}`, { cookie })).status).toBe(200);
      expect((await t.request(`/api/clients/${ownId}/invoices`, { body: invoiceBody(), cookie })).status).toBe(403);
      expect((await t.request(`/api/clients/${ownId}/stripe-customer`, { body: {}, cookie })).status).toBe(403);
      expect((await t.request(`/api/clients/${ownId}/invoices/sync`, { body: {}, cookie })).status).toBe(403);
      expect(
        (await t.request(`/api/invoices/${invoiceId}`, { method: 'PATCH', body: { status: 'void', reason: 'Raised in error' }, cookie }))
          .status,
      ).toBe(403);
      expect((await t.request(`/api/invoices/${invoiceId}`, { method: 'PATCH', body: { status: 'nope' }, cookie })).status).toBe(403);
      expect((await t.request(`/api/clients/${otherId}/invoices`, { body: { items: 'x' }, cookie })).status).toBe(404);
    }
    const others = await t.request(`/api/clients/${otherId}/billing`, { cookie: await asAdmin(t) });
    expect(others.status).toBe(200);
    for (const role of ['manager', 'developer', 'designer', 'support'] as const) {
      const cookie = await t.as(DEMO_ACCOUNTS[role]);
      expect((await t.request(`/api/clients/${ownId}/billing`, { cookie })).status).toBe(403);
      expect((await t.request(`/api/clients/${ownId}/invoices`, { body: invoiceBody(), cookie })).status).toBe(403);
      // Refused before the body is read.
      expect((await t.request(`/api/clients/${ownId}/invoices`, { body: { items: 'x' }, cookie })).status).toBe(403);
    }
    const superAdmin = await t.request(`/api/clients/${ownId}/billing`, { cookie: await t.as(DEMO_ACCOUNTS.super_admin) });
    expect(superAdmin.status).toBe(200);
    expect(superAdmin.json.abilities.createInvoice).toBe(true);
    expect((await t.request(`/api/clients/${ownId}/billing`)).status).toBe(401);
  });

  it('an invoice of another company is not found for a client user', async () => {
    await t.request(`/api/clients/${otherId}/invoices`, { body: invoiceBody(), cookie: await asAdmin(t) });
    const billing = await t.request(`/api/clients/${otherId}/billing`, { cookie: await asAdmin(t) });
    const foreign = billing.json.invoices.items[0].id;
    const cookie = await t.as(DEMO_ACCOUNTS.client_primary);
    expect((await t.request(`/api/invoices/${foreign}`, { cookie })).status).toBe(404);
    expect((await t.request('/api/invoices/not-a-uuid', { cookie })).status).toBe(404);
    expect((await t.request(`/api/invoices/${foreign}/pdf`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/invoices/${foreign}/pdf`, { cookie: await t.as(DEMO_ACCOUNTS.manager) })).status).toBe(403);
  });
});

describe('invoice PDF', () => {
  it('downloads a one-page PDF with the number, the items and the total', async () => {
    const billing = await t.request(`/api/clients/${ownId}/billing`, { cookie: await asAdmin(t) });
    const invoice = billing.json.invoices.items.find((i: any) => i.items.length === 2);
    const res = await t.app.request(`/api/invoices/${invoice.id}/pdf`, { headers: { cookie: await t.as(DEMO_ACCOUNTS.client_primary) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // PDFKit writes the document's title as plain text; the lines are glyphs of the embedded font (decision 0053).
    expect(pdf).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(pdf.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(1);
    // What it prints: the renderer's model of this invoice, with its lines and total.
    const agency = await loadDocumentAgency(t.deps, 'en');
    const model = invoiceDocument(invoice, { name: 'Client', contactPerson: '', email: null, billingAddress: null, taxId: null }, agency);
    expect(model.sections.flatMap((s) => s.lines.map((l) => l.description))).toEqual(invoice.items.map((i: any) => i.description));
    expect(model.totals.totalMinor).toBe(invoice.amountMinor);
  });
});
