/**
 * Facts the demo must not contradict, each a SQL query over a freshly seeded database that lists the rows breaking it
 * (so a failure names them). A new user's first look at the portal is this data: a "Never logged in" contact with
 * comments from this morning, or a project at 42% beside 4 of 18 tasks done, is a bug they would see.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../auth/auth';
import { openDatabase, queryRows, type Database } from '../client';
import { runMigrations } from '../migrate';
import { seedIfEmpty } from './index';

const NOW = new Date();
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ pglite: new PGlite() });
  await runMigrations(database);
  await seedIfEmpty(database.db, { password: 'demo-password', now: NOW, scale: 2 });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

/** Everything a person did, with when: what "activity" means for the sign-in facts. */
const ACTS = sql`(
  select user_id as who, created_at as at, 'comment' as what from task_comments
  union all select user_id, created_at, 'communication' from communications
  union all select created_by_id, created_at, 'task created' from tasks
  union all select created_by_id, created_at, 'invoice' from invoices
  union all select actor_id, created_at, 'activity ' || action from activity_log
) acts`;
const now = sql`${NOW.toISOString()}::timestamptz`;

const FACTS: Array<[string, SQL]> = [
  [
    'nobody who never signed in has comments, communications, tasks, invoices or log entries',
    sql`select u.email, acts.what, acts.at from users u join ${ACTS} on acts.who = u.id where u.last_login_at is null`,
  ],
  [
    'nobody acts more than a session’s life after their last sign-in',
    sql`select u.email, u.last_login_at, max(acts.at) as latest from users u join ${ACTS} on acts.who = u.id
        group by u.id, u.email, u.last_login_at
        having max(acts.at) > u.last_login_at + make_interval(secs => ${SESSION_TTL_SECONDS})`,
  ],
  [
    'nobody acts before their account existed',
    sql`select u.email, acts.what, acts.at, u.created_at from users u join ${ACTS} on acts.who = u.id where acts.at < u.created_at`,
  ],
  ['nothing was done in the future', sql`select acts.what, acts.at from ${ACTS} where acts.at > ${now}`],
  [
    'a last sign-in is after the account was made and not in the future',
    sql`select email, created_at, last_login_at from users where last_login_at < created_at or last_login_at > ${now}`,
  ],
  [
    'a task is completed exactly when it has a completion date, not in the future and not before it was made',
    sql`select id, title, status, completed_at from tasks
        where (status = 'completed') <> (completed_at is not null) or completed_at > ${now} or completed_at < created_at`,
  ],
  [
    'a task was updated after it was made and not in the future',
    sql`select id, title from tasks where updated_at < created_at or updated_at > ${now}`,
  ],
  [
    'a comment is not older than its task',
    sql`select c.id, c.created_at, t.created_at as task_created from task_comments c join tasks t on t.id = c.task_id where c.created_at < t.created_at`,
  ],
  [
    'a client user comments only on their own company’s tasks',
    sql`select c.id from task_comments c join users u on u.id = c.user_id join tasks t on t.id = c.task_id
        where u.client_id is not null and u.client_id <> t.client_id`,
  ],
  [
    'a project’s completion is its share of tasks completed unless set by hand (decision 0027)',
    sql`select p.name, p.completion_percentage, count(t.id) as tasks, count(t.id) filter (where t.status = 'completed') as done
        from projects p left join tasks t on t.project_id = p.id where p.completion_override is null
        group by p.id, p.name, p.completion_percentage
        having p.completion_percentage <> coalesce(round(100.0 * count(t.id) filter (where t.status = 'completed') / nullif(count(t.id), 0)), 0)`,
  ],
  [
    'the log’s "updated project" entries quote the completion the project shows',
    sql`select a.summary, p.completion_percentage from activity_log a join projects p on p.id = a.entity_id
        where a.action = 'project.updated' and (a.metadata->>'completionPercentage')::int <> p.completion_percentage`,
  ],
  [
    'every task’s assignee is on its project’s team or manages it (decision 0026)',
    sql`select t.title, u.email from tasks t join users u on u.id = t.assigned_to_id join projects p on p.id = t.project_id
        where p.project_manager_id is distinct from t.assigned_to_id
          and not exists (select 1 from project_assignments a where a.project_id = t.project_id and a.profile_id = t.assigned_to_id)`,
  ],
  [
    'tasks are assigned to staff only, and only staff are on project teams',
    sql`select u.email from tasks t join users u on u.id = t.assigned_to_id where u.client_id is not null
        union all select u.email from project_assignments a join users u on u.id = a.profile_id where u.client_id is not null`,
  ],
  [
    'a completed milestone has a completion date, not in the future',
    sql`select id, name from milestones where (status = 'completed') <> (completed_at is not null) or completed_at > ${now}`,
  ],
];

describe('the demo agency, seeded (scale 2)', () => {
  for (const [fact, query] of FACTS) {
    it(fact, async () => {
      expect(await queryRows(database.db, query)).toEqual([]);
    });
  }

  it('still shows people who never signed in, and people who did', async () => {
    const [row] = await queryRows<{ never: number; did: number }>(
      database.db,
      sql`select count(*) filter (where last_login_at is null)::int as never, count(*) filter (where last_login_at is not null)::int as did from users`,
    );
    expect(row!.never).toBeGreaterThan(0);
    expect(row!.did).toBeGreaterThan(0);
  });
});
