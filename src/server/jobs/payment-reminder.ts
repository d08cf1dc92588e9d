/**
 * Sends one payment reminder (the job of queue email.payment-reminder, data { reminderId }). The invoice is read again
 * when the job runs, not when the step was claimed: a payment recorded or a webhook's "paid" that arrived while the job
 * waited stops it, and the step is recorded as skipped with the reason. Only a reminder still owed is mailed, to the
 * client's billing address and its primary contacts, with the amount due and how to pay.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '../../shared/enums';
import { dayOf, daysBetween, stepLabel, UNPAID_STATUSES } from '../../shared/reminder-steps';
import { recordActivity } from '../activity';
import type { AppDeps } from '../context';
import { clients, invoiceReminders, invoices, users } from '../db/schema';
import { loadPaymentInstructions } from '../documents/document-agency';
import type { Language } from '@shared/i18n/languages';
import { readerFormat, type Reader } from '../documents/reader-format';
import { clientReader } from '../reader-language';
import type { JobHandler } from './job-queue';
import { messageIdFor } from './mail-jobs';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'env' | 'log'>;

export interface ReminderMail {
  to: string[];
  subject: string;
  text: string;
  language: Language;
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
  /** The client company's language and locale; English when not given. */
  reader?: Reader;
}): ReminderMail {
  const f = readerFormat(input.reader);
  const { t } = f;
  const overdue = daysBetween(input.dueDate, input.today);
  const number = input.invoiceNumber ?? '';
  const due = f.day(input.dueDate);
  const when =
    overdue > 0
      ? t('mail.reminder.overdueSince', { number, due, days: overdue })
      : overdue === 0
        ? t('mail.reminder.dueToday', { number })
        : t('mail.reminder.dueOn', { number, due });
  const howToPay = input.hostedInvoiceUrl
    ? [t('mail.reminder.payOnline', { link: input.hostedInvoiceUrl })]
    : [
        ...(input.paymentInstructions ? [t('mail.common.howToPay'), input.paymentInstructions, ''] : []),
        t('mail.reminder.seeInvoice', { link: input.portalUrl }),
      ];
  const subject = { number, client: input.clientName };
  return {
    to: input.to,
    language: f.language,
    subject: (overdue > 0 ? t('mail.reminder.subjectOverdue', subject) : t('mail.reminder.subject', subject)).replace('  ', ' '),
    text: [
      t('mail.common.hello', { name: input.contactPerson }),
      '',
      when.replace('  ', ' '),
      t('mail.reminder.amountDue', { amount: f.money(input.amountDueMinor, input.currency) }),
      ...(input.lateFeeMinor > 0 ? [t('mail.reminder.lateFee', { amount: f.money(input.lateFeeMinor, input.currency) })] : []),
      '',
      ...howToPay,
      '',
      t('mail.reminder.alreadyPaid'),
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
    const reader = await clientReader(db, invoice.clientId);
    const instructionsFor = await loadPaymentInstructions(db, reader.language);
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
      // The invoice's currency's own, else the reader's language's, else the agency's general ones (decisions 0100, 0132).
      paymentInstructions: instructionsFor(invoice.currency as Currency),
      portalUrl: `${deps.env.APP_URL}/client-billing`,
      reader,
    });
    await deps.mailer.send({
      to: mail.to.join(', '),
      subject: mail.subject,
      text: mail.text,
      language: mail.language,
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
