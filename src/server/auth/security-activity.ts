/**
 * Activity records for what better-auth does on its own routes (password change, two-factor on and off): recorded
 * here, after its answer, because its handler is a black box to us and only a 200 means it happened.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { recordActivity } from '../activity';
import type { AppDeps, AppEnv } from '../context';
import { users } from '../db/schema';
import { clientIp } from '../http';
import { publishUserChanged } from '../live/publish';
import { loadCurrentUser } from './guards';

type Event = { action: string; summary: (name: string) => string };

export const SECURITY_EVENTS = {
  passwordChanged: { action: 'account.password_changed', summary: (name) => `${name} changed their password` },
  twoFactorEnabled: { action: 'account.two_factor_enabled', summary: (name) => `${name} turned on two-factor sign-in` },
  twoFactorDisabled: { action: 'account.two_factor_disabled', summary: (name) => `${name} turned off two-factor sign-in` },
  backupCodesRegenerated: {
    action: 'account.backup_codes_regenerated',
    summary: (name) => `${name} generated new two-factor backup codes`,
  },
} satisfies Record<string, Event>;

/** Records `event` when the wrapped better-auth route succeeds for a signed-in caller. */
export function recordOnSuccess(deps: AppDeps, event: Event) {
  const { db } = deps.database;
  return async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const current = await loadCurrentUser(deps, c.req.raw.headers);
    await next();
    if (!current || c.res.status !== 200) return;
    // verify-totp confirms enrolment only the first time; afterwards it is just a code check.
    if (event === SECURITY_EVENTS.twoFactorEnabled && (current.twoFactorEnabled || !(await hasTwoFactor(deps, current.user.id)))) return;
    const name = `${current.user.firstName} ${current.user.lastName}`.trim();
    await recordActivity(db, {
      actorId: current.user.id,
      action: event.action,
      entityType: 'user',
      entityId: current.user.id,
      summary: event.summary(name),
      ipAddress: clientIp(c, deps.env.TRUST_PROXY),
    });
    // Without two-factor the workspace's rule may hold them now: their open streams end and reconnect under it.
    if (event === SECURITY_EVENTS.twoFactorDisabled) await publishUserChanged(db, current.user.id);
  };
}

async function hasTwoFactor(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.database.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on === true;
}
