/**
 * Invoice time in manual mode (decision 0049): the preview's lines, sums and rounding; creation with its entries marked
 * in the invoice's transaction; the fingerprint; two admins at once; void returns the time; who may.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { asAdmin, clientIds } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { creation, entriesOf, insertEntry, selection, timeFixture } from './time-invoice-helpers';
import { expectFailed, withActivityRefused } from '../writes/writes-whole-helpers';

let t: TestApp;
let ids: Awaited<ReturnType<typeof clientIds>>;
let fx: Awaited<ReturnType<typeof timeFixture>>;
let cookie: string;
const preview = (body: object, clientId = ids.own, as = cookie) =>
  t.request(`/api/clients/${clientId}/time-invoice/preview`, { body, cookie: as });
const create = (body: object, clientId = ids.own, as = cookie) => t.request(`/api/clients/${clientId}/time-invoice`, { body, cookie: as });

beforeAll(async () => {
  t = await createTestApp();
  ids = await clientIds(t);
  fx = await timeFixture(t, ids.own);
  cookie = await asAdmin(t);
  await queryRows(t.database.db, sql`delete from time_entries`);
});

afterAll(async () => {
  await t?.close();
});

describe('preview', () => {
  let approvedA: string, approvedB: string, open: string, free: string;
  beforeAll(async () => {
    approvedA = await insertEntry(t, ids.own, fx, { minutes: 50, note: 'staff only' });
    approvedB = await insertEntry(t, ids.own, fx, { minutes: 20, workDate: '2025-03-11' });
    open = await insertEntry(t, ids.own, fx, { minutes: 30, status: 'open', workDate: '2025-03-12' });
    free = await insertEntry(t, ids.own, fx, { minutes: 45, rateMinor: 0 });
    // Never taken: not billable, outside the range, a running timer, another client's.
    await insertEntry(t, ids.own, fx, { billable: false });
    await insertEntry(t, ids.own, fx, { workDate: '2025-04-01' });
    await insertEntry(t, ids.own, fx, { minutes: null, workDate: '2025-03-15' });
    const otherFx = await timeFixture(t, ids.other);
    await insertEntry(t, ids.other, otherFx, { minutes: 600 });
  });

  it('prices a line once as its hours x rate; approved time only by default; free time left out', async () => {
    const res = await preview(selection());
    expect(res.status).toBe(200);
    // 50 min and 20 min at 100.00/h: one line of 70 min, 116.67 rounded once (decision 0095), not 83.33 + 33.33.
    expect(res.json).toMatchObject({ currency: 'USD', totalMinor: 11_667, minutes: 70, entryCount: 2, includeUnapproved: false });
    expect(res.json.leftOut).toEqual({ entryCount: 1, minutes: 45, otherCurrencyExpenses: 0 });
    expect(res.json.lines).toHaveLength(1);
    expect(res.json.lines[0]).toMatchObject({ minutes: 70, rateMinor: 10_000, amountMinor: 11_667, entryCount: 2 });
    expect(JSON.stringify(res.json)).not.toContain('staff only');
    expect([approvedA, approvedB, free]).toHaveLength(3);
  });

  it('rounds each entry, groups by day, and takes unapproved time when asked or by the workspace setting', async () => {
    const rounded = await preview(selection({ rounding: { increment: 15, mode: 'up' }, groupBy: 'day' }));
    expect(rounded.json.totalMinor).toBe(10_000 + 5_000);
    expect(rounded.json.lines.map((l: { description: string; minutes: number }) => [l.description, l.minutes])).toEqual([
      ['2025-03-10', 60],
      ['2025-03-11', 30],
    ]);
    const nearest = await preview(selection({ rounding: { increment: 30, mode: 'nearest' }, groupBy: 'project' }));
    expect(nearest.json.minutes).toBe(60 + 30);
    const withOpen = await preview(selection({ includeUnapproved: true, groupBy: 'person' }));
    expect(withOpen.json).toMatchObject({ entryCount: 3, minutes: 100, totalMinor: 16_667, includeUnapproved: true });
    const [dev] = await queryRows<{ name: string }>(t.database.db, sql`select name from users where id = ${fx.userId}`);
    expect(withOpen.json.lines.map((l: { description: string }) => l.description)).toEqual([dev!.name]);
    const setting = (includeUnapproved: boolean, as = cookie) =>
      t.request('/api/settings/invoice-time', { method: 'PUT', body: { includeUnapproved }, cookie: as });
    expect((await setting(true)).json).toEqual({ includeUnapproved: true });
    try {
      expect((await t.request('/api/settings/invoice-time', { cookie })).json).toEqual({ includeUnapproved: true });
      expect((await preview(selection())).json).toMatchObject({ entryCount: 3, includeUnapproved: true });
      expect((await preview(selection({ includeUnapproved: false }))).json.entryCount).toBe(2);
      expect((await setting(false, await t.as(DEMO_ACCOUNTS.manager))).status).toBe(403);
    } finally {
      await setting(false);
    }
    expect(open).toBeTruthy();
  });

  it('answers bad input field by field, and asks for one currency when the time has several', async () => {
    const bad = await preview({ from: '2025-03-31', to: '2025-03-01', groupBy: 'week', rounding: { increment: 7 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(expect.arrayContaining(['groupBy']));
    const eur = await insertEntry(t, ids.own, fx, { currency: 'EUR', workDate: '2025-02-10' });
    const mixed = await preview(selection({ from: '2025-02-01' }));
    expect(mixed.status).toBe(409);
    expect(mixed.json.error.message).toContain('EUR and USD');
    const onlyEur = await preview(selection({ from: '2025-02-01', currency: 'EUR' }));
    expect(onlyEur.json).toMatchObject({ currency: 'EUR', entryCount: 1, totalMinor: 10_000 });
    await queryRows(t.database.db, sql`delete from time_entries where id = ${eur}`);
  });
});

describe('create', () => {
  it('refuses a stale fingerprint, then makes the invoice and marks its entries in one go', async () => {
    const stale = await create(creation('0-stale'));
    expect(stale.status).toBe(409);
    expect(stale.json.error.message).toBe('The time or expenses changed since the preview; review them again.');

    const seen = (await preview(selection({ rounding: { increment: 15, mode: 'up' } }))).json;
    // An entry edited after the preview changes the fingerprint.
    const late = await insertEntry(t, ids.own, fx, { minutes: 10, workDate: '2025-03-20' });
    expect((await create(creation(seen.fingerprint, { rounding: { increment: 15, mode: 'up' } }))).status).toBe(409);
    await queryRows(t.database.db, sql`delete from time_entries where id = ${late}`);

    const key = seen.lines[0].key;
    const res = await create(
      creation(seen.fingerprint, { rounding: { increment: 15, mode: 'up' }, lineDescriptions: [{ key, description: 'Website work' }] }),
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'open', amountMinor: 15_000, currency: 'USD' });
    // The line reads as hours x rate: 1.5 hours at 100.00.
    expect(res.json.items).toEqual([
      expect.objectContaining({ description: 'Website work', quantity: 1.5, unit: 'hours', unitAmountMinor: 10_000, netMinor: 15_000 }),
    ]);
    const marked = await queryRows<{ n: number; minutes: number; amount: number }>(
      t.database.db,
      sql`select count(*)::int as n, sum(billed_minutes)::int as minutes, sum(billed_amount_minor)::int as amount
            from time_entries where invoice_id = ${res.json.id} and status = 'invoiced'`,
    );
    expect(marked[0]).toEqual({ n: 2, minutes: 90, amount: 15_000 });
    const after = await preview(selection());
    expect(after.json).toMatchObject({ entryCount: 0, lines: [], totalMinor: 0 });
    expect((await create(creation(after.json.fingerprint))).status).toBe(409);
  });

  it('two admins creating from one preview at once: one invoice, the other 409, no number used', async () => {
    const a = await insertEntry(t, ids.own, fx, { minutes: 60, workDate: '2025-05-05' });
    const b = await insertEntry(t, ids.own, fx, { minutes: 90, workDate: '2025-05-06' });
    const range = { from: '2025-05-01', to: '2025-05-31' };
    const seen = (await preview(selection(range))).json;
    const other = await t.as(DEMO_ACCOUNTS.super_admin);
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select last_number::int as n from invoice_number_counter`);
    const answers = await Promise.all([
      create(creation(seen.fingerprint, range)),
      create(creation(seen.fingerprint, range), ids.own, other),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select last_number::int as n from invoice_number_counter`);
    expect(after!.n).toBe(before!.n + 1);
    const made = answers.find((r) => r.status === 201)!;
    expect((await entriesOf(t, [a, b])).every((e) => e.invoice_id === made.json.id)).toBe(true);

    // Void gives the time back: invoiceable again.
    const voided = await t.request(`/api/invoices/${made.json.id}`, {
      method: 'PATCH',
      body: { status: 'void', reason: 'Raised in error' },
      cookie,
    });
    expect(voided.status).toBe(200);
    expect(await entriesOf(t, [a, b])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'approved', invoice_id: null, billed_minutes: null, billed_amount_minor: null }),
      ]),
    );
    const again = (await preview(selection(range))).json;
    expect(again.totalMinor).toBe(25_000);
    expect((await create(creation(again.fingerprint, range))).status).toBe(201);
  });
});

describe('every write whole', () => {
  it('an invoice whose activity entry fails is not created, takes no number and marks no time', async () => {
    const a = await insertEntry(t, ids.own, fx, { minutes: 60, workDate: '2025-07-07' });
    const range = { from: '2025-07-01', to: '2025-07-31' };
    const seen = (await preview(selection(range))).json;
    const count = async () => (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from invoices`))[0]!.n;
    const [counter] = await queryRows<{ n: number }>(t.database.db, sql`select last_number::int as n from invoice_number_counter`);
    const before = await count();
    const res = await withActivityRefused(t, 'invoice.created', () => create(creation(seen.fingerprint, range)));
    expectFailed(res);
    expect(await count()).toBe(before);
    const [after] = await queryRows<{ n: number }>(t.database.db, sql`select last_number::int as n from invoice_number_counter`);
    expect(after!.n).toBe(counter!.n);
    expect(await entriesOf(t, [a])).toEqual([expect.objectContaining({ status: 'approved', invoice_id: null })]);
  });
});

describe('who may', () => {
  it('only admins: managers and staff 403, client users 403 for their own company and 404 for another', async () => {
    for (const role of ['manager', 'developer', 'support'] as const) {
      const as = await t.as(DEMO_ACCOUNTS[role]);
      expect((await preview(selection(), ids.own, as)).status).toBe(403);
      expect((await create(creation('x'), ids.own, as)).status).toBe(403);
    }
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    expect((await preview(selection(), ids.own, client)).status).toBe(403);
    expect((await preview(selection(), ids.other, client)).status).toBe(404);
    expect((await create({}, ids.other, client)).status).toBe(404);
    expect((await preview(selection(), '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
