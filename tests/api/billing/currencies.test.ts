/**
 * Currencies with their own minor units and payment instructions per currency (decision 0100): a yen invoice is whole
 * yen, a dinar invoice has three decimals, each checked against its currency with a message per field; the invoice's
 * currency's own instructions are on its PDF, in its e-mail and on the client's Billing screen.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { pdfText } from '../support/pdf-text';
import { startFakeStripe } from '../../fake-stripe';
import { asAdmin, clientIds, createCustomer, invoiceBody, WEBHOOK_SECRET } from './billing-helpers';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let own: string;

const today = () => new Date().toISOString().slice(0, 10);
const line = (amount: number) => [{ description: 'Work', quantity: 1, amount }];
const create = (currency: string | undefined, amount: number, extra: Record<string, unknown> = {}) =>
  t.request(`/api/clients/${own}/invoices`, { body: invoiceBody({ currency, items: line(amount), ...extra }), cookie: admin });
const pay = (invoiceId: string, body: Record<string, unknown>) =>
  t.request(`/api/invoices/${invoiceId}/payments`, { body: { paidOn: today(), method: 'bank_transfer', ...body }, cookie: admin });
const invoiceCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoices where client_id = ${own}`))[0]!.n;

async function pdfOf(invoiceId: string): Promise<string> {
  const res = await t.app.request(`${APP_URL}/api/invoices/${invoiceId}/pdf`, { headers: { cookie: admin } });
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

async function mailTo(number: string, to: string) {
  await t.jobsSettled();
  return readOutbox(outboxDir(t.env)).find((m) => m.subject.includes(number) && m.to === to);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
  ({ own } = await clientIds(t));
  await queryRows(t.database.db, sql`update clients set email = 'ap@client.test' where id = ${own}`);
});
afterAll(() => t?.close());

describe('JPY, a currency without decimals', () => {
  it('is created, paid and shown in whole yen', async () => {
    const res = await create('JPY', 1500, { sendEmail: true });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ currency: 'JPY', amountMinor: 1500, balanceMinor: 1500 });
    expect(res.json.items[0]).toMatchObject({ unitAmountMinor: 1500 });
    const paid = await pay(res.json.id, { amount: 1500, currency: 'JPY' });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.json).toMatchObject({ status: 'paid', amountPaidMinor: 1500, balanceMinor: 0 });

    const text = await pdfOf(res.json.id);
    expect(text).toContain('¥1,500');
    expect(text).not.toMatch(/¥1,500\.|¥15\.00/);
    const mail = await mailTo(res.json.invoiceNumber, 'ap@client.test');
    expect(mail?.text).toContain('of ¥1,500, due');

    const csv = await t.request(`/api/invoices/export.csv`, { cookie: admin });
    const row = csv.text.split(/\r?\n/).find((r) => r.startsWith(res.json.invoiceNumber))!;
    expect(row).toContain(',JPY,');
    expect(row.split(',').slice(-4)).toEqual(['1500', '1500', '0', '0']);
  });

  it('refuses 1500.5 yen with a message for the field, on the invoice and on a payment, and writes nothing', async () => {
    const before = await invoiceCount();
    const named = await create('JPY', 1500.5);
    expect(named.status).toBe(400);
    expect(named.json.error.fields).toEqual({ 'items.0.amount': 'Use at most 0 decimals for JPY (steps of 1)' });
    // The client's currency, read by the server after the body: the same message.
    await t.request(`/api/clients/${own}`, { method: 'PATCH', body: { currency: 'JPY' }, cookie: admin });
    const fromClient = await create(undefined, 1500.5);
    expect(fromClient.status).toBe(400);
    expect(fromClient.json.error.fields).toEqual({ 'items.0.amount': 'Use at most 0 decimals for JPY (steps of 1)' });
    await t.request(`/api/clients/${own}`, { method: 'PATCH', body: { currency: null }, cookie: admin });
    expect(await invoiceCount()).toBe(before);

    const open = await create('JPY', 3000);
    const payment = await pay(open.json.id, { amount: 999.5, currency: 'JPY' });
    expect(payment.status).toBe(400);
    expect(payment.json.error.fields).toEqual({ amount: 'Use at most 0 decimals for JPY (steps of 1)' });
  });
});

describe('KWD, a currency with three decimals', () => {
  it('accepts 12.345 as 12345 fils and shows three decimals', async () => {
    const res = await create('KWD', 12.345);
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ currency: 'KWD', amountMinor: 12_345 });
    const part = await pay(res.json.id, { amount: 2.005, currency: 'KWD' });
    expect(part.status, part.text).toBe(201);
    expect(part.json).toMatchObject({ status: 'partially_paid', balanceMinor: 10_340 });
    expect(await pdfOf(res.json.id)).toMatch(/KWD\s12\.345/);
  });

  it('refuses 12.3456 with a message for the field, on the invoice, a payment and a credit note', async () => {
    const res = await create('KWD', 12.3456);
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ 'items.0.amount': 'Use at most 3 decimals for KWD (steps of 0.001)' });
    const open = await create('KWD', 20);
    const payment = await pay(open.json.id, { amount: 1.0001, currency: 'KWD' });
    expect(payment.json.error.fields).toEqual({ amount: 'Use at most 3 decimals for KWD (steps of 0.001)' });
    const note = await t.request(`/api/invoices/${open.json.id}/credit-notes`, {
      body: { reason: 'Too much', items: [{ description: 'Work', quantity: 1, amount: 1.2345 }] },
      cookie: admin,
    });
    expect(note.status).toBe(400);
    expect(note.json.error.fields).toEqual({ 'items.0.amount': 'Use at most 3 decimals for KWD (steps of 0.001)' });
    // And two decimals stay two for USD.
    expect((await create('USD', 12.345)).json.error.fields).toEqual({ 'items.0.amount': 'Use at most 2 decimals for USD (steps of 0.01)' });
  });
});

describe('payment instructions per currency', () => {
  it("are set in Settings > Billing and shown, for the invoice's currency, on its PDF, in its e-mail and on Billing", async () => {
    const profile = {
      legalName: 'Northwind Studio',
      paymentInstructions: 'GENERAL: account 000123',
      paymentInstructionsByCurrency: { EUR: 'EURO: IBAN DE89 3704', JPY: '' },
      defaultCurrency: 'USD',
    };
    const saved = await t.request('/api/agency-profile', { method: 'PUT', body: profile, cookie: admin });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.paymentInstructionsByCurrency).toEqual({ EUR: 'EURO: IBAN DE89 3704' });
    const bad = await t.request('/api/agency-profile', {
      method: 'PUT',
      body: { ...profile, paymentInstructionsByCurrency: { XYZ: 'nope' } },
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)[0]).toMatch(/^paymentInstructionsByCurrency/);

    const eur = await create('EUR', 100, { sendEmail: true });
    const usd = await create('USD', 100);
    const eurPdf = await pdfOf(eur.json.id);
    expect(eurPdf).toContain('EURO: IBAN DE89 3704');
    expect(eurPdf).not.toContain('GENERAL');
    expect(await pdfOf(usd.json.id)).toContain('GENERAL: account 000123');
    const mail = await mailTo(eur.json.invoiceNumber, 'ap@client.test');
    expect(mail?.text).toContain('How to pay:\nEURO: IBAN DE89 3704');

    // The client sees how to pay in its own currency (online payment is off) and in that of each unpaid invoice.
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    const billing = await t.request(`/api/clients/${own}/billing`, { cookie: client });
    expect(billing.status).toBe(200);
    expect(billing.json.paymentInstructions).toEqual(
      expect.arrayContaining([
        { currency: 'USD', instructions: 'GENERAL: account 000123' },
        { currency: 'EUR', instructions: 'EURO: IBAN DE89 3704' },
      ]),
    );
    expect(billing.json.paymentInstructions[0].currency).toBe('USD');
  });
});

describe('quotes and expected revenue in yen', () => {
  it("store whole yen, and refuse a fraction of one with the field's message", async () => {
    const quote = (unitPrice: number) =>
      t.request('/api/quotes', {
        body: {
          clientId: own,
          title: 'Yen quote',
          currency: 'JPY',
          sections: [{ title: 'Work', items: [{ description: 'Site', quantity: 1, unitPrice }] }],
        },
        cookie: admin,
      });
    const made = await quote(150_000);
    expect(made.status, made.text).toBe(201);
    expect(made.json.sections[0].items[0].unitPriceMinor).toBe(150_000);
    const refused = await quote(1500.5);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ 'sections.0.items.0.unitPrice': 'Use at most 0 decimals for JPY (steps of 1)' });

    const revenue = (amount: number | string) =>
      t.request(`/api/clients/${own}/revenue`, {
        body: { description: 'Retainer', amount, currency: 'JPY', startDate: today() },
        cookie: admin,
      });
    const added = await revenue('150000');
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({ amountMinor: 150_000, currency: 'JPY' });
    expect((await revenue(1500.5)).json.error.fields).toEqual({ amount: 'Amount can have at most 0 decimal places' });
    // An update in the stored currency: yen still.
    const edited = await t.request(`/api/revenue/${added.json.id}`, { method: 'PATCH', body: { amount: 2000 }, cookie: admin });
    expect(edited.json).toMatchObject({ amountMinor: 2000, currency: 'JPY' });
  });
});

describe('at Stripe', () => {
  it("sends whole yen as they are, and a KWD line only in steps of 0.010 (Stripe's three-decimal currencies)", async () => {
    const fake = await startFakeStripe();
    const stripe = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    });
    try {
      const cookie = await asAdmin(stripe);
      const { own: id } = await clientIds(stripe);
      expect((await createCustomer(stripe, id)).status).toBe(200);
      const send = (currency: string, amount: number) =>
        stripe.request(`/api/clients/${id}/invoices`, { body: invoiceBody({ currency, items: line(amount) }), cookie });
      const yen = await send('JPY', 1500);
      expect(yen.status, yen.text).toBe(201);
      const sent = (stripeId: string) => fake.invoiceItems.filter((i) => i.invoice === stripeId).map((i) => [i.currency, i.amount]);
      expect(sent(yen.json.stripeInvoiceId)).toEqual([['jpy', 1500]]);

      const refused = await send('KWD', 12.345);
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields.items).toMatch(/^Stripe takes KWD in steps of 0\.010/);
      const dinars = await send('KWD', 12.34);
      expect(dinars.status, dinars.text).toBe(201);
      expect(sent(dinars.json.stripeInvoiceId)).toEqual([['kwd', 12_340]]);
    } finally {
      await stripe.close();
      await fake.close();
    }
  });
});
