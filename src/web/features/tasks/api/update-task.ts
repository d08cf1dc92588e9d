import type { UpdateTaskInput } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { useEndpointMutation, type UpdateVariables } from '@web/lib/endpoint-mutation';
import { taskQueryKey } from './get-task';

export function useUpdateTask() {
  return useEndpointMutation(
    tasksApi.update,
    ({ id, input }: UpdateVariables<UpdateTaskInput>) => [{ params: { id }, body: input }],
    (queryClient) => ({
      onSuccess: (task) => {
        queryClient.setQueryData(taskQueryKey(task.id), task);
        // Lists, and the dashboard and project counts that include this task.
        const [, kind, id] = taskQueryKey(task.id);
        return queryClient.invalidateQueries({
          predicate: (q) => !(q.queryKey[0] === 'tasks' && q.queryKey[1] === kind && q.queryKey[2] === id),
        });
      },
    }),
  );
}
