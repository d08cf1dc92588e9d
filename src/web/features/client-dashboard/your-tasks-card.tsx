import { Link } from 'react-router';
import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { TaskCount } from './task-count';
import { formatNumber } from '../../lib/format';

export function YourTasksCard({ counts }: { counts: ClientDashboard['taskCounts'] }) {
  return (
    <DashboardSection title="Your Tasks" viewAllTo="/tasks">
      <dl className="grid grid-cols-3 gap-2">
        <TaskCount label="Completed" value={counts.completed} tone="text-green-700 dark:text-green-400" />
        <TaskCount label="In Progress" value={counts.inProgress} tone="text-blue-700 dark:text-blue-400" />
        <TaskCount label="Pending" value={counts.pending} tone="text-amber-700 dark:text-amber-400" />
      </dl>
      {/* Past-due tasks are in none of the three (as on the Tasks screen); said here so they do not go unseen. */}
      {counts.overdue > 0 ? (
        <Link to="/tasks?overdue=true" className="mt-3 self-start text-sm font-medium text-danger hover:underline">
          {formatNumber(counts.overdue)} overdue
        </Link>
      ) : null}
    </DashboardSection>
  );
}
