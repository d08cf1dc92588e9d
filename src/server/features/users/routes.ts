import { Hono } from 'hono';
import { usersApi } from '@shared/api/users';
import type { AppDeps, AppEnv } from '../../context';
import { idParam } from '../../http-params';
import { route } from '../../openapi/route';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** Settings > Users. Capabilities are checked before the body is read; the services apply the finer rules. */
export function userRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const userId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'errors.notFound.user');
  const app = new Hono<AppEnv>();
  route(app, usersApi.list, (c, { query }) => listUsers(db, c.get('user'), query));
  route(app, usersApi.create, (c, { body }) => createUser(deps, c.get('user'), body));
  route(app, usersApi.update, (c, { body }) => updateUser(deps, c.get('user'), userId(c), body));
  route(app, usersApi.remove, (c) => deleteUser(deps, c.get('user'), userId(c)));
  return app;
}
