import { Hono } from 'hono';
import { ListQuery } from '../../../shared/schemas/list';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readQuery } from '../../http';
import { idParam } from '../../http-params';
import { getTask, listTasks } from './service';

export function taskRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireCapability('tasks.view'))
    .get('/', async (c) => c.json(await listTasks(db, c.get('user'), readQuery(c, ListQuery))))
    .get('/:id', async (c) => c.json(await getTask(db, c.get('user'), idParam(c, 'Task'))));
}
