/** Reading tasks: the scoped, filtered, sorted list with its stat cards, the CSV export and the detail. */
import { and, asc, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaskDetail, TaskList, TaskListQuery } from '@shared/schemas/tasks';
import { readsAsClient, taskScope, taskScopeTally } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { NO_TALLY_KEY, tasks, users } from '../../db/schema';
import { pageOf } from '../../db/paging';
import { searchColumns } from '../../db/search';
import { everyTaskPage, joinTaskRefs, selectTasks, taskListColumns, toTaskListItem } from '../../db/task-rows';
import { tallyCounts, tallyKeyOf, taskIsOverdue, taskStatusCounts, type TallyKey } from '../../db/task-status';
import { found, notFound } from '../../errors';
import { everyTaskPageByCursor, keysetOf } from './keyset';

export const EXPORT_LIMIT = 100_000;

const creator = alias(users, 'creator');

const detailColumns = {
  ...taskListColumns,
  completedAt: tasks.completedAt,
  estimatedMinutes: tasks.estimatedMinutes,
  sharesEstimates: sql<boolean>`coalesce((select p.client_sees_estimates from projects p where p.id = ${tasks.projectId}), false)`,
  createdBy: { id: creator.id, firstName: creator.firstName, lastName: creator.lastName },
};

export type TaskFilters = Omit<TaskListQuery, 'page' | 'pageSize' | 'sort' | 'dir' | 'after' | 'before'>;

/** A list filter that is either an id or a keyword meaning "none". */
function idOrNone(value: string | undefined, keyword: string, column: AnyPgColumn): SQL | undefined {
  if (!value) return undefined;
  return value === keyword ? isNull(column) : eq(column, value);
}

/** The caller's scope and the list's filters, all on the tasks table (so counting needs no join). */
function where(user: CurrentUser, query: TaskFilters): SQL | undefined {
  return and(
    taskScope(user),
    query.status ? eq(tasks.status, query.status) : undefined,
    // Overdue is a due-date condition, not a status (decision 0025).
    query.overdue ? taskIsOverdue : undefined,
    query.priority ? eq(tasks.priority, query.priority) : undefined,
    query.type ? eq(tasks.type, query.type) : undefined,
    idOrNone(query.assignedToId, 'unassigned', tasks.assignedToId),
    idOrNone(query.clientId, 'none', tasks.clientId),
    idOrNone(query.projectId, 'none', tasks.projectId),
    idOrNone(query.milestoneId, 'none', tasks.milestoneId),
    // Tasks without a due date pass the date filters.
    query.dueFrom ? or(isNull(tasks.dueDate), gte(tasks.dueDate, query.dueFrom)) : undefined,
    query.dueTo ? or(isNull(tasks.dueDate), lte(tasks.dueDate, query.dueTo)) : undefined,
    searchColumns(query.q, [tasks.title, tasks.description]),
  );
}

const PRIORITY_RANK = sql`(case ${tasks.priority} when 'high' then 3 when 'medium' then 2 else 1 end)`;

function orderBy(sort: TaskListQuery['sort'], dir: TaskListQuery['dir']): SQL[] {
  const direction = dir === 'asc' ? asc : desc;
  // The id makes the order total, so pages never repeat or skip a row.
  const tiebreak = direction(tasks.id);
  switch (sort) {
    case 'due':
      // Undated tasks last in both directions.
      return [sql`${tasks.dueDate} ${sql.raw(dir)} nulls last`, tiebreak];
    case 'priority':
      return [direction(PRIORITY_RANK), tiebreak];
    case 'title':
      return [direction(sql`lower(${tasks.title})`), tiebreak];
    case 'created':
      return [direction(tasks.createdAt), tiebreak];
    default:
      return [direction(tasks.updatedAt), tiebreak];
  }
}

/**
 * The tally slice that counts exactly the listed tasks, when the list is the caller's scope narrowed by at most one
 * client, project, assignee, priority or type (and a status, and/or overdue); undefined when the tasks must be counted.
 */
function tallySliceFor(user: CurrentUser, query: TaskFilters): TallyKey | undefined {
  if (query.milestoneId || query.dueFrom || query.dueTo || query.q || query.clientId === 'none') return undefined;
  const scope = taskScopeTally(user);
  if (!scope) return undefined;
  const narrowed: TallyKey[] = [];
  if (query.clientId) narrowed.push({ dimension: 'client', key: query.clientId });
  if (query.projectId) narrowed.push({ dimension: 'project', key: query.projectId === 'none' ? NO_TALLY_KEY : query.projectId });
  if (query.assignedToId)
    narrowed.push({ dimension: 'assignee', key: query.assignedToId === 'unassigned' ? NO_TALLY_KEY : query.assignedToId });
  if (query.priority) narrowed.push(tallyKeyOf('priority', query.priority));
  if (query.type) narrowed.push(tallyKeyOf('type', query.type));
  if (narrowed.length > 1) return undefined;
  const [only] = narrowed;
  if (!only) return scope;
  if (scope.dimension === 'all') return only;
  return only.dimension === scope.dimension && only.key === scope.key ? scope : undefined;
}

/**
 * How far a search's count goes (decision 0064): past it the list says "1,000+" and leaves the status cards uncounted,
 * so a broad search reads about a thousand matches rather than all of them.
 */
export const SEARCH_COUNT_CAP = 1000;

type Counted = Pick<TaskList, 'stats' | 'capped'>;

/**
 * The stat cards over at most SEARCH_COUNT_CAP + 1 matches, and whether there were more than the cap. Seeing the
 * LIMIT, PostgreSQL prefers scanning the table until it has enough (8k rows, each ILIKE'd twice, for "api") to the
 * trigram indexes, whose candidates it rechecks only until it has enough (about 1,000): 25-45 ms against 5 ms under
 * load. Sequential scans are therefore turned off for this one statement; without trigram indexes (an embedded
 * database without pg_trgm) the scan is still chosen, being the only way.
 */
async function searchCounts(db: Db, condition: SQL | undefined): Promise<Counted> {
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const matches = tx
      .select({ status: tasks.status, dueDate: tasks.dueDate })
      .from(tasks)
      .where(condition)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('tasks');
    const [counts] = await tx.select(taskStatusCounts).from(matches);
    return counts;
  });
  if (row!.total <= SEARCH_COUNT_CAP) return { stats: row!, capped: false };
  return { stats: { total: SEARCH_COUNT_CAP, pending: null, inProgress: null, completed: null, overdue: null }, capped: true };
}

export async function listTasks(db: Db, user: CurrentUser, query: TaskListQuery): Promise<TaskList> {
  const condition = where(user, query);
  const slice = tallySliceFor(user, query);
  const order = orderBy(query.sort, query.dir);
  const keyset = keysetOf(query, taskScope(user));
  const rows = (fewMatches: number | undefined) => async (limit: number, offset: number) => {
    if (keyset) {
      const page = await (everyTaskPageByCursor(db, query, order, condition !== undefined, limit) ??
        selectTasks(db, { where: and(condition, keyset.where), orderBy: order, pickOrder: keyset.pickOrder, limit, fewMatches }));
      // Empty: the cursor's task is gone or not the caller's (or nothing lies past it); the page number answers.
      if (page.length > 0) return page;
    }
    const pick = { where: condition, orderBy: order, limit, offset, fewMatches };
    // The list as it first opens for whoever sees every task: a statement prepared once (task-rows.ts).
    return everyTaskPage(db, `${query.sort}_${query.dir}`, pick) ?? selectTasks(db, pick);
  };
  if (query.q) {
    // A search is counted first, up to the cap: a few matches are read off the trigram indexes and sorted, many are met
    // walking the order's index (about a thousand rows for a page when one task in ten matches).
    const counted = await searchCounts(db, condition);
    // The count read at most CAP + 1 matches, so under the cap the same bound holds every match.
    const page = await pageOf(query, rows(counted.capped ? undefined : SEARCH_COUNT_CAP + 1), async () => counted.stats.total);
    return { ...page, items: page.items.map((row) => toTaskListItem(row, user)), ...counted };
  }
  // The stat cards and the total behind the page: from the tallies when they answer it, else one aggregate.
  const stats = slice
    ? tallyCounts(db, slice, { status: query.status, overdue: query.overdue })
    : db
        .select(taskStatusCounts)
        .from(tasks)
        .where(condition)
        .then(([row]) => row!);
  const page = await pageOf(query, rows(undefined), async () => (await stats).total);
  return { ...page, items: page.items.map((row) => toTaskListItem(row, user)), stats: await stats, capped: false };
}

export async function exportTasks(db: Db, user: CurrentUser, query: TaskFilters & Pick<TaskListQuery, 'sort' | 'dir'>) {
  const rows = await selectTasks(db, { where: where(user, query), orderBy: orderBy(query.sort, query.dir), limit: EXPORT_LIMIT });
  return rows.map((row) => toTaskListItem(row, user));
}

/** The stored row of a task the caller can see, or 404. */
export async function findTaskInScope(db: Db, user: CurrentUser, id: string) {
  return found(
    await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), taskScope(user))),
    'errors.notFound.task',
  );
}

export async function getTask(db: Db, user: CurrentUser, id: string): Promise<TaskDetail> {
  const [row] = await joinTaskRefs(db.select(detailColumns).from(tasks).$dynamic())
    .leftJoin(creator, eq(creator.id, tasks.createdById))
    .where(and(eq(tasks.id, id), taskScope(user)));
  if (!row) throw notFound('errors.notFound.task');
  const { completedAt, createdBy, estimatedMinutes: planned, sharesEstimates, ...item } = row;
  // A client user reads the estimate where the project shares estimates (decision 0103).
  const estimatedMinutes = readsAsClient(user) && !sharesEstimates ? null : planned;
  return { ...toTaskListItem(item, user), createdBy, estimatedMinutes, completedAt: completedAt ? completedAt.toISOString() : null };
}
