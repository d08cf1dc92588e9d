import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskComment } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { TASKS_QUERY_KEY } from './get-tasks';

export const commentsQueryKey = (taskId: string) => [...TASKS_QUERY_KEY, 'comments', taskId] as const;

/** Newest first. */
export function fetchComments(taskId: string, signal?: AbortSignal): Promise<TaskComment[]> {
  return request(tasksApi.comments, { params: { id: taskId }, signal });
}

export function commentsQueryOptions(taskId: string) {
  return queryOptions({ queryKey: commentsQueryKey(taskId), queryFn: ({ signal }) => fetchComments(taskId, signal) });
}

export function useComments(taskId: string) {
  return useQuery(commentsQueryOptions(taskId));
}
