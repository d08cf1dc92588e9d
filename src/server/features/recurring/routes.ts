import { Hono } from 'hono';
import { recurringApi } from '@shared/api/recurring';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { actOnSchedule, createSchedule, getSchedule, listSchedules } from './schedules';

/** Recurring invoices and retainers (decision 0057); the invoicing itself is the scheduler's sweep (sweep.ts). */
export function recurringRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  route(app, recurringApi.list, (c, { query }) => listSchedules(deps, c.get('user'), query));
  route(app, recurringApi.create, (c, { body }) => createSchedule(deps, c.get('user'), body));
  route(app, recurringApi.get, (c) => getSchedule(deps, c.get('user'), idParam(c, 'errors.notFound.recurringSchedule')));
  route(app, recurringApi.act, (c, { body }) =>
    actOnSchedule(deps, c.get('user'), idParam(c, 'errors.notFound.recurringSchedule'), body.action),
  );
  return app;
}
