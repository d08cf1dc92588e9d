/**
 * Sign-in with an OpenID Connect provider (Google Workspace or any other), configured by OIDC_* variables
 * (docs/decisions/0063-sign-in-with-openid-connect.md). better-auth's generic OAuth plugin does the protocol:
 * discovery from the issuer, PKCE, state, the ID token's signature, issuer, audience and nonce. This file holds our
 * rules, which better-auth asks through `user.validateUserInfo` before it links, signs in or creates anyone:
 *
 * - the provider must say the e-mail is verified, every time;
 * - the user is an existing, active staff user with that e-mail (client users keep their passwords);
 * - nobody else gets in, unless the e-mail's domain is in OIDC_ALLOWED_DOMAINS: then a staff user is created with the
 *   lowest staff role (support), who sees no project until a manager assigns them.
 */
import type { BetterAuthOptions } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../shared/roles';
import { isStaffRole } from '../../shared/roles';
import { OIDC_PROVIDER_ID, OIDC_REFUSALS } from '../../shared/oidc';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Env } from '../env';

/** The role of a user created from an allowed domain: the staff role with the fewest rights and no project of its own. */
export const OIDC_NEW_USER_ROLE: StaffRole = 'support';

type ValidateUserInfo = NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']>;
type ValidateUserInfoSource = Parameters<ValidateUserInfo>[0]['source'];

type OidcEnv = Pick<Env, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'OIDC_ALLOWED_DOMAINS' | 'OIDC_BUTTON_LABEL'>;

export const oidcConfigured = (env: OidcEnv) => Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);

/** The plugin, or nothing when sign-in with a provider is not configured (the button then does not appear). */
export function oidcPlugins(env: OidcEnv) {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: env.OIDC_BUTTON_LABEL,
          discoveryUrl: `${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
          // Only ever trust a signed ID token: a provider whose discovery lacks its keys is skipped, not downgraded.
          requireIdTokenVerification: true,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: ['openid', 'email', 'profile'],
          // Signing out of the portal ends the portal's session only, never the person's Google or company session.
          disableProviderLogout: true,
        },
      ],
    }),
  ];
}

interface Refusal {
  error: string;
  errorDescription: string;
}

const refuse = (error: string, errorDescription: string): Refusal => ({ error, errorDescription });

export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** What happened at the callback, for its audit entry (oidc-activity.ts): keyed by the request better-auth handled. */
export const oidcAttempts = new WeakMap<Request, { email: string | null; userId: string | null; refusal: string | null }>();

/**
 * better-auth's `user.validateUserInfo`: runs for 'create-user', 'link-account' (first sign-in of an existing user)
 * and 'sign-in' (an already linked user, with the provider's fresh claims). Other sign-ins (the password) are not ours.
 */
export function validateOidcUser(db: Db, env: OidcEnv): ValidateUserInfo {
  return async (data, context) => {
    if (data.source.method !== 'oauth' || data.source.oauth?.providerId !== OIDC_PROVIDER_ID) return undefined;
    const email = typeof data.user.email === 'string' ? data.user.email.toLowerCase() : null;
    const knownId = typeof data.user.id === 'string' && data.source.action !== 'create-user' ? data.user.id : null;
    const refusal = await decide(db, env, data.source.action, email, knownId, data.user.emailVerified === true);
    if (context.request) oidcAttempts.set(context.request, { email, userId: knownId, refusal: refusal?.error ?? null });
    return refusal;
  };
}

async function decide(
  db: Db,
  env: OidcEnv,
  action: ValidateUserInfoSource['action'],
  email: string | null,
  userId: string | null,
  emailVerified: boolean,
): Promise<Refusal | undefined> {
  if (!email || !emailVerified) return refuse(OIDC_REFUSALS.email_not_verified, 'The provider has not verified this e-mail address.');
  if (action === 'create-user') {
    return env.OIDC_ALLOWED_DOMAINS.includes(domainOf(email))
      ? undefined
      : refuse(OIDC_REFUSALS.no_account, 'No portal account uses this e-mail address.');
  }
  const [user] = userId ? await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, userId)) : [];
  if (!user) return refuse(OIDC_REFUSALS.no_account, 'No portal account uses this e-mail address.');
  if (!isStaffRole(user.role)) return refuse(OIDC_REFUSALS.staff_only, 'Client users sign in with their password.');
  if (user.status !== 'active')
    return refuse(OIDC_REFUSALS.account_inactive, 'Your account is not active. Please contact your administrator.');
  return undefined;
}

/**
 * better-auth's `databaseHooks.user.create.before`: the only users better-auth creates are those validateOidcUser
 * let through (sign-up by password is off), so each becomes an active support user with the provider's names.
 */
export function newOidcUser(user: Record<string, unknown>) {
  const email = String(user.email ?? '');
  const [first = '', ...rest] = String(user.name ?? '')
    .trim()
    .split(/\s+/);
  const firstName = first || email.slice(0, email.indexOf('@'));
  const lastName = rest.join(' ');
  return {
    data: {
      ...user,
      name: `${firstName} ${lastName}`.trim(),
      firstName,
      lastName,
      role: OIDC_NEW_USER_ROLE,
      status: 'active',
      clientId: null,
    },
  };
}
