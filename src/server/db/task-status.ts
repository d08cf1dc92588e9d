/**
 * The one place "overdue" is decided. A task's status is its working status (pending, in progress, completed) and
 * is shown as stored; "overdue" is a marker beside it, past due and not completed, decided against current_date when
 * read (decision 0025). Everything here is SQL so lists filter, count and sort on it in the database.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../shared/enums';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { preparedPerDatabase } from './prepared';
import { taskTallies, tasks } from './schema';

/** The columns the rules read: a task's, or a tally row's (whose due date is 'infinity' when the task has none). */
interface StatusColumns {
  status: AnyPgColumn;
  dueDate: AnyPgColumn;
}

const TASK_COLUMNS: StatusColumns = { status: tasks.status, dueDate: tasks.dueDate };
const TALLY_COLUMNS: StatusColumns = { status: taskTallies.status, dueDate: taskTallies.dueDate };

/** Past due and not completed; false (not null) for a task without a due date. */
function overdue(c: StatusColumns): SQL<boolean> {
  return sql<boolean>`(${c.dueDate} < current_date and ${c.status} <> 'completed')`;
}

/** A task's Overdue marker, and the WHERE of the Overdue filter and counts. */
export const taskIsOverdue: SQL<boolean> = overdue(TASK_COLUMNS);

/**
 * The stat cards in one pass, given how to count the rows matching a condition. Pending, In Progress and Completed
 * are the working statuses and add up to the total; Overdue counts across them (an overdue task is also in the card
 * of its status, as it is in the board column of its status).
 */
function statusCounts(c: StatusColumns, countWhere: (condition?: SQL) => SQL<number>) {
  return {
    total: countWhere(),
    pending: countWhere(eq(c.status, 'pending')),
    inProgress: countWhere(eq(c.status, 'in_progress')),
    completed: countWhere(eq(c.status, 'completed')),
    overdue: countWhere(overdue(c)),
  };
}

/** count(*) filter (...) per card, over tasks. */
export const taskStatusCounts = statusCounts(TASK_COLUMNS, (condition) =>
  (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number),
);

/** The same cards summed from task_tallies rows. */
export const tallyStatusCounts = statusCounts(TALLY_COLUMNS, (condition) =>
  (condition
    ? sql<number>`coalesce(sum(${taskTallies.n}) filter (where ${condition}), 0)`
    : sql<number>`coalesce(sum(${taskTallies.n}), 0)`
  ).mapWith(Number),
);

/** One slice of task_tallies: the whole agency, or one client, project, assignee, priority or type. */
export interface TallyKey {
  dimension: 'all' | 'client' | 'project' | 'assignee' | 'priority' | 'type';
  key: string;
}

/** A priority's or type's key, as the trigger makes it: md5('priority:high')::uuid. */
export function tallyKeyOf(dimension: 'priority' | 'type', value: string): TallyKey {
  const hex = createHash('md5').update(`${dimension}:${value}`).digest('hex');
  return { dimension, key: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

/**
 * The stat cards of the tasks in one tally slice, optionally of one status and/or only the overdue ones: a sum over a
 * few hundred rows.
 */
export async function tallyCounts(db: Db, slice: TallyKey, filter: { status?: TaskStatus; overdue?: boolean } = {}) {
  const query = tallyQueries[filter.status ? (filter.overdue ? 3 : 1) : filter.overdue ? 2 : 0]!(db);
  const [row] = await query.execute({ dimension: slice.dimension, key: slice.key, status: filter.status });
  return row!;
}

/** The four shapes of that sum (with or without a status, overdue or not), each prepared once (db/prepared.ts). */
const tallyQueries = [false, true].flatMap((overdueOnly) =>
  [false, true].map((byStatus) =>
    preparedPerDatabase((db) =>
      db
        .select(tallyStatusCounts)
        .from(taskTallies)
        .where(
          and(
            eq(taskTallies.dimension, sql.placeholder('dimension')),
            eq(taskTallies.key, sql.placeholder('key')),
            byStatus ? eq(taskTallies.status, sql.placeholder('status')) : undefined,
            overdueOnly ? overdue(TALLY_COLUMNS) : undefined,
          ),
        )
        .prepare(`task_tallies_sum${byStatus ? '_status' : ''}${overdueOnly ? '_overdue' : ''}`),
    ),
  ),
);
