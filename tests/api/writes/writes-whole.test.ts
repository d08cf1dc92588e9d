/**
 * Every write of more than one row is one transaction (docs/decisions/0032-every-write-whole.md): when its activity
 * entry cannot be stored, the task, comment, client, project, team place or milestone is not created, changed or
 * deleted either. People, accounts, money and leads: writes-whole-*.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { countOf, entries, expectFailed, one, withActivityRefused } from './writes-whole-helpers';

let t: TestApp;
let admin: string;
let clientId: string;
let developerId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as(DEMO_ACCOUNTS.admin);
  clientId = (await one<{ id: string }>(t, sql`select id from clients order by name limit 1`))!.id;
  developerId = (await one<{ id: string }>(t, sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`))!.id;
});
afterAll(() => t.close());

const call = (path: string, init: { method?: string; body?: unknown } = {}) => t.request(path, { cookie: admin, ...init });
/** Made with its activity entry allowed: what a refused change or delete must leave as it is. */
const made = async (path: string, body: unknown) => {
  const res = await call(path, { body });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};

describe('tasks', () => {
  it('a task whose activity entry fails is not created', async () => {
    const res = await withActivityRefused(t, 'task.created', () => call('/api/tasks', { body: { title: 'Half a task', clientId } }));
    expectFailed(res);
    expect(await countOf(t, sql`select count(*)::int as n from tasks where title = 'Half a task'`)).toBe(0);
  });

  it('an edit whose activity entry fails leaves the task as it was', async () => {
    const id = await made('/api/tasks', { title: 'Steady task', clientId });
    expectFailed(
      await withActivityRefused(t, 'task.updated', () => call(`/api/tasks/${id}`, { method: 'PATCH', body: { title: 'Renamed' } })),
    );
    expect((await call(`/api/tasks/${id}`)).json.title).toBe('Steady task');
  });

  it('a delete whose activity entry fails keeps the task', async () => {
    const id = await made('/api/tasks', { title: 'Kept task', clientId });
    expectFailed(await withActivityRefused(t, 'task.deleted', () => call(`/api/tasks/${id}`, { method: 'DELETE' })));
    expect((await call(`/api/tasks/${id}`)).status).toBe(200);
    expect(await entries(t, 'task.deleted', id)).toBe(0);
  });
});

describe('comments', () => {
  it('a comment whose activity entry fails is not added, and one whose delete fails stays', async () => {
    const taskId = await made('/api/tasks', { title: 'Commented task', clientId });
    const comments = () => call(`/api/tasks/${taskId}/comments`);
    expectFailed(
      await withActivityRefused(t, 'comment.created', () => call(`/api/tasks/${taskId}/comments`, { body: { content: 'Lost words' } })),
    );
    expect((await comments()).json).toEqual([]);

    const commentId = await made(`/api/tasks/${taskId}/comments`, { content: 'Kept words' });
    expectFailed(await withActivityRefused(t, 'comment.deleted', () => call(`/api/comments/${commentId}`, { method: 'DELETE' })));
    expect((await comments()).json.map((c: { id: string }) => c.id)).toEqual([commentId]);
  });
});

describe('clients', () => {
  it('creating, editing and deleting a client: each undone when its activity entry fails', async () => {
    const body = { name: 'Orbital Bakery', contactPerson: 'Ada Crumb', email: 'ada@orbital.example', status: 'active' };
    expectFailed(await withActivityRefused(t, 'client.created', () => call('/api/clients', { body })));
    expect(await countOf(t, sql`select count(*)::int as n from clients where name = 'Orbital Bakery'`)).toBe(0);

    const id = await made('/api/clients', body);
    expectFailed(
      await withActivityRefused(t, 'client.status_changed', () =>
        call(`/api/clients/${id}`, { method: 'PATCH', body: { status: 'inactive' } }),
      ),
    );
    expect((await call(`/api/clients/${id}`)).json.status).toBe('active');
    expectFailed(await withActivityRefused(t, 'client.deleted', () => call(`/api/clients/${id}`, { method: 'DELETE' })));
    expect((await call(`/api/clients/${id}`)).status).toBe(200);
  });
});

describe('projects and their teams', () => {
  it('creating, editing and deleting a project: each undone when its activity entry fails', async () => {
    expectFailed(
      await withActivityRefused(t, 'project.created', () => call('/api/projects', { body: { name: 'Ghost project', clientId } })),
    );
    expect(await countOf(t, sql`select count(*)::int as n from projects where name = 'Ghost project'`)).toBe(0);

    const id = await made('/api/projects', { name: 'Solid project', clientId });
    expectFailed(
      await withActivityRefused(t, 'project.updated', () => call(`/api/projects/${id}`, { method: 'PATCH', body: { name: 'Renamed' } })),
    );
    expect((await call(`/api/projects/${id}`)).json.name).toBe('Solid project');
    expectFailed(await withActivityRefused(t, 'project.deleted', () => call(`/api/projects/${id}`, { method: 'DELETE' })));
    expect((await call(`/api/projects/${id}`)).status).toBe(200);
  });

  it('adding and removing a team member: each undone when its activity entry fails', async () => {
    const projectId = await made('/api/projects', { name: 'Team project', clientId });
    const onTeam = () =>
      countOf(t, sql`select count(*)::int as n from project_assignments where project_id = ${projectId} and profile_id = ${developerId}`);
    const add = () => call(`/api/projects/${projectId}/team`, { body: { profileId: developerId, role: 'developer' } });
    expectFailed(await withActivityRefused(t, 'project.member_added', add));
    expect(await onTeam()).toBe(0);

    const added = await add();
    expect(added.status, added.text).toBe(201);
    expectFailed(
      await withActivityRefused(t, 'project.member_removed', () =>
        call(`/api/projects/${projectId}/team/${added.json.id}`, { method: 'DELETE' }),
      ),
    );
    expect(await onTeam()).toBe(1);
  });
});

describe('milestones', () => {
  it('creating, editing, completing and deleting a milestone: each undone when its activity entry fails', async () => {
    const projectId = await made('/api/projects', { name: 'Milestone project', clientId });
    expectFailed(
      await withActivityRefused(t, 'milestone.created', () =>
        call(`/api/projects/${projectId}/milestones`, { body: { name: 'Lost step' } }),
      ),
    );
    expect((await call(`/api/projects/${projectId}/milestones`)).json).toEqual([]);

    const id = await made(`/api/projects/${projectId}/milestones`, { name: 'First step' });
    const stored = async () => (await call(`/api/projects/${projectId}/milestones`)).json[0];
    expectFailed(
      await withActivityRefused(t, 'milestone.updated', () =>
        call(`/api/milestones/${id}`, { method: 'PATCH', body: { name: 'Renamed' } }),
      ),
    );
    expectFailed(await withActivityRefused(t, 'milestone.completed', () => call(`/api/milestones/${id}/complete`, { method: 'POST' })));
    expect(await stored()).toMatchObject({ id, name: 'First step', status: 'planned' });
    expectFailed(await withActivityRefused(t, 'milestone.deleted', () => call(`/api/milestones/${id}`, { method: 'DELETE' })));
    expect((await stored())?.id).toBe(id);
  });
});
