/**
 * Time and money per project and month (decisions 0050, 0096). Hours, billable amounts and costs are read from
 * time_tallies (kept by triggers on time_entries, migration 0020; priced per entry with the one rounding rule of
 * src/shared/durations.ts); invoiced and paid are the ledger's, of the project's invoices (db/ledger-figures.ts), never
 * the tally's own invoiced/paid columns, which saw only time invoices and only invoices paid in full. Paged in SQL.
 */
import { and, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import { seesBillingRates, seesCosts } from '@shared/policies/time';
import { addMonths, type ProjectReport, type ProjectReportQuery, type ReportTotal } from '@shared/schemas/time-reports';
import type { CurrentUser } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { projectLedgerMonths } from '../../db/ledger-figures';
import { clients, projects, timeTallies } from '../../db/schema';

const tt = timeTallies;
const num = (v: unknown) => Number(v ?? 0);

/** The report's months: the query's, or the last 6 up to this one. */
export function monthRange(query: Pick<ProjectReportQuery, 'from' | 'to'>, today = new Date()): { from: string; to: string } {
  const current = today.toISOString().slice(0, 7);
  const to = query.to ?? (query.from ? addMonths(query.from, 5) : current);
  const from = query.from ?? addMonths(to, -5);
  return { from, to: to < from ? from : to };
}

/**
 * The report's rows as SQL: the tally's hours, billable amounts and costs beside the ledger's invoiced and paid of the
 * project's invoices (db/ledger-figures.ts), joined on (project, client, month, currency). A month with money and no
 * time (a deposit, a retainer's fee, a payment) is a row of its own.
 */
function reportRows(query: ProjectReportQuery, range: { from: string; to: string }): SQL {
  const from = `${range.from}-01`;
  const until = `${addMonths(range.to, 1)}-01`;
  const time = and(
    gte(tt.month, from),
    lte(tt.month, `${range.to}-01`),
    // A row whose entries all went (deleted, moved, a month changed) stays at zero: it is not a group any more.
    gt(tt.entries, 0),
    query.clientId ? eq(tt.clientId, query.clientId) : undefined,
    query.projectId ? eq(tt.projectId, query.projectId) : undefined,
  );
  const project = query.projectId ? sql`where m.project_id = ${query.projectId}` : sql``;
  return sql`select coalesce(t.project_id, m.project_id) as project_id, coalesce(t.client_id, m.client_id) as client_id,
      coalesce(t.month, m.month) as month, coalesce(t.currency, m.currency) as currency,
      coalesce(t.minutes, 0) as minutes, coalesce(t.billable_minutes, 0) as billable_minutes,
      coalesce(t.billable_amount_minor, 0) as billable_amount, coalesce(t.cost_minor, 0) as cost,
      coalesce(m.invoiced, 0) as invoiced, coalesce(m.paid, 0) as paid
    from (select ${tt.projectId} as project_id, ${tt.clientId} as client_id, ${tt.month} as month, ${tt.currency} as currency,
                 ${tt.minutes} as minutes, ${tt.billableMinutes} as billable_minutes,
                 ${tt.billableAmountMinor} as billable_amount_minor, ${tt.costMinor} as cost_minor
          from ${tt} where ${time}) t
    full join (select * from (${projectLedgerMonths({ from, until }, query.clientId)}) m ${project}) m
      on m.project_id = t.project_id and m.client_id = t.client_id and m.month = t.month and m.currency = t.currency
    where t.project_id is not null or m.invoiced <> 0 or m.paid <> 0`;
}

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
    // No margin here: what a project made, with its expenses, is the profit report's (decision 0121).
    costMinor: sees.costs ? f.cost : null,
  };
}

/** Each month of the range, so the chart shows an empty month as empty rather than leaving it out. */
function everyMonth(range: { from: string; to: string }): string[] {
  const months: string[] = [];
  for (let m = range.from; m <= range.to; m = addMonths(m, 1)) months.push(m);
  return months;
}

type RowRecord = Record<string, unknown>;
const figuresOf = (r: RowRecord): Figures => ({
  currency: String(r.currency),
  minutes: num(r.minutes),
  billableMinutes: num(r.billable_minutes),
  billableAmount: num(r.billable_amount),
  invoiced: num(r.invoiced),
  paid: num(r.paid),
  cost: num(r.cost),
});

/** The grouped rows; `page` undefined for the export (the range bounds it). */
export async function projectReportRows(db: Db, user: CurrentUser, query: ProjectReportQuery, page?: { limit: number; offset: number }) {
  const range = monthRange(query);
  const sees = { billing: seesBillingRates(user), costs: seesCosts(user) };
  const paged = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await queryRows<RowRecord>(
    db,
    sql`select r.*, to_char(r.month, 'YYYY-MM') as month_label,
      ${projects.name} as project_name, ${clients.name} as client_name
    from (${reportRows(query, range)}) r
    join ${projects} on ${projects.id} = r.project_id join ${clients} on ${clients.id} = r.client_id
    order by ${clients.name}, ${projects.name}, r.project_id, r.month, r.currency ${paged}`,
  );
  const items = rows.map((r) => ({
    project: { id: String(r.project_id), name: String(r.project_name) },
    client: { id: String(r.client_id), name: String(r.client_name) },
    month: String(r.month_label),
    ...shown(figuresOf(r), sees),
  }));
  return { range, sees, items };
}

/** Per (month, currency): at most 12 x 3 groups, summed here into the totals and the chart's months. */
async function monthGroups(db: Db, query: ProjectReportQuery, range: { from: string; to: string }) {
  const rows = await queryRows<RowRecord>(
    db,
    sql`select to_char(r.month, 'YYYY-MM') as month_label, r.currency, count(*) as rows,
      sum(r.minutes) as minutes, sum(r.billable_minutes) as billable_minutes, sum(r.billable_amount) as billable_amount,
      sum(r.cost) as cost, sum(r.invoiced) as invoiced, sum(r.paid) as paid
    from (${reportRows(query, range)}) r group by r.month, r.currency order by r.currency, r.month`,
  );
  return rows.map((r) => ({ month: String(r.month_label), rows: num(r.rows), ...figuresOf(r) }));
}

export async function projectReport(db: Db, user: CurrentUser, query: ProjectReportQuery): Promise<ProjectReport> {
  const range = monthRange(query);
  const [{ sees, items }, groups] = await Promise.all([
    projectReportRows(db, user, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    monthGroups(db, query, range),
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
