/**
 * Invoice time (decision 0049): the pure part both sides share. Each entry is rounded on its own, priced on its own by
 * the one time-to-money rule (amountForMinutes, src/shared/durations.ts), and a line is the sum of its entries, so the
 * invoice total is the same whichever way the time is grouped.
 */
import { amountForMinutes, formatHours } from './durations';

export const ROUNDING_INCREMENTS = [0, 6, 15, 30] as const;
export type RoundingIncrement = (typeof ROUNDING_INCREMENTS)[number];
export const ROUNDING_MODES = ['up', 'nearest'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];
export const INVOICE_GROUPINGS = ['task', 'person', 'day', 'project'] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number];

/** What an entry needs to be billed: its minutes, its own rate, and the names its line is called by. */
export interface BillableEntry {
  id: string;
  minutes: number;
  rateMinor: number;
  workDate: string;
  projectId: string;
  projectName: string;
  taskId: string | null;
  taskTitle: string | null;
  userId: string | null;
  userName: string | null;
}

export interface InvoiceLine {
  key: string;
  description: string;
  minutes: number;
  amountMinor: number;
  entryIds: string[];
}

/**
 * Minutes rounded to the increment (0: as recorded). 'nearest' never takes worked time to nothing: an entry shorter than
 * half an increment is billed one increment, so a line of time is never silently free.
 */
export function roundMinutes(minutes: number, increment: RoundingIncrement, mode: RoundingMode): number {
  if (increment === 0 || minutes <= 0) return minutes;
  const steps = mode === 'up' ? Math.ceil(minutes / increment) : Math.max(1, Math.round(minutes / increment));
  return steps * increment;
}

export interface PricedEntry extends BillableEntry {
  billedMinutes: number;
  billedAmountMinor: number;
}

export function priceEntry(entry: BillableEntry, increment: RoundingIncrement, mode: RoundingMode): PricedEntry {
  const billedMinutes = roundMinutes(entry.minutes, increment, mode);
  return { ...entry, billedMinutes, billedAmountMinor: amountForMinutes(billedMinutes, entry.rateMinor) };
}

const UNKNOWN_PERSON = 'Unknown User';
const NO_TASK = 'Other work';

/** The line an entry goes on: its key and description (the SQL preview names its groups with this too). */
export function lineOf(
  entry: Omit<BillableEntry, 'id' | 'minutes' | 'rateMinor'>,
  by: InvoiceGrouping,
): { key: string; description: string } {
  switch (by) {
    case 'task':
      return {
        key: `task:${entry.projectId}:${entry.taskId ?? 'none'}`,
        description: `${entry.projectName}: ${entry.taskTitle ?? NO_TASK}`,
      };
    case 'person':
      return { key: `person:${entry.userId ?? 'none'}`, description: entry.userName ?? UNKNOWN_PERSON };
    case 'day':
      return { key: `day:${entry.workDate}`, description: entry.workDate };
    case 'project':
      return { key: `project:${entry.projectId}`, description: entry.projectName };
  }
}

/** Lines in a stable order (by description, then key); every entry is on exactly one line. */
export function groupLines(entries: readonly PricedEntry[], by: InvoiceGrouping): InvoiceLine[] {
  const lines = new Map<string, InvoiceLine>();
  for (const entry of entries) {
    const { key, description } = lineOf(entry, by);
    let line = lines.get(key);
    if (!line) {
      line = { key, description, minutes: 0, amountMinor: 0, entryIds: [] };
      lines.set(key, line);
    }
    line.minutes += entry.billedMinutes;
    line.amountMinor += entry.billedAmountMinor;
    line.entryIds.push(entry.id);
  }
  return sortLines([...lines.values()]);
}

export function sortLines<L extends { key: string; description: string }>(lines: L[]): L[] {
  return lines.sort((a, b) => a.description.localeCompare(b.description) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The invoice item's text: the line's description with its hours, e.g. 'Website: Login page (12.5 h)'. */
export function invoiceItemText(description: string, minutes: number): string {
  return `${description} (${formatHours(minutes)})`;
}
