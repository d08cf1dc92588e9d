import { useState, type DragEvent } from 'react';
import type { TaskStatus } from '../../../shared/enums';
import type { TaskListItem } from '../../../shared/schemas/tasks';
import { cn } from '../../lib/cn';
import { BoardCard, TASK_DRAG_TYPE } from './board-card';
import { humanize } from './task-format';

interface BoardColumnProps {
  status: TaskStatus;
  tasks: readonly TaskListItem[];
  canMove: (task: TaskListItem) => boolean;
  onDropTask: (taskId: string, status: TaskStatus) => void;
  onMove: (task: TaskListItem, status: TaskStatus) => void;
}

export function BoardColumn({ status, tasks, canMove, onDropTask, onMove }: BoardColumnProps) {
  const [over, setOver] = useState(false);
  const label = humanize(status);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!event.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    const id = event.dataTransfer.getData(TASK_DRAG_TYPE);
    if (id) onDropTask(id, status);
  };

  return (
    <section
      aria-label={`${label} column`}
      data-column={status}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={cn(
        'flex min-h-48 w-72 shrink-0 flex-col rounded-xl border border-border bg-surface-muted/50 p-3 md:w-auto md:shrink',
        over && 'border-primary bg-primary-soft',
      )}
    >
      <h2 className="mb-3 flex items-center justify-between text-sm font-semibold">
        {label}
        <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
          {tasks.length}
        </span>
      </h2>
      {tasks.length === 0 ? (
        <p className="py-6 text-center text-xs text-muted-foreground">No tasks</p>
      ) : (
        <ul className="space-y-2">
          {tasks.map((task) => (
            <BoardCard key={task.id} task={task} canMove={canMove(task)} onMove={onMove} />
          ))}
        </ul>
      )}
    </section>
  );
}
