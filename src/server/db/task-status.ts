/**
 * The one place a task's shown status is derived. A task whose due date has passed and that is not completed is
 * 'overdue' on every screen (list, filter, stat cards, detail, dashboard), whatever is stored; a task stored as
 * 'overdue' stays overdue. Everything here is SQL so lists filter, count and sort on it in the database.
 */
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../shared/enums';
import { tasks } from './schema';

/** Past due and not completed (or stored as overdue). */
export const taskIsOverdue: SQL<boolean> = sql<boolean>`((${tasks.dueDate} < current_date and ${tasks.status} <> 'completed') or ${tasks.status} = 'overdue')`;

/** The status screens show: the stored one, or 'overdue' when the rule above holds. */
export const taskDisplayStatus: SQL<TaskStatus> = sql<TaskStatus>`(case when ${taskIsOverdue} then 'overdue' else ${tasks.status} end)`;

const notPastDue = or(isNull(tasks.dueDate), sql`${tasks.dueDate} >= current_date`)!;

/**
 * WHERE for "the shown status is X", written so that the four conditions never overlap and together cover every
 * task (the stat cards add up), and so each can use the status index.
 */
export function taskStatusIs(status: TaskStatus): SQL {
  switch (status) {
    case 'overdue':
      return or(eq(tasks.status, 'overdue'), and(ne(tasks.status, 'completed'), sql`${tasks.dueDate} < current_date`))!;
    case 'completed':
      return eq(tasks.status, 'completed');
    default:
      return and(eq(tasks.status, status), notPastDue)!;
  }
}

/** The stat cards in one pass: count(*) filter (...) per shown status. */
export const taskStatusCounts = {
  total: sql<number>`count(*)`.mapWith(Number),
  pending: sql<number>`count(*) filter (where ${taskStatusIs('pending')})`.mapWith(Number),
  inProgress: sql<number>`count(*) filter (where ${taskStatusIs('in_progress')})`.mapWith(Number),
  completed: sql<number>`count(*) filter (where ${taskStatusIs('completed')})`.mapWith(Number),
  overdue: sql<number>`count(*) filter (where ${taskStatusIs('overdue')})`.mapWith(Number),
};
