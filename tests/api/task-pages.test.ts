/**
 * Deep pages of the tasks list (db/task-rows.ts picks a deep page's ids from an index before reading its rows): pages
 * on both sides of that switch hold exactly the rows an ordered SQL query puts there, in the same order, sorted by
 * each column both ways.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const [client] = await queryRows<{ id: string }>(t.database.db, sql`select id from clients order by name limit 1`);
  // Ties on purpose: many tasks share an update time and a due date, so the id must break them the same way.
  await queryRows(t.database.db, sql`insert into tasks (title, client_id, priority, due_date, updated_at)
    select 'Deep ' || g, ${client!.id}, (array['low','medium','high'])[1 + g % 3], current_date + g % 7, now() - (g % 50) * interval '1 hour'
    from generate_series(1, 1300) g`);
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
      const expected = await queryRows<{ id: string }>(t.database.db, sql`select id::text from tasks order by ${order} offset 800 limit 600`);
      expect(got).toEqual(expected.map((r) => r.id));
    });
  }
});
