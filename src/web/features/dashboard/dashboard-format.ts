/** How the overview's labels and bars read (numbers and money: lib/format). */
import type { BadgeTone } from '../../components/badge';

/** 'in_progress' -> 'In Progress'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Status colours: completed green; active and in progress blue; pending and planning yellow (an overdue task's red
// marker: components/overdue-badge).
const TONES: Record<string, BadgeTone> = {
  completed: 'success',
  active: 'info',
  in_progress: 'info',
  pending: 'warning',
  planning: 'warning',
  on_hold: 'neutral',
  cancelled: 'neutral',
};

export function statusTone(status: string): BadgeTone {
  return TONES[status] ?? 'neutral';
}

/** Width of a completion bar, kept within 0-100 whatever the data says. */
export function barPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
