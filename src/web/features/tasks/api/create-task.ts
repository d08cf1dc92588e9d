import type { CreateTaskInput } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { useEndpointMutation } from '@web/lib/endpoint-mutation';
import { invalidates } from '@web/lib/invalidate';

export function useCreateTask() {
  return useEndpointMutation(
    tasksApi.create,
    (input: CreateTaskInput) => [{ body: input }],
    // Lists, and the dashboard and project counts that include tasks.
    invalidates('task'),
  );
}
