import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTask, UpdateTaskInput } from '../../../../shared/schemas/tasks';
import { tasksApi } from '../../../../shared/api/tasks';
import { request } from '../../../lib/api';
import { taskQueryKey } from './get-task';

export interface UpdateTaskVariables {
  id: string;
  input: UpdateTaskInput;
}

export function updateTask({ id, input }: UpdateTaskVariables): Promise<SavedTask> {
  return request(tasksApi.update, { params: { id }, body: input });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: (task) => {
      queryClient.setQueryData(taskQueryKey(task.id), task);
      // Lists, and the dashboard and project counts that include this task.
      const [, kind, id] = taskQueryKey(task.id);
      return queryClient.invalidateQueries({
        predicate: (q) => !(q.queryKey[0] === 'tasks' && q.queryKey[1] === kind && q.queryKey[2] === id),
      });
    },
  });
}
