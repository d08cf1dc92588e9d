import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTask } from '../../../../shared/schemas/projects';
import type { CreateTaskInput } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api';

export function createTask(input: CreateTaskInput): Promise<SavedTask> {
  return api.post<SavedTask>('/api/tasks', input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    // Lists, and the dashboard and project counts that include tasks.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
