/**
 * A client's statement (decision 0097): the opening balance plus the movements is the closing balance, which is the
 * Billing screen's outstanding for the currency; drafts and other companies' invoices never appear; the client's
 * primary contact reads only their company's, the additional contact none; the PDF prints the closing balance and the
 * e-mail carries it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { formatMoney } from '@shared/money';
import type { CurrencyStatement, Statement } from '@shared/schemas/statements';
import { asAdmin, clientIds, dueIn30, invoiceBody } from './billing-helpers';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { pdfText } from '../support/pdf-text';

let t: TestApp;
let ids: { own: string; other: string; third: string };
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ids = await clientIds(t);
});
afterAll(async () => t?.close());

async function newInvoice(clientId: string, currency: string, amount: number) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    body: invoiceBody({ currency, items: [{ description: 'Sprint', quantity: 1, amount }] }),
    cookie: await asAdmin(t),
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; invoiceNumber: string };
}

async function pay(invoiceId: string, amount: number, currency: string) {
  const res = await t.request(`/api/invoices/${invoiceId}/payments`, {
    body: { amount, currency, paidOn: today(), method: 'bank_transfer', reference: 'Wire 77' },
    cookie: await asAdmin(t),
  });
  expect(res.status).toBe(201);
}

async function statementOf(clientId: string, query = '', cookie?: string): Promise<Statement> {
  const res = await t.request(`/api/clients/${clientId}/statement${query}`, { cookie: cookie ?? (await asAdmin(t)) });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as Statement;
}

const inCurrency = (s: Statement, currency: string) => s.currencies.find((c) => c.currency === currency) as CurrencyStatement;

/** The Billing screen's outstanding for the currency (its own, or one of the other currencies). */
async function billingOutstanding(clientId: string, currency: string) {
  const res = await t.request(`/api/clients/${clientId}/billing`, { cookie: await asAdmin(t) });
  expect(res.status).toBe(200);
  const all = [res.json.totals, ...res.json.otherCurrencies] as Array<{ currency: string; outstanding: { amountMinor: number } }>;
  return all.find((f) => f.currency === currency)?.outstanding.amountMinor ?? 0;
}

const sumOf = (s: CurrencyStatement) => s.movements.reduce((sum, m) => sum + m.amountMinor, s.openingBalanceMinor);

describe('the figures', () => {
  it('opening plus movements is the closing balance, and the closing balance is the Billing outstanding', async () => {
    // GBP: the demo has none, so every movement is this test's.
    const a = await newInvoice(ids.own, 'GBP', 1000);
    const b = await newInvoice(ids.own, 'GBP', 400);
    const c = await newInvoice(ids.own, 'GBP', 250);
    await pay(a.id, 1000, 'GBP');
    await pay(b.id, 150, 'GBP');
    const note = await t.request(`/api/invoices/${b.id}/credit-notes`, {
      body: { reason: 'Scope cut', items: [{ description: 'Unused days', quantity: 1, amount: 50 }] },
      cookie: await asAdmin(t),
    });
    expect(note.status).toBe(201);
    const voided = await t.request(`/api/invoices/${c.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: 'Sent twice' },
      cookie: await asAdmin(t),
    });
    expect(voided.status).toBe(200);

    const gbp = inCurrency(await statementOf(ids.own, '?currency=GBP'), 'GBP');
    expect(gbp.openingBalanceMinor).toBe(0);
    expect(gbp.movements.map((m) => m.kind).sort()).toEqual(
      ['credit_note', 'invoice', 'invoice', 'invoice', 'payment', 'payment', 'void'].sort(),
    );
    // Each row's balance is the one before it plus its amount.
    let running = gbp.openingBalanceMinor;
    for (const m of gbp.movements) {
      running += m.amountMinor;
      expect(m.balanceMinor).toBe(running);
    }
    expect(gbp.closingBalanceMinor).toBe(20_000); // 400 - 150 - 50
    expect(gbp.closingBalanceMinor).toBe(sumOf(gbp));
    expect(gbp.closingBalanceMinor).toBe(await billingOutstanding(ids.own, 'GBP'));
  });

  it('agrees with the Billing outstanding in the client’s own currency over the demo’s invoices, with a period', async () => {
    const year = inCurrency(await statementOf(ids.own), (await statementOf(ids.own)).currencies[0]!.currency);
    expect(year.closingBalanceMinor).toBe(sumOf(year));
    expect(year.closingBalanceMinor).toBe(await billingOutstanding(ids.own, year.currency));
    // A period starting today: everything before it is in the opening balance, the end is the same.
    const recent = inCurrency(await statementOf(ids.own, `?from=${today()}&to=${today()}`), year.currency);
    expect(recent.closingBalanceMinor).toBe(year.closingBalanceMinor);
    expect(recent.movements.every((m) => m.date === today())).toBe(true);
    expect(recent.closingBalanceMinor).toBe(sumOf(recent));
  });

  it('never shows a draft or another company’s invoice', async () => {
    const [draft] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into invoices (client_id, invoice_number, amount_minor, currency, status, due_date)
          values (${ids.own}, 'DRAFT-STATEMENT', 77700, 'GBP', 'draft', ${dueIn30()}) returning id`,
    );
    const others = await newInvoice(ids.other, 'GBP', 333);
    const gbp = inCurrency(await statementOf(ids.own, '?currency=GBP'), 'GBP');
    const shown = gbp.movements.map((m) => m.invoiceId);
    expect(shown).not.toContain(draft!.id);
    expect(shown).not.toContain(others.id);
    expect(gbp.closingBalanceMinor).toBe(await billingOutstanding(ids.own, 'GBP'));
  });

  it('refuses a period that ends before it starts, with a message for the field', async () => {
    const res = await t.request(`/api/clients/${ids.own}/statement?from=2026-05-01&to=2026-04-01`, { cookie: await asAdmin(t) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('to must be on or after from');
  });
});

describe('who reads it', () => {
  it('the primary contact reads their own company’s only; the additional contact and a developer are refused', async () => {
    const primary = await t.as(DEMO_ACCOUNTS.client_primary);
    const own = await statementOf(ids.own, '?currency=GBP', primary);
    expect(own.client.id).toBe(ids.own);
    expect((await t.request(`/api/clients/${ids.other}/statement`, { cookie: primary })).status).toBe(404);
    expect((await t.request(`/api/clients/${ids.own}/statement.pdf`, { cookie: primary })).status).toBe(200);
    const additional = await t.as(DEMO_ACCOUNTS.client_additional);
    expect((await t.request(`/api/clients/${ids.own}/statement`, { cookie: additional })).status).toBe(403);
    const developer = await t.as(DEMO_ACCOUNTS.developer);
    expect((await t.request(`/api/clients/${ids.own}/statement`, { cookie: developer })).status).toBe(403);
    const email = await t.request(`/api/clients/${ids.own}/statement/email`, { body: {}, cookie: primary });
    expect(email.status).toBe(403);
  });
});

describe('the PDF and the e-mail', () => {
  it('the PDF prints the closing balance', async () => {
    const gbp = inCurrency(await statementOf(ids.own, '?currency=GBP'), 'GBP');
    const res = await t.app.request(`${APP_URL}/api/clients/${ids.own}/statement.pdf?currency=GBP`, {
      headers: { cookie: await asAdmin(t) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toContain('Closing balance');
    expect(text).toContain(formatMoney(gbp.closingBalanceMinor, 'GBP'));
  });

  it('the e-mail to the billing contact carries the statement’s PDF', async () => {
    await queryRows(t.database.db, sql`update clients set email = 'accounts@statement.test' where id = ${ids.own}`);
    const res = await t.request(`/api/clients/${ids.own}/statement/email`, { body: { currency: 'GBP' }, cookie: await asAdmin(t) });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ queued: true, to: 'accounts@statement.test' });
    await t.jobsSettled();
    const mail = readOutbox(outboxDir(t.env)).find((m) => m.to === 'accounts@statement.test' && m.subject.startsWith('Statement'));
    expect(mail?.attachments).toHaveLength(1);
    const text = await pdfText(Buffer.from(mail!.attachments![0]!.contentBase64, 'base64'));
    const gbp = inCurrency(await statementOf(ids.own, '?currency=GBP'), 'GBP');
    expect(text).toContain(formatMoney(gbp.closingBalanceMinor, 'GBP'));
  });
});
