import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TaskStatus } from '../../../../shared/enums';
import type { TaskDetail, TaskList } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api';
import { TASK_LISTS_QUERY_KEY, TASKS_QUERY_KEY } from './get-tasks';

export interface UpdateTaskStatusVariables {
  id: string;
  status: TaskStatus;
  /** The list the board shows, updated at once and put back if the server refuses. */
  listKey: QueryKey;
}

export function updateTaskStatus({ id, status }: UpdateTaskStatusVariables): Promise<TaskDetail> {
  return api.patch<TaskDetail>(`/api/tasks/${encodeURIComponent(id)}`, { status });
}

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What the board shows right after a move, derived as the server does: past due and not completed is overdue. */
export function movedTask<T extends TaskList['items'][number]>(task: T, status: TaskStatus, today = todayIso()): T {
  const isOverdue = status !== 'completed' && task.dueDate !== null && task.dueDate < today;
  return { ...task, storedStatus: status, isOverdue, status: isOverdue ? 'overdue' : status };
}

function moved(list: TaskList, id: string, status: TaskStatus): TaskList {
  return { ...list, items: list.items.map((task) => (task.id === id ? movedTask(task, status) : task)) };
}

/** The board's drag and status select: optimistic, rolled back on failure. */
export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onMutate: async ({ id, status, listKey }) => {
      await queryClient.cancelQueries({ queryKey: TASK_LISTS_QUERY_KEY });
      const previous = queryClient.getQueryData<TaskList>(listKey);
      if (previous) queryClient.setQueryData<TaskList>(listKey, moved(previous, id, status));
      return { previous };
    },
    onError: (_error, { listKey }, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
  });
}
