/**
 * Recurring invoices and retainers (docs/decisions/0057-recurring-invoices.md): schedules through the API, the sweep
 * under a fake clock (each period invoiced once, a catch-up after downtime), pause, resume, cancel, a retainer's
 * overage and carry-over, and fractional quantities with their unit carried onto each invoice (decision 0102).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { amountForMinutes } from '@shared/durations';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { pdfText } from '../support/pdf-text';
import { clientIds } from './billing-helpers';
import { createSchedule, periodsOf, scheduleBody, scheduleRow, sweepAt } from './recurring-helpers';

describe('recurring invoices', () => {
  let app: TestApp;
  let clientId: string;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    clientId = (await clientIds(app)).own;
    admin = await app.as(DEMO_ACCOUNTS.admin);
    // The demo's late fee would grow the invoices these sweeps years ahead find unpaid; the amounts here are the schedules'.
    await queryRows(app.database.db, sql`update billing_settings set late_fee_kind = 'none', late_fee_fixed_minor = null where id = 1`);
  });
  afterAll(() => app?.close());

  it('creates a schedule whose first invoice is on the chosen day, and lists it', async () => {
    const created = await createSchedule(app, scheduleBody(clientId, { title: 'Hosting', startDate: '2031-01-02', dayOfMonth: 5 }));
    expect(created).toMatchObject({ nextPeriodStart: '2031-01-05', status: 'active', amountMinor: 50000, invoicesCount: 0 });
    const list = await app.request(`/api/recurring-schedules?clientId=${clientId}&q=hosting`, { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.json.items.map((s: { id: string }) => s.id)).toContain(created.id);
    expect(list.json.items[0]).toMatchObject({
      client: { id: clientId },
      frequency: 'monthly',
      can: { pause: true, resume: false, cancel: true },
    });
  });

  it('refuses a bad schedule field by field, and writes nothing', async () => {
    const before = await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from recurring_schedules`);
    const bad = await app.request('/api/recurring-schedules', {
      cookie: admin,
      body: scheduleBody(clientId, { endDate: '2030-01-01', dayOfMonth: 31, items: [], allowanceMinutes: 600 }),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(expect.arrayContaining(['dayOfMonth', 'items']));
    const late = await app.request('/api/recurring-schedules', { cookie: admin, body: scheduleBody(clientId, { endDate: '2030-01-01' }) });
    expect(late.status).toBe(400);
    expect(late.json.error.fields.endDate).toBeTruthy();
    const badFilter = await app.request(`/api/recurring-schedules?clientId=${'-'.repeat(36)}`, { cookie: admin });
    expect(badFilter.status).toBe(400);
    const after = await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from recurring_schedules`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('invoices every started period once under a fake clock, and catches up missed periods once', async () => {
    const { id } = await createSchedule(app, scheduleBody(clientId, { startDate: '2032-01-01', maxCount: 5 }));
    await sweepAt(app, '2031-12-31');
    expect(await periodsOf(app, id)).toEqual([]);
    await sweepAt(app, '2032-01-01');
    expect((await periodsOf(app, id)).map((p) => p.period)).toEqual(['2032-01-01']);
    // Down from January to mid-March: February and March are invoiced once each when back.
    await sweepAt(app, '2032-03-15');
    await sweepAt(app, '2032-03-15');
    let periods = await periodsOf(app, id);
    expect(periods.map((p) => p.period)).toEqual(['2032-01-01', '2032-02-01', '2032-03-01']);
    expect(periods.every((p) => p.n === 1 && p.amount === 50000)).toBe(true);
    expect(await scheduleRow(app, id)).toMatchObject({ next: '2032-04-01', count: 3, status: 'active' });
    // The count ends it: five invoices, then finished.
    await sweepAt(app, '2033-01-01');
    periods = await periodsOf(app, id);
    expect(periods).toHaveLength(5);
    expect(await scheduleRow(app, id)).toMatchObject({ count: 5, status: 'finished' });
    const detail = await app.request(`/api/recurring-schedules/${id}`, { cookie: admin });
    expect(detail.json).toMatchObject({ status: 'finished', nextPeriodStart: null, can: { pause: false, resume: false, cancel: false } });
    expect(detail.json.invoices).toHaveLength(5);
    const [invoice] = await queryRows<{ status: string; due: string; description: string }>(
      app.database.db,
      sql`select status, due_date::text as due, description from invoices where id = ${periods[0]!.id}`,
    );
    expect(invoice).toMatchObject({ status: 'open', description: 'Monthly maintenance: 2032-01-01 to 2032-01-31' });
  });

  it('stops at the end date', async () => {
    const { id } = await createSchedule(
      app,
      scheduleBody(clientId, { frequency: 'weekly', startDate: '2033-03-07', endDate: '2033-03-21' }),
    );
    await sweepAt(app, '2033-06-01');
    expect((await periodsOf(app, id)).map((p) => p.period)).toEqual(['2033-03-07', '2033-03-14', '2033-03-21']);
    expect((await scheduleRow(app, id)).status).toBe('finished');
  });

  it('pauses (nothing invoiced), resumes from the next period on, and cancels for good', async () => {
    const { id } = await createSchedule(app, scheduleBody(clientId, { startDate: '2034-01-01' }));
    const act = (action: string) => app.request(`/api/recurring-schedules/${id}/status`, { cookie: admin, body: { action } });
    expect((await act('resume')).status).toBe(409);
    const paused = await act('pause');
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ status: 'paused', can: { pause: false, resume: true, cancel: true } });
    await sweepAt(app, '2034-02-15');
    expect(await periodsOf(app, id)).toEqual([]);
    expect((await act('resume')).json.status).toBe('active');
    await sweepAt(app, '2034-01-01');
    expect((await periodsOf(app, id)).map((p) => p.period)).toEqual(['2034-01-01']);
    const cancelled = await act('cancel');
    expect(cancelled.json).toMatchObject({ status: 'cancelled', nextPeriodStart: null });
    expect((await act('cancel')).status).toBe(409);
    await sweepAt(app, '2034-12-31');
    expect(await periodsOf(app, id)).toHaveLength(1);
    const bad = await app.request(`/api/recurring-schedules/${id}/status`, { cookie: admin, body: { action: 'explode' } });
    expect(bad.status).toBe(400);
  });

  it("bills a retainer's hours over the allowance with the next period's fee, marks that time invoiced, and carries unused hours", async () => {
    const [project] = await queryRows<{ id: string; rate: number }>(
      app.database.db,
      sql`update projects set hourly_rate_minor = 10000, currency = 'USD'
           where id = (select id from projects where client_id = ${clientId} order by created_at limit 1)
         returning id, hourly_rate_minor::int as rate`,
    );
    const { id } = await createSchedule(
      app,
      scheduleBody(clientId, {
        title: 'Support retainer',
        startDate: '2035-01-01',
        projectId: project!.id,
        allowanceMinutes: 600,
        carryOver: true,
      }),
    );
    const [user] = await queryRows<{ id: string }>(app.database.db, sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`);
    const log = async (day: string, minutes: number, billable = true) =>
      (
        await queryRows<{ id: string }>(
          app.database.db,
          sql`insert into time_entries (user_id, project_id, client_id, work_date, minutes, billable, rate_minor, currency, status)
              values (${user!.id}, ${project!.id}, ${clientId}, ${day}, ${minutes}, ${billable}, 10000, 'USD', 'approved') returning id`,
        )
      )[0]!.id;
    // January: 17.5 h against 10 h; a non-billable hour does not count.
    const january = [await log('2035-01-03', 480), await log('2035-01-17', 570), await log('2035-01-31', 0 + 1)];
    await log('2035-01-20', 60, false);
    // February: 4 h of 10: 6 h carry into March.
    const february = [await log('2035-02-10', 240)];
    await sweepAt(app, '2035-03-01');
    const periods = await periodsOf(app, id);
    expect(periods.map((p) => p.period)).toEqual(['2035-01-01', '2035-02-01', '2035-03-01']);
    // The first period has no period before it: the fee alone.
    expect(periods[0]!.amount).toBe(50000);
    const over = 480 + 570 + 1 - 600;
    expect(periods[1]!.amount).toBe(50000 + amountForMinutes(over, 10000));
    expect(periods[2]!.amount).toBe(50000);
    const [line] = await queryRows<{ description: string; amount: number }>(
      app.database.db,
      sql`select description, unit_amount_minor::int as amount from invoice_items where invoice_id = ${periods[1]!.id} order by position desc limit 1`,
    );
    expect(line).toEqual({ description: 'Hours over the allowance: 7:31 at $100.00/h', amount: amountForMinutes(over, 10000) });
    const marked = await queryRows<{ id: string; invoice: string; status: string }>(
      app.database.db,
      sql`select id, invoice_id as invoice, status from time_entries where project_id = ${project!.id} and work_date between '2035-01-01' and '2035-02-28' and billable`,
    );
    for (const e of marked)
      expect(e).toMatchObject({ status: 'invoiced', invoice: january.includes(e.id) ? periods[1]!.id : periods[2]!.id });
    expect(marked.filter((e) => february.includes(e.id))).toHaveLength(1);
    expect(await scheduleRow(app, id)).toMatchObject({ carried: 360, count: 3 });
    // A look again at the same moment invoices nothing more.
    await sweepAt(app, '2035-03-01');
    expect(await periodsOf(app, id)).toHaveLength(3);
  });

  it('keeps a retainer whose project is deleted: its periods are invoiced with the fee alone', async () => {
    const [project] = await queryRows<{ id: string }>(
      app.database.db,
      sql`insert into projects (name, client_id, status, hourly_rate_minor, currency) values ('Short-lived', ${clientId}, 'active', 9000, 'USD') returning id`,
    );
    const { id } = await createSchedule(
      app,
      scheduleBody(clientId, { startDate: '2036-07-01', projectId: project!.id, allowanceMinutes: 60 }),
    );
    const removed = await app.request(`/api/projects/${project!.id}`, { method: 'DELETE', cookie: admin });
    expect(removed.status, removed.text).toBe(204);
    await sweepAt(app, '2036-08-01');
    expect((await periodsOf(app, id)).map((p) => p.amount)).toEqual([50000, 50000]);
  });

  it('issues 1.5 days at 800.00 as an invoice of 1,200.00 whose line and PDF say "1.5 days"; 2.5555 is refused', async () => {
    const line = { description: 'Design days', quantity: '1.5', unit: 'days', amount: 800 };
    // Weekly from today: the other schedules start later, so this look invoices this one alone.
    const today = new Date().toISOString().slice(0, 10);
    const created = await app.request('/api/recurring-schedules', {
      cookie: admin,
      body: scheduleBody(clientId, { frequency: 'weekly', startDate: today, maxCount: 1, items: [line] }),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ amountMinor: 120_000 });
    expect(created.json.items).toEqual([
      expect.objectContaining({ quantity: 1.5, quantityThousandths: 1500, unit: 'days', unitAmountMinor: 80_000 }),
    ]);
    await sweepAt(app, today);
    const [period] = await periodsOf(app, created.json.id);
    expect(period!.amount).toBe(120_000);
    const invoice = await app.request(`/api/invoices/${period!.id}`, { cookie: admin });
    expect(invoice.json.items).toEqual([
      expect.objectContaining({ quantity: 1.5, quantityThousandths: 1500, unit: 'days', unitAmountMinor: 80_000, netMinor: 120_000 }),
    ]);
    const pdf = await app.app.request(`${APP_URL}/api/invoices/${period!.id}/pdf`, { headers: { cookie: admin } });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
    expect(text).toMatch(/Design days 1\.5 days \$800\.00 — \$1,200\.00/);

    const fine = await app.request('/api/recurring-schedules', {
      cookie: admin,
      body: scheduleBody(clientId, { items: [{ ...line, quantity: 2.5555 }] }),
    });
    expect(fine.status).toBe(400);
    expect(fine.json.error.fields).toEqual({ 'items.0.quantity': 'Use at most 3 decimals for the quantity' });
  });
});
