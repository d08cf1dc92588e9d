/** The revenue chart's geometry, free of React so it can be unit tested: a "nice" scale (labels: lib/format). */

/** The smallest 1, 2 or 5 x 10^n step that fits `max` in `ticks` steps (at least $1 a step). */
export function niceScale(maxMinor: number, ticks = 4): { stepMinor: number; topMinor: number } {
  const rough = Math.max(maxMinor, 100) / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const stepMinor = Math.max(100, Math.round(step));
  return { stepMinor, topMinor: stepMinor * ticks };
}
