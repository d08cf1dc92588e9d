/**
 * The user a background job acts as when it writes what a person would (a quote converted on signature, a recurring
 * invoice): who set the work up, while they are still active and allowed to, else the longest-standing active admin
 * who is. Activity and ownership then name a real person instead of "the system".
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { can, type Capability } from '@shared/permissions';
import type { CurrentUser } from '../context';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The columns of a user as GET /api/me sends it (CurrentUser), for every query that builds one. */
export const currentUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  status: users.status,
  clientId: users.clientId,
  avatarUrl: users.avatarUrl,
};

type CurrentUserRow = Omit<CurrentUser, 'role'> & { role: string };

/** The stored role is plain text; the roles a user can hold are checked where it is written. */
export function toCurrentUser(row: CurrentUserRow): CurrentUser {
  return { ...row, role: row.role as CurrentUser['role'] };
}

/** The author (`authorId`) while active and granted `permission`, else the first active admin granted it; null when none is. */
export async function automaticActor(db: Db, authorId: string | null, permission: Capability): Promise<CurrentUser | null> {
  if (authorId) {
    const [author] = await db.select(currentUserColumns).from(users).where(eq(users.id, authorId));
    if (author && author.status === 'active' && can(author.role, permission)) return toCurrentUser(author);
  }
  const admins = ['super_admin', 'admin'].filter((role) => can(role, permission));
  const [admin] = await db
    .select(currentUserColumns)
    .from(users)
    .where(and(inArray(users.role, admins), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin ? toCurrentUser(admin) : null;
}
