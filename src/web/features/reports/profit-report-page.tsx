/**
 * Reports > Profit (decision 0121): the period (a month, a year, or a range of months), rows by project, client or
 * month, one currency at a time (a toggle when the period has several), revenue and margin by month and the top
 * clients by margin, the table (cards on a phone), Export CSV. Holders of View Financial Data only.
 */
import { Building2, CalendarDays, Coins, FolderKanban, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { Currency } from '@shared/enums';
import type { ProfitGroup, ProfitReport, ProfitReportParams, ProfitTotal } from '@shared/schemas/profit-report';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Label } from '../../components/label';
import { ListActions } from '../../components/list-page-parts';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SegmentedToggle } from '../../components/segmented-toggle';
import { Select } from '../../components/select';
import { formatMoney, formatMonth } from '../../lib/format';
import { profitReportCsvUrl, useProfitReport } from './api/get-profit-report';
import { RevenueMarginChart, TopClientsChart } from './profit-charts';
import { ReportsTabs } from './reports-tabs';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/reports';
import { MonthField } from './month-field';

type ReportsKey = Parameters<typeof t>[0];

type PeriodKind = 'month' | 'year' | 'range';
const PERIODS = [
  { value: 'month', label: msg('reports.profit.periodMonth'), icon: CalendarDays },
  { value: 'year', label: msg('reports.profit.periodYear'), icon: CalendarDays },
  { value: 'range', label: msg('reports.profit.periodRange'), icon: CalendarDays },
] as const;
const GROUPS = [
  { value: 'project', label: msg('reports.profit.groupProject'), icon: FolderKanban },
  { value: 'client', label: msg('reports.profit.groupClient'), icon: Building2 },
  { value: 'month', label: msg('reports.profit.groupMonth'), icon: CalendarDays },
] as const;
/** A toggle's options with their words in the reader's language. */
const worded = <O extends { label: ReportsKey }>(options: readonly O[]) => options.map((o) => ({ ...o, label: t(o.label) }));
/** The figures of a row; `margin`: shown in red when the row loses money. */
const FIGURES: ReadonlyArray<{ label: ReportsKey; margin?: true; figure: (total: ProfitTotal) => string }> = [
  { label: msg('reports.profit.revenueInvoiced'), figure: (x) => formatMoney(x.revenueInvoicedMinor, x.currency) },
  { label: msg('reports.profit.collected'), figure: (x) => formatMoney(x.revenueCollectedMinor, x.currency) },
  { label: msg('reports.common.timeCost'), figure: (x) => formatMoney(x.timeCostMinor, x.currency) },
  { label: msg('reports.profit.expenses'), figure: (x) => formatMoney(x.expensesMinor, x.currency) },
  { label: msg('reports.profit.margin'), margin: true, figure: (x) => formatMoney(x.marginMinor, x.currency) },
  { label: msg('reports.profit.marginPercent'), margin: true, figure: (x) => (x.marginPercent === null ? '—' : `${x.marginPercent}%`) },
];
const td = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';
const thisMonth = () => new Date().toISOString().slice(0, 7);

function YearField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const current = new Date().getUTCFullYear();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{t('reports.profit.year')}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {Array.from({ length: 6 }, (_, i) => String(current - i)).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** What a row is called: its month, its client, or its project (or "No project") above its client. */
function RowName({ row, groupBy }: { row: ProfitReport['items'][number]; groupBy: ProfitGroup }) {
  if (groupBy === 'month') return <span className="font-medium text-foreground">{formatMonth(row.month ?? '', { full: true })}</span>;
  if (groupBy === 'client') return <span className="font-medium text-foreground">{row.client?.name}</span>;
  return (
    <>
      <div className="font-medium text-foreground">{row.project?.name ?? t('reports.profit.noProject')}</div>
      <div className="text-xs text-muted-foreground">{row.client?.name}</div>
    </>
  );
}

/** Phones: each row as a card, the total last (the table is hidden below md). */
function ProfitCards({ report, total }: { report: ProfitReport; total: ProfitTotal | undefined }) {
  const figures = (shown: ProfitTotal) => (
    <dl className="mt-2 space-y-1 text-sm">
      {FIGURES.map((f) => (
        <div key={f.label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t(f.label)}</dt>
          <dd className="tabular-nums">{f.figure(shown)}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <ul className="divide-y divide-border md:hidden" aria-label={t('reports.profit.rows')}>
      {report.items.map((row) => (
        <li key={`${row.project?.id}-${row.client?.id}-${row.month}-${row.currency}`} className="p-4">
          <RowName row={row} groupBy={report.groupBy} />
          {figures(row)}
        </li>
      ))}
      {total ? (
        <li className="bg-surface-muted/60 p-4">
          <p className="font-semibold text-foreground">{t('reports.common.total')}</p>
          {figures(total)}
        </li>
      ) : null}
    </ul>
  );
}

export function ProfitReportPage() {
  const [kind, setKind] = useState<PeriodKind>('year');
  const [month, setMonth] = useState(thisMonth);
  const [year, setYear] = useState(() => String(new Date().getUTCFullYear()));
  const [range, setRange] = useState(() => ({ from: `${thisMonth().slice(0, 4)}-01`, to: thisMonth() }));
  const [groupBy, setGroupBy] = useState<ProfitGroup>('project');
  const [chosen, setChosen] = useState<Currency | null>(null);
  const [page, setPage] = useState(1);
  const period = kind === 'month' ? { month } : kind === 'year' ? { year } : range;
  // The totals name every currency of the period. With one (the usual case) the rows are all of it; with several the
  // rows are asked for again, one currency at a time.
  const all = useProfitReport({ ...period, groupBy, page });
  // The busiest currency first: the one with the most revenue invoiced.
  const currencies = [...(all.data?.totals ?? [])]
    .sort((a, b) => b.revenueInvoicedMinor - a.revenueInvoicedMinor || a.currency.localeCompare(b.currency))
    .map((t) => t.currency);
  const several = currencies.length > 1;
  const currency = chosen && currencies.includes(chosen) ? chosen : currencies[0];
  const params: ProfitReportParams = { ...period, groupBy, currency, page };
  const one = useProfitReport(params, several);
  const report = several ? one : all;
  const data = report.data;
  const change = (fn: () => void) => {
    fn();
    setPage(1);
  };
  const total = data?.totals.find((t) => t.currency === currency);

  return (
    <>
      <PageHeader title={t('reports.profit.title')} subtitle={t('reports.profit.subtitle')} actions={<ReportsTabs current="profit" />} />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <SegmentedToggle
          label={t('reports.profit.period')}
          options={worded(PERIODS)}
          value={kind}
          onChange={(v) => change(() => setKind(v))}
        />
        {kind === 'month' ? (
          <MonthField label={t('reports.common.month')} value={month} onChange={(v) => change(() => setMonth(v))} />
        ) : null}
        {kind === 'year' ? <YearField value={year} onChange={(v) => change(() => setYear(v))} /> : null}
        {kind === 'range' ? (
          <>
            <MonthField
              label={t('reports.common.from')}
              value={range.from}
              onChange={(from) => change(() => setRange((r) => ({ from, to: r.to < from ? from : r.to })))}
            />
            <MonthField
              label={t('reports.common.to')}
              value={range.to}
              onChange={(to) => change(() => setRange((r) => ({ from: r.from > to ? to : r.from, to })))}
            />
          </>
        ) : null}
        <SegmentedToggle
          label={t('reports.profit.groupBy')}
          options={worded(GROUPS)}
          value={groupBy}
          onChange={(v) => change(() => setGroupBy(v))}
        />
        {several ? (
          <SegmentedToggle
            label={t('reports.profit.currency')}
            options={currencies.map((c) => ({ value: c, label: c, icon: Coins }))}
            value={currency ?? currencies[0]!}
            onChange={(c) => change(() => setChosen(c))}
          />
        ) : null}
        <div className="flex">
          <ListActions exportHref={profitReportCsvUrl(params)} />
        </div>
      </div>

      {report.isError || all.isError ? (
        <QueryErrorState title={t('reports.common.loadFailed')} query={report.isError ? report : all} />
      ) : !data ? (
        <ListSkeleton label={t('reports.common.loading')} />
      ) : !currency || data.total === 0 ? (
        <EmptyState icon={TrendingUp} title={t('reports.profit.empty')} description={t('reports.profit.emptyHint')} />
      ) : (
        <>
          <div className="mb-6 grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <RevenueMarginChart months={data.months.filter((m) => m.currency === currency)} currency={currency} />
            <TopClientsChart clients={data.topClients.filter((c) => c.currency === currency)} currency={currency} />
          </div>
          <Card className="overflow-hidden">
            <DataTable
              caption={t('reports.profit.caption', {
                groupBy,
                from: formatMonth(data.from, { full: true }),
                to: formatMonth(data.to, { full: true }),
                currency,
              })}
              columns={[
                t(
                  groupBy === 'project'
                    ? 'reports.profit.groupProject'
                    : groupBy === 'client'
                      ? 'reports.profit.groupClient'
                      : 'reports.profit.groupMonth',
                ),
                ...FIGURES.map((f) => ({ label: t(f.label), right: true }) as const),
              ]}
              className="min-w-[52rem]"
              wideOnly
            >
              {data.items.map((row) => (
                <tr
                  key={`${row.project?.id}-${row.client?.id}-${row.month}-${row.currency}`}
                  className="border-b border-border last:border-0"
                >
                  <td className="px-4 py-3">
                    <RowName row={row} groupBy={data.groupBy} />
                  </td>
                  {FIGURES.map((f) => (
                    <td key={f.label} className={row.marginMinor < 0 && f.margin ? `${td} text-danger` : td}>
                      {f.figure(row)}
                    </td>
                  ))}
                </tr>
              ))}
              {total ? (
                <tr className="border-t-2 border-border bg-surface-muted/60 font-semibold">
                  <th scope="row" className="px-4 py-3 text-left">
                    {t('reports.common.total')}
                  </th>
                  {FIGURES.map((f) => (
                    <td key={f.label} className={td}>
                      {f.figure(total)}
                    </td>
                  ))}
                </tr>
              ) : null}
            </DataTable>
            <ProfitCards report={data} total={total} />
          </Card>
          <Pagination
            className="mt-4"
            label={t('reports.common.pages')}
            page={page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
