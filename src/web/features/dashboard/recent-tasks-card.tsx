import { Link } from 'react-router';
import type { Dashboard } from '@shared/schemas/dashboard';
import { StatusBadge } from '../../components/status-badge';
import { WithOverdueBadge } from '../../components/overdue-badge';
import { TaskClientLine } from '../../components/task-client-line';
import { RecentItems, SectionCard } from './section-card';
import { t } from '@web/lib/messages/dashboard';

export function RecentTasksCard({ tasks }: { tasks: Dashboard['recentTasks'] }) {
  return (
    <SectionCard
      title={t('dashboard.recent.tasks')}
      action={
        <Link to="/tasks" className="text-sm font-medium text-primary hover:underline">
          {t('dashboard.recent.viewAll')}
        </Link>
      }
    >
      <RecentItems items={tasks} none={t('dashboard.recent.noTasks')}>
        {(task) => (
          <li key={task.id} className="flex items-center justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <Link to={`/tasks/${task.id}`} className="block truncate text-sm font-medium text-foreground hover:underline">
                {task.title}
              </Link>
              <TaskClientLine task={task} />
            </div>
            <WithOverdueBadge overdue={task.isOverdue}>
              <StatusBadge kind="task" status={task.status} />
            </WithOverdueBadge>
          </li>
        )}
      </RecentItems>
    </SectionCard>
  );
}
