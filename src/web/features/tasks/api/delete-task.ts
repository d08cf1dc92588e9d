import { tasksApi } from '@shared/api/tasks';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { taskQueryKey } from './get-task';
import { TASK_LISTS_QUERY_KEY } from './get-tasks';

export function useDeleteTask() {
  return useEndpointMutation(
    tasksApi.remove,
    (id: string) => [{ params: { id } }],
    (queryClient) => ({
      onSuccess: (_data, id) => {
        // Not refetched: it is gone, and a 404 would flash on the detail screen we are leaving.
        queryClient.removeQueries({ queryKey: taskQueryKey(id) });
        void queryClient.invalidateQueries({ queryKey: TASK_LISTS_QUERY_KEY });
        // Dashboard and project counts.
        return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'tasks' });
      },
    }),
  );
}
