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
 * Over time (charts, reports by month): an invoice is invoiced in the month it was issued (issued_at, UTC), and money is
 * paid in the month of its payment's date, refunds taken off in theirs: summed over every month, the same paid. That
 * split by month and project is kept per invoice by triggers (migration 0062) and summed by the functions at the end.
 */
import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNPAID_STATUSES } from '@shared/reminder-steps';
import { queryRows, type Db } from './client';
import { invoices, invoiceTallies, ledgerMonthDeltas, projectLedgerShares } from './schema';

const list = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

type Column = SQL | AnyPgColumn;

/** Out of draft and not void. */
export const ISSUED_STATUSES = ['open', 'partially_paid', 'paid', 'uncollectible'] as const;
const issuedIs = (status: Column) => sql<boolean>`(${status} in (${list(ISSUED_STATUSES)}))`;
export const isIssued = issuedIs(invoices.status);

/** Issued and not settled: what is still to be paid. */
const outstandingIs = (status: Column) => sql<boolean>`(${status} in (${list(UNPAID_STATUSES)}))`;
export const isOutstanding = outstandingIs(invoices.status);

/** Outstanding and past its due date (a partially paid invoice is overdue for its balance). */
const overdueIs = (status: Column, dueDate: Column) => sql<boolean>`(${outstandingIs(status)} and ${dueDate} < current_date)`;
export const isOverdue = overdueIs(invoices.status, invoices.dueDate);

/** What is left to pay, never below zero. */
export const balanceOf: SQL<number> = sql`greatest(${invoices.amountMinor} - ${invoices.amountPaidMinor} - ${invoices.amountCreditedMinor}, 0)`;

/** What a client owes on one invoice: its balance while outstanding, nothing for a draft, a settled or a void one. */
export const owedOn: SQL<number> = sql`(case when ${isOutstanding} then ${balanceOf} else 0 end)`;

const sumWhere = (amount: Column, where: SQL) => sql<string>`coalesce(sum(${amount}) filter (where ${where}), 0)`;

/**
 * Rows the four figures are summed over: invoices themselves (each counts 1), or the tallies kept of them (each counts
 * its invoices). The words above are applied to either through this one definition.
 */
interface FigureSource {
  status: Column;
  dueDate: Column;
  n: Column;
  amount: Column;
  paid: Column;
  balance: Column;
}

function figureColumns(s: FigureSource) {
  const issued = issuedIs(s.status);
  const outstanding = outstandingIs(s.status);
  const overdue = overdueIs(s.status, s.dueDate);
  return {
    invoicedAmount: sumWhere(s.amount, issued),
    invoicedCount: sumWhere(s.n, issued),
    paidAmount: sumWhere(s.paid, issued),
    // Counted by the invoices paid in full; the amount includes part payments.
    paidCount: sumWhere(s.n, sql`${s.status} = 'paid'`),
    outstandingAmount: sumWhere(s.balance, outstanding),
    outstandingCount: sumWhere(s.n, outstanding),
    overdueAmount: sumWhere(s.balance, overdue),
    overdueCount: sumWhere(s.n, overdue),
  };
}

/** The four figures of a set of invoices, as select columns (group by currency beside them). */
export const invoiceFigureColumns = figureColumns({
  status: invoices.status,
  dueDate: invoices.dueDate,
  n: sql`1`,
  amount: invoices.amountMinor,
  paid: invoices.amountPaidMinor,
  balance: balanceOf,
});

/** The same figures off the tallies kept of every invoice (decision 0101), for a set picked by currency and status alone. */
export const tallyFigureColumns = figureColumns({
  status: invoiceTallies.status,
  dueDate: invoiceTallies.dueDate,
  n: invoiceTallies.n,
  amount: invoiceTallies.amountMinor,
  paid: invoiceTallies.paidMinor,
  balance: invoiceTallies.balanceMinor,
});

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

/**
 * Invoiced, paid and credited per project, client, month and currency over a range of months (`from`, `until` the
 * first day of the month after the last): invoiced by the month of issue, paid by the payments' dates, net of refunds,
 * credited by the credit notes' days of issue (decision 0122). Every issued invoice that is for a project counts once,
 * split between its projects by the shares kept of it (schema/ledger-shares.ts; the split's one definition is the SQL
 * function its triggers call, in migration 0062; decision 0135), so the projects' figures add up to the invoices'. An
 * invoice for no project is left out, unless `withoutProject` asks for it as a row whose project_id is null (so the
 * agency's figures add up to the ledger's). Columns: project_id, client_id, month (date), currency, invoiced, paid,
 * credited.
 */
export function projectLedgerMonths(range: { from: string; until: string }, clientId?: string, options: { withoutProject?: boolean } = {}) {
  return sql`select project_id, client_id, month, currency, sum(invoiced)::bigint as invoiced, sum(paid)::bigint as paid,
      sum(credited)::bigint as credited
    from (${projectLedgerShareRows(range, clientId, options)}) s group by 1, 2, 3, 4`;
}

/**
 * The same figures before they are summed: a row per invoice, project and month, for a caller that groups them its
 * own way (the profit report) and would otherwise group them twice.
 */
export function projectLedgerShareRows(
  range: { from: string; until: string },
  clientId?: string,
  options: { withoutProject?: boolean } = {},
) {
  const s = projectLedgerShares;
  const where = and(
    gte(s.month, range.from),
    lt(s.month, range.until),
    clientId ? eq(s.clientId, clientId) : undefined,
    options.withoutProject ? undefined : isNotNull(s.projectId),
  );
  return sql`select ${s.projectId} as project_id, ${s.clientId} as client_id, ${s.month} as month, ${s.currency} as currency,
      ${s.invoicedMinor} as invoiced, ${s.paidMinor} as paid, ${s.creditedMinor} as credited
    from ${s} where ${where}`;
}

/**
 * The agency's invoiced, paid and credited per month and currency over a range of months (`from` included, `until`
 * excluded, first days of months): the sums of every invoice's shares above (whose sum over an invoice's projects is
 * its own figure to the cent), read from the month deltas the shares' triggers keep (`ledgerMonthDeltas`): a dozen
 * rows a currency once folded, not every share of the year. Months without money have no row. Columns: month (date),
 * currency, invoiced, paid, credited.
 */
export function agencyLedgerMonths(range: { from: SQL; until: SQL }) {
  const d = ledgerMonthDeltas;
  const sums = sql`sum(${d.invoicedMinor})::bigint as invoiced, sum(${d.paidMinor})::bigint as paid,
    sum(${d.creditedMinor})::bigint as credited`;
  return sql`select ${d.month} as month, ${d.currency} as currency, ${sums}
    from ${d} where ${d.month} >= ${range.from} and ${d.month} < ${range.until} group by 1, 2
    having sum(${d.invoicedMinor}) <> 0 or sum(${d.paidMinor}) <> 0 or sum(${d.creditedMinor}) <> 0`;
}

/** How many month deltas are left as they are: a year's read sums them cheaply; past this the sweep folds them. */
const FOLD_AFTER = 1000;

/**
 * Folds the month deltas into one row per month and currency, in one statement (a reader sees the rows before or
 * after, never half), once they pass a thousand; a writer's delta added meanwhile is not among the removed rows and
 * stays. Answers how many rows were folded.
 */
export async function foldLedgerMonths(db: Db): Promise<number> {
  const d = ledgerMonthDeltas;
  const rows = await queryRows<{ folded: number | string }>(
    db,
    sql`with gone as (delete from ${d} where (select count(*) from ${d}) > ${FOLD_AFTER} returning *),
      kept as (insert into ${d} (month, currency, invoiced_minor, paid_minor, credited_minor)
        select month, currency, sum(invoiced_minor), sum(paid_minor), sum(credited_minor) from gone group by 1, 2
        having sum(invoiced_minor) <> 0 or sum(paid_minor) <> 0 or sum(credited_minor) <> 0)
    select count(*) as folded from gone`,
  );
  return Number(rows[0]?.folded ?? 0);
}
