/**
 * A client's statement (docs/decisions/0097-client-statements.md): per currency, what was owed at the start of a
 * period, every movement in it in date order with a running balance, and what was owed at its end. One schema for
 * the server, the screens and the e-mail's request.
 */
import { z } from 'zod';
import { CURRENCIES } from '../enums';
import { DATE_PATTERN, isRealDate } from './fields';
import { NamedRef } from './refs';

/** The longest period one statement covers. */
export const MAX_STATEMENT_DAYS = 5 * 366;

export const STATEMENT_MOVEMENT_KINDS = [
  'invoice',
  'late_fee',
  'payment',
  'refund',
  'credit_note',
  'credit_applied',
  'moved_to_credit',
  'void',
  'written_off',
] as const;
export type StatementMovementKind = (typeof STATEMENT_MOVEMENT_KINDS)[number];

export const STATEMENT_MOVEMENT_LABELS: Record<StatementMovementKind, string> = {
  invoice: 'Invoice issued',
  late_fee: 'Late fee',
  payment: 'Payment received',
  refund: 'Payment refunded',
  credit_note: 'Credit note',
  credit_applied: 'Credit balance applied',
  moved_to_credit: 'Moved to credit balance',
  void: 'Invoice voided',
  written_off: 'Written off',
};

const day = (label: string) =>
  z
    .string()
    .regex(DATE_PATTERN, `${label} must be a date like 2026-12-31`)
    .refine(isRealDate, `${label} is not a real date`)
    .refine((v) => v >= '2000-01-01', `${label} is too far in the past`)
    .optional();

/** Without `from` and `to`: this year up to today. Without `currency`: every currency the client has money in. */
export const StatementQuery = z
  .strictObject({
    from: day('from'),
    to: day('to'),
    currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}` }).optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to || !isRealDate(q.from) || !isRealDate(q.to)) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.common.afterFrom' });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > MAX_STATEMENT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.statements.statementCoversMost5' });
  });
export type StatementQuery = z.infer<typeof StatementQuery>;

export const StatementMovement = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_MOVEMENT_KINDS),
  /** The invoice it belongs to, by number. */
  invoiceId: z.string(),
  invoiceNumber: z.string().nullable(),
  /** A credit note's number or a payment's reference, when it has one. */
  reference: z.string().nullable(),
  /** Signed: what the client owes goes up above 0, down below. */
  amountMinor: z.number().int(),
  /** What was owed after this movement. */
  balanceMinor: z.number().int(),
});
export type StatementMovement = z.infer<typeof StatementMovement>;

export const CurrencyStatement = z.object({
  currency: z.enum(CURRENCIES),
  openingBalanceMinor: z.number().int(),
  movements: z.array(StatementMovement),
  /** Opening balance plus the movements: the ledger's outstanding at the period's end. */
  closingBalanceMinor: z.number().int(),
});
export type CurrencyStatement = z.infer<typeof CurrencyStatement>;

export const Statement = z
  .object({
    client: NamedRef,
    from: z.string(),
    to: z.string(),
    /** One per currency, the client's own first; never converted. */
    currencies: z.array(CurrencyStatement),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof Statement>;

export const StatementEmailReply = z.object({ queued: z.literal(true), to: z.string() }).meta({ id: 'StatementEmailReply' });
export type StatementEmailReply = z.infer<typeof StatementEmailReply>;

/** Today and the start of its year, as the statement's default period. */
export function defaultStatementPeriod(today = new Date().toISOString().slice(0, 10)): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
