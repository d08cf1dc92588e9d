/**
 * The task list's sorting and search: each column both ways, paging through ties, a literal search and its count capped
 * at 1,000. The rest of the list: tasks.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { clientA, count, fixtures, ids, list, setUpTaskList, t } from './task-list-helpers';

setUpTaskList();

describe('sorting and search', () => {
  const idsOf = (items: Array<{ id: string }>) => items.map((i) => i.id);
  const sqlIds = async (order: string, limit = 30) =>
    (await queryRows<{ id: string }>(t.database.db, sql`select id from tasks order by ${sql.raw(order)} limit ${limit}`)).map((r) => r.id);

  it('sorts by each column both ways, with the id breaking ties', async () => {
    const orders: Array<[string, string]> = [
      ['sort=updated&dir=desc', 'updated_at desc, id desc'],
      ['sort=created&dir=asc', 'created_at asc, id asc'],
      ['sort=title&dir=asc', 'lower(title) asc, id asc'],
      ['sort=due&dir=asc', 'due_date asc nulls last, id asc'],
      ['sort=due&dir=desc', 'due_date desc nulls last, id desc'],
      ['sort=priority&dir=desc', "case priority when 'high' then 3 when 'medium' then 2 else 1 end desc, id desc"],
    ];
    for (const [query, order] of orders) {
      const res = await list(`${query}&pageSize=30`);
      expect(idsOf(res.items), query).toEqual(await sqlIds(order));
    }
    // The default is most recently updated first.
    expect(idsOf((await list('pageSize=30')).items)).toEqual(await sqlIds('updated_at desc, id desc'));
  });

  it('pages through a sort with many ties without repeating or skipping a task', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) seen.push(...idsOf((await list(`sort=priority&dir=asc&pageSize=25&page=${page}`)).items));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(await sqlIds("case priority when 'high' then 3 when 'medium' then 2 else 1 end asc, id asc", 100));
  });

  it('searches title and description, taking metacharacters literally', async () => {
    expect((await list(`q=${encodeURIComponent('100%_done')}`)).items.map((i: { id: string }) => i.id)).toEqual([ids.future]);
    expect((await list(`q=${encodeURIComponent('fixture qwzx')}`)).total).toBe(5);
    // Any case; never across the end of the title into the description ("… undated" + "fixture …").
    expect((await list(`q=${encodeURIComponent('QWZXFIXTURE UNDATED')}`)).items.map((i: { id: string }) => i.id)).toEqual([ids.undated]);
    expect((await list(`q=${encodeURIComponent('undated fixture')}`)).total).toBe(0);
    for (const q of ['%', '_', '\\', "'; drop table tasks; --"]) {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.total, q).toBe(
        await count(
          sql`select count(*)::int as n from tasks where strpos(lower(title), lower(${q})) > 0 or strpos(lower(coalesce(description, '')), lower(${q})) > 0`,
        ),
      );
    }
  });

  it('counts a search up to 1,000 matches: past it the total is the cap, the status cards are null, the pages go on (decision 0064)', async () => {
    // The fixture tasks are counted exactly, with their cards.
    const few = await fixtures();
    expect({ capped: few.capped, total: few.total, stats: few.stats }).toEqual({
      capped: false,
      total: 5,
      stats: { total: 5, pending: 2, inProgress: 2, completed: 1, overdue: 2 },
    });
    const word = 'Zqxcapped';
    await t.database.exec(`insert into tasks (title, client_id, status, priority)
      select '${word} ' || g, '${clientA.id}', (array['pending','in_progress','completed'])[1 + g % 3], 'low' from generate_series(1, 1005) g`);
    try {
      const first = await list(`q=${word}&pageSize=50&sort=title&dir=asc`);
      expect({ capped: first.capped, total: first.total, stats: first.stats }).toEqual({
        capped: true,
        total: 1000,
        stats: { total: 1000, pending: null, inProgress: null, completed: null, overdue: null },
      });
      const expected = await queryRows<{ id: string }>(
        t.database.db,
        sql`select id from tasks where title like ${`${word} %`} order by lower(title), id limit 50`,
      );
      expect(idsOf(first.items)).toEqual(expected.map((r) => r.id));
      // Beyond the counted pages the rows still come, in order: page 21 of 50 holds matches 1001 to 1005.
      const past = await list(`q=${word}&pageSize=50&page=21&sort=title&dir=asc`);
      expect(past.items.map((i: { title: string }) => i.title)).toHaveLength(5);
      // Narrowed under the cap, the counts are exact again.
      const narrowed = await list(`q=${word}&status=completed`);
      expect({ capped: narrowed.capped, total: narrowed.total, completed: narrowed.stats.completed }).toEqual({
        capped: false,
        total: 335,
        completed: 335,
      });
    } finally {
      await t.database.exec(`delete from tasks where title like '${word} %'`);
    }
  });
});
