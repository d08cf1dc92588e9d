/**
 * Keyset paging of the tasks list (decision 0069). Next and Previous send the task at the edge of the page shown
 * (`after` the last, `before` the first), and the page is read from the order's index starting at that task, instead of
 * skipping (page - 1) x pageSize tasks: page 1000 or page 50 of a broad search costs what page 1 costs.
 */
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { TaskListQuery } from '@shared/schemas/tasks';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { tasks } from '../../db/schema';
import { selectTasks } from '../../db/task-rows';

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
export function keysetOf(
  query: Pick<TaskListQuery, 'sort' | 'dir' | 'page' | 'after' | 'before'>,
  scope: SQL | undefined,
): Keyset | undefined {
  const cursor = query.after ?? query.before;
  if (!cursor || query.page <= 1 || !hasKeyset(query.sort)) return undefined;
  return keysetFrom(query.sort, query.dir, Boolean(query.after), sql`${cursor}`, scope);
}

function hasKeyset(sort: TaskListQuery['sort']): sort is keyof typeof KEYSET_COLUMNS {
  return sort in KEYSET_COLUMNS;
}

/** The keyset of an order from a cursor, which is the task's id or a placeholder for it. */
function keysetFrom(
  sort: keyof typeof KEYSET_COLUMNS,
  dir: TaskListQuery['dir'],
  forward: boolean,
  cursor: SQL,
  scope: SQL | undefined,
): Keyset {
  const column = KEYSET_COLUMNS[sort];
  const beyond = (dir === 'desc') === forward ? '<' : '>';
  const value = sql`(select ${column} from ${tasks} where ${and(sql`${tasks.id} = ${cursor}::uuid`, scope)})`;
  // A row comparison on (column, id): an index range on tasks (column, id), or (status, column, id) under a status filter.
  const where = sql`(${column}, ${tasks.id}) ${sql.raw(beyond)} (${value}, ${cursor}::uuid)`;
  if (forward) return { where, pickOrder: undefined };
  const back = dir === 'desc' ? asc : desc;
  return { where, pickOrder: [back(column), back(tasks.id)] };
}

type CursorPage = ReturnType<ReturnType<typeof selectTasks>['prepare']>;
const cursorPages = new Map<string, (db: Db) => CursorPage>();

/**
 * A page by cursor of every task, unfiltered (whoever sees all tasks, paging the list as it opens): one statement
 * per order and direction, prepared once per database with the cursor and the limit as placeholders, as page 1 is
 * (task-rows.ts). undefined when the list is filtered or not paged by a cursor.
 */
export function everyTaskPageByCursor(
  db: Db,
  query: Pick<TaskListQuery, 'sort' | 'dir' | 'page' | 'after' | 'before'>,
  orderBy: SQL[],
  filtered: boolean,
  limit: number,
) {
  const cursor = query.after ?? query.before;
  if (filtered || !cursor || query.page <= 1 || !hasKeyset(query.sort)) return undefined;
  const forward = Boolean(query.after);
  const name = `${query.sort}_${query.dir}_${forward ? 'after' : 'before'}`;
  let prepared = cursorPages.get(name);
  if (!prepared) {
    const keyset = keysetFrom(query.sort, query.dir, forward, sql`${sql.placeholder('cursor')}`, undefined);
    prepared = preparedPerDatabase((d) =>
      selectTasks(d, { where: keyset.where, orderBy, pickOrder: keyset.pickOrder, limit: sql.placeholder('limit') }).prepare(
        `tasks_cursor_${name}`,
      ),
    );
    cursorPages.set(name, prepared);
  }
  return prepared(db).execute({ cursor, limit });
}
