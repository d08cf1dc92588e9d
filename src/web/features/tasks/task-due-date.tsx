import type { TaskListItem } from '../../../shared/schemas/tasks';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';

/** The due date; red with the word 'Overdue' when past due and not completed, so colour is not the only signal. */
export function TaskDueDate({ task, className }: { task: Pick<TaskListItem, 'dueDate' | 'isOverdue'>; className?: string }) {
  if (!task.dueDate) return <span className={cn('text-muted-foreground', className)}>No due date</span>;
  return (
    <span className={cn('whitespace-nowrap', task.isOverdue && 'font-medium text-danger', className)}>
      <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time>
      {task.isOverdue ? <span> · Overdue</span> : null}
    </span>
  );
}
