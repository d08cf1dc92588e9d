/** Shared setup of the client request tests: the app signed in as every demo account, and the projects they reach. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

export let t: TestApp;
export const cookies = {} as Record<DemoRole, string>;
export const userIds = {} as Record<DemoRole, string>;
/** The client users' company and one of its projects; a project of another company; one the developer is not on. */
export let companyId: string;
export let ownProject: { id: string; name: string };
export let foreignProject: { id: string; name: string; clientId: string };

export const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
export const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
export const count = async (query: SQL) => Number((await one<{ n: number }>(query)).n);
export const onTeam = (who: string) =>
  sql`(p.project_manager_id = ${who} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${who}))`;

export const file = (role: DemoRole, body: Record<string, unknown>) => t.request('/api/requests', { cookie: cookies[role], body });
export const get = (role: DemoRole, id: string) => t.request(`/api/requests/${id}`, { cookie: cookies[role] });
export const list = (role: DemoRole, query = '') => t.request(`/api/requests${query ? `?${query}` : ''}`, { cookie: cookies[role] });
export const accept = (role: DemoRole, id: string, body: Record<string, unknown> = {}) =>
  t.request(`/api/requests/${id}/accept`, { cookie: cookies[role], body });
export const decline = (role: DemoRole, id: string, body: Record<string, unknown>) =>
  t.request(`/api/requests/${id}/decline`, { cookie: cookies[role], body });

/** A request written straight into the database (another company's, or one in a given state). */
export async function insertRequest(values: {
  projectId: string;
  clientId: string;
  title: string;
  createdById?: string | null;
  priority?: string;
  createdAt?: string;
}) {
  return (
    await one<{ id: string }>(sql`
      insert into client_requests (client_id, project_id, title, priority, created_by_id, created_at, updated_at)
      values (${values.clientId}, ${values.projectId}, ${values.title}, ${values.priority ?? 'medium'}, ${values.createdById ?? null},
              ${values.createdAt ?? new Date().toISOString()}, ${values.createdAt ?? new Date().toISOString()})
      returning id`)
  ).id;
}

export function setUpRequests() {
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
      userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
    }
    companyId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
    ownProject = await one(sql`select id, name from projects where client_id = ${companyId} order by id limit 1`);
    foreignProject = await one(sql`select p.id, p.name, p.client_id as "clientId" from projects p
                                   where p.client_id <> ${companyId} and not ${onTeam(userIds.developer)} order by p.id limit 1`);
  });
  afterAll(async () => {
    await t?.close();
  });
}
