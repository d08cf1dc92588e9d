/**
 * Time per project and month (decision 0050), read from time_tallies (kept by triggers on time_entries and invoices,
 * migration 0020): a tally row is a report row, paged in SQL; totals and the chart's months sum the range's tally rows.
 * Money was priced per entry with the one rounding rule of src/shared/durations.ts when the tally was kept.
 */
import { and, asc, count, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { seesBillingRates, seesCosts } from '@shared/policies/time';
import { addMonths, type ProjectReport, type ProjectReportQuery, type ReportTotal } from '@shared/schemas/time-reports';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, projects, timeMonthTallies, timeTallies } from '../../db/schema';

const tt = timeTallies;
const mt = timeMonthTallies;
const num = (v: unknown) => Number(v ?? 0);

/** The report's months: the query's, or the last 6 up to this one. */
export function monthRange(query: Pick<ProjectReportQuery, 'from' | 'to'>, today = new Date()): { from: string; to: string } {
  const current = today.toISOString().slice(0, 7);
  const to = query.to ?? (query.from ? addMonths(query.from, 5) : current);
  const from = query.from ?? addMonths(to, -5);
  return { from, to: to < from ? from : to };
}

function whereOf(query: ProjectReportQuery, range: { from: string; to: string }): SQL | undefined {
  return and(
    gte(tt.month, `${range.from}-01`),
    lte(tt.month, `${range.to}-01`),
    // A row whose entries all went (deleted, moved, a month changed) stays at zero: it is not a group any more.
    gt(tt.entries, 0),
    query.clientId ? eq(tt.clientId, query.clientId) : undefined,
    query.projectId ? eq(tt.projectId, query.projectId) : undefined,
  );
}

/** The sums every row and total carries, read from the tally (each entry already priced with the rounding rule). */
const figures = {
  currency: tt.currency,
  minutes: sql<number>`sum(${tt.minutes})`.mapWith(num),
  billableMinutes: sql<number>`sum(${tt.billableMinutes})`.mapWith(num),
  billableAmount: sql<number>`sum(${tt.billableAmountMinor})`.mapWith(num),
  invoiced: sql<number>`sum(${tt.invoicedAmountMinor})`.mapWith(num),
  paid: sql<number>`sum(${tt.paidAmountMinor})`.mapWith(num),
  cost: sql<number>`sum(${tt.costMinor})`.mapWith(num),
};
type Figures = {
  currency: string;
  minutes: number;
  billableMinutes: number;
  billableAmount: number;
  invoiced: number;
  paid: number;
  cost: number;
};

/** Hides what the caller may not read: null, never a zero that looks like a fact. */
function shown(f: Figures, sees: { billing: boolean; costs: boolean }): ReportTotal {
  return {
    currency: f.currency as Currency,
    minutes: f.minutes,
    billableMinutes: f.billableMinutes,
    billableAmountMinor: sees.billing ? f.billableAmount : null,
    invoicedMinor: sees.costs ? f.invoiced : null,
    paidMinor: sees.costs ? f.paid : null,
    costMinor: sees.costs ? f.cost : null,
    marginMinor: sees.costs ? f.billableAmount - f.cost : null,
  };
}

/** Each month of the range, so the chart shows an empty month as empty rather than leaving it out. */
function everyMonth(range: { from: string; to: string }): string[] {
  const months: string[] = [];
  for (let m = range.from; m <= range.to; m = addMonths(m, 1)) months.push(m);
  return months;
}

const monthOf = sql<string>`to_char(${tt.month}, 'YYYY-MM')`;

/** The grouped rows; `limit` undefined for the export (the range bounds it). */
export async function projectReportRows(db: Db, user: CurrentUser, query: ProjectReportQuery, page?: { limit: number; offset: number }) {
  const range = monthRange(query);
  const sees = { billing: seesBillingRates(user), costs: seesCosts(user) };
  const where = whereOf(query, range);
  // A tally row is already one (project, client, month, currency) group: no GROUP BY, only the page's sort.
  const base = db
    .select({
      projectId: tt.projectId,
      projectName: projects.name,
      clientId: tt.clientId,
      clientName: clients.name,
      month: monthOf,
      currency: tt.currency,
      minutes: tt.minutes,
      billableMinutes: tt.billableMinutes,
      billableAmount: tt.billableAmountMinor,
      invoiced: tt.invoicedAmountMinor,
      paid: tt.paidAmountMinor,
      cost: tt.costMinor,
    })
    .from(tt)
    .innerJoin(projects, eq(projects.id, tt.projectId))
    .innerJoin(clients, eq(clients.id, tt.clientId))
    .where(where)
    .orderBy(asc(clients.name), asc(projects.name), asc(tt.projectId), asc(tt.month), asc(tt.currency))
    .$dynamic();
  const rows = await (page ? base.limit(page.limit).offset(page.offset) : base);
  const items = rows.map((r) => ({
    project: { id: r.projectId, name: r.projectName },
    client: { id: r.clientId, name: r.clientName },
    month: r.month,
    ...shown(r, sees),
  }));
  return { range, sees, where, items };
}

/** The whole agency's months: a few rows of time_month_tallies (migration 0023) instead of every project's. */
function agencyMonths(db: Db, range: { from: string; to: string }) {
  return db
    .select({
      month: sql<string>`to_char(${mt.month}, 'YYYY-MM')`,
      rows: mt.rows,
      currency: mt.currency,
      minutes: mt.minutes,
      billableMinutes: mt.billableMinutes,
      billableAmount: mt.billableAmountMinor,
      invoiced: mt.invoicedAmountMinor,
      paid: mt.paidAmountMinor,
      cost: mt.costMinor,
    })
    .from(mt)
    .where(and(gte(mt.month, `${range.from}-01`), lte(mt.month, `${range.to}-01`), gt(mt.rows, 0)))
    .orderBy(mt.currency, mt.month);
}

export async function projectReport(db: Db, user: CurrentUser, query: ProjectReportQuery): Promise<ProjectReport> {
  const range = monthRange(query);
  const where = whereOf(query, range);
  // Per (month, currency), at most 12 x 3 groups summed here, give the total, the totals and the chart's months: for the
  // whole agency from the month tally; for one client or project, one pass over its own tally rows (an index range).
  const [{ sees, items }, groups] = await Promise.all([
    projectReportRows(db, user, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    query.clientId || query.projectId
      ? db
          .select({ month: monthOf, rows: count(), ...figures })
          .from(tt)
          .where(where)
          .groupBy(tt.month, tt.currency)
          .orderBy(tt.currency, tt.month)
      : agencyMonths(db, range),
  ]);
  const total = groups.reduce((n, g) => n + g.rows, 0);
  const totals = new Map<string, Figures>();
  const months = new Map<string, { month: string; minutes: number; billableMinutes: number }>();
  for (const g of groups) {
    const t = totals.get(g.currency) ?? {
      currency: g.currency,
      minutes: 0,
      billableMinutes: 0,
      billableAmount: 0,
      invoiced: 0,
      paid: 0,
      cost: 0,
    };
    totals.set(g.currency, {
      currency: g.currency,
      minutes: t.minutes + g.minutes,
      billableMinutes: t.billableMinutes + g.billableMinutes,
      billableAmount: t.billableAmount + g.billableAmount,
      invoiced: t.invoiced + g.invoiced,
      paid: t.paid + g.paid,
      cost: t.cost + g.cost,
    });
    const m = months.get(g.month) ?? { month: g.month, minutes: 0, billableMinutes: 0 };
    months.set(g.month, { month: g.month, minutes: m.minutes + g.minutes, billableMinutes: m.billableMinutes + g.billableMinutes });
  }
  return {
    items,
    total,
    page: query.page,
    pageSize: query.pageSize,
    from: range.from,
    to: range.to,
    totals: [...totals.values()].map((t) => shown(t, sees)),
    months: everyMonth(range).map((month) => months.get(month) ?? { month, minutes: 0, billableMinutes: 0 }),
    sees,
  };
}
