import { useState } from 'react';
import { Coins } from 'lucide-react';
import type { Currency } from '@shared/enums';
import type { RevenueChartMonth, RevenueChartSeries } from '@shared/schemas/dashboard';
import { MonthFiguresTable, type MonthFiguresColumn } from '../../components/month-figures-table';
import { SegmentedToggle } from '../../components/segmented-toggle';
import { Select } from '../../components/select';
import { formatMoney, formatMonth } from '../../lib/format';
import { niceScale } from './revenue-chart';
import { SectionCard } from './section-card';
import { t } from '@web/lib/messages/dashboard';
import { msg } from '@web/lib/i18n';

const SERIES = [
  { key: 'expectedMinor', label: msg('dashboard.revenue.expected'), className: 'fill-primary/40' },
  { key: 'invoicedMinor', label: msg('dashboard.revenue.invoiced'), className: 'fill-primary' },
  { key: 'paidMinor', label: msg('dashboard.revenue.paid'), className: 'fill-success' },
] as const;

const figureColumns = (currency: string): readonly MonthFiguresColumn<RevenueChartMonth>[] =>
  SERIES.map((s) => ({ label: t(s.label), figure: (m) => formatMoney(m[s.key], currency) }));

/** Up to three currencies are buttons side by side; more would not fit a phone's width, so they are a menu. */
const MOST_TOGGLED = 3;

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 56;
const BOTTOM = 24;
const TOP = 8;
const TICKS = 4;

/**
 * Expected vs invoiced vs paid per month, last 12 months, one currency at a time: never converted, the agency's
 * default currency first and a choice of the others when there are any (admins only: the server sends the data to
 * them alone). Grouped bars in SVG; the same figures are in a table for screen readers.
 */
export function RevenueChartCard({ series }: { series: RevenueChartSeries[] }) {
  const [chosen, setChosen] = useState(series[0]?.currency);
  const shown = series.find((s) => s.currency === chosen) ?? series[0];
  if (!shown) return null;
  const { currency, months } = shown;
  const max = Math.max(0, ...months.flatMap((m) => SERIES.map((s) => m[s.key])));
  const { stepMinor, topMinor } = niceScale(max, TICKS);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(months.length, 1);
  const bar = Math.min(14, (slot * 0.75) / SERIES.length);
  const y = (minor: number) => TOP + plotHeight - (minor / topMinor) * plotHeight;

  return (
    <SectionCard
      title={t('dashboard.revenue.title', { currency })}
      action={
        <div className="flex flex-wrap items-center gap-3">
          {series.length > MOST_TOGGLED ? (
            <Select
              aria-label={t('dashboard.revenue.currency')}
              className="h-9 w-28"
              value={currency}
              onChange={(e) => setChosen(e.target.value as Currency)}
            >
              {series.map((s) => (
                <option key={s.currency} value={s.currency}>
                  {s.currency}
                </option>
              ))}
            </Select>
          ) : series.length > 1 ? (
            <SegmentedToggle
              label={t('dashboard.revenue.currency')}
              options={series.map((s) => ({ value: s.currency, label: s.currency, icon: Coins }))}
              value={currency}
              onChange={setChosen}
            />
          ) : null}
          <ul className="flex flex-wrap gap-3 text-xs text-muted-foreground" aria-hidden>
            {SERIES.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <svg viewBox="0 0 10 10" className="size-2.5">
                  <rect width="10" height="10" rx="2" className={s.className} />
                </svg>
                {t(s.label)}
              </li>
            ))}
          </ul>
        </div>
      }
    >
      {/* On a phone the twelve months would shrink to unreadable labels: the chart keeps a readable width and scrolls
          sideways inside its card instead, starting at the latest months. A reversed row starts scrolled to its end by
          itself; setting scrollLeft from a ref made the browser lay the page out in the middle of React's first render
          of the dashboard (Lighthouse's forced reflow, about 0.4 s of simulated blocking time). */}
      <div tabIndex={0} role="group" aria-label={t('dashboard.revenue.chart')} className="-mx-1 flex flex-row-reverse overflow-x-auto px-1">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full min-w-[640px] shrink-0 sm:min-w-0" aria-hidden>
          {Array.from({ length: TICKS + 1 }, (_, i) => {
            const value = i * stepMinor;
            return (
              <g key={i}>
                <line x1={LEFT} x2={WIDTH} y1={y(value)} y2={y(value)} className="stroke-border" strokeWidth={1} />
                <text x={LEFT - 8} y={y(value)} dy="0.32em" textAnchor="end" className="fill-muted-foreground text-[11px]">
                  {formatMoney(value, currency, { compact: true })}
                </text>
              </g>
            );
          })}
          {months.map((m, i) => {
            const x0 = LEFT + i * slot + (slot - bar * SERIES.length) / 2;
            return (
              <g key={m.month}>
                {SERIES.map((s, j) => {
                  const top = y(m[s.key]);
                  return (
                    <rect
                      key={s.key}
                      x={x0 + j * bar}
                      y={top}
                      width={bar - 1}
                      height={Math.max(0, TOP + plotHeight - top)}
                      rx={1.5}
                      className={s.className}
                    >
                      <title>
                        {t('dashboard.revenue.barTitle', {
                          month: formatMonth(m.month, { full: true }),
                          series: t(s.label),
                          amount: formatMoney(m[s.key], currency),
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
      <MonthFiguresTable caption={t('dashboard.revenue.caption', { currency })} months={months} columns={figureColumns(currency)} />
    </SectionCard>
  );
}
