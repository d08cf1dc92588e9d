import type { ClientDashboard } from '@shared/schemas/client-dashboard';
import { DashboardSection } from './dashboard-section';
import { EmptyLine } from './empty-line';
import { ProjectRow } from './project-row';

export function YourProjectsCard({ projects }: { projects: ClientDashboard['projects'] }) {
  return (
    <DashboardSection title="Your Projects" viewAllTo="/projects">
      {projects.items.length === 0 ? (
        <EmptyLine>No projects available</EmptyLine>
      ) : (
        <>
          <ul className="space-y-2">
            {projects.items.map((project) => (
              <ProjectRow key={project.id} project={project} />
            ))}
          </ul>
          {projects.total > projects.items.length ? (
            <p className="mt-3 text-xs text-muted-foreground">
              Showing {projects.items.length} of {projects.total} projects
            </p>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}
