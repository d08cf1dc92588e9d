/**
 * Sign-in with an OpenID Connect provider against a real one (oidc-provider) on a local port: the authorization code
 * flow played by hand, with the rules of docs/decisions/0063-sign-in-with-openid-connect.md.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog, users, workspaceSettings } from '@server/db/schema';
import { OIDC_CLIENT, signInThroughProvider, startOidcProvider, type LocalProvider } from '../../oidc-provider';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

const person = (email: string, verified = true) => ({ email, email_verified: verified, given_name: 'Pat', family_name: 'Lee' });
const PEOPLE = {
  admin: person(DEMO_ACCOUNTS.admin),
  unverified: person(DEMO_ACCOUNTS.developer, false),
  unknown: person('stranger@elsewhere.test'),
  newcomer: { email: 'new.hire@newhire.test', email_verified: true, given_name: 'Nia', family_name: 'Hart' },
  newcomerUnverified: person('unverified@newhire.test', false),
  deactivated: person('inactive@demo.test'),
  client: person(DEMO_ACCOUNTS.client_primary),
  pending: person(DEMO_ACCOUNTS.designer),
};

let provider: LocalProvider;
let t: TestApp;
beforeAll(async () => {
  // The provider first: the portal reads its discovery document when better-auth starts.
  provider = await startOidcProvider(PEOPLE, `${APP_URL}/api/auth/callback/oidc`);
  t = await createTestApp({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_ALLOWED_DOMAINS: 'newhire.test',
      OIDC_BUTTON_LABEL: 'Test IdP',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const portal = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) =>
  Promise.resolve(t.app.request(url, init));
const signInAs = (login: keyof typeof PEOPLE, start?: { callbackURL: string; errorCallbackURL: string }) =>
  signInThroughProvider(portal, APP_URL, login, start);
const errorOf = (location: string) => new URL(location).searchParams.get('error');
const userId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
const linked = async (email: string) =>
  t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(and(eq(users.email, email), eq(accounts.providerId, 'oidc')));

describe('sign-in with an OpenID Connect provider', () => {
  it('tells the sign-in page the button to show', async () => {
    const res = await t.request('/api/auth/sign-in-options');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ oidc: { label: 'Test IdP' } });
  });

  it('signs in the active staff user with the verified e-mail, back to the page asked for', async () => {
    const next = '/login?next=%2Fprojects%3Fstatus%3Dactive';
    const res = await signInAs('admin', { callbackURL: next, errorCallbackURL: next });
    expect(res.location).toBe(`${APP_URL}${next}`);
    expect(res.cookie).toContain('portal.session_token=');
    // The session works on the fast cookie path like a password's.
    const me = await t.request('/api/me', { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email: DEMO_ACCOUNTS.admin, role: 'admin' });
    expect((await t.request('/api/projects', { cookie: res.cookie })).status).toBe(200);
    expect(await linked(DEMO_ACCOUNTS.admin)).toHaveLength(1);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.action, 'account.signed_in'),
          eq(activityLog.entityId, (await userId(DEMO_ACCOUNTS.admin))!),
          sql`${activityLog.metadata}->>'method' = 'oidc'`,
        ),
      );
    expect(entry?.summary).toMatch(/signed in with Test IdP/);
  });

  it('signs the linked user in again (the provider account is kept, not linked twice)', async () => {
    const res = await signInAs('admin');
    expect(errorOf(res.location)).toBeNull();
    expect((await t.request('/api/me', { cookie: res.cookie })).status).toBe(200);
    expect(await linked(DEMO_ACCOUNTS.admin)).toHaveLength(1);
    // Signing out ends the portal's session only (no redirect to the provider's logout).
    const out = await t.request('/api/auth/sign-out', { body: {}, cookie: res.cookie });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ success: true });
    expect((await t.request('/api/me', { cookie: res.cookie })).status).toBe(401);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const res = await signInAs('unverified');
    expect(['email_not_verified', 'account_not_linked']).toContain(errorOf(res.location));
    expect(res.cookie).not.toContain('session_token');
    expect(await linked(DEMO_ACCOUNTS.developer)).toHaveLength(0);
    const unverifiedNewcomer = await signInAs('newcomerUnverified');
    expect(errorOf(unverifiedNewcomer.location)).toBe('email_not_verified');
    expect(await userId('unverified@newhire.test')).toBeUndefined();
  });

  it('refuses an e-mail no user has, outside the allowed domains, and records the failure', async () => {
    const res = await signInAs('unknown', { callbackURL: '/login?next=%2Ftasks', errorCallbackURL: '/login?next=%2Ftasks' });
    expect(res.location).toBe(
      `${APP_URL}/login?next=%2Ftasks&error=no_account&error_description=No+portal+account+uses+this+e-mail+address.`,
    );
    expect(res.cookie).not.toContain('session_token');
    expect(await userId('stranger@elsewhere.test')).toBeUndefined();
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'account.sign_in_failed'), sql`${activityLog.metadata}->>'email' = 'stranger@elsewhere.test'`));
    expect(entry?.metadata).toMatchObject({ reason: 'no_account', method: 'oidc' });
  });

  it('creates a support user for a verified e-mail of an allowed domain', async () => {
    const res = await signInAs('newcomer');
    expect(errorOf(res.location)).toBeNull();
    const me = await t.request('/api/me', { cookie: res.cookie });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({
      email: 'new.hire@newhire.test',
      role: 'support',
      status: 'active',
      firstName: 'Nia',
      lastName: 'Hart',
      clientId: null,
    });
  });

  it('refuses a deactivated user, without linking the account', async () => {
    const res = await signInAs('deactivated');
    expect(errorOf(res.location)).toBe('account_inactive');
    expect(res.cookie).not.toContain('session_token');
    expect(await linked('inactive@demo.test')).toHaveLength(0);
  });

  it('refuses an invited user who has not chosen a password yet (pending)', async () => {
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.email, DEMO_ACCOUNTS.designer));
    try {
      const res = await signInAs('pending');
      expect(errorOf(res.location)).toBe('account_inactive');
      expect(res.cookie).not.toContain('session_token');
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, DEMO_ACCOUNTS.designer));
    }
  });

  it('refuses a client user: client users sign in with their password', async () => {
    const res = await signInAs('client');
    expect(errorOf(res.location)).toBe('staff_only');
    expect(res.cookie).not.toContain('session_token');
    expect(await linked(DEMO_ACCOUNTS.client_primary)).toHaveLength(0);
  });

  it('refuses a user deactivated after linking', async () => {
    const id = (await userId(DEMO_ACCOUNTS.admin))!;
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.id, id));
    try {
      const res = await signInAs('admin');
      expect(errorOf(res.location)).toBe('account_inactive');
      expect(res.cookie).not.toContain('session_token');
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    }
  });

  it("holds an unenrolled staff user at the workspace's two-factor rule, and asks an enrolled one for no code", async () => {
    await t.database.db.update(workspaceSettings).set({ requireStaffTwoFactor: true }).where(eq(workspaceSettings.id, 1));
    try {
      const res = await signInAs('newcomer');
      expect((await t.request('/api/me', { cookie: res.cookie })).status).toBe(200);
      const held = await t.request('/api/projects', { cookie: res.cookie });
      expect(held.status).toBe(403);
      expect(held.json.error.code).toBe('two_factor_required');
      // An enrolled user is not asked for the code after the provider's sign-in: the provider's MFA stands in for it.
      await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, DEMO_ACCOUNTS.admin));
      const enrolled = await signInAs('admin');
      expect(errorOf(enrolled.location)).toBeNull();
      expect((await t.request('/api/projects', { cookie: enrolled.cookie })).status).toBe(200);
    } finally {
      await t.database.db.update(workspaceSettings).set({ requireStaffTwoFactor: false }).where(eq(workspaceSettings.id, 1));
      await t.database.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.email, DEMO_ACCOUNTS.admin));
    }
  });

  it('refuses a callback without the state its own browser started with', async () => {
    const res = await t.request('/api/auth/callback/oidc?code=made-up&state=made-up');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\?error=\w+/);
    expect(res.headers.get('set-cookie') ?? '').not.toContain('session_token=');
  });
});

describe('without a provider configured', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('shows no button and refuses to start', async () => {
    expect((await plain.request('/api/auth/sign-in-options')).json).toEqual({ oidc: null });
    const start = await plain.request('/api/auth/sign-in/social', {
      body: { provider: 'oidc', callbackURL: '/login', errorCallbackURL: '/login' },
    });
    expect(start.status).toBe(404);
    expect((await plain.request('/api/auth/callback/oidc?code=x&state=y')).status).toBe(404);
  });
});
