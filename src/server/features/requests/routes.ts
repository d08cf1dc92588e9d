import { Hono } from 'hono';
import { requestsApi } from '@shared/api/requests';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import { registerRequestAttachable } from './attachable';
import { getRequest, listRequests } from './read';
import { acceptRequest, createRequest, declineRequest, updateRequest, withdrawRequest, type InsertTask } from './write';

/** `insertTask`: the tasks feature's write, which accepting a request uses to create its task. */
export function requestRoutes(deps: AppDeps, insertTask: InsertTask) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const app = new Hono<AppEnv>();
  // Files attach to requests (src/server/files/attachable.ts): registered as the app is built.
  registerRequestAttachable();
  route(app, requestsApi.list, (c, { query }) => listRequests(db, c.get('user'), query));
  route(app, requestsApi.create, (c, { body }) => createRequest(deps, db, c.get('user'), body, notify));
  route(app, requestsApi.get, (c) => getRequest(db, c.get('user'), idParam(c, 'Request')));
  route(app, requestsApi.update, (c, { body }) => updateRequest(db, c.get('user'), idParam(c, 'Request'), body));
  route(app, requestsApi.withdraw, (c) => withdrawRequest(db, c.get('user'), idParam(c, 'Request')));
  route(app, requestsApi.accept, (c, { body }) => acceptRequest(deps, db, c.get('user'), idParam(c, 'Request'), body, insertTask, notify));
  route(app, requestsApi.decline, (c, { body }) => declineRequest(deps, db, c.get('user'), idParam(c, 'Request'), body, notify));
  return app;
}
