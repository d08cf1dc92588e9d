/**
 * Recurring expenses (docs/decisions/0118-recurring-expenses.md): set up by managers with a message per wrong field,
 * their cost hidden from a manager whose expense it is not, the sweep under a fake clock booking each started period
 * once (twice run, run at once), with the tax rate's sums copied; pause, resume, end, an end date, and edits.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { bookDuePeriods } from '@server/features/recurring-expenses/sweep';
import { runSweeps } from '@server/jobs/scheduler';
import { SCHEDULED_SWEEPS } from '@server/scheduled-sweeps';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { bookedOf, expenseBody } from './recurring-expenses-helpers';

const at = (day: string) => new Date(`${day}T12:00:00Z`);

describe('recurring expenses', () => {
  let app: TestApp;
  let admin: string;
  let manager: string;
  let projectId: string;
  let euroProjectId: string;
  let developerId: string;
  let taxRate: { id: string; rate: number };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.as(DEMO_ACCOUNTS.admin);
    manager = await app.as(DEMO_ACCOUNTS.manager);
    const [refs] = await queryRows<{ usd: string; eur: string; developer: string; tax: string; rate: number }>(
      app.database.db,
      sql`select (select id from projects where currency = 'USD' order by name limit 1) as usd,
                 (select id from projects where currency = 'EUR' order by name limit 1) as eur,
                 (select id from users where email = ${DEMO_ACCOUNTS.developer}) as developer,
                 (select id from tax_rates where archived_at is null and not inclusive order by name limit 1) as tax,
                 (select rate_millionths from tax_rates where archived_at is null and not inclusive order by name limit 1) as rate`,
    );
    projectId = refs!.usd;
    euroProjectId = refs!.eur;
    developerId = refs!.developer;
    taxRate = { id: refs!.tax, rate: refs!.rate };
  });
  afterAll(() => app?.close());

  async function create(body: Record<string, unknown>, cookie = manager) {
    const res = await app.request('/api/recurring-expenses', { cookie, body });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json as { id: string; nextPeriodStart: string; [key: string]: unknown };
  }

  it('is set up by a manager on the chosen day, in the project’s currency, as their own, and listed', async () => {
    const created = await create(expenseBody(euroProjectId, { startDate: '2031-01-12', dayOfMonth: 5 }));
    const [me] = await queryRows<{ id: string }>(app.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.manager}`);
    expect(created).toMatchObject({
      nextPeriodStart: '2031-02-05',
      currency: 'EUR',
      amountMinor: 4500,
      status: 'active',
      bookedCount: 0,
      user: { id: me!.id },
      can: { edit: true, pause: true, resume: false, end: true },
    });
    const list = await app.request(`/api/recurring-expenses?projectId=${euroProjectId}&q=figma`, { cookie: manager });
    expect(list.status).toBe(200);
    expect(list.json.items.map((r: { id: string }) => r.id)).toContain(created.id);
  });

  it('refuses a bad body field by field, and writes nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from recurring_expenses`))[0]!.n;
    const before = await count();
    const bad = await app.request('/api/recurring-expenses', {
      cookie: manager,
      body: { projectId: 'nope', description: ' ', amount: -3, frequency: 'weekly', dayOfMonth: 31, startDate: '2031-02-30' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['projectId', 'description', 'amount', 'frequency', 'dayOfMonth', 'startDate']),
    );
    const yen = await app.request('/api/recurring-expenses', {
      cookie: manager,
      body: expenseBody(projectId, { currency: 'JPY', amount: 12.5 }),
    });
    expect(yen.json.error.fields.amount).toMatch(/decimals for JPY/);
    const refs = await app.request('/api/recurring-expenses', {
      cookie: manager,
      body: expenseBody('00000000-0000-4000-8000-000000000000', {
        userId: '00000000-0000-4000-8000-000000000000',
        categoryId: '00000000-0000-4000-8000-000000000000',
        taxRateId: '00000000-0000-4000-8000-000000000000',
      }),
    });
    expect(refs.status).toBe(400);
    expect(Object.keys(refs.json.error.fields).sort()).toEqual(['categoryId', 'projectId', 'taxRateId', 'userId']);
    const late = await app.request('/api/recurring-expenses', {
      cookie: manager,
      body: expenseBody(projectId, { startDate: '2031-01-12', dayOfMonth: 5, endDate: '2031-01-31' }),
    });
    expect(late.json.error.fields.endDate).toMatch(/2031-02-05/);
    expect(await count()).toBe(before);
  });

  it('is for managers only, and hides its cost from a manager whose expense it is not', async () => {
    for (const who of ['developer', 'designer', 'support', 'client_primary'] as const) {
      const cookie = await app.as(DEMO_ACCOUNTS[who]);
      expect((await app.request('/api/recurring-expenses', { cookie })).status).toBe(403);
      expect((await app.request('/api/recurring-expenses', { cookie, body: expenseBody(projectId) })).status).toBe(403);
    }
    const theirs = await create(
      expenseBody(projectId, { userId: developerId, description: 'Developer laptop lease', markupBasisPoints: 1500 }),
      admin,
    );
    const seen = await app.request(`/api/recurring-expenses?q=laptop`, { cookie: manager });
    const row = seen.json.items.find((r: { id: string }) => r.id === theirs.id);
    expect(row).toMatchObject({ amountMinor: null, markupBasisPoints: null, can: { edit: false, pause: true, end: true } });
    const edit = await app.request(`/api/recurring-expenses/${theirs.id}`, { cookie: manager, method: 'PATCH', body: { amount: 1 } });
    expect(edit.status).toBe(403);
    const asAdmin = await app.request(`/api/recurring-expenses?q=laptop`, { cookie: admin });
    expect(asAdmin.json.items[0]).toMatchObject({ amountMinor: 4500, markupBasisPoints: 1500 });
  });

  it('books each started period once, approved, with the tax rate’s sums, run twice or at once', async () => {
    const { id } = await create(
      expenseBody(projectId, { taxRateId: taxRate.id, startDate: '2032-01-01', billable: true, markupBasisPoints: 1000 }),
    );
    await bookDuePeriods(app.database.db, at('2032-01-09'));
    expect(await bookedOf(app, id)).toEqual([]);
    // Through the app's own sweeps, as the scheduler runs them.
    const outcomes = await runSweeps(app.deps, SCHEDULED_SWEEPS, at('2032-01-10'));
    expect(outcomes.find((o) => o.name === 'Recurring expenses')?.ok).toBe(true);
    expect((await bookedOf(app, id)).map((p) => p.period)).toEqual(['2032-01-10']);
    // Down until mid-April, then two looks at once and one more.
    await Promise.all([bookDuePeriods(app.database.db, at('2032-04-15')), bookDuePeriods(app.database.db, at('2032-04-15'))]);
    await bookDuePeriods(app.database.db, at('2032-04-15'));
    const booked = await bookedOf(app, id);
    expect(booked.map((p) => p.period)).toEqual(['2032-01-10', '2032-02-10', '2032-03-10', '2032-04-10']);
    const tax = Math.round((4500 * taxRate.rate) / 1_000_000);
    for (const p of booked) expect(p).toMatchObject({ n: 1, status: 'approved', amount: 4500, net: 4500, tax, date: p.period });
    expect(booked[0]!.tax_name).toBeTruthy();
    const list = await app.request(`/api/recurring-expenses?q=design`, { cookie: manager });
    expect(list.json.items.find((r: { id: string }) => r.id === id)).toMatchObject({
      bookedCount: 4,
      lastBookedPeriod: '2032-04-10',
      nextPeriodStart: '2032-05-10',
    });
  });

  it('books nothing while paused or once ended; resuming skips the paused periods; an end date ends it', async () => {
    const { id } = await create(expenseBody(projectId, { startDate: '2033-01-01', dayOfMonth: 1 }));
    await bookDuePeriods(app.database.db, at('2033-01-01'));
    const paused = await app.request(`/api/recurring-expenses/${id}/pause`, { cookie: manager, method: 'POST' });
    expect(paused.json).toMatchObject({ status: 'paused', can: { pause: false, resume: true, end: true } });
    expect((await app.request(`/api/recurring-expenses/${id}/pause`, { cookie: manager, method: 'POST' })).status).toBe(409);
    await bookDuePeriods(app.database.db, at('2033-03-15'));
    expect((await bookedOf(app, id)).map((p) => p.period)).toEqual(['2033-01-01']);
    // Resumed today, long after its next period: the periods that started while paused are left behind.
    await queryRows(app.database.db, sql`update recurring_expenses set next_period_start = '2020-01-01' where id = ${id}`);
    const resumed = await app.request(`/api/recurring-expenses/${id}/resume`, { cookie: manager, method: 'POST' });
    expect(resumed.json.status).toBe('active');
    expect(resumed.json.nextPeriodStart >= new Date().toISOString().slice(0, 10)).toBe(true);
    const ended = await app.request(`/api/recurring-expenses/${id}/end`, { cookie: manager, method: 'POST' });
    expect(ended.json).toMatchObject({
      status: 'ended',
      nextPeriodStart: null,
      can: { edit: false, pause: false, resume: false, end: false },
    });
    await bookDuePeriods(app.database.db, at('2099-01-01'));
    expect((await bookedOf(app, id)).map((p) => p.period)).toEqual(['2033-01-01']);
    expect((await app.request(`/api/recurring-expenses/${id}`, { cookie: manager, method: 'PATCH', body: { amount: 9 } })).status).toBe(
      409,
    );

    const yearly = await create(
      expenseBody(projectId, {
        description: 'Hosting plan',
        frequency: 'yearly',
        dayOfMonth: 1,
        startDate: '2034-03-01',
        endDate: '2035-12-31',
      }),
    );
    await bookDuePeriods(app.database.db, at('2040-01-01'));
    expect((await bookedOf(app, yearly.id)).map((p) => p.period)).toEqual(['2034-03-01', '2035-03-01']);
    const [row] = await queryRows<{ status: string }>(app.database.db, sql`select status from recurring_expenses where id = ${yearly.id}`);
    expect(row!.status).toBe('ended');
  });

  it('applies a change to the periods booked after it, and keeps its calendar once a period is booked', async () => {
    const { id } = await create(expenseBody(projectId, { startDate: '2036-01-01', dayOfMonth: 1 }));
    const moved = await app.request(`/api/recurring-expenses/${id}`, { cookie: manager, method: 'PATCH', body: { dayOfMonth: 15 } });
    expect(moved.json).toMatchObject({ dayOfMonth: 15, nextPeriodStart: '2036-01-15' });
    await bookDuePeriods(app.database.db, at('2036-01-20'));
    const changed = await app.request(`/api/recurring-expenses/${id}`, {
      cookie: manager,
      method: 'PATCH',
      body: { amount: 60, billable: false },
    });
    expect(changed.json).toMatchObject({ amountMinor: 6000, billable: false });
    await bookDuePeriods(app.database.db, at('2036-02-20'));
    expect((await bookedOf(app, id)).map((p) => p.amount)).toEqual([4500, 6000]);
    const calendar = await app.request(`/api/recurring-expenses/${id}`, {
      cookie: manager,
      method: 'PATCH',
      body: { frequency: 'yearly' },
    });
    expect(calendar.status).toBe(400);
    expect(calendar.json.error.fields.frequency).toMatch(/booked/);
    const currency = await app.request(`/api/recurring-expenses/${id}`, { cookie: manager, method: 'PATCH', body: { currency: 'JPY' } });
    expect(currency.json.error.fields.amount).toMatch(/JPY/);
  });
});
