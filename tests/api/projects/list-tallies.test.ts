/**
 * list_tallies (migrations 0005, 0035, 0038) must always equal a fresh count of communications by client and type, projects
 * by client and status, leads by status, client requests and quotes by client and status, whatever happens to the rows: single and bulk inserts, changes, deletes and
 * the cascades of deleting a client. Checked against a GROUP BY after each step, on whichever database the suite runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
const run = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.database.db, query);
const ALL = '00000000-0000-0000-0000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tallies as they should be, from the rows themselves; and as kept (zero rows are kept and mean nothing). */
async function expectTalliesMatch() {
  const fresh = await run(sql`
    select 'communications' as list, s.key::text, c.type as value, count(*)::int as n
    from communications c cross join lateral (values (${ALL}::uuid), (c.client_id)) s (key) group by 1, 2, 3
    union all
    select 'leads', ${ALL}, l.status, count(*)::int from contact_submissions l group by 1, 2, 3
    union all
    select 'projects', s.key::text, p.status, count(*)::int
    from projects p cross join lateral (values (${ALL}::uuid), (p.client_id)) s (key) group by 1, 2, 3
    union all
    select 'requests', s.key::text, r.status, count(*)::int
    from client_requests r cross join lateral (values (${ALL}::uuid), (r.client_id)) s (key) group by 1, 2, 3
    union all
    select 'quotes', s.key::text, q.status, count(*)::int
    from quotes q cross join lateral (values (${ALL}::uuid), (q.client_id)) s (key) where s.key is not null group by 1, 2, 3
    order by 1, 2, 3`);
  const kept = await run(sql`select list, key::text, value, n from list_tallies where n <> 0 order by 1, 2, 3`);
  expect(kept).toEqual(fresh);
  expect(await run(sql`select * from list_tallies where n < 0`)).toEqual([]);
}

async function twoClients() {
  const rows = await run(sql`select id::text from clients order by id limit 2`);
  return rows.map((r) => r.id as string) as [string, string];
}

describe('list tallies', () => {
  it('match the demo data after seeding', expectTalliesMatch);

  it('follow inserts, single and bulk', async () => {
    const [a, b] = await twoClients();
    await run(sql`insert into communications (client_id, type, subject) values (${a}, 'call', 'One more')`);
    await run(sql`insert into communications (client_id, type, subject)
                  select case when g % 2 = 0 then ${a}::uuid else ${b}::uuid end,
                         (array['email','call','meeting','chat'])[1 + g % 4], 'Bulk ' || g
                  from generate_series(1, 40) g`);
    await run(sql`insert into projects (name, client_id, status)
                  select 'Bulk ' || g, ${b}, (array['planning','active','completed'])[1 + g % 3] from generate_series(1, 12) g`);
    await run(sql`insert into contact_submissions (first_name, last_name, email, company, project_type, description, status)
                  select 'Bulk', 'Lead ' || g, 'bulk' || g || '@x.test', 'Bulk Co', 'saas', 'Help', (array['new','contacted'])[1 + g % 2]
                  from generate_series(1, 9) g`);
    await run(sql`insert into client_requests (client_id, project_id, title, status)
                  select p.client_id, p.id, 'Bulk request ' || g, 'open' from generate_series(1, 7) g,
                    (select id, client_id from projects where name like 'Bulk%' order by id limit 1) p`);
    // Quotes for a client and, still on a lead, for none.
    await run(sql`insert into quotes (quote_number, client_id, lead_id, title, status, valid_until)
                  select 'QB-' || g, case when g % 3 = 0 then null when g % 3 = 1 then ${a}::uuid else ${b}::uuid end, l.id,
                         'Bulk quote ' || g, (array['draft','sent','expired'])[1 + g % 3], current_date + 30
                  from generate_series(1, 15) g, (select id from contact_submissions where last_name = 'Lead 5') l`);
    await expectTalliesMatch();
  });

  it('follow changes of client, type and status, one row or many at once', async () => {
    const [a, b] = await twoClients();
    await run(sql`update communications set type = 'meeting' where subject = 'One more'`);
    await run(sql`update communications set client_id = ${b} where subject like 'Bulk 1%' and client_id = ${a}`);
    await run(sql`update projects set status = 'on_hold', client_id = ${a} where name like 'Bulk 1%'`);
    await run(sql`update contact_submissions set status = 'qualified' where last_name like 'Lead 1%'`);
    await run(
      sql`update client_requests set status = 'declined', decline_reason = 'Not now', decided_at = now() where title like 'Bulk request 1%'`,
    );
    await run(sql`update quotes set client_id = ${b}, status = 'sent' where title like 'Bulk quote 1%' and client_id is null`);
    await run(sql`update quotes set client_id = null, status = 'draft' where title like 'Bulk quote 1%' and client_id = ${a}`);
    // An update that changes nothing counted leaves the tallies as they are.
    await run(sql`update communications set subject = subject || '.'`);
    await expectTalliesMatch();
  });

  it('follow deletes and the cascade of deleting a client', async () => {
    const [a] = await twoClients();
    await run(sql`delete from communications where subject like 'Bulk 2%'`);
    await run(sql`delete from contact_submissions where last_name like 'Lead 2%'`);
    await run(sql`delete from quotes where title like 'Bulk quote 2%'`);
    await run(sql`delete from clients where id = ${a}`);
    await expectTalliesMatch();
  });

  it('give the lists the same totals and stat cards as counting the rows would', async () => {
    const admin = await t.as('admin@demo.test');
    const developer = await t.as('developer@demo.test');
    const get = async (path: string, cookie = admin) => (await t.request(path, { cookie })).json;
    // The developer also logged a call with a client none of his projects are for: his own, so in his scope.
    const [dev] = await run(sql`select id::text from users where email = 'developer@demo.test'`);
    const [foreign] = await run(sql`select c.id::text from clients c where c.id not in (select p.client_id from projects p
      where p.project_manager_id = ${dev!.id as string} or p.id in (select project_id from project_assignments where profile_id = ${dev!.id as string}))
      order by c.id limit 1`);
    await run(
      sql`insert into communications (client_id, user_id, type, subject) values (${foreign!.id as string}, ${dev!.id as string}, 'call', 'Own')`,
    );
    for (const cookie of [admin, developer]) {
      for (const query of ['', 'type=meeting', 'type=call']) {
        const tallied = await get(`/api/communications?${query}`, cookie);
        // A date bound that excludes nothing sends the same list down the counting path.
        const counted = await get(`/api/communications?${query}&dateFrom=1970-01-01`, cookie);
        expect({ query, total: tallied.total, ...tallied.stats }).toEqual({ query, total: counted.total, ...counted.stats });
      }
    }
    const [projects] = await run(sql`select count(*)::int as total, count(*) filter (where status = 'active')::int as active,
      count(*) filter (where status = 'planning')::int as planning, count(*) filter (where status = 'completed')::int as completed from projects`);
    for (const status of [undefined, 'active', 'completed'] as const) {
      const tallied = await get(`/api/projects${status ? `?status=${status}` : ''}`);
      expect(tallied.stats).toEqual(projects);
      expect(tallied.total).toBe(status ? projects![status] : projects!.total);
    }
    const [requests] = await run(sql`select count(*)::int as total, count(*) filter (where status = 'open')::int as open,
      count(*) filter (where status = 'accepted')::int as accepted, count(*) filter (where status = 'declined')::int as declined
      from client_requests`);
    for (const status of [undefined, 'open', 'declined'] as const) {
      const tallied = await get(`/api/requests${status ? `?status=${status}` : ''}`);
      expect(tallied.stats).toEqual(requests);
      expect(tallied.total).toBe(status ? requests![status] : requests!.total);
    }
    for (const query of ['', 'status=new', 'status=qualified']) {
      const tallied = await get(`/api/contact-submissions?${query}`);
      const counted = await get(`/api/contact-submissions?${query}&q=%40`);
      expect({ query, total: tallied.total, ...tallied.stats }).toEqual({ query, total: counted.total, ...counted.stats });
    }
  });

  it('empty with their tables', async () => {
    await run(sql`truncate communications, projects, contact_submissions, client_requests, quotes cascade`);
    expect(await run(sql`select * from list_tallies where n <> 0`)).toEqual([]);
  });
});
