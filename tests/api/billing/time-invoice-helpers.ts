/** Invoice time tests: time entries written straight into the database for a client's project and a demo person. */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { dueIn30 } from './billing-helpers';

export interface EntrySeed {
  minutes?: number | null;
  rateMinor?: number;
  workDate?: string;
  status?: 'open' | 'submitted' | 'approved';
  billable?: boolean;
  currency?: string;
  note?: string;
}

/**
 * The client's first project and one of its tasks (each made when the demo has none: the other clients are picked by
 * random id, and some demo clients have no project yet), and the developer.
 */
export async function timeFixture(app: TestApp, clientId: string) {
  const db = app.database.db;
  let [project] = await queryRows<{ id: string }>(db, sql`select id from projects where client_id = ${clientId} order by name, id limit 1`);
  if (!project) {
    [project] = await queryRows<{ id: string }>(
      db,
      sql`insert into projects (name, client_id) values ('Time fixture', ${clientId}) returning id`,
    );
  }
  let [task] = await queryRows<{ id: string }>(db, sql`select id from tasks where project_id = ${project!.id} order by id limit 1`);
  if (!task) {
    [task] = await queryRows<{ id: string }>(
      db,
      sql`insert into tasks (title, project_id, client_id) values ('Login page', ${project!.id}, ${clientId}) returning id`,
    );
  }
  const [dev] = await queryRows<{ id: string }>(db, sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`);
  return { projectId: project!.id, taskId: task!.id, userId: dev!.id };
}

export async function insertEntry(app: TestApp, clientId: string, fixture: Awaited<ReturnType<typeof timeFixture>>, seed: EntrySeed = {}) {
  const minutes = seed.minutes === undefined ? 60 : seed.minutes;
  const running = minutes === null;
  const [row] = await queryRows<{ id: string }>(
    app.database.db,
    sql`insert into time_entries (user_id, task_id, project_id, client_id, work_date, started_at, minutes, note, billable, rate_minor, currency, status)
        values (${fixture.userId}, ${fixture.taskId}, ${fixture.projectId}, ${clientId}, ${seed.workDate ?? '2025-03-10'},
                ${running ? sql`now()` : sql`null`}, ${minutes}, ${seed.note ?? null}, ${seed.billable ?? true}, ${seed.rateMinor ?? 10_000},
                ${seed.currency ?? 'USD'}, ${running ? 'open' : (seed.status ?? 'approved')})
        returning id`,
  );
  return row!.id;
}

export async function entriesOf(app: TestApp, ids: string[]) {
  return queryRows<{
    id: string;
    status: string;
    invoice_id: string | null;
    billed_minutes: number | null;
    billed_amount_minor: string | number | null;
  }>(
    app.database.db,
    sql`select id, status, invoice_id, billed_minutes, billed_amount_minor from time_entries where id in ${ids} order by id`,
  );
}

export const selection = (overrides: Record<string, unknown> = {}) => ({
  from: '2025-03-01',
  to: '2025-03-31',
  groupBy: 'task',
  ...overrides,
});

export const creation = (fingerprint: string, overrides: Record<string, unknown> = {}) => ({
  ...selection(),
  fingerprint,
  dueDate: dueIn30(),
  description: 'March time',
  sendEmail: false,
  ...overrides,
});

export interface ExpenseSeed {
  netMinor?: number;
  markupBasisPoints?: number;
  taxRateId?: string | null;
  expenseDate?: string;
  status?: 'open' | 'submitted' | 'approved';
  billable?: boolean;
  currency?: string;
  description?: string;
  category?: string | null;
}

/**
 * An expense written straight into the database (the expenses' own routes are not needed here): its cost before tax
 * as given, the receipt's tax left out (its input tax plays no part in re-billing, decision 0119).
 */
export async function insertExpense(app: TestApp, clientId: string, projectId: string, seed: ExpenseSeed = {}) {
  const net = seed.netMinor ?? 10_000;
  const category = seed.category === undefined ? 'Travel' : seed.category;
  const [row] = await queryRows<{ id: string }>(
    app.database.db,
    sql`insert into expenses (project_id, client_id, expense_date, category_id, description, amount_minor, currency, tax_rate_id,
                              net_minor, billable, markup_basis_points, status)
        values (${projectId}, ${clientId}, ${seed.expenseDate ?? '2025-03-12'},
                ${category ? sql`(select id from expense_categories where name = ${category} and archived_at is null)` : null},
                ${seed.description ?? 'Train to the workshop'}, ${net}, ${seed.currency ?? 'USD'}, ${seed.taxRateId ?? null},
                ${net}, ${seed.billable ?? true}, ${seed.markupBasisPoints ?? 0}, ${seed.status ?? 'approved'})
        returning id`,
  );
  return row!.id;
}

export async function expensesOf(app: TestApp, ids: string[]) {
  return queryRows<{
    id: string;
    status: string;
    invoice_id: string | null;
    invoice_item_id: string | null;
    billed_amount_minor: string | number | null;
  }>(
    app.database.db,
    sql`select id, status, invoice_id, invoice_item_id, billed_amount_minor from expenses where id in ${ids} order by id`,
  );
}

/** A tax rate of Settings > Billing, made for the test (its own family). */
export async function insertTaxRate(app: TestApp, name: string, rateMillionths: number, inclusive = false) {
  const [row] = await queryRows<{ id: string }>(
    app.database.db,
    sql`with n as (select gen_random_uuid() as id)
        insert into tax_rates (id, name, rate_millionths, family_id, inclusive) select id, ${name}, ${rateMillionths}, id, ${inclusive} from n
        returning id`,
  );
  return row!.id;
}
