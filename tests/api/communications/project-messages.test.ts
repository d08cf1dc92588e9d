/**
 * A project's conversation (docs/product.md, Project conversation; decision 0043): who reads and writes, paging, the
 * edit and delete rules, and that an internal note never reaches a client user by any way the server has: list, a
 * direct request, a notification, an e-mail job or a live event.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { LIVE_CHANNEL, type LiveEvent } from '@server/live/publish';
import { download, PDF, PNG, upload } from '../files/files-helpers';
import { expectFailed, withActivityRefused } from '../writes/writes-whole-helpers';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
const ROLES = Object.keys(DEMO_ACCOUNTS) as DemoRole[];
/** A project of the client users' company with the developer and support (not the designer) on its team; one of another company only managers see. */
let companyProject: { id: string; client_id: string };
let otherProject: { id: string; client_id: string };
/** Every live event published while the tests ran. */
const events: LiveEvent[] = [];
let stopListening: () => Promise<void> = async () => {};

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;

async function listen() {
  const onEvent = (payload?: string) => payload && events.push(JSON.parse(payload) as LiveEvent);
  if (t.database.pglite) {
    const unlisten = await t.database.pglite.listen(LIVE_CHANNEL, onEvent);
    stopListening = unlisten;
    return;
  }
  const connectionString = (t.database.pool!.options as { connectionString?: string }).connectionString;
  const client = new pg.Client({ connectionString });
  await client.connect();
  client.on('notification', (m) => onEvent(m.payload));
  await client.query(`listen ${LIVE_CHANNEL}`);
  stopListening = () => client.end();
}

/** Events arrive after the commit, on another connection: wait until the one looked for is there. */
async function eventFor(id: string): Promise<LiveEvent[]> {
  for (let i = 0; i < 100 && !events.some((e) => e.id === id); i++) await new Promise((r) => setTimeout(r, 20));
  return events.filter((e) => e.id === id);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  const company = sql`(select client_id from users where id = ${userIds.client_primary})`;
  companyProject = await one(sql`select id, client_id from projects where client_id = ${company} order by id limit 1`);
  // Outside the developer's projects and the client users' company.
  otherProject = await one(sql`select id, client_id from projects p where client_id <> ${company}
    and (p.project_manager_id is null or p.project_manager_id not in (${userIds.developer}, ${userIds.designer}, ${userIds.support}))
    and not exists (select 1 from project_assignments a where a.project_id = p.id
                    and a.profile_id in (${userIds.developer}, ${userIds.designer}, ${userIds.support}))
    order by id limit 1`);
  await t.database.db.execute(sql`insert into project_assignments (project_id, profile_id, role)
    values (${companyProject.id}, ${userIds.developer}, 'developer'), (${companyProject.id}, ${userIds.support}, 'support')
    on conflict do nothing`);
  await t.database.db.execute(
    sql`delete from project_assignments where project_id = ${companyProject.id} and profile_id = ${userIds.designer}`,
  );
  await listen();
});
afterAll(async () => {
  await stopListening();
  await t.close();
});

const post = (role: DemoRole, projectId: string, body: unknown) =>
  t.request(`/api/projects/${projectId}/messages`, { cookie: cookies[role], body });
const list = (role: DemoRole, projectId: string, query = '') =>
  t.request(`/api/projects/${projectId}/messages${query}`, { cookie: cookies[role] });
const edit = (role: DemoRole, id: string, body: unknown) =>
  t.request(`/api/messages/${id}`, { method: 'PATCH', cookie: cookies[role], body });
const remove = (role: DemoRole, id: string) => t.request(`/api/messages/${id}`, { method: 'DELETE', cookie: cookies[role] });
const ids = (res: { json: { items: { id: string }[] } }) => res.json.items.map((m) => m.id);

describe('reading and writing', () => {
  it('lets everyone who sees the project read and write, and no one else (404)', async () => {
    for (const role of ROLES) {
      const inScope = role !== 'designer';
      const res = await list(role, companyProject.id);
      expect(res.status, `${role} ${res.text}`).toBe(inScope ? 200 : 404);
      const written = await post(role, companyProject.id, { body: `Hello from ${role}` });
      expect(written.status, `${role} ${written.text}`).toBe(inScope ? 201 : 404);
    }
    for (const role of ['developer', 'designer', 'support', 'client_primary', 'client_additional'] as const) {
      expect((await list(role, otherProject.id)).status, role).toBe(404);
      expect((await post(role, otherProject.id, { body: 'Hi' })).status, role).toBe(404);
    }
    expect((await list('manager', otherProject.id)).status).toBe(200);
    expect((await list('manager', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await list('manager', 'not-an-id')).status).toBe(404);
    expect((await t.request(`/api/projects/${companyProject.id}/messages`)).status).toBe(401);
  });

  it('answers the author, the text as written (ends trimmed) and what the caller may do, and records it', async () => {
    const res = await post('client_primary', companyProject.id, { body: '  Can we move the launch?\n\n- a\n- b  ' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      projectId: companyProject.id,
      body: 'Can we move the launch?\n\n- a\n- b',
      internal: false,
      editedAt: null,
      author: { id: userIds.client_primary, fromAgency: false },
      can: { edit: true, delete: true },
    });
    const entry = await one<{ client_id: string; summary: string; metadata: { messageId: string } }>(
      sql`select client_id, summary, metadata from activity_log where action = 'message.created' and metadata->>'messageId' = ${res.json.id}`,
    );
    expect(entry.client_id).toBe(companyProject.client_id);
    expect(entry.summary).not.toContain('launch');
    const stored = await one<{ client_id: string }>(sql`select client_id from project_messages where id = ${res.json.id}`);
    expect(stored.client_id).toBe(companyProject.client_id);
  });

  it('refuses an empty or too long body, a bad cursor and unknown fields with a message per field', async () => {
    for (const body of ['', '  \n\t ', undefined, 42]) {
      const res = await post('manager', companyProject.id, { body });
      expect(res.status).toBe(400);
      expect(res.json.error.fields.body).toBe('Write a message');
    }
    const tooLong = await post('manager', companyProject.id, { body: 'x'.repeat(10_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields.body).toMatch(/10,000/);
    expect((await post('manager', companyProject.id, { body: 'x'.repeat(10_000) })).status).toBe(201);
    expect((await post('manager', companyProject.id, { body: 'x', internal: 'yes' })).json.error.fields.internal).toBeTruthy();
    expect((await post('manager', companyProject.id, { body: 'x', authorId: userIds.admin })).status).toBe(400);
    expect((await list('manager', companyProject.id, '?before=yesterday')).json.error.fields.before).toBe('Not a valid cursor');
    expect((await list('manager', companyProject.id, '?limit=0')).status).toBe(400);
  });

  it('pages from the newest back to the first, each page oldest first, nothing twice', async () => {
    const project = otherProject.id;
    const written: string[] = [];
    for (let i = 1; i <= 7; i++) written.push((await post('manager', project, { body: `Message ${i}` })).json.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list('manager', project, `?limit=3${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status, res.text).toBe(200);
      const times = res.json.items.map((m: { createdAt: string }) => m.createdAt);
      expect([...times].sort()).toEqual(times);
      seen.unshift(...ids(res));
      cursor = res.json.olderCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(seen.slice(-7)).toEqual(written);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('internal notes', () => {
  let note: string;
  let shared: string;

  beforeAll(async () => {
    const res = await post('manager', companyProject.id, { body: 'Internal: budget is tight, keep it simple', internal: true });
    expect(res.status, res.text).toBe(201);
    expect(res.json.internal).toBe(true);
    note = res.json.id;
    shared = (await post('manager', companyProject.id, { body: 'We are on track for Friday.' })).json.id;
  });

  it('is written by staff only', async () => {
    for (const role of ['client_primary', 'client_additional'] as const) {
      const res = await post(role, companyProject.id, { body: 'Let me in', internal: true });
      expect(res.status, role).toBe(403);
    }
    expect((await post('developer', companyProject.id, { body: 'Dev note', internal: true })).status).toBe(201);
    const page = await list('client_primary', companyProject.id);
    expect(page.json).toMatchObject({ canPost: true, canPostInternal: false });
    expect((await list('developer', companyProject.id)).json).toMatchObject({ canPost: true, canPostInternal: true });
  });

  it('is listed to staff and never to client users', async () => {
    expect(ids(await list('manager', companyProject.id, '?limit=100'))).toEqual(expect.arrayContaining([note, shared]));
    for (const role of ['client_primary', 'client_additional'] as const) {
      const res = await list(role, companyProject.id, '?limit=100');
      expect(ids(res)).toContain(shared);
      expect(ids(res)).not.toContain(note);
      expect(res.text).not.toContain('budget is tight');
      expect(res.json.items.every((m: { internal: boolean }) => !m.internal)).toBe(true);
    }
  });

  it('is not found for a client user asked for directly (edit, delete)', async () => {
    for (const role of ['client_primary', 'client_additional'] as const) {
      expect((await edit(role, note, { body: 'changed' })).status, role).toBe(404);
      expect((await remove(role, note)).status, role).toBe(404);
    }
  });

  it("notifies the project's team, never a client user nor the author", async () => {
    const notified = await rows<{ user_id: string }>(
      sql`select user_id from notifications where kind = 'project_message' and body like '%budget is tight%' and entity_id = ${companyProject.id}`,
    );
    const who = notified.map((n) => n.user_id);
    expect(who).toContain(userIds.developer);
    expect(who).not.toContain(userIds.manager);
    expect(who).not.toContain(userIds.client_primary);
    expect(who).not.toContain(userIds.client_additional);
    const mails = await rows<{ data: string }>(sql`select data::text as data from pgboss.job where name = 'email.project-message'`);
    for (const role of ['client_primary', 'client_additional'] as const) {
      const theirs = mails.filter((m) => m.data.includes(DEMO_ACCOUNTS[role]));
      expect(theirs.some((m) => m.data.includes('budget is tight') || m.data.includes('Internal note'))).toBe(false);
    }
  });

  it('notifies client users of a shared message by someone else, with a link to the conversation', async () => {
    const res = await post('developer', companyProject.id, { body: 'The staging site is up: https://example.com' });
    const theirs = await rows<{ user_id: string; link: string; body: string }>(
      sql`select user_id, link, body from notifications where kind = 'project_message' and body like '%staging site is up%'`,
    );
    expect(res.status).toBe(201);
    expect(theirs.map((n) => n.user_id)).toEqual(expect.arrayContaining([userIds.client_primary, userIds.client_additional]));
    expect(theirs.map((n) => n.user_id)).not.toContain(userIds.developer);
    expect(theirs[0]!.link).toBe(`/projects/${companyProject.id}?tab=conversation`);
  });

  it('publishes its live events as staff-only, and shared messages for the company', async () => {
    const [noteEvent] = await eventFor(note);
    expect(noteEvent).toEqual({
      topic: 'message',
      id: note,
      projectId: companyProject.id,
      clientId: companyProject.client_id,
      staffOnly: true,
    });
    const [sharedEvent] = await eventFor(shared);
    expect(sharedEvent).toMatchObject({ topic: 'message', id: shared, clientId: companyProject.client_id, staffOnly: false });
    // Edits and deletes say the same.
    const noteEdit = await edit('manager', note, { body: 'Internal: budget is fine after all' });
    expect(noteEdit.status).toBe(200);
    expect((await eventFor(note)).every((e) => e.staffOnly === true)).toBe(true);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit (marked edited) and nobody else', async () => {
    const id = (await post('client_additional', companyProject.id, { body: 'Typo hree' })).json.id;
    const res = await edit('client_additional', id, { body: 'Typo here' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.body).toBe('Typo here');
    expect(res.json.editedAt).not.toBeNull();
    expect(res.json.internal).toBe(false);
    for (const role of ['client_primary', 'manager', 'admin', 'super_admin'] as const) {
      expect((await edit(role, id, { body: 'Not yours' })).status, role).toBe(403);
    }
    expect((await edit('client_additional', id, { body: '' })).status).toBe(400);
    expect((await edit('client_additional', id, { body: 'x', internal: true })).status).toBe(400);
    expect((await edit('designer', id, { body: 'x' })).status).toBe(404);
  });

  it('lets the author or an admin delete, and not other people', async () => {
    const mine = (await post('developer', companyProject.id, { body: 'Mine to remove' })).json.id;
    for (const role of ['manager', 'client_primary', 'client_additional'] as const) {
      expect((await remove(role, mine)).status, role).toBe(403);
    }
    expect((await remove('developer', mine)).status).toBe(204);
    expect((await remove('developer', mine)).status).toBe(404);
    for (const role of ['admin', 'super_admin'] as const) {
      const theirs = (await post('client_primary', companyProject.id, { body: 'Please remove' })).json.id;
      const listed = (await list(role, companyProject.id)).json.items.find((m: { id: string }) => m.id === theirs);
      expect(listed.can).toEqual({ edit: false, delete: true });
      expect((await remove(role, theirs)).status, role).toBe(204);
    }
    const entry = await one<{ n: number }>(
      sql`select count(*)::int as n from activity_log where action = 'message.deleted' and metadata->>'messageId' = ${mine}`,
    );
    expect(entry.n).toBe(1);
  });

  it("keeps each message's company equal to its project's when the project moves to another client", async () => {
    const id = (await post('manager', otherProject.id, { body: 'Before the move' })).json.id;
    await t.database.db.execute(sql`update projects set client_id = ${companyProject.client_id} where id = ${otherProject.id}`);
    const moved = await one<{ client_id: string }>(sql`select client_id from project_messages where id = ${id}`);
    expect(moved.client_id).toBe(companyProject.client_id);
    await t.database.db.execute(sql`update projects set client_id = ${otherProject.client_id} where id = ${otherProject.id}`);
    // A message written with another company's id takes its project's all the same.
    await t.database.db.execute(sql`update project_messages set client_id = ${companyProject.client_id} where id = ${id}`);
    expect((await one<{ client_id: string }>(sql`select client_id from project_messages where id = ${id}`)).client_id).toBe(
      otherProject.client_id,
    );
  });
});

describe('files on messages', () => {
  it("keeps a note's files from client users, and lets only the author add files", async () => {
    const note = (await post('manager', companyProject.id, { body: 'Internal: the quote we sent', internal: true })).json.id;
    const shared = (await post('client_primary', companyProject.id, { body: 'Our logo, attached' })).json.id;
    const noteFile = await upload(t, cookies.manager, { type: 'message', id: note }, PDF, 'quote.pdf');
    expect(noteFile.status, JSON.stringify(noteFile.json)).toBe(201);
    expect(noteFile.json.staffOnly).toBe(true);
    const logo = await upload(t, cookies.client_primary, { type: 'message', id: shared }, PNG, 'logo.png');
    expect(logo.status, JSON.stringify(logo.json)).toBe(201);
    // Not the author: no files on someone else's message.
    expect((await upload(t, cookies.developer, { type: 'message', id: shared }, PNG)).status).toBe(403);
    expect((await upload(t, cookies.admin, { type: 'message', id: note }, PNG)).status).toBe(403);

    const staffList = await list('manager', companyProject.id, '?limit=100');
    const counts = Object.fromEntries(staffList.json.items.map((m: { id: string; fileCount: number }) => [m.id, m.fileCount]));
    expect([counts[note], counts[shared]]).toEqual([1, 1]);
    const files = await t.request(`/api/files?entityType=message&entityId=${note}`, { cookie: cookies.developer });
    expect(files.json).toMatchObject({ items: [{ id: noteFile.json.id }], canAttach: false });

    for (const role of ['client_primary', 'client_additional'] as const) {
      expect((await t.request(`/api/files?entityType=message&entityId=${note}`, { cookie: cookies[role] })).status, role).toBe(404);
      expect((await download(t, cookies[role], noteFile.json.id)).status, role).toBe(404);
      const projectFiles = await t.request(`/api/projects/${companyProject.id}/files?pageSize=200`, { cookie: cookies[role] });
      expect(projectFiles.text).not.toContain(noteFile.json.id);
      expect(projectFiles.text).toContain(logo.json.id);
      expect((await download(t, cookies[role], logo.json.id)).status, role).toBe(200);
    }
    // Deleting a message takes its files along.
    expect((await remove('manager', note)).status).toBe(204);
    const left = await one<{ n: number }>(sql`select count(*)::int as n from files where entity_id = ${note}`);
    expect(left.n).toBe(0);
  });
});

describe('every write whole (decision 0032)', () => {
  it('keeps no message, notification or change when its activity entry cannot be written', async () => {
    const body = `Refused ${Date.now()} message`;
    expectFailed(await withActivityRefused(t, 'message.created', () => post('developer', companyProject.id, { body })));
    expect((await one<{ n: number }>(sql`select count(*)::int as n from project_messages where body = ${body}`)).n).toBe(0);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from notifications where body like ${`%${body}%`}`)).n).toBe(0);

    const id = (await post('developer', companyProject.id, { body: 'Kept as written' })).json.id;
    expectFailed(await withActivityRefused(t, 'message.updated', () => edit('developer', id, { body: 'Changed' })));
    expect(await one(sql`select body, edited_at from project_messages where id = ${id}`)).toEqual({
      body: 'Kept as written',
      edited_at: null,
    });
    expectFailed(await withActivityRefused(t, 'message.deleted', () => remove('developer', id)));
    expect((await one<{ n: number }>(sql`select count(*)::int as n from project_messages where id = ${id}`)).n).toBe(1);
  });
});

describe('the demo', () => {
  it("has a conversation with one internal note on the client users' first active project, which they read without the note", async () => {
    const first = await one<{ id: string }>(
      sql`select id from projects where client_id = ${companyProject.client_id} order by (status = 'active') desc, created_at, id limit 1`,
    );
    const seeded = await rows<{ internal: boolean; author_id: string }>(
      sql`select internal, author_id from project_messages where project_id = ${first.id} and created_at < now() - interval '1 hour'`,
    );
    expect(seeded.length).toBe(4);
    expect(seeded.filter((m) => m.internal)).toHaveLength(1);
    const asClient = await list('client_primary', first.id, '?limit=100');
    expect(asClient.text).not.toContain('Internal note:');
    expect(asClient.json.items.filter((m: { author: { fromAgency: boolean } }) => !m.author.fromAgency).length).toBeGreaterThan(0);
  });
});
