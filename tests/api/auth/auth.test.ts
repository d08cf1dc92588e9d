import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users, verifications } from '@server/db/schema';
import { readOutbox } from '@server/integrations/mail';
import { outboxDir } from '@server/bootstrap';
import { createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lastResetLink = (to: string) => {
  const mails = readOutbox(outboxDir(t.env)).filter((m) => m.to === to && m.subject === 'Reset your password');
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  return { count: mails.length, link, token: link ? new URL(link).searchParams.get('token')! : null };
};

describe('sign-in', () => {
  it.each(Object.entries(DEMO_ACCOUNTS))('signs in %s and reports the role', async (role, email) => {
    const cookie = await t.as(email);
    const me = await t.request('/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json.user).toMatchObject({ email, role, status: 'active' });
    expect(me.json.user.firstName).not.toBe('');
  });

  it('answers a wrong password and an unknown e-mail alike, without a session', async () => {
    const wrong = await t.signIn(DEMO_ACCOUNTS.support, 'not-the-password');
    const unknown = await t.signIn('nobody@demo.test', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe(unknown.json.message);
    expect(wrong.cookie).not.toContain('session_token');
  });

  it('refuses an inactive user', async () => {
    const res = await t.signIn('inactive@demo.test');
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/not active/);
    expect(res.cookie).toBe('');
  });

  it('sets an HttpOnly SameSite cookie that persists only with "remember me"', async () => {
    const remembered = await t.signIn(DEMO_ACCOUNTS.designer, DEMO_PASSWORD, true);
    const browserOnly = await t.signIn(DEMO_ACCOUNTS.designer, DEMO_PASSWORD, false);
    const sessionCookie = (h: Headers) => h.getSetCookie().find((c) => c.startsWith('portal.session_token='))!;
    expect(sessionCookie(remembered.headers)).toMatch(/HttpOnly/i);
    expect(sessionCookie(remembered.headers)).toMatch(/SameSite=Lax/i);
    expect(sessionCookie(remembered.headers)).toMatch(/Max-Age=\d+/i);
    expect(sessionCookie(browserOnly.headers)).not.toMatch(/Max-Age|Expires/i);
    expect((await t.request('/api/me', { cookie: browserOnly.cookie })).status).toBe(200);
  });

  // The test database's demo accounts carry a cheaper hash (global-setup.ts); a password the app is given is stored
  // at full cost, and so is the demo's (src/server/db/seed/demo.test.ts).
  it('stores passwords as scrypt hashes at OWASP cost, never in clear', async () => {
    const newPassword = 'a-designers-own-secret';
    const changed = await t.request('/api/auth/change-password', {
      cookie: await t.as(DEMO_ACCOUNTS.designer),
      body: { currentPassword: DEMO_PASSWORD, newPassword },
    });
    expect(changed.status, changed.text).toBe(200);
    const [row] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.designer));
    expect(row!.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row!.password).not.toContain(newPassword);
  });

  it('records the last sign-in time', async () => {
    await t.as(DEMO_ACCOUNTS.manager);
    const [row] = await t.database.db.select({ at: users.lastLoginAt }).from(users).where(eq(users.email, DEMO_ACCOUNTS.manager));
    expect(row!.at).toBeInstanceOf(Date);
  });
});

describe('sessions', () => {
  it('answers 401 JSON without a session', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthorized');
  });

  it('signs out, and the session is gone on the server', async () => {
    const { cookie } = await t.signIn(DEMO_ACCOUNTS.support);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);
    const out = await t.request('/api/auth/sign-out', { body: {}, cookie });
    expect(out.status).toBe(200);
    // The old cookie, replayed, no longer works.
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
  });

  it('stops working as soon as the user is deactivated', async () => {
    const { cookie } = await t.signIn(DEMO_ACCOUNTS.client_additional);
    await t.database.db.update(users).set({ status: 'inactive' }).where(eq(users.email, DEMO_ACCOUNTS.client_additional));
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, DEMO_ACCOUNTS.client_additional));
  });

  it('refuses a sign-in posted from another origin', async () => {
    const res = await t.request('/api/auth/sign-in/email', {
      body: { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('password reset', () => {
  const email = DEMO_ACCOUNTS.developer;

  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const real = await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    const fake = await t.request('/api/auth/request-password-reset', { body: { email: 'ghost@demo.test', redirectTo: '/reset-password' } });
    expect(real.status).toBe(200);
    expect(fake.status).toBe(200);
    expect(fake.json).toEqual(real.json);
    expect(lastResetLink(email).count).toBe(1);
    expect(lastResetLink('ghost@demo.test').count).toBe(0);
    expect(lastResetLink(email).link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  it('sets a new password once per link, revoking every other session and every API key', async () => {
    const before = await t.signIn(email);
    const made = await t.request('/api/account/api-keys', { cookie: before.cookie, body: { name: 'Made before the reset' } });
    expect(made.status, made.text).toBe(201);
    const key = { authorization: `Bearer ${made.json.key}` };
    expect((await t.request('/api/me', { headers: key })).status).toBe(200);
    const { token } = lastResetLink(email);
    const reset = await t.request('/api/auth/reset-password', { body: { newPassword: 'a-brand-new-secret', token } });
    expect(reset.status).toBe(200);
    expect((await t.request('/api/me', { cookie: before.cookie })).status).toBe(401);
    const refused = await t.request('/api/me', { headers: key });
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toMatch(/revoked/);
    expect((await t.signIn(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await t.signIn(email, 'a-brand-new-secret')).status).toBe(200);
    const again = await t.request('/api/auth/reset-password', { body: { newPassword: 'yet-another-secret', token } });
    expect(again.status).toBe(400);
  });

  it('refuses an expired link', async () => {
    await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    const { token } = lastResetLink(email);
    // Thirty-one minutes later.
    await t.database.db.update(verifications).set({ expiresAt: sql`now() - interval '1 minute'` });
    const res = await t.request('/api/auth/reset-password', { body: { newPassword: 'too-late-secret', token } });
    expect(res.status).toBe(400);
  });

  it('expires links after 30 minutes', async () => {
    await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    const [row] = await t.database.db
      .select({ minutes: sql<number>`round(extract(epoch from (${verifications.expiresAt} - now())) / 60)` })
      .from(verifications)
      .orderBy(sql`${verifications.createdAt} desc`)
      .limit(1);
    expect(Number(row!.minutes)).toBe(30);
  });

  it('rejects a new password shorter than 8 characters', async () => {
    await t.request('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    const { token } = lastResetLink(email);
    const res = await t.request('/api/auth/reset-password', { body: { newPassword: 'short', token } });
    expect(res.status).toBe(400);
  });
});

describe('changing one’s own password', () => {
  it('needs the current password and signs out other sessions', async () => {
    const email = DEMO_ACCOUNTS.client_primary;
    const other = await t.signIn(email);
    const mine = await t.signIn(email);
    const wrong = await t.request('/api/auth/change-password', {
      cookie: mine.cookie,
      body: { currentPassword: 'not-it-at-all', newPassword: 'changed-secret-1', revokeOtherSessions: true },
    });
    expect(wrong.status).toBe(400);
    const ok = await t.request('/api/auth/change-password', {
      cookie: mine.cookie,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'changed-secret-1', revokeOtherSessions: true },
    });
    expect(ok.status).toBe(200);
    expect((await t.request('/api/me', { cookie: other.cookie })).status).toBe(401);
    expect((await t.signIn(email, 'changed-secret-1')).status).toBe(200);
    const [{ count }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, email))) as [{ count: number }];
    expect(count).toBeGreaterThanOrEqual(1);
  });
});
