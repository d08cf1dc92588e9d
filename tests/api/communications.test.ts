/**
 * The communications log: list filters (the whole end day), search, stat tiles against SQL counts, paging, CSV, writes
 * per role (managers any; developer, designer, support their own; client users read-only) and validation per type.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from './harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, string>;
/** A client the developer works for (through a project), one he does not, and the client users' company. */
let devClient: { id: string; name: string };
let foreignClient: { id: string; name: string };
let companyId: string;

/** Fixture records share a token so a search finds exactly them. */
const TOKEN = 'Zqxcomm';
const fx = {} as Record<'dayEnd' | 'nextDay' | 'dayBefore' | 'midday' | 'meta' | 'foreign' | 'byManager', string>;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const count = async (query: SQL) => Number((await one<{ n: number }>(query)).n);
const onTeam = (who: string) =>
  sql`(p.project_manager_id = ${who} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${who}))`;
/** The developer's scope written by hand: what he logged, and the communications of the clients of his projects. */
const devScope = () =>
  sql`(m.user_id = ${userIds.developer} or m.client_id in (select p.client_id from projects p where ${onTeam(userIds.developer)}))`;

async function insert(values: { subject: string; clientId: string; userId: string | null; type?: string; direction?: string; createdAt: string; content?: string }) {
  const row = await one<{ id: string }>(sql`
    insert into communications (client_id, user_id, type, direction, subject, content, created_at, updated_at)
    values (${values.clientId}, ${values.userId}, ${values.type ?? 'chat'}, ${values.direction ?? 'outbound'}, ${values.subject},
            ${values.content ?? `fixture ${TOKEN}`}, ${values.createdAt}, ${values.createdAt})
    returning id`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
    cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
    userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
  }
  companyId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
  devClient = await one(sql`select c.id, c.name from clients c where c.id in (select p.client_id from projects p where ${onTeam(userIds.developer)})
                            and c.id <> ${companyId} order by c.id limit 1`);
  foreignClient = await one(sql`select c.id, c.name from clients c where c.id not in (select p.client_id from projects p where ${onTeam(userIds.developer)})
                                and c.id <> ${companyId} order by c.id limit 1`);

  fx.dayBefore = await insert({ subject: `${TOKEN} day before`, clientId: devClient.id, userId: userIds.support, createdAt: '2001-03-09T23:59:59Z', type: 'email' });
  fx.midday = await insert({ subject: `${TOKEN} midday`, clientId: devClient.id, userId: userIds.developer, createdAt: '2001-03-10T12:00:00Z', type: 'call', direction: 'inbound' });
  fx.dayEnd = await insert({ subject: `${TOKEN} day end`, clientId: devClient.id, userId: userIds.manager, createdAt: '2001-03-10T23:59:59.999Z', type: 'meeting' });
  fx.nextDay = await insert({ subject: `${TOKEN} next day`, clientId: devClient.id, userId: null, createdAt: '2001-03-11T00:00:00Z' });
  fx.meta = await insert({ subject: `${TOKEN} 100%_done \\ path`, clientId: devClient.id, userId: userIds.developer, createdAt: '2001-02-01T10:00:00Z', type: 'email' });
  fx.foreign = await insert({ subject: `${TOKEN} foreign`, clientId: foreignClient.id, userId: userIds.manager, createdAt: '2001-02-02T10:00:00Z' });
  fx.byManager = await insert({ subject: `${TOKEN} by manager`, clientId: devClient.id, userId: userIds.manager, createdAt: '2001-02-03T10:00:00Z' });
});
afterAll(() => t.close());

const list = async (query: string, role: DemoRole = 'admin') => {
  const res = await t.request(`/api/communications?${query}`, { cookie: cookies[role] });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const idsOf = (items: Array<{ id: string }>) => items.map((i) => i.id);
const fixtures = async (query: string, role: DemoRole = 'admin') => idsOf((await list(`q=${TOKEN}&pageSize=200&${query}`, role)).items);

describe('the list', () => {
  it('is newest first with the id breaking ties, and every field of an item', async () => {
    const res = await list('pageSize=40');
    const expected = await rows<{ id: string }>(sql`select id from communications order by created_at desc, id desc limit 40`);
    expect(idsOf(res.items)).toEqual(expected.map((r) => r.id));
    expect(res.total).toBe(await count(sql`select count(*)::int as n from communications`));

    const { items } = await list(`q=${encodeURIComponent(`${TOKEN} midday`)}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: fx.midday, type: 'call', direction: 'inbound', subject: `${TOKEN} midday`, content: `fixture ${TOKEN}`,
      client: devClient, user: { id: userIds.developer }, createdAt: '2001-03-10T12:00:00.000Z',
      fromEmail: null, toEmail: null, attachmentsCount: 0, duration: null, meetingStartsAt: null, meetingEndsAt: null,
      can: { edit: true, delete: true },
    });
    // An author whose account is gone: the screen says 'Unknown User'.
    expect((await list(`q=${encodeURIComponent(`${TOKEN} next day`)}`)).items[0].user).toBeNull();
  });

  it('filters by type, direction, client and user', async () => {
    const cases: Array<[string, SQL]> = [
      ['type=email', sql`type = 'email'`],
      ['type=meeting', sql`type = 'meeting'`],
      ['direction=inbound', sql`direction = 'inbound'`],
      [`clientId=${devClient.id}`, sql`client_id = ${devClient.id}`],
      [`userId=${userIds.support}`, sql`user_id = ${userIds.support}`],
      [`type=call&direction=outbound&clientId=${devClient.id}`, sql`type = 'call' and direction = 'outbound' and client_id = ${devClient.id}`],
    ];
    for (const [query, condition] of cases) {
      const res = await list(`${query}&pageSize=200`);
      expect(res.total, query).toBe(await count(sql`select count(*)::int as n from communications where ${condition}`));
      const expected = await rows<{ id: string }>(sql`select id from communications where ${condition} order by created_at desc, id desc limit 200`);
      expect(idsOf(res.items), query).toEqual(expected.map((r) => r.id));
    }
  });

  it('includes the whole end day of the date filter, in the caller\'s time zone', async () => {
    expect(await fixtures('dateFrom=2001-03-10&dateTo=2001-03-10')).toEqual([fx.dayEnd, fx.midday]);
    expect(await fixtures('dateTo=2001-03-10&dateFrom=2001-03-01')).toEqual([fx.dayEnd, fx.midday, fx.dayBefore]);
    expect(await fixtures('dateFrom=2001-03-11')).toEqual([fx.nextDay]);
    expect(await fixtures('dateTo=2001-03-09')).toEqual([fx.dayBefore, fx.byManager, fx.foreign, fx.meta]);
    // Berlin in winter (UTC+1, getTimezoneOffset -60): 10 March runs from 9 March 23:00 to 10 March 23:00 UTC.
    expect(await fixtures('dateFrom=2001-03-10&dateTo=2001-03-10&tzOffset=-60')).toEqual([fx.midday, fx.dayBefore]);
    // New York (UTC-5, +300): 10 March runs from 10 March 05:00 to 11 March 05:00 UTC.
    expect(await fixtures('dateFrom=2001-03-10&dateTo=2001-03-10&tzOffset=300')).toEqual([fx.nextDay, fx.dayEnd, fx.midday]);
  });

  it('searches subject and content, taking metacharacters literally', async () => {
    expect(idsOf((await list(`q=${encodeURIComponent('100%_done')}`)).items)).toEqual([fx.meta]);
    expect(idsOf((await list(`q=${encodeURIComponent('100%_done \\ path')}`)).items)).toEqual([fx.meta]);
    expect((await list(`q=${encodeURIComponent(`fixture ${TOKEN.toUpperCase()}`)}`)).total).toBe(7);
    for (const q of ['%', '_', '\\', "'; drop table communications; --", 'zqxcomm']) {
      const res = await list(`q=${encodeURIComponent(q)}&pageSize=1`);
      expect(res.total, q).toBe(
        await count(sql`select count(*)::int as n from communications
                        where strpos(lower(subject), lower(${q})) > 0 or strpos(lower(coalesce(content, '')), lower(${q})) > 0`),
      );
    }
  });

  it('answers bad filters with 400 and the field, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['type=fax', 'type'],
      ['direction=sideways', 'direction'],
      ['clientId=1', 'clientId'],
      ['userId=%27', 'userId'],
      ['dateFrom=yesterday', 'dateFrom'],
      ['dateTo=2026-02-31', 'dateTo'],
      ['dateFrom=2026-05-02&dateTo=2026-05-01', 'dateTo'],
      ['tzOffset=5000', 'tzOffset'],
      ['page=0', 'page'],
      ['pageSize=201', 'pageSize'],
      ['sort=subject', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await t.request(`/api/communications?${query}`, { cookie: cookies.admin });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.json.error.fields), query).toContain(field);
    }
  });

  it('pages without repeating or skipping a record', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await list(`pageSize=9&page=${page}`);
      expect(res).toMatchObject({ page, pageSize: 9 });
      seen.push(...idsOf(res.items));
    }
    expect(new Set(seen).size).toBe(36);
    const expected = await rows<{ id: string }>(sql`select id from communications order by created_at desc, id desc limit 36`);
    expect(seen).toEqual(expected.map((r) => r.id));
    const past = await list('pageSize=50&page=1000');
    expect(past.items).toEqual([]);
  });
});

describe('the stat tiles', () => {
  const sqlStats = async (condition: SQL) =>
    one<Record<string, number>>(sql`select count(*)::int as total,
        count(*) filter (where type = 'email')::int as email, count(*) filter (where type = 'call')::int as call,
        count(*) filter (where type = 'meeting')::int as meeting, count(*) filter (where type = 'chat')::int as chat
      from communications m where ${condition}`);

  it('equal SQL counts over the caller\'s scope and follow the filters', async () => {
    expect((await list('pageSize=1')).stats).toEqual(await sqlStats(sql`true`));
    const filtered = await list(`pageSize=1&clientId=${devClient.id}&direction=outbound`);
    expect(filtered.stats).toEqual(await sqlStats(sql`m.client_id = ${devClient.id} and m.direction = 'outbound'`));
    expect(filtered.stats.total).toBe(filtered.total);
    const calls = await list('pageSize=1&type=call');
    expect(calls.stats).toMatchObject({ email: 0, meeting: 0, chat: 0, call: calls.total });

    expect((await list('pageSize=1', 'developer')).stats).toEqual(await sqlStats(devScope()));
    expect((await list('pageSize=1', 'client_additional')).stats).toEqual(await sqlStats(sql`m.client_id = ${companyId}`));
  });
});

describe('who sees what', () => {
  it('a developer sees what he logged and the communications of the clients of his projects', async () => {
    const res = await list('pageSize=200', 'developer');
    const expected = await rows<{ id: string }>(sql`select m.id from communications m where ${devScope()} order by m.created_at desc, m.id desc limit 200`);
    expect(res.total).toBe(await count(sql`select count(*)::int as n from communications m where ${devScope()}`));
    expect(idsOf(res.items)).toEqual(expected.map((r) => r.id));
    expect(res.total).toBeGreaterThan(0);
    expect(idsOf(res.items)).not.toContain(fx.foreign);
    expect((await t.request(`/api/communications/${fx.foreign}`, { cookie: cookies.developer })).status).toBe(404);
    // Each item says what he may do: only his own are his to change.
    for (const item of res.items) {
      const own = item.user?.id === userIds.developer;
      expect(item.can, item.subject).toEqual({ edit: own, delete: own });
    }
  });

  it("client users see only their company's, read-only", async () => {
    for (const role of ['client_primary', 'client_additional'] as const) {
      const res = await list('pageSize=200', role);
      expect(res.total).toBe(await count(sql`select count(*)::int as n from communications where client_id = ${companyId}`));
      expect(res.items.length).toBeGreaterThan(0);
      expect(res.items.every((i: any) => i.client.id === companyId && !i.can.edit && !i.can.delete)).toBe(true);
      const probe = await list(`clientId=${devClient.id}`, role);
      expect(probe.total).toBe(0);
      expect((await t.request(`/api/communications/${fx.midday}`, { cookie: cookies[role] })).status).toBe(404);
      const own = res.items[0].id;
      const detail = await t.request(`/api/communications/${own}`, { cookie: cookies[role] });
      expect(detail.status).toBe(200);
      expect(detail.json.can).toEqual({ edit: false, delete: false });
    }
  });

  it('answers malformed and unknown ids with 404', async () => {
    for (const [method, path] of [['GET', '/api/communications/nope'], ['PATCH', '/api/communications/123'], ['DELETE', '/api/communications/x'], ['GET', '/api/communications/00000000-0000-4000-8000-000000000000']] as const) {
      const res = await t.request(path, { method, cookie: cookies.manager, body: method === 'PATCH' ? { subject: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

const total = () => count(sql`select count(*)::int as n from communications`);
const create = (role: DemoRole, body: Record<string, unknown>) => t.request('/api/communications', { cookie: cookies[role], body });
const patch = (role: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/communications/${id}`, { method: 'PATCH', cookie: cookies[role], body });
const remove = (role: DemoRole, id: string) => t.request(`/api/communications/${id}`, { method: 'DELETE', cookie: cookies[role] });

describe('logging communications', () => {
  it('a manager logs an e-mail with its defaults, as himself, and it is recorded in the activity log', async () => {
    const res = await create('manager', {
      clientId: devClient.id, subject: '  Kick-off recap ', content: '', fromEmail: 'pm@agency.test', toEmail: 'ceo@client.test', attachmentsCount: '2',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      type: 'email', direction: 'outbound', subject: 'Kick-off recap', content: null, fromEmail: 'pm@agency.test', toEmail: 'ceo@client.test',
      attachmentsCount: 2, duration: null, client: devClient, user: { id: userIds.manager }, can: { edit: true, delete: true },
    });
    const event = await one<{ action: string; client_id: string; actor_id: string }>(
      sql`select action, client_id, actor_id from activity_log where entity_id = ${res.json.id}`,
    );
    expect(event).toEqual({ action: 'communication.created', client_id: devClient.id, actor_id: userIds.manager });
  });

  it('keeps only the fields of the type: a call its duration, a meeting its start and end', async () => {
    const call = await create('manager', {
      clientId: devClient.id, type: 'call', direction: 'inbound', subject: 'Support call', duration: '30 minutes',
      fromEmail: 'stale@x.test', attachmentsCount: 3, meetingStartsAt: '2026-05-20T14:00:00Z',
    });
    expect(call.status, call.text).toBe(201);
    expect(call.json).toMatchObject({ type: 'call', direction: 'inbound', duration: '30 minutes', fromEmail: null, attachmentsCount: 0, meetingStartsAt: null });
    const meeting = await create('manager', {
      clientId: devClient.id, type: 'meeting', subject: 'Planning', duration: 'an hour',
      meetingStartsAt: '2026-05-20T14:00:00+02:00', meetingEndsAt: '2026-05-20T13:00:00Z',
    });
    expect(meeting.status, meeting.text).toBe(201);
    expect(meeting.json).toMatchObject({ duration: null, meetingStartsAt: '2026-05-20T12:00:00.000Z', meetingEndsAt: '2026-05-20T13:00:00.000Z' });
  });

  it('names every invalid field per type, and writes nothing', async () => {
    const before = await total();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ subject: 'No client' }, { clientId: 'Please select a client' }],
      [{ clientId: '', subject: '' }, { clientId: 'Please select a client', subject: 'Subject is required' }],
      [{ clientId: '00000000-0000-4000-8000-000000000000', subject: 'Unknown client' }, { clientId: 'Please select a client' }],
      [{ clientId: devClient.id, subject: 'x', type: 'fax', direction: 'up' }, { type: 'Unknown type', direction: 'Unknown direction' }],
      [{ clientId: devClient.id, subject: 'x', fromEmail: 'not-an-address', toEmail: 'a@b' }, { fromEmail: 'From must be a valid email address', toEmail: 'To must be a valid email address' }],
      [{ clientId: devClient.id, subject: 'x', attachmentsCount: -1 }, { attachmentsCount: 'Attachments must be a whole number, 0 or more' }],
      [{ clientId: devClient.id, subject: 'x', attachmentsCount: 1.5 }, { attachmentsCount: 'Attachments must be a whole number, 0 or more' }],
      [{ clientId: devClient.id, subject: 'x', attachmentsCount: 'many' }, { attachmentsCount: 'Attachments must be a whole number, 0 or more' }],
      [{ clientId: devClient.id, subject: 'x', type: 'call', duration: 'x'.repeat(101) }, { duration: 'Duration must be at most 100 characters' }],
      [{ clientId: devClient.id, subject: 'x', type: 'meeting', meetingStartsAt: '2026-05-20T14:00:00Z', meetingEndsAt: '2026-05-20T13:59:00Z' }, { meetingEndsAt: 'The end must not be before the start' }],
      [{ clientId: devClient.id, subject: 'x', type: 'meeting', meetingStartsAt: 'tomorrow at two' }, { meetingStartsAt: 'Enter a date and time' }],
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
      const clientId = role === 'designer' || role === 'support'
        ? (await one<{ id: string }>(sql`select p.client_id as id from projects p where ${onTeam(userIds[role])} order by p.id limit 1`)).id
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

  it('a manager edits and deletes anyone\'s; only what was sent changes', async () => {
    const id = await loggedBy('developer', { type: 'email', fromEmail: 'dev@agency.test', attachmentsCount: 1, content: 'Body' });
    const res = await patch('manager', id, { subject: 'Renamed by the manager' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ subject: 'Renamed by the manager', content: 'Body', fromEmail: 'dev@agency.test', attachmentsCount: 1, user: { id: userIds.developer } });
    const event = await count(sql`select count(*)::int as n from activity_log where entity_id = ${id} and action = 'communication.updated'`);
    expect(event).toBe(1);
    expect((await remove('admin', id)).status).toBe(204);
    expect((await t.request(`/api/communications/${id}`, { cookie: cookies.manager })).status).toBe(404);
    expect(await count(sql`select count(*)::int as n from activity_log where entity_id = ${id} and action = 'communication.deleted'`)).toBe(1);
  });

  it('changing the type empties the old type\'s fields; meeting times are checked against what is stored', async () => {
    const id = await loggedBy('manager', { type: 'meeting', meetingStartsAt: '2026-06-01T10:00:00Z', meetingEndsAt: '2026-06-01T11:00:00Z' });
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

  it('developer, designer and support edit and delete only their own: 403 on another\'s in scope, 404 outside it', async () => {
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

  it('client users cannot edit or delete, even their company\'s', async () => {
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

describe('CSV export', () => {
  it('exports the filtered communications, newest first, with every column', async () => {
    const res = await t.request(`/api/communications/export.csv?q=${TOKEN}&dateFrom=2001-03-10&dateTo=2001-03-10`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="communications-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Direction,Subject,Client,User,From,To,Attachments,Duration,Meeting start,Meeting end,Content');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^2001-03-10T23:59:59.999Z,meeting,outbound,${TOKEN} day end,`));
    expect(lines[2]).toMatch(new RegExp(`^2001-03-10T12:00:00.000Z,call,inbound,${TOKEN} midday,`));
  });

  it('refuses bad filters and exports only what the caller may see', async () => {
    expect((await t.request('/api/communications/export.csv?type=fax', { cookie: cookies.admin })).status).toBe(400);
    const res = await t.request('/api/communications/export.csv', { cookie: cookies.client_primary });
    expect(res.status).toBe(200);
    const own = await count(sql`select count(*)::int as n from communications where client_id = ${companyId}`);
    // Contents may hold line breaks inside quotes; count records by their leading timestamp.
    expect(res.text.split('\r\n').filter((l) => /^\d{4}-\d{2}-\d{2}T/.test(l))).toHaveLength(own);
  });
});
