/**
 * The time tracking rows of the API benchmark (decision 0045), with a p95 budget of 50 ms (the two list pages, 25 ms): a week's timesheet (the
 * demo developer's own, and a manager opening the busiest person's), a busy project's spent against budget, the
 * invoice preview of last month for the largest client, the monthly project report, the busy project's Time tab and
 * a developer's own time entries.
 * The ids come from the data set (bench/dataset-time.ts): the busy project is 'bench-project-200' of 'bench-client-201'.
 */
import { queryOnce } from './databases';

export const TIME_BUDGET_MS = 50;
/** A list page's p95 budget (docs/architecture.md), whichever screen it is on. */
export const LIST_BUDGET_MS = 25;

export interface TimeIds {
  /** Monday of last week (YYYY-MM-DD): a whole, submitted week. */
  week: string;
  /** The person with the most time last week. */
  busyPerson: string;
  busyProject: string;
  largestClient: string;
  /** The company of the demo client user (client_primary@demo.test). */
  clientUserCompany: string;
  /** That company's project with the most conversation messages: the client's side of a busy conversation. */
  clientUserProject: string;
  /** Last month: 'YYYY-MM', and its first and last day. */
  month: string;
  monthFrom: string;
  monthTo: string;
}

export async function timeIds(url: string): Promise<TimeIds> {
  const { rows } = await queryOnce(
    url,
    `with d as (select current_date - (extract(isodow from current_date)::int - 1) - 7 as week,
                       (date_trunc('month', current_date) - interval '1 month')::date as month)
     select d.week::text as week, to_char(d.month, 'YYYY-MM') as month, d.month::text as month_from,
            ((d.month + interval '1 month')::date - 1)::text as month_to,
            (select user_id from time_entries e where e.work_date between d.week and d.week + 6 group by user_id order by count(*) desc, user_id limit 1)::text as busy,
            md5('bench-project-200')::uuid::text as project, md5('bench-client-201')::uuid::text as client,
            (select client_id from users where email = 'client_primary@demo.test')::text as own_client,
            (select p.id from projects p where p.client_id = (select client_id from users where email = 'client_primary@demo.test')
              order by (select count(*) from project_messages m where m.project_id = p.id) desc, p.id limit 1)::text as own_project
     from d`,
  );
  const r = rows[0];
  return {
    week: r.week,
    busyPerson: r.busy,
    busyProject: r.project,
    largestClient: r.client,
    clientUserCompany: r.own_client,
    clientUserProject: r.own_project,
    month: r.month,
    monthFrom: r.month_from,
    monthTo: r.month_to,
  };
}

export interface TimeRow {
  name: string;
  path: string;
  /** Who signs in: `<as>@demo.test` (bench-client: the bench client's user, bench/dataset-visibility.ts). */
  as: 'admin' | 'developer' | 'manager' | 'client_primary' | 'bench-client';
  budget: number;
  post?: unknown;
  /** The status a good answer has (a preview is a POST that answers 200). */
  expect?: number;
}

export function timeRows(ids: TimeIds): TimeRow[] {
  const row = (name: string, path: string, as: TimeRow['as'], extra: Partial<TimeRow> = {}): TimeRow => ({
    name,
    path,
    as,
    budget: TIME_BUDGET_MS,
    ...extra,
  });
  return [
    row('timesheet of last week (developer)', `/api/timesheet?week=${ids.week}`, 'developer'),
    row('timesheet of the busiest person, last week (manager)', `/api/timesheet?week=${ids.week}&userId=${ids.busyPerson}`, 'manager'),
    row('busy project spent against budget', `/api/projects/${ids.busyProject}/budget`, 'admin'),
    row('invoice time preview, last month, largest client', `/api/clients/${ids.largestClient}/time-invoice/preview`, 'admin', {
      post: { from: ids.monthFrom, to: ids.monthTo, groupBy: 'task' },
      expect: 200,
    }),
    row('time report by project, last month', `/api/reports/time/projects?from=${ids.month}&to=${ids.month}`, 'admin'),
    // The report's money is the ledger's, joined to the tallies (decision 0096): a year of one client, and of the agency.
    row('time report by project, 12 months, largest client', `/api/reports/time/projects?clientId=${ids.largestClient}`, 'admin'),
    row('time report by project, 6 months, whole agency', '/api/reports/time/projects', 'admin'),
    // What a list page is opened for: a project's Time tab, and a person's own time.
    row("busy project's Time tab, page 1 (manager)", `/api/time-entries?projectId=${ids.busyProject}`, 'manager', {
      budget: LIST_BUDGET_MS,
    }),
    row('time entries list, page 1 (developer)', '/api/time-entries', 'developer', { budget: LIST_BUDGET_MS }),
    // Expenses (decision 0117): a manager's whole list, and the busy project's.
    row('expenses list, page 1 (manager)', '/api/expenses', 'manager', { budget: LIST_BUDGET_MS }),
    row("expenses list, busy project's, page 1 (manager)", `/api/expenses?projectId=${ids.busyProject}`, 'manager', {
      budget: LIST_BUDGET_MS,
    }),
  ];
}
