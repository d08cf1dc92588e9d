import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { getDashboard } from './service';

/** Mounted at /api/dashboard: staff only (the service refuses client users). */
export function dashboardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', async (c) => c.json(await getDashboard(db, c.get('user'))));
}
