import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast';
import { TASK_STATUSES, type TaskStatus } from '@shared/enums';
import type { TaskListItem, TaskListQuery } from '@shared/schemas/tasks';
import { errorMessage } from '../../lib/api';
import { columnTasks, columnTotal, useBoardColumn } from './api/get-board-column';
import { useMoveTaskOnBoard } from './api/update-task-status';
import { BoardColumn } from './board-column';
import { t } from '@web/lib/messages/tasks';

/**
 * A kanban of every task the filters match, one column per status. Each column pages on the server on its own and
 * shows its true count; it loads its next page when scrolled to its end. On a phone the columns scroll sideways
 * inside the board, never the page.
 */
export function TasksBoard({ filters }: { filters: TaskListQuery }) {
  const moveTask = useMoveTaskOnBoard(filters);
  // One query per column, in the fixed order of TASK_STATUSES.
  const pending = useBoardColumn(filters, 'pending');
  const inProgress = useBoardColumn(filters, 'in_progress');
  const completed = useBoardColumn(filters, 'completed');
  const columns = { pending, in_progress: inProgress, completed } satisfies Record<TaskStatus, unknown>;
  const tasksOf = (status: TaskStatus) => columnTasks(columns[status].data);

  const canMove = (task: TaskListItem) => task.can.edit;
  // A moved card is mounted afresh in its new column, which drops focus: a keyboard user who changed its status
  // select would land on the page body. Put focus back on that select once the card has moved.
  // Cleared once done, so a later refetch never pulls focus away from wherever the user went next.
  const [refocus, setRefocus] = useState<{ id: string; status: TaskStatus } | null>(null);
  const placement = TASK_STATUSES.map((status) =>
    tasksOf(status)
      .map((task) => task.id)
      .join(','),
  ).join('|');

  useEffect(() => {
    if (!refocus) return;
    const card = `[data-column="${refocus.status}"] [data-task-id="${CSS.escape(refocus.id)}"] select`;
    const select = document.querySelector<HTMLSelectElement>(card);
    if (!select) return;
    select.focus();
    setRefocus(null);
  }, [refocus, placement]);

  const move = (task: TaskListItem, status: TaskStatus) => {
    if (task.status === status || !canMove(task)) return;
    // Only a move made from the card's own select asks for focus back; a drag leaves focus where the mouse put it.
    const active = document.activeElement;
    const fromSelect = active instanceof HTMLSelectElement && !!active.closest(`[data-task-id="${CSS.escape(task.id)}"]`);
    setRefocus(fromSelect ? { id: task.id, status } : null);
    moveTask.mutate(
      { task, status },
      { onError: (error) => toast.error(t('tasks.board.moveFailed'), { description: errorMessage(error) }) },
    );
  };

  return (
    // The columns scroll sideways in here on a phone, never the page. 'relative' matters: the cards' screen-reader
    // labels are absolutely positioned, and without a positioned ancestor those of the columns beyond the screen's
    // edge widened the document (955 px at 375) even though the columns themselves were clipped here.
    <div className="relative -mx-1 flex min-w-0 gap-3 overflow-x-auto overscroll-x-contain px-1 pb-2 md:grid md:grid-cols-3 md:overflow-visible">
      {TASK_STATUSES.map((status) => {
        const column = columns[status];
        return (
          <BoardColumn
            key={status}
            status={status}
            tasks={tasksOf(status)}
            total={columnTotal(column.data)}
            loading={column.isPending && column.fetchStatus !== 'idle'}
            failed={column.isError}
            hasMore={column.hasNextPage}
            loadingMore={column.isFetchingNextPage}
            onLoadMore={() => {
              if (column.hasNextPage && !column.isFetchingNextPage) void column.fetchNextPage();
            }}
            onRetry={() => void column.refetch()}
            canMove={canMove}
            onMove={move}
            onDropTask={(id, next) => {
              const task = TASK_STATUSES.flatMap(tasksOf).find((candidate) => candidate.id === id);
              if (task) move(task, next);
            }}
          />
        );
      })}
    </div>
  );
}
