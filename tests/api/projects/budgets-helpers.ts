/** Shared setup of the budget tests: the app signed in as every demo account, and a project of its own to spend on. */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '@server/db/client';
import { checkBudgets } from '@server/budget-alerts';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

export let t: TestApp;
export const cookies = {} as Record<DemoRole, string>;
export const userIds = {} as Record<DemoRole, string>;
/** A fresh project of the client users' company, managed by the demo manager, with the developer on its team. */
export const fixture = { projectId: '', clientId: '', milestoneId: '', taskId: '', otherTaskId: '', assignmentId: '' };

export const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
export const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
export const count = async (query: SQL) => Number((await one<{ n: number }>(query)).n);

export const get = (role: DemoRole, path: string) => t.request(`/api${path}`, { cookie: cookies[role] });
export const send = (role: DemoRole, method: string, path: string, body: unknown) =>
  t.request(`/api${path}`, { method, cookie: cookies[role], body });

/** A finished entry written straight into the database, as the time-entry writes would store it. */
export async function insertEntry(values: {
  minutes: number;
  rateMinor?: number;
  billable?: boolean;
  taskId?: string | null;
  currency?: string;
}) {
  const taskId = values.taskId === undefined ? fixture.taskId : values.taskId;
  return (
    await one<{ id: string }>(sql`
      insert into time_entries (user_id, task_id, project_id, client_id, work_date, minutes, billable, rate_minor, currency)
      values (${userIds.developer}, ${taskId}, ${fixture.projectId}, ${fixture.clientId}, '2026-11-23', ${values.minutes},
              ${values.billable ?? true}, ${values.rateMinor ?? 0}, ${values.currency ?? 'USD'})
      returning id`)
  ).id;
}

/** What every time write does after writing: the budget check, in a transaction of its own here. */
export const check = (projectIds: string[] = [fixture.projectId]) =>
  t.database.db.transaction((tx) => checkBudgets(t.deps, tx, projectIds));

export const alerts = () =>
  rows<{ measure: string; threshold: number }>(
    sql`select measure, threshold from project_budget_alerts where project_id = ${fixture.projectId} order by measure, threshold`,
  );
export const warnings = () =>
  rows<{ user_id: string; title: string; link: string }>(
    sql`select user_id, title, link from notifications where kind = 'budget_alert' and entity_id = ${fixture.projectId} order by created_at, title`,
  );

export function setUpBudgets() {
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
      userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
    }
    fixture.clientId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
    fixture.projectId = (
      await one<{ id: string }>(sql`insert into projects (name, client_id, status, project_manager_id, client_sees_budget)
        values ('Website redesign', ${fixture.clientId}, 'active', ${userIds.manager}, true) returning id`)
    ).id;
    fixture.milestoneId = (
      await one<{ id: string }>(
        sql`insert into milestones (project_id, name, estimated_minutes) values (${fixture.projectId}, 'Design', 600) returning id`,
      )
    ).id;
    fixture.taskId = (
      await one<{ id: string }>(sql`insert into tasks (title, client_id, project_id, milestone_id, assigned_to_id, estimated_minutes)
        values ('Wireframes', ${fixture.clientId}, ${fixture.projectId}, ${fixture.milestoneId}, ${userIds.developer}, 240) returning id`)
    ).id;
    fixture.otherTaskId = (
      await one<{ id: string }>(
        sql`insert into tasks (title, client_id, project_id) values ('Hosting', ${fixture.clientId}, ${fixture.projectId}) returning id`,
      )
    ).id;
    fixture.assignmentId = (
      await one<{ id: string }>(sql`insert into project_assignments (project_id, profile_id, role)
        values (${fixture.projectId}, ${userIds.developer}, 'developer') returning id`)
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });
}
