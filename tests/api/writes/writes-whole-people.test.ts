/**
 * Every write of more than one row is one transaction (docs/decisions/0032-every-write-whole.md), for people and
 * accounts: when the activity entry cannot be stored, the user, client user, profile, signed-out device or security
 * policy stays as it was.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { countOf, expectFailed, one, withActivityRefused } from './writes-whole-helpers';

let t: TestApp;
let admin: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  clientId = (await one<{ id: string }>(t, sql`select id from clients order by name limit 1`))!.id;
});
afterAll(() => t.close());

const call = (path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) => t.request(path, { cookie: admin, ...init });
const userByEmail = (email: string) =>
  one<{ id: string; first_name: string; status: string; role: string }>(
    t,
    sql`select id, first_name, status, role from users where email = ${email}`,
  );

describe('users (Settings > Users)', () => {
  it('creating, editing, changing the role of and deleting a user: each undone when its activity entry fails', async () => {
    const body = {
      firstName: 'Nova',
      lastName: 'Whole',
      email: 'nova.whole@team.example',
      role: 'developer',
      password: 'a-long-password-1',
    };
    expectFailed(await withActivityRefused(t, 'user.created', () => call('/api/users', { body })));
    expect(await userByEmail(body.email)).toBeUndefined();

    const created = await call('/api/users', { body });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    expectFailed(
      await withActivityRefused(t, 'user.updated', () => call(`/api/users/${id}`, { method: 'PATCH', body: { status: 'inactive' } })),
    );
    expectFailed(
      await withActivityRefused(t, 'user.role_changed', () => call(`/api/users/${id}`, { method: 'PATCH', body: { role: 'designer' } })),
    );
    expect(await userByEmail(body.email)).toMatchObject({ status: 'active', role: 'developer' });
    // Deactivating would have ended their sessions too: they can still sign in.
    expect((await t.signIn(body.email, body.password)).status).toBe(200);

    expectFailed(await withActivityRefused(t, 'user.deleted', () => call(`/api/users/${id}`, { method: 'DELETE' })));
    expect(await userByEmail(body.email)).toMatchObject({ id });
  });
});

describe("a client's users", () => {
  it('creating, editing and deleting a client user: each undone when its activity entry fails', async () => {
    const body = { firstName: 'Lena', lastName: 'Whole', email: 'lena.whole@orbital.example', password: 'orbital-secret-1' };
    expectFailed(await withActivityRefused(t, 'client_user.created', () => call(`/api/clients/${clientId}/users`, { body })));
    expect(await userByEmail(body.email)).toBeUndefined();

    const created = await call(`/api/clients/${clientId}/users`, { body });
    expect(created.status, created.text).toBe(201);
    const path = `/api/clients/${clientId}/users/${created.json.id}`;
    expectFailed(
      await withActivityRefused(t, 'client_user.updated', () =>
        call(path, { method: 'PATCH', body: { firstName: 'Renamed', status: 'inactive' } }),
      ),
    );
    expect(await userByEmail(body.email)).toMatchObject({ first_name: 'Lena', status: 'active' });
    expectFailed(await withActivityRefused(t, 'client_user.deleted', () => call(path, { method: 'DELETE' })));
    expect(await userByEmail(body.email)).toMatchObject({ id: created.json.id });
    expect((await t.signIn(body.email, body.password)).status).toBe(200);
  });
});

describe('my profile', () => {
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const upload = async (cookie: string) => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'photo.png', { type: 'image/png' }));
    const res = await t.app.request(`${APP_URL}/api/profile/avatar`, { method: 'PUT', headers: { origin: APP_URL, cookie }, body: form });
    return { status: res.status, text: await res.text() };
  };

  it('a new name, a new picture and a removed picture: each undone when its activity entry fails', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.designer);
    const me = async () => (await call('/api/me', { cookie })).json.user;
    const before = await me();
    expectFailed(
      await withActivityRefused(t, 'profile.updated', () =>
        call('/api/profile', { method: 'PATCH', cookie, body: { firstName: 'Renamed' } }),
      ),
    );
    expect((await me()).firstName).toBe(before.firstName);

    expectFailed(await withActivityRefused(t, 'profile.avatar_updated', () => upload(cookie)));
    expect((await me()).avatarUrl).toBeNull();
    expect(
      await countOf(
        t,
        sql`select count(*)::int as n from avatars a join users u on u.id = a.user_id where u.email = ${DEMO_ACCOUNTS.designer}`,
      ),
    ).toBe(0);

    expect((await upload(cookie)).status).toBe(200);
    const url = (await me()).avatarUrl;
    expectFailed(await withActivityRefused(t, 'profile.avatar_removed', () => call('/api/profile/avatar', { method: 'DELETE', cookie })));
    expect((await me()).avatarUrl).toBe(url);
  });
});

describe('my signed-in devices', () => {
  it('signing out one device or all the others: undone when the activity entry fails', async () => {
    const here = (await t.signIn(DEMO_ACCOUNTS.support)).cookie;
    const there = (await t.signIn(DEMO_ACCOUNTS.support)).cookie;
    const works = async (cookie: string) => (await call('/api/me', { cookie })).status;
    const other = (await call('/api/account/sessions', { cookie: here })).json.items.find((s: { current: boolean }) => !s.current);
    const refused = (run: () => ReturnType<typeof call>) => withActivityRefused(t, 'account.sessions_revoked', run);

    expectFailed(await refused(() => call(`/api/account/sessions/${other.id}`, { method: 'DELETE', cookie: here })));
    expectFailed(await refused(() => call('/api/account/sessions/revoke-others', { method: 'POST', cookie: here })));
    expect(await works(there)).toBe(200);
    expect(await works(here)).toBe(200);
  });
});

describe('the security policy', () => {
  it('requiring two-factor sign-in for staff is undone when its activity entry fails', async () => {
    const cookie = await t.as(DEMO_ACCOUNTS.super_admin);
    const policy = () => call('/api/account/security-policy', { cookie });
    expect((await policy()).json.requireStaffTwoFactor).toBe(false);
    expectFailed(
      await withActivityRefused(t, 'workspace.security_policy_changed', () =>
        call('/api/account/security-policy', { method: 'PUT', cookie, body: { requireStaffTwoFactor: true } }),
      ),
    );
    expect((await policy()).json.requireStaffTwoFactor).toBe(false);
  });
});
