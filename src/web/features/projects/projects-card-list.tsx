import { Link } from 'react-router';
import type { ProjectListItem } from '@shared/schemas/projects';
import { ProgressBar } from '../../components/progress-bar';
import { excerpt, formatDateRange, personName } from './project-format';
import { StatusBadge } from '../../components/status-badge';
import { t } from '@web/lib/messages/projects';

/** The projects as cards on phones, where seven columns do not fit. */
export function ProjectsCardList({ projects }: { projects: readonly ProjectListItem[] }) {
  return (
    <ul aria-label={t('projects.list.title')} className="divide-y divide-border md:hidden">
      {projects.map((project) => (
        <li key={project.id} className="relative space-y-2 p-4 hover:bg-surface-muted/60">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {/* The link covers the card, so a tap anywhere opens the project. */}
              <Link to={`/projects/${project.id}`} className="font-medium break-words text-foreground after:absolute after:inset-0">
                {project.name}
              </Link>
              <p className="truncate text-sm text-muted-foreground">{project.client.name}</p>
            </div>
            <StatusBadge kind="project" status={project.status} />
          </div>
          {project.description ? <p className="text-sm text-muted-foreground">{excerpt(project.description, 100)}</p> : null}
          <ProgressBar value={project.completionPercentage} label={t('projects.progressOf', { project: project.name })} />
          {project.completionSetByHand ? (
            <p className="-mt-2 text-xs text-muted-foreground">{t('projects.cards.completionSetByHand')}</p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{project.manager ? personName(project.manager) : t('projects.unassigned')}</span>
            <StatusBadge kind="priority" status={project.priority} />
          </div>
          <p className="text-sm text-muted-foreground">{formatDateRange(project.startDate, project.endDate)}</p>
        </li>
      ))}
    </ul>
  );
}
