import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskList } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api';
import { taskListPath, type TaskFilters } from '../task-filters';

/** Every task query (lists, details, comments) starts with this key; task mutations invalidate it. */
export const TASKS_QUERY_KEY = ['tasks'] as const;
export const TASK_LISTS_QUERY_KEY = [...TASKS_QUERY_KEY, 'list'] as const;

export function fetchTasks(filters: TaskFilters, signal?: AbortSignal): Promise<TaskList> {
  return api.get<TaskList>(taskListPath(filters), signal);
}

export function tasksQueryOptions(filters: TaskFilters) {
  return queryOptions({
    queryKey: [...TASK_LISTS_QUERY_KEY, filters] as const,
    queryFn: ({ signal }) => fetchTasks(filters, signal),
    // Keep the current rows on screen while the next search or page loads, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTasks(filters: TaskFilters) {
  return useQuery(tasksQueryOptions(filters));
}
