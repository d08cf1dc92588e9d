/**
 * API keys (docs/decisions/0059-api-keys.md): made by a session and shown once, kept as a hash, acting as their user,
 * stopped at once by revocation, expiry or the user's deactivation, exempt from the Origin check only without a
 * cookie, and rate limited with RateLimit-* headers. The whole authorization table with keys is authorization-keys.test.ts.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { liveSessions } from '@server/live/audience';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

const ADDRESS = '203.0.113.7';
const EVIL = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  // The address a key was last used from comes from X-Forwarded-For, as behind the production proxy.
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}`, 'x-forwarded-for': ADDRESS });
async function makeKey(email: string, body: Record<string, unknown> = { name: 'Script' }) {
  const res = await t.request('/api/account/api-keys', { cookie: await t.as(email), body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; key: string; start: string; name: string };
}
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

describe('making and listing keys', () => {
  it('shows the key once, keeps only its SHA-256 and its start, and lists it without the key', async () => {
    const made = await makeKey(DEMO_ACCOUNTS.developer, { name: 'Nightly export' });
    expect(made.key).toMatch(/^ap_[A-Za-z0-9]{40}$/);
    expect(made.start).toBe(made.key.slice(0, 11));
    const [stored] = await rows<Record<string, unknown>>(sql`select * from api_keys where id = ${made.id}`);
    expect(stored!.token_hash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(made.key);
    const list = await t.request('/api/account/api-keys', { cookie: await t.as(DEMO_ACCOUNTS.developer) });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(made.key);
    expect(list.json.items[0]).toMatchObject({ id: made.id, name: 'Nightly export', start: made.start, lastUsedAt: null, expired: false });
    const [entry] = await rows<{ action: string; summary: string }>(
      sql`select action, summary from activity_log where action = 'account.api_key_created' and metadata->>'apiKeyId' = ${made.id}`,
    );
    expect(entry!.summary).toContain('Nightly export');
  });

  it('refuses a missing name and a past expiry with a message per field, and writes nothing', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.designer);
    const res = await t.request('/api/account/api-keys', { cookie, body: { name: ' ', expiresAt: '2020-01-01T00:00:00Z' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['expiresAt', 'name']);
    expect((await t.request('/api/account/api-keys', { cookie })).json.items).toHaveLength(0);
  });

  it('is made only by a session: a key making a key is refused', async () => {
    const { key } = await makeKey(DEMO_ACCOUNTS.manager);
    const res = await t.request('/api/account/api-keys', { headers: bearer(key), body: { name: 'Child' } });
    expect(res.status).toBe(403);
    expect(res.json.error.message).toMatch(/while signed in/);
    // better-auth's routes (password, two-factor, sign-out) are not for keys either.
    expect((await t.request('/api/auth/sign-out', { headers: bearer(key), body: {} })).status).toBe(403);
  });
});

describe('a request with a key', () => {
  it('acts as its user, with RateLimit headers, and records when and from where it was last used', async () => {
    const { id, key } = await makeKey(DEMO_ACCOUNTS.developer);
    const byKey = await t.request('/api/tasks?pageSize=5', { headers: bearer(key) });
    const byCookie = await t.request('/api/tasks?pageSize=5', { cookie: await t.as(DEMO_ACCOUNTS.developer) });
    expect(byKey.status).toBe(200);
    expect(byKey.json).toEqual(byCookie.json);
    expect(byKey.headers.get('ratelimit-limit')).toBe('600');
    expect(byKey.headers.get('ratelimit-remaining')).toBe('599');
    expect(Number(byKey.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(byKey.headers.get('ratelimit-policy')).toBe('600;w=60');
    // A file the route builds itself carries them too.
    const csv = await t.request('/api/tasks/export.csv', { headers: bearer(key) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('ratelimit-remaining')).toBe('598');
    const [used] = await rows<{ last_used_at: Date | null; last_used_ip: string | null }>(
      sql`select last_used_at, last_used_ip from api_keys where id = ${id}`,
    );
    expect(used!.last_used_at).not.toBeNull();
    expect(used!.last_used_ip).toBe(ADDRESS);
    const me = await t.request('/api/me', { headers: bearer(key) });
    expect(me.json.user.email).toBe(DEMO_ACCOUNTS.developer);
  });

  it('gives a client user exactly what their session sees', async () => {
    const { key } = await makeKey(DEMO_ACCOUNTS.client_primary);
    const cookie = await t.as(DEMO_ACCOUNTS.client_primary);
    const projects = await t.request('/api/projects', { headers: bearer(key) });
    expect(projects.json).toEqual((await t.request('/api/projects', { cookie })).json);
    const id = projects.json.items[0].id as string;
    const one = await t.request(`/api/projects/${id}`, { headers: bearer(key) });
    expect(one.status).toBe(200);
    expect(one.json).toEqual((await t.request(`/api/projects/${id}`, { cookie })).json);
    const invoices = await t.request(`/api/clients/${projects.json.items[0].client.id}/billing`, { headers: bearer(key) });
    expect(invoices.json).toEqual((await t.request(`/api/clients/${projects.json.items[0].client.id}/billing`, { cookie })).json);
  });

  it('ignores a cookie sent with it: a bad key is 401 even with a good cookie, and the cookie is not cleared', async () => {
    const { key } = await makeKey(DEMO_ACCOUNTS.support);
    const manager = await t.as(DEMO_ACCOUNTS.manager);
    const me = await t.request('/api/me', { cookie: manager, headers: bearer(key) });
    expect(me.json.user.email).toBe(DEMO_ACCOUNTS.support);
    const bad = await t.request('/api/me', { cookie: manager, headers: bearer('ap_not-a-key') });
    expect(bad.status).toBe(401);
    expect(bad.json.error.message).toMatch(/not valid/);
    expect(bad.headers.getSetCookie()).toEqual([]);
    const basic = await t.request('/api/me', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(basic.status).toBe(401);
    expect(basic.json.error.message).toMatch(/Bearer/);
  });

  it('is exempt from the Origin check only without a cookie', async () => {
    const { key } = await makeKey(DEMO_ACCOUNTS.designer);
    const body = { firstName: 'Dana' };
    const script = await t.request('/api/profile', {
      method: 'PATCH',
      body,
      headers: { ...bearer(key), origin: EVIL, 'sec-fetch-site': 'cross-site' },
    });
    expect(script.status, script.text).toBe(200);
    const cookie = await t.as(DEMO_ACCOUNTS.designer);
    const browser = await t.request('/api/profile', { method: 'PATCH', body, cookie, headers: { ...bearer(key), origin: EVIL } });
    expect(browser.status).toBe(403);
    expect(browser.json.error.message).toMatch(/Cross-site/);
    // A public route is never exempt: the contact form from another site is refused, key or not.
    const form = await t.request('/api/contact-submissions', { body: {}, headers: { ...bearer(key), origin: EVIL } });
    expect(form.status).toBe(403);
  });
});

describe('a key stops', () => {
  it('at once when revoked: 401 saying so, gone from the list, audited; another user cannot revoke it', async () => {
    const { id, key } = await makeKey(DEMO_ACCOUNTS.developer, { name: 'Short-lived' });
    const cookie = await t.as(DEMO_ACCOUNTS.developer);
    const other = await t.request(`/api/account/api-keys/${id}`, { method: 'DELETE', cookie: await t.as(DEMO_ACCOUNTS.admin) });
    expect(other.status).toBe(404);
    expect((await t.request('/api/me', { headers: bearer(key) })).status).toBe(200);
    expect((await t.request(`/api/account/api-keys/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const after = await t.request('/api/tasks', { headers: bearer(key) });
    expect(after.status).toBe(401);
    expect(after.json.error.message).toMatch(/revoked/);
    expect((await t.request('/api/account/api-keys', { cookie })).json.items.map((k: { id: string }) => k.id)).not.toContain(id);
    expect((await t.request(`/api/account/api-keys/${id}`, { method: 'DELETE', cookie })).status).toBe(404);
    const [entry] = await rows<{ n: number }>(
      sql`select count(*)::int as n from activity_log where action = 'account.api_key_revoked' and metadata->>'apiKeyId' = ${id}`,
    );
    expect(entry!.n).toBe(1);
    // An event stream opened with it ends at the next check.
    expect((await liveSessions(t.database.db, [id])).has(id)).toBe(false);
  });

  it('when it expires: 401 saying so, and the list marks it', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const { id, key } = await makeKey(DEMO_ACCOUNTS.designer, { name: 'Expiring', expiresAt: soon });
    expect((await t.request('/api/me', { headers: bearer(key) })).status).toBe(200);
    expect((await liveSessions(t.database.db, [id])).has(id)).toBe(true);
    await t.database.db.execute(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${id}`);
    const res = await t.request('/api/me', { headers: bearer(key) });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toMatch(/expired/);
    const list = await t.request('/api/account/api-keys', { cookie: await t.as(DEMO_ACCOUNTS.designer) });
    expect(list.json.items.find((k: { id: string }) => k.id === id)).toMatchObject({ expired: true });
  });

  it('for good when its user is deactivated: revoked, audited, and still refused once they are reactivated', async () => {
    const { id, key } = await makeKey(DEMO_ACCOUNTS.support);
    const [user] = await rows<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.support}`);
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    const off = await t.request(`/api/users/${user!.id}`, { method: 'PATCH', cookie: admin, body: { status: 'inactive' } });
    expect(off.status, off.text).toBe(200);
    expect((await t.request('/api/tasks', { headers: bearer(key) })).status).toBe(401);
    const on = await t.request(`/api/users/${user!.id}`, { method: 'PATCH', cookie: admin, body: { status: 'active' } });
    expect(on.status, on.text).toBe(200);
    const after = await t.request('/api/tasks', { headers: bearer(key) });
    expect(after.status).toBe(401);
    expect(after.json.error.message).toMatch(/revoked/);
    const [entry] = await rows<{ summary: string; metadata: { because: string; apiKeyIds: string[] } }>(
      sql`select summary, metadata from activity_log where action = 'account.api_keys_revoked' and entity_id = ${user!.id}`,
    );
    expect(entry!.metadata.because).toBe('deactivated');
    expect(entry!.metadata.apiKeyIds).toContain(id);
    expect(entry!.summary).toMatch(/revoked because the account was deactivated/);
    // In the audit log's "Passwords & Two-Factor" filter, like the other revocations.
    const audit = await t.request('/api/audit-log?category=account_security', { cookie: admin });
    expect(audit.status, audit.text).toBe(200);
    expect(audit.json.items.some((e: { action: string }) => e.action === 'account.api_keys_revoked')).toBe(true);
  });

  it('while the workspace requires two-factor of staff who have not enrolled, as their session would', async () => {
    const { key } = await makeKey(DEMO_ACCOUNTS.developer);
    await t.database.db.execute(sql`update workspace_settings set require_staff_two_factor = true where id = 1`);
    try {
      const held = await t.request('/api/tasks', { headers: bearer(key) });
      expect(held.status).toBe(403);
      expect(held.json.error.code).toBe('two_factor_required');
      expect((await t.request('/api/me', { headers: bearer(key) })).status).toBe(200);
      const making = await t.request('/api/account/api-keys', { cookie: await t.as(DEMO_ACCOUNTS.developer), body: { name: 'Held' } });
      expect(making.status).toBe(403);
    } finally {
      await t.database.db.execute(sql`update workspace_settings set require_staff_two_factor = false where id = 1`);
    }
  });
});

describe('how many keys', () => {
  it('holds a user to 10 keys in force: the 11th is refused with 409 saying why, until one is revoked', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.client_additional);
    const made: string[] = [];
    for (let i = 0; i < 10; i++) made.push((await makeKey(DEMO_ACCOUNTS.client_additional, { name: `Key ${i}` })).id);
    const eleventh = await t.request('/api/account/api-keys', { cookie, body: { name: 'One too many' } });
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.error.message).toMatch(/already have 10 API keys.*Revoke one/);
    expect((await t.request('/api/account/api-keys', { cookie })).json.items).toHaveLength(10);
    // An expired key does not hold a place, nor does a revoked one.
    await t.database.db.execute(sql`update api_keys set expires_at = now() - interval '1 second' where id = ${made[0]!}`);
    expect((await t.request('/api/account/api-keys', { cookie, body: { name: 'In its place' } })).status).toBe(201);
    expect((await t.request('/api/account/api-keys', { cookie, body: { name: 'Again too many' } })).status).toBe(409);
    expect((await t.request(`/api/account/api-keys/${made[1]!}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect((await t.request('/api/account/api-keys', { cookie, body: { name: "In the revoked one's place" } })).status).toBe(201);
  });
});

describe('rate limit per user', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ rateLimits: { apiKeyPerUser: { max: 3, windowSeconds: 60 } } });
  });
  afterAll(() => small.close());

  it("counts all of a user's keys together: a second key does not add requests; another user has their own", async () => {
    const cookie = await small.as(DEMO_ACCOUNTS.developer);
    const make = async () => (await small.request('/api/account/api-keys', { cookie, body: { name: 'Busy' } })).json.key as string;
    const [first, second] = [await make(), await make()];
    expect((await small.request('/api/projects', { headers: { authorization: `Bearer ${first}` } })).status).toBe(200);
    expect((await small.request('/api/projects', { headers: { authorization: `Bearer ${second}` } })).status).toBe(200);
    expect((await small.request('/api/projects', { headers: { authorization: `Bearer ${first}` } })).status).toBe(200);
    const refused = await small.request('/api/projects', { headers: { authorization: `Bearer ${second}` } });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toMatch(/at most 3 every minute for all your keys together/);
    const others = (
      await small.request('/api/account/api-keys', { cookie: await small.as(DEMO_ACCOUNTS.designer), body: { name: 'Other' } })
    ).json.key as string;
    expect((await small.request('/api/projects', { headers: { authorization: `Bearer ${others}` } })).status).toBe(200);
  });

  it('counts down in RateLimit-Remaining, then answers 429 with Retry-After', async () => {
    const cookie = await small.as(DEMO_ACCOUNTS.manager);
    const make = async () => (await small.request('/api/account/api-keys', { cookie, body: { name: 'Busy' } })).json.key as string;
    const [first, second] = [await make(), await make()];
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await small.request('/api/projects', { headers: { authorization: `Bearer ${first}` } });
      expect(res.status).toBe(200);
      remaining.push(res.headers.get('ratelimit-remaining')!);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await small.request('/api/projects', { headers: { authorization: `Bearer ${first}` } });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe('rate_limited');
    expect(refused.json.error.message).toMatch(/at most 3 every minute/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('ratelimit-reset')).toBe(String(retryAfter));
    expect((await small.request('/api/projects', { headers: { authorization: `Bearer ${second}` } })).status).toBe(429);
    // The session is not limited by its keys' use.
    expect((await small.request('/api/projects', { cookie })).status).toBe(200);
  });
});
