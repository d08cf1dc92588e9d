/** Shared setup of the expense tests: the app signed in as every demo account, and projects each may log expenses on. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

export let t: TestApp;
export const cookies = {} as Record<DemoRole, string>;
export const userIds = {} as Record<DemoRole, string>;
/** The client users' company; a project of it the developer works on; a project the developer does not. */
export let companyId: string;
export let devProject: { id: string; clientId: string; currency: string };
export let otherProject: { id: string; clientId: string };
/** An active category, and a 20% inclusive and a 10% exclusive tax rate made for the tests. */
export let categoryId: string;
export let inclusiveRateId: string;
export let exclusiveRateId: string;

export const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
export const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;

export const create = (role: DemoRole, body: Record<string, unknown>) => t.request('/api/expenses', { cookie: cookies[role], body });
export const list = (role: DemoRole, query = '') => t.request(`/api/expenses${query ? `?${query}` : ''}`, { cookie: cookies[role] });
export const get = (role: DemoRole, id: string) => t.request(`/api/expenses/${id}`, { cookie: cookies[role] });
export const patch = (role: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/expenses/${id}`, { method: 'PATCH', cookie: cookies[role], body });
export const remove = (role: DemoRole, id: string) => t.request(`/api/expenses/${id}`, { method: 'DELETE', cookie: cookies[role] });
export const act = (role: DemoRole, id: string, action: 'submit' | 'approve' | 'return', body?: Record<string, unknown>) =>
  t.request(`/api/expenses/${id}/${action}`, { method: 'POST', cookie: cookies[role], body: body ?? {} });

/** A valid expense on the developer's project; fields may be overridden. */
export const expenseBody = (over: Record<string, unknown> = {}) => ({
  projectId: devProject.id,
  expenseDate: '2035-01-22',
  categoryId,
  vendor: 'Unsplash',
  description: 'Hero photos',
  amount: 120,
  taxRateId: inclusiveRateId,
  billable: true,
  markupPercent: 15,
  ...over,
});

/** Logs one as `role` (201 expected) and answers its id. */
export async function logged(role: DemoRole, over: Record<string, unknown> = {}): Promise<string> {
  const res = await create(role, expenseBody(over));
  if (res.status !== 201) throw new Error(`Logging an expense as ${role} failed: ${res.status} ${res.text}`);
  return res.json.id as string;
}

export function setUpExpenses() {
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
      userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
    }
    companyId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
    devProject = await one(
      sql`select id, client_id as "clientId", currency from projects where client_id = ${companyId} order by id limit 1`,
    );
    // The developer works on it (decision 0075: an assignment is what puts a project in their scope).
    await rows(sql`insert into project_assignments (project_id, profile_id, role) values (${devProject.id}, ${userIds.developer}, 'developer')
      on conflict do nothing`);
    otherProject = await one(sql`select p.id, p.client_id as "clientId" from projects p where p.client_id <> ${companyId}
      and p.project_manager_id is distinct from ${userIds.developer}
      and not exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${userIds.developer}) order by p.id limit 1`);
    categoryId = (await one<{ id: string }>(sql`select id from expense_categories where archived_at is null order by name limit 1`)).id;
    inclusiveRateId = (
      await one<{ id: string }>(sql`insert into tax_rates (id, family_id, name, rate_millionths, inclusive)
        select g, g, 'Test VAT incl', 200000, true from gen_random_uuid() g returning id`)
    ).id;
    exclusiveRateId = (
      await one<{ id: string }>(sql`insert into tax_rates (id, family_id, name, rate_millionths, inclusive)
        select g, g, 'Test tax excl', 100000, false from gen_random_uuid() g returning id`)
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** An invoice of the expense's client in `status`, and the expense put on it, straight in the database. */
export async function invoiceExpense(expenseId: string, status: 'draft' | 'open') {
  const expense = await one<{ client_id: string }>(sql`select client_id from expenses where id = ${expenseId}`);
  const invoice = await one<{ id: string }>(sql`insert into invoices (client_id, invoice_number, amount_minor, status)
    values (${expense.client_id}, ${`EXP-${expenseId.slice(0, 8)}`}, 11500, ${status}) returning id`);
  await rows(sql`update expenses set status = 'invoiced', invoice_id = ${invoice.id}, billed_amount_minor = 11500 where id = ${expenseId}`);
  return invoice.id;
}
