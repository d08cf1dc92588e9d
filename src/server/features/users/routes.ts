import { Hono } from 'hono';
import { CreateUserInput, UpdateUserInput, UserListQuery } from '../../../shared/schemas/users';
import { requireCapability } from '../../auth/guards';
import type { AppDeps, AppEnv } from '../../context';
import { readBody, readQuery } from '../../http';
import { idParam } from '../../http-params';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** Settings > Users. Capabilities are checked before the body is read; the services apply the finer rules. */
export function userRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const userId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'User');
  return new Hono<AppEnv>()
    .use(requireCapability('users.view'))
    .get('/', async (c) => c.json(await listUsers(db, c.get('user'), readQuery(c, UserListQuery))))
    .post('/', requireCapability('users.manage'), async (c) => c.json(await createUser(deps, c.get('user'), await readBody(c, CreateUserInput)), 201))
    .patch('/:id', requireCapability('users.manage'), async (c) => {
      const id = userId(c);
      return c.json(await updateUser(deps, c.get('user'), id, await readBody(c, UpdateUserInput)));
    })
    .delete('/:id', requireCapability('users.delete'), async (c) => {
      await deleteUser(deps, c.get('user'), userId(c));
      return c.body(null, 204);
    });
}
