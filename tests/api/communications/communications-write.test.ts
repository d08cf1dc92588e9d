/**
 * The communications log, writing: creates, updates and deletes per role (managers any; developer, designer, support
 * their own; client users read-only) and validation per type.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookies,
  companyId,
  count,
  devClient,
  foreignClient,
  fx,
  one,
  onTeam,
  setUpCommunications,
  t,
  userIds,
} from './communications-helpers';
import type { DemoRole } from '../support/harness';

setUpCommunications();

const total = () => count(sql`select count(*)::int as n from communications`);
const create = (role: DemoRole, body: Record<string, unknown>) => t.request('/api/communications', { cookie: cookies[role], body });
const patch = (role: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/communications/${id}`, { method: 'PATCH', cookie: cookies[role], body });
const remove = (role: DemoRole, id: string) => t.request(`/api/communications/${id}`, { method: 'DELETE', cookie: cookies[role] });

describe('logging communications', () => {
  it('a manager logs an e-mail with its defaults, as himself, and it is recorded in the activity log', async () => {
    const res = await create('manager', {
      clientId: devClient.id,
      subject: '  Kick-off recap ',
      content: '',
      fromEmail: 'pm@agency.test',
      toEmail: 'ceo@client.test',
      attachmentsCount: '2',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      type: 'email',
      direction: 'outbound',
      subject: 'Kick-off recap',
      content: null,
      fromEmail: 'pm@agency.test',
      toEmail: 'ceo@client.test',
      attachmentsCount: 2,
      duration: null,
      client: devClient,
      user: { id: userIds.manager },
      can: { edit: true, delete: true },
    });
    const event = await one<{ action: string; client_id: string; actor_id: string }>(
      sql`select action, client_id, actor_id from activity_log where entity_id = ${res.json.id}`,
    );
    expect(event).toEqual({ action: 'communication.created', client_id: devClient.id, actor_id: userIds.manager });
  });

  it('keeps only the fields of the type: a call its duration, a meeting its start and end', async () => {
    const call = await create('manager', {
      clientId: devClient.id,
      type: 'call',
      direction: 'inbound',
      subject: 'Support call',
      duration: '30 minutes',
      fromEmail: 'stale@x.test',
      attachmentsCount: 3,
      meetingStartsAt: '2026-05-20T14:00:00Z',
    });
    expect(call.status, call.text).toBe(201);
    expect(call.json).toMatchObject({
      type: 'call',
      direction: 'inbound',
      duration: '30 minutes',
      fromEmail: null,
      attachmentsCount: 0,
      meetingStartsAt: null,
    });
    const meeting = await create('manager', {
      clientId: devClient.id,
      type: 'meeting',
      subject: 'Planning',
      duration: 'an hour',
      meetingStartsAt: '2026-05-20T14:00:00+02:00',
      meetingEndsAt: '2026-05-20T13:00:00Z',
    });
    expect(meeting.status, meeting.text).toBe(201);
    expect(meeting.json).toMatchObject({
      duration: null,
      meetingStartsAt: '2026-05-20T12:00:00.000Z',
      meetingEndsAt: '2026-05-20T13:00:00.000Z',
    });
  });

  it('names every invalid field per type, and writes nothing', async () => {
    const before = await total();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ subject: 'No client' }, { clientId: 'Please select a client' }],
      [
        { clientId: '', subject: '' },
        { clientId: 'Please select a client', subject: 'Subject is required' },
      ],
      [{ clientId: '00000000-0000-4000-8000-000000000000', subject: 'Unknown client' }, { clientId: 'Please select a client' }],
      [
        { clientId: devClient.id, subject: 'x', type: 'fax', direction: 'up' },
        { type: 'Unknown type', direction: 'Unknown direction' },
      ],
      [
        { clientId: devClient.id, subject: 'x', fromEmail: 'not-an-address', toEmail: 'a@b' },
        { fromEmail: 'From must be a valid email address', toEmail: 'To must be a valid email address' },
      ],
      [
        { clientId: devClient.id, subject: 'x', attachmentsCount: -1 },
        { attachmentsCount: 'Attachments must be a whole number, 0 or more' },
      ],
      [
        { clientId: devClient.id, subject: 'x', attachmentsCount: 1.5 },
        { attachmentsCount: 'Attachments must be a whole number, 0 or more' },
      ],
      [
        { clientId: devClient.id, subject: 'x', attachmentsCount: 'many' },
        { attachmentsCount: 'Attachments must be a whole number, 0 or more' },
      ],
      [
        { clientId: devClient.id, subject: 'x', type: 'call', duration: 'x'.repeat(101) },
        { duration: 'Duration must be at most 100 characters' },
      ],
      [
        {
          clientId: devClient.id,
          subject: 'x',
          type: 'meeting',
          meetingStartsAt: '2026-05-20T14:00:00Z',
          meetingEndsAt: '2026-05-20T13:59:00Z',
        },
        { meetingEndsAt: 'The end must not be before the start' },
      ],
      [
        { clientId: devClient.id, subject: 'x', type: 'meeting', meetingStartsAt: 'tomorrow at two' },
        { meetingStartsAt: 'Enter a date and time' },
      ],
      [{ clientId: devClient.id, subject: 'x', userId: userIds.admin }, { userId: 'Unknown field.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await create('manager', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.fields, JSON.stringify(body)).toMatchObject(fields);
    }
    expect((await t.request('/api/communications', { cookie: cookies.manager, rawBody: '{"subject":' })).status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('all staff log communications for clients they work with; a developer not for another client', async () => {
    for (const role of ['super_admin', 'admin', 'developer', 'designer', 'support'] as const) {
      const clientId =
        role === 'designer' || role === 'support'
          ? (await one<{ id: string }>(sql`select p.client_id as id from projects p where ${onTeam(userIds[role])} order by p.id limit 1`))
              .id
          : devClient.id;
      const res = await create(role, { clientId, type: 'chat', subject: `Chat by ${role}` });
      expect(res.status, `${role} ${res.text}`).toBe(201);
      expect(res.json).toMatchObject({ user: { id: userIds[role] }, can: { edit: true, delete: true } });
    }
    const before = await total();
    const foreign = await create('developer', { clientId: foreignClient.id, subject: 'Not my client' });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields.clientId).toBe('Please select a client');
    expect(await total()).toBe(before);
  });

  it('client users cannot log communications', async () => {
    const before = await total();
    for (const role of ['client_primary', 'client_additional'] as const) {
      const res = await create(role, { clientId: companyId, subject: 'From the client' });
      expect(res.status, role).toBe(403);
    }
    expect(await total()).toBe(before);
  });
});

describe('editing and deleting', () => {
  const loggedBy = async (role: DemoRole, extra: Record<string, unknown> = {}) => {
    const res = await create(role, { clientId: devClient.id, subject: `Logged by ${role}`, ...extra });
    expect(res.status, res.text).toBe(201);
    return res.json.id as string;
  };

  it("a manager edits and deletes anyone's; only what was sent changes", async () => {
    const id = await loggedBy('developer', { type: 'email', fromEmail: 'dev@agency.test', attachmentsCount: 1, content: 'Body' });
    const res = await patch('manager', id, { subject: 'Renamed by the manager' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      subject: 'Renamed by the manager',
      content: 'Body',
      fromEmail: 'dev@agency.test',
      attachmentsCount: 1,
      user: { id: userIds.developer },
    });
    const event = await count(
      sql`select count(*)::int as n from activity_log where entity_id = ${id} and action = 'communication.updated'`,
    );
    expect(event).toBe(1);
    expect((await remove('admin', id)).status).toBe(204);
    expect((await t.request(`/api/communications/${id}`, { cookie: cookies.manager })).status).toBe(404);
    expect(await count(sql`select count(*)::int as n from activity_log where entity_id = ${id} and action = 'communication.deleted'`)).toBe(
      1,
    );
  });

  it("changing the type empties the old type's fields; meeting times are checked against what is stored", async () => {
    const id = await loggedBy('manager', {
      type: 'meeting',
      meetingStartsAt: '2026-06-01T10:00:00Z',
      meetingEndsAt: '2026-06-01T11:00:00Z',
    });
    const early = await patch('manager', id, { meetingEndsAt: '2026-06-01T09:00:00Z' });
    expect(early.status).toBe(400);
    expect(early.json.error.fields).toEqual({ meetingEndsAt: 'The end must not be before the start' });
    const call = await patch('manager', id, { type: 'call', duration: '1 hour' });
    expect(call.status, call.text).toBe(200);
    expect(call.json).toMatchObject({ type: 'call', duration: '1 hour', meetingStartsAt: null, meetingEndsAt: null });
    const blank = await patch('manager', id, { subject: ' ', clientId: '' });
    expect(blank.status).toBe(400);
    expect(blank.json.error.fields).toMatchObject({ subject: 'Subject is required', clientId: 'Please select a client' });
    const moved = await patch('manager', id, { clientId: foreignClient.id });
    expect(moved.status).toBe(200);
    expect(moved.json.client.id).toBe(foreignClient.id);
  });

  it("developer, designer and support edit and delete only their own: 403 on another's in scope, 404 outside it", async () => {
    const own = await loggedBy('developer');
    const edited = await patch('developer', own, { subject: 'Edited by me', direction: 'inbound' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ subject: 'Edited by me', direction: 'inbound', can: { edit: true, delete: true } });
    // Moving his own record to a client he does not work with is refused like creating it there.
    const away = await patch('developer', own, { clientId: foreignClient.id });
    expect(away.status).toBe(400);
    expect(away.json.error.fields.clientId).toBe('Please select a client');

    const managers = await loggedBy('manager');
    const seen = await t.request(`/api/communications/${managers}`, { cookie: cookies.developer });
    expect(seen.status).toBe(200);
    expect(seen.json.can).toEqual({ edit: false, delete: false });
    expect((await patch('developer', managers, { subject: 'Hijacked' })).status).toBe(403);
    expect((await remove('developer', managers)).status).toBe(403);
    expect((await patch('developer', fx.foreign, { subject: 'Hijacked' })).status).toBe(404);
    expect((await remove('developer', fx.foreign)).status).toBe(404);
    expect(await one(sql`select subject from communications where id = ${managers}`)).toEqual({ subject: 'Logged by manager' });

    for (const role of ['designer', 'support'] as const) {
      expect((await patch(role, fx.byManager, { subject: 'Hijacked' })).status, role).toBe((await seesDevClient(role)) ? 403 : 404);
    }
    expect((await remove('developer', own)).status).toBe(204);
  });

  it("client users cannot edit or delete, even their company's", async () => {
    const theirs = await create('manager', { clientId: companyId, subject: 'For the client' });
    for (const role of ['client_primary', 'client_additional'] as const) {
      expect((await patch(role, theirs.json.id, { subject: 'Changed' })).status, role).toBe(403);
      expect((await remove(role, theirs.json.id)).status, role).toBe(403);
    }
    expect(await one(sql`select subject from communications where id = ${theirs.json.id}`)).toEqual({ subject: 'For the client' });
  });
});

/** Whether a role works on a project of the developer's fixture client (so it sees its communications). */
async function seesDevClient(role: DemoRole) {
  return (await count(sql`select count(*)::int as n from projects p where p.client_id = ${devClient.id} and ${onTeam(userIds[role])}`)) > 0;
}
