/**
 * The benchmark's data set: the demo agency (its accounts sign in) grown in SQL to the shape of the performance budgets — 2k
 * clients, 10k projects, 100k tasks, 200k communications, 500k comments, 20k leads, 20k client requests — with 200 more staff so a
 * developer's share is realistic (about 1 in 200 tasks, 50 projects), and as many project messages as tasks with a file on
 * every fifth task (bench/dataset-collaboration.ts), and what a client may not see: hidden tasks, internal comments
 * and request threads with internal notes (bench/dataset-visibility.ts). Rows are made with generate_series and
 * hashtext, so the same shape always gives the same data and ids (md5 of a label) need no lookups.
 * One task ('bench-task-1', owned by the demo developer) carries exactly 50 comments.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { queryRows } from '@server/db/client';
import { seedDemo } from '@server/db/seed/demo';
import { collaborationStatements } from './dataset-collaboration';
import { ledgerStatements } from './dataset-ledger';
import { timeStatements } from './dataset-time';
import { expenseStatements } from './dataset-expenses';
import { visibilityStatements } from './dataset-visibility';

export interface Shape {
  clients: number;
  projects: number;
  tasks: number;
  communications: number;
  comments: number;
  leads: number;
  staff: number;
  /** Time entries over about two years (bench/dataset-time.ts). */
  timeEntries: number;
  /** One-off expenses over about two years (bench/dataset-expenses.ts). */
  expenses: number;
  /** Invoices in all (the time invoices and more, bench/dataset-ledger.ts) and the payment rows on them. */
  invoices: number;
  payments: number;
}

export const FULL: Shape = {
  clients: 2000,
  projects: 10_000,
  tasks: 100_000,
  communications: 200_000,
  comments: 500_000,
  leads: 20_000,
  staff: 200,
  timeEntries: 1_000_000,
  expenses: 200_000,
  invoices: 50_000,
  payments: 200_000,
};
/** The embedded database's set: a tenth (10k tasks), for PGlite against PostgreSQL on the same queries. */
export const TENTH: Shape = {
  clients: 200,
  projects: 1000,
  tasks: 10_000,
  communications: 20_000,
  comments: 50_000,
  leads: 2000,
  staff: 20,
  timeEntries: 100_000,
  expenses: 20_000,
  invoices: 5000,
  payments: 20_000,
};

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** A deterministic pick from a list, by a salted hash of the row number g. */
const pick = (values: readonly string[], salt: string) => `(${sqlArray(values)})[1 + abs(hashtext('${salt}' || g)) % ${values.length}]`;
const hash = (salt: string, mod: number) => `(abs(hashtext('${salt}' || g)) % ${mod})`;
const uuidOf = (label: string, n: string) => `md5('${label}-' || (${n}))::uuid`;

const VERBS = ['Build', 'Fix', 'Design', 'Review', 'Refactor', 'Test', 'Deploy', 'Document', 'Plan', 'Polish'];
const THINGS = [
  'API',
  'login flow',
  'checkout',
  'dashboard',
  'invoice export',
  'search',
  'onboarding',
  'notifications',
  'reports',
  'payments',
  'mobile layout',
  'admin panel',
  'image upload',
  'settings page',
  'email templates',
  'audit trail',
];
const WORDS = [
  'Acme',
  'Northwind',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Vandelay',
  'Soylent',
  'Cyberdyne',
  'Tyrell',
  'Wonka',
  'Gringotts',
  'Oscorp',
  'Aperture',
];
const SUFFIXES = ['Labs', 'Health', 'Logistics', 'Retail', 'Capital', 'Studios', 'Systems', 'Foods', 'Legal', 'Energy'];

/** The bulk rows, after the demo's; every count is "up to the shape's total". */
function statements(shape: Shape, have: Record<string, number>, ids: { developer: string }): string[] {
  const C = shape.clients - have.clients!;
  const P = shape.projects - have.projects!;
  const T = shape.tasks - have.tasks!;
  const S = shape.staff;
  const staff = (n: string) => uuidOf('bench-staff', n);
  // Task g's project and client: tasks spread over the bulk projects; a project's client follows from its number.
  const projectNo = `(1 + g % ${P})`;
  const clientOfProject = (p: string) => `(1 + (${p}) % ${C})`;
  return [
    `insert into users (id, email, email_verified, name, first_name, last_name, role, status, created_at, updated_at)
     select ${staff('g')}, 'staff' || g || '@bench.test', true, 'Staff ' || g, ${pick(['Alex', 'Sam', 'Robin', 'Kim', 'Lee', 'Noor'], 'fn')}, 'Member ' || g,
       ${pick(['developer', 'developer', 'developer', 'designer', 'manager', 'support'], 'role')}, 'active', now() - interval '400 days', now() - interval '400 days'
     from generate_series(1, ${S}) g`,
    `insert into clients (id, name, contact_person, email, industry, status, created_at, updated_at)
     select ${uuidOf('bench-client', 'g')}, ${pick(WORDS, 'cn')} || ' ' || ${pick(SUFFIXES, 'cs')} || ' ' || g, 'Contact ' || g, 'contact' || g || '@client.test',
       ${pick(['Technology', 'Healthcare', 'Finance', 'Retail', 'Education', 'Legal', 'Other'], 'ind')}, ${pick(['active', 'active', 'prospect', 'inactive'], 'cst')},
       now() - (g % 900) * interval '1 day', now() - (g % 300) * interval '1 day'
     from generate_series(1, ${C}) g`,
    `insert into projects (id, name, description, client_id, status, priority, start_date, end_date, completion_percentage, project_manager_id, created_at, updated_at)
     select ${uuidOf('bench-project', 'g')}, ${pick(THINGS, 'pn')} || ' for ' || ${pick(WORDS, 'pw')} || ' ' || g, 'Project ' || g || ' of the benchmark',
       ${uuidOf('bench-client', clientOfProject('g'))}, ${pick(['planning', 'active', 'active', 'active', 'on_hold', 'completed', 'cancelled'], 'ps')},
       ${pick(['low', 'medium', 'high'], 'pp')}, current_date - ${hash('psd', 600)}, current_date + ${hash('ped', 300)}, ${hash('pc', 101)},
       ${staff(`1 + ${hash('pm', S)}`)}, now() - (g % 700) * interval '1 day', now() - (g % 200) * interval '1 hour'
     from generate_series(1, ${P}) g`,
    // Three staff per project; the demo developer is on one project in 200.
    `insert into project_assignments (project_id, profile_id, role)
     select ${uuidOf('bench-project', 'g')}, ${staff(`1 + (g * 7 + k * 61) % ${S}`)}, 'developer'
     from generate_series(1, ${P}) g, generate_series(0, 2) k on conflict do nothing`,
    `insert into project_assignments (project_id, profile_id, role)
     select ${uuidOf('bench-project', 'g')}, '${ids.developer}', 'developer' from generate_series(200, ${P}, 200) g`,
    `insert into milestones (id, project_id, name, status, due_date, order_index)
     select ${uuidOf('bench-milestone', "g || '-' || k")}, ${uuidOf('bench-project', 'g')}, 'Phase ' || (k + 1),
       ${pick(['planned', 'in_progress', 'completed', 'delayed'], 'ms')}, current_date + (k * 30 - 30), k
     from generate_series(1, ${P}) g, generate_series(0, 2) k`,
    // One task in 20 has no project; one in 200 is the demo developer's.
    `insert into tasks (id, title, description, client_id, project_id, milestone_id, type, status, priority, assigned_to_id, created_by_id, due_date, completed_at, created_at, updated_at)
     select ${uuidOf('bench-task', 'g')}, ${pick(VERBS, 'tv')} || ' ' || ${pick(THINGS, 'tt')} || ' #' || g,
       'Work item ' || g || ': ' || ${pick(THINGS, 'td')} || ' for the ' || ${pick(WORDS, 'tw')} || ' team',
       ${uuidOf('bench-client', clientOfProject(projectNo))},
       case when g % 20 = 0 then null else ${uuidOf('bench-project', projectNo)} end,
       case when g % 20 = 0 or g % 4 = 0 then null else ${uuidOf('bench-milestone', `${projectNo} || '-' || (g % 3)`)} end,
       ${pick(['feature', 'bug_fix', 'maintenance', 'testing', 'documentation', 'design', 'review', 'deployment'], 'ty')},
       st, ${pick(['low', 'medium', 'medium', 'high'], 'pr')},
       case when g % 200 = 1 then '${ids.developer}'::uuid when g % 10 = 0 then null else ${staff(`1 + ${hash('as', S)}`)} end,
       ${staff(`1 + ${hash('cb', S)}`)},
       case when g % 10 = 3 then null else current_date + (${hash('due', 240)} - 150) end,
       case when st = 'completed' then now() - (g % 500) * interval '1 hour' end,
       now() - (g % 730) * interval '1 day' - interval '1 hour', now() - (g % 100000) * interval '7 minutes'
     from (select g, ${pick(['pending', 'pending', 'in_progress', 'in_progress', 'in_progress', 'completed', 'completed', 'completed'], 'st')} as st
           from generate_series(1, ${T}) g) s`,
    // Task 1 gets exactly 50 comments; the rest spread over tasks 2..T.
    `insert into task_comments (task_id, user_id, content, created_at, updated_at)
     select case when g <= 50 then ${uuidOf('bench-task', '1')} else ${uuidOf('bench-task', `2 + g % ${T - 1}`)} end,
       ${staff(`1 + ${hash('cu', S)}`)}, 'Comment ' || g || ': looked at the ' || ${pick(THINGS, 'cc')} || ', details inside.',
       now() - (g % 50000) * interval '13 minutes', now() - (g % 50000) * interval '13 minutes'
     from generate_series(1, ${shape.comments - have.task_comments!}) g`,
    `insert into communications (client_id, project_id, user_id, type, direction, subject, content, from_email, to_email, created_at, updated_at)
     select ${uuidOf('bench-client', `1 + g % ${C}`)}, null, ${staff(`1 + ${hash('mu', S)}`)},
       ${pick(['email', 'email', 'call', 'meeting', 'chat'], 'mt')}, ${pick(['inbound', 'outbound'], 'md')},
       ${pick(['Kick-off', 'Weekly sync', 'Invoice question', 'Scope change', 'Release notes', 'Bug report'], 'ms')} || ' #' || g,
       'Notes of conversation ' || g, 'team@agency.test', 'contact' || (1 + g % ${C}) || '@client.test',
       now() - (g % 200000) * interval '3 minutes', now() - (g % 200000) * interval '3 minutes'
     from generate_series(1, ${shape.communications - have.communications!}) g`,
    `insert into contact_submissions (first_name, last_name, email, company, project_type, description, status, created_at, updated_at)
     select ${pick(['Ada', 'Grace', 'Linus', 'Ken', 'Barbara', 'Alan'], 'lf')}, 'Lead ' || g, 'lead' || g || '@prospect.test',
       ${pick(WORDS, 'lc')} || ' ' || g, ${pick(['custom-software', 'saas', 'mobile-app', 'web-design', 'consultation'], 'lp')},
       'We would like help with ' || ${pick(THINGS, 'ld')} || '.', ${pick(['new', 'contacted', 'qualified', 'disqualified'], 'ls')},
       now() - (g % 20000) * interval '26 minutes', now() - (g % 20000) * interval '26 minutes'
     from generate_series(1, ${shape.leads - have.contact_submissions!}) g`,
    `insert into client_revenue (client_id, description, amount_minor, currency, start_date, is_active)
     select ${uuidOf('bench-client', 'g')}, 'Retainer', (1 + g % 50) * 10000, 'USD', current_date - (g % 400), g % 5 <> 0
     from generate_series(1, ${C}) g`,
    // Client requests: two per project (a modest count beside the tasks), a third answered. An accepted one is linked
    // to the task of the same number, which lies on the same project (task g's project is 1 + g % P too).
    `insert into client_requests (client_id, project_id, title, description, priority, status, created_by_id, decided_by_id, decided_at,
                                  decline_reason, task_id, created_at, updated_at)
     select ${uuidOf('bench-client', clientOfProject(projectNo))}, ${uuidOf('bench-project', projectNo)},
       ${pick(['Add', 'Change', 'Fix', 'Remove', 'Speed up'], 'rv')} || ' the ' || ${pick(THINGS, 'rt')} || ' #' || g,
       'Requested by the client: ' || ${pick(THINGS, 'rd')}, ${pick(['low', 'medium', 'medium', 'high'], 'rp')}, st, null,
       case when st <> 'open' then ${staff(`1 + ${hash('rb', S)}`)} end,
       case when st <> 'open' then now() - (g % 300) * interval '1 hour' end,
       case when st = 'declined' then 'Outside the agreed scope.' end,
       case when st = 'accepted' then ${uuidOf('bench-task', 'g')} end,
       now() - (g % 20000) * interval '37 minutes', now() - (g % 20000) * interval '29 minutes'
     from (select g, case when g % 20 = 0 or g % 3 <> 0 then 'open' when g % 2 = 0 then 'declined' else 'accepted' end as st
           from generate_series(1, ${2 * P}) g) s`,
    ...timeStatements(shape, { tasks: have.tasks!, clients: have.clients!, projects: have.projects! }),
    ...expenseStatements(shape, { projects: have.projects! }),
    ...collaborationStatements(shape, { tasks: have.tasks!, projects: have.projects! }),
    ...ledgerStatements(shape, { clients: have.clients! }),
    // Recurring invoices (decision 0057): five schedules in two clients, most active, two lines each.
    `insert into recurring_schedules (id, client_id, title, currency, frequency, day_of_month, start_date, status, next_period_start, invoices_count, created_at)
     select ${uuidOf('bench-schedule', 'g')}, ${uuidOf('bench-client', `1 + g % ${C}`)}, ${pick(['Hosting', 'Maintenance', 'Support retainer', 'Licences'], 'rt')} || ' ' || g,
       'USD', ${pick(['monthly', 'monthly', 'quarterly', 'yearly'], 'rf')}, 1 + g % 28, current_date - (g % 700), ${pick(['active', 'active', 'active', 'paused', 'cancelled'], 'rs')},
       date_trunc('month', current_date)::date + interval '1 month' + (g % 28) * interval '1 day', g % 24, now() - (g % 700) * interval '1 day'
     from generate_series(1, ${Math.round(C * 2.5)}) g`,
    `insert into recurring_schedule_items (schedule_id, position, description, quantity_thousandths, unit_amount_minor)
     select ${uuidOf('bench-schedule', 'g')}, k, 'Line ' || (k + 1), (1 + k) * 1000, (1 + g % 90) * 1000
     from generate_series(1, ${Math.round(C * 2.5)}) g, generate_series(0, 1) k`,
    // Quotes (decision 0055): ten per bench client (20,000 in the full set), in every state, for the list rows.
    `insert into quotes (quote_number, client_id, title, currency, status, version, valid_until, subtotal_minor, total_minor, sent_at, created_at, updated_at)
     select 'QB-' || g, ${uuidOf('bench-client', `1 + g % ${C}`)}, ${pick(['Website redesign', 'Mobile app', 'API integration', 'Support retainer', 'Data migration'], 'qt')} || ' ' || g,
       'USD', st, 1, current_date + (g % 60) - 20, (1 + g % 200) * 10000, (1 + g % 200) * 12000,
       case when st <> 'draft' then now() - (g % 700) * interval '1 day' end, now() - (g % 700) * interval '1 day', now() - (g % 700) * interval '1 day'
     from (select g, ${pick(['draft', 'sent', 'sent', 'viewed', 'accepted', 'declined', 'expired'], 'qs')} as st from generate_series(1, ${C * 10}) g) q`,
    ...visibilityStatements(shape),
    // Index-only scans need the visibility map that vacuum writes (autovacuum would, later).
    'vacuum analyze',
  ];
}

const COUNTED = ['clients', 'projects', 'tasks', 'task_comments', 'communications', 'contact_submissions'] as const;

/** Fills an empty, migrated database with the demo agency grown to the shape. */
export async function generate(database: Database, shape: Shape): Promise<void> {
  await seedDemo(database.db, { password: 'demo-password' });
  const have: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`));
    have[table] = Number(row!.n);
  }
  const [dev] = await queryRows<{ id: string }>(database.db, sql`select id from users where email = 'developer@demo.test'`);
  for (const statement of statements(shape, have, { developer: dev!.id })) await database.exec(statement);
}

/** True when the database already holds the shape (the generator ran before). */
export async function holdsShape(database: Database, shape: Shape): Promise<boolean> {
  const [row] = await queryRows<{
    n: number;
    time: number;
    schedules: number;
    messages: number;
    invoices: number;
    payments: number;
    expenses: number;
    threads: number;
  }>(
    database.db,
    sql`select (select count(*)::int from tasks) as n, (select count(*)::int from time_entries) as time,
               (select count(*)::int from recurring_schedules) as schedules, (select count(*)::int from project_messages) as messages,
               (select count(*)::int from invoices) as invoices, (select count(*)::int from invoice_payments) as payments,
               (select count(*)::int from expenses) as expenses, (select count(*)::int from request_messages) as threads`,
  );
  // A set generated before time tracking, recurring invoices, the conversations or the request threads has none: it is
  // made again. About
  // half a percent of the time entries are never made (their busy-project task number is one without a project), so
  // the full count is not asked for: asking for it had every run regenerate the set.
  return (
    Number(row!.n) === shape.tasks &&
    Number(row!.time) >= shape.timeEntries * 0.99 &&
    Number(row!.schedules) >= shape.clients * 2 &&
    Number(row!.messages) >= shape.tasks &&
    Number(row!.invoices) >= shape.invoices &&
    Number(row!.payments) >= shape.payments * 0.99 &&
    Number(row!.expenses) >= shape.expenses * 0.99 &&
    // Five messages on each of the two requests per project.
    Number(row!.threads) >= shape.projects * 9
  );
}
