import { Hono } from 'hono';
import { AddTeamMemberInput, CreateProjectInput, ProjectListQuery, UpdateProjectInput } from '../../../shared/schemas/projects';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './service';
import { addTeamMember, getTeam, listEligible, removeTeamMember } from './team';

export function projectRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const view = requireCapability('projects.view');
  return (
    new Hono<AppEnv>()
      .get('/', view, async (c) => c.json(await listProjects(db, c.get('user'), readQuery(c, ProjectListQuery))))
      .post('/', requireCapability('projects.manage'), async (c) => c.json(await createProject(db, c.get('user'), await readBody(c, CreateProjectInput)), 201))
      // On a project's routes the service checks: 404 outside the caller's scope comes before 403.
      .get('/:id', view, async (c) => c.json(await getProject(db, c.get('user'), idParam(c, 'Project'))))
      .patch('/:id', async (c) => {
        const id = idParam(c, 'Project');
        return c.json(await updateProject(db, c.get('user'), id, await readBody(c, UpdateProjectInput)));
      })
      .delete('/:id', async (c) => {
        await deleteProject(db, c.get('user'), idParam(c, 'Project'));
        return c.body(null, 204);
      })
      .get('/:id/team', view, async (c) => c.json(await getTeam(db, c.get('user'), idParam(c, 'Project'))))
      .get('/:id/team/eligible', async (c) => c.json(await listEligible(db, c.get('user'), idParam(c, 'Project'))))
      .post('/:id/team', async (c) => {
        const id = idParam(c, 'Project');
        return c.json(await addTeamMember(db, c.get('user'), id, await readBody(c, AddTeamMemberInput)), 201);
      })
      .delete('/:id/team/:assignmentId', async (c) => {
        const id = idParam(c, 'Project');
        await removeTeamMember(db, c.get('user'), id, idParam(c, 'Team member', 'assignmentId'));
        return c.body(null, 204);
      })
  );
}
