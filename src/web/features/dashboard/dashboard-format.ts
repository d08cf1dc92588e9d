/** How the overview's numbers and labels read. */
import type { BadgeTone } from '../../components/badge';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Whole US dollars: 12500 -> '$12,500'. */
export function formatUsd(amount: number): string {
  return usd.format(Math.round(amount));
}

/** 'in_progress' -> 'In Progress'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Status colours: completed green; active and in progress blue; pending and planning yellow; overdue red.
const TONES: Record<string, BadgeTone> = {
  completed: 'success',
  active: 'info',
  in_progress: 'info',
  pending: 'warning',
  planning: 'warning',
  overdue: 'danger',
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
