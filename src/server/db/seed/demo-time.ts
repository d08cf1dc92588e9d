/**
 * The demo's time tracking (decision 0045), made in SQL from the people, projects and tasks already seeded: billing
 * rates (one client's projects in euros, one person's own rate on a project), staff cost rates and capacities, task
 * and milestone estimates, and six weeks of time before the current one on each person's own tasks — typed and timed,
 * billable and not, some with notes. The weeks show every state: approved, one awaiting the manager (the demo
 * developer's last week), one returned with a note (the demo designer's), the current week open. Budgets are set from
 * the time logged so that one project (the demo client's first) is past 80% of its hours, with its warning sent; the
 * demo client's oldest two weeks of billable time are on an invoice (demo-time-invoice.ts).
 * No random stream: every choice is arithmetic on row numbers in a fixed order, so the same data gives the same time.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../client';
import type { Tx } from '../transaction';
import { seedDemoTimeInvoice } from './demo-time-invoice';

/** The notes people leave on their time; the internal ones are not billable. */
const NOTES = [
  null,
  'Pairing on the review comments',
  null,
  'Fixed the edge cases found in QA',
  'Call with the client about the scope',
  null,
  'Deployment and smoke test',
  'Refactoring before the next feature',
] as const;
const INTERNAL_NOTE = 'Internal: team sync and planning';
const RETURNED_NOTE = 'Wednesday shows 9 hours on one task: please split it over the tasks you worked on, then submit again.';

/** A calendar day's moment, read as UTC whatever the session's time zone. */
const utc = (moment: SQL) => sql`((${moment})::timestamp at time zone 'UTC')`;

const textArray = (values: readonly (string | null)[]) =>
  sql.raw(`array[${values.map((v) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`)).join(', ')}]::text[]`);

/** What it inserted, for the seed's summary. */
export interface DemoTimeSummary {
  entries: number;
  invoices: number;
  invoiceItems: number;
}

export async function seedDemoTime(tx: Tx, now: Date, invoicePrefix: string): Promise<DemoTimeSummary> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} at time zone 'UTC')::date`;
  const monday = sql`(${today} - (extract(isodow from ${today})::int - 1))`;

  // Rates: the agency's hourly rates by project; the last active client without portal users is billed in euros, and
  // reads its documents and e-mails in German.
  await tx.execute(sql`
    with ranked as (select id, row_number() over (order by name, id) as n from projects)
    update projects p set hourly_rate_minor = (array[15000, 12500, 17500, 14000])[1 + (r.n - 1) % 4], currency = 'USD'
    from ranked r where r.id = p.id`);
  const euroClient = sql`(select c.id from clients c where c.status = 'active'
    and not exists (select 1 from users u where u.client_id = c.id) order by c.name desc limit 1)`;
  await tx.execute(sql`update projects set currency = 'EUR', hourly_rate_minor = 13000 where client_id = ${euroClient}`);
  await tx.execute(sql`update clients set language = 'de', locale = 'de-DE' where id = ${euroClient}`);
  // The demo developer's own rate on the demo client's first project: a senior rate, above the project's.
  await tx.execute(sql`
    update project_assignments a set hourly_rate_minor = 16500
    from users u, ${demoProject()} dp
    where u.email = 'developer@demo.test' and a.profile_id = u.id and a.project_id = dp.id`);
  await tx.execute(sql`
    insert into staff_rates (user_id, cost_rate_minor, weekly_capacity_minutes, updated_at)
    select u.id,
           (case u.role when 'developer' then 6000 when 'designer' then 5500 when 'manager' then 7000 when 'support' then 4000
                        when 'admin' then 8000 else 9000 end) + 500 * (row_number() over (order by u.email) % 3),
           case when u.email = 'support@demo.test' then 1800 else 2400 end, ${at}
    from users u where u.client_id is null`);

  // Estimates: each task on an active project 2 to 16 hours; a milestone the sum of its tasks' (else 40 hours).
  await tx.execute(sql`
    with ranked as (select t.id, row_number() over (order by t.title, t.id) as n
                    from tasks t join projects p on p.id = t.project_id where p.status = 'active')
    update tasks t set estimated_minutes = 120 + ((r.n * 7) % 15) * 60 from ranked r where r.id = t.id`);
  await tx.execute(sql`
    update milestones m set estimated_minutes = coalesce((select sum(t.estimated_minutes) from tasks t where t.milestone_id = m.id), 2400)
    from projects p where p.id = m.project_id and p.status = 'active'`);

  // The working days of six weeks back and this week up to yesterday, for everyone who tracks time.
  await tx.execute(sql`
    create temporary table demo_time_days on commit drop as
    select u.id as user_id, u.email, u.role, d::date as work_date, (${monday} - (d::date - (extract(isodow from d)::int - 1))) / 7 as week_back,
           row_number() over (order by u.email, d) as n
    from users u
    cross join generate_series((${monday} - 42)::timestamp, (${today} - 1)::timestamp, interval '1 day') d
    where u.client_id is null and u.status = 'active' and u.role in ('developer', 'designer', 'support', 'manager')
      and extract(isodow from d) < 6 and u.created_at < d::date`);
  // Each day: one to three of the person's tasks on active projects that existed then and were not yet done.
  await tx.execute(sql`
    create temporary table demo_time_picks on commit drop as
    select * from (
      select y.*, row_number() over (partition by y.n order by (y.k * 7 + y.n * 13) % 97, y.k) as pick
      from (
        select d.*, t.id as task_id, t.project_id, t.client_id, row_number() over (partition by d.n order by t.title, t.id) as k
        from demo_time_days d
        join tasks t on t.assigned_to_id = d.user_id and t.created_at < ${utc(sql`d.work_date`)}
                    and (t.completed_at is null or t.completed_at >= ${utc(sql`d.work_date`)})
        join projects p on p.id = t.project_id and p.status = 'active'
      ) y
    ) x where pick <= 1 + n % 3`);
  const notes = textArray(NOTES);
  await tx.execute(sql`
    insert into time_entries (user_id, task_id, project_id, client_id, work_date, started_at, ended_at, minutes, note, billable,
                              rate_minor, currency, cost_rate_minor, status, created_by_id, created_at, updated_at)
    select e.user_id, e.task_id, e.project_id, e.client_id, e.work_date,
           case when e.timed then e.start end, case when e.timed then e.start + make_interval(mins => e.minutes) end,
           e.minutes, case when e.internal then ${INTERNAL_NOTE} else (${notes})[1 + (e.n + e.pick) % ${NOTES.length}] end,
           p.billable_by_default and not e.internal,
           coalesce(a.hourly_rate_minor, p.hourly_rate_minor, 0), p.currency, coalesce(r.cost_rate_minor, 0),
           case when e.week_back = 0 then 'open'
                when e.week_back = 1 and e.email = 'developer@demo.test' then 'submitted'
                when e.week_back = 1 and e.email = 'designer@demo.test' then 'open'
                else 'approved' end,
           e.user_id, least(${at}, ${utc(sql`e.work_date + time '17:30'`)}), least(${at}, ${utc(sql`e.work_date + time '17:30'`)})
    from (
      select x.*, (x.n + x.pick) % 3 = 0 as timed, (x.n * 5 + x.pick) % 11 = 0 as internal,
             ${utc(sql`x.work_date + time '08:30'`)} + make_interval(hours => 2 * x.pick::int) as start,
             greatest(15, ((case when x.role = 'support' then 300 else 390 end + (x.n * 37 % 6) * 15)
                           / count(*) over (partition by x.n) / 15) * 15)::int as minutes
      from demo_time_picks x
    ) e
    join projects p on p.id = e.project_id
    left join project_assignments a on a.project_id = e.project_id and a.profile_id = e.user_id
    left join staff_rates r on r.user_id = e.user_id`);

  // The weeks before this one: submitted on Friday evening, decided on Monday morning (a manager's own week by an admin).
  await tx.execute(sql`
    insert into timesheet_weeks (user_id, week_start, status, note, submitted_at, decided_by_id, decided_at)
    select w.user_id, w.week_start, w.status, case when w.status = 'returned' then ${RETURNED_NOTE} end,
           least(${at}, ${utc(sql`w.week_start + interval '4 days 17 hours'`)}),
           case when w.status <> 'submitted' then
             (select id from users where email = case when w.role = 'manager' then 'admin@demo.test' else 'manager@demo.test' end) end,
           case when w.status <> 'submitted' then least(${at}, ${utc(sql`w.week_start + interval '7 days 9 hours'`)}) end
    from (select distinct d.user_id, d.role, d.work_date - (extract(isodow from d.work_date)::int - 1) as week_start,
                 case when d.week_back = 1 and d.email = 'developer@demo.test' then 'submitted'
                      when d.week_back = 1 and d.email = 'designer@demo.test' then 'returned'
                      else 'approved' end as status
          from demo_time_days d where d.week_back > 0
            and exists (select 1 from time_entries e where e.user_id = d.user_id and e.work_date = d.work_date)) w`);
  await tx.execute(sql`
    insert into notifications (user_id, kind, title, body, link, entity_type, entity_id, created_at)
    select m.id, 'timesheet_submitted', 'Timesheet to approve: ' || u.first_name || ' ' || u.last_name,
           u.first_name || ' ' || u.last_name || ' submitted the week of ' || to_char(w.week_start, 'FMMonth FMDD') || ' for approval.',
           '/timesheet?view=approvals', 'timesheet_week', u.id, w.submitted_at
    from timesheet_weeks w join users u on u.id = w.user_id
    join users m on m.role in ('manager', 'admin', 'super_admin') and m.status = 'active' and m.id <> u.id
    where w.status = 'submitted'`);

  await seedBudgets(tx, at);
  const invoiceItems = await seedDemoTimeInvoice(tx, now, invoicePrefix);
  const [count] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from time_entries`);
  return { entries: Number(count?.n ?? 0), invoices: invoiceItems > 0 ? 1 : 0, invoiceItems };
}

/** The demo client's first project (active first): the one its people open first, as in demo-requests.ts. */
function demoProject() {
  return sql`(select p.id, p.name, p.project_manager_id from users u
              join lateral (select * from projects p where p.client_id = u.client_id order by (p.status = 'active') desc, p.created_at, p.id limit 1) p on true
              where u.email = 'client_primary@demo.test')`;
}

/**
 * Budgets on every active project, set from the time logged: most well under way (hours at about 40%), the demo
 * client's first project at about 86% of its hours, with the 80% warning its manager was sent.
 */
async function seedBudgets(tx: Tx, at: SQL): Promise<void> {
  await tx.execute(sql`
    with spent as (
      select p.id, coalesce(sum(e.minutes), 0) as minutes,
             coalesce(sum((e.minutes * e.rate_minor + 30) / 60) filter (where e.billable and e.currency = p.currency), 0) as minor
      from projects p left join time_entries e on e.project_id = p.id and e.minutes is not null
      where p.status = 'active' group by p.id
    )
    update projects p set
      budget_minutes = case when p.id = (select id from ${demoProject()} dp) then ceil(s.minutes * 100 / 86.0 / 60) * 60
                            else 6000 + ceil(s.minutes * 2.5 / 60) * 60 end,
      budget_minor = 1000000 + ceil(s.minor * 3 / 100000.0) * 100000
    from spent s where s.id = p.id and (s.minutes > 0 or p.id <> (select id from ${demoProject()} dp))`);
  await tx.execute(sql`
    insert into project_budget_alerts (project_id, measure, threshold, sent_at)
    select id, 'hours', 80, ${at} - interval '1 day' from ${demoProject()} dp
    where exists (select 1 from projects p where p.id = dp.id and p.budget_minutes is not null)`);
  await tx.execute(sql`
    insert into notifications (user_id, kind, title, body, link, entity_type, entity_id, created_at)
    select coalesce(dp.project_manager_id, (select id from users where email = 'admin@demo.test')), 'budget_alert',
           dp.name || ' reached 80% of its hours budget', 'The time logged on ' || dp.name || ' has reached 80% of its hours budget.',
           '/projects/' || dp.id, 'project', dp.id, a.sent_at
    from ${demoProject()} dp join project_budget_alerts a on a.project_id = dp.id`);
}
