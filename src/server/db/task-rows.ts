/**
 * A task as lists show it (the task list, the CSV export, the dashboard's recent tasks): its columns with client,
 * project, milestone and assignee joined in the same query, and the mapping to the response shape.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import { taskCan } from '../../shared/policies/tasks';
import type { Actor } from '../../shared/policies/actor';
import type { TaskListItem } from '../../shared/schemas/tasks';
import type { Db } from './client';
import { preparedPerDatabase } from './prepared';
import { withCompiledRows } from './row-mapper';
import { clients, milestones, projects, tasks, users } from './schema';
import { taskIsOverdue } from './task-status';

export const taskAssignee = alias(users, 'assignee');

export const taskListColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  type: tasks.type,
  status: tasks.status,
  isOverdue: taskIsOverdue,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  client: { id: clients.id, name: clients.name },
  project: { id: projects.id, name: projects.name },
  milestone: { id: milestones.id, name: milestones.name },
  assignedTo: { id: taskAssignee.id, firstName: taskAssignee.firstName, lastName: taskAssignee.lastName },
  clientVisible: tasks.clientVisible,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

export interface TaskPick {
  where: SQL | undefined;
  orderBy: SQL[];
  /** A number, or a placeholder in a prepared statement. */
  limit: number | ReturnType<typeof sql.placeholder>;
  offset?: number;
  /**
   * At most this many tasks match (a search counted under its cap): read them all off the search's indexes and sort
   * them, instead of walking the order's index in the hope of meeting them (which reads every task when one matches).
   */
  fewMatches?: number;
  /** The order the page is picked in, when not orderBy: reversed for the page before a cursor (keyset paging); the
   *  rows still come out in orderBy. */
  pickOrder?: SQL[];
}

/** From this many skipped rows on, the page's ids are picked from an index alone before its rows are read. */
const DEEP_OFFSET = 1000;

/**
 * The tasks a list shows, with their client, project, milestone and assignee. The page is chosen first from tasks
 * alone and only its rows are joined; written this way PostgreSQL also plans the query in a fraction of the time a
 * five-table join with the LIMIT outside takes (0.4 against 2.8 ms), which was most of a list request's database time.
 * For a deep page the skipped rows are read from an index only (page 1000: 20k index entries, not 20k rows). The
 * derived table is named "tasks", so every column and condition written against the tasks table reads the page.
 */
export function selectTasks(db: Db, pick: TaskPick) {
  const offset = pick.offset ?? 0;
  const pickOrder = pick.pickOrder ?? pick.orderBy;
  // The LIMIT keeps the matches a subquery of their own, planned without the order (so off the search's indexes).
  const matches = pick.fewMatches ? db.select().from(tasks).where(pick.where).limit(pick.fewMatches).as('tasks') : undefined;
  const page = matches
    ? db
        .select()
        .from(matches)
        .orderBy(...pickOrder)
        .limit(pick.limit)
        .offset(offset)
        .as('tasks')
    : offset < DEEP_OFFSET
      ? db
          .select()
          .from(tasks)
          .where(pick.where)
          .orderBy(...pickOrder)
          .limit(pick.limit)
          .offset(offset)
          .as('tasks')
      : db
          .select()
          .from(tasks)
          .where(
            inArray(
              tasks.id,
              db
                .select({ id: tasks.id })
                .from(tasks)
                .where(pick.where)
                .orderBy(...pickOrder)
                .limit(pick.limit)
                .offset(offset),
            ),
          )
          .as('tasks');
  return listRowsOf(db, page, pick.orderBy);
}

/** A page of tasks (a derived table named "tasks") with what a list shows of each: client, project, milestone, assignee. */
function listRowsOf(db: Db, page: SubqueryWithSelection<typeof tasks._.columns, 'tasks'>, orderBy: SQL[]) {
  return joinTaskRefs(db.select(taskListColumns).from(page).$dynamic()).orderBy(...orderBy);
}

/**
 * Joins what every task reply shows besides the task's own columns (its client, project, milestone and assignee) to a
 * query of tasks (the table, or a page of it named "tasks"), so the list and the detail read them alike.
 */
export function joinTaskRefs<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(milestones, eq(milestones.id, tasks.milestoneId))
    .leftJoin(taskAssignee, eq(taskAssignee.id, tasks.assignedToId));
}

/**
 * A page of every task, unfiltered, before DEEP_OFFSET: the statement selectTasks builds for it, the same for every
 * caller who sees all tasks, so it is prepared once per database and order (db/prepared.ts) with the page's limit and
 * offset as placeholders. undefined when the pick is not that one.
 */
export function everyTaskPage(db: Db, order: string, pick: TaskPick) {
  const offset = pick.offset ?? 0;
  if (pick.where !== undefined || pick.fewMatches || pick.pickOrder || offset >= DEEP_OFFSET) return undefined;
  let prepared = everyTaskPages.get(order);
  if (!prepared) {
    const orderBy = pick.orderBy;
    prepared = preparedPerDatabase((d) => {
      const page = d
        .select()
        .from(tasks)
        .orderBy(...orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('tasks');
      const query = listRowsOf(d, page, orderBy).prepare(`tasks_page_${order}`);
      // Its rows are mapped without drizzle's per-row walk of the fields (db/row-mapper.ts).
      return withCompiledRows(query);
    });
    everyTaskPages.set(order, prepared);
  }
  return prepared(db).execute({ limit: pick.limit, offset });
}

type EveryTaskPage = ReturnType<ReturnType<typeof selectTasks>['prepare']>;
const everyTaskPages = new Map<string, (db: Db) => EveryTaskPage>();

export type TaskListRow = Omit<TaskListItem, 'createdAt' | 'updatedAt' | 'type' | 'status' | 'priority' | 'can'> & {
  type: string;
  status: string;
  priority: string;
  createdAt: Date;
  updatedAt: Date;
};

/** The row as the caller sees it, with what the caller may do with it (`can`, from the shared task policy). */
export function toTaskListItem(row: TaskListRow, actor: Actor): TaskListItem {
  return {
    ...row,
    // null when the task has no due date: not overdue.
    isOverdue: Boolean(row.isOverdue),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: taskCan(actor, { assignedToId: row.assignedTo?.id ?? null }),
  } as TaskListItem;
}
