import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { commentsQueryKey } from './get-comments';

export function deleteComment(id: string): Promise<unknown> {
  return api.delete(`/api/comments/${encodeURIComponent(id)}`);
}

export function useDeleteComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(taskId) }),
  });
}
