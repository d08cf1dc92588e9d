/**
 * Stripe's payments and refunds, written as rows through the same ledger as staff's (decision 0054). Stripe reports
 * totals (an invoice's amount_paid, a charge's amount_refunded), so what is new is the total less what Stripe's rows
 * already hold; each row's stripe_id names the total it brought the invoice to, so an event delivered twice, or two
 * events telling the same payment (invoice.paid and invoice.payment_succeeded), write it once.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '@server/context';
import { invoicePayments } from '@server/db/schema';
import type { Tx } from '@server/db/transaction';
import type { RemoteCharge, RemoteInvoice } from '@server/integrations/payments';
import { lockInvoice, writeMoney } from './ledger';

const day = (at: Date) => at.toISOString().slice(0, 10);

async function stripeTotal(tx: Tx, invoiceId: string, kind: 'payment' | 'refund'): Promise<number> {
  const [row] = await tx
    .select({ minor: sql<string>`coalesce(sum(${invoicePayments.amountMinor}), 0)` })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoiceId), eq(invoicePayments.kind, kind), eq(invoicePayments.method, 'stripe')));
  return Number(row!.minor);
}

/** Records what Stripe collected on the invoice beyond the Stripe payments already written. Returns whether it wrote. */
export async function recordStripePayment(deps: AppDeps, tx: Tx, remote: RemoteInvoice): Promise<boolean> {
  if (remote.amountPaidMinor <= 0) return false;
  const invoice = await lockInvoice(tx, { stripeInvoiceId: remote.id });
  if (!invoice || invoice.status === 'void' || invoice.status === 'draft') return false;
  const delta = remote.amountPaidMinor - (await stripeTotal(tx, invoice.id, 'payment'));
  if (delta <= 0) return false;
  const at = remote.paidAt ?? new Date();
  const written = await writeMoney(deps, tx, invoice, {
    kind: 'payment',
    amountMinor: delta,
    paidOn: day(at),
    at,
    method: 'stripe',
    reference: remote.number,
    note: null,
    refundOfId: null,
    stripeId: `${remote.id}:paid:${remote.amountPaidMinor}`,
    actorId: null,
  });
  return written !== null;
}

/** Records what Stripe refunded of a charge beyond the Stripe refunds already written, against its payments. */
export async function recordStripeRefund(deps: AppDeps, tx: Tx, charge: RemoteCharge): Promise<boolean> {
  if (!charge.invoiceId || charge.amountRefundedMinor <= 0) return false;
  const invoice = await lockInvoice(tx, { stripeInvoiceId: charge.invoiceId });
  if (!invoice) return false;
  let left = charge.amountRefundedMinor - (await stripeTotal(tx, invoice.id, 'refund'));
  if (left <= 0) return false;
  // Newest Stripe payment first, each refunded at most down to zero.
  const payments = await tx
    .select({
      id: invoicePayments.id,
      refundable: sql<string>`${invoicePayments.amountMinor} - (select coalesce(sum(r.amount_minor), 0) from ${invoicePayments} r where r.refund_of_id = "invoice_payments"."id")`,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoice.id), eq(invoicePayments.kind, 'payment'), eq(invoicePayments.method, 'stripe')))
    .orderBy(desc(invoicePayments.paidOn), desc(invoicePayments.createdAt));
  let wrote = false;
  let current = invoice;
  for (const [i, payment] of payments.entries()) {
    const amount = Math.min(left, Number(payment.refundable));
    if (amount <= 0) continue;
    const written = await writeMoney(deps, tx, current, {
      kind: 'refund',
      amountMinor: amount,
      paidOn: day(new Date()),
      method: 'stripe',
      reference: charge.id,
      note: null,
      refundOfId: payment.id,
      stripeId: `${charge.id}:refund:${charge.amountRefundedMinor}:${i}`,
      actorId: null,
    });
    if (!written) break;
    current = written.invoice;
    wrote = true;
    left -= amount;
    if (left <= 0) break;
  }
  return wrote;
}
