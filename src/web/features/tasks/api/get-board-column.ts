import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TaskStatus } from '@shared/enums';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { TaskListQuery, type TaskList, type TaskListItem } from '@shared/schemas/tasks';
import { listQuery } from '@web/lib/list-state';
import { queryKeys } from '@web/lib/query-keys';

/** Cards per column page: a screenful or two; the next page loads when the column is scrolled to its end. */
export const BOARD_PAGE_SIZE = 20;

export type BoardColumnData = InfiniteData<TaskList, unknown>;

/** The board's filters: the list's, without its page and cursor (each column pages on its own). */
function boardFilters(filters: TaskListQuery): Omit<TaskListQuery, 'page' | 'after' | 'before'> {
  const { page: _page, after: _after, before: _before, ...rest } = filters;
  return rest;
}

/**
 * One column of the board: the list endpoint filtered to that status, paged on the server, so its count is the true
 * total of the filters in that status (decision 0025). Under the task lists' key, so every task change refetches it.
 */
export function boardColumnQueryOptions(filters: TaskListQuery, status: TaskStatus) {
  const rest = boardFilters(filters);
  return infiniteQueryOptions({
    queryKey: queryKeys.tasks.board(status, rest),
    queryFn: ({ pageParam, signal }) =>
      request(tasksApi.list, { query: listQuery(TaskListQuery, rest, { status, page: pageParam, pageSize: BOARD_PAGE_SIZE }), signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // A status filter other than the column's leaves the column empty without asking.
    enabled: filters.status === undefined || filters.status === status,
  });
}

export function useBoardColumn(filters: TaskListQuery, status: TaskStatus) {
  return useInfiniteQuery(boardColumnQueryOptions(filters, status));
}

/** The column's cards in order, each once (a card moved in can also arrive on a later page before a refetch). */
export function columnTasks(data: BoardColumnData | undefined): TaskListItem[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: TaskListItem[] = [];
  for (const page of data.pages)
    for (const task of page.items) {
      if (seen.has(task.id)) continue;
      seen.add(task.id);
      out.push(task);
    }
  return out;
}

/** The column's true count: the server's total for the filters in this status. */
export const columnTotal = (data: BoardColumnData | undefined): number => data?.pages[0]?.total ?? 0;
