/**
 * Client requests (decision 0044): client users file them on their company's projects; managers accept (a task, in one
 * transaction with the answer) or decline (with a reason the client reads); every role sees only its scope.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accept,
  cookies,
  count,
  companyId,
  decline,
  file,
  foreignProject,
  get,
  insertRequest,
  list,
  one,
  onTeam,
  ownProject,
  setUpRequests,
  t,
  userIds,
} from './client-requests-helpers';
import { PNG, upload } from '../files/files-helpers';
import type { DemoRole } from '../support/harness';
import { withActivityRefused } from '../writes/writes-whole-helpers';

setUpRequests();

const tasksOf = (requestId: string) =>
  count(sql`select count(*)::int as n from tasks t join client_requests r on r.task_id = t.id where r.id = ${requestId}`);
const allTasks = () => count(sql`select count(*)::int as n from tasks`);

describe('filing a request', () => {
  it('a client user files one on a project of their company; managers are told; it is logged', async () => {
    const res = await file('client_primary', {
      projectId: ownProject.id,
      title: '  Add a dark mode ',
      description: 'Our staff work late.',
      priority: 'high',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      title: 'Add a dark mode',
      description: 'Our staff work late.',
      priority: 'high',
      status: 'open',
      project: ownProject,
      client: { id: companyId },
      createdBy: { id: userIds.client_primary },
      decidedBy: null,
      declineReason: null,
      task: null,
      can: { accept: false, decline: false, edit: true, withdraw: true },
    });
    expect(res.json.number).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from activity_log where entity_id = ${res.json.id} and action = 'request.created'`),
    ).toBe(1);
    const told = await count(
      sql`select count(*)::int as n from notifications where kind = 'client_request' and entity_id = ${res.json.id} and user_id = ${userIds.manager}`,
    );
    expect(told).toBe(1);
    // The client's colleague sees it, but may not change it.
    const seen = await get('client_additional', res.json.id);
    expect(seen.status).toBe(200);
    expect(seen.json.can).toEqual({ accept: false, decline: false, edit: false, withdraw: false });
  });

  it('names each invalid field, and refuses a project of another company as a field', async () => {
    const before = await count(sql`select count(*)::int as n from client_requests`);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: 'No project' }, { projectId: 'Choose the project this request is about' }],
      [{ projectId: ownProject.id, title: ' ' }, { title: 'Title is required' }],
      [{ projectId: ownProject.id, title: 'x', priority: 'urgent' }, { priority: 'Unknown priority' }],
      [{ projectId: foreignProject.id, title: 'Not ours' }, { projectId: 'Choose one of your projects' }],
      [{ projectId: ownProject.id, title: 'x', status: 'accepted' }, { status: 'Unknown field.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await file('client_primary', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    expect(await count(sql`select count(*)::int as n from client_requests`)).toBe(before);
  });

  it('staff do not file requests (403), and an anonymous caller is 401', async () => {
    for (const role of ['super_admin', 'admin', 'manager', 'developer', 'designer', 'support'] as DemoRole[]) {
      expect((await file(role, { projectId: ownProject.id, title: 'x' })).status, role).toBe(403);
    }
    expect((await t.request('/api/requests', { body: { projectId: ownProject.id, title: 'x' } })).status).toBe(401);
    expect((await t.request('/api/requests')).status).toBe(401);
  });
});

describe('who sees which request', () => {
  it("a client user never sees another company's request: not in the list, 404 by id, 404 to answer", async () => {
    const foreign = await insertRequest({ projectId: foreignProject.id, clientId: foreignProject.clientId, title: 'Foreign request' });
    for (const role of ['client_primary', 'client_additional'] as const) {
      expect((await get(role, foreign)).status, role).toBe(404);
      const page = await list(role, 'pageSize=200');
      expect(
        page.json.items.every((r: { client: { id: string } }) => r.client.id === companyId),
        role,
      ).toBe(true);
      expect(
        (await t.request(`/api/requests/${foreign}`, { method: 'PATCH', cookie: cookies[role], body: { title: 'Mine now' } })).status,
      ).toBe(404);
      expect((await t.request(`/api/requests/${foreign}`, { method: 'DELETE', cookie: cookies[role] })).status).toBe(404);
    }
    // Managers see it; a developer not on the project does not (404).
    expect((await get('manager', foreign)).status).toBe(200);
    expect((await get('developer', foreign)).status).toBe(404);
  });

  it('developers, designers and support see the requests of the projects they work on', async () => {
    for (const role of ['developer', 'designer', 'support'] as const) {
      const project = await one<{ id: string; client_id: string }>(
        sql`select p.id, p.client_id from projects p where ${onTeam(userIds[role])} order by p.id limit 1`,
      );
      const id = await insertRequest({ projectId: project.id, clientId: project.client_id, title: `Seen by ${role}` });
      const res = await get(role, id);
      expect(res.status, role).toBe(200);
      expect(res.json.can, role).toEqual({ accept: false, decline: false, edit: false, withdraw: false });
      const expected = await count(
        sql`select count(*)::int as n from client_requests r join projects p on p.id = r.project_id where ${onTeam(userIds[role])}`,
      );
      expect((await list(role)).json.total, role).toBe(expected);
      // They read, they do not answer.
      expect((await accept(role, id)).status, role).toBe(403);
      expect((await decline(role, id, { reason: 'No' })).status, role).toBe(403);
    }
  });
});

describe('accepting', () => {
  it('creates exactly one task on the project, linked to the request; the client follows its status', async () => {
    const filed = await file('client_additional', {
      projectId: ownProject.id,
      title: 'Export to PDF',
      description: 'For our board.',
      priority: 'low',
    });
    const tasksBefore = await allTasks();
    const res = await accept('manager', filed.json.id, { assignedToId: userIds.developer, dueDate: '2031-01-31', type: 'feature' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      status: 'accepted',
      decidedBy: { id: userIds.manager },
      task: { name: 'Export to PDF', status: 'pending' },
    });
    expect(res.json.decidedAt).not.toBeNull();
    expect(res.json.can).toEqual({ accept: false, decline: false, edit: false, withdraw: false });
    expect(await allTasks()).toBe(tasksBefore + 1);
    expect(await tasksOf(filed.json.id)).toBe(1);
    const task = await one<Record<string, string>>(
      sql`select title, description, priority, project_id, client_id, assigned_to_id, due_date::text as due from tasks where id = ${res.json.task.id}`,
    );
    expect(task).toEqual({
      title: 'Export to PDF',
      description: 'For our board.',
      priority: 'low',
      project_id: ownProject.id,
      client_id: companyId,
      assigned_to_id: userIds.developer,
      due: '2031-01-31',
    });
    // The author is told; the task's own activity entry is there beside the request's.
    expect(
      await count(
        sql`select count(*)::int as n from notifications where kind = 'request_answered' and entity_id = ${filed.json.id} and user_id = ${userIds.client_additional}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from activity_log where entity_id = ${res.json.task.id} and action = 'task.created'`),
    ).toBe(1);

    // The team works on it: the client reads the task's status on the request.
    await t.request(`/api/tasks/${res.json.task.id}`, { method: 'PATCH', cookie: cookies.manager, body: { status: 'completed' } });
    expect((await get('client_primary', filed.json.id)).json.task).toMatchObject({ status: 'completed' });

    // Answered once: a second accept or a decline is a conflict, and makes no second task.
    expect((await accept('admin', filed.json.id)).status).toBe(409);
    expect((await decline('manager', filed.json.id, { reason: 'Changed my mind' })).status).toBe(409);
    expect(await allTasks()).toBe(tasksBefore + 1);
    // The author may no longer change or withdraw it.
    expect((await t.request(`/api/requests/${filed.json.id}`, { method: 'DELETE', cookie: cookies.client_additional })).status).toBe(409);
  });

  it('in one transaction: when the answer cannot be logged, neither the task nor the answer is kept', async () => {
    const filed = await file('client_primary', { projectId: ownProject.id, title: 'Rollback me' });
    const tasksBefore = await allTasks();
    const res = await withActivityRefused(t, 'request.accepted', () => accept('manager', filed.json.id));
    expect(res.status, res.text).toBe(500);
    expect(await allTasks()).toBe(tasksBefore);
    expect((await get('manager', filed.json.id)).json).toMatchObject({ status: 'open', task: null, decidedBy: null });
    expect(
      await count(sql`select count(*)::int as n from notifications where kind = 'request_answered' and entity_id = ${filed.json.id}`),
    ).toBe(0);
    // A bad assignee is a field error and leaves it open too.
    const bad = await accept('manager', filed.json.id, { assignedToId: userIds.client_primary });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({ assignedToId: expect.any(String) });
    expect((await accept('manager', filed.json.id)).status).toBe(200);
  });

  it('client users cannot accept or decline (403)', async () => {
    const filed = await file('client_primary', { projectId: ownProject.id, title: 'Self-approved?' });
    expect((await accept('client_primary', filed.json.id)).status).toBe(403);
    expect((await decline('client_primary', filed.json.id, { reason: 'x' })).status).toBe(403);
  });
});

describe('declining', () => {
  it('needs a reason, which the client reads', async () => {
    const filed = await file('client_primary', { projectId: ownProject.id, title: 'Free hosting forever' });
    for (const body of [{}, { reason: '   ' }]) {
      const res = await decline('manager', filed.json.id, body);
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual({ reason: 'Tell the client why the request is declined' });
    }
    const res = await decline('manager', filed.json.id, { reason: ' Outside the contract; we can quote it separately. ' });
    expect(res.status, res.text).toBe(200);
    const seen = await get('client_additional', filed.json.id);
    expect(seen.json).toMatchObject({ status: 'declined', declineReason: 'Outside the contract; we can quote it separately.', task: null });
    expect(
      await count(
        sql`select count(*)::int as n from notifications where kind = 'request_answered' and entity_id = ${filed.json.id} and user_id = ${userIds.client_primary}`,
      ),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from activity_log where entity_id = ${filed.json.id} and action = 'request.declined'`),
    ).toBe(1);
  });
});

describe('the author changes or withdraws an open request', () => {
  it('edits and withdraws its own; a colleague may not (403)', async () => {
    const filed = await file('client_primary', { projectId: ownProject.id, title: 'Typo in title' });
    const path = `/api/requests/${filed.json.id}`;
    expect((await t.request(path, { method: 'PATCH', cookie: cookies.client_additional, body: { title: 'Hijack' } })).status).toBe(403);
    const edited = await t.request(path, {
      method: 'PATCH',
      cookie: cookies.client_primary,
      body: { title: 'Fixed title', priority: 'high' },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ title: 'Fixed title', priority: 'high', status: 'open' });
    expect((await t.request(path, { method: 'PATCH', cookie: cookies.manager, body: { title: 'x' } })).status).toBe(403);
    expect((await t.request(path, { method: 'DELETE', cookie: cookies.client_additional })).status).toBe(403);
    expect((await t.request(path, { method: 'DELETE', cookie: cookies.client_primary })).status).toBe(204);
    expect((await get('manager', filed.json.id)).status).toBe(404);
    expect(
      await count(sql`select count(*)::int as n from activity_log where entity_id = ${filed.json.id} and action = 'request.withdrawn'`),
    ).toBe(1);
  });
});

describe('files on a request', () => {
  it('its author attaches a screenshot; the company sees it, another company never (404)', async () => {
    const filed = await file('client_primary', { projectId: ownProject.id, title: 'The logo is blurry' });
    const shot = await upload(t, cookies.client_primary, { type: 'request', id: filed.json.id }, PNG, 'screenshot.png');
    expect(shot.status, JSON.stringify(shot.json)).toBe(201);
    const seen = await t.request(`/api/files?entityType=request&entityId=${filed.json.id}`, { cookie: cookies.client_additional });
    expect(seen.status).toBe(200);
    expect(seen.json.items.map((f: { name: string }) => f.name)).toEqual(['screenshot.png']);
    // A colleague reads it but may not add to someone else's request; the manager may.
    expect(seen.json.canAttach).toBe(false);
    expect((await t.request(`/api/files?entityType=request&entityId=${filed.json.id}`, { cookie: cookies.manager })).json.canAttach).toBe(
      true,
    );

    const foreign = await insertRequest({ projectId: foreignProject.id, clientId: foreignProject.clientId, title: 'Foreign with file' });
    expect((await upload(t, cookies.manager, { type: 'request', id: foreign }, PNG)).status).toBe(201);
    expect((await t.request(`/api/files?entityType=request&entityId=${foreign}`, { cookie: cookies.client_primary })).status).toBe(404);
    expect((await upload(t, cookies.client_primary, { type: 'request', id: foreign }, PNG)).status).toBe(404);
  });
});

describe('every write whole (decision 0032)', () => {
  it('a refused activity entry leaves no request filed, no answer given and nothing withdrawn', async () => {
    const requests = () => count(sql`select count(*)::int as n from client_requests`);
    const before = await requests();
    const filed = await withActivityRefused(t, 'request.created', () =>
      file('client_primary', { projectId: ownProject.id, title: 'Never filed' }),
    );
    expect(filed.status, filed.text).toBe(500);
    expect(await requests()).toBe(before);
    expect(
      await count(sql`select count(*)::int as n from notifications where kind = 'client_request' and title like '%Never filed%'`),
    ).toBe(0);

    const open = await file('client_primary', { projectId: ownProject.id, title: 'Stays open' });
    const declined = await withActivityRefused(t, 'request.declined', () => decline('manager', open.json.id, { reason: 'No' }));
    expect(declined.status).toBe(500);
    expect((await get('client_primary', open.json.id)).json).toMatchObject({ status: 'open', declineReason: null });
    const withdrawn = await withActivityRefused(t, 'request.withdrawn', () =>
      t.request(`/api/requests/${open.json.id}`, { method: 'DELETE', cookie: cookies.client_primary }),
    );
    expect(withdrawn.status).toBe(500);
    expect((await get('client_primary', open.json.id)).status).toBe(200);
  });
});
