import { Hono } from 'hono';
import { messagesApi } from '@shared/api/messages';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import { registerMessageAttachable } from './attachable';
import { deleteMessage, editMessage, listMessages, postMessage } from './service';

/** A project's conversation; the service decides who reads internal notes and who edits or deletes. */
export function messageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  // Files attach to messages (src/server/files/attachable.ts): registered as the app is built.
  registerMessageAttachable();
  const app = new Hono<AppEnv>();
  route(app, messagesApi.list, (c, { query }) => listMessages(db, c.get('user'), idParam(c, 'errors.notFound.project'), query));
  route(app, messagesApi.create, (c, { body }) =>
    postMessage(deps, db, c.get('user'), idParam(c, 'errors.notFound.project'), body, notify),
  );
  route(app, messagesApi.update, (c, { body }) => editMessage(db, c.get('user'), idParam(c, 'errors.notFound.message'), body));
  route(app, messagesApi.remove, (c) => deleteMessage(db, c.get('user'), idParam(c, 'errors.notFound.message')));
  return app;
}
