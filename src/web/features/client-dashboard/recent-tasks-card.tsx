import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { RecentTaskRow } from './recent-task-row';

export function RecentTasksCard({ tasks }: { tasks: ClientDashboard['recentTasks'] }) {
  return (
    <DashboardSection title="Recent Tasks">
      {tasks.length === 0 ? (
        <EmptyLine>No recent tasks available</EmptyLine>
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
