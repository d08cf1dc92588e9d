/**
 * The profit report (decision 0121): the facts of db-side SQL (profit-facts.ts) grouped by project, client or month
 * and currency, paged in SQL; totals, the chart's months and the top clients grouped with grouping sets from the same
 * facts, read once in the same statement.
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

/** The groups of the report over the facts `f`, sorted and named: the currency filter applies to them, not to the totals. */
function namedGroups(query: ProfitReportQuery, facts: SQL) {
  const g = GROUPINGS[query.groupBy];
  const currency = query.currency ? sql`where f.currency = ${query.currency}` : sql``;
  return sql`select g.*, ${g.select}, row_number() over (order by ${g.order}) as ordinal
    from (select ${g.key}, ${FIGURE_SUMS} from ${facts} f ${currency} group by ${g.key} having ${ANY_FIGURE}) g ${g.join}`;
}

/** Every row of the report, for the export. */
export async function profitRows(db: Db, query: ProfitReportQuery) {
  const period = profitPeriod(query);
  const rows = await queryRows<Record_>(db, sql`select * from (${namedGroups(query, sql`(${profitFacts(period)})`)}) r order by r.ordinal`);
  return { period, items: rows.map((r) => rowOf(query.groupBy, r)) };
}

const TOP_CLIENTS = 5;

/**
 * One page of rows, their count, and the summary (totals per currency, every month of the period per currency, the
 * top clients by margin per currency) in one statement that reads the period's facts once: a year's facts are some
 * 300,000 rows at 10,000 projects, and reading them twice was most of the report's cost.
 */
async function pageAndSums(db: Db, query: ProfitReportQuery, period: { from: string; to: string }) {
  const offset = (query.page - 1) * query.pageSize;
  const margin = sql`s.revenue - s.time_cost - s.expenses`;
  const parts = await queryRows<{ part: 'row' | 'count' | 'sum'; r: Record_ }>(
    db,
    sql`with f as materialized (${profitFacts(period)}),
    grouped as (${namedGroups(query, sql`f`)}),
    client_months as (select f.client_id, f.month, f.currency, ${FIGURE_SUMS} from f group by 1, 2, 3),
    sums as (
      select grouping(f.month) as no_month, grouping(f.client_id) as no_client, to_char(f.month, 'YYYY-MM') as month_label,
        f.client_id, ${clients.name} as client_name, f.currency, ${FIGURE_SUMS}
      from client_months f left join ${clients} on ${clients.id} = f.client_id
      group by grouping sets ((f.currency), (f.month, f.currency), (f.client_id, ${clients.name}, f.currency))
      having ${ANY_FIGURE}
    ),
    ranked as (
      select s.*, row_number() over (partition by s.no_client, s.currency order by ${margin} desc, s.client_name, s.client_id) as place
      from sums s
    )
    select 'row' as part, to_jsonb(p) as r from (select * from grouped order by ordinal limit ${query.pageSize} offset ${offset}) p
    union all select 'count', jsonb_build_object('n', (select count(*) from grouped))
    union all select 'sum', to_jsonb(t) from ranked t where t.no_client = 1 or t.place <= ${TOP_CLIENTS}`,
  );
  const of = (part: string) => parts.filter((p) => p.part === part).map((p) => p.r);
  return { rows: of('row').sort((a, b) => num(a.ordinal) - num(b.ordinal)), total: num(of('count')[0]?.n), sums: of('sum') };
}

/** Totals per currency, every month of the period per currency (zero where none), and the top clients by margin. */
function summaryOf(rows: Record_[], period: { from: string; to: string }) {
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
      .sort((a, b) => b.marginMinor - a.marginMinor || a.client.name.localeCompare(b.client.name)),
  );
  return { totals, months, topClients };
}

export async function profitReport(db: Db, query: ProfitReportQuery): Promise<ProfitReport> {
  const period = profitPeriod(query);
  const { rows, total, sums } = await pageAndSums(db, query, period);
  return {
    items: rows.map((r) => rowOf(query.groupBy, r)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    from: period.from,
    to: period.to,
    groupBy: query.groupBy,
    ...summaryOf(sums, period),
  };
}
