/**
 * DELETE /api/users/:id. The user's sessions, sign-in account and avatar go with them; what they did stays, without
 * their name (tasks unassigned, comments and communications authorless, activity actorless: ON DELETE SET NULL).
 * Should a reference ever restrict the delete, the answer is 409 with the advice to deactivate instead.
 */
import { eq } from 'drizzle-orm';
import { recordActivity } from '../../activity';
import type { AppDeps, CurrentUser } from '../../context';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { sessions, users } from '../../db/schema';
import { conflict, keyed } from '../../errors';
import { publishUserChanged } from '../../live/publish';
import { findVisibleUser, fullName } from './user-rows';
import { assertMayDelete, keepLastSuperAdmin } from './user-rules';

export async function deleteUser(deps: AppDeps, actor: CurrentUser, id: string): Promise<void> {
  const { db } = deps.database;
  const target = await findVisibleUser(db, actor, id);
  assertMayDelete(actor, target);
  try {
    await db.transaction(async (tx) => {
      await keepLastSuperAdmin(tx, target, 'delete');
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(users).where(eq(users.id, id));
      await publishUserChanged(tx, id);
      await recordActivity(tx, {
        actorId: actor.id,
        action: 'user.deleted',
        entityType: 'user',
        entityId: id,
        clientId: target.clientId,
        summary: `Removed the user ${fullName(target)}`,
        metadata: { email: target.email, role: target.role },
      });
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) {
      throw conflict(keyed('errors.users.stillHasRecords', { name: fullName(target) }));
    }
    throw error;
  }
}
