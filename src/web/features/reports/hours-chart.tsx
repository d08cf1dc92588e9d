/**
 * Hours per month, billable stacked on non-billable: an SVG for the eye, and the same figures as a table for screen
 * readers (the SVG is hidden from them).
 */
import { Card } from '../../components/card';
import { MonthFiguresTable, type MonthFiguresColumn } from '../../components/month-figures-table';
import { formatMonth } from '../../lib/format';
import { hours } from './report-format';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/reports';

type ReportsKey = Parameters<typeof t>[0];

const WIDTH = 640;
const HEIGHT = 200;
const LEFT = 44;
const BOTTOM = 22;
const TOP = 8;

interface Month {
  month: string;
  minutes: number;
  billableMinutes: number;
}

const HOURS_COLUMNS: readonly MonthFiguresColumn<Month>[] = [
  { label: msg('reports.charts.billable'), figure: (m) => hours(m.billableMinutes) },
  { label: msg('reports.charts.notBillable'), figure: (m) => hours(m.minutes - m.billableMinutes) },
];

/** A round top for the axis: 1, 2 or 5 times a power of ten hours. */
function topHours(maxMinutes: number): number {
  const max = Math.max(1, maxMinutes / 60);
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((m) => m * power >= max) ?? 10) * power;
}

export function HoursChart({ months }: { months: Month[] }) {
  const top = topHours(Math.max(0, ...months.map((m) => m.minutes)));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(months.length, 1);
  const bar = Math.min(36, slot * 0.6);
  const y = (minutes: number) => TOP + plot - (minutes / 60 / top) * plot;
  return (
    <Card className="mb-6 p-5">
      <section aria-labelledby="hours-chart-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="hours-chart-title" className="text-base font-semibold text-foreground">
            {t('reports.charts.hoursTitle')}
          </h2>
          <ul className="flex gap-3 text-xs text-muted-foreground" aria-hidden>
            <li className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-primary" /> {t('reports.charts.billable')}
            </li>
            <li className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm bg-primary/30" /> {t('reports.charts.notBillable')}
            </li>
          </ul>
        </div>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" aria-hidden>
          {[0, 0.5, 1].map((f) => (
            <g key={f}>
              <line x1={LEFT} x2={WIDTH} y1={y(f * top * 60)} y2={y(f * top * 60)} className="stroke-border" strokeWidth={1} />
              <text x={LEFT - 6} y={y(f * top * 60)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[11px]">
                {`${f * top} h`}
              </text>
            </g>
          ))}
          {months.map((m, i) => {
            const x = LEFT + i * slot + (slot - bar) / 2;
            const billableTop = y(m.billableMinutes);
            const allTop = y(m.minutes);
            return (
              <g key={m.month}>
                <rect x={x} y={allTop} width={bar} height={Math.max(0, billableTop - allTop)} rx={2} className="fill-primary/30" />
                <rect x={x} y={billableTop} width={bar} height={Math.max(0, TOP + plot - billableTop)} rx={2} className="fill-primary" />
                <text x={x + bar / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                  {formatMonth(m.month)}
                </text>
              </g>
            );
          })}
        </svg>
        <MonthFiguresTable
          caption={t('reports.charts.hoursCaption')}
          months={months}
          columns={HOURS_COLUMNS.map((column) => ({ ...column, label: t(column.label as ReportsKey) }))}
        />
      </section>
    </Card>
  );
}
