import { Link } from 'react-router';
import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { TaskCount } from './task-count';
import { t } from '@web/lib/messages/client-dashboard';

export function YourTasksCard({ counts }: { counts: ClientDashboard['taskCounts'] }) {
  return (
    <DashboardSection
      title={t('client-dashboard.yourTasks.title')}
      viewAllTo="/tasks"
      viewAllLabel={t('client-dashboard.yourTasks.viewAll')}
    >
      <dl className="grid grid-cols-3 gap-2">
        <TaskCount label={t('client-dashboard.yourTasks.completed')} value={counts.completed} tone="text-green-700 dark:text-green-400" />
        <TaskCount label={t('client-dashboard.yourTasks.inProgress')} value={counts.inProgress} tone="text-blue-700 dark:text-blue-400" />
        <TaskCount label={t('client-dashboard.yourTasks.pending')} value={counts.pending} tone="text-amber-700 dark:text-amber-400" />
      </dl>
      {/* Past-due tasks are in none of the three (as on the Tasks screen); said here so they do not go unseen. */}
      {counts.overdue > 0 ? (
        <Link to="/tasks?overdue=true" className="mt-3 self-start text-sm font-medium text-danger hover:underline">
          {t('client-dashboard.yourTasks.overdue', { count: counts.overdue })}
        </Link>
      ) : null}
    </DashboardSection>
  );
}
