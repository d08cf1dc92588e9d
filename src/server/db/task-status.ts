/**
 * The one place a task's shown status is derived. A task whose due date has passed and that is not completed is
 * 'overdue' on every screen (list, filter, stat cards, detail, dashboard), whatever is stored; a task stored as
 * 'overdue' stays overdue. Everything here is SQL so lists filter, count and sort on it in the database.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../shared/enums';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { taskTallies, tasks } from './schema';

/** Past due and not completed (or stored as overdue). */
export const taskIsOverdue: SQL<boolean> = sql<boolean>`((${tasks.dueDate} < current_date and ${tasks.status} <> 'completed') or ${tasks.status} = 'overdue')`;

/** The status screens show: the stored one, or 'overdue' when the rule above holds. */
export const taskDisplayStatus: SQL<TaskStatus> = sql<TaskStatus>`(case when ${taskIsOverdue} then 'overdue' else ${tasks.status} end)`;

/** The columns the rules read: a task's, or a tally row's (whose due date is 'infinity' when the task has none). */
interface StatusColumns {
  status: AnyPgColumn;
  dueDate: AnyPgColumn;
}

const TASK_COLUMNS: StatusColumns = { status: tasks.status, dueDate: tasks.dueDate };
const TALLY_COLUMNS: StatusColumns = { status: taskTallies.status, dueDate: taskTallies.dueDate };

/**
 * WHERE for "the shown status is X", written so that the four conditions never overlap and together cover every
 * task (the stat cards add up), and so each can use the status index.
 */
function statusIs(c: StatusColumns, status: TaskStatus): SQL {
  const notPastDue = or(isNull(c.dueDate), sql`${c.dueDate} >= current_date`)!;
  switch (status) {
    case 'overdue':
      return or(eq(c.status, 'overdue'), and(ne(c.status, 'completed'), sql`${c.dueDate} < current_date`))!;
    case 'completed':
      return eq(c.status, 'completed');
    default:
      return and(eq(c.status, status), notPastDue)!;
  }
}

export const taskStatusIs = (status: TaskStatus) => statusIs(TASK_COLUMNS, status);
const tallyStatusIs = (status: TaskStatus) => statusIs(TALLY_COLUMNS, status);

/** The stat cards in one pass, given how to count the rows matching a condition. */
function statusCounts(c: StatusColumns, countWhere: (condition?: SQL) => SQL<number>) {
  return {
    total: countWhere(),
    pending: countWhere(statusIs(c, 'pending')),
    inProgress: countWhere(statusIs(c, 'in_progress')),
    completed: countWhere(statusIs(c, 'completed')),
    overdue: countWhere(statusIs(c, 'overdue')),
  };
}

/** count(*) filter (...) per shown status, over tasks. */
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

/** The stat cards of the tasks in one tally slice (optionally of one shown status): a sum over a few hundred rows. */
export async function tallyCounts(db: Db, slice: TallyKey, status?: TaskStatus) {
  const [row] = await db
    .select(tallyStatusCounts)
    .from(taskTallies)
    .where(and(eq(taskTallies.dimension, slice.dimension), eq(taskTallies.key, slice.key), status ? tallyStatusIs(status) : undefined));
  return row!;
}
