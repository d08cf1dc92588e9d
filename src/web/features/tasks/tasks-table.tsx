import { Link, useNavigate } from 'react-router';
import { InternalTaskMarker } from './internal-marker';
import type { TaskListItem } from '@shared/schemas/tasks';
import { breakableHeading } from '../../components/data-table';
import { cn } from '../../lib/cn';
import { SortableHeader } from './sortable-header';
import type { SortDir, TaskSort } from './task-list-options';
import { personName, typeLabel } from './task-format';
import { TaskDueDate } from './task-due-date';
import { StatusBadge } from '../../components/status-badge';
import { TaskRowActions } from './task-row-actions';
import { TaskStatusBadge } from './task-status-badge';
import { t } from '@web/lib/messages/tasks';

/** What the row buttons do; which ones a row shows is its own `can`. */
export interface TaskRowActionHandlers {
  onEdit: (task: TaskListItem) => void;
  onDelete: (task: TaskListItem) => void;
}

interface TasksTableProps {
  tasks: readonly TaskListItem[];
  showProject?: boolean;
  showClient?: boolean;
  showMilestone?: boolean;
  sort?: { sort: TaskSort; dir: SortDir };
  onSort?: (sort: TaskSort) => void;
  actions?: TaskRowActionHandlers;
}

// Narrow side padding: at 1440 px every column, Due Date and Actions included, fits the card beside the sidebar.
const th = 'px-2 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase';

/** The tasks as a table from md up, scrolling sideways inside its card when narrow (phones get TasksCardList). */
export function TasksTable({
  tasks,
  showProject = true,
  showClient = true,
  showMilestone = false,
  sort,
  onSort,
  actions,
}: TasksTableProps) {
  const navigate = useNavigate();
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">{t('tasks.table.caption')}</caption>
        <thead>
          <tr className="border-b border-border bg-surface-muted/60">
            <SortableHeader
              label={t('tasks.field.task')}
              sort="title"
              current={sort}
              onSort={onSort}
              className={cn(th, 'pl-4', breakableHeading(t('tasks.field.task')))}
            />
            {showClient ? (
              <th scope="col" className={cn(th, breakableHeading(t('tasks.field.client')))}>
                {t('tasks.field.client')}
              </th>
            ) : null}
            {showProject ? (
              <th scope="col" className={cn(th, breakableHeading(t('tasks.field.project')))}>
                {t('tasks.field.project')}
              </th>
            ) : null}
            {showMilestone ? (
              <th scope="col" className={cn(th, breakableHeading(t('tasks.field.milestone')))}>
                {t('tasks.field.milestone')}
              </th>
            ) : null}
            <th scope="col" className={cn(th, breakableHeading(t('tasks.field.assignedTo')))}>
              {t('tasks.field.assignedTo')}
            </th>
            <th scope="col" className={cn(th, breakableHeading(t('tasks.field.type')))}>
              {t('tasks.field.type')}
            </th>
            <th scope="col" className={cn(th, breakableHeading(t('tasks.field.status')))}>
              {t('tasks.field.status')}
            </th>
            <SortableHeader
              label={t('tasks.field.priority')}
              sort="priority"
              current={sort}
              onSort={onSort}
              className={cn(th, breakableHeading(t('tasks.field.priority')))}
            />
            <SortableHeader
              label={t('tasks.field.dueDate')}
              sort="due"
              current={sort}
              onSort={onSort}
              className={cn(th, breakableHeading(t('tasks.field.dueDate')))}
            />
            {actions ? (
              <th scope="col" className={`${th} text-right`}>
                {t('tasks.field.actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr
              key={task.id}
              onClick={() => navigate(`/tasks/${task.id}`)}
              className="cursor-pointer border-b border-border last:border-b-0 hover:bg-surface-muted/60"
            >
              {/* The task column takes whatever width the others leave (width 100% with max-width 0), down to its
                  minimum, and its text ends in "…"; the others keep their content's width, the names capped. Sized by
                  its text, a long description had pushed Due Date out of the card at 1440 px. The person and the type
                  break inside a long word (a German or Spanish label) rather than push the last columns out. */}
              <td className="w-full max-w-0 min-w-28 py-3 pr-2 pl-4">
                <Link
                  to={`/tasks/${task.id}`}
                  onClick={(event) => event.stopPropagation()}
                  className="block truncate font-medium text-foreground hover:underline"
                >
                  {task.title}
                  <InternalTaskMarker clientVisible={task.clientVisible} />
                </Link>
                {task.description ? <p className="truncate text-muted-foreground">{task.description}</p> : null}
              </td>
              {showClient ? (
                <td className="px-2 py-3">
                  <div className="max-w-32 truncate">{task.client.name}</div>
                </td>
              ) : null}
              {showProject ? (
                <td className="px-2 py-3">
                  <div className="max-w-24 truncate">
                    {task.project?.name ?? <span className="text-muted-foreground">{t('tasks.noProject')}</span>}
                  </div>
                </td>
              ) : null}
              {showMilestone ? (
                <td className="px-2 py-3">
                  <div className="max-w-24 truncate">
                    {task.milestone?.name ?? <span className="text-muted-foreground">{t('tasks.none')}</span>}
                  </div>
                </td>
              ) : null}
              <td className="min-w-28 px-2 py-3 wrap-anywhere">
                {personName(task.assignedTo) ?? <span className="text-muted-foreground">{t('tasks.unassigned')}</span>}
              </td>
              <td className="min-w-32 px-2 py-3 wrap-anywhere">{typeLabel(task.type)}</td>
              <td className="px-2 py-3">
                <TaskStatusBadge task={task} />
              </td>
              <td className="px-2 py-3">
                <StatusBadge kind="priority" status={task.priority} />
              </td>
              <td className="px-2 py-3">
                <TaskDueDate task={task} stacked />
              </td>
              {actions ? (
                <td className="px-2 py-2">
                  <TaskRowActions task={task} onEdit={actions.onEdit} onDelete={actions.onDelete} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
