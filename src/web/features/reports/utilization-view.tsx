/**
 * Utilization: people down the side, weeks across (the last 6 by default: they fit a desktop without scrolling), each cell the billable share of the
 * person's weekly capacity with its hours; a badge's colour says low, healthy or overbooked, its text the figure.
 * On a phone the table scrolls sideways with the names kept in view.
 */
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { timeReportsApi } from '@shared/api/time-reports';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { QueryErrorState } from '../../components/error-state';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { ListActions } from '../../components/list-page-parts';
import { ListSkeleton } from '../../components/list-skeleton';
import { Pagination } from '../../components/pagination';
import { endpointUrl } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useUtilization } from './api/get-time-reports';
import { hours, utilizationTone } from './report-format';
import { t } from '@web/lib/messages/reports';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const percentText = (p: number | null) => (p === null ? '—' : `${p}%`);

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => e.target.value && onChange(e.target.value)} />
    </div>
  );
}

export function UtilizationView() {
  const [range, setRange] = useState(() => ({ from: isoDay(Date.now() - 5 * 7 * DAY), to: isoDay(Date.now()) }));
  const [page, setPage] = useState(1);
  const report = useUtilization({ ...range, page });
  const data = report.data;
  const set = (next: Partial<typeof range>) => {
    setRange((r) => ({ ...r, ...next }));
    setPage(1);
  };
  const th = 'px-3 py-3 text-right text-xs font-medium tracking-wide text-muted-foreground uppercase whitespace-nowrap';

  return (
    <>
      <div className="mb-6 grid gap-3 sm:grid-cols-[repeat(2,minmax(0,14rem))_auto] sm:items-end">
        <DateField label={t('reports.utilization.from')} value={range.from} onChange={(from) => set({ from })} />
        <DateField label={t('reports.utilization.to')} value={range.to} onChange={(to) => set({ to })} />
        <div className="flex">
          <ListActions exportHref={endpointUrl(timeReportsApi.utilizationCsv, { query: { ...range, page: 1, pageSize: 50 } })} />
        </div>
      </div>
      {report.isError ? (
        <QueryErrorState title={t('reports.common.loadFailed')} query={report} />
      ) : !data ? (
        <ListSkeleton label={t('reports.utilization.loading')} />
      ) : data.items.length === 0 ? (
        <EmptyState icon={Users} title={t('reports.utilization.empty')} description={t('reports.utilization.emptyHint')} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground">{t('reports.utilization.explained')}</p>
          <Card className="overflow-hidden">
            <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('reports.utilization.table')}>
              <table className="w-full min-w-[40rem] border-collapse text-sm">
                <caption className="sr-only">{t('reports.utilization.caption')}</caption>
                <thead>
                  <tr className="border-b border-border bg-surface-muted/60">
                    <th
                      scope="col"
                      className="sticky left-0 bg-surface px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase"
                    >
                      {t('reports.utilization.person')}
                    </th>
                    <th scope="col" className={th}>
                      {t('reports.utilization.capacity')}
                    </th>
                    {data.weeks.map((w) => (
                      <th key={w} scope="col" className={th}>
                        {formatDate(w)}
                      </th>
                    ))}
                    <th scope="col" className={th}>
                      {t('reports.common.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((p) => (
                    <tr key={p.user.id} className="border-b border-border last:border-0">
                      <th
                        scope="row"
                        className="sticky left-0 bg-surface px-4 py-3 text-left font-medium whitespace-nowrap text-foreground"
                      >
                        {p.user.firstName} {p.user.lastName}
                      </th>
                      <td className="px-3 py-3 text-right tabular-nums whitespace-nowrap">{hours(p.capacityMinutes)}</td>
                      {p.weeks.map((w) => (
                        <td key={w.weekStart} className="px-3 py-3 text-right">
                          <Badge tone={utilizationTone(w.utilization)}>{percentText(w.utilization)}</Badge>
                          <div className="mt-1 text-xs text-muted-foreground tabular-nums">
                            {t('reports.utilization.billableOf', { billable: hours(w.billableMinutes), total: hours(w.minutes) })}
                          </div>
                        </td>
                      ))}
                      <td className="px-3 py-3 text-right whitespace-nowrap">
                        <Badge tone={utilizationTone(p.utilization)}>{percentText(p.utilization)}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
          <Pagination
            className="mt-4"
            label={t('reports.utilization.pages')}
            page={page}
            pageCount={Math.ceil(data.total / data.pageSize)}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
