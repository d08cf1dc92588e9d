/**
 * The naive approach against ours, in the same run: the app this one replaced loads every task with its client,
 * project, milestone and assignee and filters, counts, sorts and pages in JavaScript; we ask PostgreSQL for one page
 * and the counts. Both are timed in this process on the same database and the same question (in-progress, high
 * priority, newest first, page 1, with the stat cards).
 */
import type { TaskList } from '@shared/schemas/tasks';
import type { CurrentUser } from '@server/context';
import { openDatabase } from '@server/db/client';
import { selectTasks, toTaskListItem } from '@server/db/task-rows';
import { listTasks } from '@server/features/tasks/service';
import type { Figure } from './figure';

const QUERY = { status: 'in_progress', priority: 'high', page: 1, pageSize: 50, sort: 'updated', dir: 'desc' } as const;

async function median(times: number, run: () => Promise<unknown>): Promise<number> {
  const took: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    took.push(performance.now() - started);
  }
  return took.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

async function theSpecificationsWay(db: Parameters<typeof selectTasks>[0], admin: CurrentUser) {
  const all = (await selectTasks(db, { where: undefined, orderBy: [], limit: 10_000_000 })).map((row) => toTaskListItem(row, admin));
  const matching = all.filter((t) => t.status === QUERY.status && t.priority === QUERY.priority);
  matching.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const count = (status: string) => matching.filter((t) => t.status === status).length;
  return { items: matching.slice(0, QUERY.pageSize), total: matching.length, inProgress: count('in_progress'), rows: all.length };
}

export async function specApproach(url: string, admin: CurrentUser): Promise<Figure[]> {
  const database = await openDatabase({ url });
  try {
    let ours: TaskList | undefined;
    const oursMs = await median(21, async () => (ours = await listTasks(database.db, admin, QUERY)));
    let theirs: Awaited<ReturnType<typeof theSpecificationsWay>> | undefined;
    const theirsMs = await median(3, async () => (theirs = await theSpecificationsWay(database.db, admin)));
    if (ours!.total !== theirs!.total) throw new Error(`The two approaches disagree: ${ours!.total} against ${theirs!.total} tasks`);
    return [
      {
        what: `specification's approach: load ${theirs!.rows} tasks with joins, filter in JavaScript (median of 3)`,
        value: Math.round(theirsMs),
        unit: 'ms',
      },
      { what: 'our server-side query for the same page and counts (median of 21)', value: Math.round(oursMs * 10) / 10, unit: 'ms' },
      {
        what: "ours against the specification's approach: times faster",
        value: Math.round(theirsMs / oursMs),
        unit: 'x',
        budget: 100,
        atLeast: true,
      },
    ];
  } finally {
    await database.close();
  }
}
