import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let manager: string;
let developer: string;
let clientUser: string;
let projectId: string;
let managerId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const userId = async (email: string) => (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;

interface Member {
  id: string | null;
  profileId: string;
  role: string;
  globalRole: string;
  isProjectManager: boolean;
  firstName: string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  manager = await t.as(DEMO_ACCOUNTS.manager);
  developer = await t.as(DEMO_ACCOUNTS.developer);
  clientUser = await t.as(DEMO_ACCOUNTS.client_primary);
  managerId = await userId(DEMO_ACCOUNTS.manager);
  const clientId = (await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`))
    .client_id;
  const res = await t.request('/api/projects', { cookie: admin, body: { name: 'Team playground', clientId, projectManagerId: managerId } });
  projectId = res.json.id;
});
afterAll(() => t.close());

const team = async (cookie = manager) => {
  const res = await t.request(`/api/projects/${projectId}/team`, { cookie });
  expect(res.status).toBe(200);
  return res.json as Member[];
};
const eligible = async () => {
  const res = await t.request(`/api/projects/${projectId}/team/eligible`, { cookie: manager });
  expect(res.status).toBe(200);
  return res.json as Array<{ id: string; role: string; email: string }>;
};
const add = (body: Record<string, unknown>, cookie = manager) => t.request(`/api/projects/${projectId}/team`, { cookie, body });

describe('the project team', () => {
  it('always lists the project manager first, not removable', async () => {
    const members = await team();
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      id: null,
      profileId: managerId,
      role: 'manager',
      globalRole: 'manager',
      isProjectManager: true,
      firstName: 'Priya',
    });
  });

  it('offers active staff not on the team: not the manager, not inactive users, not client users', async () => {
    const people = await eligible();
    const ids = people.map((p) => p.id);
    const expected = await rows<{ id: string }>(sql`select id from users where status = 'active'
      and role in ('developer', 'designer', 'manager', 'support', 'admin', 'super_admin') and id <> ${managerId} order by id`);
    expect([...ids].sort()).toEqual(expected.map((r) => r.id));
    expect(ids).not.toContain(managerId);
    expect(ids).not.toContain(await userId('inactive@demo.test'));
    expect(ids).not.toContain(await userId(DEMO_ACCOUNTS.client_primary));
    expect(people.every((p) => !p.role.startsWith('client_'))).toBe(true);
  });

  it('adds a member once, who then leaves the eligible list; a second add is a conflict', async () => {
    const devId = await userId(DEMO_ACCOUNTS.developer);
    const res = await add({ profileId: devId, role: 'support' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ profileId: devId, role: 'support', globalRole: 'developer', isProjectManager: false });
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/);

    const members = await team();
    expect(members.map((m) => m.profileId)).toEqual([managerId, devId]);
    expect((await eligible()).map((p) => p.id)).not.toContain(devId);

    const again = await add({ profileId: devId });
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Already on the team');

    const event = await one<{ action: string }>(
      sql`select action from activity_log where entity_id = ${projectId} order by created_at desc limit 1`,
    );
    expect(event.action).toBe('project.member_added');
    // Now on the team, the developer sees the project.
    expect((await t.request(`/api/projects/${projectId}`, { cookie: developer })).status).toBe(200);
  });

  it('refuses someone who is not eligible with the form’s message', async () => {
    for (const profileId of [
      '',
      await userId('inactive@demo.test'),
      await userId(DEMO_ACCOUNTS.client_primary),
      managerId,
      '11111111-1111-4111-8111-111111111111',
    ]) {
      const res = await add({ profileId });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.profileId).toBe('Please select a team member');
    }
    const badRole = await add({ profileId: await userId(DEMO_ACCOUNTS.designer), role: 'owner' });
    expect(badRole.json.error.fields.role).toBe('Unknown project role');
  });

  it('removes a member by assignment id; the manager has none to remove', async () => {
    const designerId = await userId(DEMO_ACCOUNTS.designer);
    const added = await add({ profileId: designerId, role: 'designer' });
    const removed = await t.request(`/api/projects/${projectId}/team/${added.json.id}`, { method: 'DELETE', cookie: manager });
    expect(removed.status).toBe(204);
    expect((await team()).map((m) => m.profileId)).not.toContain(designerId);
    expect((await t.request(`/api/projects/${projectId}/team/${added.json.id}`, { method: 'DELETE', cookie: manager })).status).toBe(404);
    expect((await t.request(`/api/projects/${projectId}/team/null`, { method: 'DELETE', cookie: manager })).status).toBe(404);
    // An assignment of another project cannot be removed through this one.
    const foreign = await one<{ id: string }>(sql`select id from project_assignments where project_id <> ${projectId} limit 1`);
    expect((await t.request(`/api/projects/${projectId}/team/${foreign.id}`, { method: 'DELETE', cookie: manager })).status).toBe(404);
    expect(await one(sql`select count(*)::int as n from project_assignments where id = ${foreign.id}`)).toEqual({ n: 1 });
  });

  it('lets a client user see their project’s team but not change it', async () => {
    const members = await team(clientUser);
    expect(members[0]!.isProjectManager).toBe(true);
    expect((await t.request(`/api/projects/${projectId}/team/eligible`, { cookie: clientUser })).status).toBe(403);
    expect((await add({ profileId: await userId(DEMO_ACCOUNTS.support) }, clientUser)).status).toBe(403);
    const assignment = members.find((m) => m.id)!;
    expect((await t.request(`/api/projects/${projectId}/team/${assignment.id}`, { method: 'DELETE', cookie: clientUser })).status).toBe(
      403,
    );
    expect((await team()).find((m) => m.id === assignment.id)).toBeDefined();
  });

  it('answers 404 for a project outside the caller’s scope', async () => {
    const designer = await t.as(DEMO_ACCOUNTS.designer);
    expect((await t.request(`/api/projects/${projectId}/team`, { cookie: designer })).status).toBe(404);
    expect((await t.request(`/api/projects/${projectId}/team/eligible`, { cookie: designer })).status).toBe(404);
    expect((await add({ profileId: await userId(DEMO_ACCOUNTS.support) }, designer)).status).toBe(404);
  });
});
