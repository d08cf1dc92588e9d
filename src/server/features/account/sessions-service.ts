/** The caller's own signed-in sessions: listed without their tokens, revoked one at a time or all but this one. */
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountSession } from '../../../shared/schemas/account';
import { recordActivity } from '../../activity';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound } from '../../errors';
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

/** Another user's session id answers 404 like an unknown one: ids leak nothing. */
export async function revokeSession(db: Db, user: CurrentUser, sessionId: string, ipAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)))
      .returning({ id: sessions.id });
    if (deleted.length === 0) throw notFound('Session');
    await recordActivity(tx, {
      actorId: user.id,
      action: 'account.sessions_revoked',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.firstName} ${user.lastName} signed out one of their devices`,
      metadata: { sessions: 1 },
      ipAddress,
    });
  });
}

export async function revokeOtherSessions(db: Db, user: CurrentUser, currentSessionId: string, ipAddress: string): Promise<{ revoked: number }> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    if (deleted.length > 0) {
      await recordActivity(tx, {
        actorId: user.id,
        action: 'account.sessions_revoked',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.firstName} ${user.lastName} signed out all their other devices`,
        metadata: { sessions: deleted.length },
        ipAddress,
      });
    }
    return { revoked: deleted.length };
  });
}
