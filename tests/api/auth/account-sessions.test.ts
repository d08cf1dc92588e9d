import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, sessions, users } from '@server/db/schema';
import { cookieFrom, createTestApp, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestApp } from '../support/harness';

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signInPerAccount: { max: 100, windowSeconds: 60 } } });
});
afterAll(() => t.close());

/** A sign-in from a browser of its own. */
async function signInFrom(email: string, userAgent: string) {
  const res = await t.request('/api/auth/sign-in/email', {
    body: { email, password: DEMO_PASSWORD, rememberMe: true },
    headers: { 'user-agent': userAgent },
  });
  expect(res.status, res.text).toBe(200);
  return cookieFrom(res.headers);
}
async function makeKey(cookie: string): Promise<string> {
  const res = await t.request('/api/account/api-keys', { cookie, body: { name: 'Script' } });
  expect(res.status, res.text).toBe(201);
  return res.json.key;
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const listOf = (cookie: string) => t.request('/api/account/sessions', { cookie });
const meStatus = async (cookie: string) => (await t.request('/api/me', { cookie })).status;

describe('signed-in devices', () => {
  it('lists the caller’s own sessions with a readable device, marking this one, never a token', async () => {
    const mac = await signInFrom(DEMO_ACCOUNTS.developer, CHROME_MAC);
    await signInFrom(DEMO_ACCOUNTS.developer, FIREFOX_LINUX);
    await signInFrom(DEMO_ACCOUNTS.manager, FIREFOX_LINUX);
    const res = await listOf(mac);
    expect(res.status).toBe(200);
    expect(res.json.items).toHaveLength(2);
    const current = res.json.items.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ device: 'Chrome on macOS', current: true });
    expect(res.json.items.map((s: { device: string }) => s.device).sort()).toEqual(['Chrome on macOS', 'Firefox on Linux']);
    expect(Object.keys(current).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'ipAddress', 'lastActiveAt']);
    const tokens = await t.database.db.select({ token: sessions.token }).from(sessions);
    for (const { token } of tokens) expect(res.text).not.toContain(token);
  });

  it('signs out one other device: its cookie answers 401, this one keeps working', async () => {
    const here = await signInFrom(DEMO_ACCOUNTS.designer, CHROME_MAC);
    const there = await signInFrom(DEMO_ACCOUNTS.designer, FIREFOX_LINUX);
    const other = (await listOf(here)).json.items.find((s: { current: boolean }) => !s.current);
    const res = await t.request(`/api/account/sessions/${other.id}`, { method: 'DELETE', cookie: here });
    expect(res.status).toBe(204);
    expect(await meStatus(there)).toBe(401);
    expect(await meStatus(here)).toBe(200);
    expect((await listOf(here)).json.items).toHaveLength(1);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const mine = await signInFrom(DEMO_ACCOUNTS.support, CHROME_MAC);
    const theirs = await signInFrom(DEMO_ACCOUNTS.manager, CHROME_MAC);
    const theirId = (await listOf(theirs)).json.items.find((s: { current: boolean }) => s.current).id;
    const res = await t.request(`/api/account/sessions/${theirId}`, { method: 'DELETE', cookie: mine });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('not_found');
    expect(await meStatus(theirs)).toBe(200);
  });

  it('signs this device out when its own session is revoked', async () => {
    const cookie = await signInFrom(DEMO_ACCOUNTS.client_primary, CHROME_MAC);
    const id = (await listOf(cookie)).json.items.find((s: { current: boolean }) => s.current).id;
    expect((await t.request(`/api/account/sessions/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await meStatus(cookie)).toBe(401);
  });

  it('signs out every other device at once and records it', async () => {
    const here = await signInFrom(DEMO_ACCOUNTS.admin, CHROME_MAC);
    const others = [await signInFrom(DEMO_ACCOUNTS.admin, FIREFOX_LINUX), await signInFrom(DEMO_ACCOUNTS.admin, FIREFOX_LINUX)];
    const res = await t.request('/api/account/sessions/revoke-others', { method: 'POST', cookie: here });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ revoked: 2, apiKeysRevoked: 0 });
    for (const cookie of others) expect(await meStatus(cookie)).toBe(401);
    expect(await meStatus(here)).toBe(200);
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
    const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.actorId, admin!.id));
    expect(logged.find((e) => e.action === 'account.sessions_revoked')?.metadata).toEqual({ sessions: 2 });
  });

  it('revokes every API key too when signing out every other device, and says how many', async () => {
    const here = await signInFrom(DEMO_ACCOUNTS.designer, CHROME_MAC);
    const keys = [await makeKey(here), await makeKey(here)];
    for (const key of keys) expect((await t.request('/api/tasks', { headers: bearer(key) })).status).toBe(200);
    const res = await t.request('/api/account/sessions/revoke-others', { method: 'POST', cookie: here });
    expect(res.status, res.text).toBe(200);
    expect(res.json.apiKeysRevoked).toBe(2);
    for (const key of keys) {
      const after = await t.request('/api/tasks', { headers: bearer(key) });
      expect(after.status).toBe(401);
      expect(after.json.error.message).toMatch(/revoked/);
    }
    expect((await t.request('/api/account/api-keys', { cookie: here })).json.items).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'account.api_keys_revoked'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(entry!.metadata).toMatchObject({ because: 'signed_out_everywhere' });
  });

  it('keeps "last active" fresh, writing at most every few minutes', async () => {
    const cookie = await signInFrom(DEMO_ACCOUNTS.client_additional, CHROME_MAC);
    const id = (await listOf(cookie)).json.items[0].id;
    const lastActive = async () =>
      (await t.database.db.select({ at: sessions.lastActiveAt }).from(sessions).where(eq(sessions.id, id)))[0]!.at;
    await t.database.db.execute(sql`update sessions set last_active_at = now() - interval '2 minutes' where id = ${id}`);
    const recent = await lastActive();
    await meStatus(cookie);
    expect(await lastActive()).toEqual(recent);
    await t.database.db.execute(sql`update sessions set last_active_at = now() - interval '1 hour' where id = ${id}`);
    await meStatus(cookie);
    expect(Date.now() - (await lastActive()).getTime()).toBeLessThan(60_000);
  });
});

describe('session tokens stay in the HttpOnly cookie', () => {
  it('are not in a sign-in’s answer', async () => {
    const res = await t.request('/api/auth/sign-in/email', { body: { email: DEMO_ACCOUNTS.designer, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.json.token).toBeUndefined();
    expect(res.json.user.email).toBe(DEMO_ACCOUNTS.designer);
    const tokens = await t.database.db.select({ token: sessions.token }).from(sessions);
    for (const { token } of tokens) expect(res.text).not.toContain(token);
  });

  it('are not handed out by better-auth’s session routes, which are off', async () => {
    const cookie = await signInFrom(DEMO_ACCOUNTS.developer, CHROME_MAC);
    for (const path of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const res = await t.request(path, { cookie });
      expect(res.status, path).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it('cannot end another user’s session by its token: 404, and it keeps working', async () => {
    const mine = await signInFrom(DEMO_ACCOUNTS.support, FIREFOX_LINUX);
    const theirs = await signInFrom(DEMO_ACCOUNTS.manager, FIREFOX_LINUX);
    const [{ token }] = (await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .orderBy(sql`created_at desc`)
      .limit(1)) as [{ token: string }];
    for (const path of ['/api/auth/revoke-session', '/api/auth/revoke-sessions', '/api/auth/revoke-other-sessions']) {
      const res = await t.request(path, { cookie: mine, body: { token } });
      expect(res.status, path).toBe(404);
    }
    expect(await meStatus(theirs)).toBe(200);
  });
});

describe('changing the password', () => {
  it('signs out every other device and keeps this one signed in', async () => {
    const here = await signInFrom(DEMO_ACCOUNTS.super_admin, CHROME_MAC);
    const there = await signInFrom(DEMO_ACCOUNTS.super_admin, FIREFOX_LINUX);
    const res = await t.request('/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'a-brand-new-password', revokeOtherSessions: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(await meStatus(there)).toBe(401);
    // The browser takes the replacement session cookie from the answer and stays signed in.
    const stays = cookieFrom(res.headers);
    expect(await meStatus(stays)).toBe(200);
    expect((await listOf(stays)).json.items).toHaveLength(1);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.super_admin));
    const logged = await t.database.db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.actorId, user!.id));
    expect(logged.map((e) => e.action)).toContain('account.password_changed');
  });

  it('revokes every API key when "Also revoke my API keys" is ticked, and records why', async () => {
    const here = await signInFrom(DEMO_ACCOUNTS.support, CHROME_MAC);
    const key = await makeKey(here);
    const res = await t.request('/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'another-new-password', revokeOtherSessions: true, revokeApiKeys: true },
    });
    expect(res.status, res.text).toBe(200);
    const after = await t.request('/api/tasks', { headers: bearer(key) });
    expect(after.status).toBe(401);
    expect(after.json.error.message).toMatch(/revoked/);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.support));
    const [entry] = await t.database.db
      .select()
      .from(activityLog)
      .where(sql`${activityLog.action} = 'account.api_keys_revoked' and ${activityLog.entityId} = ${user!.id}`);
    expect(entry!.metadata).toMatchObject({ because: 'password_changed' });
  });

  it('leaves the API keys alone when the box is not ticked', async () => {
    const here = await signInFrom(DEMO_ACCOUNTS.developer, CHROME_MAC);
    const key = await makeKey(here);
    const res = await t.request('/api/auth/change-password', {
      cookie: here,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'one-more-new-password', revokeOtherSessions: true },
    });
    expect(res.status, res.text).toBe(200);
    expect((await t.request('/api/tasks', { headers: bearer(key) })).status).toBe(200);
  });
});
