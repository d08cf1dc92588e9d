/** Who may create, edit, assign and delete tasks: the permission matrix, enforced on the server. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { shownToClient } from '../support/shown-to-client';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
let otherDeveloperId: string;
/** A project the developer works on (with its client), one he does not, and a client outside his scope. */
let devProject: { id: string; client_id: string };
let foreignProject: { id: string; client_id: string };
let foreignClientId: string;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
const onTeam = (who: string) =>
  sql`(p.project_manager_id = ${who} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${who}))`;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  const dev = userIds.developer;
  otherDeveloperId = (
    await one<{ id: string }>(sql`select id from users where role = 'developer' and status = 'active' and id <> ${dev} order by id limit 1`)
  ).id;
  devProject = await one(sql`select p.id, p.client_id from projects p where ${onTeam(dev)} order by p.id limit 1`);
  foreignProject = await one(sql`select p.id, p.client_id from projects p where not ${onTeam(dev)} order by p.id limit 1`);
  foreignClientId = (
    await one<{ id: string }>(
      sql`select c.id from clients c where c.id not in (select p.client_id from projects p where ${onTeam(dev)}) order by c.id limit 1`,
    )
  ).id;
});
afterAll(() => t.close());

const create = (role: DemoRole, body: Record<string, unknown>) => t.request('/api/tasks', { cookie: cookies[role], body });
const patch = (role: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie: cookies[role], body });
const remove = (role: DemoRole, id: string) => t.request(`/api/tasks/${id}`, { method: 'DELETE', cookie: cookies[role] });
/** A fresh task made by the manager, so each test changes its own. */
async function managerTask(assignedToId: string | null, extra: Record<string, unknown> = {}) {
  const res = await create('manager', {
    title: 'Prepared task',
    clientId: devProject.client_id,
    projectId: devProject.id,
    assignedToId,
    ...extra,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}

describe('developers and designers manage only their own tasks', () => {
  it('a developer creates a task on his project, assigned to himself when he names no one', async () => {
    const res = await create('developer', { title: 'Fix the login form', clientId: devProject.client_id, projectId: devProject.id });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      assignedTo: { id: userIds.developer },
      createdBy: { id: userIds.developer },
      can: { edit: true, delete: false, assign: false, comment: true },
    });
    const named = await create('developer', {
      title: 'Self-assigned',
      clientId: devProject.client_id,
      projectId: devProject.id,
      assignedToId: userIds.developer,
    });
    expect(named.status).toBe(201);
  });

  it('a developer may add a client-only task for a client he works for, and no other client', async () => {
    const ok = await create('developer', { title: 'Client-level chore', clientId: devProject.client_id });
    expect(ok.status, ok.text).toBe(201);
    const foreign = await create('developer', { title: 'Not mine', clientId: foreignClientId });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.clientId).toBe('A client must be selected');
  });

  it('a developer cannot create a task for someone else or on a project he is not on', async () => {
    const forOther = await create('developer', {
      title: 'For Tyler',
      clientId: devProject.client_id,
      projectId: devProject.id,
      assignedToId: otherDeveloperId,
    });
    expect(forOther.status).toBe(403);
    const elsewhere = await create('developer', { title: 'Elsewhere', clientId: foreignProject.client_id, projectId: foreignProject.id });
    expect(elsewhere.status).toBe(403);
    const designerForOther = await create('designer', {
      title: 'For Tyler',
      clientId: devProject.client_id,
      assignedToId: otherDeveloperId,
    });
    expect(designerForOther.status).toBe(403);
  });

  it('a developer edits his own task but cannot reassign it or move it to a project he is not on', async () => {
    const id = await managerTask(userIds.developer);
    const edited = await patch('developer', id, {
      title: 'Edited by the developer',
      status: 'in_progress',
      assignedToId: userIds.developer,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Edited by the developer', status: 'in_progress' });
    const reassigned = await patch('developer', id, { assignedToId: otherDeveloperId });
    expect(reassigned.status).toBe(403);
    expect(reassigned.json.error.message).toBe('Only managers can assign tasks');
    const unassigned = await patch('developer', id, { assignedToId: null });
    expect(unassigned.status).toBe(403);
    const moved = await patch('developer', id, { clientId: foreignProject.client_id, projectId: foreignProject.id });
    expect(moved.status).toBe(403);
    const stored = await one<{ assigned_to_id: string; project_id: string }>(
      sql`select assigned_to_id, project_id from tasks where id = ${id}`,
    );
    expect(stored).toEqual({ assigned_to_id: userIds.developer, project_id: devProject.id });
  });

  it("another person's task on his project he reads but does not edit (403); a task of a project he is not on is not found", async () => {
    const id = await managerTask(otherDeveloperId);
    const read = await t.request(`/api/tasks/${id}`, { cookie: cookies.developer });
    expect(read.status).toBe(200);
    expect(read.json.can).toEqual({ edit: false, delete: false, assign: false, comment: true });
    expect((await patch('developer', id, { title: 'Hijacked' })).status).toBe(403);
    const elsewhere = await create('manager', {
      title: 'Elsewhere',
      clientId: foreignProject.client_id,
      projectId: foreignProject.id,
      assignedToId: null,
    });
    expect((await t.request(`/api/tasks/${elsewhere.json.id}`, { cookie: cookies.developer })).status).toBe(404);
    // His list is his projects' tasks and his own, never another project's.
    const list = await t.request('/api/tasks?pageSize=200', { cookie: cookies.developer });
    const projects = new Set(
      (await queryRows<{ id: string }>(t.database.db, sql`select p.id from projects p where ${onTeam(userIds.developer)}`)).map(
        (r) => r.id,
      ),
    );
    expect(list.json.items.every((i: any) => (i.project && projects.has(i.project.id)) || i.assignedTo?.id === userIds.developer)).toBe(
      true,
    );
    expect(list.json.items.some((i: any) => i.id === id)).toBe(true);
  });

  it("a team member sees the project's unassigned tasks (made from a quote, say) and logs time on them", async () => {
    const id = await managerTask(null);
    for (const role of ['developer', 'designer', 'support'] as const) {
      const onTheTeam = await one<{ n: number }>(
        sql`select count(*)::int as n from projects p where p.id = ${devProject.id} and ${onTeam(userIds[role])}`,
      );
      const read = await t.request(`/api/tasks/${id}`, { cookie: cookies[role] });
      expect(read.status, role).toBe(onTheTeam.n ? 200 : 404);
    }
    const logged = await t.request('/api/time-entries', {
      cookie: cookies.developer,
      body: { taskId: id, workDate: '2035-01-23', minutes: 90 },
    });
    expect(logged.status, logged.text).toBe(201);
    expect(logged.json.task).toMatchObject({ id });
    await queryRows(t.database.db, sql`delete from time_entries where id = ${logged.json.id}`);
  });

  it('a manager reassigns freely', async () => {
    const id = await managerTask(userIds.developer);
    const res = await patch('manager', id, { assignedToId: otherDeveloperId });
    expect(res.status).toBe(200);
    expect(res.json.assignedTo.id).toBe(otherDeveloperId);
    // Still a task of his project: he reads it, no longer edits it.
    expect((await t.request(`/api/tasks/${id}`, { cookie: cookies.developer })).json.can.edit).toBe(false);
  });
});

describe('support and client users do not create or edit tasks', () => {
  it.each(['support', 'client_primary', 'client_additional'] as const)('%s is refused', async (role) => {
    const clientId =
      role === 'support'
        ? devProject.client_id
        : (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds[role]}`)).client_id;
    const res = await create(role, { title: 'Not allowed', clientId });
    expect(res.status).toBe(403);
    // A task they read (the first of their own list): without one the refusal below would prove nothing.
    const visible = (await t.request('/api/tasks?pageSize=1', { cookie: cookies[role] })).json.items[0] as { id: string } | undefined;
    expect(visible, `a task ${role} reads`).toBeDefined();
    expect((await patch(role, visible!.id, { title: 'Not allowed' })).status).toBe(403);
  });
});

describe('deleting tasks', () => {
  it('only super admins, admins and managers delete', async () => {
    const devTask = await managerTask(userIds.developer);
    for (const role of ['developer', 'designer', 'support', 'client_primary', 'client_additional'] as const) {
      expect((await remove(role, devTask)).status, role).toBe(403);
    }
    expect((await t.request(`/api/tasks/${devTask}`, { cookie: cookies.developer })).json.can.delete).toBe(false);
    for (const role of ['manager', 'admin', 'super_admin'] as const) {
      const id = await managerTask(null);
      expect((await t.request(`/api/tasks/${id}`, { cookie: cookies[role] })).json.can.delete).toBe(true);
      expect((await remove(role, id)).status, role).toBe(204);
    }
  });
});

describe('what a client user sees', () => {
  it("sees and comments on their company's tasks, read-only, and nothing of other companies", async () => {
    const clientId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
    const own = await one<{ id: string }>(
      sql`select id from tasks where client_id = ${clientId} and ${shownToClient()} order by id limit 1`,
    );
    const other = await one<{ id: string }>(sql`select id from tasks where client_id <> ${clientId} order by id limit 1`);
    const detail = await t.request(`/api/tasks/${own.id}`, { cookie: cookies.client_primary });
    expect(detail.status).toBe(200);
    expect(detail.json.can).toEqual({ edit: false, delete: false, assign: false, comment: true });
    expect((await t.request(`/api/tasks/${other.id}`, { cookie: cookies.client_primary })).status).toBe(404);
    const list = await t.request('/api/tasks?pageSize=200', { cookie: cookies.client_additional });
    expect(list.json.items.length).toBeGreaterThan(0);
    expect(list.json.items.every((i: any) => i.client.id === clientId)).toBe(true);
    // Another company's id as a filter finds nothing rather than leaking.
    const foreignClient = await one<{ id: string }>(sql`select c.id from clients c where c.id <> ${clientId}
      and exists (select 1 from tasks t where t.client_id = c.id) order by c.id limit 1`);
    const probe = await t.request(`/api/tasks?clientId=${foreignClient.id}`, { cookie: cookies.client_primary });
    expect(probe.status).toBe(200);
    expect(probe.json.total).toBe(0);
  });

  it('tells each role what it may do with a task it sees', async () => {
    const id = await managerTask(userIds.developer);
    const expected: Partial<Record<DemoRole, object>> = {
      super_admin: { edit: true, delete: true, assign: true, comment: true },
      admin: { edit: true, delete: true, assign: true, comment: true },
      manager: { edit: true, delete: true, assign: true, comment: true },
      developer: { edit: true, delete: false, assign: false, comment: true },
    };
    for (const [role, can] of Object.entries(expected)) {
      const res = await t.request(`/api/tasks/${id}`, { cookie: cookies[role as DemoRole] });
      expect(res.json.can, role).toEqual(can);
    }
  });
});

describe('every task row says what the caller may do with it (the shared policy, decision 0034)', () => {
  const rowOf = async (role: DemoRole, id: string) => {
    const res = await t.request(`/api/tasks?projectId=${devProject.id}&pageSize=200&sort=updated`, { cookie: cookies[role] });
    expect(res.status, res.text).toBe(200);
    return (res.json.items as Array<{ id: string; can: unknown }>).find((row) => row.id === id);
  };

  it('the assignee edits his own row; other staff see it as their role allows; the manager does everything', async () => {
    const own = await managerTask(userIds.developer);
    expect((await rowOf('developer', own))?.can).toEqual({ edit: true, delete: false, assign: false, comment: true });
    // Another developer's task on his project is in his list, read-only.
    expect((await rowOf('developer', await managerTask(otherDeveloperId)))?.can).toEqual({
      edit: false,
      delete: false,
      assign: false,
      comment: true,
    });
    expect((await rowOf('manager', own))?.can).toEqual({ edit: true, delete: true, assign: true, comment: true });
    expect((await rowOf('admin', own))?.can).toEqual({ edit: true, delete: true, assign: true, comment: true });
    // The detail answers the same as the row.
    const detail = await t.request(`/api/tasks/${own}`, { cookie: cookies.developer });
    expect(detail.json.can).toEqual({ edit: true, delete: false, assign: false, comment: true });
  });

  it('a client user may only comment on the tasks he sees', async () => {
    const res = await t.request('/api/tasks?pageSize=50', { cookie: cookies.client_primary });
    expect(res.status).toBe(200);
    expect(res.json.items.length).toBeGreaterThan(0);
    for (const row of res.json.items) expect(row.can).toEqual({ edit: false, delete: false, assign: false, comment: true });
  });
});
