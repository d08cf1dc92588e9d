import type { TaskListItem } from '@shared/schemas/tasks';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { t } from '@web/lib/messages/tasks';

interface TaskDueDateProps {
  task: Pick<TaskListItem, 'dueDate' | 'isOverdue'>;
  className?: string;
  /** 'Overdue' on a line of its own under the date (a table column stays as narrow as the date). */
  stacked?: boolean;
  /** false where an Overdue badge already says it (a board card): the date is red, the word is not repeated. */
  marker?: boolean;
}

/** The due date; red with the word 'Overdue' when past due and not completed, so colour is not the only signal. */
export function TaskDueDate({ task, className, stacked = false, marker = true }: TaskDueDateProps) {
  if (!task.dueDate) return <span className={cn('whitespace-nowrap text-muted-foreground', className)}>{t('tasks.due.none')}</span>;
  return (
    <span className={cn('whitespace-nowrap', task.isOverdue && 'font-medium text-danger', className)}>
      <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time>
      {task.isOverdue && marker ? (
        <span className={stacked ? 'block' : undefined}>{stacked ? t('tasks.overdue') : t('tasks.due.overdueAfter')}</span>
      ) : null}
    </span>
  );
}
