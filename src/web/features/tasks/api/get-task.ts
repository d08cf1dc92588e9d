import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { TASKS_QUERY_KEY } from './get-tasks';

export const taskQueryKey = (id: string) => [...TASKS_QUERY_KEY, 'detail', id] as const;

export function fetchTask(id: string, signal?: AbortSignal): Promise<TaskDetail> {
  return request(tasksApi.get, { params: { id }, signal });
}

export function taskQueryOptions(id: string) {
  return queryOptions({ queryKey: taskQueryKey(id), queryFn: ({ signal }) => fetchTask(id, signal) });
}

export function useTask(id: string) {
  return useQuery(taskQueryOptions(id));
}
