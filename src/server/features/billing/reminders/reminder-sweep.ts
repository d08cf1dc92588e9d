/**
 * The scheduled look for payment reminders and late fees (decision 0058), run every minute by every app process. Each
 * reminder step is claimed by the unique (invoice_id, offset_days) row and its e-mail job is enqueued in the same
 * transaction, only by the process whose insert made the row; the late fee is claimed by the update that sets
 * late_fee_added_at, which matches only while it is null. Two processes, a repeated look or a catch-up after downtime
 * therefore send each step once and add each fee once.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '@shared/money';
import { dayOf, planReminderSteps, REMINDER_OFFSET_FLOOR, UNPAID_STATUSES } from '@shared/reminder-steps';
import { recordActivity } from '@server/activity';
import type { AppDeps } from '@server/context';
import { queryRows } from '@server/db/client';
import { clients, invoiceReminders, invoices } from '@server/db/schema';
import type { ScheduledSweep } from '@server/jobs/scheduler';
import { readBillingSettings } from '@server/db/billing-settings-row';
import { chargeable, feeOf, lateEnough, owedMinor } from './late-fee-rule';

/** At most this many invoices per look; the rest wait a minute (a first look after a long stop catches up in turns). */
const BATCH = 500;

interface Candidate {
  id: string;
  dueDate: string;
  issuedOn: string | null;
  offsets: number[];
  had: number[];
}

/** Invoices with a due step they have not had, read off invoices_unpaid_due_idx (the earliest step is 60 days before). */
async function candidates(deps: AppDeps, today: string): Promise<Candidate[]> {
  const steps = sql`(case when c.reminders_mode = 'custom' then coalesce(c.reminder_offsets, '{}'::int[])
                     else (select b.reminder_offsets from billing_settings b where b.id = 1) end)`;
  return queryRows<Candidate>(
    deps.database.db,
    sql`select i.id, i.due_date::text as "dueDate", (i.issued_at at time zone 'UTC')::date::text as "issuedOn",
               ${steps} as offsets,
               coalesce((select array_agg(r.offset_days) from invoice_reminders r where r.invoice_id = i.id), '{}'::int[]) as had
        from invoices i join clients c on c.id = i.client_id
        where i.status in ('open', 'partially_paid') and i.due_date is not null
          and i.due_date <= ${today}::date + ${-REMINDER_OFFSET_FLOOR}::int
          and c.reminders_mode <> 'off'
          and exists (select 1 from unnest(${steps}) s(o)
                      where i.due_date + s.o <= ${today}::date
                        and not exists (select 1 from invoice_reminders r where r.invoice_id = i.id and r.offset_days = s.o))
        order by i.due_date, i.id
        limit ${BATCH}`,
  );
}

export async function sweepReminders(deps: AppDeps, now: Date): Promise<void> {
  const settings = await readBillingSettings(deps.database.db);
  // The agency's switch holds for every client, those with their own days included.
  if (!settings.remindersEnabled) return;
  const today = dayOf(now);
  for (const invoice of await candidates(deps, today)) {
    const plan = planReminderSteps({
      offsets: invoice.offsets.map(Number),
      dueDate: invoice.dueDate,
      today,
      issuedOn: invoice.issuedOn,
      had: new Set(invoice.had.map(Number)),
    });
    if (plan.send === null && plan.skip.length === 0) continue;
    await deps.database.db.transaction(async (tx) => {
      if (plan.skip.length > 0) {
        await tx
          .insert(invoiceReminders)
          .values(plan.skip.map((s) => ({ invoiceId: invoice.id, offsetDays: s.offsetDays, skippedReason: s.reason, createdAt: now })))
          .onConflictDoNothing();
      }
      if (plan.send === null) return;
      const [claimed] = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, offsetDays: plan.send, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: invoiceReminders.id });
      // Another process (or an earlier look) has this step: its job is already queued.
      if (claimed) await deps.jobs.enqueue(tx, 'email.payment-reminder', { reminderId: claimed.id });
    });
  }
}

/**
 * The late fee, once per invoice, on the invoices the rule reaches (./late-fee-rule.ts): chargeable, and due and issued
 * at least the rule's days ago.
 */
export async function sweepLateFees(deps: AppDeps, now: Date): Promise<void> {
  const { db } = deps.database;
  const rule = await readBillingSettings(db);
  if (rule.lateFeeKind === 'none') return;
  const due = await db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      invoiceNumber: invoices.invoiceNumber,
      currency: invoices.currency,
      amountMinor: invoices.amountMinor,
      amountPaidMinor: invoices.amountPaidMinor,
      amountCreditedMinor: invoices.amountCreditedMinor,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(chargeable, lateEnough(rule, now)))
    .orderBy(invoices.dueDate)
    .limit(BATCH);
  for (const invoice of due) {
    // A percentage is of what is still owed before the fee (a part payment lowers it), by the one rounding rule.
    const fee = feeOf(rule, owedMinor(invoice));
    await db.transaction(async (tx) => {
      // The claim: only the update that finds late_fee_added_at still null (and the invoice still unpaid) adds the
      // fee. A fee that rounds to nothing is recorded as added (0) so the invoice is not looked at again.
      const [added] = await tx
        .update(invoices)
        .set({ lateFeeMinor: fee, lateFeeAddedAt: now, amountMinor: sql`${invoices.amountMinor} + ${fee}`, updatedAt: now })
        .where(and(eq(invoices.id, invoice.id), inArray(invoices.status, [...UNPAID_STATUSES]), isNull(invoices.lateFeeAddedAt)))
        .returning({ id: invoices.id });
      if (!added || fee === 0) return;
      await recordActivity(tx, {
        actorId: null,
        action: 'invoice.late_fee_added',
        entityType: 'invoice',
        entityId: invoice.id,
        clientId: invoice.clientId,
        summary: `Late fee of ${formatMoney(fee, invoice.currency)} added to invoice ${invoice.invoiceNumber ?? ''}`.trim(),
        metadata: { lateFeeMinor: fee, currency: invoice.currency },
        ipAddress: null,
      });
    });
  }
}

export const paymentRemindersSweep: ScheduledSweep = {
  name: 'Payment reminders and late fees',
  async run(deps, now) {
    // The fee first: a reminder sent in the same look already shows the amount with it.
    await sweepLateFees(deps, now);
    await sweepReminders(deps, now);
  },
};
