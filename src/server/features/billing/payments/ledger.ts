/**
 * The one code path every money movement on an invoice takes (decision 0054): a payment or refund typed by staff, one
 * Stripe's webhook reports, a credit note. Each runs in its caller's transaction with the invoice row locked
 * (`select ... for update`), so two payments at once take turns and the second sees the first; the invoice's
 * amount_paid and amount_credited are recomputed from the rows themselves, and its status follows from them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Currency, InvoiceStatus, PaymentKind, PaymentMethod } from '@shared/enums';
import { formatMoney } from '@shared/money';
import { invoiceBalance, statusAfterMoney } from '@shared/policies/invoices';
import { PAYMENT_METHOD_LABELS } from '@shared/schemas/payments';
import { recordActivity } from '@server/activity';
import type { AppDeps } from '@server/context';
import { clients, creditNotes, invoicePayments, invoices } from '@server/db/schema';
import type { Tx } from '@server/db/transaction';
import { notFound } from '@server/errors';
import { enqueueMail } from '@server/jobs/mail-jobs';
import { paymentMethodText } from '@server/documents/document-words';
import { readerFormat } from '@server/documents/reader-format';
import { clientReader } from '@server/reader-language';
import { notify } from '@server/notifications/notify';
import { emitInvoiceEvent, type InvoiceEventDeps } from '../invoice-events';
import { syncInvoiceExcess } from './credit-ledger';

export interface LockedInvoice {
  id: string;
  clientId: string;
  invoiceNumber: string | null;
  status: InvoiceStatus;
  currency: Currency;
  amountMinor: number;
  amountPaidMinor: number;
  amountCreditedMinor: number;
  stripeInvoiceId: string | null;
  paidAt: Date | null;
}

/** The invoice, locked until the caller's transaction ends. */
export async function lockInvoice(tx: Tx, where: { id: string } | { stripeInvoiceId: string }): Promise<LockedInvoice | null> {
  const [row] = await tx
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      currency: invoices.currency,
      amountMinor: invoices.amountMinor,
      amountPaidMinor: invoices.amountPaidMinor,
      amountCreditedMinor: invoices.amountCreditedMinor,
      stripeInvoiceId: invoices.stripeInvoiceId,
      paidAt: invoices.paidAt,
    })
    .from(invoices)
    .where('id' in where ? eq(invoices.id, where.id) : eq(invoices.stripeInvoiceId, where.stripeInvoiceId))
    .for('update');
  return row ? { ...row, status: row.status as InvoiceStatus, currency: row.currency as Currency } : null;
}

export async function lockInvoiceOr404(tx: Tx, invoiceId: string): Promise<LockedInvoice> {
  const invoice = await lockInvoice(tx, { id: invoiceId });
  if (!invoice) throw notFound('errors.notFound.invoice');
  return invoice;
}

/**
 * Recomputes the locked invoice's paid and credited sums from its rows and moves its status: paid (paid_at = `at`, the
 * moment of the money that settled it) once payments and credits cover the total, partially paid, or open again.
 * What is paid and credited above the total moves to the client's credit balance (decision 0093).
 * The move to paid is the `invoice.paid` webhook event, whichever money made it (decision 0061).
 */
export async function settleInvoice(
  deps: InvoiceEventDeps,
  tx: Tx,
  invoice: LockedInvoice,
  at: Date,
  actorId: string | null = null,
): Promise<LockedInvoice> {
  const [paid] = await tx
    .select({
      minor: sql<string>`coalesce(sum(case when ${invoicePayments.kind} = 'refund' then -${invoicePayments.amountMinor} else ${invoicePayments.amountMinor} end), 0)`,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id));
  const [credited] = await tx
    .select({ minor: sql<string>`coalesce(sum(${creditNotes.totalMinor}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const facts = { amountMinor: invoice.amountMinor, amountPaidMinor: Number(paid!.minor), amountCreditedMinor: Number(credited!.minor) };
  const status = statusAfterMoney(invoice.status, facts);
  const paidAt = status !== 'paid' ? null : invoice.status === 'paid' && invoice.paidAt ? invoice.paidAt : at;
  await tx
    .update(invoices)
    .set({ ...facts, status, paidAt, updatedAt: new Date() })
    .where(eq(invoices.id, invoice.id));
  await syncInvoiceExcess(tx, invoice, facts, actorId);
  if (status === 'paid' && invoice.status !== 'paid') await emitInvoiceEvent(deps, tx, 'invoice.paid', invoice.id);
  return { ...invoice, ...facts, status, paidAt };
}

/** A payment dated `paidOn`: now when it is today (UTC), otherwise midday of that day, for paid_at. */
export function momentOf(paidOn: string, now = new Date()): Date {
  return now.toISOString().slice(0, 10) === paidOn ? now : new Date(`${paidOn}T12:00:00Z`);
}

export interface MoneyRow {
  kind: PaymentKind;
  amountMinor: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  note: string | null;
  refundOfId: string | null;
  stripeId: string | null;
  actorId: string | null;
  /** When the money moved, for paid_at; by default the payment's day (now when that is today). */
  at?: Date;
}

/**
 * Writes a payment or refund on the locked invoice (already checked by the caller), settles the invoice, records the
 * activity and tells the admins, all in `tx`. Returns null when Stripe's id was recorded before (a replayed event).
 */
export async function writeMoney(deps: AppDeps, tx: Tx, invoice: LockedInvoice, row: MoneyRow) {
  const [written] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: invoice.id,
      kind: row.kind,
      amountMinor: row.amountMinor,
      currency: invoice.currency,
      paidOn: row.paidOn,
      method: row.method,
      reference: row.reference,
      note: row.note,
      refundOfId: row.refundOfId,
      stripeId: row.stripeId,
      createdById: row.actorId,
    })
    .onConflictDoNothing({ target: invoicePayments.stripeId })
    .returning({ id: invoicePayments.id });
  if (!written) return null;
  const settled = await settleInvoice(deps, tx, invoice, row.at ?? momentOf(row.paidOn), row.actorId);
  // A payment that settles the invoice is its invoice.paid (settleInvoice); one that leaves a balance is this event.
  if (row.kind === 'payment' && settled.status === 'partially_paid') await emitInvoiceEvent(deps, tx, 'invoice.partially_paid', invoice.id);
  const number = invoice.invoiceNumber ?? '';
  const amount = formatMoney(row.amountMinor, invoice.currency);
  const refund = row.kind === 'refund';
  // Credit applied from the client's balance is no money received: no receipt, no "payment received".
  const fromCredit = row.method === 'credit';
  const summary = refund
    ? `Refunded ${amount} of invoice ${number}`
    : fromCredit
      ? `Applied ${amount} of the client's credit to invoice ${number}`
      : `Recorded a payment of ${amount} on invoice ${number} (${PAYMENT_METHOD_LABELS[row.method]})`;
  await recordActivity(tx, {
    actorId: row.actorId,
    action: refund ? 'invoice.payment_refunded' : fromCredit ? 'invoice.credit_applied' : 'invoice.payment_recorded',
    entityType: 'invoice',
    entityId: invoice.id,
    clientId: invoice.clientId,
    summary: summary.replace('  ', ' '),
    metadata: {
      paymentId: written.id,
      amountMinor: row.amountMinor,
      currency: invoice.currency,
      method: row.method,
      paidOn: row.paidOn,
      status: settled.status,
      balanceMinor: invoiceBalance(settled),
    },
  });
  if (!refund && !fromCredit) {
    await mailReceipt(deps, tx, invoice, written.id, row, settled);
    await notify(
      deps,
      {
        kind: 'payment_received',
        to: { roles: ['super_admin', 'admin'] },
        actorId: row.actorId,
        words: ({ t, money }) => ({
          title: t('mail.paymentReceived.title', { amount: money(row.amountMinor, invoice.currency), number }).replace('  ', ' '),
          body:
            settled.status === 'paid'
              ? t('mail.paymentReceived.paidInFull', { number }).replace('  ', ' ')
              : t('mail.paymentReceived.stillToPay', { amount: money(invoiceBalance(settled), invoice.currency) }),
        }),
        link: `/clients/${invoice.clientId}?tab=financials`,
        entityType: 'invoice',
        entityId: invoice.id,
      },
      tx,
    );
  }
  return { paymentId: written.id, invoice: settled };
}

/**
 * The receipt of a payment, by hand or from Stripe, to the client's billing contact, with its PDF (rendered when the
 * job runs, from the payment's id: decision 0090), committed with the payment.
 */
async function mailReceipt(deps: AppDeps, tx: Tx, invoice: LockedInvoice, paymentId: string, row: MoneyRow, settled: LockedInvoice) {
  const [client] = await tx
    .select({ name: clients.name, email: clients.email, contactPerson: clients.contactPerson })
    .from(clients)
    .where(eq(clients.id, invoice.clientId));
  if (!client?.email) return;
  const number = invoice.invoiceNumber ?? '';
  const balance = invoiceBalance(settled);
  // The client company's language and locale.
  const f = readerFormat(await clientReader(tx, invoice.clientId));
  const { t } = f;
  const received = {
    amount: f.money(row.amountMinor, invoice.currency),
    day: f.day(row.paidOn),
    number,
    method: paymentMethodText(f, row.method),
  };
  await enqueueMail(deps.jobs, tx, 'email.receipt', {
    language: f.language,
    to: client.email,
    subject: t('mail.receipt.subject', { number }).replace('  ', ' '),
    text: [
      t('mail.common.hello', { name: client.contactPerson }),
      '',
      t('mail.receipt.thanks', received).replace('  ', ' '),
      balance === 0 ? t('mail.receipt.paidInFull') : t('mail.receipt.stillToPay', { amount: f.money(balance, invoice.currency) }),
      '',
      t('mail.receipt.attached'),
      '',
      t('mail.receipt.portal', { link: `${deps.env.APP_URL}/client-billing` }),
    ].join('\n'),
    attachments: [{ kind: 'receipt', id: paymentId }],
  });
}

/** A payment's amount less its refunds so far: what a refund of it may still return. */
export async function refundableOf(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({
      amount: invoicePayments.amountMinor,
      refunded: sql<string>`(select coalesce(sum(r.amount_minor), 0) from ${invoicePayments} r where r.refund_of_id = "invoice_payments"."id")`,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.kind, 'payment')));
  return row ? row.amount - Number(row.refunded) : 0;
}
