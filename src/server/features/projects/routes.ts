import { Hono } from 'hono';
import { ListQuery } from '../../../shared/schemas/list';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readQuery } from '../../http';
import { idParam } from '../../http-params';
import { getProject, listProjects } from './service';

export function projectRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireCapability('projects.view'))
    .get('/', async (c) => c.json(await listProjects(db, c.get('user'), readQuery(c, ListQuery))))
    .get('/:id', async (c) => c.json(await getProject(db, c.get('user'), idParam(c, 'Project'))));
}
