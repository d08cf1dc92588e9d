import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, SavedTask } from '../../../../shared/schemas/tasks';
import { tasksApi } from '../../../../shared/api/tasks';
import { request } from '../../../lib/api';

export function createTask(input: CreateTaskInput): Promise<SavedTask> {
  return request(tasksApi.create, { body: input });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // Lists, and the dashboard and project counts that include tasks.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
