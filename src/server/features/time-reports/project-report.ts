/**
 * Time per project and month (decision 0050): one grouped query over the range's entries, paged in SQL; totals and
 * the chart's months are two more aggregates of the same rows. Money follows the one rounding rule of src/shared/durations.ts, in SQL.
 */
import { and, asc, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../../../shared/enums';
import { seesBillingRates, seesCosts } from '../../../shared/policies/time';
import { addMonths, type ProjectReport, type ProjectReportQuery, type ReportTotal } from '../../../shared/schemas/time-reports';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, invoices, projects, timeEntries } from '../../db/schema';

const te = timeEntries;
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
    isNotNull(te.minutes),
    gte(te.workDate, `${range.from}-01`),
    lt(te.workDate, `${addMonths(range.to, 1)}-01`),
    query.clientId ? eq(te.clientId, query.clientId) : undefined,
    query.projectId ? eq(te.projectId, query.projectId) : undefined,
  );
}

/** The sums every row and total carries (invoiced and paid read the entry's invoice). */
const figures = {
  currency: te.currency,
  minutes: sql<number>`sum(${te.minutes})`.mapWith(num),
  billableMinutes: sql<number>`coalesce(sum(${te.minutes}) filter (where ${te.billable}), 0)`.mapWith(num),
  billableAmount: sql<number>`coalesce(sum((${te.minutes} * ${te.rateMinor} + 30) / 60) filter (where ${te.billable}), 0)`.mapWith(num),
  invoiced: sql<number>`coalesce(sum(${te.billedAmountMinor}), 0)`.mapWith(num),
  paid: sql<number>`coalesce(sum(${te.billedAmountMinor}) filter (where ${invoices.status} = 'paid'), 0)`.mapWith(num),
  cost: sql<number>`coalesce(sum((${te.minutes} * ${te.costRateMinor} + 30) / 60), 0)`.mapWith(num),
};
type Figures = { currency: string; minutes: number; billableMinutes: number; billableAmount: number; invoiced: number; paid: number; cost: number };

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

const monthOf = sql<string>`to_char(${te.workDate}, 'YYYY-MM')`;

/** The grouped rows; `limit` undefined for the export (the range bounds it). */
export async function projectReportRows(db: Db, user: CurrentUser, query: ProjectReportQuery, page?: { limit: number; offset: number }) {
  const range = monthRange(query);
  const sees = { billing: seesBillingRates(user), costs: seesCosts(user) };
  const where = whereOf(query, range);
  const base = db
    .select({ projectId: te.projectId, projectName: projects.name, clientId: te.clientId, clientName: clients.name, month: monthOf, ...figures })
    .from(te)
    .innerJoin(projects, eq(projects.id, te.projectId))
    .innerJoin(clients, eq(clients.id, te.clientId))
    .leftJoin(invoices, eq(invoices.id, te.invoiceId))
    .where(where)
    .groupBy(te.projectId, projects.name, te.clientId, clients.name, monthOf, te.currency)
    .orderBy(asc(clients.name), asc(projects.name), asc(te.projectId), asc(monthOf), asc(te.currency))
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

export async function projectReport(db: Db, user: CurrentUser, query: ProjectReportQuery): Promise<ProjectReport> {
  const { range, sees, where, items } = await projectReportRows(db, user, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  const groups = db.select({ one: sql`1` }).from(te).where(where).groupBy(te.projectId, monthOf, te.currency).as('g');
  const [[total], totals, months] = await Promise.all([
    db.select({ n: count() }).from(groups),
    db.select(figures).from(te).leftJoin(invoices, eq(invoices.id, te.invoiceId)).where(where).groupBy(te.currency).orderBy(te.currency),
    db
      .select({ month: monthOf, minutes: figures.minutes, billableMinutes: figures.billableMinutes })
      .from(te)
      .where(where)
      .groupBy(monthOf)
      .orderBy(monthOf),
  ]);
  return {
    items,
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    from: range.from,
    to: range.to,
    totals: totals.map((t) => shown(t, sees)),
    months: everyMonth(range).map((month) => months.find((m) => m.month === month) ?? { month, minutes: 0, billableMinutes: 0 }),
    sees,
  };
}
