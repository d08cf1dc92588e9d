import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDetail } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

export function fetchTask(id: string, signal?: AbortSignal): Promise<TaskDetail> {
  return request(tasksApi.get, { params: { id }, signal });
}

export function taskQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.tasks.detail(id), queryFn: ({ signal }) => fetchTask(id, signal) });
}

export function useTask(id: string) {
  return useQuery(taskQueryOptions(id));
}
