import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { ProjectRow } from './project-row';
import { t } from '@web/lib/messages/client-dashboard';
import { formatNumber } from '../../lib/format';

export function YourProjectsCard({ projects }: { projects: ClientDashboard['projects'] }) {
  return (
    <DashboardSection
      title={t('client-dashboard.projects.title')}
      viewAllTo="/projects"
      viewAllLabel={t('client-dashboard.projects.viewAll')}
    >
      {projects.items.length === 0 ? (
        <EmptyLine>{t('client-dashboard.projects.empty')}</EmptyLine>
      ) : (
        <>
          <ul className="space-y-2">
            {projects.items.map((project) => (
              <ProjectRow key={project.id} project={project} />
            ))}
          </ul>
          {projects.total > projects.items.length ? (
            <p className="mt-3 text-xs text-muted-foreground">
              {t('client-dashboard.projects.showing', { shown: formatNumber(projects.items.length), total: formatNumber(projects.total) })}
            </p>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}
