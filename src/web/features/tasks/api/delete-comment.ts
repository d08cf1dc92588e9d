import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';

export function deleteComment(id: string): Promise<unknown> {
  return request(tasksApi.removeComment, { params: { id } });
}

export function useDeleteComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteComment, onSettled: () => invalidateFor(queryClient, 'comment', { taskId }) });
}
