/**
 * Audit entries for signing in and out. better-auth answers these routes itself, so we wrap them: the outcome is read
 * from its response (a 200 means it happened) and the attempt from the request. A failure keeps the e-mail that was
 * tried, never the password.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { recordActivity } from '../activity';
import type { AppDeps, AppEnv } from '../context';
import { users, verifications } from '../db/schema';
import { loadCurrentUser } from './guards';
import { challengeUserId } from './two-factor-challenge';

export const SIGN_IN_ACTIONS = {
  signedIn: 'account.signed_in',
  failed: 'account.sign_in_failed',
  codeRequested: 'account.sign_in_code_requested',
  signedOut: 'account.signed_out',
  passwordReset: 'account.password_reset',
} as const;

type Method = 'password' | 'authenticator_code' | 'backup_code';
type Next = () => Promise<void>;

async function personOf(deps: AppDeps, by: { id: string } | { email: string }) {
  const where = 'id' in by ? eq(users.id, by.id) : eq(users.email, by.email);
  const [row] = await deps.database.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(where);
  return row ?? null;
}

async function attemptedEmail(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : null;
  } catch {
    return null;
  }
}

async function errorCode(c: Context<AppEnv>): Promise<string> {
  try {
    const body = (await c.res.clone().json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : `status_${c.res.status}`;
  } catch {
    return `status_${c.res.status}`;
  }
}

async function wantsCode(c: Context<AppEnv>): Promise<boolean> {
  try {
    return ((await c.res.clone().json()) as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
  } catch {
    return false;
  }
}

/** POST /sign-in/email: success, a correct password still waiting for its code, or a failure with the e-mail tried. */
export function auditPasswordSignIn(deps: AppDeps) {
  const { db } = deps.database;
  return async (c: Context<AppEnv>, next: Next) => {
    const email = await attemptedEmail(c);
    await next();
    const person = email ? await personOf(deps, { email }) : null;
    if (c.res.status === 200 && person) {
      const pending = await wantsCode(c);
      await recordActivity(db, {
        actorId: person.id,
        action: pending ? SIGN_IN_ACTIONS.codeRequested : SIGN_IN_ACTIONS.signedIn,
        entityType: 'user',
        entityId: person.id,
        summary: pending ? `${person.name} entered their password; a two-factor code was asked for` : `${person.name} signed in`,
        metadata: { method: 'password' satisfies Method },
      });
      return;
    }
    if (c.res.status === 429 || c.res.status < 400) return;
    await recordActivity(db, {
      actorId: null,
      action: SIGN_IN_ACTIONS.failed,
      entityType: 'user',
      entityId: person?.id ?? null,
      summary: `Failed sign-in as ${email ?? 'an unreadable e-mail'}`,
      metadata: { email, reason: await errorCode(c), method: 'password' satisfies Method },
    });
  };
}

/** The code step of a sign-in. The same verify-totp route also confirms enrolment for a signed-in user: not a sign-in. */
export function auditCodeSignIn(deps: AppDeps, method: Exclude<Method, 'password'>) {
  const { db } = deps.database;
  return async (c: Context<AppEnv>, next: Next) => {
    // Read before the handler: a successful check deletes the challenge.
    const userId = await challengeUserId(db, c);
    await next();
    if (!userId || c.res.status === 429) return;
    const person = await personOf(deps, { id: userId });
    if (!person) return;
    const ok = c.res.status === 200;
    await recordActivity(db, {
      actorId: ok ? person.id : null,
      action: ok ? SIGN_IN_ACTIONS.signedIn : SIGN_IN_ACTIONS.failed,
      entityType: 'user',
      entityId: person.id,
      summary: ok ? `${person.name} signed in` : `Failed sign-in as ${person.email} (wrong two-factor code)`,
      metadata: ok ? { method } : { email: person.email, reason: await errorCode(c), method },
    });
  };
}

/** POST /sign-out: who it was is read before better-auth ends the session. */
export function auditSignOut(deps: AppDeps) {
  return async (c: Context<AppEnv>, next: Next) => {
    const current = await loadCurrentUser(deps, c.req.raw.headers);
    await next();
    if (!current || c.res.status !== 200) return;
    const name = `${current.user.firstName} ${current.user.lastName}`.trim();
    await recordActivity(deps.database.db, {
      actorId: current.user.id,
      action: SIGN_IN_ACTIONS.signedOut,
      entityType: 'user',
      entityId: current.user.id,
      summary: `${name} signed out`,
    });
  };
}

/**
 * POST /reset-password: a forgotten password replaced through a mailed link, or an invited user's first password.
 * The token's owner is read before better-auth consumes it; only a 200 means the password changed.
 */
export function auditPasswordReset(deps: AppDeps) {
  const { db } = deps.database;
  return async (c: Context<AppEnv>, next: Next) => {
    let token: unknown = null;
    try {
      token = ((await c.req.raw.clone().json()) as { token?: unknown }).token;
    } catch {
      // Not JSON: better-auth answers 400 and there is nothing to record.
    }
    const [owner] =
      typeof token === 'string' && token.length <= 200
        ? await db
            .select({ userId: verifications.value })
            .from(verifications)
            .where(eq(verifications.identifier, `reset-password:${token}`))
        : [];
    const person = owner ? await personOf(deps, { id: owner.userId }) : null;
    const [before] = person ? await db.select({ status: users.status }).from(users).where(eq(users.id, person.id)) : [];
    await next();
    if (!person || c.res.status !== 200) return;
    const invited = before?.status === 'pending';
    await recordActivity(db, {
      actorId: person.id,
      action: SIGN_IN_ACTIONS.passwordReset,
      entityType: 'user',
      entityId: person.id,
      summary: invited ? `${person.name} set their password from an invitation` : `${person.name} reset their password by e-mail link`,
      metadata: { via: invited ? 'invitation' : 'reset_link' },
    });
  };
}
