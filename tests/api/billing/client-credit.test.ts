/**
 * The client's credit balance (decision 0093): a credit note above the balance (at most the balance plus what was paid)
 * is accepted and its excess lands on the client's credit; credit applied to a later invoice through the one money
 * path; credit refunded; two applies at once cannot overspend it; client users read their own balance only, never
 * change it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { asAdmin, clientIds, invoiceBody } from './billing-helpers';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { pdfText } from '../support/pdf-text';

let t: TestApp;
let ids: { own: string; other: string; third: string };
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ids = await clientIds(t);
});

afterAll(async () => {
  await t?.close();
});

async function newInvoice(clientId: string, currency: string, amount = 1000) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    body: invoiceBody({ currency, items: [{ description: 'Sprint', quantity: 1, amount }] }),
    cookie: await asAdmin(t),
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; invoiceNumber: string };
}

const pay = async (invoiceId: string, amount: number, currency: string) =>
  t.request(`/api/invoices/${invoiceId}/payments`, {
    body: { amount, currency, paidOn: today(), method: 'bank_transfer' },
    cookie: await asAdmin(t),
  });

const creditNote = async (invoiceId: string, amount: number) =>
  t.request(`/api/invoices/${invoiceId}/credit-notes`, {
    body: { reason: 'Scope cut', items: [{ description: 'Unused days', quantity: 1, amount }] },
    cookie: await asAdmin(t),
  });

const applyCredit = async (invoiceId: string, body: Record<string, unknown> = {}) =>
  t.request(`/api/invoices/${invoiceId}/apply-credit`, { body, cookie: await asAdmin(t) });

async function balance(clientId: string, currency: string, cookie?: string) {
  const res = await t.request(`/api/clients/${clientId}/credit`, { cookie: cookie ?? (await asAdmin(t)) });
  expect(res.status).toBe(200);
  const row = (res.json.balances as Array<{ currency: string; balanceMinor: number }>).find((b) => b.currency === currency);
  return row?.balanceMinor ?? 0;
}

/** Gives the client `amount` of credit in `currency`: an invoice paid in full, then credited that much. */
async function giveCredit(clientId: string, currency: string, amount: number) {
  const invoice = await newInvoice(clientId, currency, amount);
  expect((await pay(invoice.id, amount, currency)).status).toBe(201);
  expect((await creditNote(invoice.id, amount)).status).toBe(201);
}

describe('credit notes above the balance', () => {
  it('a credit note of 500.00 on a balance of 10.50 is accepted; the 489.50 above it goes to the client credit', async () => {
    const before = await balance(ids.own, 'EUR');
    const invoice = await newInvoice(ids.own, 'EUR');
    expect((await pay(invoice.id, 989.5, 'EUR')).status).toBe(201);
    const note = await creditNote(invoice.id, 500);
    expect(note.status).toBe(201);

    const read = await t.request(`/api/invoices/${invoice.id}`, { cookie: await asAdmin(t) });
    expect(read.json).toMatchObject({ status: 'paid', amountPaidMinor: 98_950, amountCreditedMinor: 50_000, balanceMinor: 0 });
    expect(await balance(ids.own, 'EUR')).toBe(before + 48_950);
    // The excess is a ledger row tied to its invoice, and a step of the invoice's history.
    const rows = await queryRows<{ kind: string; amount: number }>(
      t.database.db,
      sql`select kind, amount_minor::int as amount from client_credits where invoice_id = ${invoice.id}`,
    );
    expect(rows).toEqual([{ kind: 'excess', amount: 48_950 }]);
    const log = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from activity_log where entity_id = ${invoice.id} and action = 'invoice.credit_balance_added'`,
    );
    expect(log).toHaveLength(1);
    // The PDF's figures add up, none negative: 1,000.00 - 989.50 - 500.00 + 489.50 = 0.00.
    const pdf = await t.app.request(`${APP_URL}/api/invoices/${invoice.id}/pdf`, { headers: { cookie: await asAdmin(t) } });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toMatch(/Less amount paid €989\.50/);
    expect(text).toMatch(/Less credited €500\.00/);
    expect(text).toMatch(/Plus moved to your credit balance €489\.50/);
    expect(text).toMatch(/Balance due €0\.00/);
    expect(text).not.toMatch(/−/);
  });

  it('keeps the cap: a credit note never exceeds the balance plus what was paid', async () => {
    const invoice = await newInvoice(ids.own, 'EUR');
    await pay(invoice.id, 400, 'EUR');
    expect((await creditNote(invoice.id, 700)).status).toBe(201);
    const over = await creditNote(invoice.id, 300.01);
    expect(over.status).toBe(400);
    expect(over.json.error.fields.items).toMatch(/more than is left to credit/);
  });

  it('a refund of a payment whose excess is on the credit takes it back, and is refused once that credit is spent', async () => {
    const invoice = await newInvoice(ids.third, 'CAD', 100);
    await pay(invoice.id, 100, 'CAD');
    await creditNote(invoice.id, 30);
    const before = await balance(ids.third, 'CAD');
    const ledger = await t.request(`/api/invoices/${invoice.id}/payments`, { cookie: await asAdmin(t) });
    const paymentId = ledger.json.payments[0].id as string;
    const later = await newInvoice(ids.third, 'CAD', before / 100);
    expect((await applyCredit(later.id)).status).toBe(201);
    const refused = await t.request(`/api/invoices/${invoice.id}/refunds`, {
      body: { paymentId, amount: 30, paidOn: today() },
      cookie: await asAdmin(t),
    });
    expect(refused.status).toBe(409);
    expect(await balance(ids.third, 'CAD')).toBe(0);
  });
});

describe('applying and refunding credit', () => {
  it('applies credit to a later invoice of the same currency as a ledger row; its status and balance follow', async () => {
    await giveCredit(ids.own, 'GBP', 150);
    const start = await balance(ids.own, 'GBP');
    const later = await newInvoice(ids.own, 'GBP', start / 100 + 100);
    const partly = await applyCredit(later.id);
    expect(partly.status).toBe(201);
    expect(partly.json).toMatchObject({ status: 'partially_paid', amountPaidMinor: start, balanceMinor: 10_000 });
    expect(await balance(ids.own, 'GBP')).toBe(0);
    const ledger = await t.request(`/api/invoices/${later.id}/payments`, { cookie: await asAdmin(t) });
    expect(ledger.json.payments[0]).toMatchObject({ method: 'credit', amountMinor: start });
    const credit = await t.request(`/api/clients/${ids.own}/credit`, { cookie: await asAdmin(t) });
    expect(credit.json.entries[0]).toMatchObject({ kind: 'applied', amountMinor: -start, invoiceId: later.id });
    // Nothing left: refused on `amount`; another currency's invoice sees no credit either.
    const none = await applyCredit(later.id);
    expect(none.status).toBe(400);
    expect(none.json.error.fields.amount).toMatch(/no credit in GBP/);
    // Credit applied is not refunded as money.
    const refund = await t.request(`/api/invoices/${later.id}/refunds`, {
      body: { paymentId: ledger.json.payments[0].id, amount: 1, paidOn: today() },
      cookie: await asAdmin(t),
    });
    expect(refund.status).toBe(409);
  });

  it('refuses an amount above the credit or above the balance of the invoice', async () => {
    await giveCredit(ids.own, 'GBP', 50);
    const small = await newInvoice(ids.own, 'GBP', 20);
    const above = await applyCredit(small.id, { amount: 30 });
    expect(above.status).toBe(400);
    expect(above.json.error.fields.amount).toMatch(/balance is/);
    const big = await newInvoice(ids.own, 'GBP', 500);
    expect((await applyCredit(big.id, { amount: 60 })).status).toBe(400);
    const ok = await applyCredit(small.id, { amount: 20 });
    expect(ok.json).toMatchObject({ status: 'paid', balanceMinor: 0 });
  });

  it('refunds credit: money returned is a ledger row and an audit entry, at most the balance', async () => {
    await giveCredit(ids.other, 'AUD', 80);
    const start = await balance(ids.other, 'AUD');
    const tooMuch = await t.request(`/api/clients/${ids.other}/credit-refunds`, {
      body: { currency: 'AUD', amount: start / 100 + 0.01, paidOn: today(), method: 'bank_transfer' },
      cookie: await asAdmin(t),
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.fields.amount).toMatch(/refund at most/);
    const done = await t.request(`/api/clients/${ids.other}/credit-refunds`, {
      body: { currency: 'AUD', amount: 30, paidOn: today(), method: 'bank_transfer', reference: 'RF-1' },
      cookie: await asAdmin(t),
    });
    expect(done.status).toBe(201);
    expect(done.json.entries[0]).toMatchObject({ kind: 'refund', amountMinor: -3000, method: 'bank_transfer', reference: 'RF-1' });
    expect(await balance(ids.other, 'AUD')).toBe(start - 3000);
    const log = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_log where entity_id = ${ids.other} and action = 'client.credit_refunded'`,
    );
    expect(log[0]!.n).toBeGreaterThan(0);
  });

  it('two applies at once cannot spend the same credit', async () => {
    await giveCredit(ids.third, 'USD', 100);
    const start = await balance(ids.third, 'USD');
    const a = await newInvoice(ids.third, 'USD', start / 100);
    const b = await newInvoice(ids.third, 'USD', start / 100);
    const both = await Promise.all([applyCredit(a.id, { amount: start / 100 }), applyCredit(b.id, { amount: start / 100 })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await balance(ids.third, 'USD')).toBe(0);
    const applied = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from client_credits where invoice_id in (${a.id}, ${b.id}) and kind = 'applied'`,
    );
    expect(applied[0]!.n).toBe(1);
  });
});

describe('who sees the credit', () => {
  it('client users read their own company credit (no staff notes) and never change it; another company is a 404', async () => {
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    const own = await t.request(`/api/clients/${ids.own}/credit`, { cookie: client });
    expect(own.status).toBe(200);
    expect(own.json.canChange).toBe(false);
    expect(own.json.entries.every((e: { note: string | null }) => e.note === null)).toBe(true);
    expect((await t.request(`/api/clients/${ids.other}/credit`, { cookie: client })).status).toBe(404);
    const invoice = await newInvoice(ids.own, 'EUR');
    expect((await t.request(`/api/invoices/${invoice.id}/apply-credit`, { body: {}, cookie: client })).status).toBe(403);
    const refund = await t.request(`/api/clients/${ids.own}/credit-refunds`, {
      body: { currency: 'EUR', amount: 1, paidOn: today(), method: 'cash' },
      cookie: client,
    });
    expect(refund.status).toBe(403);
  });
});
