import { Link, useNavigate } from 'react-router';
import type { ProjectListItem } from '@shared/schemas/projects';
import { ProgressBar } from '../../components/progress-bar';
import { excerpt, personName } from './project-format';
import { ProjectDates } from './project-dates';
import { StatusBadge } from '../../components/status-badge';
import { DataTable } from '../../components/data-table';
import { t } from '@web/lib/messages/projects';

/** The projects as a table, from md up (phones get ProjectsCardList). A row opens the project. */
export function ProjectsTable({ projects }: { projects: readonly ProjectListItem[] }) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption={t('projects.table.caption')}
      className="min-w-[56rem]"
      wideOnly
      columns={[
        t('projects.table.project'),
        t('projects.table.client'),
        t('projects.table.manager'),
        t('projects.table.status'),
        t('projects.table.priority'),
        t('projects.table.progress'),
        t('projects.table.dates'),
      ]}
    >
      {projects.map((project) => (
        <tr
          key={project.id}
          onClick={() => navigate(`/projects/${project.id}`)}
          className="cursor-pointer border-b border-border last:border-b-0 hover:bg-surface-muted/60"
        >
          <td className="max-w-56 px-4 py-3">
            <Link
              to={`/projects/${project.id}`}
              onClick={(e) => e.stopPropagation()}
              className="block truncate font-medium text-foreground hover:underline"
            >
              {project.name}
            </Link>
            {project.description ? <p className="truncate text-muted-foreground">{excerpt(project.description)}</p> : null}
          </td>
          <td className="max-w-40 truncate px-4 py-3">{project.client.name}</td>
          <td className="px-4 py-3 wrap-anywhere">
            {project.manager ? personName(project.manager) : <span className="text-muted-foreground">{t('projects.unassigned')}</span>}
          </td>
          <td className="px-4 py-3">
            <StatusBadge kind="project" status={project.status} />
          </td>
          <td className="px-4 py-3">
            <StatusBadge kind="priority" status={project.priority} />
          </td>
          <td className="w-32 px-4 py-3">
            <ProgressBar value={project.completionPercentage} label={t('projects.progressOf', { project: project.name })} />
            {project.completionSetByHand ? <p className="mt-1 text-xs text-muted-foreground">{t('projects.table.setByHand')}</p> : null}
          </td>
          <td className="px-4 py-3 text-muted-foreground">
            <ProjectDates start={project.startDate} end={project.endDate} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
