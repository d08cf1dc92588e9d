import { Hono } from 'hono';
import { tasksApi } from '@shared/api/tasks';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { createNotifier } from '../../notifications/notify';
import { route } from '../../openapi/route';
import { addComment, deleteComment, editComment, listComments } from './service';

/** A task's comments; editing is its author's, deleting also an admin's (the service decides). */
export function commentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const notify = createNotifier(deps);
  const app = new Hono<AppEnv>();
  route(app, tasksApi.comments, (c) => listComments(db, c.get('user'), idParam(c, 'errors.notFound.task')));
  route(app, tasksApi.addComment, (c, { body }) => addComment(db, c.get('user'), idParam(c, 'errors.notFound.task'), body, notify));
  route(app, tasksApi.editComment, (c, { body }) => editComment(db, c.get('user'), idParam(c, 'errors.notFound.comment'), body));
  route(app, tasksApi.removeComment, (c) => deleteComment(db, c.get('user'), idParam(c, 'errors.notFound.comment')));
  return app;
}
