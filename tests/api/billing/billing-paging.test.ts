/**
 * A client's billing pages its invoices (decision 0087): `page` and `pageSize` as every list, `invoices` as
 * `{ items, total, page, pageSize }`, newest first with the id breaking ties, each invoice with its own lines. A client
 * user's pages hold only their company's issued invoices; the totals still count every invoice they see.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { clientIds, dueIn30 } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let ids: Awaited<ReturnType<typeof clientIds>>;
let serial = 0;

interface Page {
  items: Array<{ id: string; invoiceNumber: string; status: string; clientId: string; items: Array<{ description: string }> }>;
  total: number;
  page: number;
  pageSize: number;
}

/** An invoice made `minutesAgo` before now, with two lines named after its number. */
async function insertInvoice(clientId: string, status: 'open' | 'paid' | 'draft' | 'void', minutesAgo: number) {
  const number = `PG-${String(++serial).padStart(3, '0')}`;
  const issued = status === 'draft' || status === 'void' ? null : sql`now()`;
  const paid = status === 'paid' ? sql`now()` : null;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into invoices (client_id, invoice_number, amount_minor, currency, status, due_date, issued_at, paid_at, created_at)
        values (${clientId}, ${number}, 1000, 'USD', ${status}, ${dueIn30()}, ${issued}, ${paid},
                date_trunc('minute', now()) - ${minutesAgo} * interval '1 minute') returning id`,
  );
  await queryRows(
    t.database.db,
    sql`insert into invoice_items (invoice_id, position, description, quantity_thousandths, unit_amount_minor)
        values (${row!.id}, 0, ${`${number} first`}, 1000, 400), (${row!.id}, 1, ${`${number} second`}, 1000, 600)`,
  );
  return row!.id;
}

async function billingPage(email: string, clientId: string, query = '') {
  const res = await t.request(`/api/clients/${clientId}/billing${query}`, { cookie: await t.as(email) });
  return { status: res.status, page: res.json?.invoices as Page, json: res.json };
}

/** Ids of the invoices in the order the pages must follow: newest first, then the greater id. */
async function expectedOrder(where: ReturnType<typeof sql>) {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from invoices where ${where} order by created_at desc, id desc`,
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp();
  await queryRows(t.database.db, sql`delete from credit_notes`);
  await queryRows(t.database.db, sql`delete from invoices`);
  ids = await clientIds(t);
  // 25 issued invoices of the client user's company, in pairs made the same minute (the id decides between them),
  // three drafts and a draft voided before it was issued among them, and invoices of another company.
  for (let i = 0; i < 25; i++) await insertInvoice(ids.own, i % 3 === 0 ? 'paid' : 'open', Math.floor(i / 2));
  for (const minutesAgo of [0, 5, 30]) await insertInvoice(ids.own, 'draft', minutesAgo);
  await insertInvoice(ids.own, 'void', 7);
  for (let i = 0; i < 6; i++) await insertInvoice(ids.other, 'open', i);
});

afterAll(async () => {
  await t?.close();
});

describe("a client user's billing, page by page", () => {
  it('pages of 10 cover the 25 issued invoices once each, newest first, with only their own lines', async () => {
    const order = await expectedOrder(sql`client_id = ${ids.own} and status <> 'draft' and not (status = 'void' and issued_at is null)`);
    expect(order).toHaveLength(25);
    const seen: string[] = [];
    for (const n of [1, 2, 3]) {
      const { status, page } = await billingPage(DEMO_ACCOUNTS.client_primary, ids.own, `?page=${n}&pageSize=10`);
      expect(status).toBe(200);
      expect({ total: page.total, page: page.page, pageSize: page.pageSize }).toEqual({ total: 25, page: n, pageSize: 10 });
      expect(page.items).toHaveLength(n === 3 ? 5 : 10);
      for (const invoice of page.items) {
        expect(invoice.clientId).toBe(ids.own);
        expect(['open', 'paid']).toContain(invoice.status);
        expect(invoice.items.map((i) => i.description)).toEqual([`${invoice.invoiceNumber} first`, `${invoice.invoiceNumber} second`]);
      }
      seen.push(...page.items.map((i) => i.id));
    }
    expect(seen).toEqual(order);
  });

  it('never shows a draft, a never-issued void or another company’s invoice, on any page size', async () => {
    const hidden = new Set(
      await expectedOrder(sql`client_id <> ${ids.own} or status = 'draft' or (status = 'void' and issued_at is null)`),
    );
    expect(hidden.size).toBe(6 + 3 + 1);
    for (const pageSize of [1, 7, 200]) {
      let shown = 0;
      for (let n = 1; ; n++) {
        const { page } = await billingPage(DEMO_ACCOUNTS.client_primary, ids.own, `?page=${n}&pageSize=${pageSize}`);
        expect(page.total).toBe(25);
        if (!page.items.length) break;
        for (const invoice of page.items) expect(hidden.has(invoice.id), invoice.invoiceNumber).toBe(false);
        shown += page.items.length;
      }
      expect(shown).toBe(25);
    }
  });

  it('50 a page by default; the totals count every invoice seen, not the page', async () => {
    const { page, json } = await billingPage(DEMO_ACCOUNTS.client_primary, ids.own, '?pageSize=2');
    expect(page.items).toHaveLength(2);
    expect(json.totals.total.count).toBe(25);
    const whole = await billingPage(DEMO_ACCOUNTS.client_primary, ids.own);
    expect({ page: whole.page.page, pageSize: whole.page.pageSize, count: whole.page.items.length }).toEqual({
      page: 1,
      pageSize: 50,
      count: 25,
    });
  });

  it('a page past the end is empty, with the total', async () => {
    const { status, page } = await billingPage(DEMO_ACCOUNTS.client_primary, ids.own, '?page=4&pageSize=10');
    expect(status).toBe(200);
    expect(page).toEqual({ items: [], total: 25, page: 4, pageSize: 10 });
  });

  it('refuses a page size over 200, a page below 1 and an unknown parameter (400)', async () => {
    for (const query of ['?pageSize=201', '?page=0', '?pageSize=0', '?status=draft']) {
      expect((await billingPage(DEMO_ACCOUNTS.client_primary, ids.own, query)).status, query).toBe(400);
    }
  });

  it("another company's billing is not found, whatever the page", async () => {
    expect((await billingPage(DEMO_ACCOUNTS.client_primary, ids.other, '?page=1&pageSize=10')).status).toBe(404);
  });
});

describe('staff page the same list, drafts included', () => {
  it('an admin pages all 29 of the company’s invoices in the same order', async () => {
    const order = await expectedOrder(sql`client_id = ${ids.own}`);
    const first = await billingPage(DEMO_ACCOUNTS.admin, ids.own, '?page=1&pageSize=20');
    const second = await billingPage(DEMO_ACCOUNTS.admin, ids.own, '?page=2&pageSize=20');
    expect(first.page.total).toBe(29);
    expect([...first.page.items, ...second.page.items].map((i) => i.id)).toEqual(order);
  });
});
