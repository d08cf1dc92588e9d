import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { ProjectListItem } from '@shared/schemas/projects';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ProgressBar } from '../../components/progress-bar';
import { excerpt, personName } from './project-format';
import { StatusBadge } from '../../components/status-badge';
import { ProjectDates } from './project-dates';
import { t } from '@web/lib/messages/projects';

interface ClientProjectCardProps {
  project: ProjectListItem;
  /** Edit and delete, for those who manage projects. */
  onEdit?: (project: ProjectListItem) => void;
  onDelete?: (project: ProjectListItem) => void;
}

/** A project on a client's Projects tab: name, description, status, priority, manager, dates, progress. */
export function ClientProjectCard({ project, onEdit, onDelete }: ClientProjectCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 font-medium break-words">{project.name}</h3>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge kind="project" status={project.status} />
          <StatusBadge kind="priority" status={project.priority} />
        </div>
      </div>
      {project.description ? <p className="text-sm text-muted-foreground">{excerpt(project.description, 140)}</p> : null}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('projects.projectManager')}</dt>
          <dd className="truncate">{project.manager ? personName(project.manager) : t('projects.unassigned')}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('projects.table.dates')}</dt>
          <dd>
            <ProjectDates start={project.startDate} end={project.endDate} />
          </dd>
        </div>
      </dl>
      <ProgressBar value={project.completionPercentage} label={t('projects.progressOf', { project: project.name })} />
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <Button asChild variant="secondary" size="sm">
          <Link to={`/projects/${project.id}`} aria-label={t('projects.card.viewDetailsOf', { project: project.name })}>
            {t('projects.card.viewDetails')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Button>
        {onEdit || onDelete ? (
          <div className="flex gap-1">
            {onEdit ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('projects.card.editProject', { project: project.name })}
                onClick={() => onEdit(project)}
              >
                <Pencil aria-hidden className="size-4" />
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('projects.card.deleteProject', { project: project.name })}
                className="text-danger"
                onClick={() => onDelete(project)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
