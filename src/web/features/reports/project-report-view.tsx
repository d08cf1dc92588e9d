/**
 * Time per project and month: the month range (last 6 months by default), client and project filters, the chart of
 * hours per month, the table with its totals, Export CSV. The money columns are those the server filled in: a manager
 * gets billable value, an admin also invoiced, paid and the cost of time; margin is the profit report's (decision 0121).
 */
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { timeReportsApi } from '@shared/api/time-reports';
import type { ProjectReport, ReportTotal } from '@shared/schemas/time-reports';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { FilterSelect } from '../../components/filter-select';
import { ListActions } from '../../components/list-page-parts';
import { ListSkeleton } from '../../components/list-skeleton';
import { Pagination } from '../../components/pagination';
import { endpointUrl } from '../../lib/api';
import { formatMoney, formatMonth } from '../../lib/format';
import { useClientOptions, useProjectOptions, useProjectReport } from './api/get-time-reports';
import { HoursChart } from './hours-chart';
import { hours, monthsBack, share } from './report-format';
import { NamedOptions } from '../../components/filter-select';
import { t } from '@web/lib/messages/reports';
import { MonthField } from './month-field';

const money = (minor: number | null, currency: string) => (minor === null ? '' : formatMoney(minor, currency));
const td = 'px-4 py-3 text-right tabular-nums whitespace-nowrap';

function Figures({ row, sees }: { row: ReportTotal; sees: ProjectReport['sees'] }) {
  return (
    <>
      <td className={td}>{hours(row.minutes)}</td>
      <td className={td}>{share(row.billableMinutes, row.minutes)}</td>
      {sees.billing ? <td className={td}>{money(row.billableAmountMinor, row.currency)}</td> : null}
      {sees.costs ? (
        <>
          <td className={td}>{money(row.invoicedMinor, row.currency)}</td>
          <td className={td}>{money(row.paidMinor, row.currency)}</td>
          <td className={td}>{money(row.costMinor, row.currency)}</td>
        </>
      ) : null}
    </>
  );
}

/** Phones: each row as a card, the totals last (the table is hidden below md). */
function ReportCards({ report }: { report: ProjectReport }) {
  const line = (label: string, value: string) => (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  const figures = (row: ReportTotal) => (
    <dl className="mt-2 space-y-1 text-sm">
      {line(t('reports.projects.hours'), hours(row.minutes))}
      {line(t('reports.projects.billable'), share(row.billableMinutes, row.minutes))}
      {report.sees.billing ? line(t('reports.projects.billableValue'), money(row.billableAmountMinor, row.currency)) : null}
      {report.sees.costs ? (
        <>
          {line(t('reports.projects.invoiced'), money(row.invoicedMinor, row.currency))}
          {line(t('reports.projects.paid'), money(row.paidMinor, row.currency))}
          {line(t('reports.common.timeCost'), money(row.costMinor, row.currency))}
        </>
      ) : null}
    </dl>
  );
  return (
    <ul className="divide-y divide-border md:hidden" aria-label={t('reports.projects.rows')}>
      {report.items.map((row) => (
        <li key={`${row.project.id}-${row.month}-${row.currency}`} className="p-4">
          <p className="font-medium text-foreground">{row.project.name}</p>
          <p className="text-xs text-muted-foreground">
            {row.client.name} · {formatMonth(row.month, { full: true })}
          </p>
          {figures(row)}
        </li>
      ))}
      {report.totals.map((total) => (
        <li key={`total-${total.currency}`} className="bg-surface-muted/60 p-4">
          <p className="font-semibold text-foreground">
            {report.totals.length > 1 ? t('reports.projects.totalIn', { currency: total.currency }) : t('reports.common.total')}
          </p>
          {figures(total)}
        </li>
      ))}
    </ul>
  );
}

export function ProjectReportView() {
  const [range, setRange] = useState(() => monthsBack(6));
  const [clientId, setClientId] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const filters = { ...range, clientId: clientId ?? undefined, projectId: projectId ?? undefined };
  const report = useProjectReport({ ...filters, page });
  const clients = useClientOptions();
  const projects = useProjectOptions(clientId);
  const data = report.data;
  const change = (fn: () => void) => {
    fn();
    setPage(1);
  };
  const columns = data
    ? [
        t('reports.projects.project'),
        t('reports.common.month'),
        { label: t('reports.projects.hours'), right: true } as const,
        { label: t('reports.projects.billable'), right: true } as const,
        data.sees.billing && ({ label: t('reports.projects.billableValue'), right: true } as const),
        ...(data.sees.costs
          ? (['reports.projects.invoiced', 'reports.projects.paid', 'reports.common.timeCost'] as const).map(
              (key) => ({ label: t(key), right: true }) as const,
            )
          : []),
      ]
    : [];

  return (
    <>
      <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
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
        <FilterSelect
          label={t('reports.projects.client')}
          value={clientId}
          allLabel={t('reports.projects.allClients')}
          onChange={(v) =>
            change(() => {
              setClientId(v);
              setProjectId(null);
            })
          }
        >
          <NamedOptions items={clients.data} />
        </FilterSelect>
        <FilterSelect
          label={t('reports.projects.project')}
          value={projectId}
          allLabel={t('reports.projects.allProjects')}
          onChange={(v) => change(() => setProjectId(v))}
        >
          {projects.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </FilterSelect>
        <div className="flex">
          <ListActions exportHref={endpointUrl(timeReportsApi.projectsCsv, { query: { ...filters, page: 1, pageSize: 100 } })} />
        </div>
      </div>

      {report.isError ? (
        <QueryErrorState title={t('reports.common.loadFailed')} query={report} />
      ) : !data ? (
        <ListSkeleton label={t('reports.common.loading')} />
      ) : data.total === 0 ? (
        <EmptyState icon={Clock} title={t('reports.projects.empty')} description={t('reports.projects.emptyHint')} />
      ) : (
        <>
          <HoursChart months={data.months} />
          <Card className="overflow-hidden">
            <DataTable
              caption={t('reports.projects.caption', {
                from: formatMonth(data.from, { full: true }),
                to: formatMonth(data.to, { full: true }),
              })}
              columns={columns}
              className="min-w-[44rem]"
              wideOnly
            >
              {data.items.map((row) => (
                <tr key={`${row.project.id}-${row.month}-${row.currency}`} className="border-b border-border last:border-0">
                  <td className="px-4 py-3">
                    <div className="font-medium text-foreground">{row.project.name}</div>
                    <div className="text-xs text-muted-foreground">{row.client.name}</div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatMonth(row.month, { full: true })}</td>
                  <Figures row={row} sees={data.sees} />
                </tr>
              ))}
              {data.totals.map((total) => (
                <tr key={`total-${total.currency}`} className="border-t-2 border-border bg-surface-muted/60 font-semibold">
                  <th scope="row" colSpan={2} className="px-4 py-3 text-left">
                    {data.totals.length > 1 ? t('reports.projects.totalIn', { currency: total.currency }) : t('reports.common.total')}
                  </th>
                  <Figures row={total} sees={data.sees} />
                </tr>
              ))}
            </DataTable>
            <ReportCards report={data} />
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
