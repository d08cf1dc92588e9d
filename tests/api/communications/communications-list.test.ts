/**
 * The communications log, reading: list filters (the whole end day), search, stat tiles against SQL counts, paging,
 * who sees what, and CSV.
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cookies,
  companyId,
  count,
  devClient,
  devScope,
  fx,
  one,
  rows,
  setUpCommunications,
  t,
  TOKEN,
  userIds,
} from './communications-helpers';
import type { DemoRole } from '../support/harness';

setUpCommunications();

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
      id: fx.midday,
      type: 'call',
      direction: 'inbound',
      subject: `${TOKEN} midday`,
      content: `fixture ${TOKEN}`,
      client: devClient,
      user: { id: userIds.developer },
      createdAt: '2001-03-10T12:00:00.000Z',
      fromEmail: null,
      toEmail: null,
      attachmentsCount: 0,
      duration: null,
      meetingStartsAt: null,
      meetingEndsAt: null,
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
      [
        `type=call&direction=outbound&clientId=${devClient.id}`,
        sql`type = 'call' and direction = 'outbound' and client_id = ${devClient.id}`,
      ],
    ];
    for (const [query, condition] of cases) {
      const res = await list(`${query}&pageSize=200`);
      expect(res.total, query).toBe(await count(sql`select count(*)::int as n from communications where ${condition}`));
      const expected = await rows<{ id: string }>(
        sql`select id from communications where ${condition} order by created_at desc, id desc limit 200`,
      );
      expect(idsOf(res.items), query).toEqual(expected.map((r) => r.id));
    }
  });

  it("includes the whole end day of the date filter, in the caller's time zone", async () => {
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

  it("equal SQL counts over the caller's scope and follow the filters", async () => {
    expect((await list('pageSize=1')).stats).toEqual(await sqlStats(sql`true`));
    const filtered = await list(`pageSize=1&clientId=${devClient.id}&direction=outbound`);
    expect(filtered.stats).toEqual(await sqlStats(sql`m.client_id = ${devClient.id} and m.direction = 'outbound'`));
    expect(filtered.stats.total).toBe(filtered.total);
    const calls = await list('pageSize=1&type=call');
    expect(calls.stats).toMatchObject({ email: 0, meeting: 0, chat: 0, call: calls.total });

    expect((await list('pageSize=1', 'developer')).stats).toEqual(await sqlStats(devScope()));
    expect((await list('pageSize=1', 'client_additional')).stats).toEqual(
      await sqlStats(sql`m.client_id = ${companyId} and not m.staff_only`),
    );
  });
});

describe('who sees what', () => {
  it('a developer sees what he logged and the communications of the clients of his projects', async () => {
    const res = await list('pageSize=200', 'developer');
    const expected = await rows<{ id: string }>(
      sql`select m.id from communications m where ${devScope()} order by m.created_at desc, m.id desc limit 200`,
    );
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
      expect(res.total).toBe(
        await count(sql`select count(*)::int as n from communications where client_id = ${companyId} and not staff_only`),
      );
      expect(res.items.length).toBeGreaterThan(0);
      expect(res.items.every((i: any) => i.client.id === companyId && !i.staffOnly && !i.can.edit && !i.can.delete)).toBe(true);
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
    for (const [method, path] of [
      ['GET', '/api/communications/nope'],
      ['PATCH', '/api/communications/123'],
      ['DELETE', '/api/communications/x'],
      ['GET', '/api/communications/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await t.request(path, { method, cookie: cookies.manager, body: method === 'PATCH' ? { subject: 'x' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('CSV export', () => {
  it('exports the filtered communications, newest first, with every column', async () => {
    const res = await t.request(`/api/communications/export.csv?q=${TOKEN}&dateFrom=2001-03-10&dateTo=2001-03-10`, {
      cookie: cookies.admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="communications-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Type,Direction,Subject,Client,User,From,To,Attachments,Duration,Meeting start,Meeting end,Content,Visibility',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^2001-03-10T23:59:59.999Z,meeting,outbound,${TOKEN} day end,`));
    expect(lines[2]).toMatch(new RegExp(`^2001-03-10T12:00:00.000Z,call,inbound,${TOKEN} midday,`));
  });

  it('refuses bad filters and exports only what the caller may see', async () => {
    expect((await t.request('/api/communications/export.csv?type=fax', { cookie: cookies.admin })).status).toBe(400);
    const res = await t.request('/api/communications/export.csv', { cookie: cookies.client_primary });
    expect(res.status).toBe(200);
    const own = await count(sql`select count(*)::int as n from communications where client_id = ${companyId} and not staff_only`);
    // Contents may hold line breaks inside quotes; count records by their leading timestamp.
    expect(res.text.split('\r\n').filter((l) => /^\d{4}-\d{2}-\d{2}T/.test(l))).toHaveLength(own);
  });
});
