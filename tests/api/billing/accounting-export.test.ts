/**
 * Accounting exports (decisions 0123 and 0124): each file parsed back and held to the ledger (invoice totals to the
 * ledger's invoiced per currency, the journal balanced per document and per currency), the Xero and QuickBooks files
 * to their templates' columns and formats (tests/fixtures/), drafts and void invoices left out, the same bytes twice,
 * the audit log, and the account mapping's defaults, codes and refusals.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { invoiceFigureColumns } from '@server/db/ledger-figures';
import { invoices } from '@server/db/schema';
import { asAdmin, clientIds } from './billing-helpers';
import { APP_URL, createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-1);
const TO = day(1);
const PERIOD = `from=${FROM}&to=${TO}`;
let softwareId: string;
let vatFamily: string;

/** The file's rows (its header first), the byte-order mark taken off. */
async function exportOf(format: string, period = PERIOD) {
  const res = await t.app.request(`${APP_URL}/api/accounting/export.csv?format=${format}&${period}`, { headers: { cookie: admin } });
  expect(res.status, await res.clone().text()).toBe(200);
  const text = await res.text();
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header = [], ...rows] = parsed.data;
  return { text, header, rows, col: (name: string) => header.indexOf(name) };
}

const minor = (decimal: string | undefined, currency = 'USD') =>
  decimal ? Math.round(Number(decimal) * (currency === 'JPY' ? 1 : currency === 'KWD' ? 1000 : 100)) : 0;

/** The ledger's invoiced per currency for the issue days of the period (src/server/db/ledger-figures.ts). */
async function ledgerInvoiced() {
  const rows = await queryRows<{ currency: string; invoiced: string }>(
    t.database.db,
    sql`select ${invoices.currency} as currency, ${invoiceFigureColumns.invoicedAmount} as invoiced from ${invoices}
        where (${invoices.issuedAt} at time zone 'UTC')::date between ${FROM}::date and ${TO}::date group by 1 order by 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.currency, Number(r.invoiced)]).filter(([, v]) => v !== 0));
}

/** The first line of a fixture after its comment lines: the template's header. */
const fixtureHeader = (name: string) => {
  const lines = readFileSync(path.resolve(__dirname, '../../fixtures', name), 'utf8')
    .split(/\r?\n/)
    .filter((l) => l && !l.startsWith('#'));
  return {
    header: Papa.parse<string[]>(lines[0]!).data[0],
    example: Papa.parse<string[]>(lines.slice(1).join('\n'), { skipEmptyLines: true }).data,
  };
};

async function invoice(clientId: string, currency: string, items: object[]) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, {
    cookie: admin,
    body: { currency, dueDate: day(30), sendEmail: false, items },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; invoiceNumber: string; amountMinor: number };
}

const pay = async (invoiceId: string, amount: number, currency: string, method = 'bank_transfer') => {
  const res = await t.request(`/api/invoices/${invoiceId}/payments`, { cookie: admin, body: { amount, currency, paidOn: day(0), method } });
  expect(res.status, res.text).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
  const clients = await clientIds(t);
  // From empty books, so every figure is this test's alone.
  await queryRows(t.database.db, sql`delete from credit_notes`);
  await queryRows(t.database.db, sql`delete from invoices`);
  await queryRows(t.database.db, sql`delete from expenses`);
  const rate = async (body: object) => (await t.request('/api/tax-rates', { body, cookie: admin })).json.id as string;
  vatFamily = await rate({ name: 'Export VAT', rateMillionths: 200_000 });
  const inclusive = await rate({ name: 'Export GST incl', rateMillionths: 100_000, inclusive: true });

  // USD: taxed, inclusive, discounted and untaxed lines, paid in full by card.
  const a = await invoice(clients.own, 'USD', [
    { description: 'Design hours', quantity: 3, amount: 19.99, taxRateId: vatFamily },
    { description: 'Licence', quantity: 1, amount: 110, taxRateId: inclusive },
    { description: 'Travel, "return"', quantity: 2.5, amount: 40, discountPercent: 12.5 },
  ]);
  await pay(a.id, a.amountMinor / 100, 'USD', 'card');
  // EUR: 1,000 at 20%, paid 600, 100 refunded, credited 100 at 20%.
  const b = await invoice(clients.other, 'EUR', [{ description: '=Build', quantity: 1, amount: 1000, taxRateId: vatFamily }]);
  await pay(b.id, 600, 'EUR');
  const ledger = await t.request(`/api/invoices/${b.id}/payments`, { cookie: admin });
  const refund = await t.request(`/api/invoices/${b.id}/refunds`, {
    cookie: admin,
    body: { paymentId: ledger.json.payments[0].id, amount: 100, paidOn: day(0) },
  });
  expect(refund.status, refund.text).toBe(201);
  const note = await t.request(`/api/invoices/${b.id}/credit-notes`, {
    cookie: admin,
    body: { reason: 'Sprint cut short', items: [{ description: 'Unused days', quantity: 1, amount: 100, taxRateId: vatFamily }] },
  });
  expect(note.status, note.text).toBe(201);
  // JPY: paid, then credited above its balance: the excess goes to the client's credit.
  const c = await invoice(clients.third, 'JPY', [{ description: 'Workshop', quantity: 1, amount: 50000 }]);
  await pay(c.id, 50000, 'JPY');
  const over = await t.request(`/api/invoices/${c.id}/credit-notes`, {
    cookie: admin,
    body: { reason: 'Cancelled', items: [{ description: 'Workshop', quantity: 1, amount: 20000 }] },
  });
  expect(over.status, over.text).toBe(201);

  // In none of the files: a void invoice and a draft.
  const voided = await invoice(clients.own, 'USD', [{ description: 'Duplicate', quantity: 1, amount: 500 }]);
  await t.request(`/api/invoices/${voided.id}`, { method: 'PATCH', cookie: admin, body: { status: 'void', reason: 'Duplicate' } });
  const draft = await invoice(clients.own, 'USD', [{ description: 'Draft work', quantity: 1, amount: 700 }]);
  await queryRows(t.database.db, sql`update invoices set status = 'draft', issued_at = null where id = ${draft.id}`);

  // Expenses (written with SQL: their API is built elsewhere): approved and invoiced in, open and submitted out.
  const [software] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from expense_categories where name = 'Software and subscriptions'`,
  );
  softwareId = software!.id;
  const [project] = await queryRows<{ id: string; client_id: string }>(
    t.database.db,
    sql`select id, client_id from projects order by id limit 1`,
  );
  const expense = (status: string, vendor: string | null, net: number, tax: number, currency = 'USD') =>
    queryRows(
      t.database.db,
      sql`insert into expenses (project_id, client_id, expense_date, category_id, vendor, description, amount_minor, currency,
            tax_rate_id, tax_name, tax_rate_millionths, net_minor, tax_minor, status)
          values (${project!.id}, ${project!.client_id}, ${day(0)}, ${softwareId}, ${vendor}, ${`${vendor ?? 'No vendor'} seats`},
            ${net}, ${currency}, ${tax ? vatFamily : null}, ${tax ? 'Export VAT' : null}, ${tax ? 200_000 : 0}, ${net}, ${tax}, ${status})`,
    );
  await expense('approved', 'Figma', 4_500, 900);
  await expense('approved', null, 1_234, 0, 'EUR');
  await expense('open', 'Draft Co', 9_999, 0);
  await expense('submitted', 'Pending Co', 8_888, 0);
});

afterAll(async () => {
  await t.close();
});

describe('Xero sales invoices', () => {
  it("writes Xero's template, one row per line, each invoice's Total the ledger's and credit notes negative", async () => {
    const file = await exportOf('xero-invoices');
    expect(file.header).toEqual(fixtureHeader('xero-sales-invoices.csv').header);
    const totals: Record<string, Record<string, number>> = {};
    const lineSums: Record<string, number> = {};
    for (const r of file.rows) {
      const currency = r[file.col('Currency')]!;
      const number = r[file.col('*InvoiceNumber')]!;
      (totals[currency] ??= {})[number] = minor(r[file.col('Total')], currency);
      // A line's amount: quantity x unit less its discount (as Xero computes it, tax exclusive), plus its tax.
      const unit = minor(r[file.col('*UnitAmount')], currency);
      const base = Math.round(Number(r[file.col('*Quantity')]) * unit);
      const discounted = base - Math.round((base * Number(r[file.col('Discount')] || 0)) / 100);
      lineSums[number] = (lineSums[number] ?? 0) + discounted + minor(r[file.col('TaxAmount')], currency);
      expect(r[file.col('*InvoiceDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    const invoiced = Object.fromEntries(
      Object.entries(totals).map(([cur, byNumber]) => [
        cur,
        Object.values(byNumber)
          .filter((v) => v > 0)
          .reduce((s, v) => s + v, 0),
      ]),
    );
    expect(invoiced).toEqual(await ledgerInvoiced());
    // Every document's lines add up to its Total, credit notes' below zero.
    for (const byNumber of Object.values(totals))
      for (const [number, total] of Object.entries(byNumber)) expect(lineSums[number]).toBe(total);
    expect(Object.keys(totals.EUR!).some((n) => n.startsWith('CN-') && totals.EUR![n]! === -12_000)).toBe(true);
    // A cell that would start a formula is guarded; a comma stays inside its quoted cell.
    expect(file.rows.some((r) => r[file.col('*Description')] === "'=Build")).toBe(true);
    expect(file.rows.some((r) => r[file.col('*Description')] === 'Travel, "return"' && r[file.col('Discount')] === '12.5')).toBe(true);
    expect(file.text).not.toContain('Duplicate');
    expect(file.text).not.toContain('Draft work');
  });
});

describe('QuickBooks Online invoices', () => {
  it('writes the import columns, dates MM/DD/YYYY, amounts excluding tax adding up to the ledger', async () => {
    const file = await exportOf('qbo-invoices');
    expect(file.header).toEqual(fixtureHeader('qbo-invoices.csv').header);
    const byCurrency: Record<string, number> = {};
    for (const r of file.rows) {
      const currency = r[file.col('Currency')]!;
      byCurrency[currency] =
        (byCurrency[currency] ?? 0) + minor(r[file.col('ItemAmount')], currency) + minor(r[file.col('ItemTaxAmount')], currency);
      expect(r[file.col('InvoiceDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r[file.col('ItemAmount')]).toMatch(/^-?\d+(\.\d{2})?$/);
    }
    expect(byCurrency).toEqual(await ledgerInvoiced());
    expect(file.rows[0]![file.col('Terms')]).toMatch(/^(Net \d+|Due on receipt|)$/);
  });
});

describe('expenses as bills', () => {
  it("Xero's bill template and QuickBooks' bill import carry the approved expenses, net and tax apart", async () => {
    const xero = await exportOf('xero-bills');
    expect(xero.header).toEqual(fixtureHeader('xero-bills.csv').header);
    expect(
      xero.rows.map((r) => [r[xero.col('*ContactName')], r[xero.col('Total')], r[xero.col('TaxAmount')], r[xero.col('*AccountCode')]]),
    ).toEqual([
      ['Figma', '54.00', '9.00', '429'],
      ['Unnamed vendor', '12.34', '0.00', '429'],
    ]);
    const qbo = await exportOf('qbo-expenses');
    expect(qbo.header).toEqual(fixtureHeader('qbo-bills.csv').header);
    expect(
      qbo.rows.map((r) => [r[qbo.col('Supplier')], r[qbo.col('Line Amount')], r[qbo.col('Line Tax Amount')], r[qbo.col('Currency')]]),
    ).toEqual([
      ['Figma', '45.00', '9.00', 'USD'],
      ['Unnamed vendor', '12.34', '0.00', 'EUR'],
    ]);
    expect(qbo.text).not.toContain('Pending Co');
  });
});

describe('the journal', () => {
  it('balances every document and every currency, receivables moving by what was invoiced, paid and credited', async () => {
    const file = await exportOf('journal');
    expect(file.header).toEqual(['Date', 'Account', 'Debit', 'Credit', 'Reference', 'Description', 'Currency']);
    const perDoc = new Map<string, number>();
    const perCurrency: Record<string, number> = {};
    const receivables: Record<string, number> = {};
    for (const r of file.rows) {
      const [, account, debit, credit, reference, , currency] = r as [string, string, string, string, string, string, string];
      expect(Boolean(debit) !== Boolean(credit)).toBe(true);
      const amount = minor(debit, currency) - minor(credit, currency);
      perDoc.set(reference, (perDoc.get(reference) ?? 0) + amount);
      perCurrency[currency] = (perCurrency[currency] ?? 0) + amount;
      if (account === '610') receivables[currency] = (receivables[currency] ?? 0) + amount;
    }
    for (const [reference, sum] of perDoc) expect(sum, reference).toBe(0);
    expect(Object.values(perCurrency).every((v) => v === 0)).toBe(true);
    // What is still owed by the ledger's figures (below zero where a credit note went past it): by default the clients'
    // credit shares the receivables account, so an excess moves nothing there.
    const owed = await queryRows<{ currency: string; owed: string }>(
      t.database.db,
      sql`select currency, sum(amount_minor - amount_paid_minor - amount_credited_minor)::bigint as owed from invoices
          where status <> 'void' and status <> 'draft' group by currency order by currency`,
    );
    for (const o of owed) expect(receivables[o.currency] ?? 0, o.currency).toBe(Number(o.owed));
    expect(Number(owed.find((o) => o.currency === 'JPY')?.owed)).toBe(-20_000);
    // The expense: its category's account and input tax debited, expenses payable credited.
    expect(file.rows.filter((r) => r[5]!.includes('Figma')).map((r) => [r[1], r[2], r[3]])).toEqual([
      ['429', '45.00', ''],
      ['820', '9.00', ''],
      ['800', '', '54.00'],
    ]);
  });

  it('gives the same bytes twice, and records each export in the audit log', async () => {
    const first = await exportOf('journal');
    const second = await exportOf('journal');
    expect(second.text).toBe(first.text);
    const log = await queryRows<{ summary: string; metadata: { format: string; rows: number } }>(
      t.database.db,
      sql`select summary, metadata from activity_log where action = 'accounting.exported' and metadata->>'format' = 'journal'`,
    );
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(log[0]!.metadata.rows).toBe(first.rows.length);
    expect(log[0]!.summary).toContain(`for ${FROM} to ${TO}`);
  });

  it('refuses a period that ends before it starts, or an unknown format, with a message per field', async () => {
    const res = await t.request(`/api/accounting/export.csv?format=sage&from=${TO}&to=${FROM}`, { cookie: admin });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(expect.arrayContaining(['format']));
  });
});

describe('the account mapping', () => {
  it('answers the defaults, takes codes, writes them into the files, and puts a default back for an empty code', async () => {
    const before = await t.request('/api/accounting/mapping', { cookie: admin });
    expect(before.status).toBe(200);
    expect(before.json.entries).toContainEqual(
      expect.objectContaining({ kind: 'fixed', key: 'sales', accountCode: '200', isDefault: true }),
    );
    expect(before.json.entries).toContainEqual(expect.objectContaining({ kind: 'category', key: softwareId, accountCode: '429' }));
    const saved = await t.request('/api/accounting/mapping', {
      method: 'PUT',
      cookie: admin,
      body: {
        entries: [
          { kind: 'fixed', key: 'sales', accountCode: '4000' },
          { kind: 'category', key: softwareId, accountCode: '6100' },
          { kind: 'tax_rate', key: vatFamily, accountCode: '2200', accountName: '20% (VAT on Income)' },
          { kind: 'payment_method', key: 'card', accountCode: '1010' },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.entries).toContainEqual(
      expect.objectContaining({ kind: 'fixed', key: 'sales', accountCode: '4000', isDefault: false }),
    );
    const xero = await exportOf('xero-invoices');
    expect(xero.rows.some((r) => r[xero.col('*AccountCode')] === '4000' && r[xero.col('*TaxType')] === '20% (VAT on Income)')).toBe(true);
    const journal = await exportOf('journal');
    const accounts = new Set(journal.rows.map((r) => r[1]));
    expect([...accounts]).toEqual(expect.arrayContaining(['4000', '6100', '2200', '1010']));

    const back = await t.request('/api/accounting/mapping', {
      method: 'PUT',
      cookie: admin,
      body: { entries: [{ kind: 'fixed', key: 'sales', accountCode: '' }] },
    });
    expect(back.json.entries).toContainEqual(expect.objectContaining({ kind: 'fixed', key: 'sales', accountCode: '200', isDefault: true }));
    const [entry] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_log where action = 'accounting.mapping_updated'`,
    );
    expect(entry!.n).toBe(2);
  });

  it('refuses what it does not know, writing nothing', async () => {
    const res = await t.request('/api/accounting/mapping', {
      method: 'PUT',
      cookie: admin,
      body: {
        entries: [
          { kind: 'fixed', key: 'receivables', accountCode: '1200' },
          { kind: 'category', key: '00000000-0000-4000-8000-000000000000', accountCode: '6000' },
          { kind: 'payment_method', key: 'barter', accountCode: '1' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields)).toEqual(['entries.1.key', 'entries.2.key']);
    const after = await t.request('/api/accounting/mapping', { cookie: admin });
    expect(after.json.entries).toContainEqual(expect.objectContaining({ key: 'receivables', accountCode: '610', isDefault: true }));
  });
});

describe('the templates’ own example rows', () => {
  it('read back with the formats the exports write', () => {
    const xero = fixtureHeader('xero-sales-invoices.csv');
    const row = xero.example[0]!;
    expect(row[xero.header!.indexOf('*InvoiceDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(row[xero.header!.indexOf('*UnitAmount')]).toMatch(/^\d+\.\d{2}$/);
    const qbo = fixtureHeader('qbo-invoices.csv');
    expect(qbo.example[0]![qbo.header!.indexOf('InvoiceDate')]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
