/**
 * Keyset paging of the tasks list (decision 0069). Next and Previous send the task at the edge of the page shown
 * (`after` the last, `before` the first), and the page is read from the order's index starting at that task, instead of
 * skipping (page - 1) x pageSize tasks: page 1000 or page 50 of a broad search costs what page 1 costs.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TaskListQuery } from '../../../shared/schemas/tasks';
import { tasks } from '../../db/schema';

/** The orders with a total index behind them, (column, id): the others are paged by number. */
const KEYSET_COLUMNS = { updated: tasks.updatedAt, created: tasks.createdAt } as const;

export interface Keyset {
  /** The tasks on the far side of the cursor, in the list's order. */
  where: SQL;
  /** The order to pick the page in: the list's own after a cursor, reversed before one (the nearest tasks first). */
  pickOrder: SQL[] | undefined;
}

/**
 * Where the page starts, or undefined when the list is not paged by a cursor (none given, page 1, or an order without
 * an index). The cursor's sort value is read in SQL (a timestamp keeps its microseconds, which JSON would not) and only
 * when the caller may see that task (`scope`): for another's task it is null, no task compares with it, the page comes
 * back empty and the caller answers by the page number instead.
 */
export function keysetOf(query: Pick<TaskListQuery, 'sort' | 'dir' | 'page' | 'after' | 'before'>, scope: SQL | undefined): Keyset | undefined {
  const cursor = query.after ?? query.before;
  if (!cursor || query.page <= 1 || (query.sort !== 'updated' && query.sort !== 'created')) return undefined;
  const column = KEYSET_COLUMNS[query.sort];
  const forward = Boolean(query.after);
  const beyond = (query.dir === 'desc') === forward ? '<' : '>';
  const value = sql`(select ${column} from ${tasks} where ${and(eq(tasks.id, cursor), scope)})`;
  // A row comparison on (column, id): an index range on tasks (column, id), or (status, column, id) under a status filter.
  const where = sql`(${column}, ${tasks.id}) ${sql.raw(beyond)} (${value}, ${cursor}::uuid)`;
  if (forward) return { where, pickOrder: undefined };
  const back = query.dir === 'desc' ? asc : desc;
  return { where, pickOrder: [back(column), back(tasks.id)] };
}
