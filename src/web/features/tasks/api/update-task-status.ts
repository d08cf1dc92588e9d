import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '@shared/enums';
import type { TaskDetail, TaskListItem, TaskListQuery } from '@shared/schemas/tasks';
import { tasksApi } from '@shared/api/tasks';
import { request } from '@web/lib/api';
import { boardColumnQueryOptions, type BoardColumnData } from './get-board-column';
import { invalidateFor } from '@web/lib/invalidate';
import { queryKeys } from '@web/lib/query-keys';

export interface UpdateTaskStatusVariables {
  task: TaskListItem;
  status: TaskStatus;
}

export function updateTaskStatus({ task, status }: UpdateTaskStatusVariables): Promise<TaskDetail> {
  return request(tasksApi.update, { params: { id: task.id }, body: { status } });
}

/**
 * What the board shows right after a move, until the server's answer replaces it: the status it was moved to. Overdue
 * is the server's to say (decision 0034), never the browser's clock: a completed task has no marker; otherwise the
 * card keeps the marker it had, and a task reopened from Completed gets its marker back with the refetch.
 */
export function movedTask<T extends TaskListItem>(task: T, status: TaskStatus): T {
  return { ...task, status, isOverdue: status !== 'completed' && task.isOverdue };
}

/** The column without the task, one fewer in its count. */
function without(data: BoardColumnData, id: string): BoardColumnData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((t) => t.id !== id), total: page.total - 1 })) };
}

/** The column with the task on top (it was just updated, the board's default order), one more in its count. */
function withTask(data: BoardColumnData, task: TaskListItem): BoardColumnData {
  return {
    ...data,
    pages: data.pages.map((page, i) => ({ ...page, items: i === 0 ? [task, ...page.items] : page.items, total: page.total + 1 })),
  };
}

/** The board's moves, counted while they are saved (a mutation's key: no query reads it). */
const mutationKey = ['tasks', 'move-on-board'] as const;

/** The board's drag and status select: both columns (cards and counts) change at once, put back if refused. */
export function useMoveTaskOnBoard(filters: TaskListQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updateTaskStatus,
    onMutate: async ({ task, status }) => {
      const toOptions = boardColumnQueryOptions(filters, status);
      // A column still loading its first page (a slow network) would be cancelled below and show nothing of the move:
      // its first page comes first.
      if (toOptions.enabled) await queryClient.ensureInfiniteQueryData(toOptions).catch(() => undefined);
      await queryClient.cancelQueries({ queryKey: queryKeys.tasks.lists });
      const fromKey = boardColumnQueryOptions(filters, task.status).queryKey;
      const toKey = toOptions.queryKey;
      const from = queryClient.getQueryData<BoardColumnData>(fromKey);
      const to = queryClient.getQueryData<BoardColumnData>(toKey);
      if (from) queryClient.setQueryData<BoardColumnData>(fromKey, without(from, task.id));
      if (to) queryClient.setQueryData<BoardColumnData>(toKey, withTask(to, movedTask(task, status)));
      return { fromKey, toKey, from, to };
    },
    onError: (_error, _variables, context) => {
      if (!context) return;
      if (context.from) queryClient.setQueryData(context.fromKey, context.from);
      if (context.to) queryClient.setQueryData(context.toKey, context.to);
    },
    // Two quick moves: the first one's refetch would read the board before the second is saved and put the card back
    // in the column it just left. Only the last move to settle refetches, when every move is saved.
    onSettled: () => (queryClient.isMutating({ mutationKey }) === 1 ? invalidateFor(queryClient, 'task') : undefined),
  });
}
