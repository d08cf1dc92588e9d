/**
 * What the client sees (decisions 0103, 0104): a project's parts, each task's switch and internal comments. Client users
 * never receive what is kept from them by any route; staff see everything, with each record saying who reads it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const ids = { client: '', project: '', manager: '' };
const CLIENTS = ['client_primary', 'client_additional'] as const;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
const call = (role: DemoRole, path: string, init: { method?: string; body?: unknown } = {}) =>
  t.request(path, { cookie: cookies[role], ...init });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['manager', 'developer', ...CLIENTS] as const) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  ids.client = (await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`)).client_id;
  ids.manager = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.manager}`)).id;
  const project = await call('manager', '/api/projects', {
    method: 'POST',
    body: { name: 'Visibility rehearsal', clientId: ids.client, status: 'active', projectManagerId: ids.manager },
  });
  expect(project.status, project.text).toBe(201);
  ids.project = project.json.id;
});
afterAll(() => t.close());

const newTask = async (title: string, extra: Record<string, unknown> = {}) => {
  const res = await call('manager', '/api/tasks', {
    method: 'POST',
    body: { title, clientId: ids.client, projectId: ids.project, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; clientVisible: boolean };
};
const titlesSeenBy = async (role: DemoRole) =>
  ((await call(role, `/api/tasks?projectId=${ids.project}&pageSize=200`)).json.items as { title: string }[]).map((i) => i.title);

describe("a project's parts", () => {
  it('start as an agency would have them: tasks, time, files and team shared; budget and estimates kept', async () => {
    const res = await call('client_primary', `/api/projects/${ids.project}`);
    expect(res.json.clientSees).toEqual({
      tasks: true,
      time: true,
      budget: false,
      files: true,
      team: true,
      estimates: false,
      expenses: false,
    });
  });

  it('are changed by those who manage the project, never by the client or a developer', async () => {
    for (const role of ['client_primary', 'developer'] as const) {
      const res = await call(role, `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { budget: true } } });
      expect([403, 404], role).toContain(res.status);
    }
    const bad = await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { budget: 'yes' } } });
    expect(bad.status).toBe(400);
    const ok = await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { budget: true } } });
    expect(ok.json.clientSees.budget).toBe(true);
    expect((await call('client_primary', `/api/projects/${ids.project}/budget`)).status).toBe(200);
    await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { budget: false } } });
    for (const role of CLIENTS) expect((await call(role, `/api/projects/${ids.project}/budget`)).status, role).toBe(404);
    expect((await call('manager', `/api/projects/${ids.project}/budget`)).status).toBe(200);
  });

  it('keep the tasks, and new tasks of the team, from the client when tasks are not shared', async () => {
    const before = await newTask('Shared before the switch');
    await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { tasks: false, team: false } } });
    const made = await newTask('Webhook 500 test');
    expect(made.clientVisible).toBe(false);
    for (const role of CLIENTS) {
      expect(await titlesSeenBy(role), role).toEqual([]);
      expect((await call(role, `/api/tasks/${before.id}`)).status).toBe(404);
      expect((await call(role, `/api/projects/${ids.project}`)).json.team, role).toEqual([]);
      expect((await call(role, `/api/search?q=Webhook%20500`)).text).not.toContain('Webhook 500 test');
    }
    expect(await titlesSeenBy('manager')).toEqual(expect.arrayContaining(['Shared before the switch', 'Webhook 500 test']));
    await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { tasks: true, team: true } } });
    // Shared again: the task made meanwhile stays the team's until someone shows it.
    expect(await titlesSeenBy('client_primary')).toContain('Shared before the switch');
    expect(await titlesSeenBy('client_primary')).not.toContain('Webhook 500 test');
  });
});

describe('the files part', () => {
  it('keeps the files of tasks from the client where the project does not share files', async () => {
    const task = await newTask('Logo exports');
    const [file] = await queryRows<{ id: string }>(
      t.database.db,
      sql`insert into files (entity_type, entity_id, project_id, client_id, name, size, content_type, storage_key)
        values ('task', ${task.id}, ${ids.project}, ${ids.client}, 'logo-final.png', 10, 'image/png', gen_random_uuid()::text) returning id`,
    );
    const listed = (role: DemoRole) => call(role, `/api/files?entityType=task&entityId=${task.id}`);
    expect((await listed('client_primary')).text).toContain('logo-final.png');
    await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { files: false } } });
    for (const role of CLIENTS) {
      expect((await listed(role)).text, role).not.toContain('logo-final.png');
      expect((await call(role, `/api/projects/${ids.project}/files`)).text, role).not.toContain('logo-final.png');
      expect((await call(role, `/api/files/${file!.id}/download`)).status, role).toBe(404);
    }
    expect((await listed('manager')).text).toContain('logo-final.png');
    await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { files: true } } });
  });
});

describe("a task's switch", () => {
  it('hides the task, its comments and its time from client users by every route, and staff still see it', async () => {
    const task = await newTask('Migration rehearsal notes');
    expect(task.clientVisible).toBe(true);
    const said = await call('manager', `/api/tasks/${task.id}/comments`, {
      method: 'POST',
      body: { content: 'Rehearsal went fine today', internal: false },
    });
    expect(said.status).toBe(201);
    await t.database.db.execute(sql`insert into time_entries (user_id, task_id, project_id, client_id, work_date, minutes, status)
      select id, ${task.id}, ${ids.project}, ${ids.client}, '2026-11-20', 90, 'approved' from users where email = ${DEMO_ACCOUNTS.developer}`);
    expect((await call('client_primary', `/api/time-entries?taskId=${task.id}`)).json.items).toHaveLength(1);

    const hidden = await call('manager', `/api/tasks/${task.id}`, { method: 'PATCH', body: { clientVisible: false } });
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.json.clientVisible).toBe(false);
    for (const role of CLIENTS) {
      expect((await call(role, `/api/tasks/${task.id}`)).status, role).toBe(404);
      expect((await call(role, `/api/tasks/${task.id}/comments`)).status, role).toBe(404);
      expect(await titlesSeenBy(role)).not.toContain('Migration rehearsal notes');
      expect((await call(role, `/api/tasks/export.csv?projectId=${ids.project}`)).text).not.toContain('Migration rehearsal');
      expect((await call(role, '/api/search?q=rehearsal')).text).not.toContain('Migration rehearsal');
      expect((await call(role, `/api/time-entries?projectId=${ids.project}`)).text).not.toContain(task.id);
      expect((await call(role, '/api/client-dashboard')).text).not.toContain('Migration rehearsal');
    }
    expect((await call('manager', `/api/tasks/${task.id}/comments`)).json).toHaveLength(1);
    // Only staff may switch it: the client cannot show themselves a task.
    const shown = await call('manager', `/api/tasks/${task.id}`, { method: 'PATCH', body: { clientVisible: true } });
    expect(shown.json.clientVisible).toBe(true);
    expect((await call('client_primary', `/api/tasks/${task.id}`)).status).toBe(200);
  });

  it('a task made from a client request is the client’s to follow', async () => {
    await call('manager', `/api/projects/${ids.project}`, { method: 'PATCH', body: { clientSees: { tasks: true } } });
    const asked = await call('client_primary', '/api/requests', {
      method: 'POST',
      body: { title: 'Add a printable invoice view', description: 'For our accounts team.', projectId: ids.project, priority: 'medium' },
    });
    expect(asked.status, asked.text).toBe(201);
    const accepted = await call('manager', `/api/requests/${asked.json.id}/accept`, { method: 'POST', body: { type: 'feature' } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await titlesSeenBy('client_primary')).toContain('Add a printable invoice view');
  });
});

describe('internal comments', () => {
  it('are the default for staff, never reach client users, and a client’s comment says it is the client’s', async () => {
    const task = await newTask('Homepage copy review');
    const internal = await call('manager', `/api/tasks/${task.id}/comments`, {
      method: 'POST',
      body: { content: 'Opened a pull request; it needs a second pair of eyes on the migration' },
    });
    expect(internal.json).toMatchObject({ internal: true, fromClient: false });
    const shared = await call('manager', `/api/tasks/${task.id}/comments`, {
      method: 'POST',
      body: { content: 'The new copy is live on staging', internal: false },
    });
    expect(shared.json.internal).toBe(false);
    const theirs = await call('client_primary', `/api/tasks/${task.id}/comments`, {
      method: 'POST',
      body: { content: 'Looks good to us' },
    });
    expect(theirs.json).toMatchObject({ internal: false, fromClient: true });
    const refused = await call('client_primary', `/api/tasks/${task.id}/comments`, {
      method: 'POST',
      body: { content: 'x', internal: true },
    });
    expect(refused.status).toBe(403);

    for (const role of CLIENTS) {
      const read = await call(role, `/api/tasks/${task.id}/comments`);
      expect(read.json.map((c: { content: string }) => c.content).sort(), role).toEqual([
        'Looks good to us',
        'The new copy is live on staging',
      ]);
      expect(read.text).not.toContain('second pair of eyes');
      expect((await call(role, `/api/comments/${internal.json.id}`, { method: 'PATCH', body: { content: 'x' } })).status).toBe(404);
    }
    const staff = await call('manager', `/api/tasks/${task.id}/comments`);
    expect(staff.json.map((c: { internal: boolean; fromClient: boolean }) => [c.internal, c.fromClient])).toEqual([
      [false, true],
      [false, false],
      [true, false],
    ]);
    // Who reads a comment is chosen when it is written.
    const flip = await call('manager', `/api/comments/${internal.json.id}`, {
      method: 'PATCH',
      body: { content: 'Now for all', internal: false },
    });
    expect(flip.status).toBe(400);
    expect(flip.json.error.fields.internal).toMatch(/chosen when it is written/);
  });
});
