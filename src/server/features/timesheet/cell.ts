/**
 * Typing a day's total on the timesheet (decision 0047). A cell's total is the sum of the person's entries that day on
 * the task; the grid owns one "typed" entry per cell (no timer start), so typing writes only that one: created,
 * changed, or removed at 0. Timer and invoiced entries are never touched; typing less than they hold is refused.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TimeEntryStatus } from '@shared/enums';
import { timeEntryRefusal } from '@shared/policies/time';
import { mondayOf, type TimesheetCellInput } from '@shared/schemas/timesheet';
import type { AppDeps, CurrentUser } from '../../context';
import { timeEntries } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { conflict, refuseIf } from '../../errors';
import type { EntryFacts } from '../../time-entry-facts';
import { reopenApprovedWeek } from '../../time-week-reopen';
import { entryStatusOfWeek, getWeek, personOf, weekRowOf } from './read';
import { lockWeek, publishWeek } from './week-lock';

export const EDIT_TIMED = 'errors.timesheet.editTimed';

type CellInput = z.output<typeof TimesheetCellInput>;
type Deps = Pick<AppDeps, 'database' | 'jobs' | 'env' | 'log'>;

/**
 * The time feature's rules every time write shares (src/server/features/time): the task check with the rates an entry
 * copies (a 400 on `taskId` for a task the caller cannot see or without a project), and the budget check in its
 * transaction. The app hands them in (app.ts), since one feature does not import another.
 */
export interface TimeWrites {
  taskFacts: (db: DbOrTx, user: CurrentUser, taskId: string, personId: string) => Promise<EntryFacts>;
  checkBudgets: (deps: Deps, tx: Tx, projectIds: readonly string[]) => Promise<void>;
}

const refuse = (user: CurrentUser, userId: string, status: TimeEntryStatus) => refuseIf(timeEntryRefusal(user, { userId, status }));

export async function setCell(deps: Deps, time: TimeWrites, user: CurrentUser, input: CellInput) {
  const { db } = deps.database;
  const person = await personOf(db, user, input.userId);
  const monday = mondayOf(input.date);
  await db.transaction(async (tx) => {
    await lockWeek(tx, person.id, monday);
    const facts = await time.taskFacts(tx, user, input.taskId, person.id);
    const week = await weekRowOf(tx, person.id, monday);
    const entries = await tx
      .select({ id: timeEntries.id, minutes: timeEntries.minutes, startedAt: timeEntries.startedAt, status: timeEntries.status })
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, person.id), eq(timeEntries.taskId, input.taskId), eq(timeEntries.workDate, input.date)))
      .orderBy(timeEntries.createdAt)
      .for('update');
    const typed = entries.filter((e) => e.startedAt === null && e.status !== 'invoiced');
    const fixed = entries.filter((e) => !typed.includes(e)).reduce((sum, e) => sum + (e.minutes ?? 0), 0);
    if (input.minutes < fixed) throw conflict(EDIT_TIMED, { minutes: EDIT_TIMED });
    const remaining = input.minutes - fixed;
    const current = typed.reduce((sum, e) => sum + (e.minutes ?? 0), 0);
    if (remaining === current && typed.length <= 1) return;
    for (const e of typed) refuse(user, person.id, e.status as TimeEntryStatus);
    // A manager's typing in an approved week changes approved time: the week waits for approval again, and the
    // typed time with it (decision 0075).
    const reopened = week.status === 'approved' && (await reopenApprovedWeek(tx, user.id, person.id, input.date));
    const status = reopened ? 'submitted' : entryStatusOfWeek(week.status);

    const [keep, ...extra] = typed;
    if (extra.length > 0 || (keep && remaining === 0)) {
      const gone = remaining === 0 ? typed : extra;
      await tx.delete(timeEntries).where(
        inArray(
          timeEntries.id,
          gone.map((e) => e.id),
        ),
      );
    }
    if (remaining > 0 && keep) {
      await tx
        .update(timeEntries)
        .set({ minutes: remaining, ...(reopened && { status }), updatedAt: sql`now()` })
        .where(eq(timeEntries.id, keep.id));
    } else if (remaining > 0) {
      refuse(user, person.id, status);
      await tx
        .insert(timeEntries)
        .values({
          userId: person.id,
          taskId: facts.taskId,
          projectId: facts.projectId,
          clientId: facts.clientId,
          workDate: input.date,
          minutes: remaining,
          billable: facts.billableByDefault,
          rateMinor: facts.rateMinor,
          currency: facts.currency,
          costRateMinor: facts.costRateMinor,
          status,
          createdById: user.id,
        });
    }
    await time.checkBudgets(deps, tx, [facts.projectId]);
    await publishWeek(tx, person.id, [{ projectId: facts.projectId, clientId: facts.clientId }]);
  });
  return getWeek(db, user, monday, person.id);
}
