import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { commentsQueryKey } from './get-comments';

export function deleteComment(id: string): Promise<unknown> {
  return request(tasksApi.removeComment, { params: { id } });
}

export function useDeleteComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteComment, onSettled: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(taskId) }) });
}
