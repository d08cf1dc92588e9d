/** How the time reports show their figures: hours with one decimal, shares in whole percent. */
import type { BadgeTone } from '../../components/badge';
import { formatNumber } from '../../lib/format';

export const hours = (minutes: number) => `${formatNumber(Math.round(minutes / 6) / 10)} h`;
export const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part * 100) / whole)}%` : '—');

/** This month and the months before it, as 'YYYY-MM'. */
export function monthsBack(n: number, today = new Date()): { from: string; to: string } {
  const to = today.toISOString().slice(0, 7);
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - n + 1, 1));
  return { from: d.toISOString().slice(0, 7), to };
}

/** A utilization's badge tone (the badge carries the figure, so colour is never the only signal). */
export function utilizationTone(percent: number | null): BadgeTone {
  if (percent === null) return 'neutral';
  if (percent > 100) return 'danger';
  if (percent >= 50) return 'success';
  return 'warning';
}
