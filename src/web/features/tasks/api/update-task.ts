import type { UpdateTaskInput } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export function useUpdateTask() {
  return useEndpointMutation(
    tasksApi.update,
    ({ id, input }: UpdateVariables<UpdateTaskInput>) => [{ params: { id }, body: input }],
    (queryClient) => ({
      onSuccess: (task) => {
        queryClient.setQueryData(queryKeys.tasks.detail(task.id), task);
        // Lists, and the dashboard and project counts that include this task (its old project's too: no scope).
        return invalidateFor(queryClient, 'task');
      },
    }),
  );
}
