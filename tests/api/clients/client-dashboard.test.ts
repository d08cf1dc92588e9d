/** The client dashboard against hand-written SQL over the caller's company, and nothing of any other company. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { getClientDashboard } from '@server/features/client-dashboard/service';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let companyId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const num = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);
const idList = async (query: SQL) => (await rows<{ id: string }>(query)).map((r) => r.id);
const ids = (items: Array<{ id: string }>) => items.map((x) => x.id);

// Written out from docs/product.md, Roles and permissions, not imported, so a wrong mapping in the code fails here.
const TITLES: Record<string, string> = {
  super_admin: 'Project Lead',
  admin: 'Senior Developer',
  manager: 'Project Manager',
  developer: 'Developer',
  designer: 'Designer',
  support: 'Support Specialist',
};

const teamSql = (company: string) => sql`select u.id, u.role, u.first_name from users u
  where u.role in ('super_admin', 'admin', 'manager', 'developer', 'designer', 'support') and u.status <> 'inactive'
    and u.id in (select p.project_manager_id from projects p where p.client_id = ${company}
                 union select pa.profile_id from project_assignments pa join projects p on p.id = pa.project_id where p.client_id = ${company})
  order by u.first_name, u.last_name, u.id`;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await rows<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`))[0]!
    .client_id;
  // The newest task and communication anywhere belong to another company: they must not show.
  await rows(
    sql`update tasks set updated_at = now() + interval '1 day' where id = (select id from tasks where client_id <> ${companyId} order by id limit 1)`,
  );
  await rows(
    sql`update communications set created_at = now() + interval '1 day' where id = (select id from communications where client_id <> ${companyId} order by id limit 1)`,
  );
});
afterAll(() => t.close());

async function dashboardOf(email: string) {
  const res = await t.request('/api/client-dashboard', { cookie: await t.as(email) });
  expect(res.status).toBe(200);
  return res.json;
}

describe('the client dashboard of client_primary', () => {
  it('matches hand-written SQL over their company', async () => {
    const d = await dashboardOf(DEMO_ACCOUNTS.client_primary);
    const own = sql`client_id = ${companyId}`;
    // The tasks they see: visible to the client, on a project that shares tasks (decision 0103).
    const ownTask = sql`client_id = ${companyId} and client_visible
      and coalesce((select p.client_sees_tasks from projects p where p.id = tasks.project_id), true)`;

    const projectTotal = await num(sql`select count(*) as n from projects where ${own}`);
    expect(projectTotal).toBeGreaterThan(0);
    expect(d.projects.total).toBe(projectTotal);
    expect(ids(d.projects.items)).toEqual(
      await idList(sql`select id from projects where ${own}
        order by case status when 'active' then 0 when 'on_hold' then 1 when 'planning' then 2 when 'completed' then 3 else 4 end,
                 created_at desc, id desc limit 6`),
    );
    for (const p of d.projects.items) expect(p.completionPercentage).toBeGreaterThanOrEqual(0);

    // The working statuses add up to the total; overdue (past due, not completed) counts across them.
    const pastDue = sql`(due_date < current_date and status <> 'completed')`;
    expect(d.taskCounts).toEqual({
      total: await num(sql`select count(*) as n from tasks where ${ownTask}`),
      completed: await num(sql`select count(*) as n from tasks where ${ownTask} and status = 'completed'`),
      inProgress: await num(sql`select count(*) as n from tasks where ${ownTask} and status = 'in_progress'`),
      pending: await num(sql`select count(*) as n from tasks where ${ownTask} and status = 'pending'`),
      overdue: await num(sql`select count(*) as n from tasks where ${ownTask} and ${pastDue}`),
    });
    expect(d.taskCounts.total).toBeGreaterThan(0);
    const c = d.taskCounts;
    expect(c.completed + c.inProgress + c.pending).toBe(c.total);

    const recent = await idList(sql`select id from tasks where ${ownTask} order by updated_at desc, id desc limit 4`);
    expect(recent).toHaveLength(4);
    expect(ids(d.recentTasks)).toEqual(recent);

    const comms = await idList(
      sql`select id from communications where ${own} and not staff_only order by created_at desc, id desc limit 3`,
    );
    expect(comms).toHaveLength(3);
    expect(ids(d.recentCommunications)).toEqual(comms);
    for (const m of d.recentCommunications) {
      expect(['inbound', 'outbound']).toContain(m.direction);
      if (m.preview !== null) expect(m.preview.length).toBeLessThanOrEqual(160);
    }
  });

  it('lists the team of their projects by first name, with the titles of docs/product.md and no client users', async () => {
    const d = await dashboardOf(DEMO_ACCOUNTS.client_primary);
    const expected = await rows<{ id: string; role: string; first_name: string }>(teamSql(companyId));
    expect(expected.length).toBeGreaterThan(1);
    expect(ids(d.team)).toEqual(expected.map((r) => r.id));
    for (const [i, member] of d.team.entries()) {
      expect(member.role).toBe(expected[i]!.role);
      expect(member.roleTitle).toBe(TITLES[member.role]);
      expect(member.email).toMatch(/@/);
    }
    const firstNames = d.team.map((m: { firstName: string }) => m.firstName);
    expect(firstNames).toEqual([...firstNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const clientUsers = await idList(sql`select id from users where role in ('client_primary', 'client_additional')`);
    expect(ids(d.team).filter((id) => clientUsers.includes(id))).toEqual([]);
  });

  it('shows nothing of other companies', async () => {
    const d = await dashboardOf(DEMO_ACCOUNTS.client_primary);
    const foreign = (table: 'projects' | 'tasks' | 'communications') =>
      idList(sql`select id from ${sql.identifier(table)} where client_id <> ${companyId}`);
    const [fp, ft, fc] = await Promise.all([foreign('projects'), foreign('tasks'), foreign('communications')]);
    expect(fp.length * ft.length * fc.length).toBeGreaterThan(0);
    expect(ids(d.projects.items).filter((id) => fp.includes(id))).toEqual([]);
    expect(ids(d.recentTasks).filter((id) => ft.includes(id))).toEqual([]);
    expect(ids(d.recentCommunications).filter((id) => fc.includes(id))).toEqual([]);
    for (const task of d.recentTasks) expect(task.client.id).toBe(companyId);
    // Staff who work only for other companies are not on this team.
    const elsewhere = await idList(sql`select u.id from users u where u.role in ('developer', 'designer', 'support', 'manager')
      and u.id not in (select id from (${teamSql(companyId)}) own_team)`);
    expect(ids(d.team).filter((id) => elsewhere.includes(id))).toEqual([]);
  });

  it('gives client_additional the same company', async () => {
    const primary = await dashboardOf(DEMO_ACCOUNTS.client_primary);
    const additional = await dashboardOf(DEMO_ACCOUNTS.client_additional);
    // The same records; who wrote each is said from each reader's side (decision 0106).
    const unlabelled = (d: { recentCommunications: Array<Record<string, unknown>> }) => ({
      ...d,
      recentCommunications: d.recentCommunications.map(({ readerLabel: _label, ...c }) => c),
    });
    expect(unlabelled(additional)).toEqual(unlabelled(primary));
  });

  it('leaves a deactivated team member out', async () => {
    const before = await dashboardOf(DEMO_ACCOUNTS.client_primary);
    const leaving = before.team.find((m: { role: string }) => m.role !== 'super_admin' && m.role !== 'admin') ?? before.team[0];
    await rows(sql`update users set status = 'inactive' where id = ${leaving.id}`);
    try {
      const after = await dashboardOf(DEMO_ACCOUNTS.client_primary);
      expect(ids(after.team)).toEqual(ids(before.team).filter((id) => id !== leaving.id));
    } finally {
      await rows(sql`update users set status = 'active' where id = ${leaving.id}`);
    }
  });
});

describe('a client user without a company', () => {
  it('gets an empty dashboard, not an error', async () => {
    const d = await getClientDashboard(t.database.db, {
      id: '00000000-0000-4000-8000-000000000000',
      email: 'orphan@demo.test',
      firstName: 'O',
      lastName: 'R',
      role: 'client_primary',
      status: 'active',
      clientId: null,
      avatarUrl: null,
    });
    expect(d).toEqual({
      projects: { items: [], total: 0 },
      taskCounts: { total: 0, completed: 0, inProgress: 0, pending: 0, overdue: 0 },
      recentTasks: [],
      team: [],
      recentCommunications: [],
      conversation: null,
    });
  });
});

describe('who may see the client dashboard', () => {
  for (const role of ['super_admin', 'admin', 'manager', 'developer', 'designer', 'support'] as const) {
    it(`refuses ${role} (403)`, async () => {
      expect((await t.request('/api/client-dashboard', { cookie: await t.as(DEMO_ACCOUNTS[role]) })).status).toBe(403);
    });
  }
  it('asks anonymous callers to sign in (401)', async () => {
    expect((await t.request('/api/client-dashboard')).status).toBe(401);
  });
});

describe('Message the team', () => {
  it('opens the conversation of the project with the newest message the client reads; an internal note does not count', async () => {
    const own = await idList(sql`select id from projects where client_id = ${companyId} order by created_at, id`);
    expect(own.length).toBeGreaterThan(1);
    const [quiet, busy] = [own[0]!, own[1]!];
    await rows(sql`insert into project_messages (project_id, client_id, body, internal, created_at)
      values (${busy}, ${companyId}, 'Shared news', false, now() + interval '2 days')`);
    expect((await dashboardOf(DEMO_ACCOUNTS.client_primary)).conversation.id).toBe(busy);
    // A newer staff note on another project is not the client's conversation.
    await rows(sql`insert into project_messages (project_id, client_id, body, internal, created_at)
      values (${quiet}, ${companyId}, 'Staff note', true, now() + interval '3 days')`);
    const d = await dashboardOf(DEMO_ACCOUNTS.client_additional);
    expect(d.conversation).toEqual({ id: busy, name: expect.any(String) });
  });
});
