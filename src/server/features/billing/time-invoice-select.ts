/**
 * Invoice time (decision 0049): which of a client's entries an invoice of time takes, priced and grouped. One query on
 * the partial index time_entries_unbilled_idx (client, work date; unbilled and billable only).
 */
import { createHash } from 'node:crypto';
import { and, asc, between, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Currency, TimeEntryStatus } from '@shared/enums';
import { groupLines, priceEntry, type InvoiceLine, type PricedEntry } from '@shared/time-invoice';
import type { TimeInvoiceSelection } from '@shared/schemas/time-invoice';
import { projects, tasks, timeEntries, users, workspaceSettings } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { conflict } from '../../errors';

export interface TimeSelection {
  currency: Currency | null;
  includeUnapproved: boolean;
  /** Priced above 0: these go on the invoice. */
  priced: PricedEntry[];
  lines: InvoiceLine[];
  leftOut: { entryCount: number; minutes: number };
  fingerprint: string;
}

/** The workspace's default for "Include time not yet approved" (Settings). */
export async function invoiceUnapprovedDefault(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ on: workspaceSettings.invoiceUnapprovedTime }).from(workspaceSettings).where(eq(workspaceSettings.id, 1));
  return row?.on ?? false;
}

/** Which entries an invoice of time takes: unbilled, billable, finished, in range, of the right states and projects. */
export function unbilledTime(clientId: string, input: TimeInvoiceSelection, includeUnapproved: boolean): SQL {
  const statuses: TimeEntryStatus[] = includeUnapproved ? ['open', 'submitted', 'approved'] : ['approved'];
  const conditions = [
    eq(timeEntries.clientId, clientId),
    isNull(timeEntries.invoiceId),
    // Written as the partial index's own predicate (no parameter), so the planner matches time_entries_unbilled_idx.
    sql`${timeEntries.billable}`,
    between(timeEntries.workDate, input.from, input.to),
    // A running timer has no minutes yet: it is never billed.
    isNotNull(timeEntries.minutes),
    inArray(timeEntries.status, statuses),
  ];
  if (input.projectIds?.length) conditions.push(inArray(timeEntries.projectId, input.projectIds));
  if (input.currency) conditions.push(eq(timeEntries.currency, input.currency));
  return and(...conditions)!;
}

/**
 * What the fingerprint is made of, per entry, as SQL text (microseconds of its last change included), so the preview
 * (which hashes it in SQL) and the creation (which hashes it here) compare the same thing.
 */
export const fingerprintPart = sql<string>`${timeEntries.id}::text || '|' || (extract(epoch from ${timeEntries.updatedAt}) * 1000000)::bigint
  || '|' || ${timeEntries.minutes} || '|' || ${timeEntries.rateMinor} || '|' || ${timeEntries.status}`;

/** count-md5 of the parts in id order: the same text the preview's SQL builds with string_agg. */
export function fingerprintOf(parts: readonly string[]): string {
  return `${parts.length}-${createHash('md5').update(parts.join(';')).digest('hex')}`;
}

/**
 * The entries, priced and grouped, for creating the invoice. `lock` takes them `for update` (inside the invoice's
 * transaction): a second creation waiting on them then reads them already invoiced, its fingerprint differs, and it
 * is refused.
 */
export async function selectTime(db: DbOrTx, clientId: string, input: TimeInvoiceSelection, lock = false): Promise<TimeSelection> {
  const includeUnapproved = input.includeUnapproved ?? (await invoiceUnapprovedDefault(db));
  const query = db
    .select({
      id: timeEntries.id,
      minutes: timeEntries.minutes,
      rateMinor: timeEntries.rateMinor,
      currency: timeEntries.currency,
      workDate: timeEntries.workDate,
      projectId: timeEntries.projectId,
      projectName: projects.name,
      taskId: timeEntries.taskId,
      taskTitle: tasks.title,
      userId: timeEntries.userId,
      userName: users.name,
      fingerprint: fingerprintPart,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .leftJoin(users, eq(users.id, timeEntries.userId))
    .where(unbilledTime(clientId, input, includeUnapproved))
    .orderBy(asc(timeEntries.id));
  const rows = lock ? await query.for('update', { of: timeEntries }) : await query;

  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  if (currencies.length > 1) {
    throw conflict(`This time is billed in ${currencies.join(' and ')}: choose one currency.`, {
      currency: 'errors.billing.chooseOneCurrency',
    });
  }
  const { increment, mode } = input.rounding;
  const all = rows.map((r) => priceEntry({ ...r, minutes: r.minutes ?? 0 }, increment, mode));
  const priced = all.filter((e) => e.billedAmountMinor > 0);
  const free = all.filter((e) => e.billedAmountMinor <= 0);
  return {
    currency: (currencies[0] as Currency | undefined) ?? null,
    includeUnapproved,
    priced,
    lines: groupLines(priced, input.groupBy),
    leftOut: { entryCount: free.length, minutes: free.reduce((s, e) => s + e.minutes, 0) },
    fingerprint: fingerprintOf(rows.map((r) => r.fingerprint)),
  };
}
