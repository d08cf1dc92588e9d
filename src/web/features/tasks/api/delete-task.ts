import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tasksApi } from '../../../../shared/api/tasks';
import { request } from '../../../lib/api';
import { taskQueryKey } from './get-task';
import { TASK_LISTS_QUERY_KEY } from './get-tasks';

export function deleteTask(id: string): Promise<unknown> {
  return request(tasksApi.remove, { params: { id } });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_data, id) => {
      // Not refetched: it is gone, and a 404 would flash on the detail screen we are leaving.
      queryClient.removeQueries({ queryKey: taskQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: TASK_LISTS_QUERY_KEY });
      // Dashboard and project counts.
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'tasks' });
    },
  });
}
