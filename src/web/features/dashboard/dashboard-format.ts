/** How the overview's labels and bars read (numbers and money: lib/format). */

export { humanize } from '../../lib/humanize';

/** Width of a completion bar, kept within 0-100 whatever the data says. */
export function barPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
