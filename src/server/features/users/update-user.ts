/** PATCH /api/users/:id: names, role and status; the e-mail is never editable. */
import { eq } from 'drizzle-orm';
import { ROLE_LABELS } from '@shared/roles';
import type { UpdateUserValues, UserDto } from '@shared/schemas/users';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { revokeAllApiKeys } from '../../auth/api-key-revocation';
import { sessions, users } from '../../db/schema';
import { publishUserChanged } from '../../live/publish';
import { findVisibleUser, fullName } from './user-rows';
import { accessChangeOf, assertMayUpdate, keepLastSuperAdmin } from './user-rules';

export async function updateUser(deps: AppDeps, actor: CurrentUser, id: string, input: UpdateUserValues): Promise<UserDto> {
  const { db } = deps.database;
  const before = await findVisibleUser(db, actor, id);
  const change = accessChangeOf(before, input);
  assertMayUpdate(actor, before, input, change);

  const values: Partial<typeof users.$inferInsert> = {};
  for (const key of ['firstName', 'lastName', 'role', 'status'] as const) {
    if (input[key] !== undefined && input[key] !== before[key]) (values as Record<string, unknown>)[key] = input[key];
  }
  if (values.firstName !== undefined || values.lastName !== undefined) {
    values.name = fullName({ firstName: values.firstName ?? before.firstName, lastName: values.lastName ?? before.lastName });
  }
  if (Object.keys(values).length === 0) return before;

  await db.transaction(async (tx) => {
    if (change.roleChanges) await keepLastSuperAdmin(tx, before, 'demote');
    if (change.deactivates) await keepLastSuperAdmin(tx, before, 'deactivate');
    await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
    // Every session ends at once, and every API key is revoked, so reactivating the account later revives neither;
    // the role, by contrast, is read from the database on each request, so a new role applies from the next request
    // without signing anyone out.
    if (values.status !== undefined && values.status !== 'active') {
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await revokeAllApiKeys(tx, { userId: id, actorId: actor.id, because: 'deactivated' });
    }
    // Their open event streams were scoped by the old role: they end, and the browser reconnects under the new one.
    if (change.roleChanges || values.status !== undefined) await publishUserChanged(tx, id);

    const name = values.name ?? fullName(before);
    if (change.roleChanges) {
      await recordActivity(tx, {
        actorId: actor.id,
        action: 'user.role_changed',
        entityType: 'user',
        entityId: id,
        clientId: before.clientId,
        summary: `Changed ${name}’s role from ${ROLE_LABELS[before.role]} to ${ROLE_LABELS[values.role as UserDto['role']]}`,
        metadata: { from: before.role, to: values.role },
      });
    }
    const otherFields = Object.keys(values).filter((key) => key !== 'role');
    if (otherFields.length > 0) {
      await recordActivity(tx, {
        actorId: actor.id,
        action: 'user.updated',
        entityType: 'user',
        entityId: id,
        clientId: before.clientId,
        summary: values.status !== undefined ? `Set ${name} to ${values.status}` : `Updated the user ${name}`,
        metadata: { fields: otherFields },
      });
    }
  });
  return findVisibleUser(db, actor, id);
}
