/**
 * Invoice time (decision 0049): the pure part both sides share. Each entry is rounded on its own; a line is the entries
 * of one group at one hourly rate, billed as hours x rate (decision 0095): its amount is the one time-to-money rule
 * (amountForMinutes, src/shared/durations.ts) applied once to the line's total minutes, not summed per entry, and the
 * entries' billed amounts are that amount shared out to the cent.
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
  /** The hourly rate of every entry on the line: the invoice line's unit price. */
  rateMinor: number;
  /** amountForMinutes(minutes, rateMinor): rounded once, for the line. */
  amountMinor: number;
  entryIds: string[];
  /** Each entry's share of the line's amount, in the order of entryIds; they add up to amountMinor. */
  entryAmounts: number[];
}

/** A line's key: its group's, and its rate (two rates in one group are two lines, each hours x its rate). */
export function lineKey(groupKey: string, rateMinor: number): string {
  return `${groupKey}@${rateMinor}`;
}

/**
 * The entries' own amounts adjusted, a cent at a time from the largest, until they add up to the line's amount: what
 * each entry records as billed, so the invoice's total is still the sum of its entries.
 */
export function shareLineAmount(amountMinor: number, entryAmounts: readonly number[]): number[] {
  const shares = [...entryAmounts];
  let left = amountMinor - shares.reduce((s, a) => s + a, 0);
  const order = shares.map((a, i) => [a, i] as const).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (let k = 0; left !== 0 && order.length > 0; k = (k + 1) % order.length) {
    const step = left > 0 ? 1 : -1;
    shares[order[k]![1]]! += step;
    left -= step;
  }
  return shares;
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
    const group = lineOf(entry, by);
    const key = lineKey(group.key, entry.rateMinor);
    let line = lines.get(key);
    if (!line) {
      line = {
        key,
        description: group.description,
        minutes: 0,
        rateMinor: entry.rateMinor,
        amountMinor: 0,
        entryIds: [],
        entryAmounts: [],
      };
      lines.set(key, line);
    }
    line.minutes += entry.billedMinutes;
    line.entryIds.push(entry.id);
    line.entryAmounts.push(entry.billedAmountMinor);
  }
  for (const line of lines.values()) {
    line.amountMinor = amountForMinutes(line.minutes, line.rateMinor);
    line.entryAmounts = shareLineAmount(line.amountMinor, line.entryAmounts);
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

/**
 * A line's hours in thousandths, as the invoice line's quantity: exact for whole multiples of 3 minutes (every rounding
 * increment), else to the nearest thousandth; the line's amount is still the minutes' (amountMinor), never re-derived.
 */
export function hoursThousandths(minutes: number): number {
  return Math.round((minutes * 1000) / 60);
}
