/**
 * Applying and refunding a client's credit balance (decision 0093). Applying writes the invoice's 'credit' payment by
 * the one money path (its status and balance follow) and the row taking it off the balance, with the invoice and then
 * the client locked; refunding records money given back. Client users read their credit but never change it.
 */
import type { Currency } from '@shared/enums';
import { formatMoney } from '@shared/money';
import { invoiceBalance, mayRecordPayments, paymentRefusal } from '@shared/policies/invoices';
import { toMinor, type InvoiceDto } from '@shared/schemas/billing';
import type { ApplyCredit, ClientCreditDto, RefundCredit } from '@shared/schemas/client-credit';
import { recordActivity } from '@server/activity';
import type { AppDeps, CurrentUser } from '@server/context';
import { clientCredits } from '@server/db/schema';
import { conflict, forbidden, keyed, validationFailed } from '@server/errors';
import { requireMoneyIn } from '@server/money-input';
import { amountRule } from '@shared/schemas/payments';
import { billingClient } from '../billing-access';
import { getInvoice } from '../read-billing';
import { creditBalanceOf, lockClientCredit } from './credit-ledger';
import { lockInvoiceOr404, writeMoney } from './ledger';
import { authorizePayment } from './record-payment';
import { getClientCredit } from './read-client-credit';

const today = () => new Date().toISOString().slice(0, 10);

export async function applyCredit(deps: AppDeps, user: CurrentUser, invoiceId: string, input: ApplyCredit): Promise<InvoiceDto> {
  await authorizePayment(deps, user, invoiceId);
  await deps.database.db.transaction(async (tx) => {
    const invoice = await lockInvoiceOr404(tx, invoiceId);
    const refusal = paymentRefusal(user, invoice, deps.payments.mode);
    if (refusal === 'forbidden') throw forbidden();
    if (refusal) throw conflict(refusal);
    const balance = invoiceBalance(invoice);
    if (balance === 0) throw validationFailed({ amount: 'errors.billing.nothingLeftPayInvoice' });
    await lockClientCredit(tx, invoice.clientId);
    const available = await creditBalanceOf(tx, invoice.clientId, invoice.currency);
    if (available <= 0) throw validationFailed({ amount: keyed('errors.billing.noCreditIn', { currency: invoice.currency }) });
    // The body does not name the currency: the invoice's decides the amount's decimals (decision 0100).
    requireMoneyIn(invoice.currency, [{ path: ['amount'], value: input.amount, rule: amountRule('validation.label.amount') }]);
    const amountMinor = input.amount === undefined ? Math.min(balance, available) : toMinor(input.amount, invoice.currency);
    if (amountMinor > available)
      throw validationFailed({ amount: keyed('errors.billing.creditApplyAtMost', { amount: formatMoney(available, invoice.currency) }) });
    if (amountMinor > balance)
      throw validationFailed({ amount: keyed('errors.billing.balanceApplyAtMost', { amount: formatMoney(balance, invoice.currency) }) });
    const written = await writeMoney(deps, tx, invoice, {
      kind: 'payment',
      amountMinor,
      paidOn: today(),
      method: 'credit',
      reference: null,
      note: input.note,
      refundOfId: null,
      stripeId: null,
      actorId: user.id,
    });
    await tx
      .insert(clientCredits)
      .values({
        clientId: invoice.clientId,
        currency: invoice.currency,
        kind: 'applied',
        amountMinor: -amountMinor,
        invoiceId: invoice.id,
        paymentId: written!.paymentId,
        paidOn: today(),
        method: 'credit',
        note: input.note,
        createdById: user.id,
      });
  });
  return getInvoice(deps, user, invoiceId);
}

/** For routes: who may refund this client's credit, answered (403/404) before the body is read. */
export async function authorizeCreditChange(deps: AppDeps, user: CurrentUser, clientId: string) {
  await billingClient(deps.database.db, user, clientId);
  if (!mayRecordPayments(user)) throw forbidden();
}

export async function refundCredit(deps: AppDeps, user: CurrentUser, clientId: string, input: RefundCredit): Promise<ClientCreditDto> {
  await authorizeCreditChange(deps, user, clientId);
  const currency: Currency = input.currency;
  const amountMinor = toMinor(input.amount, currency);
  await deps.database.db.transaction(async (tx) => {
    await lockClientCredit(tx, clientId);
    const available = await creditBalanceOf(tx, clientId, currency);
    if (available <= 0) throw validationFailed({ amount: keyed('errors.billing.noCreditIn', { currency }) });
    if (amountMinor > available)
      throw validationFailed({ amount: keyed('errors.billing.creditRefundAtMost', { amount: formatMoney(available, currency) }) });
    const [row] = await tx
      .insert(clientCredits)
      .values({
        clientId,
        currency,
        kind: 'refund',
        amountMinor: -amountMinor,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        note: input.note,
        createdById: user.id,
      })
      .returning({ id: clientCredits.id });
    await recordActivity(tx, {
      actorId: user.id,
      action: 'client.credit_refunded',
      entityType: 'client',
      entityId: clientId,
      clientId,
      summary: `Refunded ${formatMoney(amountMinor, currency)} of the client's credit balance`,
      metadata: {
        creditId: row!.id,
        amountMinor,
        currency,
        method: input.method,
        paidOn: input.paidOn,
        balanceMinor: available - amountMinor,
      },
    });
  });
  return getClientCredit(deps, user, clientId);
}
