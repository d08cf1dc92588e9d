import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, TaskDetail } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api';

export function createTask(input: CreateTaskInput): Promise<TaskDetail> {
  return api.post<TaskDetail>('/api/tasks', input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // Lists, and the dashboard and project counts that include tasks.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
