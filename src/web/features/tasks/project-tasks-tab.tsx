import type { ProjectDetail } from '@shared/schemas/projects';
import { ScopedTasksTab } from './scoped-tasks-tab';

/** The project detail's Tasks tab (passed in by the app layer). */
export function ProjectTasksTab({ project }: { project: ProjectDetail }) {
  return <ScopedTasksTab scope={{ client: project.client, project }} />;
}
