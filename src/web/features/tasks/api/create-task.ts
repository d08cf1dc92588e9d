import type { CreateTaskInput } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { invalidateAll, useEndpointMutation } from '@web/lib/endpoint-mutation';

export function useCreateTask() {
  return useEndpointMutation(
    tasksApi.create,
    (input: CreateTaskInput) => [{ body: input }],
    // Lists, and the dashboard and project counts that include tasks.
    invalidateAll,
  );
}
