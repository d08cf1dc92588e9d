import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let developer: string;
let clientUser: string;
let devId: string;
let companyId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const ids = (items: Array<{ id: string }>) => items.map((i) => i.id).sort();
const myProjects = (who: string) =>
  sql`(select p.id from projects p where p.project_manager_id = ${who}
       or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${who}))`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  developer = await t.as(DEMO_ACCOUNTS.developer);
  clientUser = await t.as(DEMO_ACCOUNTS.client_primary);
  devId = (await rows<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`))[0]!.id;
  companyId = (await rows<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`))[0]!
    .client_id;
});
afterAll(() => t.close());

describe('client options', () => {
  it('lists the clients in the caller’s scope by name', async () => {
    const all = await t.request('/api/options/clients', { cookie: admin });
    expect(all.status).toBe(200);
    expect(all.json.length).toBe((await rows(sql`select id from clients`)).length);
    const names = all.json.map((c: { name: string }) => c.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    expect(Object.keys(all.json[0]).sort()).toEqual(['id', 'name']);

    const dev = await t.request('/api/options/clients', { cookie: developer });
    expect(ids(dev.json)).toEqual(ids(await rows(sql`select distinct client_id as id from projects where id in ${myProjects(devId)}`)));
    const client = await t.request('/api/options/clients', { cookie: clientUser });
    expect(ids(client.json)).toEqual([companyId]);
  });
});

describe('project options', () => {
  it('lists the projects in scope, optionally of one client', async () => {
    const dev = await t.request('/api/options/projects', { cookie: developer });
    expect(ids(dev.json)).toEqual(ids(await rows(sql`select id from projects where id in ${myProjects(devId)}`)));
    const client = await t.request('/api/options/projects', { cookie: clientUser });
    expect(ids(client.json)).toEqual(ids(await rows(sql`select id from projects where client_id = ${companyId}`)));

    const byClient = await t.request(`/api/options/projects?clientId=${companyId}`, { cookie: admin });
    expect(byClient.json.every((p: { clientId: string }) => p.clientId === companyId)).toBe(true);
    expect(byClient.json.length).toBe(client.json.length);
    // Another company's id gives a client user nothing.
    const other = (await rows<{ id: string }>(sql`select id from clients where id <> ${companyId} limit 1`))[0]!.id;
    expect((await t.request(`/api/options/projects?clientId=${other}`, { cookie: clientUser })).json).toEqual([]);
    const bad = await t.request('/api/options/projects?clientId=abc', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.clientId).toBe('Not a valid id');
  });
});

describe('milestone options', () => {
  it('lists a project’s milestones in order, and 404 when the project is outside the caller’s scope', async () => {
    const project = (
      await rows<{ id: string }>(sql`select project_id as id from milestones m join projects p on p.id = m.project_id
      where p.client_id = ${companyId} group by project_id having count(*) > 1 limit 1`)
    )[0]!;
    const expected = await rows<{ id: string }>(
      sql`select id from milestones where project_id = ${project.id} order by order_index, created_at, id`,
    );
    const res = await t.request(`/api/options/milestones?projectId=${project.id}`, { cookie: clientUser });
    expect(res.status).toBe(200);
    expect(res.json.map((m: { id: string }) => m.id)).toEqual(expected.map((r) => r.id));
    expect(res.json[0]).toEqual({ id: expected[0]!.id, name: expect.any(String), projectId: project.id });

    const outside = (await rows<{ id: string }>(sql`select id from projects where id not in ${myProjects(devId)} limit 1`))[0]!;
    expect((await t.request(`/api/options/milestones?projectId=${outside.id}`, { cookie: developer })).status).toBe(404);
    const missing = await t.request('/api/options/milestones', { cookie: admin });
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.projectId).toBeDefined();
  });
});

describe('user options', () => {
  it('lists active staff, optionally of some roles', async () => {
    const all = await t.request('/api/options/users', { cookie: developer });
    expect(all.status).toBe(200);
    expect(ids(all.json)).toEqual(
      ids(
        await rows(sql`select id from users where status = 'active'
        and role in ('super_admin', 'admin', 'manager', 'developer', 'designer', 'support')`),
      ),
    );
    const managers = await t.request('/api/options/users?roles=manager,admin,super_admin', { cookie: admin });
    expect(ids(managers.json)).toEqual(
      ids(await rows(sql`select id from users where status = 'active' and role in ('manager', 'admin', 'super_admin')`)),
    );
    expect(Object.keys(managers.json[0]).sort()).toEqual(['firstName', 'id', 'lastName', 'role']);
  });

  it('refuses unknown roles, and every client user', async () => {
    const bad = await t.request('/api/options/users?roles=manager,client_primary', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.roles).toMatch(/^Roles are among/);
    expect((await t.request('/api/options/users', { cookie: clientUser })).status).toBe(403);
    expect((await t.request('/api/options/users?roles=nonsense', { cookie: clientUser })).status).toBe(403);
    expect((await t.request('/api/options/users', { cookie: await t.as(DEMO_ACCOUNTS.client_additional) })).status).toBe(403);
    expect((await t.request('/api/options/users')).status).toBe(401);
  });
});
