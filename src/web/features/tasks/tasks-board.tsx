import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TASK_STATUSES, type TaskStatus } from '../../../shared/enums';
import type { TaskListItem } from '../../../shared/schemas/tasks';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { useUpdateTaskStatus } from './api/update-task-status';
import { BoardColumn } from './board-column';
import { mayEditTask } from './task-permissions';

interface TasksBoardProps {
  tasks: readonly TaskListItem[];
  /** The query the tasks came from, updated optimistically on a move. */
  listKey: QueryKey;
}

/** A kanban of the current filtered page, one column per shown status. */
export function TasksBoard({ tasks, listKey }: TasksBoardProps) {
  const { me } = useCurrentUser();
  const updateStatus = useUpdateTaskStatus();
  const canMove = (task: TaskListItem) => mayEditTask(me, task);
  // A moved card is mounted afresh in its new column, which drops focus: a keyboard user who changed its status
  // select would land on the page body. Put focus back on that select once the card has moved.
  // Cleared once done, so a later refetch never pulls focus away from wherever the user went next.
  const [refocus, setRefocus] = useState<{ id: string; status: TaskStatus } | null>(null);
  const placement = tasks.map((task) => `${task.id}:${task.status}`).join(',');

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
    updateStatus.mutate(
      { id: task.id, status, listKey },
      { onError: (error) => toast.error('Failed to update task', { description: errorMessage(error) }) },
    );
  };

  return (
    <div className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2 md:grid md:grid-cols-4 md:overflow-visible">
      {TASK_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          tasks={tasks.filter((task) => task.status === status)}
          canMove={canMove}
          onMove={move}
          onDropTask={(id, next) => {
            const task = tasks.find((t) => t.id === id);
            if (task) move(task, next);
          }}
        />
      ))}
    </div>
  );
}
