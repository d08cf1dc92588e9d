/** A sign-in account as both people lists show it (Settings > Users and a client's Users tab). */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

// Written out in full: drizzle leaves columns in a select list unqualified, which would be ambiguous (or bind to
// accounts) in the lists' joins.
const hasPassword = sql<boolean>`exists (select 1 from accounts a where a.user_id = "users"."id" and a.provider_id = 'credential')`;

export const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  clientId: users.clientId,
  avatarUrl: users.avatarUrl,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  /** False for an invited user who has not chosen a password yet. */
  hasPassword,
};

// Only its type is used: the row as selected.
const _selectAccounts = (db: Db) => db.select(accountColumns).from(users);
type AccountRow = Awaited<ReturnType<typeof _selectAccounts>>[number];

/** The row as both lists send it: dates as ISO strings, and whether the invitation still waits for a password. */
export function toAccount<R extends AccountRow>({ hasPassword, lastLoginAt, createdAt, ...rest }: R) {
  return {
    ...rest,
    lastLoginAt: lastLoginAt ? lastLoginAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
    invitationPending: !hasPassword,
  };
}
