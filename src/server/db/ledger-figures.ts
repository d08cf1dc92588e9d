/**
 * The ledger's words, defined once as SQL over invoices (docs/decisions/0092-one-ledgers-words.md). Every money figure
 * a screen, report, document, e-mail or export shows of invoices is one of these, summed per currency and never
 * converted; a second query that "should" agree is a bug.
 * - issued: out of draft and not void (open, partially paid, paid, uncollectible); a draft is the agency's work in
 *   progress and counts in no figure.
 * - invoiced: the total of issued invoices (lines, tax and any late fee).
 * - paid: the money received on them, payments less refunds (the invoice's amount_paid, kept by the one money path),
 *   the client's credit applied to them included (decision 0093).
 * - credited: the credit notes on them.
 * - outstanding: the balance (invoiced - paid - credited, never below 0) of those not settled (open, partially paid).
 * - overdue: the outstanding ones whose due date has passed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNPAID_STATUSES } from '@shared/reminder-steps';
import { invoices } from './schema';

const list = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** Out of draft and not void. */
export const ISSUED_STATUSES = ['open', 'partially_paid', 'paid', 'uncollectible'] as const;
export const isIssued: SQL<boolean> = sql`(${invoices.status} in (${list(ISSUED_STATUSES)}))`;

/** Issued and not settled: what is still to be paid. */
export const isOutstanding: SQL<boolean> = sql`(${invoices.status} in (${list(UNPAID_STATUSES)}))`;

/** Outstanding and past its due date (a partially paid invoice is overdue for its balance). */
export const isOverdue: SQL<boolean> = sql`(${isOutstanding} and ${invoices.dueDate} < current_date)`;

/** What is left to pay, never below zero. */
export const balanceOf: SQL<number> = sql`greatest(${invoices.amountMinor} - ${invoices.amountPaidMinor} - ${invoices.amountCreditedMinor}, 0)`;

/** What a client owes on one invoice: its balance while outstanding, nothing for a draft, a settled or a void one. */
export const owedOn: SQL<number> = sql`(case when ${isOutstanding} then ${balanceOf} else 0 end)`;

const sumWhere = (amount: SQL | AnyPgColumn, where: SQL) => sql<string>`coalesce(sum(${amount}) filter (where ${where}), 0)`;
const countWhere = (where: SQL) => sql<number>`count(*) filter (where ${where})`;

/** The four figures of a set of invoices, as select columns (group by currency beside them). */
export const invoiceFigureColumns = {
  invoicedAmount: sumWhere(invoices.amountMinor, isIssued),
  invoicedCount: countWhere(isIssued),
  paidAmount: sumWhere(invoices.amountPaidMinor, isIssued),
  // Counted by the invoices paid in full; the amount includes part payments.
  paidCount: countWhere(sql`${invoices.status} = 'paid'`),
  outstandingAmount: sumWhere(balanceOf, isOutstanding),
  outstandingCount: countWhere(isOutstanding),
  overdueAmount: sumWhere(balanceOf, isOverdue),
  overdueCount: countWhere(isOverdue),
};

export type InvoiceFigureRow = { [K in keyof typeof invoiceFigureColumns]: string | number };

/** A row of those columns as the API's totals. */
export function toInvoiceTotals(row: InvoiceFigureRow | undefined) {
  const total = (amount: string | number | undefined, count: string | number | undefined) => ({
    amountMinor: Number(amount ?? 0),
    count: Number(count ?? 0),
  });
  return {
    total: total(row?.invoicedAmount, row?.invoicedCount),
    paid: total(row?.paidAmount, row?.paidCount),
    outstanding: total(row?.outstandingAmount, row?.outstandingCount),
    overdue: total(row?.overdueAmount, row?.overdueCount),
  };
}
