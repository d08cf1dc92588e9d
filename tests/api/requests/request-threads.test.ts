/**
 * A request's thread (decision 0109): both sides write before and after the request is answered; staff's internal
 * notes never reach a client user by the thread, the files, a notification or a live event.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL, type LiveEvent } from '@server/live/publish';
import {
  cookies,
  count,
  companyId,
  decline,
  file,
  foreignProject,
  insertRequest,
  ownProject,
  rows,
  setUpRequests,
  t,
  userIds,
} from './client-requests-helpers';
import { PNG, upload } from '../files/files-helpers';
import type { DemoRole } from '../support/harness';

setUpRequests();

const events: LiveEvent[] = [];
let stopListening: () => Promise<void> | void = () => {};

beforeAll(async () => {
  const onEvent = (payload?: string) => payload && events.push(JSON.parse(payload) as LiveEvent);
  if (t.database.pglite) {
    stopListening = await t.database.pglite.listen(LIVE_CHANNEL, onEvent);
    return;
  }
  const client = new pg.Client({ connectionString: (t.database.pool!.options as { connectionString?: string }).connectionString });
  await client.connect();
  client.on('notification', (m) => onEvent(m.payload));
  await client.query(`listen ${LIVE_CHANNEL}`);
  stopListening = () => client.end();
});
afterAll(async () => {
  await stopListening();
});

const post = (role: DemoRole, id: string, body: unknown) => t.request(`/api/requests/${id}/messages`, { cookie: cookies[role], body });
const thread = (role: DemoRole, id: string) => t.request(`/api/requests/${id}/messages`, { cookie: cookies[role] });

async function newRequest(title: string): Promise<string> {
  const res = await file('client_primary', { projectId: ownProject.id, title });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}

/** Events arrive after the commit, on another connection: wait a little for those of this request. */
async function eventsOf(id: string, atLeast: number): Promise<LiveEvent[]> {
  for (let i = 0; i < 100 && events.filter((e) => e.id === id).length < atLeast; i++) await new Promise((r) => setTimeout(r, 20));
  return events.filter((e) => e.id === id);
}

const notified = (messageText: string) =>
  rows<{ user_id: string; role: string }>(
    sql`select n.user_id, u.role from notifications n join users u on u.id = n.user_id
        where n.kind = 'request_message' and n.body like ${`%${messageText}%`}`,
  );

describe('a request thread', () => {
  it('a client writes, the team reads it marked as the client’s, and the managers are told', async () => {
    const id = await newRequest('Thread: a question about the logo');
    const res = await post('client_additional', id, { body: '  Can the logo be bigger?  ' });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ requestId: id, body: 'Can the logo be bigger?', internal: false, canAttach: true });
    expect(res.json.author).toMatchObject({ id: userIds.client_additional, fromAgency: false });

    for (const role of ['manager', 'admin', 'client_primary'] as DemoRole[]) {
      const read = await thread(role, id);
      expect(read.status, `${role}: ${read.text}`).toBe(200);
      expect(read.json.items.map((m: { body: string }) => m.body)).toEqual(['Can the logo be bigger?']);
    }
    const told = await notified('Can the logo be bigger?');
    expect(told.some((n) => n.user_id === userIds.manager)).toBe(true);
    // The author of the request hears of a colleague's message too; the writer does not hear of their own.
    expect(told.some((n) => n.user_id === userIds.client_primary)).toBe(true);
    expect(told.some((n) => n.user_id === userIds.client_additional)).toBe(false);
    const live = await eventsOf(id, 2);
    expect(live.at(-1)).toMatchObject({ topic: 'request', id, clientId: companyId, staffOnly: false });
  });

  it('staff answer; the client is told and reads the answer marked as the agency’s', async () => {
    const id = await newRequest('Thread: the answer');
    await post('client_primary', id, { body: 'When will it be ready?' });
    const res = await post('manager', id, { body: 'Next Tuesday.' });
    expect(res.status, res.text).toBe(201);
    expect(res.json.author).toMatchObject({ id: userIds.manager, fromAgency: true });
    const told = await notified('Next Tuesday.');
    expect(told.map((n) => n.user_id)).toContain(userIds.client_primary);
    const read = await thread('client_primary', id);
    expect(read.json).toMatchObject({ canPost: true, canPostInternal: false });
    expect(read.json.items.map((m: { body: string }) => m.body)).toEqual(['When will it be ready?', 'Next Tuesday.']);
  });

  it('an internal note reaches staff only: not the thread, the notifications, the live events or the files of a client', async () => {
    const id = await newRequest('Thread: internal');
    await post('client_primary', id, { body: 'Please hurry.' });
    const before = events.filter((e) => e.id === id).length;
    const note = await post('manager', id, { body: 'SECRET-NOTE: quote them two days extra', internal: true });
    expect(note.status, note.text).toBe(201);
    expect(note.json.internal).toBe(true);

    for (const role of ['client_primary', 'client_additional'] as DemoRole[]) {
      const read = await thread(role, id);
      expect(read.status).toBe(200);
      expect(read.text).not.toContain('SECRET-NOTE');
      expect(read.json.items).toHaveLength(1);
    }
    const staffRead = await thread('manager', id);
    expect(staffRead.json.items.map((m: { internal: boolean }) => m.internal)).toEqual([false, true]);
    expect(staffRead.json.canPostInternal).toBe(true);

    const told = await notified('SECRET-NOTE');
    expect(told.length).toBeGreaterThan(0);
    expect(told.filter((n) => n.role.startsWith('client_'))).toEqual([]);
    const mails = await rows<{ to: string; client: boolean }>(
      sql`select j.data->>'to' as to, exists (select 1 from users u where u.email = j.data->>'to' and u.role like 'client%') as client
          from pgboss.job j where j.name = 'email.request-message' and j.data::text like '%SECRET-NOTE%'`,
    );
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((m) => m.client)).toEqual([]);
    const live = (await eventsOf(id, before + 1)).slice(before);
    expect(live).toEqual([expect.objectContaining({ topic: 'request', id, staffOnly: true })]);

    // Its files are staff-only, and a client user cannot reach them or add to it.
    const up = await upload(t, cookies.manager, { type: 'request_message', id: note.json.id }, PNG, 'plan.png');
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    expect(up.json.staffOnly ?? true).toBe(true);
    const [stored] = await rows<{ staff_only: boolean }>(sql`select staff_only from files where id = ${up.json.id}`);
    expect(stored!.staff_only).toBe(true);
    const seen = await t.request(`/api/files?entityType=request_message&entityId=${note.json.id}`, { cookie: cookies.client_primary });
    expect(seen.status).toBe(404);
    const added = await upload(t, cookies.client_primary, { type: 'request_message', id: note.json.id }, PNG);
    expect(added.status).toBe(404);
  });

  it('a client may not write an internal note, and blank or unknown fields are named', async () => {
    const id = await newRequest('Thread: refusals');
    const note = await post('client_primary', id, { body: 'Hidden?', internal: true });
    expect(note.status).toBe(403);
    const blank = await post('client_primary', id, { body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields).toMatchObject({ body: 'Write a message' });
    const extra = await post('manager', id, { body: 'x', pinned: true });
    expect(extra.status).toBe(400);
    expect(await count(sql`select count(*)::int as n from request_messages where request_id = ${id}`)).toBe(0);
  });

  it('goes on after the request is declined, on both sides', async () => {
    const id = await newRequest('Thread: after the answer');
    expect((await decline('manager', id, { reason: 'Out of scope' })).status).toBe(200);
    expect((await post('client_primary', id, { body: 'Could we pay for it separately?' })).status).toBe(201);
    expect((await post('manager', id, { body: 'Yes: we will send a quote.' })).status).toBe(201);
    expect((await thread('client_primary', id)).json.items).toHaveLength(2);
  });

  it('a client’s own message takes files, which the team can download', async () => {
    const id = await newRequest('Thread: a screenshot');
    const message = await post('client_primary', id, { body: 'See the screenshot.' });
    const up = await upload(t, cookies.client_primary, { type: 'request_message', id: message.json.id }, PNG, 'screen.png');
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    const listed = await t.request(`/api/files?entityType=request_message&entityId=${message.json.id}`, { cookie: cookies.manager });
    expect(listed.status).toBe(200);
    expect(listed.json.items.map((f: { name: string }) => f.name)).toEqual(['screen.png']);
    expect((await thread('manager', id)).json.items[0].fileCount).toBe(1);
    // Someone else's message takes no files from them.
    const other = await upload(t, cookies.client_additional, { type: 'request_message', id: message.json.id }, PNG);
    expect(other.status).toBe(403);
  });

  it('another company’s request is not found: reading, writing and its files', async () => {
    const id = await insertRequest({ projectId: foreignProject.id, clientId: foreignProject.clientId, title: 'Not yours' });
    const staff = await post('manager', id, { body: 'Hello' });
    expect(staff.status).toBe(201);
    for (const role of ['client_primary', 'client_additional', 'developer'] as DemoRole[]) {
      expect((await thread(role, id)).status, role).toBe(404);
      expect((await post(role, id, { body: 'Let me in' })).status, role).toBe(404);
      const up = await upload(t, cookies[role], { type: 'request_message', id: staff.json.id }, PNG);
      expect(up.status, role).toBe(404);
    }
  });
});
