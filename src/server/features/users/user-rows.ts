/** The user as Settings > Users shows it, the caller's visibility as SQL, and one-user lookups within it. */
import { and, eq } from 'drizzle-orm';
import { roleChoices, userCan } from '@shared/policies/users';
import type { UserDto } from '@shared/schemas/users';
import { userScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { accountColumns, toAccount } from '../../db/account-rows';
import { clients, users } from '../../db/schema';
import { notFound } from '../../errors';

export const userColumns = { ...accountColumns, clientName: clients.name };

/** users left-joined to their client company: what every query here selects from. */
export const selectUsers = (db: Db) => db.select(userColumns).from(users).leftJoin(clients, eq(clients.id, users.clientId));
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

/** The row as the caller sees it, with what the caller may do to it. */
export function toUserDto(actor: CurrentUser, row: Row): UserDto {
  const target = { id: row.id, role: row.role as UserDto['role'] };
  return {
    ...toAccount(row),
    role: target.role,
    status: row.status as UserDto['status'],
    can: userCan(actor, target),
    roleChoices: roleChoices(actor, target),
  };
}

/** Who the caller may see: shared with the global search, so it lives with the other scopes. */
export { userScope };

/** One user the caller may see; anyone else (or no one) is simply not found. */
export async function findVisibleUser(db: Db, user: CurrentUser, id: string): Promise<UserDto> {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), userScope(user)));
  if (!row) throw notFound('errors.notFound.user');
  return toUserDto(user, row);
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
