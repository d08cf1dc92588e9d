import { Hono } from 'hono';
import { dashboardApi } from '@shared/api/dashboard';
import type { AppDeps, AppEnv } from '../../context';
import { route } from '../../openapi/route';
import { getSinceLastVisit } from './since-last-visit';
import { getClientDashboard } from './service';

/** Client users only (the service refuses staff). */
export function clientDashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, dashboardApi.client, (c) => getClientDashboard(db, c.get('user')));
  route(app, dashboardApi.sinceLastVisit, (c) => getSinceLastVisit(db, c.get('user')));
  return app;
}
