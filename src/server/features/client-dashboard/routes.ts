import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { getClientDashboard } from './service';

/** Mounted at /api/client-dashboard: client users only (the service refuses staff). */
export function clientDashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getClientDashboard(db, c.get('user'))));
}
