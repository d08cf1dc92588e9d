/** Creating and editing tasks as a manager: what is written, its activity entry, and what is refused. The list: tasks.test.ts. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { taskPlaces } from './task-places';

let t: TestApp;
let manager: string;
let places: Awaited<ReturnType<typeof taskPlaces>>;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.as(DEMO_ACCOUNTS.manager);
  places = await taskPlaces(t);
});
afterAll(() => t.close());

describe('creating and editing tasks as a manager', () => {
  const base = () => ({ title: 'Write the release notes', clientId: places.clientA.id });

  it('creates a task, storing empty values as null, and records who and when', async () => {
    const res = await t.request('/api/tasks', {
      cookie: manager,
      body: { ...base(), description: '   ', projectId: '', milestoneId: '', assignedToId: '', dueDate: '' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      title: 'Write the release notes',
      description: null,
      project: null,
      milestone: null,
      assignedTo: null,
      dueDate: null,
      type: 'feature',
      status: 'pending',
      priority: 'medium',
      completedAt: null,
      client: places.clientA,
      createdBy: { id: places.managerId },
      can: { edit: true, delete: true, assign: true, comment: true },
    });
    const event = await one<{ action: string; client_id: string; actor_id: string }>(
      sql`select action, client_id, actor_id from activity_log where entity_id = ${res.json.id}`,
    );
    expect(event).toEqual({ action: 'task.created', client_id: places.clientA.id, actor_id: places.managerId });
  });

  it('creates a completed task with its completion time, on a project and milestone, for an assignee', async () => {
    const res = await t.request('/api/tasks', {
      cookie: manager,
      body: {
        ...base(),
        projectId: places.projectA.id,
        milestoneId: places.milestoneA.id,
        assignedToId: places.developerId,
        status: 'completed',
        dueDate: '2030-05-01',
        type: 'bug_fix',
        priority: 'high',
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      project: places.projectA,
      milestone: places.milestoneA,
      assignedTo: { id: places.developerId },
      status: 'completed',
      dueDate: '2030-05-01',
      type: 'bug_fix',
    });
    expect(Date.now() - Date.parse(res.json.completedAt)).toBeLessThan(60_000);
  });

  it('names every invalid field', async () => {
    const empty = await t.request('/api/tasks', { cookie: manager, body: { title: '  ', clientId: '' } });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toMatchObject({ title: 'Task title is required', clientId: 'A client must be selected' });
    const unknownClient = await t.request('/api/tasks', {
      cookie: manager,
      body: { ...base(), clientId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.json.error.fields.clientId).toBe('A client must be selected');
    const bad = await t.request('/api/tasks', { cookie: manager, body: { ...base(), status: 'done', dueDate: '2026-02-31', extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({ status: 'Unknown status', extra: 'Unknown field.' });
    const impossibleDate = await t.request('/api/tasks', { cookie: manager, body: { ...base(), dueDate: '2026-02-31' } });
    expect(impossibleDate.status).toBe(400);
    expect(impossibleDate.json.error.fields.dueDate).toBe('Not a real date');
    const malformed = await t.request('/api/tasks', { cookie: manager, rawBody: '{"title":' });
    expect(malformed.status).toBe(400);
  });

  it('keeps client, project and milestone consistent', async () => {
    const otherClientsProject = await t.request('/api/tasks', { cookie: manager, body: { ...base(), projectId: places.projectB } });
    expect(otherClientsProject.status).toBe(400);
    expect(otherClientsProject.json.error.fields.projectId).toBe('The project belongs to another client');
    const otherMilestone = await t.request('/api/tasks', {
      cookie: manager,
      body: { ...base(), projectId: places.projectA.id, milestoneId: places.milestoneOther },
    });
    expect(otherMilestone.status).toBe(400);
    expect(otherMilestone.json.error.fields.milestoneId).toBe('The milestone belongs to another project');
    const milestoneAlone = await t.request('/api/tasks', { cookie: manager, body: { ...base(), milestoneId: places.milestoneA.id } });
    expect(milestoneAlone.status).toBe(400);
    expect(milestoneAlone.json.error.fields.milestoneId).toBe('Select a project first');
  });

  it('assigns only active developers, designers, managers and admins', async () => {
    const refused = await queryRows<{ id: string; why: string }>(
      t.database.db,
      sql`
      (select id, 'client user' as why from users where role = 'client_primary' limit 1)
      union all (select id, 'support' from users where role = 'support' limit 1)
      union all (select id, 'super admin' from users where role = 'super_admin' limit 1)
      union all (select id, 'inactive developer' from users where role = 'developer' and status <> 'active' limit 1)`,
    );
    expect(refused.map((r) => r.why)).toEqual(['client user', 'support', 'super admin', 'inactive developer']);
    for (const user of [...refused, { id: '00000000-0000-4000-8000-000000000000', why: 'nobody' }]) {
      const res = await t.request('/api/tasks', { cookie: manager, body: { ...base(), assignedToId: user.id } });
      expect(res.status, user.why).toBe(400);
      expect(res.json.error.fields.assignedToId).toBe('Choose a developer, designer, manager or admin');
    }
  });

  it('updates only the fields sent, sets and clears the completion time, and bumps updatedAt', async () => {
    const created = await t.request('/api/tasks', {
      cookie: manager,
      body: {
        ...base(),
        projectId: places.projectA.id,
        milestoneId: places.milestoneA.id,
        status: 'in_progress',
        priority: 'high',
        type: 'testing',
        dueDate: '2031-01-01',
      },
    });
    const id = created.json.id;
    const renamed = await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie: manager, body: { title: 'Renamed' } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({
      title: 'Renamed',
      status: 'in_progress',
      priority: 'high',
      type: 'testing',
      dueDate: '2031-01-01',
      milestone: places.milestoneA,
    });
    expect(Date.parse(renamed.json.updatedAt)).toBeGreaterThan(Date.parse(created.json.updatedAt));

    const done = await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie: manager, body: { status: 'completed' } });
    expect(done.json.completedAt).toBeTruthy();
    const again = await t.request(`/api/tasks/${id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { status: 'completed', title: 'Renamed again' },
    });
    expect(again.json.completedAt).toBe(done.json.completedAt);
    const reopened = await t.request(`/api/tasks/${id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { status: 'pending', dueDate: null, milestoneId: null },
    });
    expect(reopened.json).toMatchObject({ status: 'pending', completedAt: null, dueDate: null, milestone: null, project: places.projectA });

    const event = await one<{ n: number }>(
      sql`select count(*)::int as n from activity_log where entity_id = ${id} and action = 'task.updated'`,
    );
    expect(event.n).toBe(4);
  });

  it('re-checks client, project and milestone against the stored task', async () => {
    const created = await t.request('/api/tasks', {
      cookie: manager,
      body: { ...base(), projectId: places.projectA.id, milestoneId: places.milestoneA.id },
    });
    const id = created.json.id;
    const clientOnly = await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie: manager, body: { clientId: places.clientB.id } });
    expect(clientOnly.status).toBe(400);
    expect(clientOnly.json.error.fields.projectId).toBe('The project belongs to another client');
    const wrongMilestone = await t.request(`/api/tasks/${id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { milestoneId: places.milestoneOther },
    });
    expect(wrongMilestone.json.error.fields.milestoneId).toBe('The milestone belongs to another project');
    const projectCleared = await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie: manager, body: { projectId: null } });
    expect(projectCleared.status).toBe(400);
    expect(projectCleared.json.error.fields.milestoneId).toBe('Select a project first');
    // What the form sends when the client changes: project and milestone cleared explicitly.
    const moved = await t.request(`/api/tasks/${id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { clientId: places.clientB.id, projectId: places.projectB, milestoneId: null },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ client: { id: places.clientB.id }, project: { id: places.projectB }, milestone: null });
    const blankTitle = await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie: manager, body: { title: '' } });
    expect(blankTitle.json.error.fields.title).toBe('Task title is required');
  });

  it('deletes a task for good', async () => {
    const created = await t.request('/api/tasks', { cookie: manager, body: base() });
    const res = await t.request(`/api/tasks/${created.json.id}`, { method: 'DELETE', cookie: manager });
    expect(res.status).toBe(204);
    expect((await t.request(`/api/tasks/${created.json.id}`, { cookie: manager })).status).toBe(404);
    expect((await t.request(`/api/tasks/${created.json.id}`, { method: 'DELETE', cookie: manager })).status).toBe(404);
    const event = await one<{ action: string }>(
      sql`select action from activity_log where entity_id = ${created.json.id} order by created_at desc limit 1`,
    );
    expect(event.action).toBe('task.deleted');
  });

  it('answers malformed and unknown ids with 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/tasks/not-a-uuid'],
      ['PATCH', '/api/tasks/123'],
      ['DELETE', '/api/tasks/x'],
      ['GET', '/api/tasks/00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await t.request(path!, { method, cookie: manager, body: method === 'PATCH' ? { title: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});
