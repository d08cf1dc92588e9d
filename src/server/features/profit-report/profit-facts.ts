/**
 * The profit report's facts (decision 0121): one row per project, client, month and currency of the period, each
 * carrying the revenue of the ledger (db/ledger-figures.ts, `projectLedgerShareRows`: invoiced by month of issue, credit
 * notes by their day of issue, money collected by payment day net of refunds), the cost of time (the time tallies kept
 * by triggers from every finished entry, priced per entry by the one rounding rule) and the expenses (approved or
 * invoiced, by their day, net of tax). Every grouping of the report (rows, totals, chart months, top clients) is summed
 * from this one SQL, never from a second query that "should" agree.
 */
import { and, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { addMonths } from '@shared/schemas/time-reports';
import { projectLedgerShareRows } from '../../db/ledger-figures';
import { expenses, timeTallies } from '../../db/schema';

/** The expense states whose money was spent for good: a submitted one may still come back (decision 0121). */
export const COSTED_EXPENSE_STATUSES = ['approved', 'invoiced'] as const;

/** The facts of the months `from`..`to` ('YYYY-MM', both included). */
export function profitFacts(period: { from: string; to: string }): SQL {
  const from = `${period.from}-01`;
  const until = `${addMonths(period.to, 1)}-01`;
  const tt = timeTallies;
  // A tally row whose entries all went stays at zero: left out, as the time report leaves it.
  const time = and(gte(tt.month, from), lt(tt.month, until), gt(tt.entries, 0));
  const spent = and(
    inArray(expenses.status, [...COSTED_EXPENSE_STATUSES]),
    gte(expenses.expenseDate, from),
    lt(expenses.expenseDate, until),
  );
  return sql`select l.project_id, l.client_id, l.month, l.currency, l.invoiced - l.credited as revenue, l.credited,
      l.paid as collected, 0::bigint as time_cost, 0::bigint as expenses
    from (${projectLedgerShareRows({ from, until }, undefined, { withoutProject: true })}) l
    union all
    select ${tt.projectId}, ${tt.clientId}, ${tt.month}, ${tt.currency}, 0, 0, 0, ${tt.costMinor}, 0 from ${tt} where ${time}
    union all
    select ${expenses.projectId}, ${expenses.clientId}, date_trunc('month', ${expenses.expenseDate})::date, ${expenses.currency},
      0, 0, 0, 0, sum(${expenses.netMinor}) from ${expenses} where ${spent} group by 1, 2, 3, 4`;
}

/** The sums every grouping selects (margin is revenue less both costs). */
export const FIGURE_SUMS = sql`sum(f.revenue)::bigint as revenue, sum(f.credited)::bigint as credited,
  sum(f.collected)::bigint as collected, sum(f.time_cost)::bigint as time_cost, sum(f.expenses)::bigint as expenses`;

/** A group is shown when any of its figures is not zero. */
export const ANY_FIGURE = sql`(sum(f.revenue) <> 0 or sum(f.credited) <> 0 or sum(f.collected) <> 0 or sum(f.time_cost) <> 0
  or sum(f.expenses) <> 0)`;
