/** Shared setup of the time entry tests: the app signed in as every demo account, and tasks each may log time on. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';
import { shownToClient } from '../support/shown-to-client';

export let t: TestApp;
export const cookies = {} as Record<DemoRole, string>;
export const userIds = {} as Record<DemoRole, string>;
/** The client users' company; a task assigned to the developer on a project of that company; one not theirs. */
export let companyId: string;
export let devTask: { id: string; projectId: string; clientId: string };
export let otherTask: { id: string; projectId: string; clientId: string };

export const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
export const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
export const count = async (query: SQL) => Number((await one<{ n: number }>(query)).n);

export const log = (role: DemoRole, body: Record<string, unknown>) => t.request('/api/time-entries', { cookie: cookies[role], body });
export const list = (role: DemoRole, query = '') => t.request(`/api/time-entries${query ? `?${query}` : ''}`, { cookie: cookies[role] });
export const patch = (role: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/time-entries/${id}`, { method: 'PATCH', cookie: cookies[role], body });
export const remove = (role: DemoRole, id: string) => t.request(`/api/time-entries/${id}`, { method: 'DELETE', cookie: cookies[role] });
export const timer = (role: DemoRole) => t.request('/api/timer', { cookie: cookies[role] });
export const start = (role: DemoRole, taskId: string, workDate = '2035-01-23') =>
  t.request('/api/timer/start', { cookie: cookies[role], body: { taskId, workDate } });
export const stop = (role: DemoRole, body: Record<string, unknown> = {}) => t.request('/api/timer/stop', { cookie: cookies[role], body });

const taskColumns = sql`t.id, t.project_id as "projectId", p.client_id as "clientId"`;

export function setUpTime() {
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
      userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
    }
    companyId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
    // The developer sees the tasks assigned to them: one on the client users' company's project is made theirs.
    devTask = await one(
      sql`select ${taskColumns} from tasks t join projects p on p.id = t.project_id
        where p.client_id = ${companyId} and ${shownToClient('t')} and p.client_sees_time order by t.id limit 1`,
    );
    await rows(sql`update tasks set assigned_to_id = ${userIds.developer} where id = ${devTask.id}`);
    otherTask = await one(sql`select ${taskColumns} from tasks t join projects p on p.id = t.project_id
                              where p.client_id <> ${companyId} and t.assigned_to_id is distinct from ${userIds.developer}
                                and not exists (select 1 from projects p0 where p0.id = t.project_id and (p0.project_manager_id = ${userIds.developer}
        or exists (select 1 from project_assignments a0 where a0.project_id = p0.id and a0.profile_id = ${userIds.developer}))) order by t.id limit 1`);
  });
  afterAll(async () => {
    await t?.close();
  });
}

/** An invoice row of the entry's client, and the entry put on it, straight in the database. */
export async function invoiceEntry(entryId: string) {
  const entry = await one<{ client_id: string }>(sql`select client_id from time_entries where id = ${entryId}`);
  const invoice = await one<{ id: string }>(sql`insert into invoices (client_id, invoice_number, amount_minor, status)
    values (${entry.client_id}, ${`TIME-${entryId.slice(0, 8)}`}, 1000, 'draft') returning id`);
  await rows(
    sql`update time_entries set status = 'invoiced', invoice_id = ${invoice.id}, billed_minutes = minutes, billed_amount_minor = 1000 where id = ${entryId}`,
  );
  return invoice.id;
}
