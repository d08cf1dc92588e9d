import { Hono, type MiddlewareHandler } from 'hono';
import { optionsApi } from '@shared/api/options';
import { isStaffRole } from '@shared/roles';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { route } from '../../openapi/route';
import { clientOptions, milestoneOptions, projectOptions, userOptions } from './service';

/** Staff lists are for staff: a client user is refused before the query is even read. */
const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isStaffRole(c.get('user').role)) throw forbidden();
  return next();
};

/** The service checks who may ask (client users may not list staff). */
export function optionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = new Hono<AppEnv>();
  route(app, optionsApi.clients, (c) => clientOptions(db, c.get('user')));
  route(app, optionsApi.projects, (c, { query }) => projectOptions(db, c.get('user'), query.clientId));
  route(app, optionsApi.milestones, (c, { query }) => milestoneOptions(db, c.get('user'), query.projectId));
  route(app, optionsApi.users, (c, { query }) => userOptions(db, c.get('user'), query.roles), staffOnly);
  return app;
}
