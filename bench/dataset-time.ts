/**
 * The benchmark's time tracking (decision 0045), after the tasks exist: hourly rates and budgets on every bench project,
 * staff rates for everyone, and `timeEntries` entries over about two years of working days, each on a task with a
 * project and by its assignee (or a staff member when it has none), its rates copied. One project ('bench-project-200',
 * client 'bench-client-201') takes one entry in twenty, so the budget, invoice and report rows meet a busy project and a
 * large client. The states follow the calendar: this week open, last week submitted, older weeks approved, and billable
 * time before last month invoiced on one paid invoice per client and month ('bench-tinv-<client id>-<YYYY-MM>'), whose
 * amount is the sum of its entries. Same shape, same data: every choice is a hash of the row number.
 */
import type { Shape } from './dataset';

const uuidOf = (label: string, n: string) => `md5('${label}-' || (${n}))::uuid`;
const hash = (salt: string, mod: number) => `(abs(hashtext('${salt}' || g)) % ${mod})`;

/** The Monday of the current week. */
const MONDAY = `(current_date - (extract(isodow from current_date)::int - 1))`;
/** The first day of last month: time before it is invoiced. */
const LAST_MONTH = `(date_trunc('month', current_date) - interval '1 month')::date`;

export function timeStatements(shape: Shape, have: { tasks: number; clients: number; projects: number }): string[] {
  const T = shape.tasks - have.tasks;
  const C = shape.clients - have.clients;
  const P = shape.projects - have.projects;
  const S = shape.staff;
  const N = shape.timeEntries;
  // Bench task numbers without a multiple of 20 (those have no project): k -> k + (k - 1) / 19.
  const withProject = (k: string) => `((${k}) + ((${k}) - 1) / 19)`;
  const usable = T - Math.floor(T / 20);
  // Tasks of project 200 are numbered 199 + P * j (task g's project is 1 + g % P).
  const busyTasks = Math.max(1, Math.floor(T / P));
  return [
    `update projects set hourly_rate_minor = 10000 + (abs(hashtext(id::text)) % 8) * 1000 where hourly_rate_minor is null`,
    `insert into staff_rates (user_id, cost_rate_minor, weekly_capacity_minutes)
     select id, 4000 + (abs(hashtext(email)) % 5) * 500, case when abs(hashtext(email)) % 10 = 0 then 1200 else 2400 end
     from users where client_id is null on conflict do nothing`,
    // The invoices first (the entries point at them), one per bench client and month before last; emptied ones go after.
    `insert into invoices (id, client_id, invoice_number, description, amount_minor, currency, status, due_date, paid_at, issued_at,
                          created_at, updated_at)
     select md5('bench-tinv-' || ${uuidOf('bench-client', 'c')} || '-' || to_char(m, 'YYYY-MM'))::uuid, ${uuidOf('bench-client', 'c')},
       'BT-' || c || '-' || to_char(m, 'YYYY-MM'), 'Time, ' || to_char(m, 'FMMonth YYYY'), 0, 'USD', 'paid',
       (m + interval '1 month 33 days')::date, m + interval '1 month 10 days', m + interval '1 month 3 days',
       m + interval '1 month 3 days', m + interval '1 month 10 days'
     from generate_series(1, ${C}) c,
          generate_series(date_trunc('month', current_date) - interval '25 months', ${LAST_MONTH} - interval '1 month', interval '1 month') m`,
    `insert into time_entries (user_id, task_id, project_id, client_id, work_date, started_at, ended_at, minutes, note, billable, rate_minor,
                               currency, cost_rate_minor, status, invoice_id, billed_minutes, billed_amount_minor, created_by_id, created_at, updated_at)
     select u.user_id, t.id, t.project_id, t.client_id, e.work_date,
       case when e.timed then e.work_date + time '09:00' + e.minutes * interval '1 minute' * (e.g % 4) end,
       case when e.timed then e.work_date + time '09:00' + e.minutes * interval '1 minute' * (e.g % 4 + 1) end,
       e.minutes, case when e.g % 3 = 1 then 'Worked on ' || t.title end, e.billable, p.hourly_rate_minor, p.currency,
       coalesce(r.cost_rate_minor, 0), e.status,
       case when e.status = 'invoiced' then md5('bench-tinv-' || t.client_id || '-' || to_char(e.work_date, 'YYYY-MM'))::uuid end,
       case when e.status = 'invoiced' then e.minutes end,
       case when e.status = 'invoiced' then (e.minutes * p.hourly_rate_minor + 30) / 60 end,
       u.user_id, e.work_date + time '17:30', e.work_date + time '17:30'
     from (
       select g, task_no, work_date, busy, 15 * (1 + ${hash('tm', 6)}) as minutes, g % 3 = 0 as timed, g % 7 <> 0 as billable,
         case when work_date >= ${MONDAY} then 'open' when work_date >= ${MONDAY} - 7 then 'submitted'
              when g % 7 <> 0 and work_date < ${LAST_MONTH} then 'invoiced' else 'approved' end as status
       from (
         select g, g % 20 = 0 as busy,
           case when g % 20 = 0 then 199 + ${P} * ${hash('bt', busyTasks)} else ${withProject(`1 + (g::bigint * 7919) % ${usable}`)} end as task_no,
           d - case extract(isodow from d)::int when 6 then 1 when 7 then 2 else 0 end as work_date
         from (select g, current_date - (g % 730) as d from generate_series(1, ${N}) g) days
       ) picked
     ) e
     join tasks t on t.id = ${uuidOf('bench-task', 'e.task_no')}
     join projects p on p.id = t.project_id
     -- The busy project's time is spread over all the staff; other time is its task's assignee's.
     cross join lateral (select case when e.busy then ${uuidOf('bench-staff', `1 + e.g % ${S}`)}
                                     else coalesce(t.assigned_to_id, ${uuidOf('bench-staff', `1 + e.g % ${S}`)}) end as user_id) u
     left join staff_rates r on r.user_id = u.user_id`,
    `update invoices i set amount_minor = s.total
     from (select invoice_id, sum(billed_amount_minor) as total from time_entries where invoice_id is not null group by invoice_id) s
     where s.invoice_id = i.id`,
    `delete from invoices i where i.invoice_number like 'BT-%' and i.amount_minor = 0`,
    `insert into invoice_items (invoice_id, description, quantity_thousandths, unit_amount_minor, net_minor, total_minor, position, created_at)
     select id, description, 1000, amount_minor, amount_minor, amount_minor, 0, created_at from invoices where invoice_number like 'BT-%'`,
    // The weeks before this one: last week submitted, older weeks approved.
    `insert into timesheet_weeks (user_id, week_start, status, submitted_at, decided_at)
     select user_id, w, case when w = ${MONDAY} - 7 then 'submitted' else 'approved' end, w + interval '4 days 17 hours',
       case when w < ${MONDAY} - 7 then w + interval '7 days 9 hours' end
     from (select distinct user_id, work_date - (extract(isodow from work_date)::int - 1) as w from time_entries where work_date < ${MONDAY}) weeks
     on conflict do nothing`,
    // Budgets on the active projects: hours and money, most of them well ahead of what is spent.
    `update projects set budget_minutes = 60000 + (abs(hashtext(id::text)) % 20) * 6000,
       budget_minor = 10000000 + (abs(hashtext(id::text)) % 20) * 1000000
     where status = 'active' and budget_minutes is null`,
  ];
}
