/**
 * Audit entries for signing in with the OpenID Connect provider, as sign-in-activity.ts writes them for passwords:
 * the same actions, with `method: 'oidc'`. better-auth answers the callback with a redirect, so the outcome is read
 * from it: to the sign-in page with `error=` is a refusal, anything else with a new session cookie a sign-in. Who it
 * was comes from our own check of the provider's answer (oidc.ts records it per request).
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { recordActivity } from '../activity';
import type { AppDeps, AppEnv } from '../context';
import { sessions, users } from '../db/schema';
import { oidcAttempts } from './oidc';
import { SIGN_IN_ACTIONS } from './sign-in-activity';

type Next = () => Promise<void>;

/** The refusal code of a redirect to the sign-in page (better-auth's or ours), or null for a success. */
function refusalOf(location: string | null): string | null {
  if (!location) return 'no_redirect';
  try {
    return new URL(location, 'http://portal.invalid').searchParams.get('error');
  } catch {
    return 'bad_redirect';
  }
}

/** The user of the session better-auth just created, read from the Set-Cookie it answered with. */
async function signedInUserId(deps: AppDeps, c: Context<AppEnv>): Promise<string | null> {
  const { authCookies } = await deps.auth.$context;
  const prefix = `${authCookies.sessionToken.name}=`;
  const cookie = c.res.headers.getSetCookie().find((line) => line.startsWith(prefix));
  const value = cookie ? decodeURIComponent(cookie.slice(prefix.length).split(';')[0] ?? '') : '';
  const token = value.slice(0, value.lastIndexOf('.'));
  if (!token) return null;
  const [row] = await deps.database.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token));
  return row?.userId ?? null;
}

export function auditOidcSignIn(deps: AppDeps) {
  const { db } = deps.database;
  const label = deps.env.OIDC_BUTTON_LABEL;
  return async (c: Context<AppEnv>, next: Next) => {
    await next();
    const attempt = oidcAttempts.get(c.req.raw) ?? null;
    const refusal = refusalOf(c.res.headers.get('location'));
    if (!refusal) {
      const userId = await signedInUserId(deps, c);
      const [person] = userId ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId)) : [];
      if (!person) return;
      await recordActivity(db, {
        actorId: person.id,
        action: SIGN_IN_ACTIONS.signedIn,
        entityType: 'user',
        entityId: person.id,
        summary: `${person.name} signed in with ${label}`,
        metadata: { method: 'oidc' },
      });
      return;
    }
    const email = attempt?.email ?? null;
    const [person] = email ? await db.select({ id: users.id }).from(users).where(eq(users.email, email)) : [];
    await recordActivity(db, {
      actorId: null,
      action: SIGN_IN_ACTIONS.failed,
      entityType: 'user',
      entityId: attempt?.userId ?? person?.id ?? null,
      summary: `Failed sign-in with ${label} as ${email ?? 'an e-mail the provider did not confirm'}`,
      metadata: { email, reason: refusal.slice(0, 100), method: 'oidc' },
    });
  };
}
