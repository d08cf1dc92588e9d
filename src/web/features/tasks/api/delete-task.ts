import { tasksApi } from '@shared/api/tasks';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useDeleteTask() {
  return useEndpointMutation(
    tasksApi.remove,
    (id: string) => [{ params: { id } }],
    (queryClient) => ({
      onSuccess: (_data, id) => {
        // Not refetched: it is gone, and a 404 would flash on the detail screen we are leaving.
        queryClient.removeQueries({ queryKey: queryKeys.tasks.detail(id) });
        // Lists, the dashboard and project counts.
        return invalidateFor(queryClient, 'task', {}, { gone: queryKeys.tasks.detail(id) });
      },
    }),
  );
}
