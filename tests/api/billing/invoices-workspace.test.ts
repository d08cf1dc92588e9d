/**
 * The Invoices workspace (decision 0092): every client's invoices paged, filtered and searched in SQL, the ledger's
 * figures per currency (a draft counts in none), the receivables' ageing, and the CSV; each figure equals the sum of
 * the rows it stands for.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { asAdmin, clientIds } from './billing-helpers';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof clientIds>>;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Item {
  id: string;
  invoiceNumber: string;
  status: string;
  currency: string;
  amountMinor: number;
  paidMinor: number;
  balanceMinor: number;
  overdue: boolean;
}

async function invoice(clientId: string, currency: string, amount: number) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    cookie: admin,
    body: { currency, dueDate: day(30), sendEmail: false, items: [{ description: 'Work', quantity: 1, amount }] },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as Item;
}

const list = async (query = '') => (await t.request(`/api/invoices?pageSize=200${query}`, { cookie: admin })).json;

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
  ids = await clientIds(t);
  // From an empty ledger, so the figures and the ageing are this test's alone.
  await queryRows(t.database.db, sql`delete from credit_notes`);
  await queryRows(t.database.db, sql`delete from invoices`);
  const paidPart = await invoice(ids.own, 'USD', 1_000);
  const payment = await t.request(`/api/invoices/${paidPart.id}/payments`, {
    cookie: admin,
    body: { amount: 250, currency: 'USD', paidOn: day(0), method: 'bank_transfer' },
  });
  expect(payment.status, payment.text).toBe(201);
  const late = await invoice(ids.own, 'USD', 400);
  await queryRows(t.database.db, sql`update invoices set due_date = ${day(-45)} where id = ${late.id}`);
  const veryLate = await invoice(ids.other, 'EUR', 120.5);
  await queryRows(t.database.db, sql`update invoices set due_date = ${day(-100)} where id = ${veryLate.id}`);
  await invoice(ids.other, 'EUR', 80);
  const voided = await invoice(ids.other, 'USD', 999);
  await t.request(`/api/invoices/${voided.id}`, { method: 'PATCH', cookie: admin, body: { status: 'void', reason: 'Duplicate' } });
  await queryRows(
    t.database.db,
    sql`insert into invoices (client_id, invoice_number, amount_minor, currency, status, due_date)
        values (${ids.own}, 'DRAFT-WS', 777700, 'USD', 'draft', ${day(30)})`,
  );
});

afterAll(async () => {
  await t.close();
});

describe('the Invoices workspace', () => {
  it("lists every client's invoices newest first, with figures per currency that equal the sum of the issued rows", async () => {
    const all = await list();
    expect(all.total).toBe(6);
    expect(all.items.map((i: Item) => i.invoiceNumber)[0]).toBe('DRAFT-WS');
    for (const currency of ['EUR', 'USD']) {
      const issued = (all.items as Item[]).filter((i) => i.currency === currency && !['draft', 'void'].includes(i.status));
      const figures = all.figures.find((f: { currency: string }) => f.currency === currency);
      expect(figures.total).toEqual({ amountMinor: issued.reduce((n, i) => n + i.amountMinor, 0), count: issued.length });
      expect(figures.paid.amountMinor).toBe(issued.reduce((n, i) => n + i.paidMinor, 0));
      expect(figures.outstanding.amountMinor).toBe(issued.reduce((n, i) => n + i.balanceMinor, 0));
      expect(figures.overdue.amountMinor).toBe(issued.filter((i) => i.overdue).reduce((n, i) => n + i.balanceMinor, 0));
    }
    // 1,000 part paid (750 left) and 400 overdue in dollars; the draft and the void invoice count in nothing.
    expect(all.figures.find((f: { currency: string }) => f.currency === 'USD')).toMatchObject({
      total: { amountMinor: 140_000, count: 2 },
      paid: { amountMinor: 25_000, count: 0 },
      outstanding: { amountMinor: 115_000, count: 2 },
      overdue: { amountMinor: 40_000, count: 1 },
    });
  });

  it('filters by status, client, currency, overdue and issue period, and searches by number or client name', async () => {
    expect((await list(`&clientId=${ids.other}&currency=EUR`)).total).toBe(2);
    expect((await list('&status=partially_paid')).items.map((i: Item) => i.balanceMinor)).toEqual([75_000]);
    const overdue = await list('&overdue=true');
    expect(overdue.items.map((i: Item) => i.currency).sort()).toEqual(['EUR', 'USD']);
    // A draft was never issued: no period holds it.
    expect((await list(`&from=${day(-1)}&to=${day(1)}`)).total).toBe(5);
    const one = (await list()).items.find((i: Item) => i.currency === 'EUR') as Item;
    expect((await list(`&q=${one.invoiceNumber}`)).items.map((i: Item) => i.id)).toEqual([one.id]);
    const clientName = (await t.request(`/api/clients/${ids.other}`, { cookie: admin })).json.name as string;
    expect((await list(`&q=${encodeURIComponent(clientName.slice(1, 6))}`)).total).toBe(3);
    for (const [query, field] of [
      [`from=${day(2)}&to=${day(1)}`, 'to'],
      ['overdue=maybe', 'overdue'],
      ['currency=XYZ', 'currency'],
    ]) {
      const bad = await t.request(`/api/invoices?${query}`, { cookie: admin });
      expect(bad.status, query).toBe(400);
      expect(Object.keys(bad.json.error.fields), query).toEqual([field]);
    }
  });

  it('ages what is outstanding by days past due, per currency', async () => {
    const res = await t.request('/api/invoices/ageing', { cookie: admin });
    expect(res.status).toBe(200);
    const usd = res.json.rows.find((r: { currency: string }) => r.currency === 'USD');
    const eur = res.json.rows.find((r: { currency: string }) => r.currency === 'EUR');
    expect(usd).toMatchObject({
      current: { amountMinor: 75_000, count: 1 },
      days31To60: { amountMinor: 40_000, count: 1 },
      over90: { amountMinor: 0, count: 0 },
      total: { amountMinor: 115_000, count: 2 },
    });
    expect(eur).toMatchObject({ current: { amountMinor: 8_000, count: 1 }, over90: { amountMinor: 12_050, count: 1 } });
    // The ageing's total is the list's outstanding figure: one definition.
    const figures = (await list()).figures;
    for (const row of res.json.rows) {
      expect(row.total).toEqual(figures.find((f: { currency: string }) => f.currency === row.currency).outstanding);
    }
  });

  it('exports what the list shows as CSV, amounts as decimals beside their currency', async () => {
    const res = await t.request('/api/invoices/export.csv?currency=EUR', { cookie: admin });
    expect(res.status).toBe(200);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Invoice,Client,Status,Overdue,Currency,Issued,Due,Total,Paid,Credited,Balance');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => /,Unpaid,yes,EUR,\d{4}-\d\d-\d\d,\d{4}-\d\d-\d\d,120\.50,0\.00,0\.00,120\.50$/.test(l))).toBe(true);
  });
});
