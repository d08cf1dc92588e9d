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
 * paid in the month of its payment's date, refunds taken off in theirs: summed over every month, the same paid.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { UNPAID_STATUSES } from '@shared/reminder-steps';
import { creditNotes, expenses, invoicePayments, invoices, invoiceTallies, quotes, recurringSchedules, timeEntries } from './schema';

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

/** A payment row's signed amount: a refund takes money back. */
export const netPaymentOf: SQL<number> = sql`(case when ${invoicePayments.kind} = 'refund' then -${invoicePayments.amountMinor} else ${invoicePayments.amountMinor} end)`;

/** The first day of the month an issued invoice was issued in (UTC; its creation for one issued before issued_at was kept). */
export const issuedMonthOf: SQL<string> = sql`date_trunc('month', coalesce(${invoices.issuedAt}, ${invoices.createdAt}) at time zone 'UTC')::date`;

/** Money received in a range of days (first day included, last excluded): payments less refunds, on issued invoices. */
export const paidDuring = (from: SQL, until: SQL) =>
  sql`${invoicePayments.paidOn} >= ${from} and ${invoicePayments.paidOn} < ${until}
      and ${invoicePayments.invoiceId} in (select ${invoices.id} from ${invoices} where ${isIssued})`;

/**
 * The projects an issued invoice is for, each with its weight: a deposit or final invoice is its quote's project's, a
 * retainer's fee its schedule's (weight 1 each); an invoice of time and re-billed expenses is its entries' and
 * expenses' projects', weighed by what each project's time and expenses were billed at (decision 0122). Columns:
 * invoice_id, project_id (null for an invoice for no project: a one-off), w, tw (the invoice's total weight), n (1 for
 * the heaviest project, which takes the cents a split leaves over).
 */
function projectWeights(invoiceIds: SQL) {
  const fixed = sql`coalesce((select ${quotes.projectId} from ${quotes} where ${quotes.id} = ${invoices.quoteId}),
    (select ${recurringSchedules.projectId} from ${recurringSchedules} where ${recurringSchedules.id} = ${invoices.recurringScheduleId}))`;
  const billed = sql`select ${timeEntries.projectId} as project_id, ${timeEntries.billedAmountMinor} as amount from ${timeEntries}
      where ${timeEntries.invoiceId} = ${invoices.id}
    union all
    select ${expenses.projectId}, ${expenses.billedAmountMinor} from ${expenses} where ${expenses.invoiceId} = ${invoices.id}`;
  return sql`select ${invoices.id} as invoice_id, p.project_id, coalesce(p.w, 1) as w,
      sum(coalesce(p.w, 1)) over (partition by ${invoices.id}) as tw,
      row_number() over (partition by ${invoices.id} order by coalesce(p.w, 1) desc, p.project_id) as n
    from ${invoices}
    cross join lateral (select ${fixed} as project_id) f
    left join lateral (
      select f.project_id, 1::numeric as w where f.project_id is not null
      union all
      select b.project_id, greatest(sum(b.amount), 0)::numeric from (${billed}) b
      where f.project_id is null group by b.project_id
    ) p on true
    where ${isIssued} and ${invoices.id} in (${invoiceIds})`;
}

/** A project's share of an invoice's amount `x`: by weight, floored, the heaviest project taking the remainder. */
const shareOf = (x: SQL, partition: SQL) => {
  const part = sql`(case when s.tw = 0 then 0 else floor(${x} * s.w / s.tw) end)`;
  return sql`(${part} + case when s.n = 1 then ${x} - sum(${part}) over (partition by ${partition}) else 0 end)`;
};

/**
 * Invoiced, paid and credited per project, client, month and currency over a range of months (`from`, `until` the
 * first day of the month after the last): invoiced by the month of issue, paid by the payments' dates, net of refunds,
 * credited by the credit notes' days of issue (decision 0122). Every issued invoice that is for a project counts once,
 * split between its projects as `projectWeights` says, so the projects' figures add up to the invoices'. An invoice
 * for no project is left out, unless `withoutProject` asks for it as a row whose project_id is null (so the agency's
 * figures add up to the ledger's). Columns: project_id, client_id, month (date), currency, invoiced, paid, credited.
 */
export function projectLedgerMonths(range: { from: string; until: string }, clientId?: string, options: { withoutProject?: boolean } = {}) {
  const inRange = (column: SQL) => sql`${column} >= ${range.from}::date and ${column} < ${range.until}::date`;
  const client = clientId ? sql` and ${invoices.clientId} = ${clientId}` : sql``;
  const issuedIn = sql`select ${invoices.id} from ${invoices} where ${inRange(issuedMonthOf)}${client}`;
  const paidIn = sql`select ${invoicePayments.invoiceId} from ${invoicePayments} where ${inRange(sql`${invoicePayments.paidOn}`)}`;
  const creditedIn = sql`select ${creditNotes.invoiceId} from ${creditNotes} where ${inRange(sql`${creditNotes.issuedOn}`)}`;
  const pay = sql`select ${invoicePayments.invoiceId} as invoice_id, date_trunc('month', ${invoicePayments.paidOn})::date as month,
      sum(${netPaymentOf}) as net from ${invoicePayments} where ${inRange(sql`${invoicePayments.paidOn}`)} group by 1, 2`;
  const credit = sql`select ${creditNotes.invoiceId} as invoice_id, date_trunc('month', ${creditNotes.issuedOn})::date as month,
      sum(${creditNotes.totalMinor}) as total from ${creditNotes} where ${inRange(sql`${creditNotes.issuedOn}`)} group by 1, 2`;
  const project = options.withoutProject ? sql`` : sql`where project_id is not null`;
  return sql`select project_id, client_id, month, currency, sum(invoiced)::bigint as invoiced, sum(paid)::bigint as paid,
      sum(credited)::bigint as credited from (
      select s.project_id, ${invoices.clientId} as client_id, ${issuedMonthOf} as month, ${invoices.currency} as currency,
             ${shareOf(sql`${invoices.amountMinor}`, sql`s.invoice_id`)} as invoiced, 0 as paid, 0 as credited
      from (${projectWeights(issuedIn)}) s join ${invoices} on ${invoices.id} = s.invoice_id
      where ${inRange(issuedMonthOf)}
      union all
      select s.project_id, ${invoices.clientId}, pm.month, ${invoices.currency}, 0, ${shareOf(sql`pm.net`, sql`s.invoice_id, pm.month`)}, 0
      from (${pay}) pm join (${projectWeights(paidIn)}) s on s.invoice_id = pm.invoice_id join ${invoices} on ${invoices.id} = s.invoice_id
      where true${client}
      union all
      select s.project_id, ${invoices.clientId}, cm.month, ${invoices.currency}, 0, 0, ${shareOf(sql`cm.total`, sql`s.invoice_id, cm.month`)}
      from (${credit}) cm join (${projectWeights(creditedIn)}) s on s.invoice_id = cm.invoice_id join ${invoices} on ${invoices.id} = s.invoice_id
      where true${client}
    ) money ${project} group by project_id, client_id, month, currency`;
}
