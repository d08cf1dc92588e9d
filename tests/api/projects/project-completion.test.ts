/** A project's completion follows its tasks unless a manager sets it by hand (decision 0027). */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let manager: string;
let developer: string;
let clientId: string;
let projectId: string;

const one = async <T>(query: SQL) => (await queryRows<T>(t.database.db, query))[0]!;
const project = async (cookie = manager) => {
  const res = await t.request(`/api/projects/${projectId}`, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.json as { completionPercentage: number; completionSetByHand: boolean; stats: { totalTasks: number; completedTasks: number } };
};
const addTask = async (status: string) => {
  const res = await t.request('/api/tasks', { cookie: manager, body: { title: `A ${status} task`, clientId, projectId, status } });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};
const patchProject = (body: Record<string, unknown>, cookie = manager) =>
  t.request(`/api/projects/${projectId}`, { method: 'PATCH', cookie, body });

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.as(DEMO_ACCOUNTS.manager);
  developer = await t.as(DEMO_ACCOUNTS.developer);
  clientId = (await one<{ id: string }>(sql`select id from clients order by name limit 1`)).id;
  const res = await t.request('/api/projects', { cookie: manager, body: { name: 'Completion playground', clientId } });
  expect(res.status, res.text).toBe(201);
  projectId = res.json.id;
});
afterAll(() => t.close());

describe('project completion', () => {
  it('starts at 0 and follows the tasks as they are added, completed, moved and deleted', async () => {
    expect(await project()).toMatchObject({ completionPercentage: 0, completionSetByHand: false });
    const done = await addTask('completed');
    await addTask('pending');
    await addTask('in_progress');
    const pending = await addTask('pending');
    expect(await project()).toMatchObject({
      completionPercentage: 25,
      completionSetByHand: false,
      stats: { totalTasks: 4, completedTasks: 1 },
    });

    await t.request(`/api/tasks/${pending}`, { method: 'PATCH', cookie: manager, body: { status: 'completed' } });
    expect((await project()).completionPercentage).toBe(50);
    // Moved out of the project: it no longer counts here.
    await t.request(`/api/tasks/${pending}`, { method: 'PATCH', cookie: manager, body: { projectId: null } });
    expect((await project()).completionPercentage).toBe(33);
    await t.request(`/api/tasks/${done}`, { method: 'DELETE', cookie: manager });
    expect((await project()).completionPercentage).toBe(0);
  });

  it('a manager sets it by hand; tasks no longer move it; null goes back to following the tasks', async () => {
    const set = await patchProject({ completionPercentage: 42 });
    expect(set.status, set.text).toBe(200);
    expect(set.json).toMatchObject({ completionPercentage: 42, completionSetByHand: true });
    await addTask('completed');
    expect(await project()).toMatchObject({ completionPercentage: 42, completionSetByHand: true });
    // The list and the dashboard read the same figure.
    const list = await t.request(`/api/projects?q=${encodeURIComponent('Completion playground')}`, { cookie: manager });
    expect(list.json.items[0]).toMatchObject({ id: projectId, completionPercentage: 42, completionSetByHand: true });

    const back = await patchProject({ completionPercentage: null });
    expect(back.status, back.text).toBe(200);
    // 1 completed of 3 tasks.
    expect(back.json).toMatchObject({ completionPercentage: 33, completionSetByHand: false, stats: { totalTasks: 3, completedTasks: 1 } });
  });

  it('editing other fields leaves the mode alone, and only those who may edit the project set it', async () => {
    await patchProject({ name: 'Completion playground renamed' });
    expect(await project()).toMatchObject({ completionSetByHand: false, completionPercentage: 33 });
    const refused = await patchProject({ completionPercentage: 90 }, developer);
    expect([403, 404]).toContain(refused.status);
    const bad = await patchProject({ completionPercentage: 101 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.completionPercentage).toBe('Completion must be between 0 and 100');
  });

  it('holds for tasks written by SQL outside the app too', async () => {
    await t.database.db.execute(sql`update tasks set status = 'completed' where project_id = ${projectId}`);
    expect((await project()).completionPercentage).toBe(100);
    const row = await one<{ n: number }>(sql`select completion_percentage as n from projects where id = ${projectId}`);
    expect(row.n).toBe(100);
  });
});
