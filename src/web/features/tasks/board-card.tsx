import { useId, type DragEvent } from 'react';
import { Link } from 'react-router';
import { isOneOf, TASK_STATUSES, type TaskStatus } from '@shared/enums';
import type { TaskListItem } from '@shared/schemas/tasks';
import { Badge } from '../../components/badge';
import { TaskClientLine } from '../../components/task-client-line';
import { cn } from '../../lib/cn';
import { statusText } from '@web/lib/status-text';
import { personName, typeLabel } from './task-format';
import { TaskDueDate } from './task-due-date';
import { StatusBadge } from '../../components/status-badge';
import { t } from '@web/lib/messages/tasks';

export const TASK_DRAG_TYPE = 'application/x-task-id';

interface BoardCardProps {
  task: TaskListItem;
  canMove: boolean;
  onMove: (task: TaskListItem, status: TaskStatus) => void;
}

/** A task on the board: dragged to another column with a mouse, or moved with its status select from the keyboard. */
export function BoardCard({ task, canMove, onMove }: BoardCardProps) {
  const selectId = useId();
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(TASK_DRAG_TYPE, task.id);
    event.dataTransfer.setData('text/plain', task.id);
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <li
      draggable={canMove}
      onDragStart={canMove ? onDragStart : undefined}
      data-task-id={task.id}
      aria-label={task.title}
      className={cn('space-y-2 rounded-lg border border-border bg-surface p-3 shadow-xs', canMove && 'cursor-grab active:cursor-grabbing')}
    >
      <Link to={`/tasks/${task.id}`} draggable={false} className="block font-medium break-words text-foreground hover:underline">
        {task.title}
      </Link>
      <TaskClientLine task={task} />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <StatusBadge kind="priority" status={task.priority} />
        {/* The column says the status; an overdue task says so beside it, in red and in words, once (not again by
            its due date). */}
        {task.isOverdue ? <Badge tone="danger">{t('tasks.overdue')}</Badge> : null}
        <span className="text-muted-foreground">{typeLabel(task.type)}</span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span>{personName(task.assignedTo) ?? t('tasks.unassigned')}</span>
        <TaskDueDate task={task} marker={false} />
      </div>
      {canMove ? (
        <div>
          <label htmlFor={selectId} className="sr-only">
            {t('tasks.board.statusOf', { title: task.title })}
          </label>
          <select
            id={selectId}
            value={task.status}
            onChange={(event) => {
              const next = event.target.value;
              if (isOneOf(TASK_STATUSES, next) && next !== task.status) onMove(task, next);
            }}
            className="h-8 w-full rounded-md border border-input bg-surface px-2 text-xs text-foreground"
          >
            {TASK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusText('task', status)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </li>
  );
}
