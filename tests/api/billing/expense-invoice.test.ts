/**
 * Invoice time and expenses (decision 0119): the preview lists a client's approved billable expenses, each a line at its
 * cost plus markup with its rate as the invoice's tax; creation marks them in the invoice's transaction; a changed
 * expense refuses it; two admins at once make one invoice; voiding, or a draft's lines rewritten, keep the rule.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { asAdmin, clientIds, dueIn30 } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { creation, expensesOf, insertEntry, insertExpense, insertTaxRate, selection, timeFixture } from './time-invoice-helpers';

let t: TestApp;
let ids: Awaited<ReturnType<typeof clientIds>>;
let fx: Awaited<ReturnType<typeof timeFixture>>;
let cookie: string;
let vat: string;
const preview = (body: object, as = cookie) => t.request(`/api/clients/${ids.own}/time-invoice/preview`, { body, cookie: as });
const create = (body: object, as = cookie) => t.request(`/api/clients/${ids.own}/time-invoice`, { body, cookie: as });
const voidInvoice = (id: string) =>
  t.request(`/api/invoices/${id}`, { method: 'PATCH', body: { status: 'void', reason: 'Raised in error' }, cookie });

beforeAll(async () => {
  t = await createTestApp();
  ids = await clientIds(t);
  fx = await timeFixture(t, ids.own);
  cookie = await asAdmin(t);
  await queryRows(t.database.db, sql`delete from time_entries`);
  vat = await insertTaxRate(t, `Sales tax ${Date.now()}`, 200_000);
});

afterAll(async () => {
  await t?.close();
});

describe('preview and creation', () => {
  const range = { from: '2025-03-01', to: '2025-03-31' };
  let train: string, hotel: string;
  beforeAll(async () => {
    await insertEntry(t, ids.own, fx, { minutes: 60 });
    // 100.00 at 15% markup with 20% tax: a line of 115.00, tax 23.00.
    train = await insertExpense(t, ids.own, fx.projectId, { netMinor: 10_000, markupBasisPoints: 1500, taxRateId: vat });
    hotel = await insertExpense(t, ids.own, fx.projectId, { netMinor: 5_000, description: 'Hotel', expenseDate: '2025-03-20' });
    // Never listed: not approved, not billable, outside the range, another client's; in euros: counted as left out.
    await insertExpense(t, ids.own, fx.projectId, { status: 'submitted' });
    await insertExpense(t, ids.own, fx.projectId, { billable: false });
    await insertExpense(t, ids.own, fx.projectId, { expenseDate: '2025-04-02' });
    await insertExpense(t, ids.other, (await timeFixture(t, ids.other)).projectId, { netMinor: 99_900 });
    await insertExpense(t, ids.own, fx.projectId, { currency: 'EUR' });
  });

  it('lists the approved billable expenses, each priced at cost plus markup and taxed on its line', async () => {
    const res = await preview(selection(range));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ currency: 'USD', expenseCount: 2, expensesMinor: 16_500, taxMinor: 2_300, totalMinor: 26_500 });
    expect(res.json.leftOut.otherCurrencyExpenses).toBe(1);
    expect(res.json.expenses).toEqual([
      expect.objectContaining({
        expenseId: train,
        description: 'Travel: Train to the workshop',
        netMinor: 10_000,
        markupBasisPoints: 1500,
        priceMinor: 11_500,
        taxRateMillionths: 200_000,
        taxMinor: 2_300,
        totalMinor: 13_800,
        included: true,
      }),
      expect.objectContaining({ expenseId: hotel, description: 'Travel: Hotel', priceMinor: 5_000, taxName: null, included: true }),
    ]);
    // Left out: listed, not counted.
    const without = await preview(selection({ ...range, leaveOutExpenseIds: [hotel] }));
    expect(without.json).toMatchObject({ expenseCount: 1, expensesMinor: 11_500, totalMinor: 21_500 });
    expect(without.json.expenses.find((e: { expenseId: string }) => e.expenseId === hotel).included).toBe(false);
    expect(without.json.fingerprint).not.toBe(res.json.fingerprint);
  });

  it('refuses an expense changed since the preview, then invoices time and expenses and marks the expenses', async () => {
    const body = selection({ ...range, leaveOutExpenseIds: [hotel] });
    const seen = (await preview(body)).json;
    await queryRows(t.database.db, sql`update expenses set markup_basis_points = 2000, updated_at = now() where id = ${train}`);
    const stale = await create(creation(seen.fingerprint, body));
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toBe('The time or expenses changed since the preview; review them again.');
    await queryRows(t.database.db, sql`update expenses set markup_basis_points = 1500, updated_at = now() where id = ${train}`);

    const fresh = (await preview(body)).json;
    const res = await create(
      creation(fresh.fingerprint, { ...body, lineDescriptions: [{ key: `expense:${train}`, description: 'Train fares' }] }),
    );
    expect(res.status).toBe(201);
    // 100.00 of time, 115.00 re-billed plus 23.00 tax.
    expect(res.json).toMatchObject({ amountMinor: 23_800, taxMinor: 2_300 });
    const line = res.json.items.find((i: { description: string }) => i.description === 'Train fares');
    expect(line).toMatchObject({ quantity: 1, unitAmountMinor: 11_500, netMinor: 11_500, taxMinor: 2_300, totalMinor: 13_800 });
    const [marked, left] = [(await expensesOf(t, [train]))[0]!, (await expensesOf(t, [hotel]))[0]!];
    expect(marked).toMatchObject({ status: 'invoiced', invoice_id: res.json.id, invoice_item_id: line.id });
    expect(Number(marked.billed_amount_minor)).toBe(11_500);
    expect(left).toMatchObject({ status: 'approved', invoice_id: null });

    // Never on two live invoices: gone from the next preview, and the old fingerprint is refused. Without time left,
    // expenses in two currencies ask for one.
    expect((await preview(selection(range))).json.error.fields).toEqual({ currency: 'Choose one currency' });
    const after = (await preview(selection({ ...range, currency: 'USD' }))).json;
    expect(after.expenses.map((e: { expenseId: string }) => e.expenseId)).toEqual([hotel]);
    expect((await create(creation(fresh.fingerprint, body))).status).toBe(409);

    // Void gives it back, as it gives the time back.
    expect((await voidInvoice(res.json.id)).status).toBe(200);
    expect((await expensesOf(t, [train]))[0]).toMatchObject({
      status: 'approved',
      invoice_id: null,
      invoice_item_id: null,
      billed_amount_minor: null,
    });
    expect((await preview(selection(range))).json.expenseCount).toBe(2);
  });

  it('invoices expenses alone, in their own currency when there is no time', async () => {
    const euros = await preview(selection({ from: '2025-03-01', to: '2025-03-31', currency: 'EUR' }));
    expect(euros.json).toMatchObject({ currency: 'EUR', entryCount: 0, expenseCount: 1, totalMinor: 10_000 });
    const res = await create(creation(euros.json.fingerprint, { currency: 'EUR' }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ currency: 'EUR', amountMinor: 10_000 });
    expect((await voidInvoice(res.json.id)).status).toBe(200);
  });
});

describe('two admins at once', () => {
  it('one invoice takes the expense, the other is refused with 409', async () => {
    const range = { from: '2025-06-01', to: '2025-06-30' };
    const only = await insertExpense(t, ids.own, fx.projectId, { netMinor: 7_000, expenseDate: '2025-06-03' });
    const seen = (await preview(selection(range))).json;
    expect(seen.expenseCount).toBe(1);
    const other = await t.as(DEMO_ACCOUNTS.super_admin);
    const answers = await Promise.all([create(creation(seen.fingerprint, range)), create(creation(seen.fingerprint, range), other)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const made = answers.find((r) => r.status === 201)!;
    expect((await expensesOf(t, [only]))[0]).toMatchObject({ status: 'invoiced', invoice_id: made.json.id });
    const live = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invoice_items ii join invoices i on i.id = ii.invoice_id
           where i.status <> 'void' and ii.description = 'Travel: Train to the workshop' and ii.unit_amount_minor = 7000`,
    );
    expect(live[0]!.n).toBe(1);
  });
});

describe('a draft', () => {
  it('keeps its expense when its lines are rewritten, and voiding the draft gives the expense back', async () => {
    const draft = await t.request(`/api/clients/${ids.own}/invoices`, {
      body: { status: 'draft', dueDate: dueIn30(), items: [{ description: 'Travel: Taxi', quantity: 1, amount: 40 }] },
      cookie,
    });
    expect(draft.status).toBe(201);
    const taxi = await insertExpense(t, ids.own, fx.projectId, { netMinor: 4_000, description: 'Taxi', expenseDate: '2025-08-01' });
    // Marked as Invoice time and expenses marks it (a manual-mode invoice of them is issued at once, so it is set here).
    await queryRows(
      t.database.db,
      sql`update expenses set status = 'invoiced', invoice_id = ${draft.json.id}, invoice_item_id = ${draft.json.items[0].id},
                              billed_amount_minor = 4000 where id = ${taxi}`,
    );
    const edit = (items: object[]) => t.request(`/api/invoices/${draft.json.id}/draft`, { method: 'PATCH', body: { items }, cookie });
    const kept = await edit([
      { description: 'Travel: Taxi', quantity: 1, amount: 40 },
      { description: 'Design', quantity: 2, amount: 100 },
    ]);
    expect(kept.status).toBe(200);
    expect((await expensesOf(t, [taxi]))[0]).toMatchObject({ status: 'invoiced', invoice_item_id: kept.json.items[0].id });
    // Its line rewritten: still on the draft, naming no line.
    expect((await edit([{ description: 'Travel', quantity: 1, amount: 40 }])).status).toBe(200);
    expect((await expensesOf(t, [taxi]))[0]).toMatchObject({ status: 'invoiced', invoice_id: draft.json.id, invoice_item_id: null });
    expect((await voidInvoice(draft.json.id)).status).toBe(200);
    expect((await expensesOf(t, [taxi]))[0]).toMatchObject({ status: 'approved', invoice_id: null, billed_amount_minor: null });
  });
});

describe('a client deleted', () => {
  it('takes its invoiced expenses and invoices with it', async () => {
    const [client] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into clients (name, email, contact_person) values ('Gone Ltd', 'gone@example.com', 'Gone') returning id`,
    );
    const [proj] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into projects (name, client_id) values ('Gone site', ${client!.id}) returning id`,
    );
    const spent = await insertExpense(t, client!.id, proj!.id, { netMinor: 2_000, expenseDate: '2025-09-02' });
    const range = { from: '2025-09-01', to: '2025-09-30' };
    const seen = await t.request(`/api/clients/${client!.id}/time-invoice/preview`, { body: selection(range), cookie });
    const made = await t.request(`/api/clients/${client!.id}/time-invoice`, { body: creation(seen.json.fingerprint, range), cookie });
    expect(made.status, made.text).toBe(201);
    expect((await expensesOf(t, [spent]))[0]!.status).toBe('invoiced');
    const removed = await t.request(`/api/clients/${client!.id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.super_admin) });
    expect(removed.status, removed.text).toBeLessThan(300);
    expect(await expensesOf(t, [spent])).toEqual([]);
  });
});
