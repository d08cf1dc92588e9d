/**
 * Live updates (docs/decisions/0040-live-updates.md): GET /api/events streams "this changed" events of committed
 * writes, each stream filtered to what its user may see: a client user only their company's and never a staff-only
 * one, a developer only their projects', a notification only its recipient; a rolled-back write sends nothing, and a
 * stream ends with its session.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '@server/db/client';
import { publishLive, type LiveEvent } from '@server/live/publish';
import { APP_URL, createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { readSse, type SseClient } from '../support/sse-client';

let t: TestApp;
const opened: SseClient[] = [];
const ids = { company: '', otherCompany: '', developer: '', client: '', devProject: '', otherProject: '', companyTask: '' };

async function one<T>(query: ReturnType<typeof sql>) {
  return (await queryRows<T>(t.database.db, query))[0]!;
}

/** Opens the caller's stream and waits until it listens; `ready` names the user the stream is of. */
async function stream(cookie: string, userId?: string): Promise<SseClient> {
  const res = await t.app.request(`${APP_URL}/api/events`, { headers: { cookie, origin: APP_URL } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const client = readSse(res.body!);
  opened.push(client);
  const ready = await client.next((e) => e.event === 'ready');
  expect(ready.data).toEqual({ userId: userId ?? expect.stringMatching(/^[0-9a-f-]{36}$/) });
  return client;
}

const publish = (event: LiveEvent) => t.database.db.transaction((tx) => publishLive(tx, event));
let serial = 0;
const fakeId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
/** A marker every stream sees (a notification of its own user is not: so a manager-wide one). */
const received = (s: SseClient, id: string) => s.events.some((e) => e.data.id === id);

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '0.2' } });
  const client = await one<{ id: string; client_id: string }>(
    sql`select id, client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`,
  );
  ids.client = client.id;
  ids.company = client.client_id;
  ids.otherCompany = (await one<{ id: string }>(sql`select id from clients where id <> ${ids.company} limit 1`)).id;
  ids.developer = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`)).id;
  ids.devProject = (
    await one<{ id: string }>(sql`select project_id as id from project_assignments where profile_id = ${ids.developer} limit 1`)
  ).id;
  ids.otherProject = (
    await one<{
      id: string;
    }>(sql`select id from projects where id not in (select project_id from project_assignments where profile_id = ${ids.developer})
      and coalesce(project_manager_id::text, '') <> ${ids.developer} limit 1`)
  ).id;
  ids.companyTask = (await one<{ id: string }>(sql`select id from tasks where client_id = ${ids.company} limit 1`)).id;
});

afterAll(async () => {
  for (const s of opened) s.close();
  await t.close();
});

describe('GET /api/events', () => {
  it('answers 401 without a session and is described as an event stream', async () => {
    expect((await t.request('/api/events')).status).toBe(401);
    const doc = await t.request('/api/openapi.json');
    expect(doc.json.paths['/events'].get.responses['200'].content['text/event-stream']).toBeTruthy();
  });

  it("tells a client user only their company's events, never a staff-only one, nor another user's notification", async () => {
    const client = await stream(await t.as(DEMO_ACCOUNTS.client_primary), ids.client);
    const manager = await stream(await t.as(DEMO_ACCOUNTS.manager));
    const other = fakeId();
    const internal = fakeId();
    const notification = fakeId();
    const theirs = fakeId();
    await publish({ topic: 'task', id: other, projectId: null, clientId: ids.otherCompany });
    await publish({ topic: 'message', id: internal, projectId: null, clientId: ids.company, staffOnly: true });
    await publish({ topic: 'notification', id: notification, userId: ids.developer });
    await publish({ topic: 'task', id: theirs, projectId: null, clientId: ids.company });

    // Events arrive in commit order: once the last is there, the others would have been before it.
    const seen = await client.next((e) => e.data.id === theirs);
    expect(seen.data).toEqual({ topic: 'task', id: theirs, projectId: null });
    expect(received(client, other)).toBe(false);
    expect(received(client, internal)).toBe(false);
    expect(received(client, notification)).toBe(false);
    // Staff with every project see the staff-only one, but a notification is still only its recipient's.
    await manager.next((e) => e.data.id === theirs);
    expect(received(manager, other)).toBe(true);
    expect(received(manager, internal)).toBe(true);
    expect(received(manager, notification)).toBe(false);
  });

  it('sends the browser only topic, id and project, nothing of who may see it', async () => {
    const admin = await stream(await t.as(DEMO_ACCOUNTS.admin));
    const id = fakeId();
    await publish({ topic: 'message', id, projectId: ids.devProject, clientId: ids.company, staffOnly: true });
    const e = await admin.next((x) => x.data.id === id);
    expect(e.data).toEqual({ topic: 'message', id, projectId: ids.devProject });
  });

  it("tells a developer only their projects' events", async () => {
    const dev = await stream(await t.as(DEMO_ACCOUNTS.developer), ids.developer);
    const outside = fakeId();
    const inside = fakeId();
    await publish({ topic: 'task', id: outside, projectId: ids.otherProject, clientId: ids.otherCompany });
    await publish({ topic: 'task', id: inside, projectId: ids.devProject, clientId: ids.company });
    await dev.next((e) => e.data.id === inside);
    expect(received(dev, outside)).toBe(false);
  });

  it('tells a developer of a project they join, from the next check on', async () => {
    const dev = await stream(await t.as(DEMO_ACCOUNTS.developer));
    await t.database.db.execute(
      sql`insert into project_assignments (project_id, profile_id) values (${ids.otherProject}, ${ids.developer})`,
    );
    try {
      // The check runs every LIVE_HEARTBEAT_SECONDS (0.2 s here): an event of the project is published again until one
      // published after a check arrives, rather than guessing how long the check takes.
      await vi.waitFor(
        async () => {
          const id = fakeId();
          await publish({ topic: 'task', id, projectId: ids.otherProject, clientId: ids.otherCompany });
          await dev.next((e) => e.data.id === id, 300);
        },
        { timeout: 5000, interval: 0 },
      );
    } finally {
      await t.database.db.execute(
        sql`delete from project_assignments where project_id = ${ids.otherProject} and profile_id = ${ids.developer}`,
      );
    }
  });

  it('sends nothing for a write that rolls back', async () => {
    const manager = await stream(await t.as(DEMO_ACCOUNTS.manager));
    const rolledBack = fakeId();
    const after = fakeId();
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishLive(tx, { topic: 'task', id: rolledBack, projectId: null, clientId: ids.company });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await publish({ topic: 'task', id: after, projectId: null, clientId: ids.company });
    await manager.next((e) => e.data.id === after);
    expect(received(manager, rolledBack)).toBe(false);
  });

  it("tells both sides of a task of a staff member's comment, and the assignee of their notification", async () => {
    const client = await stream(await t.as(DEMO_ACCOUNTS.client_primary));
    const task = await one<{ id: string; assigned_to_id: string | null; project_id: string | null }>(
      sql`select id, assigned_to_id, project_id from tasks where client_id = ${ids.company} and assigned_to_id = ${ids.developer}
        and client_visible limit 1`,
    );
    const dev = await stream(await t.as(DEMO_ACCOUNTS.developer));
    const res = await t.request(`/api/tasks/${task.id}/comments`, {
      cookie: await t.as(DEMO_ACCOUNTS.manager),
      body: { content: 'Live hello', internal: false },
    });
    expect(res.status, res.text).toBe(201);
    const comment = await client.next((e) => e.data.topic === 'comment' && e.data.id === res.json.id);
    expect(comment.data.projectId).toBe(task.project_id);
    await dev.next((e) => e.data.topic === 'notification');
    expect(client.events.some((e) => e.data.topic === 'notification')).toBe(false);
  });

  it('keeps an internal comment and a hidden task from client streams, and tells them a task left (decisions 0104, 0105)', async () => {
    const client = await stream(await t.as(DEMO_ACCOUNTS.client_primary));
    const manager = await stream(await t.as(DEMO_ACCOUNTS.manager));
    const cookie = await t.as(DEMO_ACCOUNTS.manager);
    const created = await t.request('/api/tasks', { cookie, body: { title: 'Live visibility', clientId: ids.company } });
    const id = created.json.id as string;
    await client.next((e) => e.data.id === id);
    const note = await t.request(`/api/tasks/${id}/comments`, { cookie, body: { content: 'Team only' } });
    expect(note.json.internal).toBe(true);
    const shared = await t.request(`/api/tasks/${id}/comments`, { cookie, body: { content: 'For all', internal: false } });
    await client.next((e) => e.data.id === shared.json.id);
    expect(received(client, note.json.id)).toBe(false);
    await manager.next((e) => e.data.id === shared.json.id);
    expect(received(manager, note.json.id)).toBe(true);

    // Hidden: the client hears that its tasks changed (under its company's id, the task having no project), never the task.
    const before = client.events.length;
    expect((await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie, body: { clientVisible: false } })).status).toBe(200);
    await client.next((e) => e.data.topic === 'task' && e.data.id === ids.company, 5000, before);
    const later = await t.request(`/api/tasks/${id}/comments`, { cookie, body: { content: 'Still here', internal: false } });
    await manager.next((e) => e.data.id === later.json.id);
    expect(client.events.slice(before).some((e) => e.data.id === id || e.data.id === later.json.id)).toBe(false);
  });

  it('publishes task writes: create, move and delete', async () => {
    const manager = await stream(await t.as(DEMO_ACCOUNTS.manager));
    const cookie = await t.as(DEMO_ACCOUNTS.manager);
    const created = await t.request('/api/tasks', { cookie, body: { title: 'Live task', clientId: ids.company } });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    await manager.next((e) => e.data.topic === 'task' && e.data.id === id);
    const from = manager.events.length;
    expect((await t.request(`/api/tasks/${id}`, { method: 'PATCH', cookie, body: { status: 'in_progress' } })).status).toBe(200);
    await manager.next((e) => e.data.id === id, 5000, from);
    const before = manager.events.length;
    expect((await t.request(`/api/tasks/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    await manager.next((e) => e.data.id === id, 5000, before);
  });

  it('ends the stream when its session ends (sign-out)', async () => {
    const signedIn = await t.signIn(DEMO_ACCOUNTS.designer);
    const s = await stream(signedIn.cookie);
    const out = await t.request('/api/auth/sign-out', { cookie: signedIn.cookie, body: {} });
    expect(out.status).toBe(200);
    await Promise.race([s.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3000))]);
  });

  it("ends a manager's stream when they are demoted, and the new stream has the developer's scope", async () => {
    const manager = await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.manager}`);
    const cookie = (await t.signIn(DEMO_ACCOUNTS.manager)).cookie;
    const s = await stream(cookie);
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    try {
      const demoted = await t.request(`/api/users/${manager.id}`, { method: 'PATCH', cookie: admin, body: { role: 'developer' } });
      expect(demoted.status, demoted.text).toBe(200);
      await Promise.race([s.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3000))]);
      // The browser reconnects with the same session: from now on it is told only of its own projects' events.
      const again = await stream(cookie);
      const elsewhere = fakeId();
      const marker = fakeId();
      const ownProject = (
        await one<{ id: string | null }>(
          sql`select coalesce((select project_id from project_assignments where profile_id = ${manager.id} limit 1),
                            (select id from projects where project_manager_id = ${manager.id} limit 1)) as id`,
        )
      ).id;
      await publish({ topic: 'task', id: elsewhere, projectId: ids.otherProject, clientId: ids.otherCompany });
      await publish(
        ownProject ? { topic: 'task', id: marker, projectId: ownProject } : { topic: 'notification', id: marker, userId: manager.id },
      );
      await again.next((e) => e.data.id === marker);
      expect(received(again, elsewhere)).toBe(false);
    } finally {
      await t.request(`/api/users/${manager.id}`, { method: 'PATCH', cookie: admin, body: { role: 'manager' } });
    }
  });

  it('ends the streams of staff when two-factor becomes required, and holds them from reconnecting', async () => {
    const cookie = (await t.signIn(DEMO_ACCOUNTS.support)).cookie;
    const staff = await stream(cookie);
    const client = await stream(await t.as(DEMO_ACCOUNTS.client_primary));
    const admin = await t.as(DEMO_ACCOUNTS.admin);
    try {
      expect(
        (await t.request('/api/account/security-policy', { method: 'PUT', cookie: admin, body: { requireStaffTwoFactor: true } })).status,
      ).toBe(200);
      await Promise.race([staff.ended, new Promise((_, reject) => setTimeout(() => reject(new Error('still open')), 3000))]);
      const refused = await t.app.request(`${APP_URL}/api/events`, { headers: { cookie, origin: APP_URL } });
      expect(refused.status).toBe(403);
      // Client users are not held by the rule: their stream goes on.
      const marker = fakeId();
      await publish({ topic: 'task', id: marker, projectId: null, clientId: ids.company });
      await client.next((e) => e.data.id === marker);
    } finally {
      await t.request('/api/account/security-policy', { method: 'PUT', cookie: admin, body: { requireStaffTwoFactor: false } });
    }
  });
});
