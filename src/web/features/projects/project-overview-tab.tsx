import { AlertTriangle, CheckCircle2, Flag, ListTodo } from 'lucide-react';
import type { ProjectDetail } from '@shared/schemas/projects';
import { Card } from '../../components/card';
import { DetailItem } from '../../components/detail-item';
import { StatCard } from '../../components/stat-card';
import { ClientSeesCard } from './client-sees-card';
import { ProjectBudgetCard } from './project-budget-card';
import { ProjectCompletion } from './project-completion';
import { personName } from './project-format';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { t } from '@web/lib/messages/projects';

export function ProjectOverviewTab({
  project,
  canManage = false,
  client = false,
}: {
  project: ProjectDetail;
  canManage?: boolean;
  /** A client user reads it: the budget card only where the project shares it (decision 0103). */
  client?: boolean;
}) {
  const { stats } = project;
  return (
    <div className="space-y-6">
      <section aria-label={t('projects.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t('projects.overview.totalTasks')} value={stats.totalTasks} icon={ListTodo} />
        <StatCard
          label={t('projects.overview.completedTasks')}
          value={stats.completedTasks}
          icon={CheckCircle2}
          iconClassName="text-green-600 dark:text-green-300"
        />
        <StatCard
          label={t('projects.tabs.milestones')}
          value={stats.milestones}
          icon={Flag}
          iconClassName="text-blue-600 dark:text-blue-300"
        />
        <StatCard
          label={t('projects.overview.overdueTasks')}
          value={stats.overdueTasks}
          icon={AlertTriangle}
          iconClassName={stats.overdueTasks > 0 ? 'text-danger' : undefined}
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">{t('projects.overview.details')}</h2>
          {/* A grid rather than nested wrappers: a <dl> may only hold its dt/dd groups (axe definition-list). */}
          <dl className="grid grid-cols-2 gap-x-8 gap-y-4">
            <DetailItem label={t('projects.overview.name')} className="col-span-2">
              {project.name}
            </DetailItem>
            <DetailItem label={t('projects.overview.description')} className="col-span-2">
              {project.description ? (
                <span className="whitespace-pre-line">{project.description}</span>
              ) : (
                <span className="text-muted-foreground">{t('projects.overview.noDescription')}</span>
              )}
            </DetailItem>
            <DetailItem label={t('projects.table.status')}>
              <StatusBadge kind="project" status={project.status} />
            </DetailItem>
            <DetailItem label={t('projects.filters.priority')}>
              <StatusBadge kind="priority" status={project.priority} />
            </DetailItem>
            <DetailItem label={t('projects.overview.completion')} className="col-span-2">
              <ProjectCompletion project={project} canManage={canManage} />
            </DetailItem>
          </dl>
        </Card>

        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">{t('projects.overview.timelineTeam')}</h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailItem label={t('projects.filters.client')}>{project.client.name}</DetailItem>
            <DetailItem label={t('projects.projectManager')}>
              {project.manager ? personName(project.manager) : <span className="text-muted-foreground">{t('projects.unassigned')}</span>}
            </DetailItem>
            <DetailItem label={t('projects.overview.startDate')}>
              {project.startDate ? (
                formatDate(project.startDate)
              ) : (
                <span className="text-muted-foreground">{t('projects.overview.notSet')}</span>
              )}
            </DetailItem>
            <DetailItem label={t('projects.overview.endDate')}>
              {project.endDate ? (
                formatDate(project.endDate)
              ) : (
                <span className="text-muted-foreground">{t('projects.overview.notSet')}</span>
              )}
            </DetailItem>
            <DetailItem label={t('projects.overview.created')}>
              <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
            </DetailItem>
          </dl>
        </Card>
      </div>

      {client && !project.clientSees.budget ? null : <ProjectBudgetCard projectId={project.id} version={project.updatedAt} />}
      {canManage ? <ClientSeesCard project={project} /> : null}
    </div>
  );
}
