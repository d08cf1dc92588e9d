/**
 * Shared setup of the task list tests: the app signed in as admin and manager, and five fixture tasks that share a
 * search token (past due, done long ago, due in the future, undated, late and in progress); the list's reads.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { taskPlaces } from './task-places';

export let t: TestApp;
export let admin: string;
export let manager: string;

/** Fixture tasks share a token so a search finds exactly them. */
export const TOKEN = 'Qwzxfixture';
export const ids: Record<'pastDue' | 'pastDoneDone' | 'future' | 'undated' | 'lateInProgress', string> = {} as never;
export let clientA: { id: string; name: string };
export let projectA: { id: string; name: string };
export let milestoneA: { id: string; name: string };
export let developerId: string;
export let managerId: string;

export const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
export const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: number }>(query)).n);

async function insertTask(values: {
  title: string;
  status: string;
  dueDate: string | null;
  assignedToId?: string | null;
  projectId?: string | null;
  milestoneId?: string | null;
  priority?: string;
}) {
  const row = await one<{ id: string }>(sql`
    insert into tasks (title, description, client_id, project_id, milestone_id, status, priority, due_date, assigned_to_id)
    values (${values.title}, ${'fixture ' + TOKEN}, ${clientA.id}, ${values.projectId ?? null}, ${values.milestoneId ?? null},
            ${values.status}, ${values.priority ?? 'medium'}, ${values.dueDate}, ${values.assignedToId ?? null})
    returning id`);
  return row.id;
}

/** Starts the app with the fixture tasks for the file's tests and closes it after them. */
export function setUpTaskList() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as(DEMO_ACCOUNTS.admin);
    manager = await t.as(DEMO_ACCOUNTS.manager);
    ({ clientA, projectA, milestoneA, developerId, managerId } = await taskPlaces(t));

    ids.pastDue = await insertTask({
      title: `${TOKEN} past due`,
      status: 'pending',
      dueDate: '2001-01-01',
      projectId: projectA.id,
      milestoneId: milestoneA.id,
      assignedToId: developerId,
      priority: 'high',
    });
    ids.pastDoneDone = await insertTask({ title: `${TOKEN} done long ago`, status: 'completed', dueDate: '2001-01-02', priority: 'low' });
    ids.future = await insertTask({
      title: `${TOKEN} 100%_done future`,
      status: 'in_progress',
      dueDate: '2999-12-31',
      projectId: projectA.id,
      assignedToId: managerId,
    });
    ids.undated = await insertTask({ title: `${TOKEN} undated`, status: 'pending', dueDate: null });
    ids.lateInProgress = await insertTask({
      title: `${TOKEN} late in progress`,
      status: 'in_progress',
      dueDate: '2001-01-03',
      projectId: projectA.id,
    });
  });
  afterAll(() => t.close());
}

export const list = async (query: string, cookie = admin) => {
  const res = await t.request(`/api/tasks?${query}`, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
export const fixtures = (query = '') => list(`q=${TOKEN}&pageSize=200${query ? `&${query}` : ''}`);
export const byId = (items: Array<{ id: string }>, id: string) => items.find((i) => i.id === id) as any;
