/**
 * Every project, milestone, client, revenue, lead and communication row says what the caller may do with it, computed
 * on the server from the shared policies (decision 0034): the screens show these flags and never re-decide.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
/** A project the developer works on, of the company the client users belong to. */
let project: { id: string; client_id: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  const [row] = await queryRows<{ id: string; client_id: string }>(
    t.database.db,
    sql`select p.id, p.client_id from projects p
        join users d on d.email = ${DEMO_ACCOUNTS.developer}
        join users c on c.email = ${DEMO_ACCOUNTS.client_primary}
        where p.client_id = c.client_id
          and (p.project_manager_id = d.id or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = d.id))
        order by p.id limit 1`,
  );
  project = row!;
});
afterAll(() => t.close());

const get = async (role: DemoRole, path: string) => {
  const res = await t.request(path, { cookie: cookies[role] });
  expect(res.status, `${role} ${path}: ${res.text}`).toBe(200);
  return res.json;
};

describe('project and milestone rows', () => {
  const rows: Array<[DemoRole, boolean]> = [
    ['admin', true],
    ['manager', true],
    ['developer', false],
    ['client_primary', false],
  ];
  it.each(rows)('%s: manage %s, in the list, the detail and each milestone', async (role, manage) => {
    const list = await get(role, `/api/projects?clientId=${project.client_id}&pageSize=200`);
    const row = list.items.find((p: { id: string }) => p.id === project.id);
    const expected = { edit: manage, delete: manage, manageTeam: manage, manageMilestones: manage };
    expect(row.can).toEqual(expected);
    expect((await get(role, `/api/projects/${project.id}`)).can).toEqual(expected);
    const milestones = await get(role, `/api/projects/${project.id}/milestones`);
    for (const m of milestones) {
      // Approvals (decision 0041): managers ask unless a request waits or an approval holds; the primary contact answers.
      const state = m.approval?.state ?? null;
      expect(m.can).toEqual({
        edit: manage,
        delete: manage,
        complete: manage && m.status !== 'completed',
        requestApproval: manage && m.status !== 'cancelled' && state !== 'pending' && state !== 'approved',
        approve: role === 'client_primary' && state === 'pending',
        // Invoicing on approval (decision 0099): only those with invoice rights, only an approved milestone.
        invoice: ['super_admin', 'admin'].includes(role) && state === 'approved' ? m.can.invoice : false,
      });
    }
  });
});

describe('client rows', () => {
  const rows: Array<[DemoRole, { edit: boolean; delete: boolean; manageUsers: boolean }]> = [
    ['admin', { edit: true, delete: true, manageUsers: true }],
    ['manager', { edit: true, delete: false, manageUsers: true }],
    ['developer', { edit: false, delete: false, manageUsers: false }],
    ['client_primary', { edit: false, delete: false, manageUsers: false }],
  ];
  it.each(rows)('%s', async (role, expected) => {
    const list = await get(role, '/api/clients?pageSize=200');
    expect(list.items.length).toBeGreaterThan(0);
    for (const client of list.items) expect(client.can).toEqual(expected);
    expect((await get(role, `/api/clients/${project.client_id}`)).can).toEqual(expected);
  });
});

describe('revenue rows', () => {
  it('admins may edit and delete each record; managers, staff and client users are refused the list', async () => {
    const created = await t.request(`/api/clients/${project.client_id}/revenue`, {
      cookie: cookies.admin,
      body: { description: 'Hosting', amount: '100', currency: 'USD', startDate: '2026-01-01', isActive: true },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.can).toEqual({ edit: true, delete: true });
    const list = await get('admin', `/api/clients/${project.client_id}/revenue`);
    expect(list.items.length).toBeGreaterThan(0);
    for (const record of list.items) expect(record.can).toEqual({ edit: true, delete: true });
    for (const role of ['manager', 'developer', 'client_primary'] as const) {
      const res = await t.request(`/api/clients/${project.client_id}/revenue`, { cookie: cookies[role] });
      expect(res.status, role).toBe(403);
    }
  });
});

describe('lead rows', () => {
  it('managers and admins may update and delete each lead, and convert it once; other staff are refused the list', async () => {
    for (const role of ['manager', 'admin'] as const) {
      const list = await get(role, '/api/contact-submissions?pageSize=200');
      expect(list.items.length).toBeGreaterThan(0);
      for (const lead of list.items) expect(lead.can).toEqual({ edit: true, delete: true, convert: lead.clientId === null });
    }
    const open = (await get('manager', '/api/contact-submissions?pageSize=200')).items.find(
      (l: { clientId: string | null }) => l.clientId === null,
    );
    const converted = await t.request(`/api/contact-submissions/${open.id}/convert`, { method: 'POST', cookie: cookies.manager });
    expect(converted.status, converted.text).toBeLessThan(300);
    expect(converted.json.lead.can).toEqual({ edit: true, delete: true, convert: false });
    for (const role of ['developer', 'client_primary'] as const) {
      expect((await t.request('/api/contact-submissions', { cookie: cookies[role] })).status, role).toBe(403);
    }
  });
});

describe('communication rows', () => {
  it('the author edits his own, other staff only read it, a manager edits any, a client user none', async () => {
    const ids = await queryRows<{ id: string; author: string }>(
      t.database.db,
      sql`insert into communications (client_id, user_id, type, direction, subject, content, staff_only)
          select ${project.client_id}, u.id, 'chat', 'outbound', 'Row flags ' || u.role, 'x', false
          from users u where u.email in (${DEMO_ACCOUNTS.developer}, ${DEMO_ACCOUNTS.manager})
          returning id, (select role from users where id = user_id) as author`,
    );
    const byDeveloper = ids.find((row) => row.author === 'developer')!.id;
    const byManager = ids.find((row) => row.author === 'manager')!.id;
    const canOf = async (role: DemoRole, id: string) => {
      const list = await get(role, `/api/communications?clientId=${project.client_id}&pageSize=200`);
      return list.items.find((c: { id: string }) => c.id === id)?.can;
    };
    const both = { edit: true, delete: true };
    const none = { edit: false, delete: false };
    expect(await canOf('developer', byDeveloper)).toEqual(both);
    expect(await canOf('developer', byManager)).toEqual(none);
    expect(await canOf('manager', byDeveloper)).toEqual(both);
    expect(await canOf('client_primary', byDeveloper)).toEqual(none);
  });
});
