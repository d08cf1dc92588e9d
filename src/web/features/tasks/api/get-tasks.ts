import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskList } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';

/** Every task query (lists, details, comments) starts with this key; task mutations invalidate it. */
export const TASKS_QUERY_KEY = ['tasks'] as const;
export const TASK_LISTS_QUERY_KEY = [...TASKS_QUERY_KEY, 'list'] as const;

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export function fetchTasks(query: string, signal?: AbortSignal): Promise<TaskList> {
  return request(tasksApi.list, { query, signal });
}

export function tasksQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...TASK_LISTS_QUERY_KEY, query] as const,
    queryFn: ({ signal }) => fetchTasks(query, signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTasks(query: string) {
  return useQuery(tasksQueryOptions(query));
}
