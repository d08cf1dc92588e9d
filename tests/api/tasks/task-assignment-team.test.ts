/** Assigning a task on a project puts the assignee on its team, so they can open the project (decision 0026). */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
let manager: string;
let developer: string;
let developerId: string;
let designerId: string;
let clientUserId: string;
/** Two projects the developer is not on, of one client. */
let projectA: { id: string; name: string; client_id: string };
let projectB: { id: string; name: string; client_id: string };

const one = async <T>(query: SQL) => (await queryRows<T>(t.database.db, query))[0]!;
const onTeam = async (projectId: string, who: string) =>
  (
    await one<{ n: number }>(
      sql`select count(*)::int as n from project_assignments where project_id = ${projectId} and profile_id = ${who}`,
    )
  ).n === 1;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.as(DEMO_ACCOUNTS.manager);
  developer = await t.as(DEMO_ACCOUNTS.developer);
  developerId = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`)).id;
  designerId = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.designer}`)).id;
  clientUserId = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.client_primary}`)).id;
  // A fresh client with two fresh projects: nobody but their manager is on them.
  const client = await t.request('/api/clients', {
    cookie: manager,
    body: { name: 'Team Test Co', contactPerson: 'Tess Team', email: 'tess@team-test.example' },
  });
  expect(client.status, client.text).toBe(201);
  const make = async (name: string) => {
    const res = await t.request('/api/projects', { cookie: manager, body: { name, clientId: client.json.id } });
    expect(res.status, res.text).toBe(201);
    return { id: res.json.id as string, name, client_id: client.json.id as string };
  };
  projectA = await make('Assignment Alpha');
  projectB = await make('Assignment Beta');
});
afterAll(() => t.close());

describe('assigning a task to someone outside the project', () => {
  it('puts the assignee on the team, tells the assigner, and lets the assignee open the project', async () => {
    expect(await onTeam(projectA.id, developerId)).toBe(false);
    expect((await t.request(`/api/projects/${projectA.id}`, { cookie: developer })).status).toBe(404);

    const res = await t.request('/api/tasks', {
      cookie: manager,
      body: { title: 'Wire the payment form', clientId: projectA.client_id, projectId: projectA.id, assignedToId: developerId },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.addedToTeam).toMatchObject({
      project: { id: projectA.id, name: 'Assignment Alpha' },
      person: { id: developerId },
      role: 'developer',
    });
    expect(await onTeam(projectA.id, developerId)).toBe(true);

    // The developer now opens the project from the task, sees himself on its team, and may add tasks there.
    const project = await t.request(`/api/projects/${projectA.id}`, { cookie: developer });
    expect(project.status, project.text).toBe(200);
    expect(project.json.team.map((m: { profileId: string }) => m.profileId)).toContain(developerId);
    const own = await t.request('/api/tasks', {
      cookie: developer,
      body: { title: 'My follow-up', clientId: projectA.client_id, projectId: projectA.id },
    });
    expect(own.status, own.text).toBe(201);
    expect(own.json.addedToTeam).toBeNull();

    const logged = await one<{ n: number }>(
      sql`select count(*)::int as n from activity_log where action = 'project.member_added' and entity_id = ${projectA.id} and metadata->>'profileId' = ${developerId}`,
    );
    expect(logged.n).toBe(1);
  });

  it('says nothing when the assignee is already on the team', async () => {
    const res = await t.request('/api/tasks', {
      cookie: manager,
      body: { title: 'Second task', clientId: projectA.client_id, projectId: projectA.id, assignedToId: developerId },
    });
    expect(res.status).toBe(201);
    expect(res.json.addedToTeam).toBeNull();
  });

  it('reassigning, or moving an assigned task to another project, adds the assignee there', async () => {
    const created = await t.request('/api/tasks', {
      cookie: manager,
      body: { title: 'Unassigned at first', clientId: projectA.client_id, projectId: projectA.id },
    });
    expect(created.json.addedToTeam).toBeNull();
    const reassigned = await t.request(`/api/tasks/${created.json.id}`, {
      method: 'PATCH',
      cookie: manager,
      body: { assignedToId: designerId },
    });
    expect(reassigned.status, reassigned.text).toBe(200);
    expect(reassigned.json.addedToTeam).toMatchObject({ project: { id: projectA.id }, person: { id: designerId }, role: 'designer' });

    const moved = await t.request(`/api/tasks/${created.json.id}`, { method: 'PATCH', cookie: manager, body: { projectId: projectB.id } });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.addedToTeam).toMatchObject({ project: { id: projectB.id, name: 'Assignment Beta' }, person: { id: designerId } });
    expect(await onTeam(projectB.id, designerId)).toBe(true);
    // Taking the task away leaves the team as it is: that is the Team tab's decision.
    await t.request(`/api/tasks/${created.json.id}`, { method: 'PATCH', cookie: manager, body: { assignedToId: null } });
    expect(await onTeam(projectB.id, designerId)).toBe(true);
  });

  it('never puts a client user on a team: the assignment is refused and the team is unchanged', async () => {
    const res = await t.request('/api/tasks', {
      cookie: manager,
      body: { title: 'For the client', clientId: projectB.client_id, projectId: projectB.id, assignedToId: clientUserId },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.assignedToId).toBeTruthy();
    expect(await onTeam(projectB.id, clientUserId)).toBe(false);
    const tasks = await one<{ n: number }>(sql`select count(*)::int as n from tasks where title = 'For the client'`);
    expect(tasks.n).toBe(0);
  });
});
