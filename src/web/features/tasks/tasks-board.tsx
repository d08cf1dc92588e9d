import type { QueryKey } from '@tanstack/react-query';
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

  const move = (task: TaskListItem, status: TaskStatus) => {
    if (task.status === status || !canMove(task)) return;
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
