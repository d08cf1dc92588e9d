/**
 * Deep pages of the tasks list (db/task-rows.ts picks a deep page's ids from an index before reading its rows): pages
 * on both sides of that switch hold exactly the rows an ordered SQL query puts there, in the same order, sorted by
 * each column both ways.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const [client] = await queryRows<{ id: string }>(t.database.db, sql`select id from clients order by name limit 1`);
  // Ties on purpose: many tasks share an update time and a due date, so the id must break them the same way.
  await queryRows(
    t.database.db,
    sql`insert into tasks (title, client_id, priority, due_date, updated_at)
    select 'Deep ' || g, ${client!.id}, (array['low','medium','high'])[1 + g % 3], current_date + g % 7, now() - (g % 50) * interval '1 hour'
    from generate_series(1, 1300) g`,
  );
});
afterAll(() => t.close());

const ORDERS = {
  updated: sql`updated_at desc, id desc`,
  'updated&dir=asc': sql`updated_at asc, id asc`,
  'due&dir=asc': sql`due_date asc nulls last, id asc`,
  'title&dir=desc': sql`lower(title) desc, id desc`,
};

describe('deep pages of the tasks list', () => {
  for (const [sort, order] of Object.entries(ORDERS)) {
    it(`match an ordered query across the switch to index-first paging (sort=${sort})`, async () => {
      const admin = await t.as('admin@demo.test');
      const got: string[] = [];
      for (const page of [5, 6, 7]) {
        const res = await t.request(`/api/tasks?sort=${sort}&pageSize=200&page=${page}`, { cookie: admin });
        expect(res.status).toBe(200);
        got.push(...res.json.items.map((i: { id: string }) => i.id));
      }
      const expected = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id::text from tasks order by ${order} offset 800 limit 600`,
      );
      expect(got).toEqual(expected.map((r) => r.id));
    });
  }
});

describe('keyset paging of the tasks list (after / before a task)', () => {
  const ids = (res: { json: { items: Array<{ id: string }> } }) => res.json.items.map((i) => i.id);

  for (const [sort, order] of Object.entries({
    updated: ORDERS.updated,
    'updated&dir=asc': ORDERS['updated&dir=asc'],
    'created&dir=asc': sql`created_at asc, id asc`,
  })) {
    it(`Next and Previous by cursor give the same pages as the page numbers (sort=${sort})`, async () => {
      const admin = await t.as('admin@demo.test');
      const base = `/api/tasks?sort=${sort}&pageSize=100`;
      let res = await t.request(`${base}&page=1`, { cookie: admin });
      const byCursor: string[][] = [ids(res)];
      for (let page = 2; page <= 6; page++) {
        res = await t.request(`${base}&page=${page}&after=${byCursor.at(-1)!.at(-1)}`, { cookie: admin });
        expect(res.status).toBe(200);
        expect(res.json.page).toBe(page);
        byCursor.push(ids(res));
      }
      const expected = await queryRows<{ id: string }>(t.database.db, sql`select id::text from tasks order by ${order} limit 600`);
      expect(byCursor.flat()).toEqual(expected.map((r) => r.id));
      // Back from page 6 to page 5: the hundred tasks before page 6's first, in the list's order.
      const back = await t.request(`${base}&page=5&before=${byCursor[5]![0]}`, { cookie: admin });
      expect(ids(back)).toEqual(byCursor[4]);
      // The total and stat cards do not depend on how the page was reached.
      expect(back.json.total).toBe(res.json.total);
      expect(back.json.stats).toEqual(res.json.stats);
    });
  }

  it('pages a filtered search by cursor the same as by number', async () => {
    const admin = await t.as('admin@demo.test');
    const base = '/api/tasks?q=deep&priority=high&pageSize=50';
    const page2 = await t.request(`${base}&page=2`, { cookie: admin });
    const page1 = await t.request(`${base}&page=1`, { cookie: admin });
    const page3 = await t.request(`${base}&page=3`, { cookie: admin });
    expect((await t.request(`${base}&page=2&after=${ids(page1).at(-1)}`, { cookie: admin })).json.items).toEqual(page2.json.items);
    expect(ids(await t.request(`${base}&page=2&before=${ids(page3)[0]}`, { cookie: admin }))).toEqual(ids(page2));
  });

  it('answers by the page number when the cursor is not a task the caller sees, or the order has no keyset', async () => {
    const admin = await t.as('admin@demo.test');
    const client = await t.as('client_primary@demo.test');
    // A task of another client: the client user's cursor must neither fail nor reveal where that task sits.
    const [other] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select t.id::text from tasks t join users u on u.email = 'client_primary@demo.test' where t.client_id <> u.client_id limit 1`,
    );
    const byNumber = await t.request('/api/tasks?pageSize=2&page=2', { cookie: client });
    const byForeignCursor = await t.request(`/api/tasks?pageSize=2&page=2&after=${other!.id}`, { cookie: client });
    expect(byForeignCursor.status).toBe(200);
    expect(ids(byForeignCursor)).toEqual(ids(byNumber));
    const gone = await t.request('/api/tasks?pageSize=100&page=3&after=00000000-0000-4000-8000-000000000000', { cookie: admin });
    expect(ids(gone)).toEqual(ids(await t.request('/api/tasks?pageSize=100&page=3', { cookie: admin })));
    const title = await t.request(`/api/tasks?sort=title&pageSize=100&page=2&after=${other!.id}`, { cookie: admin });
    expect(ids(title)).toEqual(ids(await t.request('/api/tasks?sort=title&pageSize=100&page=2', { cookie: admin })));
  });

  it('refuses a cursor that is not a task id', async () => {
    const admin = await t.as('admin@demo.test');
    const res = await t.request('/api/tasks?page=2&after=nope', { cookie: admin });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Not a valid task id');
  });
});
