import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskComment } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { queryKeys } from '@web/lib/query-keys';

/** Newest first. */
export function fetchComments(taskId: string, signal?: AbortSignal): Promise<TaskComment[]> {
  return request(tasksApi.comments, { params: { id: taskId }, signal });
}

export function commentsQueryOptions(taskId: string) {
  return queryOptions({ queryKey: queryKeys.comments.list(taskId), queryFn: ({ signal }) => fetchComments(taskId, signal) });
}

export function useComments(taskId: string) {
  return useQuery(commentsQueryOptions(taskId));
}
