/**
 * better-auth, configured for this product: e-mail and password, and optionally an OpenID Connect provider for staff
 * (oidc.ts; no self sign-up: accounts are created by staff, or from a domain the OIDC settings allow), sessions
 * stored in the database, our scrypt hashing, reset links that expire in 30 minutes and revoke
 * every other session, inactive users refused at sign-in, and optional TOTP two-factor sign-in.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import type { Env } from '../env';
import { publishUserChanged } from '../live/publish';
import { revokeAllApiKeys } from './api-key-revocation';
import { newOidcUser, oidcPlugins, validateOidcUser } from './oidc';
import { trustedOriginsFor } from './origins';
import { hashPassword, verifyPassword } from './password';

/** The cookie name prefix over HTTPS (see advanced.cookiePrefix below). */
export const HOST_COOKIE_PREFIX = '__Host-portal';
export const RESET_TOKEN_TTL_SECONDS = 30 * 60;
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export function createAuth(options: { db: Db; env: Env }) {
  const { db, env } = options;
  const secure = env.APP_URL.startsWith('https://');
  return betterAuth({
    appName: 'Agency Portal',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    // The same origins csrf.ts lets through (APP_URL, TRUSTED_ORIGINS, the address the request was sent to), for
    // better-auth's own origin and redirect-target checks.
    trustedOrigins: (request) => trustedOriginsFor(env, request),
    telemetry: { enabled: false },
    // A provider's callback that fails before it knows where the sign-in started (no state, a stale link) lands on
    // the sign-in page with `?error=` instead of better-auth's own error page.
    onAPIError: { errorURL: '/login' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      // No sendResetPassword: a reset request is a job that writes the token and mails it (password-reset-request.ts).
      // A client user invited by e-mail is 'pending' until they choose a password through the invitation link. A reset
      // ends every session (above) and revokes every API key: whoever held the old password may have made one.
      onPasswordReset: async ({ user }) => {
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ status: 'active' })
            .where(and(eq(users.id, user.id), eq(users.status, 'pending')));
          await revokeAllApiKeys(tx, { userId: user.id, actorId: user.id, because: 'password_reset' });
          await publishUserChanged(tx, user.id);
        });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false },
        clientId: { type: 'string', required: false, input: false },
        avatarUrl: { type: 'string', required: false, input: false },
      },
      // Who may sign in with the OpenID Connect provider, if one is configured (oidc.ts); other methods pass through.
      validateUserInfo: validateOidcUser(db, env),
    },
    account: {
      // An OpenID sign-in links to the staff user with the provider's verified e-mail (oidc.ts checks it) even though
      // our users' own e-mail_verified is unset: their addresses are entered by an administrator, not self-declared.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
    },
    // TOTP only (no e-mailed codes): the sign-in answers { twoFactorRedirect: true } and a short-lived cookie until
    // /two-factor/verify-totp or /two-factor/verify-backup-code creates the session (through the hooks below).
    // An OpenID Connect sign-in never asks for the code: the provider's own sign-in (and its MFA) stands in for it
    // (docs/decisions/0063-sign-in-with-openid-connect.md).
    plugins: [twoFactor({ issuer: 'Agency Portal' }), ...oidcPlugins(env)],
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    // Our own limits (shared across processes, per IP and per account) sit in front of the auth routes.
    rateLimit: { enabled: false },
    advanced: {
      // Over HTTPS the cookies are named __Host-portal.*: the browser then insists on Secure, Path=/ and no Domain, so
      // a sibling subdomain cannot plant or overwrite them. better-auth only knows the weaker __Secure- prefix, so its
      // own prefixing stays off and ours is part of the name (docs/decisions/0014-host-prefixed-cookies.md).
      cookiePrefix: secure ? HOST_COOKIE_PREFIX : 'portal',
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: 'uuid' },
    },
    databaseHooks: {
      // better-auth creates users only for an OpenID sign-in from an allowed domain (oidc.ts).
      user: { create: { before: async (user) => newOidcUser(user) } },
      session: {
        create: {
          before: async (session) => {
            const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, session.userId));
            if (!user || user.status !== 'active') {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_INACTIVE',
                message: 'Your account is not active. Please contact your administrator.',
              });
            }
          },
          after: async (session) => {
            await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, session.userId));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
