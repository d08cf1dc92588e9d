/**
 * The profit report's two charts (decision 0121), one currency at a time: revenue and margin per month (bars from a
 * zero line, a loss below it), and the top clients by margin (horizontal bars). SVG for the eye, the same figures in a
 * table for screen readers, as the hours chart does.
 */
import type { ProfitReport } from '@shared/schemas/profit-report';
import { Card } from '../../components/card';
import { MonthFiguresTable, type MonthFiguresColumn } from '../../components/month-figures-table';
import { formatMoney, formatMonth } from '../../lib/format';
import { msg } from '@web/lib/i18n';
import { t } from '@web/lib/messages/reports';

type Month = ProfitReport['months'][number];
type TopClient = ProfitReport['topClients'][number];

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 60;
const BOTTOM = 22;
const TOP = 8;

const SERIES = [
  { key: 'revenueInvoicedMinor', label: msg('reports.charts.revenue'), className: 'fill-primary' },
  { key: 'marginMinor', label: msg('reports.charts.margin'), className: 'fill-success' },
] as const;

/** A round step for the axis: 1, 2 or 5 times a power of ten, at least one unit. */
function niceStep(span: number, ticks: number): number {
  const rough = Math.max(span, 100) / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power;
}

function Legend() {
  return (
    <ul className="flex gap-3 text-xs text-muted-foreground" aria-hidden>
      {SERIES.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <svg viewBox="0 0 10 10" className="size-2.5">
            <rect width="10" height="10" rx="2" className={s.className} />
          </svg>
          {t(s.label)}
        </li>
      ))}
    </ul>
  );
}

export function RevenueMarginChart({ months, currency }: { months: Month[]; currency: string }) {
  const values = months.flatMap((m) => SERIES.map((s) => m[s.key]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const step = niceStep(max - min, 4);
  const top = Math.ceil(max / step) * step || step;
  const bottom = Math.floor(min / step) * step;
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (minor: number) => TOP + ((top - minor) / (top - bottom)) * plot;
  const slot = (WIDTH - LEFT) / Math.max(months.length, 1);
  const bar = Math.min(16, (slot * 0.7) / SERIES.length);
  const ticks: number[] = [];
  for (let v = bottom; v <= top; v += step) ticks.push(v);
  const columns: MonthFiguresColumn<Month>[] = SERIES.map((s) => ({ label: t(s.label), figure: (m) => formatMoney(m[s.key], currency) }));
  return (
    <Card className="p-5">
      <section aria-labelledby="profit-months-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="profit-months-title" className="text-base font-semibold text-foreground">
            {t('reports.charts.byMonth', { currency })}
          </h2>
          <Legend />
        </div>
        <div tabIndex={0} role="group" aria-label={t('reports.charts.chart')} className="overflow-x-auto">
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[520px] sm:min-w-0" aria-hidden>
            {ticks.map((v) => (
              <g key={v}>
                <line
                  x1={LEFT}
                  x2={WIDTH}
                  y1={y(v)}
                  y2={y(v)}
                  className={v === 0 ? 'stroke-foreground/40' : 'stroke-border'}
                  strokeWidth={1}
                />
                <text x={LEFT - 6} y={y(v)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[11px]">
                  {formatMoney(v, currency, { compact: true })}
                </text>
              </g>
            ))}
            {months.map((m, i) => {
              const x0 = LEFT + i * slot + (slot - bar * SERIES.length) / 2;
              return (
                <g key={m.month}>
                  {SERIES.map((s, j) => {
                    const value = m[s.key];
                    const from = y(Math.max(0, value));
                    return (
                      <rect
                        key={s.key}
                        x={x0 + j * bar}
                        y={from}
                        width={bar - 1}
                        height={Math.abs(y(value) - y(0))}
                        rx={1.5}
                        className={value < 0 ? 'fill-danger' : s.className}
                      >
                        <title>
                          {t('reports.charts.barTitle', {
                            month: formatMonth(m.month, { full: true }),
                            series: t(s.label),
                            amount: formatMoney(value, currency),
                          })}
                        </title>
                      </rect>
                    );
                  })}
                  <text x={LEFT + i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-muted-foreground text-[11px]">
                    {formatMonth(m.month)}
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
        <MonthFiguresTable caption={t('reports.charts.byMonth', { currency })} months={months} columns={columns} />
      </section>
    </Card>
  );
}

export function TopClientsChart({ clients, currency }: { clients: TopClient[]; currency: string }) {
  const widest = Math.max(1, ...clients.map((c) => Math.abs(c.marginMinor)));
  return (
    <Card className="p-5">
      <section aria-labelledby="profit-clients-title">
        <h2 id="profit-clients-title" className="mb-3 text-base font-semibold text-foreground">
          {t('reports.charts.topClients', { currency })}
        </h2>
        {clients.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('reports.charts.noClients')}</p>
        ) : (
          <ol className="space-y-3" aria-label={t('reports.charts.topClients', { currency })}>
            {clients.map((c) => (
              <li key={c.client.id} className="text-sm">
                <div className="flex justify-between gap-3">
                  <span className="truncate font-medium text-foreground">{c.client.name}</span>
                  <span className="shrink-0 tabular-nums whitespace-nowrap">
                    {formatMoney(c.marginMinor, currency)}
                    {c.marginPercent === null ? '' : ` · ${c.marginPercent}%`}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-surface-muted" aria-hidden>
                  <div
                    className={c.marginMinor < 0 ? 'h-2 rounded-full bg-danger' : 'h-2 rounded-full bg-success'}
                    style={{ width: `${(Math.abs(c.marginMinor) / widest) * 100}%` }}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}
