/** The signed-in user's own API keys: listed without the keys, made (the key shown once), revoked (docs/decisions/0059-api-keys.md). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { API_KEYS_PER_USER_MAX, type ApiKey, type CreateApiKeyInput, type CreatedApiKey } from '@shared/schemas/api-keys';
import { recordActivity } from '../../activity';
import { generateApiKey } from '../../auth/api-key';
import type { CurrentUser } from '../../context';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { publishUserChanged } from '../../live/publish';
import { newestFirst } from '../../db/paging';

type Row = typeof apiKeys.$inferSelect;

const reply = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  start: row.start,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
  expired: row.expiresAt !== null && row.expiresAt.valueOf() <= Date.now(),
});

export async function listApiKeys(db: Db, user: CurrentUser): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)))
    .orderBy(...newestFirst(apiKeys));
  return rows.map(reply);
}

export async function createApiKey(db: Db, user: CurrentUser, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const { key, hash, start } = generateApiKey();
  return db.transaction(async (tx) => {
    // The user's row is the lock: two requests at once cannot both take the last place.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [held] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt), sql`coalesce(${apiKeys.expiresAt} > now(), true)`));
    if ((held?.count ?? 0) >= API_KEYS_PER_USER_MAX) {
      throw conflict(
        `You already have ${API_KEYS_PER_USER_MAX} API keys, the most one person may hold. Revoke one you no longer use, then make this one.`,
      );
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: user.id, name: input.name, tokenHash: hash, start, expiresAt: input.expiresAt ? new Date(input.expiresAt) : null })
      .returning();
    await recordActivity(tx, {
      actorId: user.id,
      action: 'account.api_key_created',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.firstName} ${user.lastName} made the API key "${input.name}" (${start}…)`,
      metadata: { apiKeyId: row!.id, name: input.name, start, expiresAt: input.expiresAt ?? null },
    });
    return { ...reply(row!), key };
  });
}

/** Another user's key answers 404 like an unknown one; revoking is at once, the row stays so the key is told why. */
export async function revokeApiKey(db: Db, user: CurrentUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw notFound('errors.notFound.apiKey');
    await recordActivity(tx, {
      actorId: user.id,
      action: 'account.api_key_revoked',
      entityType: 'user',
      entityId: user.id,
      summary: `${user.firstName} ${user.lastName} revoked the API key "${row.name}" (${row.start}…)`,
      metadata: { apiKeyId: row.id, name: row.name, start: row.start },
    });
    // A stream opened with this key ends now.
    await publishUserChanged(tx, user.id);
  });
}
