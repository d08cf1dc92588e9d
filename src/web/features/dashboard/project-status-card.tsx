import { Link } from 'react-router';
import { PROJECT_STATUSES } from '@shared/enums';
import type { Dashboard } from '@shared/schemas/dashboard';
import { Badge } from '../../components/badge';
import { statusTone } from '@shared/status-display';
import { statusText } from '@web/lib/status-text';
import { barPercent } from './dashboard-format';
import { SectionCard } from './section-card';
import { t } from '@web/lib/messages/dashboard';

export function ProjectStatusCard({ status }: { status: Dashboard['projectStatus'] }) {
  return (
    <SectionCard title={t('dashboard.projects.title')}>
      <ul aria-label={t('dashboard.projects.perStatus')} className="mb-4 flex flex-wrap gap-2">
        {PROJECT_STATUSES.map((s) => (
          <li key={s}>
            <Badge tone={statusTone('project', s)}>
              {statusText('project', s)} <span className="font-semibold tabular-nums">{status.byStatus[s] ?? 0}</span>
            </Badge>
          </li>
        ))}
      </ul>
      {status.projects.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">{t('dashboard.projects.none')}</p>
      ) : (
        <ul className="space-y-3">
          {status.projects.slice(0, 5).map((project) => {
            const percent = barPercent(project.completionPercentage);
            return (
              <li key={project.id} className="space-y-1">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <Link to={`/projects/${project.id}`} className="min-w-0 truncate font-medium hover:underline">
                    {project.name}
                  </Link>
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{percent}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('dashboard.projects.completion', { name: project.name })}
                  aria-valuenow={percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="h-2 overflow-hidden rounded-full bg-surface-muted"
                >
                  <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('dashboard.projects.tasksDone', { completed: project.completedTasks, total: project.totalTasks })}
                  {project.completionSetByHand ? t('dashboard.projects.setByHand') : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
