/**
 * Revoking every API key of a user at once: when they reset their password, sign out everywhere, ask for it with a
 * password change, or are deactivated. A key is a credential like a session, so recovering an account must end both;
 * and reactivating an account does not revive its keys, because deactivation revoked them
 * (docs/decisions/0073-account-recovery-ends-keys-and-streams.md).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { recordActivity } from '../activity';
import { apiKeys, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { publishUserChanged } from '../live/publish';

export const API_KEYS_REVOKED_ACTION = 'account.api_keys_revoked';

export type KeysRevokedBecause = 'password_reset' | 'password_changed' | 'signed_out_everywhere' | 'deactivated';

const BECAUSE: Record<KeysRevokedBecause, string> = {
  password_reset: 'their password was reset',
  password_changed: 'they changed their password',
  signed_out_everywhere: 'they signed out everywhere',
  deactivated: 'the account was deactivated',
};

/**
 * Revokes the user's keys still in force, in `db`'s transaction when it is one, and records it when there were any.
 * Returns how many. `actorId`: who did it (the user themselves, or the administrator who deactivated them); `except`:
 * the key making the request, which stays as the session making it does ("sign out everywhere else" sent with a key).
 */
export async function revokeAllApiKeys(
  db: DbOrTx,
  options: { userId: string; actorId: string | null; because: KeysRevokedBecause; ipAddress?: string; except?: string },
): Promise<number> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.userId, options.userId), isNull(apiKeys.revokedAt), options.except ? ne(apiKeys.id, options.except) : undefined))
    .returning({ id: apiKeys.id, start: apiKeys.start });
  if (revoked.length === 0) return 0;
  const [owner] = await db.select({ name: users.name }).from(users).where(eq(users.id, options.userId));
  const count = revoked.length === 1 ? 'their API key was' : `their ${revoked.length} API keys were`;
  await recordActivity(db, {
    actorId: options.actorId,
    action: API_KEYS_REVOKED_ACTION,
    entityType: 'user',
    entityId: options.userId,
    summary: `${owner?.name ?? 'A user'}: ${count} revoked because ${BECAUSE[options.because]}`,
    metadata: { because: options.because, apiKeyIds: revoked.map((k) => k.id), starts: revoked.map((k) => k.start) },
    ipAddress: options.ipAddress,
  });
  // A stream opened with one of the keys ends now rather than at the next heartbeat.
  await publishUserChanged(db, options.userId);
  return revoked.length;
}
