/** The user as Settings > Users shows it, the caller's visibility as SQL, and one-user lookups within it. */
import { and, eq, sql } from 'drizzle-orm';
import { roleChoices, userCan } from '../../../shared/policies/users';
import type { UserDto } from '../../../shared/schemas/users';
import { userScope } from '../../auth/scope';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { clients, users } from '../../db/schema';
import { notFound } from '../../errors';

// Written out in full: drizzle leaves columns in a select list unqualified, which would be ambiguous here.
const hasPassword = sql<boolean>`exists (select 1 from accounts a where a.user_id = "users"."id" and a.provider_id = 'credential')`;

export const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  clientId: users.clientId,
  clientName: clients.name,
  avatarUrl: users.avatarUrl,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  hasPassword,
};

/** users left-joined to their client company: what every query here selects from. */
export const selectUsers = (db: Db) => db.select(userColumns).from(users).leftJoin(clients, eq(clients.id, users.clientId));
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

/** The row as the caller sees it, with what the caller may do to it. */
export function toUserDto(actor: CurrentUser, row: Row): UserDto {
  const target = { id: row.id, role: row.role as UserDto['role'] };
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role as UserDto['role'],
    status: row.status as UserDto['status'],
    clientId: row.clientId,
    clientName: row.clientName,
    avatarUrl: row.avatarUrl,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    invitationPending: !row.hasPassword,
    can: userCan(actor, target),
    roleChoices: roleChoices(actor, target),
  };
}

/** Who the caller may see: shared with the global search, so it lives with the other scopes. */
export { userScope };

/** One user the caller may see; anyone else (or no one) is simply not found. */
export async function findVisibleUser(db: Db, user: CurrentUser, id: string): Promise<UserDto> {
  const [row] = await selectUsers(db).where(and(eq(users.id, id), userScope(user)));
  if (!row) throw notFound('User');
  return toUserDto(user, row);
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
