import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let admin: string;
let manager: string;
let developer: string;
let clientUser: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const num = async (query: SQL) => Number((await one<{ n: number | string }>(query)).n);
const userId = async (email: string) => (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  manager = await t.as(DEMO_ACCOUNTS.manager);
  developer = await t.as(DEMO_ACCOUNTS.developer);
  clientUser = await t.as(DEMO_ACCOUNTS.client_primary);
});
afterAll(() => t.close());

describe('the projects list', () => {
  it('lists every project newest first for managers, with client, manager and stat cards from SQL', async () => {
    const res = await t.request('/api/projects?pageSize=200', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(await num(sql`select count(*) as n from projects`));
    expect(res.json.items).toHaveLength(res.json.total);
    const dates = res.json.items.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.json.stats).toEqual({
      total: await num(sql`select count(*) as n from projects`),
      active: await num(sql`select count(*) as n from projects where status = 'active'`),
      planning: await num(sql`select count(*) as n from projects where status = 'planning'`),
      completed: await num(sql`select count(*) as n from projects where status = 'completed'`),
    });
    const withManager = await one<{ id: string; client_name: string; email: string; first_name: string }>(
      sql`select p.id, c.name as client_name, u.email, u.first_name from projects p join clients c on c.id = p.client_id
          join users u on u.id = p.project_manager_id order by p.id limit 1`,
    );
    const item = res.json.items.find((p: { id: string }) => p.id === withManager.id);
    expect(item.client.name).toBe(withManager.client_name);
    expect(item.manager).toMatchObject({ email: withManager.email, firstName: withManager.first_name });
  });

  it('filters by status, priority, client and manager (including unassigned) and searches name and description', async () => {
    const active = await t.request('/api/projects?status=active&priority=high', { cookie: admin });
    expect(active.json.total).toBe(await num(sql`select count(*) as n from projects where status = 'active' and priority = 'high'`));
    expect(active.json.items.every((p: { status: string; priority: string }) => p.status === 'active' && p.priority === 'high')).toBe(true);
    // The stat cards ignore the filters.
    expect(active.json.stats.total).toBe(await num(sql`select count(*) as n from projects`));

    const unassigned = await t.request('/api/projects?managerId=unassigned', { cookie: admin });
    expect(unassigned.json.total).toBe(await num(sql`select count(*) as n from projects where project_manager_id is null`));
    expect(unassigned.json.total).toBeGreaterThan(0);
    expect(unassigned.json.items.every((p: { manager: unknown }) => p.manager === null)).toBe(true);

    const managerId = await userId(DEMO_ACCOUNTS.manager);
    const mine = await t.request(`/api/projects?managerId=${managerId}`, { cookie: admin });
    expect(mine.json.total).toBe(await num(sql`select count(*) as n from projects where project_manager_id = ${managerId}`));

    const someClient = await one<{ client_id: string }>(sql`select client_id from projects order by id limit 1`);
    const byClient = await t.request(`/api/projects?clientId=${someClient.client_id}`, { cookie: admin });
    expect(byClient.json.total).toBe(await num(sql`select count(*) as n from projects where client_id = ${someClient.client_id}`));

    const named = await one<{ name: string }>(sql`select name from projects order by id limit 1`);
    const word = named.name.split(' ')[0]!.toUpperCase();
    const found = await t.request(`/api/projects?q=${encodeURIComponent(word)}`, { cookie: admin });
    expect(found.json.total).toBe(
      await num(sql`select count(*) as n from projects where name ilike ${`%${word}%`} or description ilike ${`%${word}%`}`),
    );
  });

  it('answers 400 with the field for a bad filter, never 500', async () => {
    const bad = await t.request('/api/projects?status=won&managerId=someone&page=0', { cookie: admin });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({ status: 'Unknown status', managerId: 'Not a valid id', page: 'page must be 1 or more' });
    expect((await t.request('/api/projects?sort=name', { cookie: admin })).status).toBe(400);
  });
});

describe('scoping', () => {
  it('shows a developer only the projects they are assigned to or manage, and 404 for the others', async () => {
    const me = await userId(DEMO_ACCOUNTS.developer);
    const expected = (
      await rows<{ id: string }>(sql`select id from projects p where p.project_manager_id = ${me}
        or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}) order by id`)
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    const res = await t.request('/api/projects?pageSize=200', { cookie: developer });
    expect(res.json.items.map((p: { id: string }) => p.id).sort()).toEqual(expected);
    expect(res.json.stats.total).toBe(expected.length);

    const other = await one<{ id: string }>(sql`select id from projects p where p.project_manager_id is distinct from ${me}
      and not exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}) limit 1`);
    expect((await t.request(`/api/projects/${other.id}`, { cookie: developer })).status).toBe(404);
    expect((await t.request(`/api/projects/${other.id}/milestones`, { cookie: developer })).status).toBe(404);
    expect((await t.request(`/api/projects/${other.id}/team`, { cookie: developer })).status).toBe(404);
    expect((await t.request(`/api/projects/${expected[0]}`, { cookie: developer })).status).toBe(200);
  });

  it("shows a client user only their company's projects", async () => {
    const company = await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`);
    const res = await t.request('/api/projects?pageSize=200', { cookie: clientUser });
    expect(res.json.total).toBe(await num(sql`select count(*) as n from projects where client_id = ${company.client_id}`));
    expect(res.json.items.every((p: { client: { id: string } }) => p.client.id === company.client_id)).toBe(true);
    const other = await one<{ id: string }>(sql`select id from projects where client_id <> ${company.client_id} limit 1`);
    expect((await t.request(`/api/projects/${other.id}`, { cookie: clientUser })).status).toBe(404);
  });

  it('treats a malformed id as not found', async () => {
    expect((await t.request('/api/projects/not-a-uuid', { cookie: admin })).status).toBe(404);
    expect((await t.request('/api/projects/00000000-0000-0000-0000-000000000000', { cookie: admin })).status).toBe(404);
  });
});

describe('the project detail', () => {
  it('carries the client, the task and milestone figures from SQL, and the team with the manager first', async () => {
    const project = await one<{ id: string; client_id: string; project_manager_id: string }>(
      sql`select p.id, p.client_id, p.project_manager_id from projects p
          where p.project_manager_id is not null and exists (select 1 from project_assignments a where a.project_id = p.id)
            and exists (select 1 from tasks t where t.project_id = p.id) order by p.id limit 1`,
    );
    const res = await t.request(`/api/projects/${project.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    const client = await one<{ name: string; contact_person: string; email: string }>(
      sql`select * from clients where id = ${project.client_id}`,
    );
    expect(res.json.client).toEqual({
      id: project.client_id,
      name: client.name,
      contactPerson: client.contact_person,
      email: client.email,
    });
    expect(res.json.stats).toEqual({
      totalTasks: await num(sql`select count(*) as n from tasks where project_id = ${project.id}`),
      completedTasks: await num(sql`select count(*) as n from tasks where project_id = ${project.id} and status = 'completed'`),
      milestones: await num(sql`select count(*) as n from milestones where project_id = ${project.id}`),
      overdueTasks: await num(
        sql`select count(*) as n from tasks where project_id = ${project.id} and due_date < current_date and status <> 'completed'`,
      ),
    });
    expect(res.json.team[0]).toMatchObject({ id: null, profileId: project.project_manager_id, role: 'manager', isProjectManager: true });
    expect(res.json.team.slice(1).every((m: { id: string | null; isProjectManager: boolean }) => m.id && !m.isProjectManager)).toBe(true);
    expect(res.json.team).toHaveLength(
      1 +
        (await num(sql`select count(*) as n from project_assignments where project_id = ${project.id}
      and profile_id <> ${project.project_manager_id}`)),
    );
  });
});

describe('creating, editing and deleting projects', () => {
  let clientId: string;
  let managerId: string;
  beforeAll(async () => {
    clientId = (await one<{ id: string }>(sql`select id from clients order by name limit 1`)).id;
    managerId = await userId(DEMO_ACCOUNTS.manager);
  });

  it('names every missing or wrong field', async () => {
    const empty = await t.request('/api/projects', { cookie: manager, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toMatchObject({ name: 'Project name is required', clientId: 'A client must be selected' });
    const wrong = await t.request('/api/projects', {
      cookie: manager,
      body: { name: 'X', clientId: '', status: 'done', startDate: '2026-13-01', completionPercentage: 140 },
    });
    expect(wrong.json.error.fields).toMatchObject({
      clientId: 'A client must be selected',
      status: 'Unknown status',
      startDate: 'Not a real date',
      completionPercentage: 'Completion must be between 0 and 100',
    });
    // A day the month does not have is refused too, not stored as the next month's.
    const feb30 = await t.request('/api/projects', { cookie: manager, body: { name: 'X', clientId, startDate: '2026-02-30' } });
    expect(feb30.status).toBe(400);
    expect(feb30.json.error.fields).toEqual({ startDate: 'Not a real date' });
    const backwards = await t.request('/api/projects', {
      cookie: manager,
      body: { name: 'X', clientId, startDate: '2026-05-01', endDate: '2026-04-01' },
    });
    expect(backwards.json.error.fields).toEqual({ endDate: 'End date must be on or after the start date' });
    const extra = await t.request('/api/projects', { cookie: manager, body: { name: 'X', clientId, id: 'abc' } });
    expect(extra.json.error.fields.id).toBe('Unknown field.');
  });

  it('needs a client that exists and a manager who is an active manager, admin or super admin', async () => {
    const missingClient = await t.request('/api/projects', {
      cookie: manager,
      body: { name: 'Ghost', clientId: '11111111-1111-4111-8111-111111111111' },
    });
    expect(missingClient.status).toBe(400);
    expect(missingClient.json.error.fields.clientId).toBe('A client must be selected');

    const dev = await t.request('/api/projects', {
      cookie: manager,
      body: { name: 'Dev-led', clientId, projectManagerId: await userId(DEMO_ACCOUNTS.developer) },
    });
    expect(dev.status).toBe(400);
    expect(dev.json.error.fields.projectManagerId).toBe('Choose a manager, admin or super admin');

    const [inactive] = await rows<{ id: string }>(
      sql`insert into users (email, name, first_name, last_name, role, status)
          values ('gone.manager@demo.test', 'Gone Manager', 'Gone', 'Manager', 'manager', 'inactive') returning id`,
    );
    const gone = await t.request('/api/projects', { cookie: manager, body: { name: 'Orphan', clientId, projectManagerId: inactive!.id } });
    expect(gone.json.error.fields.projectManagerId).toBe('Choose a manager, admin or super admin');

    const superAdmin = await t.request('/api/projects', {
      cookie: manager,
      body: { name: 'Led by the boss', clientId, projectManagerId: await userId(DEMO_ACCOUNTS.super_admin) },
    });
    expect(superAdmin.status).toBe(201);
    expect(superAdmin.json.manager.email).toBe(DEMO_ACCOUNTS.super_admin);
  });

  it('creates with empty values stored as null, records it, and answers the detail', async () => {
    const res = await t.request('/api/projects', {
      cookie: manager,
      body: {
        name: '  Harbor Portal  ',
        clientId,
        description: '   ',
        startDate: '',
        endDate: '',
        projectManagerId: '',
        completionPercentage: 'abc',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Harbor Portal',
      description: null,
      startDate: null,
      endDate: null,
      manager: null,
      status: 'planning',
      priority: 'medium',
      completionPercentage: 0,
      team: [],
      stats: { totalTasks: 0, completedTasks: 0, milestones: 0, overdueTasks: 0 },
    });
    const stored = await one<{ description: string | null; project_manager_id: string | null; start_date: string | null }>(
      sql`select description, project_manager_id, start_date from projects where id = ${res.json.id}`,
    );
    expect(stored).toEqual({ description: null, project_manager_id: null, start_date: null });
    const event = await one<{ action: string; client_id: string }>(
      sql`select action, client_id from activity_log where entity_id = ${res.json.id}`,
    );
    expect(event).toEqual({ action: 'project.created', client_id: clientId });
  });

  it('changes only the fields sent, and checks the dates against what is stored', async () => {
    const created = await t.request('/api/projects', {
      cookie: manager,
      body: {
        name: 'Patchable',
        clientId,
        status: 'active',
        priority: 'high',
        completionPercentage: 40,
        description: 'Old',
        startDate: '2026-03-01',
        projectManagerId: managerId,
      },
    });
    const id = created.json.id;
    const renamed = await t.request(`/api/projects/${id}`, { method: 'PATCH', cookie: manager, body: { name: 'Patched' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({
      name: 'Patched',
      status: 'active',
      priority: 'high',
      completionPercentage: 40,
      description: 'Old',
    });

    const cleared = await t.request(`/api/projects/${id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { description: '', projectManagerId: null },
    });
    expect(cleared.json).toMatchObject({ description: null, manager: null, status: 'active' });

    const backwards = await t.request(`/api/projects/${id}`, { method: 'PATCH', cookie: manager, body: { endDate: '2026-02-01' } });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error.fields.endDate).toBe('End date must be on or after the start date');

    const badManager = await t.request(`/api/projects/${id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { projectManagerId: await userId(DEMO_ACCOUNTS.designer) },
    });
    expect(badManager.json.error.fields.projectManagerId).toBe('Choose a manager, admin or super admin');

    const event = await one<{ action: string; client_id: string }>(
      sql`select action, client_id from activity_log where entity_id = ${id} order by created_at desc limit 1`,
    );
    expect(event).toEqual({ action: 'project.updated', client_id: clientId });
  });

  it('deletes a project with its milestones, team and tasks, once', async () => {
    const project = await one<{ id: string; client_id: string }>(
      sql`select p.id, p.client_id from projects p where exists (select 1 from tasks t where t.project_id = p.id)
            and exists (select 1 from milestones m where m.project_id = p.id) order by p.id desc limit 1`,
    );
    const res = await t.request(`/api/projects/${project.id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(204);
    expect(await num(sql`select count(*) as n from tasks where project_id = ${project.id}`)).toBe(0);
    expect(await num(sql`select count(*) as n from milestones where project_id = ${project.id}`)).toBe(0);
    expect(await num(sql`select count(*) as n from project_assignments where project_id = ${project.id}`)).toBe(0);
    const event = await one<{ action: string; client_id: string }>(
      sql`select action, client_id from activity_log where entity_id = ${project.id} order by created_at desc limit 1`,
    );
    expect(event).toEqual({ action: 'project.deleted', client_id: project.client_id });
    expect((await t.request(`/api/projects/${project.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('refuses writes to those without projects.manage: 404 outside their scope first, then 403', async () => {
    const me = await userId(DEMO_ACCOUNTS.developer);
    const mine = await one<{ id: string }>(sql`select p.id from projects p where exists
      (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}) limit 1`);
    const notMine = await one<{
      id: string;
    }>(sql`select p.id from projects p where p.project_manager_id is distinct from ${me} and not exists
      (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}) limit 1`);
    expect((await t.request('/api/projects', { cookie: developer, body: { name: 'Mine', clientId } })).status).toBe(403);
    expect((await t.request(`/api/projects/${mine.id}`, { method: 'PATCH', cookie: developer, body: { name: 'Hijacked' } })).status).toBe(
      403,
    );
    expect((await t.request(`/api/projects/${mine.id}`, { method: 'DELETE', cookie: developer })).status).toBe(403);
    expect(
      (await t.request(`/api/projects/${notMine.id}`, { method: 'PATCH', cookie: developer, body: { name: 'Hijacked' } })).status,
    ).toBe(404);
    expect((await t.request(`/api/projects/${notMine.id}`, { method: 'DELETE', cookie: developer })).status).toBe(404);

    const company = await one<{ id: string }>(sql`select p.id from projects p join users u on u.client_id = p.client_id
      where u.email = ${DEMO_ACCOUNTS.client_primary} limit 1`);
    expect((await t.request(`/api/projects/${company.id}`, { method: 'DELETE', cookie: clientUser })).status).toBe(403);
    expect((await t.request('/api/projects', { cookie: clientUser, body: { name: 'Mine', clientId } })).status).toBe(403);
    expect(await num(sql`select count(*) as n from projects where name = 'Hijacked'`)).toBe(0);
  });
});
