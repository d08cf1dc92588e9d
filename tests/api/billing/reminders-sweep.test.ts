/**
 * Payment reminders and the late fee (decision 0058): each step is sent once and each fee added once, however often the
 * sweep runs and however many processes run it; nothing goes out for a paid or void invoice, nor after a payment that
 * arrived while the reminder waited in the queue.
 */
import { randomUUID } from 'node:crypto';
import type { Job } from 'pg-boss';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailAttachments } from '@server/app';
import { buildDeps, startJobRunner } from '@server/bootstrap';
import type { AppDeps } from '@server/context';
import { openDatabase, queryRows, type Database } from '@server/db/client';
import { paymentReminderHandler } from '@server/jobs/payment-reminder';
import { paymentRemindersSweep, sweepLateFees, sweepReminders } from '@server/features/billing/reminders/reminder-sweep';
import { createLogger } from '@server/log';
import { sql } from 'drizzle-orm';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import {
  activityCount,
  at,
  holdingJobs,
  invoiceRow,
  makeClient,
  makeInvoice,
  plusDays,
  remindersOf,
  setSettings,
  settleDemoInvoices,
} from './reminders-helpers';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { testDatabaseUrl } from '../support/test-database';

const DUE = '2031-03-20';
const sent = (rows: { offsetDays: number; sentAt: string | null }[]) => rows.filter((r) => r.sentAt).map((r) => r.offsetDays);
const mailsTo = (inbox: SmtpInbox, address: string) => inbox.received.filter((m) => m.to.includes(address));
const body = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

let inbox: SmtpInbox;
let t: TestApp;
/** A second app process on the same PostgreSQL database (its own connections and runner), when there is one. */
let second: { database: Database; deps: AppDeps } | null = null;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    env: { SMTP_URL: inbox.url, MAIL_FROM: 'Northwind Studio <billing@northwind.test>', JOBS_POLL_SECONDS: '0.5' },
  });
  await settleDemoInvoices(t);
  if (testDatabaseUrl()) {
    const url = (t.database.pool!.options as { connectionString: string }).connectionString;
    const database = await openDatabase({ url });
    const deps = buildDeps(t.env, database, { log: createLogger('silent') });
    await startJobRunner(deps, mailAttachments(deps));
    second = { database, deps };
  }
});

afterAll(async () => {
  if (second) {
    await second.deps.jobs.stop();
    await second.database.close();
  }
  await t.close();
  await inbox.close();
});

beforeEach(async () => {
  await setSettings(t, {});
  // Each test's invoices only: an earlier test's open invoice would have steps due too.
  await settleDemoInvoices(t);
});

describe('payment reminders', () => {
  it('sends each step once when the sweep runs every minute for days', { timeout: 180_000 }, async () => {
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    // Every minute for the half day around the first step, then every hour for three weeks.
    let now = at(plusDays(DUE, -4), '18:00');
    const minuteUntil = at(plusDays(DUE, -3), '06:00');
    const end = at(plusDays(DUE, 16), '00:00');
    while (now < end) {
      await paymentRemindersSweep.run(t.deps, now);
      now = new Date(now.getTime() + (now < minuteUntil ? 60_000 : 3_600_000));
    }
    await t.jobsSettled(20_000);
    const rows = await remindersOf(t, invoice.id);
    expect(rows.map((r) => r.offsetDays)).toEqual([-3, 0, 7, 14]);
    expect(sent(rows)).toEqual([-3, 0, 7, 14]);
    expect(mailsTo(inbox, client.email)).toHaveLength(4);
    expect(await activityCount(t, invoice.id, 'invoice.reminder_sent')).toBe(4);
  });

  it('sends a step once when two processes sweep at the same moment', { timeout: 60_000 }, async () => {
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    const others = second ? [second.deps] : [t.deps];
    for (const day of [-3, 0, 7]) {
      const now = at(plusDays(DUE, day), '06:00');
      // Ten looks at once on each process.
      await Promise.all(Array.from({ length: 10 }, (_, i) => sweepReminders(i % 2 ? others[0]! : t.deps, now)));
    }
    await t.jobsSettled(20_000);
    await expect.poll(async () => sent(await remindersOf(t, invoice.id)), { timeout: 10_000 }).toEqual([-3, 0, 7]);
    // A second copy would need a job still to run: none is left queued, retrying or running (a later retry included).
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ n: number }>(
              t.database.db,
              sql`select count(*)::int as n from pgboss.job where name = 'email.payment-reminder' and state in ('created', 'retry', 'active')`,
            )
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(mailsTo(inbox, client.email)).toHaveLength(3);
  });

  it('sends only the latest due step to an invoice first seen late; the older ones never go', async () => {
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -30) });
    await sweepReminders(t.deps, at(plusDays(DUE, 10)));
    await sweepReminders(t.deps, at(plusDays(DUE, 11)));
    await t.jobsSettled();
    expect(await remindersOf(t, invoice.id)).toEqual([
      { offsetDays: -3, sentAt: null, skippedReason: 'superseded' },
      { offsetDays: 0, sentAt: null, skippedReason: 'superseded' },
      expect.objectContaining({ offsetDays: 7, skippedReason: null }),
    ]);
    expect(mailsTo(inbox, client.email)).toHaveLength(1);
  });

  it('does not remind of steps that fell before the invoice was issued', async () => {
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -1) });
    await sweepReminders(t.deps, at(plusDays(DUE, -1), '12:00'));
    expect(await remindersOf(t, invoice.id)).toEqual([{ offsetDays: -3, sentAt: null, skippedReason: 'before_issue' }]);
    await sweepReminders(t.deps, at(DUE));
    await t.jobsSettled();
    expect(sent(await remindersOf(t, invoice.id))).toEqual([0]);
  });

  it('sends nothing when the invoice is paid while its reminder waits in the queue', async () => {
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    const holding = holdingJobs(t.deps);
    await sweepReminders(holding.deps, at(plusDays(DUE, 7)));
    expect(holding.held).toEqual([{ queue: 'email.payment-reminder', data: { reminderId: expect.any(String) } }]);
    // The payment (or Stripe's webhook) lands before the job runs.
    await t.database.db.execute(
      sql`update invoices set status = 'paid', paid_at = now(), amount_paid_minor = amount_minor where id = ${invoice.id}`,
    );
    const before = inbox.received.length;
    await paymentReminderHandler(t.deps)({ id: randomUUID(), data: holding.held[0]!.data } as Job<Record<string, unknown>>);
    expect(inbox.received.length).toBe(before);
    expect((await remindersOf(t, invoice.id)).at(-1)).toEqual({ offsetDays: 7, sentAt: null, skippedReason: 'invoice_paid' });
    // And the sweep never claims another step of a paid invoice.
    await sweepReminders(t.deps, at(plusDays(DUE, 20)));
    expect((await remindersOf(t, invoice.id)).map((r) => r.offsetDays)).toEqual([-3, 0, 7]);
    expect(await activityCount(t, invoice.id, 'invoice.reminder_sent')).toBe(0);
  });

  it('sends nothing when the balance is paid through the payments API while the reminder is queued', async () => {
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10), amountMinor: 40_000 });
    const holding = holdingJobs(t.deps);
    await sweepReminders(holding.deps, at(plusDays(DUE, -3)));
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const pay = (amount: number) =>
      t.request(`/api/invoices/${invoice.id}/payments`, {
        method: 'POST',
        cookie: admin,
        body: { amount, currency: 'USD', paidOn: '2026-11-20', method: 'bank_transfer' },
      });
    // A part payment, then the rest: the invoice is paid before its reminder's job runs.
    expect((await pay(100)).status).toBe(201);
    expect((await pay(300)).status).toBe(201);
    const before = inbox.received.length;
    await paymentReminderHandler(t.deps)({ id: randomUUID(), data: holding.held[0]!.data } as Job<Record<string, unknown>>);
    expect(inbox.received.length).toBe(before);
    expect(await remindersOf(t, invoice.id)).toEqual([{ offsetDays: -3, sentAt: null, skippedReason: 'invoice_paid' }]);
  });

  it('sends nothing for a void invoice, nor when the agency turned reminders off', async () => {
    const client = await makeClient(t);
    const voided = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10), status: 'void' });
    const open = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    await sweepReminders(t.deps, at(plusDays(DUE, 7)));
    expect(await remindersOf(t, voided.id)).toEqual([]);
    await setSettings(t, { enabled: false });
    await sweepReminders(t.deps, at(plusDays(DUE, 14)));
    expect(sent(await remindersOf(t, open.id))).toEqual([]);
    await t.jobsSettled();
    expect((await remindersOf(t, open.id)).map((r) => r.offsetDays)).toEqual([-3, 0, 7]);
  });

  it("follows a client's own days, and none for a client who opted out", async () => {
    const custom = await makeClient(t, 'custom', [2, 30]);
    const off = await makeClient(t, 'off');
    const own = await makeInvoice(t, custom.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    const none = await makeInvoice(t, off.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    for (let day = -5; day <= 31; day++) await sweepReminders(t.deps, at(plusDays(DUE, day)));
    await t.jobsSettled();
    expect(sent(await remindersOf(t, own.id))).toEqual([2, 30]);
    expect(await remindersOf(t, none.id)).toEqual([]);
    expect(mailsTo(inbox, off.email)).toHaveLength(0);
  });

  it("mails the amount due and Stripe's pay link, or the agency's payment instructions", async () => {
    await t.database.db.execute(sql`update agency_profile set payment_instructions = 'IBAN DE00 1234 5678 9012' where id = 1`);
    const client = await makeClient(t);
    const stripe = await makeInvoice(t, client.id, {
      dueDate: DUE,
      issuedOn: plusDays(DUE, -10),
      amountMinor: 123_456,
      paidMinor: 23_456,
      status: 'partially_paid',
      stripe: true,
    });
    await sweepReminders(t.deps, at(plusDays(DUE, 7)));
    await t.jobsSettled();
    const [mail] = mailsTo(inbox, client.email);
    expect(mail).toBeDefined();
    const text = body(mail!.raw);
    expect(text).toMatch(new RegExp(`Subject: Overdue: invoice ${stripe.number}`));
    expect(text).toContain('Amount due: $1,000.00');
    expect(text).toContain('7 days overdue');
    expect(text).toContain(`Pay it online: https://invoice.stripe.test/${stripe.number}`);

    const manualClient = await makeClient(t);
    const manual = await makeInvoice(t, manualClient.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10), amountMinor: 50_000 });
    await sweepReminders(t.deps, at(plusDays(DUE, -3)));
    await t.jobsSettled();
    const manualText = body(mailsTo(inbox, manualClient.email)[0]!.raw);
    expect(manualText).toMatch(new RegExp(`Subject: Reminder: invoice ${manual.number}`));
    expect(manualText).toContain('Amount due: $500.00');
    expect(manualText).toContain('IBAN DE00 1234 5678 9012');
    expect(manualText).toContain('http://localhost:3000/client-billing');
  });
});

describe('the late fee', () => {
  it('is added exactly once over many sweeps and concurrent sweeps', { timeout: 60_000 }, async () => {
    await setSettings(t, { lateFee: { kind: 'fixed', fixed: 2_500, after: 7 } });
    const client = await makeClient(t);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10), amountMinor: 100_000 });
    await sweepLateFees(t.deps, at(plusDays(DUE, 6)));
    expect((await invoiceRow(t, invoice.id)).lateFeeMinor).toBe(0);
    const others = second ? second.deps : t.deps;
    await Promise.all(Array.from({ length: 12 }, (_, i) => sweepLateFees(i % 2 ? others : t.deps, at(plusDays(DUE, 7)))));
    for (let day = 8; day < 40; day++) await sweepLateFees(t.deps, at(plusDays(DUE, day)));
    const row = await invoiceRow(t, invoice.id);
    expect(row.lateFeeMinor).toBe(2_500);
    expect(row.amountMinor).toBe(102_500);
    expect(row.lateFeeAddedAt).not.toBeNull();
    expect(await activityCount(t, invoice.id, 'invoice.late_fee_added')).toBe(1);
  });

  it('takes a percentage of what is still owed, and never touches a Stripe invoice or an opted-out client', async () => {
    await setSettings(t, { lateFee: { kind: 'percent', bp: 150, after: 1 } });
    const client = await makeClient(t);
    const off = await makeClient(t, 'off');
    const part = await makeInvoice(t, client.id, {
      dueDate: DUE,
      issuedOn: plusDays(DUE, -10),
      amountMinor: 100_001,
      paidMinor: 50_000,
      status: 'partially_paid',
    });
    const stripe = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10), stripe: true });
    const optedOut = await makeInvoice(t, off.id, { dueDate: DUE, issuedOn: plusDays(DUE, -10) });
    await sweepLateFees(t.deps, at(plusDays(DUE, 1)));
    // 1.5% of 500.01 is 7.50015: 7.50 by the one rounding rule.
    expect(await invoiceRow(t, part.id)).toMatchObject({ lateFeeMinor: 750, amountMinor: 100_751 });
    expect((await invoiceRow(t, stripe.id)).lateFeeMinor).toBe(0);
    expect((await invoiceRow(t, optedOut.id)).lateFeeMinor).toBe(0);
  });

  it("never charges an invoice issued fewer than the rule's days ago, though its due date passed long before", async () => {
    await setSettings(t, { lateFee: { kind: 'fixed', fixed: 2_500, after: 7 } });
    const client = await makeClient(t);
    // A recurring invoice issued today with a due date of three weeks ago.
    const issued = plusDays(DUE, 21);
    const invoice = await makeInvoice(t, client.id, { dueDate: DUE, issuedOn: issued });
    await paymentRemindersSweep.run(t.deps, at(issued, '09:01'));
    await sweepLateFees(t.deps, at(plusDays(issued, 6)));
    expect((await invoiceRow(t, invoice.id)).lateFeeMinor).toBe(0);
    await sweepLateFees(t.deps, at(plusDays(issued, 7)));
    expect((await invoiceRow(t, invoice.id)).lateFeeMinor).toBe(2_500);
  });

  it('shows what a new fee will charge before it is saved, and once saved never charges the invoices already late', async () => {
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const today = new Date().toISOString().slice(0, 10);
    const client = await makeClient(t);
    const late = await makeInvoice(t, client.id, { dueDate: plusDays(today, -30), issuedOn: plusDays(today, -60), amountMinor: 40_000 });
    const upcoming = await makeInvoice(t, client.id, {
      dueDate: plusDays(today, 3),
      issuedOn: plusDays(today, -10),
      amountMinor: 100_001,
      paidMinor: 50_000,
      status: 'partially_paid',
    });
    const rule = {
      remindersEnabled: true,
      reminderOffsets: [-3, 0, 7, 14],
      lateFeeKind: 'percent',
      lateFeeBasisPoints: 150,
      lateFeeAfterDays: 7,
      quoteValidDays: 30,
      quoteDepositBasisPoints: 5000,
      quoteAutoConvert: false,
    };
    const preview = await t.request('/api/settings/billing/late-fee-preview', { method: 'POST', body: rule, cookie: admin });
    expect(preview.status).toBe(200);
    // 1.5% of the 500.01 still owed: 7.50 by the one rounding rule; the invoice 30 days late is named, not charged.
    expect(preview.json).toEqual({ upcoming: { count: 1, totals: [{ currency: 'USD', amountMinor: 750 }] }, notCharged: { count: 1 } });
    // Asking changes nothing.
    expect(await invoiceRow(t, late.id)).toMatchObject({ lateFeeMinor: 0, lateFeeAddedAt: null });

    const saved = await t.request('/api/settings/billing', { method: 'PUT', body: rule, cookie: admin });
    expect(saved.status).toBe(200);
    await sweepLateFees(t.deps, new Date());
    expect(await invoiceRow(t, late.id)).toMatchObject({ lateFeeMinor: 0, amountMinor: 40_000 });
    expect(await invoiceRow(t, upcoming.id)).toMatchObject({ lateFeeMinor: 0 });
    // Still unpaid a week after its due date, the other one is charged.
    await sweepLateFees(t.deps, at(plusDays(today, 10)));
    expect(await invoiceRow(t, upcoming.id)).toMatchObject({ lateFeeMinor: 750, amountMinor: 100_751 });
    expect((await invoiceRow(t, late.id)).lateFeeMinor).toBe(0);
    const [entry] = await queryRows<{ metadata: { lateFeeNotCharged?: number } }>(
      t.database.db,
      sql`select metadata from activity_log where action = 'workspace.billing_settings_changed' order by created_at desc limit 1`,
    );
    expect(entry!.metadata.lateFeeNotCharged).toBe(1);
  });
});
