/** GET /api/users: the caller's visible users, filtered, searched and paged in SQL, newest first. */
import { and, inArray, type SQL } from 'drizzle-orm';
import { CLIENT_ROLES, STAFF_ROLES } from '@shared/roles';
import type { UserList, UserListQuery } from '@shared/schemas/users';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { newestFirst, pageWhere } from '../../db/paging';
import { users } from '../../db/schema';
import { equalsIf, searchAny } from '../../db/search';
import { selectUsers, toUserDto, userScope } from './user-rows';

function filters(query: UserListQuery): SQL | undefined {
  return and(
    query.group === 'staff' ? inArray(users.role, [...STAFF_ROLES]) : undefined,
    query.group === 'client' ? inArray(users.role, [...CLIENT_ROLES]) : undefined,
    equalsIf(users.role, query.role),
    equalsIf(users.status, query.status),
    searchAny(query.q, [users.firstName, users.lastName, users.email]),
  );
}

export async function listUsers(db: Db, user: CurrentUser, query: UserListQuery): Promise<UserList> {
  const where = and(userScope(user), filters(query));
  const page = await pageWhere(db, users, where, query, (limit, offset) =>
    selectUsers(db)
      .where(where)
      .orderBy(...newestFirst(users))
      .limit(limit)
      .offset(offset),
  );
  return { ...page, items: page.items.map((row) => toUserDto(user, row)) };
}
