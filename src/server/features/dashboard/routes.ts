import { Hono } from 'hono';
import { dashboardApi } from '@shared/api/dashboard';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';
import { getDashboard } from './service';

/** Staff only (the service refuses client users). */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, dashboardApi.staff, (c) => getDashboard(db, c.get('user')));
  return app;
}
