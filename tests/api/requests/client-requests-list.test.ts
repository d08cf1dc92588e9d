/** The Requests list: filters, search, sorting, paging and the stat cards, counted in SQL over the caller's scope. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyId, count, foreignProject, insertRequest, list, ownProject, setUpRequests, t, userIds } from './client-requests-helpers';

setUpRequests();

const TOKEN = 'Zqxreq';
const ids: string[] = [];

beforeAll(async () => {
  // Five of the company's (oldest first), two of another company's, in known states.
  for (let i = 0; i < 5; i++) {
    ids.push(
      await insertRequest({
        projectId: ownProject.id,
        clientId: companyId,
        title: `${TOKEN} own ${i}`,
        createdById: userIds.client_primary,
        priority: i % 2 ? 'high' : 'low',
        createdAt: `2001-01-0${i + 1}T10:00:00Z`,
      }),
    );
  }
  for (let i = 0; i < 2; i++) {
    await insertRequest({
      projectId: foreignProject.id,
      clientId: foreignProject.clientId,
      title: `${TOKEN} foreign ${i}`,
      createdAt: `2001-02-0${i + 1}T10:00:00Z`,
    });
  }
  await t.database.exec(`update client_requests set status = 'declined', decline_reason = 'No', decided_at = now() where id = '${ids[0]}'`);
  await t.database.exec(`update client_requests set status = 'accepted', decided_at = now() where id = '${ids[1]}'`);
});

describe('the Requests list', () => {
  it('searches, filters and counts: the cards follow every filter but the status', async () => {
    const all = await list('manager', `q=${TOKEN}`);
    expect(all.status, all.text).toBe(200);
    expect(all.json.total).toBe(7);
    expect(all.json.stats).toEqual({ total: 7, open: 5, accepted: 1, declined: 1 });

    const open = await list('manager', `q=${TOKEN}&status=open`);
    expect(open.json.total).toBe(5);
    expect(open.json.stats).toEqual({ total: 7, open: 5, accepted: 1, declined: 1 });
    expect(open.json.items.every((r: { status: string }) => r.status === 'open')).toBe(true);

    const high = await list('manager', `q=${TOKEN}&priority=high&clientId=${companyId}`);
    expect(high.json.items.map((r: { title: string }) => r.title).sort()).toEqual([`${TOKEN} own 1`, `${TOKEN} own 3`]);
    expect(high.json.stats).toEqual({ total: 2, open: 1, accepted: 1, declined: 0 });

    const project = await list('manager', `q=${TOKEN}&projectId=${foreignProject.id}`);
    expect(project.json.total).toBe(2);
  });

  it('a client user lists only their company, with the same filters', async () => {
    const res = await list('client_additional', `q=${TOKEN}`);
    expect(res.json.total).toBe(5);
    expect(res.json.stats).toEqual({ total: 5, open: 3, accepted: 1, declined: 1 });
    // Asking for another company's client or project finds nothing rather than leaking it.
    expect((await list('client_additional', `q=${TOKEN}&clientId=${foreignProject.clientId}`)).json.total).toBe(0);
    expect((await list('client_additional', `q=${TOKEN}&projectId=${foreignProject.id}`)).json.total).toBe(0);
  });

  it('sorts and pages on the server: newest first by default, every row once', async () => {
    const first = await list('manager', `q=${TOKEN}&pageSize=3`);
    const second = await list('manager', `q=${TOKEN}&pageSize=3&page=2`);
    const third = await list('manager', `q=${TOKEN}&pageSize=3&page=3`);
    const titles = [...first.json.items, ...second.json.items, ...third.json.items].map((r: { title: string }) => r.title);
    expect(titles).toEqual([
      `${TOKEN} foreign 1`,
      `${TOKEN} foreign 0`,
      `${TOKEN} own 4`,
      `${TOKEN} own 3`,
      `${TOKEN} own 2`,
      `${TOKEN} own 1`,
      `${TOKEN} own 0`,
    ]);
    expect(first.json).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    const byTitle = await list('manager', `q=${TOKEN}&sort=title&dir=asc&pageSize=2`);
    expect(byTitle.json.items.map((r: { title: string }) => r.title)).toEqual([`${TOKEN} foreign 0`, `${TOKEN} foreign 1`]);
    const byPriority = await list('manager', `q=${TOKEN}&sort=priority&dir=desc&pageSize=2&clientId=${companyId}`);
    expect(byPriority.json.items.map((r: { priority: string }) => r.priority)).toEqual(['high', 'high']);
  });

  it('refuses unknown filters with a message per field', async () => {
    const res = await list('manager', 'status=done&priority=urgent&projectId=nope&sort=random&pageSize=500');
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      status: 'Unknown status',
      priority: 'Unknown priority',
      projectId: 'Not a valid id',
      sort: 'Unknown sort',
      pageSize: 'pageSize must be at most 200',
    });
    expect(await count(sql`select count(*)::int as n from client_requests where title like ${`${TOKEN}%`}`)).toBe(7);
  });
});
