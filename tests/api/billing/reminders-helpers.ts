/** Shared setup for the reminder tests: invoices written straight into the database, a fake clock's days, the rows. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import type { AppDeps } from '@server/context';
import type { TestApp } from '../support/harness';

export const at = (day: string, time = '09:00') => new Date(`${day}T${time}:00Z`);
export const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Only this test's invoices are unpaid: the demo's own would answer every sweep too. */
export async function settleDemoInvoices(t: TestApp) {
  await t.database.db.execute(sql`update invoices set status = 'void' where status in ('open', 'partially_paid')`);
}

export async function setSettings(
  t: TestApp,
  values: { offsets?: number[]; enabled?: boolean; lateFee?: { kind: string; fixed?: number | null; bp?: number | null; after?: number } },
) {
  const fee = values.lateFee ?? { kind: 'none' };
  await t.database.db.execute(sql`
    update billing_settings set
      reminders_enabled = ${values.enabled ?? true},
      reminder_offsets = ${`{${(values.offsets ?? [-3, 0, 7, 14]).join(',')}}`}::int[],
      late_fee_kind = ${fee.kind}, late_fee_fixed_minor = ${fee.fixed ?? null}, late_fee_basis_points = ${fee.bp ?? null},
      late_fee_after_days = ${fee.after ?? 14}
    where id = 1`);
}

/** A client of its own (mode and days as given), so the e-mails of one test are told apart by address. */
export async function makeClient(t: TestApp, mode: 'default' | 'custom' | 'off' = 'default', offsets: number[] | null = null) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into clients (name, contact_person, email, status, reminders_mode, reminder_offsets)
        values (${`Reminder Co ${tag}`}, 'Rita Payer', ${`billing-${tag}@client.example`}, 'active', ${mode},
                ${offsets ? `{${offsets.join(',')}}` : null}::int[])
        returning id`,
  );
  return { id: row!.id, email: `billing-${tag}@client.example` };
}

export async function makeInvoice(
  t: TestApp,
  clientId: string,
  o: { dueDate: string; issuedOn: string; amountMinor?: number; status?: string; stripe?: boolean; paidMinor?: number },
) {
  const number = `REM-${randomUUID().slice(0, 8)}`;
  const amount = o.amountMinor ?? 100_000;
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`insert into invoices (client_id, invoice_number, amount_minor, subtotal_minor, amount_paid_minor, currency, status, due_date, issued_at,
                              stripe_invoice_id, hosted_invoice_url)
        values (${clientId}, ${number}, ${amount}, ${amount}, ${o.paidMinor ?? 0}, 'USD', ${o.status ?? 'open'}, ${o.dueDate},
                ${`${o.issuedOn}T08:00:00Z`}::timestamptz,
                ${o.stripe ? `in_${number}` : null}, ${o.stripe ? `https://invoice.stripe.test/${number}` : null})
        returning id`,
  );
  return { id: row!.id, number };
}

export interface ReminderRow {
  offsetDays: number;
  sentAt: string | null;
  skippedReason: string | null;
}

export async function remindersOf(t: TestApp, invoiceId: string): Promise<ReminderRow[]> {
  return queryRows<ReminderRow>(
    t.database.db,
    sql`select offset_days as "offsetDays", sent_at as "sentAt", skipped_reason as "skippedReason"
        from invoice_reminders where invoice_id = ${invoiceId} order by offset_days`,
  );
}

export async function invoiceRow(t: TestApp, invoiceId: string) {
  const [row] = await queryRows<{ amountMinor: string; lateFeeMinor: string; lateFeeAddedAt: string | null }>(
    t.database.db,
    sql`select amount_minor as "amountMinor", late_fee_minor as "lateFeeMinor", late_fee_added_at as "lateFeeAddedAt" from invoices where id = ${invoiceId}`,
  );
  return { amountMinor: Number(row!.amountMinor), lateFeeMinor: Number(row!.lateFeeMinor), lateFeeAddedAt: row!.lateFeeAddedAt };
}

export async function activityCount(t: TestApp, invoiceId: string, action: string) {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from activity_log where entity_type = 'invoice' and entity_id = ${invoiceId} and action = ${action}`,
  );
  return Number(row!.n);
}

/** A deps whose queue only records what would be enqueued: the job "waits" until the test runs its handler. */
export function holdingJobs(deps: AppDeps) {
  const held: { queue: string; data: Record<string, unknown> }[] = [];
  const jobs = {
    ...deps.jobs,
    running: true,
    enqueue: async (_db: unknown, queue: string, data: Record<string, unknown>) => (held.push({ queue, data }), randomUUID()),
  };
  return { deps: { ...deps, jobs: jobs as unknown as AppDeps['jobs'] }, held };
}
