import { Link } from 'react-router';
import type { ClientDashboardProject } from '@shared/schemas/client-dashboard';
import { StatusBadge } from '../../components/status-badge';
import { ProgressBar } from '../../components/progress-bar';
import { cn } from '../../lib/cn';
import { PROGRESS_BAR_CLASSES, progressTone, projectBorderClass } from './client-dashboard-format';
import { t } from '@web/lib/messages/client-dashboard';

export function ProjectRow({ project }: { project: ClientDashboardProject }) {
  return (
    <li>
      <Link
        to={`/projects/${project.id}`}
        className={cn(
          'block space-y-2 rounded-md border border-l-4 border-border bg-surface p-3 transition-colors hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          projectBorderClass(project.status),
        )}
      >
        <div className="flex items-start justify-between gap-3">
          <span className="min-w-0 font-medium break-words text-foreground">{project.name}</span>
          <StatusBadge kind="project" status={project.status} />
        </div>
        <ProgressBar
          value={project.completionPercentage}
          label={t('client-dashboard.projects.progress', { project: project.name })}
          barClassName={PROGRESS_BAR_CLASSES[progressTone(project.completionPercentage)]}
        />
      </Link>
    </li>
  );
}
