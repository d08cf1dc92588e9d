/** The revenue chart's geometry, free of React so it can be unit tested: a "nice" scale and the month labels. */

/** The smallest 1, 2 or 5 x 10^n step that fits `max` in `ticks` steps (at least $1 a step). */
export function niceScale(maxMinor: number, ticks = 4): { stepMinor: number; topMinor: number } {
  const rough = Math.max(maxMinor, 100) / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const stepMinor = Math.max(100, Math.round(step));
  return { stepMinor, topMinor: stepMinor * ticks };
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03' -> 'Mar' (or 'March 2026' in full). */
export function monthLabel(month: string, full = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return (full ? monthYearFormat : monthFormat).format(date);
}

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** Axis labels: 1250000 cents -> '$12.5K'. */
export function axisLabel(minor: number): string {
  return compactUsd.format(minor / 100);
}
