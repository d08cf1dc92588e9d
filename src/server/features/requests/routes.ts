import { Hono } from 'hono';
import { requestsApi } from '@shared/api/requests';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import { registerRequestAttachable, registerRequestMessageAttachable } from './attachable';
import { getRequest, listRequests } from './read';
import { getRequestThread, postRequestMessage } from './thread';
import { acceptRequest, createRequest, declineRequest, updateRequest, withdrawRequest, type InsertTask } from './write';

/** `insertTask`: the tasks feature's write, which accepting a request uses to create its task. */
export function requestRoutes(deps: AppDeps, insertTask: InsertTask) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const app = new Hono<AppEnv>();
  // Files attach to requests (src/server/files/attachable.ts): registered as the app is built.
  registerRequestAttachable();
  registerRequestMessageAttachable();
  route(app, requestsApi.list, (c, { query }) => listRequests(db, c.get('user'), query));
  route(app, requestsApi.create, (c, { body }) => createRequest(deps, db, c.get('user'), body, notify));
  route(app, requestsApi.get, (c) => getRequest(db, c.get('user'), idParam(c, 'errors.notFound.request')));
  route(app, requestsApi.update, (c, { body }) => updateRequest(db, c.get('user'), idParam(c, 'errors.notFound.request'), body));
  route(app, requestsApi.withdraw, (c) => withdrawRequest(db, c.get('user'), idParam(c, 'errors.notFound.request')));
  route(app, requestsApi.accept, (c, { body }) =>
    acceptRequest(deps, db, c.get('user'), idParam(c, 'errors.notFound.request'), body, insertTask, notify),
  );
  route(app, requestsApi.decline, (c, { body }) =>
    declineRequest(deps, db, c.get('user'), idParam(c, 'errors.notFound.request'), body, notify),
  );
  route(app, requestsApi.thread, (c) => getRequestThread(db, c.get('user'), idParam(c, 'errors.notFound.request')));
  route(app, requestsApi.postMessage, (c, { body }) =>
    postRequestMessage(db, c.get('user'), idParam(c, 'errors.notFound.request'), body, notify),
  );
  return app;
}
