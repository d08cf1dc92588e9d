/** How a task reads on screen: labels (underscores as spaces), badge tones and names (dates: lib/format). */
import type { Priority, TaskStatus } from '../../../shared/enums';
import type { BadgeTone } from '../../components/badge';

/** 'in_progress' -> 'In Progress', 'bug_fix' -> 'Bug Fix'. */
export function humanize(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

// Status colours (docs/product.md): completed green, in progress blue, pending yellow; overdue is red, as a
// marker beside the status (components/overdue-badge).
export const TASK_STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  completed: 'success',
};

export const PRIORITY_TONES: Record<Priority, BadgeTone> = {
  low: 'neutral',
  medium: 'warning',
  high: 'danger',
};

export function personName(person: { firstName: string; lastName: string } | null | undefined): string | null {
  if (!person) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || null;
}
