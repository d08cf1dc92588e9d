/**
 * task_tallies (decision 0017) must always equal a fresh count of tasks, whatever happens to the tasks: single and
 * bulk inserts, status, due date, assignee and project changes, deletes, and the cascades of deleting a project, a
 * client or a user. Checked against a GROUP BY over tasks after each step, on whichever database the suite runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, type TestApp } from '../support/harness';

let t: TestApp;
const run = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tallies, as they should be, from the tasks themselves; and as kept (zero rows are kept and mean nothing). */
async function expectTalliesMatch() {
  const fresh = await run(sql`
    select v.dimension, v.key::text, t.status, coalesce(t.due_date, 'infinity'::date)::text as due, count(*)::int as n
    from tasks t cross join lateral (values ('all', '00000000-0000-0000-0000-000000000000'::uuid), ('client', t.client_id),
      ('project', coalesce(t.project_id, '00000000-0000-0000-0000-000000000000'::uuid)),
      ('assignee', coalesce(t.assigned_to_id, '00000000-0000-0000-0000-000000000000'::uuid)),
      ('priority', md5('priority:' || t.priority)::uuid), ('type', md5('type:' || t.type)::uuid)) v (dimension, key)
    group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const kept = await run(
    sql`select dimension, key::text, status, due_date::text as due, n from task_tallies where n <> 0 order by 1, 2, 3, 4`,
  );
  expect(kept).toEqual(fresh);
  expect(await run(sql`select * from task_tallies where n < 0`)).toEqual([]);
}

async function someTask(condition = sql`true`) {
  const [row] = await run(sql`select id::text, client_id::text, project_id::text from tasks where ${condition} order by id limit 1`);
  return row as { id: string; client_id: string; project_id: string | null };
}

describe('task tallies', () => {
  it('match the demo data after seeding', expectTalliesMatch);

  it('follow inserts, single and bulk', async () => {
    const task = await someTask(sql`project_id is not null`);
    await run(sql`insert into tasks (title, client_id, project_id, status, due_date)
                  values ('One more', ${task.client_id}, ${task.project_id}, 'pending', current_date - 3)`);
    await run(sql`insert into tasks (title, client_id, status, due_date)
                  select 'Bulk ' || g, ${task.client_id}, (array['pending','in_progress','completed'])[1 + g % 3],
                         case when g % 4 = 0 then null else current_date + g - 20 end
                  from generate_series(1, 40) g`);
    await expectTalliesMatch();
  });

  it('follow changes of status, due date, assignee, project, priority and type, one task or many at once', async () => {
    const task = await someTask(sql`status <> 'completed'`);
    await run(sql`update tasks set status = 'completed', due_date = null where id = ${task.id}`);
    const [dev] = await run(sql`select id::text from users where email = 'developer@demo.test'`);
    await run(
      sql`update tasks set assigned_to_id = ${dev!.id as string}, project_id = null, milestone_id = null where title like 'Bulk %'`,
    );
    await run(sql`update tasks set status = 'in_progress' where status = 'pending'`);
    await run(sql`update tasks set priority = 'high', type = 'bug_fix' where title like 'Bulk 2%'`);
    // An update that changes nothing counted leaves the tallies as they are.
    await run(sql`update tasks set title = title || '.'`);
    await expectTalliesMatch();
  });

  it('follow deletes and the cascades of deleting a project, a client and an assignee', async () => {
    await run(sql`delete from tasks where title like 'Bulk 1%'`);
    const withProject = await someTask(sql`project_id is not null`);
    await run(sql`delete from projects where id = ${withProject.project_id}`);
    const other = await someTask(sql`client_id <> ${withProject.client_id}`);
    await run(sql`delete from clients where id = ${other.client_id}`);
    await run(sql`delete from users where email = 'designer@demo.test'`);
    await expectTalliesMatch();
  });

  it('give the tasks list the same stat cards as counting the tasks would', async () => {
    const [dev] = await run(sql`select id::text from users where email = 'developer@demo.test'`);
    const [project] = await run(sql`select project_id::text as id from tasks where project_id is not null limit 1`);
    const lists = [
      '',
      'priority=high',
      'type=bug_fix&status=in_progress',
      'overdue=true',
      'status=in_progress&overdue=true',
      `assignedToId=${dev!.id}`,
      'assignedToId=unassigned',
      `projectId=${project!.id}`,
      'projectId=none&status=completed',
      'priority=low&type=design',
      `assignedToId=${dev!.id}&overdue=true`,
    ];
    const admin = await t.as('admin@demo.test');
    for (const query of lists) {
      const tallied = (await t.request(`/api/tasks?${query}`, { cookie: admin })).json.stats;
      // A due-date bound that excludes nothing sends the same list down the counting path.
      const counted = (await t.request(`/api/tasks?${query}&dueTo=9999-12-31`, { cookie: admin })).json.stats;
      expect({ query, ...tallied }).toEqual({ query, ...counted });
    }
  });

  it('empty with the tasks table', async () => {
    await run(sql`truncate tasks cascade`);
    expect(await run(sql`select * from task_tallies`)).toEqual([]);
  });
});
