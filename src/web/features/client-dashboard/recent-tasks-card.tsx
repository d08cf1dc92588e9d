import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { RecentTaskRow } from './recent-task-row';
import { t } from '@web/lib/messages/client-dashboard';

export function RecentTasksCard({ tasks }: { tasks: ClientDashboard['recentTasks'] }) {
  return (
    <DashboardSection title={t('client-dashboard.recentTasks.title')}>
      {tasks.length === 0 ? (
        <EmptyLine>{t('client-dashboard.recentTasks.empty')}</EmptyLine>
      ) : (
        <ul className="divide-y divide-border">
          {tasks.map((task) => (
            <RecentTaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
