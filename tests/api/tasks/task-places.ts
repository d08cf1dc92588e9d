/** The places the task tests work in: a client with a project and milestone, another client with a project, two staff. */
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { DEMO_ACCOUNTS, type TestApp } from '../support/harness';

export async function taskPlaces(t: TestApp) {
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0]!;
  const m = await one<{
    milestone_id: string;
    milestone_name: string;
    project_id: string;
    project_name: string;
    client_id: string;
    client_name: string;
  }>(sql`
    select m.id as milestone_id, m.name as milestone_name, p.id as project_id, p.name as project_name, c.id as client_id, c.name as client_name
    from milestones m join projects p on p.id = m.project_id join clients c on c.id = p.client_id
    order by m.id limit 1`);
  const clientA = { id: m.client_id, name: m.client_name };
  const projectA = { id: m.project_id, name: m.project_name };
  const clientB = await one<{ id: string; name: string }>(
    sql`select id, name from clients where id <> ${clientA.id} and exists (select 1 from projects p where p.client_id = clients.id) order by id limit 1`,
  );
  return {
    clientA,
    projectA,
    milestoneA: { id: m.milestone_id, name: m.milestone_name },
    clientB,
    projectB: (await one<{ id: string }>(sql`select id from projects where client_id = ${clientB.id} order by id limit 1`)).id,
    milestoneOther: (await one<{ id: string }>(sql`select id from milestones where project_id <> ${projectA.id} order by id limit 1`)).id,
    developerId: (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.developer}`)).id,
    managerId: (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS.manager}`)).id,
  };
}
