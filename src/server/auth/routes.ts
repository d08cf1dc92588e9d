/**
 * /api/auth/*: better-auth's handler, with our rate limits (per IP and per account, shared across processes) in
 * front of sign-in, the two-factor step (failures only) and password-reset requests (every request), and audit entries for signing in and out and for
 * account security.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { authApi } from '../../shared/api/auth';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../errors';
import { clientIp, refuseUnstorable } from '../http';
import { route } from '../openapi/route';
import { oidcConfigured } from './oidc';
import { afterPasswordChange } from './password-change';
import { auditOidcSignIn } from './oidc-activity';
import { requestPasswordReset } from './password-reset-request';
import { clearRateLimit, hitRateLimit, undoRateLimit, type Limit } from './rate-limit';
import { recordOnSuccess, SECURITY_EVENTS } from './security-activity';
import { auditCodeSignIn, auditPasswordReset, auditPasswordSignIn, auditSignOut } from './sign-in-activity';
import { challengeUserId } from './two-factor-challenge';
import { oneSignInPerCode } from './totp-replay';

async function peekEmail(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * better-auth reads bodies itself, past our schemas: a NUL character or a lone surrogate in an e-mail would reach
 * PostgreSQL (rate-limit keys, audit entries, its own queries) and fail there as a 500, so it is refused first as a
 * field error.
 */
async function refuseUnstorableInBody(c: Context<AppEnv>, next: () => Promise<void>) {
  if (c.req.method !== 'POST') return next();
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    // Not JSON (or no body): better-auth answers that itself.
  }
  refuseUnstorable(body);
  await next();
}

export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;
  type AccountOf = (c: Context<AppEnv>) => Promise<string | null>;
  const limited =
    (name: string, perIp: Limit, perAccount: Limit, what: string, accountOf: AccountOf = peekEmail) =>
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      await hitRateLimit(db, `${name}:ip:${clientIp(c, deps.env.TRUST_PROXY)}`, perIp, what);
      const account = await accountOf(c);
      if (account) await hitRateLimit(db, `${name}:account:${account}`, perAccount, what);
      await next();
    };

  /**
   * Sign-in limits count failures only (docs/decisions/0022-trusted-origins-and-sign-in-limits.md). Each attempt is
   * counted before it runs, so a burst of parallel guesses cannot all slip under the limit, and given back once it
   * succeeds; a success also clears the account's failures (whoever succeeded knows the password), never the address's
   * (one good account must not buy guesses at others).
   */
  const failuresOnly =
    (name: string, perIp: Limit, perAccount: Limit, what: string, accountOf: AccountOf = peekEmail) =>
    async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const ipKey = `${name}:ip:${clientIp(c, deps.env.TRUST_PROXY)}`;
      // Read before the handler: a successful code step deletes the challenge it is found from.
      const account = await accountOf(c);
      const accountKey = account ? `${name}:account:${account}` : null;
      await hitRateLimit(db, ipKey, perIp, what);
      if (accountKey) {
        try {
          await hitRateLimit(db, accountKey, perAccount, what);
        } catch (error) {
          // Refused for the account: not an attempt the address made.
          await undoRateLimit(db, ipKey);
          throw error;
        }
      }
      await next();
      if (c.res.status !== 200) return;
      await undoRateLimit(db, ipKey);
      if (accountKey) await clearRateLimit(db, accountKey);
    };

  const { signInPerIp, signInPerAccount, resetPerIp, resetPerAccount } = deps.rateLimits;
  // The code step of a sign-in is guessed like a password: the same allowances, counted under keys of its own.
  const twoFactorLimit = failuresOnly('two-factor', signInPerIp, signInPerAccount, 'verification attempts', (c) => challengeUserId(db, c));
  const signInLimit = failuresOnly('sign-in', signInPerIp, signInPerAccount, 'sign-in attempts');
  const resetLimit = limited('reset', resetPerIp, resetPerAccount, 'password reset requests');
  const resetSubmitLimit = limited('reset-submit', resetPerIp, resetPerIp, 'password reset attempts');
  const toBetterAuth: MiddlewareHandler<AppEnv> = (c) => deps.auth.handler(c.req.raw);
  /** Each route: our limits and audit entries around it, then better-auth, which reads the body and answers. */
  const mount = (e: (typeof authApi)[keyof typeof authApi], ...around: MiddlewareHandler<AppEnv>[]) =>
    route(app, e, answeredByBetterAuth, ...around, toBetterAuth);

  const app = new Hono<AppEnv>();
  app.use('/auth/*', withoutSessionToken, refuseUnstorableInBody);
  mount(authApi.signIn, signInLimit, auditPasswordSignIn(deps));
  mount(
    authApi.verifyTotp,
    twoFactorLimit,
    auditCodeSignIn(deps, 'authenticator_code'),
    recordOnSuccess(deps, SECURITY_EVENTS.twoFactorEnabled),
    // Last: a code refused as already used counts as a failed attempt and is audited as one.
    oneSignInPerCode(deps),
  );
  mount(authApi.verifyBackupCode, twoFactorLimit, auditCodeSignIn(deps, 'backup_code'));
  mount(authApi.signOut, auditSignOut(deps));
  // Sign-in with the OpenID Connect provider, when one is configured (oidc.ts). Starting one writes a state row, so it
  // is limited per address; the callback is the provider's redirect of the
  // browser (a GET, which our CSRF check lets through; better-auth checks the state cookie and parameter instead).
  const oidcOn: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!oidcConfigured(deps.env)) throw new AppError(404, 'not_found', 'errors.routes.signOpenidConnectProvider');
    await next();
  };
  route(app, authApi.signInOptions, () => ({ oidc: oidcConfigured(deps.env) ? { label: deps.env.OIDC_BUTTON_LABEL } : null }));
  // Ten times the failed-password allowance: a whole office behind one address starts its sign-ins at 9 o'clock.
  const oidcStartPerIp = { ...signInPerIp, max: signInPerIp.max * 10 };
  mount(
    authApi.signInSocial,
    oidcOn,
    limited('oidc-start', oidcStartPerIp, oidcStartPerIp, 'sign-in attempts', async () => null),
  );
  mount(authApi.oidcCallback, oidcOn, auditOidcSignIn(deps));
  mount(authApi.enableTwoFactor);
  mount(authApi.disableTwoFactor, recordOnSuccess(deps, SECURITY_EVENTS.twoFactorDisabled));
  mount(authApi.generateBackupCodes, recordOnSuccess(deps, SECURITY_EVENTS.backupCodesRegenerated));
  mount(authApi.changePassword, recordOnSuccess(deps, SECURITY_EVENTS.passwordChanged), afterPasswordChange(deps));
  // Answered here, not by better-auth: the request is a job, so a known and an unknown address take the same time.
  route(app, authApi.requestPasswordReset, (_c, { body }) => requestPasswordReset(deps, body), resetLimit);
  mount(authApi.resetPassword, resetSubmitLimit, auditPasswordReset(deps));
  // Any other better-auth endpoint falls through to the API's 404. The ones left out on purpose: get-session and
  // list-sessions hand the raw session token to the page's JavaScript (Account Settings lists devices through
  // /api/account/sessions instead), revoke-session answers 200 for a token that is not the caller's, and update-user,
  // delete-user or change-email would bypass the rules of Settings and Profile.
  return app;
}

/**
 * Never reached: better-auth reads the request and answers in the last middleware (toBetterAuth), so its own
 * validation and error shape stay as they are; the route's description only tells the reference what it takes.
 */
function answeredByBetterAuth(): never {
  throw new Error('better-auth answers this route before its handler');
}

/**
 * better-auth puts the session token in the JSON of a sign-in (and of a password change or code step) as well as in
 * the HttpOnly cookie; the page never needs it, and script that can read it could carry the session away.
 */
async function withoutSessionToken(c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  let body: unknown;
  try {
    body = await c.res.clone().json();
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  const session = record.session && typeof record.session === 'object' ? (record.session as Record<string, unknown>) : null;
  if (!('token' in record) && !(session && 'token' in session)) return;
  delete record.token;
  if (session) delete session.token;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  c.res = new Response(JSON.stringify(record), { status: c.res.status, headers });
}
