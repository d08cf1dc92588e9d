import { AlertTriangle, CheckCircle2, Flag, ListTodo } from 'lucide-react';
import type { ProjectDetail } from '@shared/schemas/projects';
import { Card } from '../../components/card';
import { DetailItem } from '../../components/detail-item';
import { StatCard } from '../../components/stat-card';
import { ProjectBudgetCard } from './project-budget-card';
import { ProjectCompletion } from './project-completion';
import { personName } from './project-format';
import { StatusBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';

export function ProjectOverviewTab({ project, canManage = false }: { project: ProjectDetail; canManage?: boolean }) {
  const { stats } = project;
  return (
    <div className="space-y-6">
      <section aria-label="Project counts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Tasks" value={stats.totalTasks} icon={ListTodo} />
        <StatCard
          label="Completed Tasks"
          value={stats.completedTasks}
          icon={CheckCircle2}
          iconClassName="text-green-600 dark:text-green-300"
        />
        <StatCard label="Milestones" value={stats.milestones} icon={Flag} iconClassName="text-blue-600 dark:text-blue-300" />
        <StatCard
          label="Overdue Tasks"
          value={stats.overdueTasks}
          icon={AlertTriangle}
          iconClassName={stats.overdueTasks > 0 ? 'text-danger' : undefined}
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">Project Details</h2>
          {/* A grid rather than nested wrappers: a <dl> may only hold its dt/dd groups (axe definition-list). */}
          <dl className="grid grid-cols-2 gap-x-8 gap-y-4">
            <DetailItem label="Name" className="col-span-2">
              {project.name}
            </DetailItem>
            <DetailItem label="Description" className="col-span-2">
              {project.description ? (
                <span className="whitespace-pre-line">{project.description}</span>
              ) : (
                <span className="text-muted-foreground">No description</span>
              )}
            </DetailItem>
            <DetailItem label="Status">
              <StatusBadge kind="project" status={project.status} />
            </DetailItem>
            <DetailItem label="Priority">
              <StatusBadge kind="priority" status={project.priority} />
            </DetailItem>
            <DetailItem label="Completion" className="col-span-2">
              <ProjectCompletion project={project} canManage={canManage} />
            </DetailItem>
          </dl>
        </Card>

        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">Timeline &amp; Team</h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailItem label="Client">{project.client.name}</DetailItem>
            <DetailItem label="Project manager">
              {project.manager ? personName(project.manager) : <span className="text-muted-foreground">Unassigned</span>}
            </DetailItem>
            <DetailItem label="Start date">
              {project.startDate ? formatDate(project.startDate) : <span className="text-muted-foreground">Not set</span>}
            </DetailItem>
            <DetailItem label="End date">
              {project.endDate ? formatDate(project.endDate) : <span className="text-muted-foreground">Not set</span>}
            </DetailItem>
            <DetailItem label="Created">
              <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
            </DetailItem>
          </dl>
        </Card>
      </div>

      <ProjectBudgetCard projectId={project.id} version={project.updatedAt} />
    </div>
  );
}
