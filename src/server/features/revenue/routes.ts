import { Hono } from 'hono';
import { CreateRevenueInput, RevenueListQuery, UpdateRevenueInput } from '../../../shared/schemas/revenue';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { createRevenue, deleteRevenue, listRevenue, updateRevenue } from './service';

/** Mounted at /api/clients: a client's expected revenue. Anyone without financials.view is refused before any lookup. */
export function clientRevenueRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/:id/revenue', requireCapability('financials.view'), async (c) =>
      c.json(await listRevenue(db, c.get('user'), idParam(c, 'Client'), readQuery(c, RevenueListQuery))),
    )
    .post('/:id/revenue', requireCapability('revenue.manage'), async (c) => {
      const clientId = idParam(c, 'Client');
      return c.json(await createRevenue(db, c.get('user'), clientId, await readBody(c, CreateRevenueInput)), 201);
    });
}

/** Mounted at /api/revenue: one revenue record. */
export function revenueRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireCapability('revenue.manage'))
    .patch('/:id', async (c) => {
      const id = idParam(c, 'Revenue record');
      const input = await readBody(c, UpdateRevenueInput);
      return c.json(await updateRevenue(db, c.get('user'), id, input));
    })
    .delete('/:id', async (c) => {
      await deleteRevenue(db, c.get('user'), idParam(c, 'Revenue record'));
      return c.body(null, 204);
    });
}
