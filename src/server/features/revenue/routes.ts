import { Hono } from 'hono';
import { revenueApi } from '@shared/api/revenue';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { createRevenue, deleteRevenue, listRevenue, updateRevenue } from './service';

/** A client's expected revenue. Anyone without the capability is refused before any lookup. */
export function revenueRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, revenueApi.list, (c, { query }) => listRevenue(db, c.get('user'), idParam(c, 'errors.notFound.client'), query));
  route(app, revenueApi.create, (c, { body }) => createRevenue(db, c.get('user'), idParam(c, 'errors.notFound.client'), body));
  route(app, revenueApi.update, (c, { body }) => updateRevenue(db, c.get('user'), idParam(c, 'errors.notFound.revenueRecord'), body));
  route(app, revenueApi.remove, (c) => deleteRevenue(db, c.get('user'), idParam(c, 'errors.notFound.revenueRecord')));
  return app;
}
