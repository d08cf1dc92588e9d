import { Hono } from 'hono';
import { projectsApi } from '@shared/api/projects';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './service';
import { addTeamMember, getTeam, listEligible, removeTeamMember } from './team';

/** Projects and their teams. On a project's writes the service checks: 404 outside the caller's scope comes before 403. */
export function projectRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const projectId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.project');
  const app = new Hono<AppEnv>();
  route(app, projectsApi.list, (c, { query }) => listProjects(db, c.get('user'), query));
  route(app, projectsApi.create, (c, { body }) => createProject(db, c.get('user'), body));
  route(app, projectsApi.get, (c) => getProject(db, c.get('user'), projectId(c)));
  route(app, projectsApi.update, (c, { body }) => updateProject(db, c.get('user'), projectId(c), body));
  route(app, projectsApi.remove, (c) => deleteProject(db, c.get('user'), projectId(c)));
  route(app, projectsApi.team, (c) => getTeam(db, c.get('user'), projectId(c)));
  route(app, projectsApi.eligible, (c) => listEligible(db, c.get('user'), projectId(c)));
  route(app, projectsApi.addTeamMember, (c, { body }) => addTeamMember(db, c.get('user'), projectId(c), body));
  route(app, projectsApi.removeTeamMember, (c) =>
    removeTeamMember(db, c.get('user'), projectId(c), idParam(c, 'errors.notFound.teamMember', 'assignmentId')),
  );
  return app;
}
