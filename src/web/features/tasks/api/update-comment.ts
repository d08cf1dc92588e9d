import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskComment } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export interface UpdateCommentVariables {
  id: string;
  content: string;
}

export function updateComment({ id, content }: UpdateCommentVariables): Promise<TaskComment> {
  return request(tasksApi.editComment, { params: { id }, body: { content } });
}

export function useUpdateComment(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (saved) =>
      queryClient.setQueryData<TaskComment[]>(queryKeys.comments.list(taskId), (list) =>
        list?.map((comment) => (comment.id === saved.id ? saved : comment)),
      ),
    onSettled: () => invalidateFor(queryClient, 'comment', { taskId }),
  });
}
