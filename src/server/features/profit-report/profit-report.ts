/**
 * The profit report (decision 0121): the facts of db-side SQL (profit-facts.ts) grouped by project, client or month
 * and currency, paged in SQL; totals, the chart's months and the top clients grouped from the same facts in one
 * statement with grouping sets.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@shared/enums';
import {
  marginPercentOf,
  profitPeriod,
  type ProfitGroup,
  type ProfitReport,
  type ProfitReportQuery,
  type ProfitRow,
  type ProfitTotal,
} from '@shared/schemas/profit-report';
import { addMonths } from '@shared/schemas/time-reports';
import { queryRows, type Db } from '../../db/client';
import { clients, projects } from '../../db/schema';
import { ANY_FIGURE, FIGURE_SUMS, profitFacts } from './profit-facts';

type Record_ = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/** A group's figures as the API shows them. */
export function figuresOf(r: Record_): ProfitTotal {
  const revenue = num(r.revenue);
  const margin = revenue - num(r.time_cost) - num(r.expenses);
  return {
    currency: String(r.currency) as Currency,
    revenueInvoicedMinor: revenue,
    creditedMinor: num(r.credited),
    revenueCollectedMinor: num(r.collected),
    timeCostMinor: num(r.time_cost),
    expensesMinor: num(r.expenses),
    marginMinor: margin,
    marginPercent: marginPercentOf(margin, revenue),
  };
}

/** Each grouping's key columns, its names and its order. */
const GROUPINGS: Record<ProfitGroup, { key: SQL; select: SQL; join: SQL; order: SQL }> = {
  project: {
    key: sql`f.project_id, f.client_id, f.currency`,
    select: sql`g.project_id, ${projects.name} as project_name, g.client_id, ${clients.name} as client_name`,
    join: sql`left join ${projects} on ${projects.id} = g.project_id join ${clients} on ${clients.id} = g.client_id`,
    order: sql`${clients.name}, g.client_id, ${projects.name} nulls first, g.project_id, g.currency`,
  },
  client: {
    key: sql`f.client_id, f.currency`,
    select: sql`g.client_id, ${clients.name} as client_name`,
    join: sql`join ${clients} on ${clients.id} = g.client_id`,
    order: sql`${clients.name}, g.client_id, g.currency`,
  },
  month: {
    key: sql`f.month, f.currency`,
    select: sql`to_char(g.month, 'YYYY-MM') as month_label`,
    join: sql``,
    order: sql`g.month, g.currency`,
  },
};

function rowOf(groupBy: ProfitGroup, r: Record_): ProfitRow {
  const ref = (id: unknown, name: unknown) => (id == null ? null : { id: String(id), name: String(name) });
  return {
    project: groupBy === 'project' ? ref(r.project_id, r.project_name) : null,
    client: groupBy === 'month' ? null : ref(r.client_id, r.client_name),
    month: groupBy === 'month' ? String(r.month_label) : null,
    ...figuresOf(r),
  };
}

/** The rows of the report, one page, or all of them for the export (`page` undefined). */
export async function profitRows(db: Db, query: ProfitReportQuery, page?: { limit: number; offset: number }) {
  const period = profitPeriod(query);
  const g = GROUPINGS[query.groupBy];
  const currency = query.currency ? sql`where f.currency = ${query.currency}` : sql``;
  const paged = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await queryRows<Record_>(
    db,
    sql`select g.*, ${g.select}, count(*) over () as total_rows
    from (select ${g.key}, ${FIGURE_SUMS} from (${profitFacts(period)}) f ${currency} group by ${g.key} having ${ANY_FIGURE}) g
    ${g.join} order by ${g.order} ${paged}`,
  );
  let total = num(rows[0]?.total_rows);
  // A page past the last one holds no row to carry the count: counted on its own then, so the pager still knows.
  if (rows.length === 0 && page && page.offset > 0)
    total = num(
      (
        await queryRows<Record_>(
          db,
          sql`select count(*) as n from (select ${g.key} from (${profitFacts(period)}) f ${currency} group by ${g.key} having ${ANY_FIGURE}) g`,
        )
      )[0]?.n,
    );
  return { period, total, items: rows.map((r) => rowOf(query.groupBy, r)) };
}

const TOP_CLIENTS = 5;

/** Totals per currency, every month of the period per currency, and the top clients by margin: one statement. */
async function summary(db: Db, period: { from: string; to: string }) {
  const rows = await queryRows<Record_>(
    db,
    sql`select grouping(f.month) as no_month, grouping(f.client_id) as no_client, to_char(f.month, 'YYYY-MM') as month_label,
      f.client_id, ${clients.name} as client_name, f.currency, ${FIGURE_SUMS}
    from (${profitFacts(period)}) f left join ${clients} on ${clients.id} = f.client_id
    group by grouping sets ((f.currency), (f.month, f.currency), (f.client_id, ${clients.name}, f.currency))
    having ${ANY_FIGURE}
    order by f.currency`,
  );
  const totals = rows.filter((r) => num(r.no_month) === 1 && num(r.no_client) === 1).map(figuresOf);
  const byMonth = new Map(rows.filter((r) => num(r.no_month) === 0).map((r) => [`${String(r.month_label)} ${String(r.currency)}`, r]));
  const months: ProfitReport['months'] = [];
  for (const t of totals)
    for (let m = period.from; m <= period.to; m = addMonths(m, 1)) {
      const r = byMonth.get(`${m} ${t.currency}`);
      months.push({ month: m, ...figuresOf(r ?? { currency: t.currency }) });
    }
  const topClients = totals.flatMap((t) =>
    rows
      .filter((r) => num(r.no_client) === 0 && r.currency === t.currency)
      .map((r) => ({ client: { id: String(r.client_id), name: String(r.client_name) }, ...figuresOf(r) }))
      .sort((a, b) => b.marginMinor - a.marginMinor || a.client.name.localeCompare(b.client.name))
      .slice(0, TOP_CLIENTS),
  );
  return { totals, months, topClients };
}

export async function profitReport(db: Db, query: ProfitReportQuery): Promise<ProfitReport> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, sums] = await Promise.all([profitRows(db, query, { limit: query.pageSize, offset }), summary(db, profitPeriod(query))]);
  return {
    items: rows.items,
    total: rows.total,
    page: query.page,
    pageSize: query.pageSize,
    from: rows.period.from,
    to: rows.period.to,
    groupBy: query.groupBy,
    ...sums,
  };
}
