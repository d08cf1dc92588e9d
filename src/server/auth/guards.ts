/**
 * Deny by default: every /api request needs a signed-in, active user unless its path is on the public list below.
 * Capability checks read the shared permission table.
 */
import type { Context, MiddlewareHandler, Next } from 'hono';
import { can, type Capability } from '../../shared/permissions';
import { isRole } from '../../shared/roles';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import { forbidden, tooManyRequests, unauthorized } from '../errors';
import { currentRequestIp } from '../request-context';
import { bearerToken, signedInByKey, type RateWindow } from './api-key';
import type { Limit } from './rate-limit';
import { sessionFromCookie, touchSession } from './session-cookie';
import { allowedWithoutTwoFactor, twoFactorApplies, twoFactorRequired, twoFactorRequiredFor } from './two-factor-policy';

/** The only /api routes that answer without a session. Anything else answers 401 to anonymous callers. */
export const PUBLIC_API_ROUTES: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: '*', path: /^\/api\/auth\// },
  { method: 'POST', path: /^\/api\/contact-submissions$/ },
  // The API's own description and its reference page (src/server/openapi/reference.ts).
  { method: 'GET', path: /^\/api\/(openapi\.json|docs)$/ },
  // Stripe calls it; the service verifies Stripe's signature over the raw body instead of a session.
  { method: 'POST', path: /^\/api\/webhooks\/stripe$/ },
  // A notification e-mail's one-click unsubscribe (RFC 8058): its signed token stands for the session.
  { method: 'GET', path: /^\/api\/unsubscribe\/[^/]+$/ },
  { method: 'POST', path: /^\/api\/unsubscribe\/[^/]+$/ },
];

export function isPublicRoute(method: string, path: string): boolean {
  return PUBLIC_API_ROUTES.some((r) => (r.method === '*' || r.method === method) && r.path.test(path));
}

export interface SignedIn {
  user: CurrentUser;
  sessionId: string;
  twoFactorEnabled: boolean;
}

export async function loadCurrentUser(deps: AppDeps, headers: Headers): Promise<SignedIn | null> {
  const result = await deps.auth.api.getSession({ headers });
  if (!result) return null;
  const u = result.user as typeof result.user & Record<string, unknown>;
  if (u.status !== 'active' || !isRole(u.role)) return null;
  return {
    sessionId: result.session.id,
    twoFactorEnabled: u.twoFactorEnabled === true,
    user: {
      id: u.id,
      email: u.email,
      firstName: String(u.firstName ?? ''),
      lastName: String(u.lastName ?? ''),
      role: u.role,
      status: u.status,
      clientId: (u.clientId as string | null) ?? null,
      avatarUrl: (u.avatarUrl as string | null) ?? null,
    },
  };
}

export function requireSession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    if (isPublicRoute(c.req.method, c.req.path)) {
      // better-auth's routes read the session cookie: with a key there, a cookie would ride along (decision 0059).
      if (authorization !== undefined && c.req.path.startsWith('/api/auth/')) throw forbidden(KEY_NOT_FOR_AUTH);
      return next();
    }
    // With an Authorization header the key alone decides; a cookie sent with it is ignored (decision 0059).
    if (authorization !== undefined) return keyRequest(deps, c, next, authorization);
    // One query on the common path; better-auth's getSession when that path hands over (session-cookie.ts).
    const fast = await sessionFromCookie(deps, c.req.raw.headers);
    const current = fast === undefined ? await loadCurrentUser(deps, c.req.raw.headers) : fast?.signedIn;
    if (!current) throw unauthorized();
    c.set('user', current.user);
    c.set('sessionId', current.sessionId);
    c.set('twoFactorEnabled', current.twoFactorEnabled);
    c.set('credential', 'session');
    if (fast) c.set('requireStaffTwoFactor', fast.requireStaffTwoFactor);
    if (!fast || fast.stale) await touchSession(deps.database.db, current.sessionId);
    if (!allowedWithoutTwoFactor(c.req.path)) {
      const who = { role: current.user.role, twoFactorEnabled: current.twoFactorEnabled };
      const required = fast ? twoFactorApplies(who) && fast.requireStaffTwoFactor : await twoFactorRequiredFor(deps.database.db, who);
      if (required) throw twoFactorRequired();
    }
    return next();
  };
}

const KEY_NOT_FOR_AUTH = 'errors.guards.signingPasswordsTwoFactor';

/** A request signed in by `Authorization: Bearer <key>`: the same user and checks as a session, plus the rate limit of the key's user. */
async function keyRequest(deps: AppDeps, c: Context<AppEnv>, next: Next, authorization: string) {
  const key = bearerToken(authorization);
  if (!key) throw unauthorized('Send an API key as "Authorization: Bearer <key>".');
  const limit = deps.rateLimits.apiKeyPerUser;
  const answer = await signedInByKey(deps, key, currentRequestIp() ?? 'unknown', limit);
  if (!answer.ok) throw unauthorized(answer.message);
  const headers = rateLimitHeaders(answer.rate, limit);
  // Set before anything can throw, so an error answer (the 429 included) carries them too.
  for (const [name, value] of headers) c.header(name, value);
  if (answer.rate.exceeded) {
    throw tooManyRequests(
      `Too many requests with your API keys: at most ${limit.max} every ${per(limit.windowSeconds)} for all your keys together. Try again in ${answer.rate.resetSeconds} s.`,
      answer.rate.resetSeconds,
    );
  }
  const current = answer.signedIn;
  c.set('user', current.user);
  c.set('sessionId', current.sessionId);
  c.set('twoFactorEnabled', current.twoFactorEnabled);
  c.set('credential', 'api-key');
  c.set('requireStaffTwoFactor', answer.requireStaffTwoFactor);
  // The workspace's two-factor rule holds a key as it holds its owner's session: checked at every request.
  const who = { role: current.user.role, twoFactorEnabled: current.twoFactorEnabled };
  if (!allowedWithoutTwoFactor(c.req.path) && twoFactorApplies(who) && answer.requireStaffTwoFactor) throw twoFactorRequired();
  await next();
  // A route that builds its own Response (a file) did not take the headers set on the context.
  for (const [name, value] of headers) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}

const per = (seconds: number) => (seconds === 60 ? 'minute' : `${seconds} seconds`);

/** The IETF draft's RateLimit-* fields (draft-ietf-httpapi-ratelimit-headers), as separate headers. */
function rateLimitHeaders(rate: RateWindow, limit: Limit): [string, string][] {
  return [
    ['RateLimit-Limit', String(limit.max)],
    ['RateLimit-Remaining', String(rate.remaining)],
    ['RateLimit-Reset', String(rate.resetSeconds)],
    ['RateLimit-Policy', `${limit.max};w=${limit.windowSeconds}`],
  ];
}

export function requireCapability(capability: Capability): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(c.get('user').role, capability)) throw forbidden();
    return next();
  };
}
