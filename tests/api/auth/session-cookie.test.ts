/**
 * The one-query session path (src/server/auth/session-cookie.ts) against what better-auth would decide: a forged
 * or altered cookie is nobody, an expired session is nobody, a session due for its daily refresh is extended, and a
 * deactivated user is refused at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { SESSION_TTL_SECONDS } from '@server/auth/auth';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function freshSession(email: string) {
  const res = await t.signIn(email);
  expect(res.status).toBe(200);
  const [row] = await queryRows<{ id: string; token: string }>(
    t.database.db,
    sql`select s.id::text, s.token from sessions s join users u on u.id = s.user_id where u.email = ${email} order by s.created_at desc limit 1`,
  );
  return { cookie: res.cookie, ...row! };
}

const setExpiry = (id: string, at: Date) =>
  queryRows(t.database.db, sql`update sessions set expires_at = ${at.toISOString()}::timestamptz where id = ${id}`);

describe('the session cookie on API requests', () => {
  it('accepts the cookie better-auth set and refuses it altered or unsigned', async () => {
    const { cookie, token } = await freshSession(DEMO_ACCOUNTS.developer);
    expect((await t.request('/api/tasks', { cookie })).status).toBe(200);
    const [name, value] = cookie.split('=') as [string, string];
    const signature = decodeURIComponent(value).split('.').pop()!;
    const otherToken = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    for (const forged of [`${name}=${token}`, `${name}=${encodeURIComponent(`${otherToken}.${signature}`)}`, `${name}=%E0%A4%A`]) {
      expect((await t.request('/api/tasks', { cookie: forged })).status).toBe(401);
    }
  });

  it('refuses an expired session', async () => {
    const { cookie, id } = await freshSession(DEMO_ACCOUNTS.designer);
    await setExpiry(id, new Date(Date.now() - 1000));
    expect((await t.request('/api/tasks', { cookie })).status).toBe(401);
  });

  it('hands a session due for its daily refresh to better-auth, which extends it', async () => {
    const { cookie, id } = await freshSession(DEMO_ACCOUNTS.support);
    await setExpiry(id, new Date(Date.now() + 2 * DAY));
    expect((await t.request('/api/tasks', { cookie })).status).toBe(200);
    const [row] = await queryRows<{ expires_at: string }>(t.database.db, sql`select expires_at from sessions where id = ${id}`);
    expect(new Date(row!.expires_at).valueOf()).toBeGreaterThan(Date.now() + SESSION_TTL_SECONDS * 1000 - DAY);
  });

  it('refuses a user deactivated after signing in, on the next request', async () => {
    const { cookie } = await freshSession(DEMO_ACCOUNTS.manager);
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
    await queryRows(t.database.db, sql`update users set status = 'inactive' where email = ${DEMO_ACCOUNTS.manager}`);
    expect((await t.request('/api/projects', { cookie })).status).toBe(401);
  });
});
