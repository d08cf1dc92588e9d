/**
 * The demo's payment reminders and late fee (decision 0058). The client company of the demo's client users has an
 * overdue invoice that was reminded twice (its two latest due steps; older ones recorded as skipped, as the sweep does
 * for an invoice first seen late) and took a late fee of 25.00; one other client is opted out of reminders.
 *
 * Every other open invoice's steps already due are recorded as skipped, as if reminders had just been switched on: the
 * app's first look sends nothing out of the demo's past, and the next steps go when their days come. Settings > Billing
 * holds the late fee that invoice took (25.00, 7 days after the due date); the other invoices already that late are
 * recorded as looked at without a fee, so the first start adds no fee to any of them, and those that fall late later get it.
 */
import { sql } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import { addDays, dayOf, stepLabel } from '@shared/reminder-steps';
import { queryRows } from '../client';
import type { Tx } from '../transaction';

const FEE_MINOR = 2500;
const FEE_AFTER_DAYS = 7;

export async function seedDemoReminders(tx: Tx, now: Date): Promise<void> {
  const today = dayOf(now);
  const [settings] = await queryRows<{ offsets: number[] }>(tx, sql`select reminder_offsets as offsets from billing_settings where id = 1`);
  const offsets = (settings?.offsets ?? []).map(Number).sort((a, b) => a - b);

  // The demo client users' company first, so client_primary@demo.test sees the reminded invoice too.
  const [invoice] = await queryRows<{ id: string; client_id: string; invoice_number: string | null; currency: string; due_date: string }>(
    tx,
    sql`select i.id, i.client_id, i.invoice_number, i.currency, i.due_date::text as due_date
        from invoices i
        where i.status in ('open', 'partially_paid') and i.due_date <= ${addDays(today, -(FEE_AFTER_DAYS + 1))}::date and i.stripe_invoice_id is null
          and i.issued_at < (i.due_date - 3)::timestamptz
        order by (i.client_id = (select client_id from users where email = 'client_primary@demo.test')) desc, i.due_date desc
        limit 1`,
  );
  if (invoice) {
    const due = offsets.filter((o) => addDays(invoice.due_date, o) <= today);
    const sent = due.slice(-2);
    for (const offset of due) {
      const day = addDays(invoice.due_date, offset);
      const at = `${day}T09:00:00Z`;
      const isSent = sent.includes(offset);
      await tx.execute(sql`
        insert into invoice_reminders (invoice_id, offset_days, created_at, sent_at, skipped_reason)
        values (${invoice.id}, ${offset}, ${at}::timestamptz, ${isSent ? at : null}::timestamptz, ${isSent ? null : 'superseded'})`);
      if (!isSent) continue;
      await tx.execute(sql`
        insert into activity_log (actor_id, action, entity_type, entity_id, client_id, summary, metadata, created_at)
        select null, 'invoice.reminder_sent', 'invoice', ${invoice.id}, ${invoice.client_id},
               ${`Payment reminder (${stepLabel(offset)}) for invoice ${invoice.invoice_number ?? ''} sent to `} || c.email,
               jsonb_build_object('offsetDays', ${offset}::int, 'to', jsonb_build_array(c.email)), ${at}::timestamptz
        from clients c where c.id = ${invoice.client_id}`);
    }
    const feeAt = `${addDays(invoice.due_date, FEE_AFTER_DAYS)}T00:05:00Z`;
    await tx.execute(sql`
      update invoices set late_fee_minor = ${FEE_MINOR}, late_fee_added_at = ${feeAt}::timestamptz, amount_minor = amount_minor + ${FEE_MINOR}
      where id = ${invoice.id}`);
    await tx.execute(sql`
      insert into activity_log (actor_id, action, entity_type, entity_id, client_id, summary, metadata, created_at)
      values (null, 'invoice.late_fee_added', 'invoice', ${invoice.id}, ${invoice.client_id},
              ${`Late fee of ${formatMoney(FEE_MINOR, invoice.currency)} added to invoice ${invoice.invoice_number ?? ''}`.trim()},
              ${JSON.stringify({ lateFeeMinor: FEE_MINOR, currency: invoice.currency })}::jsonb, ${feeAt}::timestamptz)`);
  }

  // The fee the reminded invoice shows is the agency's setting; invoices already that late are not charged after the
  // fact: a fee of 0 recorded as added, as the sweep records a fee that rounds to nothing.
  await tx.execute(sql`
    update billing_settings set late_fee_kind = 'fixed', late_fee_fixed_minor = ${FEE_MINOR}, late_fee_basis_points = null,
           late_fee_after_days = ${FEE_AFTER_DAYS}
    where id = 1`);
  await tx.execute(sql`
    update invoices set late_fee_added_at = ${now.toISOString()}::timestamptz
    where status in ('open', 'partially_paid') and late_fee_added_at is null and stripe_invoice_id is null
      and due_date <= ${addDays(today, -FEE_AFTER_DAYS)}::date`);

  // The demo's past is not sent at the first look: every open invoice's due steps are recorded as skipped.
  const steps = sql.raw(`array[${offsets.map((o) => Math.trunc(o)).join(',')}]::int[]`);
  await tx.execute(sql`
    insert into invoice_reminders (invoice_id, offset_days, created_at, skipped_reason)
    select i.id, s.o, ${now.toISOString()}::timestamptz, 'superseded'
    from invoices i cross join unnest(${steps}) s(o)
    where i.status in ('open', 'partially_paid') and i.due_date is not null and i.due_date + s.o <= ${today}::date
    on conflict do nothing`);

  // One client the agency does not chase: no reminders, no late fee.
  await tx.execute(sql`
    update clients set reminders_mode = 'off'
    where id = (select id from clients
                where id <> coalesce((select client_id from users where email = 'client_primary@demo.test'), '00000000-0000-0000-0000-000000000000'::uuid)
                  and id <> coalesce(${invoice?.client_id ?? null}::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
                order by name limit 1)`);
}
