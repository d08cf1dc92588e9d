/** Comments on tasks: everyone who sees a task may comment; authors edit their own; authors and admins delete. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { shownToClient } from '../support/shown-to-client';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
/** A task assigned to the developer, one of the client user's company, and one of another company. */
let devTask: { id: string; client_id: string };
let companyTask: { id: string; client_id: string };
let otherCompanyTask: string;

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['super_admin', 'admin', 'manager', 'developer', 'designer', 'client_primary', 'client_additional'] as const) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  devTask = await one(sql`select id, client_id from tasks where assigned_to_id = ${userIds.developer} order by id limit 1`);
  const company = sql`(select client_id from users where id = ${userIds.client_primary})`;
  companyTask = await one(sql`select id, client_id from tasks where client_id = ${company} and ${shownToClient()} order by id limit 1`);
  otherCompanyTask = (await one<{ id: string }>(sql`select id from tasks where client_id <> ${company} order by id limit 1`)).id;
});
afterAll(() => t.close());

const comment = (role: DemoRole, taskId: string, content: unknown) =>
  t.request(`/api/tasks/${taskId}/comments`, { cookie: cookies[role], body: { content } });
const comments = (role: DemoRole, taskId: string) => t.request(`/api/tasks/${taskId}/comments`, { cookie: cookies[role] });
const edit = (role: DemoRole, id: string, content: string) =>
  t.request(`/api/comments/${id}`, { method: 'PATCH', cookie: cookies[role], body: { content } });
const remove = (role: DemoRole, id: string) => t.request(`/api/comments/${id}`, { method: 'DELETE', cookie: cookies[role] });

describe('adding and reading comments', () => {
  it('lets anyone who sees the task comment, and records it for the client timeline', async () => {
    const res = await comment('developer', devTask.id, '  Started on this.  ');
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      taskId: devTask.id,
      content: 'Started on this.',
      author: { id: userIds.developer, avatarUrl: null },
      can: { edit: true, delete: true },
    });
    const event = await one<{ action: string; client_id: string; actor_id: string }>(
      sql`select action, client_id, actor_id from activity_log where action = 'comment.created' and entity_id = ${devTask.id} order by created_at desc limit 1`,
    );
    expect(event).toEqual({ action: 'comment.created', client_id: devTask.client_id, actor_id: userIds.developer });
    expect((await comment('manager', devTask.id, 'Thanks!')).status).toBe(201);
  });

  it('refuses a blank comment', async () => {
    for (const content of ['', '   \n\t', undefined, 42]) {
      const res = await comment('manager', devTask.id, content);
      expect(res.status).toBe(400);
      expect(res.json.error.fields.content).toBe('Write a comment first');
    }
    const tooLong = await comment('manager', devTask.id, 'x'.repeat(10_001));
    expect(tooLong.json.error.fields.content).toMatch(/10,000/);
  });

  it('lists newest first, with authors and what the reader may do with each', async () => {
    const task = (await one<{ id: string }>(sql`select id from tasks where assigned_to_id = ${userIds.developer} order by id desc limit 1`))
      .id;
    await comment('developer', task, 'first');
    await comment('admin', task, 'second');
    const asDeveloper = await comments('developer', task);
    expect(asDeveloper.status).toBe(200);
    const mine = asDeveloper.json.slice(0, 2);
    expect(mine.map((c: { content: string }) => c.content)).toEqual(['second', 'first']);
    expect(mine[0]).toMatchObject({ author: { id: userIds.admin }, can: { edit: false, delete: false } });
    expect(mine[1]).toMatchObject({ author: { id: userIds.developer }, can: { edit: true, delete: true } });
    const asAdmin = await comments('admin', task);
    expect(asAdmin.json.slice(0, 2).map((c: { can: object }) => c.can)).toEqual([
      { edit: true, delete: true },
      { edit: false, delete: true },
    ]);
    const dates = asAdmin.json.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("lets a client user comment on their company's task and not on another company's", async () => {
    const res = await comment('client_primary', companyTask.id, 'Looks good from our side.');
    expect(res.status).toBe(201);
    expect((await comments('client_additional', companyTask.id)).json[0].content).toBe('Looks good from our side.');
    expect((await comment('client_primary', otherCompanyTask, 'Hello?')).status).toBe(404);
    expect((await comments('client_primary', otherCompanyTask)).status).toBe(404);
  });

  it('answers a task outside the caller scope, an unknown or a malformed id with 404', async () => {
    const notMine = (
      await one<{ id: string }>(sql`select t.id from tasks t where t.assigned_to_id is distinct from ${userIds.developer}
      and not exists (select 1 from projects p0 where p0.id = t.project_id and (p0.project_manager_id = ${userIds.developer}
        or exists (select 1 from project_assignments a0 where a0.project_id = p0.id and a0.profile_id = ${userIds.developer}))) order by t.id limit 1`)
    ).id;
    expect((await comments('developer', notMine)).status).toBe(404);
    expect((await comment('developer', notMine, 'hi')).status).toBe(404);
    expect((await comments('admin', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await comments('admin', 'nope')).status).toBe(404);
    expect((await edit('admin', 'nope', 'x')).status).toBe(404);
    expect((await remove('admin', '123')).status).toBe(404);
  });
});

describe('editing and deleting comments', () => {
  it('lets only the author edit', async () => {
    const created = (await comment('developer', devTask.id, 'Typo hree')).json;
    const fixed = await edit('developer', created.id, 'Typo here');
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.json).toMatchObject({ id: created.id, content: 'Typo here', can: { edit: true } });
    expect(Date.parse(fixed.json.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    for (const role of ['manager', 'admin', 'super_admin'] as const) {
      expect((await edit(role, created.id, 'Rewritten')).status, role).toBe(403);
    }
    expect((await edit('developer', created.id, '  ')).json.error.fields.content).toBe('Write a comment first');
    const stored = await one<{ content: string }>(sql`select content from task_comments where id = ${created.id}`);
    expect(stored.content).toBe('Typo here');
  });

  it('lets the author, an admin or a super admin delete, and no one else', async () => {
    const byDeveloper = (await comment('developer', devTask.id, 'To be removed')).json.id;
    expect((await remove('manager', byDeveloper)).status).toBe(403);
    expect((await remove('developer', byDeveloper)).status).toBe(204);
    expect((await remove('developer', byDeveloper)).status).toBe(404);

    for (const role of ['admin', 'super_admin'] as const) {
      const id = (await comment('manager', devTask.id, `For the ${role} to remove`)).json.id;
      expect((await remove('developer', id)).status).toBe(403);
      expect((await remove(role, id)).status, role).toBe(204);
    }
  });

  it("hides another company's comments from a client user", async () => {
    const foreign = (await comment('admin', otherCompanyTask, 'Internal note')).json.id;
    expect((await edit('client_primary', foreign, 'mine now')).status).toBe(404);
    expect((await remove('client_primary', foreign)).status).toBe(404);
    const own = (await comment('client_primary', companyTask.id, 'Our note')).json.id;
    expect((await edit('client_additional', own, 'Changed')).status).toBe(403);
    expect((await remove('client_additional', own)).status).toBe(403);
    expect((await edit('client_primary', own, 'Our revised note')).status).toBe(200);
    expect((await remove('client_primary', own)).status).toBe(204);
  });

  it('removes a task with its comments', async () => {
    const task = (await t.request('/api/tasks', { cookie: cookies.manager, body: { title: 'Short-lived', clientId: devTask.client_id } }))
      .json.id;
    const id = (await comment('manager', task, 'Bye')).json.id;
    expect((await t.request(`/api/tasks/${task}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(204);
    expect((await edit('manager', id, 'still here?')).status).toBe(404);
  });
});
