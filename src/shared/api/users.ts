/** Settings > Users (docs/product.md, Users). The role and status rules are the shared policy's (src/shared/policies/users.ts). */
import { CreateUserInput, UpdateUserInput, UserDto, UserList, UserListQuery } from '../schemas/users';
import { EMPTY, endpoint } from './endpoint';

const tag = 'Users';

export const usersApi = {
  list: endpoint({
    method: 'get',
    path: '/users',
    tag,
    summary: 'List users',
    description: 'Staff below manager and client users see only the people their scope allows, with fewer fields.',
    access: 'users.view',
    query: UserListQuery,
    reply: UserList,
  }),
  create: endpoint({
    method: 'post',
    path: '/users',
    tag,
    summary: 'Add a user',
    description:
      'With a password, or `invite: true` to e-mail a single-use link to choose one (502 when it cannot be mailed: no ' +
      'user is kept). 409 `{ email }` when the e-mail is taken; 403 `{ role }` for a role the caller may not give.',
    access: 'users.manage',
    body: CreateUserInput,
    reply: UserDto,
    status: 201,
  }),
  update: endpoint({
    method: 'patch',
    path: '/users/{id}',
    tag,
    summary: "Change a user's name, role or status",
    description:
      'Only the fields sent change; the e-mail never does. A status other than active ends their sessions. The last ' +
      'active super admin stays (409).',
    access: 'users.manage',
    body: UpdateUserInput,
    reply: UserDto,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/users/{id}',
    tag,
    summary: 'Delete a user',
    description: 'Their sessions end at once; their records keep no name (tasks unassigned, comments authorless).',
    access: 'users.delete',
    reply: EMPTY,
  }),
};
