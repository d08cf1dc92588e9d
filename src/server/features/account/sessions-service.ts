/** The caller's own signed-in sessions: listed without their tokens, revoked one at a time or all but this one. */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession, RevokedSessions } from '@shared/schemas/account';
import { recordActivity, type ActivityEvent } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { revokeAllApiKeys } from '../../auth/api-key-revocation';
import { notFound } from '../../errors';
import { publishUserChanged } from '../../live/publish';
import { describeDevice } from './user-agent';

export async function listSessions(db: Db, user: CurrentUser, currentSessionId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastActiveAt));
  // This device first, then the others by how recently they were used.
  rows.sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId));
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** The activity entry of a user signing out their own devices. */
const signedOut = (user: CurrentUser, which: string, count: number, ipAddress: string): ActivityEvent => ({
  actorId: user.id,
  action: 'account.sessions_revoked',
  entityType: 'user',
  entityId: user.id,
  summary: `${user.firstName} ${user.lastName} signed out ${which}`,
  metadata: { sessions: count },
  ipAddress,
});

/** Another user's session id answers 404 like an unknown one: ids leak nothing. */
export async function revokeSession(db: Db, user: CurrentUser, sessionId: string, ipAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw notFound('errors.notFound.session');
    await recordActivity(tx, signedOut(user, 'one of their devices', 1, ipAddress));
    await publishUserChanged(tx, user.id);
  });
}

/**
 * Every other session, and every API key: "sign out everywhere" is what someone does who fears a credential leaked.
 * Sent with a key, that key is the one credential kept, as a browser keeps its own session.
 */
export async function revokeOtherSessions(
  db: Db,
  user: CurrentUser,
  currentSessionId: string,
  ipAddress: string,
): Promise<RevokedSessions> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    if (deleted.length > 0) {
      await recordActivity(tx, signedOut(user, 'all their other devices', deleted.length, ipAddress));
    }
    const apiKeysRevoked = await revokeAllApiKeys(tx, {
      userId: user.id,
      actorId: user.id,
      because: 'signed_out_everywhere',
      ipAddress,
      except: currentSessionId,
    });
    await publishUserChanged(tx, user.id);
    return { revoked: deleted.length, apiKeysRevoked };
  });
}
