import { Link } from 'react-router';
import type { TaskListItem } from '@shared/schemas/tasks';
import { StatusBadge } from '../../components/status-badge';
import { WithOverdueBadge } from '../../components/overdue-badge';
import { cn } from '../../lib/cn';
import { formatDueDate } from './client-dashboard-format';
import { t } from '@web/lib/messages/client-dashboard';

export function RecentTaskRow({ task }: { task: TaskListItem }) {
  return (
    <li>
      <Link
        to={`/tasks/${task.id}`}
        className="-mx-2 flex items-start justify-between gap-3 rounded-md px-2 py-2.5 hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <div className="min-w-0 space-y-0.5">
          <p className="truncate text-sm font-medium text-foreground">{task.title}</p>
          <p className="flex min-w-0 gap-x-2 text-xs text-muted-foreground">
            <span className="min-w-0 truncate">{task.project?.name ?? t('client-dashboard.tasks.noProject')}</span>
            <span aria-hidden>·</span>
            <span className={cn('shrink-0 whitespace-nowrap', task.isOverdue && 'font-medium text-danger')}>
              {task.dueDate ? t('client-dashboard.tasks.due', { date: formatDueDate(task.dueDate) }) : t('client-dashboard.noDueDate')}
              {/* Said in words too: red alone is lost on colour-blind readers and screen readers. */}
              {task.isOverdue ? ` · ${t('client-dashboard.tasks.overdue')}` : null}
            </span>
          </p>
        </div>
        <WithOverdueBadge overdue={task.isOverdue}>
          <StatusBadge kind="task" status={task.status} />
        </WithOverdueBadge>
      </Link>
    </li>
  );
}
