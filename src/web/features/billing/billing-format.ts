import { DEFAULT_DUE_DAYS } from '../../../shared/schemas/billing';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A moment (created, paid) in the viewer's time zone. */
export function formatDateTime(iso: string | null): string {
  return iso ? dateFormat.format(new Date(iso)) : '—';
}

/** A calendar day (YYYY-MM-DD, e.g. a due date) as written, whatever the viewer's time zone. */
export function formatDay(day: string | null): string {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—';
}

/** Today plus 30 days as YYYY-MM-DD in the viewer's calendar (part 2 section 9). */
export function defaultDueDate(today = new Date()): string {
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + DEFAULT_DUE_DAYS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}
