/** Settings > Users writes: who may create, edit and delete whom, self-protection, the last super_admin, sessions. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const ids = {} as Record<DemoRole, string>;
let clientId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const num = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);

let count = 0;
const person = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Nova',
  lastName: `Member ${++count}`,
  email: `member-${count}@team.example`,
  password: 'a-long-password-1',
  ...extra,
});
const create = (as: DemoRole, body: Record<string, unknown>) => t.request('/api/users', { cookie: cookies[as], body });
const patch = (as: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/users/${id}`, { method: 'PATCH', cookie: cookies[as], body });
const remove = (as: DemoRole, id: string) => t.request(`/api/users/${id}`, { method: 'DELETE', cookie: cookies[as] });

/** A new user made by the admin, signed in, with their cookie. */
async function signedInUser(extra: Record<string, unknown> = {}) {
  const body = person(extra);
  const created = await create('admin', body);
  expect(created.status, created.text).toBe(201);
  const signIn = await t.signIn(body.email, body.password);
  expect(signIn.status).toBe(200);
  return { id: created.json.id as string, cookie: signIn.cookie, email: body.email };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    ids[role] = (await rows<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`))[0]!.id;
  }
  clientId = (await rows<{ id: string }>(sql`select id from clients order by name limit 1`))[0]!.id;
});
afterAll(() => t.close());

describe('creating users', () => {
  it('names every missing field and writes nothing', async () => {
    const before = await num(sql`select count(*) as n from users`);
    const empty = await create('admin', {});
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    const wrong = await create('admin', person({ email: 'nope', password: 'short', role: 'boss', status: 'gone', extra: 1 }));
    expect(wrong.json.error.fields).toMatchObject({
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      role: 'Unknown role',
      status: 'Unknown status',
      extra: 'Unknown field.',
    });
    expect(await num(sql`select count(*) as n from users`)).toBe(before);
  });

  it('asks a client role for an existing client and refuses one for staff', async () => {
    expect((await create('admin', person({ role: 'client_primary' }))).json.error.fields).toEqual({
      clientId: 'Choose the client this user belongs to',
    });
    expect((await create('admin', person({ role: 'developer', clientId }))).json.error.fields).toEqual({
      clientId: 'Only client users belong to a client',
    });
    const unknown = await create('admin', person({ role: 'client_primary', clientId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ clientId: 'Choose an existing client' });
    const ok = await create('admin', person({ role: 'client_primary', clientId }));
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ role: 'client_primary', clientId, clientName: expect.any(String) });
  });

  it('creates a developer by default, active, who can sign in at once', async () => {
    const body = person({ email: 'Mixed.Case@Team.example' });
    const res = await create('admin', body);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      email: 'mixed.case@team.example',
      role: 'developer',
      status: 'active',
      clientId: null,
      invitationPending: false,
      lastLoginAt: null,
    });
    const signIn = await t.signIn('mixed.case@team.example', body.password);
    expect(signIn.status).toBe(200);
    expect((await t.request('/api/me', { cookie: signIn.cookie })).json.user.role).toBe('developer');
    const dup = await create('admin', person({ email: 'MIXED.case@team.example' }));
    expect(dup.status).toBe(409);
    expect(dup.json.error.fields).toEqual({ email: 'A user with this email already exists' });
  });

  it('lets a manager create developers, designers, support and client users, never managers or administrators', async () => {
    for (const role of ['developer', 'designer', 'support']) expect((await create('manager', person({ role }))).status).toBe(201);
    expect((await create('manager', person({ role: 'client_additional', clientId }))).status).toBe(201);
    for (const role of ['manager', 'admin', 'super_admin']) {
      const res = await create('manager', person({ role }));
      expect(res.status, role).toBe(403);
      expect(res.json.error.fields.role).toMatch(/cannot create a user with the role/);
    }
    // A role at or above one's own is a super admin's to give.
    for (const role of ['admin', 'super_admin']) expect((await create('admin', person({ role }))).status, role).toBe(403);
    expect((await create('admin', person({ role: 'manager' }))).status).toBe(201);
    expect((await create('super_admin', person({ role: 'super_admin' }))).status).toBe(201);
    expect((await create('developer', person())).status).toBe(403);
    expect((await create('client_primary', person())).status).toBe(403);
  });
});

describe('editing users', () => {
  it('never changes the e-mail', async () => {
    const res = await patch('admin', ids.designer, { email: 'new@team.example' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toEqual({ email: 'Unknown field.' });
  });

  it('lets a manager rename and deactivate but not change a role, and not touch administrators', async () => {
    const { id } = await signedInUser();
    const renamed = await patch('manager', id, { firstName: 'Renamed', role: 'developer' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ firstName: 'Renamed', role: 'developer' });
    const promote = await patch('manager', id, { role: 'designer' });
    expect(promote.status).toBe(403);
    expect(promote.json.error.fields).toEqual({ role: 'Managers cannot change a user’s role.' });
    expect((await patch('manager', ids.admin, { firstName: 'Nope' })).status).toBe(403);
    expect((await patch('manager', ids.super_admin, { status: 'inactive' })).status).toBe(403);
    expect((await patch('developer', id, { firstName: 'Nope' })).status).toBe(403);
    expect((await patch('manager', id, { status: 'inactive' })).json.status).toBe('inactive');
  });

  it('applies a new role from the very next request, on the same session', async () => {
    const { id, cookie } = await signedInUser({ role: 'developer' });
    expect((await t.request('/api/contact-submissions', { cookie })).status).toBe(403);
    const res = await patch('admin', id, { role: 'manager' });
    expect(res.status).toBe(200);
    expect((await t.request('/api/contact-submissions', { cookie })).status).toBe(200);
    const me = await t.request('/api/me', { cookie });
    expect(me.json.user.role).toBe('manager');
    expect(me.json.capabilities['users.manage']).toBe('all');
  });

  it('keeps staff and client roles apart', async () => {
    const { id } = await signedInUser();
    const res = await patch('admin', id, { role: 'client_primary' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.role).toMatch(/cannot become a client user/);
  });

  it('ends every session of a user who is deactivated', async () => {
    const { id, cookie, email } = await signedInUser();
    const second = (await t.signIn(email, 'a-long-password-1')).cookie;
    expect(await num(sql`select count(*) as n from sessions where user_id = ${id}`)).toBe(2);
    expect((await patch('admin', id, { status: 'inactive' })).status).toBe(200);
    expect(await num(sql`select count(*) as n from sessions where user_id = ${id}`)).toBe(0);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect((await t.request('/api/projects', { cookie: second })).status).toBe(401);
    expect((await t.signIn(email, 'a-long-password-1')).status).not.toBe(200);
  });

  it('does not let anyone demote or deactivate themselves', async () => {
    const own = await patch('admin', ids.admin, { role: 'developer' });
    expect(own.status).toBe(403);
    expect(own.json.error.fields).toEqual({ role: 'You cannot change your own role.' });
    expect((await patch('admin', ids.admin, { status: 'inactive' })).status).toBe(403);
    expect((await patch('manager', ids.manager, { status: 'pending' })).status).toBe(403);
    expect((await patch('admin', ids.admin, { lastName: 'Still Admin', role: 'admin', status: 'active' })).status).toBe(200);
  });

  it('writes role changes and updates to the activity log', async () => {
    const { id } = await signedInUser();
    await patch('admin', id, { role: 'support', lastName: 'Logged' });
    // The user's own sign-ins are logged against them too (account.*); this is about what the admin did.
    const actions = await rows<{ action: string }>(
      sql`select action from activity_log where entity_id = ${id} and action like 'user.%' order by created_at, action`,
    );
    expect(actions.map((a) => a.action).sort()).toEqual(['user.created', 'user.role_changed', 'user.updated']);
  });

  it('answers an unknown or malformed id as not found', async () => {
    expect((await patch('admin', '00000000-0000-4000-8000-000000000000', { firstName: 'X' })).status).toBe(404);
    expect((await patch('admin', 'nope', { firstName: 'X' })).status).toBe(404);
  });
});

describe('deleting users', () => {
  it('is for super_admin and admin only, never oneself', async () => {
    const { id } = await signedInUser();
    expect((await remove('manager', id)).status).toBe(403);
    expect((await remove('developer', id)).status).toBe(403);
    const self = await remove('admin', ids.admin);
    expect(self.status).toBe(403);
    expect(self.json.error.message).toBe('You cannot delete your own account.');
    expect((await remove('super_admin', id)).status).toBe(204);
    expect((await remove('super_admin', id)).status).toBe(404);
  });

  it('ends the sessions and keeps the history without the name', async () => {
    const { id, cookie } = await signedInUser();
    const [task] = await rows<{ id: string; client_id: string }>(sql`update tasks set assigned_to_id = ${id}
      where id = (select id from tasks order by id limit 1) returning id, client_id`);
    await rows(sql`insert into task_comments (task_id, user_id, content) values (${task!.id}, ${id}, 'Mine')`);
    await rows(
      sql`insert into communications (client_id, user_id, type, direction, subject) values (${task!.client_id}, ${id}, 'call', 'outbound', 'Mine')`,
    );
    await rows(sql`update projects set project_manager_id = ${id} where id = (select id from projects order by id limit 1)`);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);

    const res = await remove('admin', id);
    expect(res.status).toBe(204);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);
    expect(await num(sql`select count(*) as n from sessions where user_id = ${id}`)).toBe(0);
    expect(await num(sql`select count(*) as n from tasks where id = ${task!.id} and assigned_to_id is null`)).toBe(1);
    expect(await num(sql`select count(*) as n from task_comments where content = 'Mine' and user_id is null`)).toBe(1);
    expect(await num(sql`select count(*) as n from communications where subject = 'Mine' and user_id is null`)).toBe(1);
    expect(await num(sql`select count(*) as n from activity_log where action = 'user.deleted' and entity_id = ${id}`)).toBe(1);
  });
});

describe('the last active super_admin', () => {
  it('is out of everyone’s reach: admins never act on a super admin, and nobody on themselves', async () => {
    // Only the demo super_admin is active (earlier tests may have made more).
    await rows(sql`update users set status = 'inactive' where role = 'super_admin' and id <> ${ids.super_admin}`);
    for (const res of [
      await patch('admin', ids.super_admin, { role: 'admin' }),
      await patch('admin', ids.super_admin, { status: 'inactive' }),
      await remove('admin', ids.super_admin),
      await patch('super_admin', ids.super_admin, { role: 'admin' }),
      await patch('super_admin', ids.super_admin, { status: 'inactive' }),
      await remove('super_admin', ids.super_admin),
    ]) {
      expect(res.status, res.text).toBe(403);
    }
  });

  it('survives two super admins demoting each other at the same moment: one of them stays', async () => {
    await rows(sql`update users set status = 'inactive' where role = 'super_admin' and id <> ${ids.super_admin}`);
    const body = person({ role: 'super_admin' });
    const created = await create('super_admin', body);
    expect(created.status, created.text).toBe(201);
    const other = await t.signIn(body.email, body.password);
    const results = await Promise.all([
      patch('super_admin', created.json.id, { role: 'admin' }),
      t.request(`/api/users/${ids.super_admin}`, { method: 'PATCH', cookie: other.cookie, body: { role: 'admin' } }),
    ]);
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    // The other one is refused: by the lock (409, the last active Super Admin) or, if it came second, as an admin (403).
    expect([403, 409]).toContain(statuses.find((s) => s !== 200));
    expect(await num(sql`select count(*) as n from users where role = 'super_admin' and status = 'active'`)).toBe(1);
    // Put the demo super admin back for the tests that follow.
    await rows(sql`update users set role = 'super_admin' where id = ${ids.super_admin}`);
  });
});
