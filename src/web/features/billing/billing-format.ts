import { DEFAULT_DUE_DAYS } from '@shared/schemas/billing';

/** Today plus 30 days as YYYY-MM-DD in the viewer's calendar (docs/product.md, Limits). */
export function defaultDueDate(today = new Date()): string {
  const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + DEFAULT_DUE_DAYS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}`;
}
