import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let manager: string;
let developer: string;
let clientUser: string;
/** A fresh project of the demo client company, so the figures below are ours alone. */
let projectId: string;
let clientId: string;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;

interface Milestone {
  id: string;
  name: string;
  status: string;
  orderIndex: number;
  completedAt: string | null;
  dueDate: string | null;
  taskCount: number;
  completedTaskCount: number;
  overdueTaskCount: number;
  progress: number;
  isOverdue: boolean;
}

const list = async (cookie = manager, id = projectId) => {
  const res = await t.request(`/api/projects/${id}/milestones`, { cookie });
  expect(res.status).toBe(200);
  return res.json as Milestone[];
};
const create = (body: Record<string, unknown>, cookie = manager, id = projectId) =>
  t.request(`/api/projects/${id}/milestones`, { cookie, body });

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.as(DEMO_ACCOUNTS.manager);
  developer = await t.as(DEMO_ACCOUNTS.developer);
  clientUser = await t.as(DEMO_ACCOUNTS.client_primary);
  clientId = (await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`)).client_id;
  const res = await t.request('/api/projects', { cookie: manager, body: { name: 'Milestone playground', clientId } });
  projectId = res.json.id;
});
afterAll(() => t.close());

describe('creating and listing milestones', () => {
  it('appends each new milestone (order index = current count) with the defaults', async () => {
    const first = await create({ name: 'Discovery', dueDate: '' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      name: 'Discovery',
      status: 'planned',
      orderIndex: 0,
      dueDate: null,
      description: null,
      completedAt: null,
      taskCount: 0,
      completedTaskCount: 0,
      overdueTaskCount: 0,
      progress: 0,
      isOverdue: false,
      projectId,
    });
    const second = await create({ name: 'Build', description: 'The bulk', dueDate: '2099-01-31' });
    const third = await create({ name: 'Launch', status: 'in_progress' });
    expect([second.json.orderIndex, third.json.orderIndex]).toEqual([1, 2]);
    expect((await list()).map((m) => m.name)).toEqual(['Discovery', 'Build', 'Launch']);
  });

  it('names the wrong fields', async () => {
    const bad = await create({ name: '  ', status: 'done', dueDate: '31/12/2026' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      name: 'Milestone name is required',
      status: 'Unknown status',
      dueDate: 'Use a date like 2026-12-31',
    });
    const feb30 = await create({ name: 'Leap', dueDate: '2026-02-30' });
    expect(feb30.status).toBe(400);
    expect(feb30.json.error.fields.dueDate).toBe('Not a real date');
  });

  it('computes task counts, progress and overdue figures in SQL', async () => {
    const figures = await create({ name: 'Figures', dueDate: '2020-01-01' });
    const id = figures.json.id;
    const task = (title: string, status: string, due: string | null) =>
      rows(sql`insert into tasks (title, client_id, project_id, milestone_id, status, due_date)
               values (${title}, ${clientId}, ${projectId}, ${id}, ${status}, ${due})`);
    await task('Done', 'completed', '2020-01-01');
    await task('Late', 'pending', '2020-01-01');
    await task('Fine', 'in_progress', '2099-01-01');
    // Late work in progress is overdue too (overdue is the due date's marker, not a status: db/task-status.ts).
    await task('Slipping', 'in_progress', '2020-01-02');
    const m = (await list()).find((x) => x.id === id)!;
    expect(m).toMatchObject({ taskCount: 4, completedTaskCount: 1, overdueTaskCount: 2, progress: 25, isOverdue: true });
    const detail = await t.request(`/api/projects/${projectId}`, { cookie: manager });
    expect(detail.json.stats.overdueTasks).toBeGreaterThanOrEqual(2);

    // A completed or cancelled milestone is never overdue.
    await t.request(`/api/milestones/${id}`, { method: 'PATCH', cookie: manager, body: { status: 'cancelled' } });
    expect((await list()).find((x) => x.id === id)!.isOverdue).toBe(false);
    await rows(sql`update tasks set status = 'completed' where milestone_id = ${id}`);
    expect((await list()).find((x) => x.id === id)!).toMatchObject({ progress: 100, overdueTaskCount: 0 });
  });
});

describe('editing, completing and deleting a milestone', () => {
  it('sets completed_at when completed and clears it otherwise; changes only what is sent', async () => {
    const { json: m } = await create({ name: 'Review', status: 'in_progress', description: 'Keep me' });
    const renamed = await t.request(`/api/milestones/${m.id}`, { method: 'PATCH', cookie: manager, body: { name: 'Review round' } });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: 'Review round', status: 'in_progress', description: 'Keep me', completedAt: null });

    const done = await t.request(`/api/milestones/${m.id}`, { method: 'PATCH', cookie: manager, body: { status: 'completed' } });
    expect(done.json.status).toBe('completed');
    expect(Date.now() - Date.parse(done.json.completedAt)).toBeLessThan(60_000);
    const reopened = await t.request(`/api/milestones/${m.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { status: 'delayed', description: '' },
    });
    expect(reopened.json).toMatchObject({ status: 'delayed', completedAt: null, description: null });

    const completed = await t.request(`/api/milestones/${m.id}/complete`, { method: 'POST', cookie: manager });
    expect(completed.status).toBe(200);
    expect(completed.json.status).toBe('completed');
    const stored = await one<{ completed_at: unknown }>(sql`select completed_at from milestones where id = ${m.id}`);
    expect(stored.completed_at).not.toBeNull();
  });

  it('deletes a milestone and keeps its tasks on the project', async () => {
    const { json: m } = await create({ name: 'Short-lived' });
    await rows(sql`insert into tasks (title, client_id, project_id, milestone_id) values ('Survivor', ${clientId}, ${projectId}, ${m.id})`);
    expect((await t.request(`/api/milestones/${m.id}`, { method: 'DELETE', cookie: manager })).status).toBe(204);
    expect(await one(sql`select project_id, milestone_id from tasks where title = 'Survivor'`)).toEqual({
      project_id: projectId,
      milestone_id: null,
    });
    expect((await t.request(`/api/milestones/${m.id}`, { method: 'DELETE', cookie: manager })).status).toBe(404);
    expect((await t.request('/api/milestones/nope', { method: 'DELETE', cookie: manager })).status).toBe(404);
  });
});

describe('reordering', () => {
  it('stores the new order in one go and answers the list', async () => {
    const ids = (await list()).map((m) => m.id);
    const reversed = [...ids].reverse();
    const res = await t.request(`/api/projects/${projectId}/milestones/order`, { method: 'PUT', cookie: manager, body: { ids: reversed } });
    expect(res.status).toBe(200);
    expect(res.json.map((m: Milestone) => m.id)).toEqual(reversed);
    expect(res.json.map((m: Milestone) => m.orderIndex)).toEqual(reversed.map((_, i) => i));
    const stored = await rows<{ id: string }>(sql`select id from milestones where project_id = ${projectId} order by order_index`);
    expect(stored.map((r) => r.id)).toEqual(reversed);
  });

  it('refuses a list that leaves one out, repeats one, or names another project’s milestone', async () => {
    const ids = (await list()).map((m) => m.id);
    const foreign = await one<{ id: string }>(sql`select id from milestones where project_id <> ${projectId} limit 1`);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), ids[1]], [...ids.slice(1), foreign.id]]) {
      const res = await t.request(`/api/projects/${projectId}/milestones/order`, { method: 'PUT', cookie: manager, body: { ids: bad } });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual({ ids: 'Give every milestone of the project exactly once' });
    }
    const malformed = await t.request(`/api/projects/${projectId}/milestones/order`, {
      method: 'PUT',
      cookie: manager,
      body: { ids: 'abc' },
    });
    expect(malformed.status).toBe(400);
    // Nothing moved.
    expect((await list()).map((m) => m.id)).toEqual(ids);
  });
});

describe('who may do what', () => {
  it('lets a client user read their company’s milestones but not change them', async () => {
    const [m] = await list(clientUser);
    expect(m).toBeDefined();
    expect((await create({ name: 'Sneaky' }, clientUser)).status).toBe(403);
    expect((await t.request(`/api/milestones/${m!.id}`, { method: 'PATCH', cookie: clientUser, body: { name: 'Sneaky' } })).status).toBe(
      403,
    );
    expect((await t.request(`/api/milestones/${m!.id}/complete`, { method: 'POST', cookie: clientUser })).status).toBe(403);
    expect((await t.request(`/api/milestones/${m!.id}`, { method: 'DELETE', cookie: clientUser })).status).toBe(403);
    expect(
      (await t.request(`/api/projects/${projectId}/milestones/order`, { method: 'PUT', cookie: clientUser, body: { ids: [m!.id] } }))
        .status,
    ).toBe(403);
  });

  it('answers 404 to a developer for a project they are not on, even for writes', async () => {
    const [m] = await list();
    expect((await t.request(`/api/projects/${projectId}/milestones`, { cookie: developer })).status).toBe(404);
    expect((await create({ name: 'Sneaky' }, developer)).status).toBe(404);
    expect((await t.request(`/api/milestones/${m!.id}`, { method: 'PATCH', cookie: developer, body: { name: 'Sneaky' } })).status).toBe(
      404,
    );
    expect((await t.request(`/api/milestones/${m!.id}/complete`, { method: 'POST', cookie: developer })).status).toBe(404);
  });

  it('answers 403 to a developer on a project they work on', async () => {
    const me = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`)).id;
    const m = await one<{ id: string; project_id: string }>(sql`select m.id, m.project_id from milestones m
      join project_assignments a on a.project_id = m.project_id and a.profile_id = ${me} limit 1`);
    expect((await list(developer, m.project_id)).length).toBeGreaterThan(0);
    expect((await t.request(`/api/milestones/${m.id}/complete`, { method: 'POST', cookie: developer })).status).toBe(403);
    expect((await create({ name: 'Mine' }, developer, m.project_id)).status).toBe(403);
  });
});
