/**
 * Logging, changing and deleting time entries (decision 0046). Each write is one transaction with the budget check of
 * every project it touches and its live events; the shared policy (src/shared/policies/time.ts) decides who may.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { timeEntryRefusal } from '@shared/policies/time';
import type { TimeEntryStatus } from '@shared/enums';
import type { CreateTimeEntryInput, TimeEntry, UpdateTimeEntryInput } from '@shared/schemas/time';
import type { AppDeps, CurrentUser } from '../../context';
import { timeEntries as t } from '../../db/schema';
import { conflict, refuseIf } from '../../errors';
import { reopenApprovedWeek } from '../../time-week-reopen';
import { checkBudgets } from '../../budget-alerts';
import { findEntryInScope, getTimeEntry } from './entries-read';
import { personFor, publishTime, statusForWeek, taskFactsFor } from './write-checks';

export type CreateEntry = z.output<typeof CreateTimeEntryInput>;
export type UpdateEntry = z.output<typeof UpdateTimeEntryInput>;

const CHANGED_MEANWHILE = 'errors.time.timeChangedMeanwhileSubmitted';
const STOP_FIRST = 'errors.time.timerStillRunningStop';

function refuse(user: CurrentUser, entry: { userId: string | null; status: string }) {
  refuseIf(timeEntryRefusal(user, { userId: entry.userId, status: entry.status as TimeEntryStatus }));
}

export async function createTimeEntry(deps: AppDeps, user: CurrentUser, input: CreateEntry): Promise<TimeEntry> {
  const { db } = deps.database;
  const personId = await personFor(db, user, input.userId);
  const facts = await taskFactsFor(db, user, input.taskId, personId);
  const id = await db.transaction(async (tx) => {
    const status = await statusForWeek(tx, user, personId, input.workDate);
    const [row] = await tx
      .insert(t)
      .values({
        userId: personId,
        taskId: facts.taskId,
        projectId: facts.projectId,
        clientId: facts.clientId,
        workDate: input.workDate,
        minutes: input.minutes,
        note: input.note,
        billable: input.billable ?? facts.billableByDefault,
        rateMinor: facts.rateMinor,
        currency: facts.currency,
        costRateMinor: facts.costRateMinor,
        status,
        createdById: user.id,
      })
      .returning({ id: t.id });
    await checkBudgets(deps, tx, [facts.projectId]);
    await publishTime(tx, { id: row!.id, userId: personId, projectId: facts.projectId, clientId: facts.clientId });
    return row!.id;
  });
  return getTimeEntry(db, user, id);
}

export async function updateTimeEntry(deps: AppDeps, user: CurrentUser, id: string, input: UpdateEntry): Promise<TimeEntry> {
  const { db } = deps.database;
  const stored = await findEntryInScope(db, user, id);
  refuse(user, stored);
  if (stored.minutes === null && input.minutes !== undefined) throw conflict(STOP_FIRST, { minutes: STOP_FIRST });
  const personId = stored.userId ?? user.id;
  // Another task is another project, maybe another rate: its facts are copied afresh, as for a new entry.
  const facts = input.taskId && input.taskId !== stored.taskId ? await taskFactsFor(db, user, input.taskId, personId) : null;
  const differs =
    (input.workDate !== undefined && input.workDate !== stored.workDate) ||
    (input.minutes !== undefined && input.minutes !== stored.minutes) ||
    (input.note !== undefined && (input.note ?? null) !== stored.note) ||
    (input.billable !== undefined && input.billable !== stored.billable) ||
    facts !== null;
  await db.transaction(async (tx) => {
    let status: 'open' | 'submitted' | undefined;
    if (input.workDate && input.workDate !== stored.workDate && stored.userId) {
      // Moving time into a week that waits for approval is adding to it: refused to staff; a manager's takes the state
      // of the week it lands in (an approved one is sent back for approval).
      status = await statusForWeek(tx, user, stored.userId, input.workDate);
    }
    // A manager's change to approved time was not approved: its week waits for approval again (decision 0075).
    if (stored.status === 'approved' && differs) {
      if (stored.userId) await reopenApprovedWeek(tx, user.id, stored.userId, stored.workDate);
      status ??= 'submitted';
    }
    const changed = await tx
      .update(t)
      .set({
        ...(status && { status }),
        ...(input.workDate !== undefined && { workDate: input.workDate }),
        ...(input.minutes !== undefined && { minutes: input.minutes }),
        ...(input.note !== undefined && { note: input.note }),
        ...(input.billable !== undefined && { billable: input.billable }),
        ...(facts && {
          taskId: facts.taskId,
          projectId: facts.projectId,
          clientId: facts.clientId,
          rateMinor: facts.rateMinor,
          currency: facts.currency,
          costRateMinor: facts.costRateMinor,
        }),
        updatedAt: new Date(),
      })
      // Not invoiced in the same statement: an invoice written meanwhile wins.
      .where(and(eq(t.id, id), sql`${t.status} <> 'invoiced'`, sql`${t.invoiceId} is null`))
      .returning({ id: t.id, status: t.status });
    if (changed.length === 0) throw conflict(CHANGED_MEANWHILE);
    // A staff member's change must still find the entry open (a week submitted between the read and the write).
    refuse(user, { userId: stored.userId, status: changed[0]!.status });
    await checkBudgets(deps, tx, facts ? [stored.projectId, facts.projectId] : [stored.projectId]);
    await publishTime(tx, {
      id,
      userId: stored.userId,
      projectId: facts?.projectId ?? stored.projectId,
      clientId: facts?.clientId ?? stored.clientId,
    });
    if (facts && facts.projectId !== stored.projectId)
      await publishTime(tx, { id, userId: null, projectId: stored.projectId, clientId: stored.clientId });
  });
  return getTimeEntry(db, user, id);
}

export async function deleteTimeEntry(deps: AppDeps, user: CurrentUser, id: string): Promise<void> {
  const { db } = deps.database;
  const stored = await findEntryInScope(db, user, id);
  refuse(user, stored);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(t)
      .where(and(eq(t.id, id), eq(t.status, stored.status), sql`${t.invoiceId} is null`))
      .returning({ id: t.id });
    if (removed.length === 0) throw conflict(CHANGED_MEANWHILE);
    // Approved time taken away changes what was approved: the week waits for approval again (decision 0075).
    if (stored.status === 'approved' && stored.userId) await reopenApprovedWeek(tx, user.id, stored.userId, stored.workDate);
    await checkBudgets(deps, tx, [stored.projectId]);
    await publishTime(tx, stored);
  });
}
