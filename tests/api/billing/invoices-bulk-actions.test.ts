/**
 * The Invoices workspace's bulk actions: "Send Reminders" queues the schedule's reminder for each chosen invoice still
 * owed (skipping the others, with the reason, and never twice a day), and "Download PDFs" hands over one ZIP of them.
 */
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { pdfText } from '../support/pdf-text';
import { asAdmin, clientIds, invoiceBody } from './billing-helpers';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let owed: { id: string; invoiceNumber: string };
let paid: { id: string; invoiceNumber: string };

async function invoice(clientId: string) {
  const res = await t.request(`/api/clients/${clientId}/invoices`, { cookie: admin, body: invoiceBody() });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; invoiceNumber: string; balanceMinor: number };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await asAdmin(t);
  const ids = await clientIds(t);
  owed = await invoice(ids.own);
  const settled = await invoice(ids.other);
  const payment = await t.request(`/api/invoices/${settled.id}/payments`, {
    cookie: admin,
    body: { amount: settled.balanceMinor / 100, currency: 'USD', paidOn: new Date().toISOString().slice(0, 10), method: 'bank_transfer' },
  });
  expect(payment.status, payment.text).toBe(201);
  paid = settled;
});

afterAll(async () => {
  await t.close();
});

describe('Send Reminders', () => {
  it('reminds the invoice still owed, says why the paid one was skipped, and never reminds twice a day', async () => {
    const res = await t.request('/api/invoices/reminders', { cookie: admin, body: { ids: [owed.id, paid.id] } });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ queued: 1, skipped: [{ id: paid.id, invoiceNumber: paid.invoiceNumber, reason: 'not_outstanding' }] });

    const mails = readOutbox(outboxDir(t.env)).filter((m) => m.subject.includes(owed.invoiceNumber) && m.subject.startsWith('Reminder'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Amount due');
    const history = await t.request(`/api/invoices/${owed.id}/history`, { cookie: admin });
    expect(JSON.stringify(history.json)).toContain('reminder');

    const again = await t.request('/api/invoices/reminders', { cookie: admin, body: { ids: [owed.id] } });
    expect(again.json).toEqual({ queued: 0, skipped: [{ id: owed.id, invoiceNumber: owed.invoiceNumber, reason: 'reminded_today' }] });
  });

  it('skips a client who turned reminders off, and refuses an empty choice per field', async () => {
    const [row] = await queryRows<{ client_id: string }>(t.database.db, sql`select client_id from invoices where id = ${owed.id}`);
    await queryRows(t.database.db, sql`update clients set reminders_mode = 'off' where id = ${row!.client_id}`);
    await queryRows(t.database.db, sql`delete from invoice_reminders where invoice_id = ${owed.id}`);
    const res = await t.request('/api/invoices/reminders', { cookie: admin, body: { ids: [owed.id] } });
    expect(res.json.skipped[0].reason).toBe('client_opted_out');
    await queryRows(t.database.db, sql`update clients set reminders_mode = 'default' where id = ${row!.client_id}`);

    const empty = await t.request('/api/invoices/reminders', { cookie: admin, body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields.ids).toBe('Choose at least one invoice');
  });
});

describe('Download PDFs', () => {
  it('hands over one ZIP with each chosen invoice as its own PDF', async () => {
    const res = await t.app.request(`${APP_URL}/api/invoices/pdfs.zip?ids=${owed.id},${paid.id}`, { headers: { cookie: admin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([`invoice-${owed.invoiceNumber}.pdf`, `invoice-${paid.invoiceNumber}.pdf`].sort());
    expect(await pdfText(files[`invoice-${owed.invoiceNumber}.pdf`]!)).toContain(owed.invoiceNumber);
  });

  it('answers 404 when one of them is not an invoice, and 403 to a client user', async () => {
    const missing = await t.request(`/api/invoices/pdfs.zip?ids=${owed.id},00000000-0000-4000-8000-000000000000`, { cookie: admin });
    expect(missing.status).toBe(404);
    const client = await t.as(DEMO_ACCOUNTS.client_primary);
    const refused = await t.request(`/api/invoices/pdfs.zip?ids=${owed.id}`, { cookie: client });
    expect(refused.status).toBe(403);
  });
});
