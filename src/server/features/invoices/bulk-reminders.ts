/**
 * "Send Reminders" on the Invoices workspace: a payment reminder now for each chosen invoice still owed. It is the
 * schedule's reminder (src/server/jobs/payment-reminder.ts), claimed as the step of today's day count from the due
 * date: the same unique row the scheduled look claims, so a manual reminder and a scheduled one never both go out on
 * one day, and the job reads the invoice again when it sends (a payment recorded meanwhile stops it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { dayOf, daysBetween } from '@shared/reminder-steps';
import type { BulkRemindersResult, InvoiceBulkInput } from '@shared/schemas/invoices';
import type { AppDeps } from '@server/context';
import { isOutstanding } from '@server/db/ledger-figures';
import { clients, invoiceReminders, invoices } from '@server/db/schema';

export async function sendReminders(deps: AppDeps, input: InvoiceBulkInput, now = new Date()): Promise<BulkRemindersResult> {
  const today = dayOf(now);
  return deps.database.db.transaction(async (tx) => {
    const chosen = await tx
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        dueDate: invoices.dueDate,
        outstanding: isOutstanding,
        remindersMode: clients.remindersMode,
      })
      .from(invoices)
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(and(inArray(invoices.id, input.ids)))
      .orderBy(invoices.invoiceNumber);
    const result: BulkRemindersResult = { queued: 0, skipped: [] };
    for (const invoice of chosen) {
      const skip = (reason: BulkRemindersResult['skipped'][number]['reason']) =>
        result.skipped.push({ id: invoice.id, invoiceNumber: invoice.invoiceNumber, reason });
      if (!invoice.outstanding) {
        skip('not_outstanding');
        continue;
      }
      if (!invoice.dueDate) {
        skip('no_due_date');
        continue;
      }
      if (invoice.remindersMode === 'off') {
        skip('client_opted_out');
        continue;
      }
      const [claimed] = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, offsetDays: daysBetween(invoice.dueDate, today), createdAt: now })
        .onConflictDoNothing()
        .returning({ id: invoiceReminders.id });
      if (!claimed) {
        skip('reminded_today');
        continue;
      }
      await deps.jobs.enqueue(tx, 'email.payment-reminder', { reminderId: claimed.id });
      result.queued += 1;
    }
    return result;
  });
}
