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
  [
    'time is logged by staff on their own tasks of the task’s project and client, on a past working day after they joined',
    sql`select e.id, e.work_date from time_entries e join users u on u.id = e.user_id join tasks t on t.id = e.task_id
        where u.client_id is not null or t.assigned_to_id <> e.user_id or t.project_id <> e.project_id or t.client_id <> e.client_id
           or e.work_date >= (${now} at time zone 'UTC')::date or e.work_date < u.created_at::date or extract(isodow from e.work_date) > 5
           or e.created_at > ${now}`,
  ],
  [
    'every entry carries the rate in force: the person’s own on the project, else the project’s, in its currency, and their cost',
    sql`select e.id from time_entries e join projects p on p.id = e.project_id
        left join project_assignments a on a.project_id = e.project_id and a.profile_id = e.user_id
        left join staff_rates r on r.user_id = e.user_id
        where e.rate_minor <> coalesce(a.hourly_rate_minor, p.hourly_rate_minor, 0) or e.currency <> p.currency
           or e.cost_rate_minor <> coalesce(r.cost_rate_minor, 0)`,
  ],
  [
    'a timer’s entry lasts its minutes',
    sql`select id from time_entries where started_at is not null and ended_at - started_at <> make_interval(mins => minutes)`,
  ],
  [
    'every invoiced entry’s invoice total equals the sum of its entries and of its lines; each entry is its share of its line, within a cent of its own minutes x rate',
    sql`select i.invoice_number from invoices i join time_entries e on e.invoice_id = i.id
        group by i.id, i.invoice_number, i.amount_minor, i.currency
        having i.amount_minor <> sum(e.billed_amount_minor) or i.amount_minor <> (select sum(net_minor) from invoice_items it where it.invoice_id = i.id)
            or bool_or(abs(e.billed_amount_minor - (e.billed_minutes * e.rate_minor + 30) / 60) > 1 or e.billed_minutes < e.minutes
                       or e.currency <> i.currency or e.client_id <> i.client_id or not e.billable)`,
  ],
  [
    'an entry’s state is its week’s: approved weeks hold approved or invoiced time, a submitted week submitted, a returned or unsent week open',
    sql`select e.id, e.status, w.status as week from time_entries e
        left join timesheet_weeks w on w.user_id = e.user_id and w.week_start = e.work_date - (extract(isodow from e.work_date)::int - 1)
        where case coalesce(w.status, 'none') when 'approved' then e.status not in ('approved', 'invoiced')
                   when 'submitted' then e.status <> 'submitted' else e.status <> 'open' end`,
  ],
  [
    'a budget alert is stored only where the time reached it, and its manager was told',
    sql`select a.project_id from project_budget_alerts a join projects p on p.id = a.project_id
        where (select coalesce(sum(minutes), 0) from time_entries e where e.project_id = p.id) * 100 < p.budget_minutes * a.threshold
           or not exists (select 1 from notifications n where n.kind = 'budget_alert' and n.entity_id = p.id and n.user_id = p.project_manager_id)`,
  ],
  [
    'every project with time has an expense, spent by staff on the project’s client, in its currency, on a day they logged time there',
    sql`select p.name from projects p where exists (select 1 from time_entries e where e.project_id = p.id)
          and not exists (select 1 from expenses x where x.project_id = p.id)
        union all
        select x.description from expenses x join projects p on p.id = x.project_id join users u on u.id = x.user_id
        where u.client_id is not null or x.client_id <> p.client_id or x.currency <> p.currency or x.expense_date > (${now} at time zone 'UTC')::date
           or x.created_at > ${now} or x.expense_date < u.created_at::date
           or (x.recurring_expense_id is null
               and not exists (select 1 from time_entries e where e.project_id = x.project_id and e.user_id = x.user_id and e.work_date = x.expense_date))`,
  ],
  [
    'an expense’s cost is its amount less any tax it holds, its tax the rate’s share, and only an approved one names who approved it',
    sql`select id, description from expenses
        where net_minor + tax_minor <> amount_minor + case when tax_inclusive then 0 else tax_minor end
           or tax_minor <> case when tax_inclusive then tax_minor else round(amount_minor * tax_rate_millionths / 1000000.0) end
           or (status = 'approved') <> (decided_by_id is not null)`,
  ],
  [
    'a recurring expense has booked each period from its first up to today once, and its next period is the one after',
    sql`select r.description, x.period_start from recurring_expenses r join expenses x on x.recurring_expense_id = r.id
        where x.period_start >= r.next_period_start or x.period_start < r.start_date or x.expense_date <> x.period_start
           or x.period_start > (${now} at time zone 'UTC')::date
        union all
        select r.description, r.next_period_start from recurring_expenses r where r.next_period_start <= (${now} at time zone 'UTC')::date`,
  ],
];

describe('the demo agency, seeded (scale 2)', () => {
  for (const [fact, query] of FACTS) {
    it(fact, async () => {
      expect(await queryRows(database.db, query)).toEqual([]);
    });
  }

  it('shows time in every state: a week awaiting approval, a returned week with its note, approved, invoiced and open time', async () => {
    const [row] = await queryRows<{
      waiting: number;
      returned: number;
      approved: number;
      invoiced: number;
      open: number;
      timed: number;
      typed: number;
      unbillable: number;
      noted: number;
    }>(
      database.db,
      sql`select (select count(*)::int from timesheet_weeks where status = 'submitted') as waiting,
                 (select count(*)::int from timesheet_weeks where status = 'returned' and length(note) > 0) as returned,
                 count(*) filter (where status = 'approved')::int as approved, count(*) filter (where status = 'invoiced')::int as invoiced,
                 count(*) filter (where status = 'open')::int as open, count(started_at)::int as timed,
                 count(*) filter (where started_at is null)::int as typed, count(*) filter (where not billable)::int as unbillable,
                 count(note)::int as noted
          from time_entries`,
    );
    expect(row!.waiting).toBeGreaterThanOrEqual(1);
    for (const count of Object.values(row!)) expect(count).toBeGreaterThan(0);
  });

  it('has a project past 80% of its hours budget, under 100%, and unbilled approved time for invoicing', async () => {
    const rows = await queryRows<{ percent: number }>(
      database.db,
      sql`select (100.0 * sum(e.minutes) / p.budget_minutes)::float as percent from projects p join time_entries e on e.project_id = p.id
          where p.budget_minutes is not null group by p.id, p.budget_minutes`,
    );
    expect(rows.some((r) => r.percent >= 80 && r.percent < 100)).toBe(true);
    const [unbilled] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from time_entries where status = 'approved' and billable and invoice_id is null and rate_minor > 0`,
    );
    expect(unbilled!.n).toBeGreaterThan(0);
  });

  it('shows expenses open, submitted and approved, billable with a markup and not, taxed, in euros, and two recurring ones', async () => {
    const [row] = await queryRows<Record<string, number>>(
      database.db,
      sql`select count(*) filter (where status = 'open')::int as open, count(*) filter (where status = 'submitted')::int as submitted,
                 count(*) filter (where status = 'approved' and recurring_expense_id is null)::int as approved,
                 count(*) filter (where billable and markup_basis_points > 0)::int as marked_up, count(*) filter (where not billable)::int as unbillable,
                 count(*) filter (where tax_minor > 0)::int as taxed, count(*) filter (where currency = 'EUR')::int as euros,
                 count(*) filter (where recurring_expense_id is not null)::int as booked,
                 (select count(*)::int from recurring_expenses where frequency = 'monthly' and status = 'active') as monthly,
                 (select count(*)::int from recurring_expenses where frequency = 'yearly' and status = 'active') as yearly
          from expenses`,
    );
    for (const [what, count] of Object.entries(row!)) expect(count, what).toBeGreaterThan(0);
  });

  it('still shows people who never signed in, and people who did', async () => {
    const [row] = await queryRows<{ never: number; did: number }>(
      database.db,
      sql`select count(*) filter (where last_login_at is null)::int as never, count(*) filter (where last_login_at is not null)::int as did from users`,
    );
    expect(row!.never).toBeGreaterThan(0);
    expect(row!.did).toBeGreaterThan(0);
  });

  it('has a client in Spanish whose contact signs in to a Spanish portal, and the euro client in German', async () => {
    const rows = await queryRows<{ name: string; language: string; locale: string; portal: boolean; euros: boolean }>(
      database.db,
      sql`select c.name, c.language, c.locale,
                 exists (select 1 from users u where u.client_id = c.id and u.status = 'active') as portal,
                 exists (select 1 from projects p where p.client_id = c.id and p.currency = 'EUR') as euros
          from clients c where c.language <> 'en' order by c.language`,
    );
    expect(rows).toMatchObject([
      { language: 'de', locale: 'de-DE', euros: true },
      { name: 'Mesa Verde Outfitters', language: 'es', locale: 'es-MX', portal: true },
    ]);
  });
});
