/**
 * The recurring expenses' sweep (docs/decisions/0118-recurring-expenses.md): every look books each active recurring
 * expense's started periods, oldest first, one transaction each: the period's expense (approved, since a manager set
 * it up) and the advance of `next_period_start`, under the row's lock. A second process doing the same period waits
 * for that lock and finds the row moved on; and `expenses (recurring_expense_id, period_start)` is unique, so a period
 * is booked once however the looks fall. A period after the end date ends it instead.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { expenseSums } from '@shared/expense-sums';
import { dayOf, nextPeriodStart } from '@shared/recurring-periods';
import type { RECURRING_EXPENSE_FREQUENCIES } from '@shared/enums';
import type { Db } from '../../db/client';
import { expenses, recurringExpenses } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { ScheduledSweep } from '../../jobs/scheduler';
import { checkProjectBudget } from '../../budget-alerts';
import { taxRateInForce } from './read';

type Frequency = (typeof RECURRING_EXPENSE_FREQUENCIES)[number];

/** Recurring expenses read per query of a look; a look goes on until none is due. */
const BATCH = 200;
/** Periods one recurring expense books in one look at most (ten years of months); the rest waits for the next look. */
const CATCH_UP_CAP = 120;

export const recurringExpensesSweep: ScheduledSweep = {
  name: 'Recurring expenses',
  run: async (deps, now) => {
    const summary = await bookDuePeriods(
      deps.database.db,
      now,
      (id, error) => deps.log.error(`Recurring expenses: ${id} failed; the next look tries again`, error),
      // A booked cost counts in its project's budget at once, so its 80% / 100% warning goes with it (decision 0120).
      (tx, projectId) => checkProjectBudget(deps, tx, projectId),
    );
    if (summary.booked || summary.failed) deps.log.info('Recurring expenses: looked', { ...summary });
  },
};

/** Books every period due at `now`; one that fails is reported and tried again at the next look. */
export async function bookDuePeriods(
  db: Db,
  now: Date,
  onFailure: (id: string, error: unknown) => void = () => {},
  afterBooking: (tx: Tx, projectId: string) => Promise<void> = async () => {},
) {
  const today = dayOf(now);
  let booked = 0;
  let failed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // Keyset by id, so one that keeps failing is not read again in the same look.
    const due = await db
      .select({ id: recurringExpenses.id })
      .from(recurringExpenses)
      .where(and(eq(recurringExpenses.status, 'active'), lte(recurringExpenses.nextPeriodStart, today), gt(recurringExpenses.id, after)))
      .orderBy(asc(recurringExpenses.id))
      .limit(BATCH);
    for (const { id } of due) {
      try {
        for (let n = 0; n < CATCH_UP_CAP; n++) {
          const outcome = await db.transaction((tx) => bookNextPeriod(tx, id, today, now, afterBooking));
          if (outcome === 'caught up') break;
          if (outcome === 'booked') booked += 1;
        }
      } catch (error) {
        failed += 1;
        onFailure(id, error);
      }
    }
    if (due.length < BATCH) break;
    after = due[due.length - 1]!.id;
  }
  return { booked, failed };
}

/** Books the next due period of one recurring expense, or ends it past its end date; 'caught up' when none is due. */
async function bookNextPeriod(
  tx: Tx,
  id: string,
  today: string,
  now: Date,
  afterBooking: (tx: Tx, projectId: string) => Promise<void>,
): Promise<'booked' | 'already booked' | 'caught up'> {
  // The lock: a concurrent look (or a pause, an edit) waits here, then reads the row as it left it.
  const [row] = await tx
    .select()
    .from(recurringExpenses)
    .where(and(eq(recurringExpenses.id, id), eq(recurringExpenses.status, 'active'), lte(recurringExpenses.nextPeriodStart, today)))
    .for('update');
  if (!row) return 'caught up';
  const period = row.nextPeriodStart;
  if (row.endDate !== null && period > row.endDate) {
    await tx.update(recurringExpenses).set({ status: 'ended', updatedAt: now }).where(eq(recurringExpenses.id, id));
    return 'caught up';
  }
  const next = nextPeriodStart(period, row.frequency as Frequency);
  // The rate's name, rate and kind copied as invoice lines copy them, in force on the day it is booked.
  const tax = row.taxRateId ? await taxRateInForce(tx, row.taxRateId) : null;
  const sums = expenseSums(row.amountMinor, tax);
  const inserted = await tx
    .insert(expenses)
    .values({
      projectId: row.projectId,
      clientId: row.clientId,
      userId: row.userId,
      expenseDate: period,
      categoryId: row.categoryId,
      vendor: row.vendor,
      description: row.description,
      amountMinor: row.amountMinor,
      currency: row.currency,
      taxRateId: tax?.id ?? null,
      taxName: tax?.name ?? null,
      taxRateMillionths: tax?.rateMillionths ?? 0,
      taxInclusive: tax?.inclusive ?? false,
      netMinor: sums.netMinor,
      taxMinor: sums.taxMinor,
      billable: row.billable,
      markupBasisPoints: row.markupBasisPoints,
      // Approved as it is booked: a manager set it up (decision 0118).
      status: 'approved',
      decidedById: row.createdById,
      decidedAt: now,
      recurringExpenseId: row.id,
      periodStart: period,
      createdById: row.createdById,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: expenses.id });
  await tx
    .update(recurringExpenses)
    .set({ nextPeriodStart: next, status: row.endDate !== null && next > row.endDate ? 'ended' : 'active', updatedAt: now })
    .where(eq(recurringExpenses.id, id));
  if (!inserted.length) return 'already booked';
  await afterBooking(tx, row.projectId);
  return 'booked';
}
