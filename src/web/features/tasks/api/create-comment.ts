import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@shared/schemas/me';
import type { TaskComment } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export interface CreateCommentVariables {
  taskId: string;
  content: string;
  /** Staff only: the client's users never read it (decision 0104). */
  internal?: boolean;
}

export function createComment({ taskId, content, internal }: CreateCommentVariables): Promise<TaskComment> {
  return request(tasksApi.addComment, { params: { id: taskId }, body: internal === undefined ? { content } : { content, internal } });
}

/** Shows the comment at once (marked pending), removes it again if the server refuses. */
export function useCreateComment(me: Me | null | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onMutate: async ({ taskId, content, internal }) => {
      const key = queryKeys.comments.list(taskId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaskComment[]>(key);
      const now = new Date().toISOString();
      const optimistic: TaskComment = {
        id: `pending-${now}`,
        taskId,
        content: content.trim(),
        createdAt: now,
        updatedAt: now,
        author: me ? { id: me.user.id, firstName: me.user.firstName, lastName: me.user.lastName, avatarUrl: me.user.avatarUrl } : null,
        internal: internal ?? false,
        fromClient: !!me?.user.clientId,
        can: { edit: false, delete: false },
      };
      queryClient.setQueryData<TaskComment[]>(key, [optimistic, ...(previous ?? [])]);
      return { previous };
    },
    onError: (_error, { taskId }, context) => {
      queryClient.setQueryData(queryKeys.comments.list(taskId), context?.previous);
    },
    onSettled: (_data, _error, { taskId }) => invalidateFor(queryClient, 'comment', { taskId }),
  });
}
