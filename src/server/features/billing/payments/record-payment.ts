/**
 * Payments and refunds recorded by staff (capability payments.record; decision 0054). Refusals: a draft, void or
 * Stripe-held invoice (409), an amount above the balance or a currency other than the invoice's (400, per field),
 * a refund above what is left of its payment (400). Nothing is written when refused.
 */
import { formatMoney } from '@shared/money';
import { invoiceBalance, paymentRefusal, type InvoiceFacts } from '@shared/policies/invoices';
import { toMinor, type InvoiceDto } from '@shared/schemas/billing';
import { amountRule, type RecordPayment, type RefundPayment } from '@shared/schemas/payments';
import { requireMoneyIn } from '@server/money-input';
import type { AppDeps, CurrentUser } from '@server/context';
import { invoicePayments } from '@server/db/schema';
import { and, eq } from 'drizzle-orm';
import { conflict, forbidden, notFound, validationFailed } from '@server/errors';
import { getInvoice } from '../read-billing';
import { lockInvoiceOr404, refundableOf, writeMoney, type LockedInvoice } from './ledger';

/** The policy's refusal as the API's error. */
function refuse(refusal: string | null) {
  if (refusal === 'forbidden') throw forbidden();
  if (refusal) throw conflict(refusal);
}

/** For routes: who may record money on this invoice, answered (403/404) before the body is read. */
export async function authorizePayment(deps: AppDeps, user: CurrentUser, invoiceId: string) {
  const invoice = await getInvoice(deps, user, invoiceId);
  if (paymentRefusal(user, invoice, deps.payments.mode) === 'forbidden') throw forbidden();
}

const facts = (invoice: LockedInvoice): InvoiceFacts => invoice;

export async function recordPayment(deps: AppDeps, user: CurrentUser, invoiceId: string, input: RecordPayment): Promise<InvoiceDto> {
  await authorizePayment(deps, user, invoiceId);
  await deps.database.db.transaction(async (tx) => {
    const invoice = await lockInvoiceOr404(tx, invoiceId);
    const amountMinor = toMinor(input.amount, invoice.currency);
    refuse(paymentRefusal(user, facts(invoice), deps.payments.mode));
    const balance = invoiceBalance(invoice);
    const errors: Record<string, string> = {};
    if (input.currency !== invoice.currency)
      errors.currency = `This invoice is in ${invoice.currency}: record the payment in ${invoice.currency}`;
    else if (balance === 0) errors.amount = 'Nothing is left to pay on this invoice';
    else if (amountMinor > balance) errors.amount = `The balance is ${formatMoney(balance, invoice.currency)}: a payment cannot be more`;
    if (Object.keys(errors).length) throw validationFailed(errors);
    await writeMoney(deps, tx, invoice, {
      kind: 'payment',
      amountMinor,
      paidOn: input.paidOn,
      method: input.method,
      reference: input.reference,
      note: input.note,
      refundOfId: null,
      stripeId: null,
      actorId: user.id,
    });
  });
  return getInvoice(deps, user, invoiceId);
}

export async function refundPayment(deps: AppDeps, user: CurrentUser, invoiceId: string, input: RefundPayment): Promise<InvoiceDto> {
  await authorizePayment(deps, user, invoiceId);
  await deps.database.db.transaction(async (tx) => {
    const invoice = await lockInvoiceOr404(tx, invoiceId);
    // The body does not name the currency: the invoice's decides the amount's decimals (decision 0100).
    requireMoneyIn(invoice.currency, [{ path: ['amount'], value: input.amount, rule: amountRule('validation.label.amount') }]);
    const amountMinor = toMinor(input.amount, invoice.currency);
    refuse(paymentRefusal(user, facts(invoice), deps.payments.mode));
    const [payment] = await tx
      .select({ id: invoicePayments.id, kind: invoicePayments.kind, method: invoicePayments.method, stripeId: invoicePayments.stripeId })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.id, input.paymentId), eq(invoicePayments.invoiceId, invoice.id)));
    if (!payment || payment.kind !== 'payment') throw notFound('errors.notFound.payment');
    // Stripe's refunds are made at Stripe and come back through its webhook.
    if (payment.stripeId) throw conflict('errors.billing.refundStripePaymentStripe');
    // Credit applied from the client's balance (decision 0093) was never money received on this invoice.
    if (payment.method === 'credit') throw conflict('errors.billing.creditAppliedFromClients');
    const refundable = await refundableOf(tx, payment.id);
    if (amountMinor > refundable) {
      throw validationFailed({
        amount:
          refundable === 0
            ? 'errors.billing.paymentHasBeenRefunded'
            : `At most ${formatMoney(refundable, invoice.currency)} of this payment is left to refund`,
      });
    }
    await writeMoney(deps, tx, invoice, {
      kind: 'refund',
      amountMinor,
      paidOn: input.paidOn,
      method: payment.method as RecordPayment['method'],
      reference: input.reference,
      note: input.note,
      refundOfId: payment.id,
      stripeId: null,
      actorId: user.id,
    });
  });
  return getInvoice(deps, user, invoiceId);
}
