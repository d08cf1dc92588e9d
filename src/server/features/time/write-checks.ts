/**
 * What every time write checks before it writes (decision 0046): the task is one the caller can see and belongs to a
 * project, the person is active staff, and the week the time falls in is still open for them. Also the live events a
 * time write publishes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { scopeOf } from '@shared/permissions';
import { STAFF_ROLES } from '@shared/roles';
import { taskScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import { tasks, timesheetWeeks, users } from '../../db/schema';
import type { DbOrTx, Tx } from '../../db/transaction';
import { conflict, forbidden, validationFailed } from '../../errors';
import { publishLive, type LiveEvent } from '../../live/publish';
import { reopenApprovedWeek } from '../../time-week-reopen';
import { entryFacts, type EntryFacts } from './entry-facts';

export const WEEK_SUBMITTED = 'errors.time.weekSubmittedAskManager';

/** The facts the entry copies, or a 400 on `taskId` (unknown to the caller, or without a project). */
export async function taskFactsFor(db: DbOrTx, user: CurrentUser, taskId: string, personId: string): Promise<EntryFacts> {
  const [visible] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), taskScope(user)));
  if (!visible) throw validationFailed({ taskId: 'errors.time.chooseOneTasks' });
  const facts = await entryFacts(db, taskId, personId);
  if (!facts) throw validationFailed({ taskId: 'errors.time.timeLoggedProjectTasks' });
  return facts;
}

/** Whose time a new entry is: the caller's, or (managers only) another active staff member's. */
export async function personFor(db: DbOrTx, user: CurrentUser, userId: string | null | undefined): Promise<string> {
  if (!userId || userId === user.id) return user.id;
  if (scopeOf(user.role, 'time.track') !== 'all') throw forbidden('errors.time.onlyLogOwnTime');
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active'), inArray(users.role, [...STAFF_ROLES])));
  if (!person) throw validationFailed({ userId: 'errors.time.chooseActiveMemberStaff' });
  return person.id;
}

/** The status of the person's week holding `workDate` (null: never submitted). */
export async function weekStatusOf(db: DbOrTx, userId: string, workDate: string): Promise<string | null> {
  const [week] = await db
    .select({ status: timesheetWeeks.status })
    .from(timesheetWeeks)
    .where(and(eq(timesheetWeeks.userId, userId), sql`${timesheetWeeks.weekStart} = date_trunc('week', ${workDate}::date)::date`));
  return week?.status ?? null;
}

/**
 * The status a new entry (or one moved to `workDate`) takes. Staff cannot add to a week that waits for approval or is
 * approved (409); a manager's addition to a waiting week waits with it, and one to an approved week sends the week
 * back for approval (decision 0075), so the addition is never approved unseen.
 */
export async function statusForWeek(tx: Tx, user: CurrentUser, personId: string, workDate: string): Promise<'open' | 'submitted'> {
  const week = await weekStatusOf(tx, personId, workDate);
  if (week !== 'submitted' && week !== 'approved') return 'open';
  if (scopeOf(user.role, 'time.track') !== 'all') throw conflict(WEEK_SUBMITTED);
  // Time added to an approved week was not approved: the week waits for approval again (decision 0075).
  if (week === 'approved') await reopenApprovedWeek(tx, user.id, personId, workDate);
  return 'submitted';
}

/**
 * Open lists refresh on staff tabs that may see the project (staff-only: client users learn of time when it is
 * approved), and the person's own tabs refresh their top-bar timer.
 */
export function publishTime(tx: Tx, entry: { id: string; userId: string | null; projectId: string; clientId: string }) {
  const events: LiveEvent[] = [{ topic: 'time', id: entry.id, projectId: entry.projectId, clientId: entry.clientId, staffOnly: true }];
  if (entry.userId) events.push({ topic: 'time', id: entry.id, userId: entry.userId });
  return publishLive(tx, events);
}
