import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '@server/bootstrap';
import { queryRows } from '@server/db/client';
import { readOutbox } from '@server/integrations/mail';
import { INVITATION_SUBJECT } from '@server/features/clients/invitation-mail';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
let clientId: string;
let otherClientId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const num = async (query: SQL) => Number((await one<{ n: number | string }>(query)).n);

const PERSON = { firstName: 'Lena', lastName: 'Park', email: 'Lena.Park@Orbital.example', password: 'orbital-secret-1' };

const invitationLink = (to: string) => {
  const mails = readOutbox(outboxDir(t.env)).filter((m) => m.to === to && m.subject === INVITATION_SUBJECT);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
  return { count: mails.length, link, token: link ? new URL(link).searchParams.get('token')! : null };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  const created = await t.request('/api/clients', {
    cookie: cookies.manager,
    body: { name: 'Orbital Bakery', contactPerson: 'Ada Crumb', email: 'ada@orbital.example', status: 'active' },
  });
  clientId = created.json.id;
  otherClientId = (await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`))
    .client_id;
});
afterAll(() => t.close());

describe('creating a client user with a password', () => {
  it('validates each field and writes nothing', async () => {
    const before = await num(sql`select count(*) as n from users`);
    const empty = await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.manager, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    const wrong = await t.request(`/api/clients/${clientId}/users`, {
      cookie: cookies.manager,
      body: { ...PERSON, email: 'nope', password: 'short', role: 'admin', status: 'gone' },
    });
    expect(wrong.json.error.fields).toEqual({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      role: 'Choose Primary Contact or Additional Contact',
      status: 'Unknown status',
    });
    expect(await num(sql`select count(*) as n from users`)).toBe(before);
  });

  it('creates an Additional Contact by default who can then sign in and sees only their company', async () => {
    const res = await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.manager, body: PERSON });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      email: 'lena.park@orbital.example',
      role: 'client_additional',
      status: 'active',
      clientId,
      lastLoginAt: null,
      invitationPending: false,
    });

    const signIn = await t.signIn('lena.park@orbital.example', PERSON.password);
    expect(signIn.status).toBe(200);
    const me = await t.request('/api/me', { cookie: signIn.cookie });
    expect(me.json.user).toMatchObject({ role: 'client_additional', clientId });
    const clients = await t.request('/api/clients', { cookie: signIn.cookie });
    expect(clients.json.items.map((c: { id: string }) => c.id)).toEqual([clientId]);
    expect((await t.request(`/api/clients/${otherClientId}`, { cookie: signIn.cookie })).status).toBe(404);

    const listed = await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.manager });
    expect(listed.json[0]).toMatchObject({ email: 'lena.park@orbital.example' });
    expect(listed.json[0].lastLoginAt).not.toBeNull();
  });

  it('refuses an e-mail that is already used, with the field', async () => {
    const res = await t.request(`/api/clients/${clientId}/users`, {
      cookie: cookies.manager,
      body: { ...PERSON, email: DEMO_ACCOUNTS.developer },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.fields).toEqual({ email: 'A user with this email already exists' });
  });
});

describe('inviting a client user by e-mail', () => {
  it('sends a single-use link that sets the password, activates the user and is refused the second time', async () => {
    const email = 'invitee@orbital.example';
    const res = await t.request(`/api/clients/${clientId}/users`, {
      cookie: cookies.admin,
      body: { firstName: 'Ivo', lastName: 'Vite', email, role: 'client_primary', invite: true },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'pending', role: 'client_primary', invitationPending: true });
    // No password yet, and a pending user cannot sign in.
    expect((await t.signIn(email, 'whatever-password')).status).not.toBe(200);

    const { link, token, count } = invitationLink(email);
    expect(count).toBe(1);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=.+&invite=1$/);
    const set = await t.request('/api/auth/reset-password', { body: { newPassword: 'my-own-password', token } });
    expect(set.status).toBe(200);

    const signIn = await t.signIn(email, 'my-own-password');
    expect(signIn.status).toBe(200);
    const me = await t.request('/api/me', { cookie: signIn.cookie });
    expect(me.json.user).toMatchObject({ email, status: 'active', role: 'client_primary', clientId });

    const again = await t.request('/api/auth/reset-password', { body: { newPassword: 'someone-elses-pw', token } });
    expect(again.status).toBe(400);
    expect((await t.signIn(email, 'someone-elses-pw')).status).toBe(401);

    const listed = await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.manager });
    expect(listed.json.find((u: { email: string }) => u.email === email)).toMatchObject({ invitationPending: false, status: 'active' });
    // Once the password is set there is nothing to resend.
    const resend = await t.request(`/api/clients/${clientId}/users/${res.json.id}/invitation`, { cookie: cookies.manager, body: {} });
    expect(resend.status).toBe(409);
  });

  it('can send a fresh link while the invitation is open, and refuses a password alongside an invitation', async () => {
    const email = 'later@orbital.example';
    const res = await t.request(`/api/clients/${clientId}/users`, {
      cookie: cookies.manager,
      body: { firstName: 'Lat', lastName: 'Er', email, invite: true },
    });
    expect(res.status).toBe(201);
    const resend = await t.request(`/api/clients/${clientId}/users/${res.json.id}/invitation`, { cookie: cookies.manager, body: {} });
    expect(resend.status).toBe(200);
    expect(invitationLink(email).count).toBe(2);

    const both = await t.request(`/api/clients/${clientId}/users`, {
      cookie: cookies.manager,
      body: { firstName: 'A', lastName: 'B', email: 'both@orbital.example', invite: true, password: 'a-password-1' },
    });
    expect(both.status).toBe(400);
    expect(both.json.error.fields).toEqual({ password: 'Leave the password empty when sending an invitation' });
  });
});

describe('editing and deleting client users', () => {
  async function newUserWithSession(email: string) {
    const res = await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.manager, body: { ...PERSON, email } });
    expect(res.status).toBe(201);
    const signIn = await t.signIn(email, PERSON.password);
    expect((await t.request('/api/me', { cookie: signIn.cookie })).status).toBe(200);
    return { id: res.json.id as string, cookie: signIn.cookie };
  }

  it('keeps the e-mail locked and changes names, role and status', async () => {
    const { id } = await newUserWithSession('editme@orbital.example');
    const locked = await t.request(`/api/clients/${clientId}/users/${id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { email: 'new@x.example' },
    });
    expect(locked.status).toBe(400);
    expect(locked.json.error.fields).toEqual({ email: 'Unknown field.' });
    const res = await t.request(`/api/clients/${clientId}/users/${id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { firstName: 'Edna', role: 'client_primary' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ firstName: 'Edna', lastName: 'Park', role: 'client_primary', email: 'editme@orbital.example' });
    expect((await one<{ name: string }>(sql`select name from users where id = ${id}`)).name).toBe('Edna Park');
  });

  it('ends the sessions of a user set inactive, and revokes their API keys for good', async () => {
    const { id, cookie } = await newUserWithSession('deactivate@orbital.example');
    const made = await t.request('/api/account/api-keys', { cookie, body: { name: 'Their script' } });
    expect(made.status, made.text).toBe(201);
    const key = { authorization: `Bearer ${made.json.key}` };
    const res = await t.request(`/api/clients/${clientId}/users/${id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { status: 'inactive' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect(await num(sql`select count(*) as n from sessions where user_id = ${id}`)).toBe(0);
    expect((await t.signIn('deactivate@orbital.example', PERSON.password)).status).toBe(403);
    const back = await t.request(`/api/clients/${clientId}/users/${id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { status: 'active' },
    });
    expect(back.status).toBe(200);
    const refused = await t.request('/api/me', { headers: key });
    expect(refused.status).toBe(401);
    expect(refused.json.error.message).toMatch(/revoked/);
  });

  it('deletes a user and ends their session at once', async () => {
    const { id, cookie } = await newUserWithSession('deleteme@orbital.example');
    const res = await t.request(`/api/clients/${clientId}/users/${id}`, { method: 'DELETE', cookie: cookies.manager });
    expect(res.status).toBe(204);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect(await num(sql`select count(*) as n from users where id = ${id}`)).toBe(0);
    expect((await t.request(`/api/clients/${clientId}/users/${id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(404);
  });

  it('answers 404 for a user of another client under this client', async () => {
    const stranger = await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.client_additional}`);
    const res = await t.request(`/api/clients/${clientId}/users/${stranger.id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { firstName: 'X' },
    });
    expect(res.status).toBe(404);
    const staff = await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`);
    expect((await t.request(`/api/clients/${clientId}/users/${staff.id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(404);
  });
});

describe('who may manage client users', () => {
  it('lets super_admin, admin and manager list; 403 for other roles in scope, 404 outside it', async () => {
    for (const role of ['super_admin', 'admin', 'manager'] as const) {
      expect((await t.request(`/api/clients/${otherClientId}/users`, { cookie: cookies[role] })).status, role).toBe(200);
    }
    // The demo client company: its own users get 403, staff who do not work on it 404 or 403 by scope.
    expect((await t.request(`/api/clients/${otherClientId}/users`, { cookie: cookies.client_primary })).status).toBe(403);
    expect((await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.client_primary })).status).toBe(404);
    expect((await t.request(`/api/clients/${clientId}/users`, { cookie: cookies.developer })).status).toBe(404);
    const create = await t.request(`/api/clients/${otherClientId}/users`, {
      cookie: cookies.client_primary,
      body: { ...PERSON, email: 'sneaky@orbital.example' },
    });
    expect(create.status).toBe(403);
    expect(await num(sql`select count(*) as n from users where email = 'sneaky@orbital.example'`)).toBe(0);
  });

  it("lists a client's users newest first with their last login", async () => {
    const res = await t.request(`/api/clients/${otherClientId}/users`, { cookie: cookies.admin });
    expect(res.json.map((u: { email: string }) => u.email)).toEqual(
      (
        await rows<{ email: string }>(sql`select email from users where client_id = ${otherClientId} order by created_at desc, id desc`)
      ).map((r) => r.email),
    );
    expect(res.json.find((u: { email: string }) => u.email === DEMO_ACCOUNTS.client_primary).lastLoginAt).not.toBeNull();
  });
});
