/**
 * What follows a password change better-auth made (a 200 means it happened): with `revokeApiKeys` in the body, every
 * API key of the user is revoked; and their open event streams end, as their other sessions did.
 */
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import { clientIp } from '../http';
import { publishUserChanged } from '../live/publish';
import { revokeAllApiKeys } from './api-key-revocation';
import { loadCurrentUser } from './guards';

async function wantsKeysRevoked(c: Context<AppEnv>): Promise<boolean> {
  try {
    return ((await c.req.raw.clone().json()) as { revokeApiKeys?: unknown }).revokeApiKeys === true;
  } catch {
    return false;
  }
}

export function afterPasswordChange(deps: AppDeps) {
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    // Read before the handler: a change with revokeOtherSessions re-issues the session.
    const current = await loadCurrentUser(deps, c.req.raw.headers);
    const revokeKeys = await wantsKeysRevoked(c);
    await next();
    if (!current || c.res.status !== 200) return;
    const userId = current.user.id;
    await deps.database.db.transaction(async (tx) => {
      if (revokeKeys)
        await revokeAllApiKeys(tx, { userId, actorId: userId, because: 'password_changed', ipAddress: clientIp(c, deps.env.TRUST_PROXY) });
      await publishUserChanged(tx, userId);
    });
  };
}
