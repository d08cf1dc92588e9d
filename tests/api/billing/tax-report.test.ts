/**
 * The tax report (decision 0098): per tax rate as the lines copied it (each version of an edited rate apart) and per
 * currency; on the issued basis the invoices issued in the period less its credit notes (drafts and void invoices
 * count in none), on the paid basis each rate's share of the money received, net of refunds.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { asAdmin, clientIds } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `from=${day(-1)}&to=${day(1)}`;

interface Line {
  taxName: string | null;
  taxRateMillionths: number;
  taxMinor: number;
}
interface Row {
  currency: string;
  taxName: string | null;
  rateMillionths: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  documentCount: number;
}

let vat20: string;
let gst: string;
const issued: Line[][] = [];
let credited: Line[] = [];
const ids: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

async function invoice(clientId: string, items: object[]) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    cookie: admin,
    body: { currency: 'USD', dueDate: day(30), sendEmail: false, items },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; items: Line[] };
}

const pay = async (invoiceId: string, amount: number, paidOn = day(0)) => {
  const res = await t.request(`/api/invoices/${invoiceId}/payments`, {
    cookie: admin,
    body: { amount, currency: 'USD', paidOn, method: 'bank_transfer' },
  });
  expect(res.status, res.text).toBe(201);
};

const report = async (query: string) => {
  const res = await t.request(`/api/reports/tax?${query}`, { cookie: admin });
  expect(res.status, res.text).toBe(200);
  return res.json as { rows: Row[]; totals: { currency: string; taxMinor: number }[] };
};
const rowOf = (rows: Row[], name: string | null, rate: number) =>
  rows.find((r) => r.currency === 'USD' && r.taxName === name && r.rateMillionths === rate);

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
  const clients = await clientIds(t);
  // From an empty ledger, so every figure is this test's alone.
  await queryRows(t.database.db, sql`delete from credit_notes`);
  await queryRows(t.database.db, sql`delete from invoices`);
  const rate = async (body: object) => (await t.request('/api/tax-rates', { body, cookie: admin })).json.id as string;
  vat20 = await rate({ name: 'Report VAT', rateMillionths: 200_000 });
  gst = await rate({ name: 'Report GST', rateMillionths: 100_000 });

  // A: 3 x 19.99 at 20% (tax 11.994, so 11.99), 100 at 10%, 50 untaxed: 231.96 in all.
  const a = await invoice(clients.own, [
    { description: 'Design hours', quantity: 3, amount: 19.99, taxRateId: vat20 },
    { description: 'Licence', quantity: 1, amount: 100, taxRateId: gst },
    { description: 'Travel', quantity: 1, amount: 50 },
  ]);
  // B: 1,000 at 20% (1,200 in all), credited 100 at the same rate.
  const b = await invoice(clients.other, [{ description: 'Build', quantity: 1, amount: 1000, taxRateId: vat20 }]);
  const note = await t.request(`/api/invoices/${b.id}/credit-notes`, {
    cookie: admin,
    body: { reason: 'Sprint cut short', items: [{ description: 'Unused days', quantity: 1, amount: 100, taxRateId: vat20 }] },
  });
  expect(note.status, note.text).toBe(201);
  // One line: the note's tax is that line's.
  credited = note.json.items.map((l: Line) => ({ ...l, taxMinor: note.json.taxMinor as number }));
  // The rate is edited to 21%: a new version, its own row from then on.
  const edited = await t.request(`/api/tax-rates/${vat20}`, { method: 'PATCH', cookie: admin, body: { rateMillionths: 210_000 } });
  expect(edited.status, edited.text).toBe(200);
  const c = await invoice(clients.own, [{ description: 'Support', quantity: 1, amount: 200, taxRateId: vat20 }]);
  issued.push(a.items, b.items, c.items);
  Object.assign(ids, { a: a.id, b: b.id, c: c.id });

  // Counted in none: a void invoice, a draft, and an invoice issued before the period.
  const voided = await invoice(clients.own, [{ description: 'Duplicate', quantity: 1, amount: 500, taxRateId: gst }]);
  await t.request(`/api/invoices/${voided.id}`, { method: 'PATCH', cookie: admin, body: { status: 'void', reason: 'Duplicate' } });
  const draft = await invoice(clients.own, [{ description: 'Draft work', quantity: 1, amount: 700, taxRateId: gst }]);
  await queryRows(t.database.db, sql`update invoices set status = 'draft', issued_at = null where id = ${draft.id}`);
  const old = await invoice(clients.own, [{ description: 'Last quarter', quantity: 1, amount: 300, taxRateId: gst }]);
  await queryRows(t.database.db, sql`update invoices set issued_at = now() - interval '40 days' where id = ${old.id}`);
});

afterAll(async () => {
  await t.close();
});

describe('the tax report on issued documents', () => {
  it("gives each rate the sum of the period's issued invoices' line taxes, less its credit notes", async () => {
    const { rows, totals } = await report(`${PERIOD}&basis=issued`);
    const lines = issued.flat();
    for (const [name, rate] of [
      ['Report VAT', 200_000],
      ['Report VAT', 210_000],
      ['Report GST', 100_000],
    ] as const) {
      const invoiced = lines.filter((l) => l.taxName === name && l.taxRateMillionths === rate).reduce((n, l) => n + l.taxMinor, 0);
      const credit = credited.filter((l) => l.taxName === name && l.taxRateMillionths === rate).reduce((n, l) => n + l.taxMinor, 0);
      expect(rowOf(rows, name, rate)?.taxMinor).toBe(invoiced - credit);
    }
    // 20%: 1,199 + 20,000 on the invoices, less the credit note's 2,000; A, B and the credit note.
    expect(rowOf(rows, 'Report VAT', 200_000)).toMatchObject({ netMinor: 95_997, taxMinor: 19_199, grossMinor: 115_196, documentCount: 3 });
    // The edited rate's version is its own row; the void, draft and earlier invoices add nothing to the 10% row.
    expect(rowOf(rows, 'Report VAT', 210_000)).toMatchObject({ netMinor: 20_000, taxMinor: 4_200, documentCount: 1 });
    expect(rowOf(rows, 'Report GST', 100_000)).toMatchObject({ netMinor: 10_000, taxMinor: 1_000, documentCount: 1 });
    expect(rowOf(rows, null, 0)).toMatchObject({ netMinor: 5_000, taxMinor: 0, grossMinor: 5_000 });
    expect(totals).toEqual([expect.objectContaining({ currency: 'USD', taxMinor: 19_199 + 4_200 + 1_000 })]);
  });

  it('exports the same rows as CSV, amounts as decimals', async () => {
    const res = await t.request(`/api/reports/tax/export.csv?${PERIOD}&basis=issued`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.text).toContain('Currency,Tax,Rate,Kind,Taxable net,Tax amount,Gross,Documents');
    expect(res.text).toContain('USD,Report VAT,20%,exclusive,959.97,191.99,1151.96,3');
    expect(res.text).toContain('USD,Report VAT,21%,exclusive,200.00,42.00,242.00,1');
  });
});

describe('the tax report on money received', () => {
  it("counts a part payment's share of each rate, net of refunds, and a payment in full exactly the invoice's tax", async () => {
    await pay(ids.b, 600);
    const ledger = await t.request(`/api/invoices/${ids.b}/payments`, { cookie: admin });
    const refund = await t.request(`/api/invoices/${ids.b}/refunds`, {
      cookie: admin,
      body: { paymentId: ledger.json.payments[0].id, amount: 100, paidOn: day(0) },
    });
    expect(refund.status, refund.text).toBe(201);
    // A in two parts, whose rounded shares add up to its own taxes.
    await pay(ids.a, 100);
    await pay(ids.a, 131.96);
    // Received before the period: not in it.
    await pay(ids.c, 50, day(-20));

    const { rows } = await report(`${PERIOD}&basis=paid`);
    // B received 500 of 1,200: 5/12 of its 1,000 net and 200 tax (416.67 and 83.33); A paid in full: 59.97 and 11.99.
    expect(rowOf(rows, 'Report VAT', 200_000)).toMatchObject({ netMinor: 41_667 + 5_997, taxMinor: 8_333 + 1_199, documentCount: 2 });
    expect(rowOf(rows, 'Report GST', 100_000)).toMatchObject({ netMinor: 10_000, taxMinor: 1_000, grossMinor: 11_000, documentCount: 1 });
    expect(rowOf(rows, null, 0)).toMatchObject({ netMinor: 5_000, taxMinor: 0 });
    expect(rowOf(rows, 'Report VAT', 210_000)).toBeUndefined();
  });
});

describe('who reads it and what it refuses', () => {
  it('answers client users 403, and a period that ends before it starts 400 by field', async () => {
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    expect((await t.request(`/api/reports/tax?${PERIOD}`, { cookie: client })).status).toBe(403);
    expect((await t.request(`/api/reports/tax/export.csv?${PERIOD}`, { cookie: client })).status).toBe(403);
    const backwards = await t.request(`/api/reports/tax?from=${day(1)}&to=${day(-1)}`, { cookie: admin });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields.to).toMatch(/before its start/);
    const wrong = await t.request(`/api/reports/tax?from=2026-02-31&basis=cash`, { cookie: admin });
    expect(Object.keys(wrong.json.error.fields).sort()).toEqual(['basis', 'from', 'to']);
  });
});
