/**
 * A client's credit balance (docs/decisions/0093-client-credit-balance.md): money paid or credited above an invoice's
 * total, kept per currency, applied to a later invoice or refunded. One schema for the dialogs and the server.
 */
import { z } from 'zod';
import { CLIENT_CREDIT_KINDS, CURRENCIES, PAYMENT_METHODS, type Currency } from '../enums';
import { optionalSingleLine, optionalText } from './fields';
import { moneyField, refineMoney } from './money-field';
import { amountRule, MANUAL_PAYMENT_METHODS, RecordPaymentInput } from './payments';

/** Major units; with a currency, its decimals too (decision 0100). */
const creditAmount = (currency?: Currency) => moneyField(amountRule('validation.label.amount'), currency);

/**
 * Credit onto an unpaid invoice of the same client and currency; without an amount, as much as both allow. The
 * amount is in the invoice's currency: the server checks its decimals once it has read the invoice (decision 0100).
 */
export const ApplyCreditInput = z.object({ amount: creditAmount().optional(), note: optionalText('validation.label.note', 1000) }).strict();
export type ApplyCreditInput = z.input<typeof ApplyCreditInput>;
export type ApplyCredit = z.output<typeof ApplyCreditInput>;

/** Money given back to the client out of its credit balance in one currency. */
const refundCreditShape = (currency?: Currency) =>
  z
    .object({
      currency: z.enum(CURRENCIES, { error: 'validation.common.chooseCurrency' }),
      amount: creditAmount(currency),
      paidOn: RecordPaymentInput.shape.paidOn,
      method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'validation.clientCredit.chooseHowWasReturned' }),
      reference: optionalSingleLine('validation.label.reference', 200),
      note: optionalText('validation.label.note', 1000),
    })
    .strict();
export const RefundCreditInput = refundCreditShape().superRefine((v, ctx) =>
  refineMoney(ctx, v.currency, [{ path: ['amount'], value: v.amount, rule: amountRule('validation.label.amount') }]),
);
export type RefundCreditInput = z.input<typeof RefundCreditInput>;
export type RefundCredit = z.output<typeof RefundCreditInput>;
/** What the Refund credit dialog checks: the route's rules less the currency it adds itself. */
export const refundCreditFields = (currency: Currency) => refundCreditShape(currency).omit({ currency: true });

export const ClientCreditEntryDto = z
  .object({
    id: z.string(),
    kind: z.enum(CLIENT_CREDIT_KINDS),
    /** Signed: into the balance above 0, out of it below. */
    amountMinor: z.number().int(),
    currency: z.enum(CURRENCIES),
    invoiceId: z.string().nullable(),
    invoiceNumber: z.string().nullable(),
    paidOn: z.string(),
    method: z.enum(PAYMENT_METHODS).nullable(),
    reference: z.string().nullable(),
    /** Staff's note: null for client users. */
    note: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ClientCreditEntry' });
export type ClientCreditEntryDto = z.infer<typeof ClientCreditEntryDto>;

export const ClientCreditDto = z
  .object({
    clientId: z.string(),
    /** One row per currency with credit above 0. */
    balances: z.array(z.object({ currency: z.enum(CURRENCIES), balanceMinor: z.number().int() })),
    /** Newest first, at most 200. */
    entries: z.array(ClientCreditEntryDto),
    /** Whether the reader may refund it or apply it (staff with `payments.record`). */
    canChange: z.boolean(),
  })
  .meta({ id: 'ClientCredit' });
export type ClientCreditDto = z.infer<typeof ClientCreditDto>;

export const CLIENT_CREDIT_KIND_LABELS: Record<(typeof CLIENT_CREDIT_KINDS)[number], string> = {
  excess: 'Paid or credited above an invoice',
  applied: 'Applied to an invoice',
  refund: 'Refunded',
};
