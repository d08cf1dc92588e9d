import { Link } from 'react-router';
import { InternalTaskMarker } from './internal-marker';
import type { TaskListItem } from '@shared/schemas/tasks';
import { personName, typeLabel } from './task-format';
import { TaskDueDate } from './task-due-date';
import { StatusBadge } from '../../components/status-badge';
import { TaskRowActions } from './task-row-actions';
import { TaskStatusBadge } from './task-status-badge';
import type { TaskRowActionHandlers } from './tasks-table';
import { t } from '@web/lib/messages/tasks';

interface TasksCardListProps {
  tasks: readonly TaskListItem[];
  showProject?: boolean;
  showClient?: boolean;
  actions?: TaskRowActionHandlers;
}

/** The tasks as cards on phones, where nine columns do not fit. */
export function TasksCardList({ tasks, showProject = true, showClient = true, actions }: TasksCardListProps) {
  return (
    <ul aria-label={t('tasks.list.label')} className="divide-y divide-border md:hidden">
      {tasks.map((task) => {
        const where = [showClient ? task.client.name : null, showProject ? (task.project?.name ?? t('tasks.noProject')) : null]
          .filter(Boolean)
          .join(' · ');
        return (
          <li key={task.id} className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={`/tasks/${task.id}`} className="block font-medium break-words text-foreground hover:underline">
                  {task.title}
                  <InternalTaskMarker clientVisible={task.clientVisible} />
                </Link>
                {where ? <p className="truncate text-sm text-muted-foreground">{where}</p> : null}
              </div>
              <TaskStatusBadge task={task} />
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <StatusBadge kind="priority" status={task.priority} />
              <span className="text-muted-foreground">{typeLabel(task.type)}</span>
              <span>{personName(task.assignedTo) ?? t('tasks.unassigned')}</span>
            </div>
            <div className="flex items-center justify-between gap-3 text-sm">
              <TaskDueDate task={task} />
              {actions ? <TaskRowActions task={task} onEdit={actions.onEdit} onDelete={actions.onDelete} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
