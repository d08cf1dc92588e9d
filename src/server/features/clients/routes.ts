import { Hono } from 'hono';
import { ListQuery } from '../../../shared/schemas/list';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readQuery } from '../../http';
import { idParam } from '../../http-params';
import { getClient, listClients } from './service';

export function clientRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireCapability('clients.view'))
    .get('/', async (c) => c.json(await listClients(db, c.get('user'), readQuery(c, ListQuery))))
    .get('/:id', async (c) => c.json(await getClient(db, c.get('user'), idParam(c, 'Client'))));
}
