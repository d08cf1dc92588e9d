/**
 * Sends one payment reminder (the job of queue email.payment-reminder, data { reminderId }). The invoice is read again
 * when the job runs, not when the step was claimed: a payment recorded or a webhook's "paid" that arrived while the job
 * waited stops it, and the step is recorded as skipped with the reason. Only a reminder still owed is mailed, to the
 * client's billing address and its primary contacts, with the amount due and how to pay.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '../../shared/enums';
import { formatMoney } from '../../shared/money';
import { dayOf, daysBetween, stepLabel, UNPAID_STATUSES } from '../../shared/reminder-steps';
import { recordActivity } from '../activity';
import type { AppDeps } from '../context';
import { clients, invoiceReminders, invoices, users } from '../db/schema';
import { loadPaymentInstructions } from '../documents/document-agency';
import type { JobHandler } from './job-queue';
import { messageIdFor } from './mail-jobs';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'env' | 'log'>;

export interface ReminderMail {
  to: string[];
  subject: string;
  text: string;
}

/** The e-mail's words, from what the invoice is at send time. */
export function reminderMail(input: {
  clientName: string;
  contactPerson: string;
  to: string[];
  invoiceNumber: string | null;
  currency: Currency;
  amountDueMinor: number;
  lateFeeMinor: number;
  dueDate: string;
  today: string;
  hostedInvoiceUrl: string | null;
  paymentInstructions: string | null;
  portalUrl: string;
}): ReminderMail {
  const overdue = daysBetween(input.dueDate, input.today);
  const number = input.invoiceNumber ?? '';
  const when =
    overdue > 0
      ? `was due on ${input.dueDate} and is ${overdue} day${overdue === 1 ? '' : 's'} overdue`
      : overdue === 0
        ? 'is due today'
        : `is due on ${input.dueDate}`;
  const howToPay = input.hostedInvoiceUrl
    ? [`Pay it online: ${input.hostedInvoiceUrl}`]
    : [...(input.paymentInstructions ? ['How to pay:', input.paymentInstructions, ''] : []), `See the invoice: ${input.portalUrl}`];
  return {
    to: input.to,
    subject: (overdue > 0
      ? `Overdue: invoice ${number} for ${input.clientName}`
      : `Reminder: invoice ${number} for ${input.clientName}`
    ).replace('  ', ' '),
    text: [
      `Hello ${input.contactPerson},`,
      '',
      `This is a reminder that invoice ${number} ${when}.`.replace('  ', ' '),
      `Amount due: ${formatMoney(input.amountDueMinor, input.currency)}`,
      ...(input.lateFeeMinor > 0 ? [`This includes a late fee of ${formatMoney(input.lateFeeMinor, input.currency)}.`] : []),
      '',
      ...howToPay,
      '',
      'If you have already paid, thank you, and please ignore this message.',
    ].join('\n'),
  };
}

export function paymentReminderHandler(deps: Deps): JobHandler {
  const { db } = deps.database;
  return async (job) => {
    const reminderId = String(job.data.reminderId ?? '');
    const [row] = await db
      .select({
        reminder: invoiceReminders,
        invoice: invoices,
        client: { name: clients.name, email: clients.email, contactPerson: clients.contactPerson, mode: clients.remindersMode },
      })
      .from(invoiceReminders)
      .innerJoin(invoices, eq(invoices.id, invoiceReminders.invoiceId))
      .innerJoin(clients, eq(clients.id, invoices.clientId))
      .where(eq(invoiceReminders.id, reminderId));
    // Gone with its invoice, or already settled by an earlier attempt.
    if (!row || row.reminder.sentAt || row.reminder.skippedReason) return;
    const { reminder, invoice, client } = row;
    const skip = async (reason: string) => {
      await db
        .update(invoiceReminders)
        .set({ skippedReason: reason })
        .where(and(eq(invoiceReminders.id, reminder.id), isNull(invoiceReminders.sentAt)));
    };
    if (!(UNPAID_STATUSES as readonly string[]).includes(invoice.status)) return skip(`invoice_${invoice.status}`);
    if (client.mode === 'off') return skip('client_opted_out');

    const primary = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.clientId, invoice.clientId), eq(users.role, 'client_primary'), eq(users.status, 'active')));
    const to = [...new Set([client.email, ...primary.map((u) => u.email)].map((e) => e.trim()).filter(Boolean))];
    const instructionsFor = await loadPaymentInstructions(db);
    const mail = reminderMail({
      clientName: client.name,
      contactPerson: client.contactPerson,
      to,
      invoiceNumber: invoice.invoiceNumber,
      currency: invoice.currency as Currency,
      amountDueMinor: Math.max(0, invoice.amountMinor - invoice.amountPaidMinor - invoice.amountCreditedMinor),
      lateFeeMinor: invoice.lateFeeMinor,
      dueDate: invoice.dueDate!,
      // The day the step was claimed (the job follows within moments; a test's clock is the sweep's).
      today: dayOf(reminder.createdAt),
      hostedInvoiceUrl: invoice.hostedInvoiceUrl,
      // The invoice's currency's own, else the agency's general ones (decision 0100).
      paymentInstructions: instructionsFor(invoice.currency as Currency),
      portalUrl: `${deps.env.APP_URL}/client-billing`,
    });
    await deps.mailer.send({
      to: mail.to.join(', '),
      subject: mail.subject,
      text: mail.text,
      messageId: messageIdFor(job.id, deps.env.APP_URL),
    });

    await db.transaction(async (tx) => {
      const [sent] = await tx
        .update(invoiceReminders)
        .set({ sentAt: new Date() })
        .where(and(eq(invoiceReminders.id, reminder.id), isNull(invoiceReminders.sentAt)))
        .returning({ id: invoiceReminders.id });
      if (!sent) return;
      await recordActivity(tx, {
        actorId: null,
        action: 'invoice.reminder_sent',
        entityType: 'invoice',
        entityId: invoice.id,
        clientId: invoice.clientId,
        summary: `Payment reminder (${stepLabel(reminder.offsetDays)}) for invoice ${invoice.invoiceNumber ?? ''} sent to ${mail.to.join(', ')}`,
        metadata: { reminderId: reminder.id, offsetDays: reminder.offsetDays, to: mail.to },
        ipAddress: null,
      });
    });
  };
}
