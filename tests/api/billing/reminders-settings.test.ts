/**
 * The billing settings, a client's reminder schedule and an invoice's history through the API (decision 0058): field
 * messages for bad input, whole-row writes, the audit entries, and what a client user reads of the history.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { paymentRemindersSweep } from '@server/features/billing/reminders/reminder-sweep';
import { clientIds } from './billing-helpers';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { at, makeInvoice, plusDays, setSettings } from './reminders-helpers';

let t: TestApp;
let admin: string;

const valid = {
  remindersEnabled: true,
  reminderOffsets: [14, -3, 0, 7],
  lateFeeKind: 'fixed',
  lateFeeFixedMinor: 2500,
  lateFeeBasisPoints: null,
  lateFeeAfterDays: 10,
  quoteValidDays: 45,
  quoteDepositBasisPoints: 3000,
  quoteAutoConvert: true,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
});

afterAll(async () => {
  await t.close();
});

describe('billing settings', () => {
  it('reads and writes the whole row, the schedule in order, and records the change', async () => {
    const res = await t.request('/api/settings/billing', { method: 'PUT', body: valid, cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...valid, reminderOffsets: [-3, 0, 7, 14] });
    const read = await t.request('/api/settings/billing', { cookie: admin });
    expect(read.json).toMatchObject({ lateFeeKind: 'fixed', lateFeeFixedMinor: 2500, quoteValidDays: 45, quoteAutoConvert: true });
    const [entry] = await queryRows<{ summary: string }>(
      t.database.db,
      sql`select summary from activity_log where action = 'workspace.billing_settings_changed' order by created_at desc limit 1`,
    );
    expect(entry!.summary).toMatch(/changed the billing settings/);
    // A percentage replaces the fixed amount: the stale amount is not kept.
    const percent = await t.request('/api/settings/billing', {
      method: 'PUT',
      body: { ...valid, lateFeeKind: 'percent', lateFeeBasisPoints: 150 },
      cookie: admin,
    });
    expect(percent.json).toMatchObject({ lateFeeKind: 'percent', lateFeeBasisPoints: 150, lateFeeFixedMinor: null });
  });

  it('answers bad input with a message per field and changes nothing', async () => {
    const before = await t.request('/api/settings/billing', { cookie: admin });
    const cases: [Record<string, unknown>, string][] = [
      [{ reminderOffsets: [-61] }, 'reminderOffsets.0'],
      [{ reminderOffsets: [366] }, 'reminderOffsets.0'],
      [{ reminderOffsets: [1, 1] }, 'reminderOffsets'],
      [{ reminderOffsets: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, 'reminderOffsets'],
      [{ reminderOffsets: [1.5] }, 'reminderOffsets.0'],
      [{ lateFeeKind: 'fixed', lateFeeFixedMinor: null }, 'lateFeeFixedMinor'],
      [{ lateFeeKind: 'fixed', lateFeeFixedMinor: 0 }, 'lateFeeFixedMinor'],
      [{ lateFeeKind: 'percent', lateFeeBasisPoints: 10001 }, 'lateFeeBasisPoints'],
      [{ lateFeeKind: 'percent', lateFeeBasisPoints: null }, 'lateFeeBasisPoints'],
      [{ lateFeeKind: 'monthly' }, 'lateFeeKind'],
      [{ quoteValidDays: 0 }, 'quoteValidDays'],
      // A fee on the due date itself charges a client who is not late.
      [{ lateFeeAfterDays: 0 }, 'lateFeeAfterDays'],
      [{ quoteDepositBasisPoints: 10001 }, 'quoteDepositBasisPoints'],
    ];
    for (const [change, field] of cases) {
      const res = await t.request('/api/settings/billing', { method: 'PUT', body: { ...valid, ...change }, cookie: admin });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json.error.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    const after = await t.request('/api/settings/billing', { cookie: admin });
    expect(after.json).toEqual(before.json);
  });
});

describe("a client's reminders", () => {
  it('takes the agency schedule, own days or off, and records each change', async () => {
    const { other } = await clientIds(t);
    const own = await t.request(`/api/clients/${other}/reminders`, {
      method: 'PUT',
      body: { mode: 'custom', offsets: [10, 1] },
      cookie: admin,
    });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ mode: 'custom', offsets: [1, 10] });
    const off = await t.request(`/api/clients/${other}/reminders`, { method: 'PUT', body: { mode: 'off', offsets: [3] }, cookie: admin });
    expect(off.json).toMatchObject({ mode: 'off', offsets: null });
    const read = await t.request(`/api/clients/${other}/reminders`, { cookie: admin });
    expect(read.json).toMatchObject({ mode: 'off', offsets: null, agencyRemindersEnabled: true });
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_log where action = 'client.reminders_changed' and entity_id = ${other}`,
    );
    expect(Number(row!.n)).toBe(2);
  });

  it('needs days for its own schedule, and a real client', async () => {
    const { other } = await clientIds(t);
    const none = await t.request(`/api/clients/${other}/reminders`, {
      method: 'PUT',
      body: { mode: 'custom', offsets: [] },
      cookie: admin,
    });
    expect(none.status).toBe(400);
    expect(none.json.error.fields).toHaveProperty('offsets');
    const missing = await t.request('/api/clients/00000000-0000-4000-8000-000000000000/reminders', {
      method: 'PUT',
      body: { mode: 'off' },
      cookie: admin,
    });
    expect(missing.status).toBe(404);
  });
});

describe("an invoice's history", () => {
  it('lists the issue, the reminders with their step and the late fee; the client reads the money events only', async () => {
    await setSettings(t, { lateFee: { kind: 'fixed', fixed: 1500, after: 7 } });
    const { own } = await clientIds(t);
    const due = '2031-05-01';
    const invoice = await makeInvoice(t, own, { dueDate: due, issuedOn: plusDays(due, -10) });
    await t.database.db.execute(sql`insert into activity_log (action, entity_type, entity_id, client_id, summary)
      values ('invoice.created', 'invoice', ${invoice.id}, ${own}, 'Created invoice by Alex Admin')`);
    await paymentRemindersSweep.run(t.deps, at(plusDays(due, -3)));
    await paymentRemindersSweep.run(t.deps, at(plusDays(due, 8)));
    await t.jobsSettled();
    const res = await t.request(`/api/invoices/${invoice.id}/history`, { cookie: admin });
    expect(res.status).toBe(200);
    const labels = res.json.entries.map((e: { label: string }) => e.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Issued',
        'Reminder sent (3 days before the due date)',
        'Reminder sent (7 days after the due date)',
        'Late fee of $15.00 added',
      ]),
    );
    expect(labels).toContain('Created invoice by Alex Admin');
    const client = await t.request(`/api/invoices/${invoice.id}/history`, { cookie: await t.as(DEMO_ACCOUNTS.client_primary) });
    expect(client.status).toBe(200);
    expect(client.json.entries.map((e: { kind: string }) => e.kind)).not.toContain('created');
    expect(client.json.entries.map((e: { label: string }) => e.label)).toContain('Late fee of $15.00 added');
    // A reader of Spanish (the portal asks in the language it shows) reads it in Spanish, the amount as es-MX writes it.
    const spanish = await t.request(`/api/invoices/${invoice.id}/history`, {
      cookie: await t.as(DEMO_ACCOUNTS.client_primary),
      headers: { 'accept-language': 'es' },
    });
    const fee = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'USD' }).format(15);
    expect(spanish.json.entries.map((e: { label: string }) => e.label)).toEqual(
      expect.arrayContaining(['Emitida', 'Recordatorio enviado (3 días antes del vencimiento)', `Recargo por demora de ${fee} añadido`]),
    );
  });
});
