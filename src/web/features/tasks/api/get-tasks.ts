import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskList } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** `query`: the list state's API query (src/web/lib/list-state.ts). */
export function fetchTasks(query: string, signal?: AbortSignal): Promise<TaskList> {
  return request(tasksApi.list, { query, signal });
}

export function tasksQueryOptions(query: string) {
  return queryOptions({
    queryKey: queryKeys.tasks.list(query),
    queryFn: ({ signal }) => fetchTasks(query, signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTasks(query: string) {
  return useQuery(tasksQueryOptions(query));
}
