/**
 * Shared setup of the communications tests: a test app signed in as every demo account, the clients the developer
 * does and does not work for, and fixture records (sharing a token, so a search finds exactly them).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

/* Set by setUpCommunications' beforeAll; ES module bindings are live, so importers see the values once it has run. */
export let t: TestApp;
export const cookies = {} as Record<DemoRole, string>;
export const userIds = {} as Record<DemoRole, string>;
/** A client the developer works for (through a project), one he does not, and the client users' company. */
export let devClient: { id: string; name: string };
export let foreignClient: { id: string; name: string };
export let companyId: string;

/** Fixture records share a token so a search finds exactly them. */
export const TOKEN = 'Zqxcomm';
export const fx = {} as Record<'dayEnd' | 'nextDay' | 'dayBefore' | 'midday' | 'meta' | 'foreign' | 'byManager', string>;

export const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
export const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
export const count = async (query: SQL) => Number((await one<{ n: number }>(query)).n);
export const onTeam = (who: string) =>
  sql`(p.project_manager_id = ${who} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${who}))`;
/** The developer's scope written by hand: what he logged, and the communications of the clients of his projects. */
export const devScope = () =>
  sql`(m.user_id = ${userIds.developer} or m.client_id in (select p.client_id from projects p where ${onTeam(userIds.developer)}))`;

async function insert(values: {
  subject: string;
  clientId: string;
  userId: string | null;
  type?: string;
  direction?: string;
  createdAt: string;
  content?: string;
}) {
  const row = await one<{ id: string }>(sql`
    insert into communications (client_id, user_id, type, direction, subject, content, created_at, updated_at)
    values (${values.clientId}, ${values.userId}, ${values.type ?? 'chat'}, ${values.direction ?? 'outbound'}, ${values.subject},
            ${values.content ?? `fixture ${TOKEN}`}, ${values.createdAt}, ${values.createdAt})
    returning id`);
  return row.id;
}

/** Registers the file's beforeAll (the app, sign-ins, clients and fixtures) and afterAll (closing the app). */
export function setUpCommunications() {
  beforeAll(async () => {
    t = await createTestApp();
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
      cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
      userIds[role] = (await one<{ id: string }>(sql`select id from users where email = ${DEMO_ACCOUNTS[role]}`)).id;
    }
    companyId = (await one<{ client_id: string }>(sql`select client_id from users where id = ${userIds.client_primary}`)).client_id;
    devClient =
      await one(sql`select c.id, c.name from clients c where c.id in (select p.client_id from projects p where ${onTeam(userIds.developer)})
                              and c.id <> ${companyId} order by c.id limit 1`);
    foreignClient =
      await one(sql`select c.id, c.name from clients c where c.id not in (select p.client_id from projects p where ${onTeam(userIds.developer)})
                                  and c.id <> ${companyId} order by c.id limit 1`);

    fx.dayBefore = await insert({
      subject: `${TOKEN} day before`,
      clientId: devClient.id,
      userId: userIds.support,
      createdAt: '2001-03-09T23:59:59Z',
      type: 'email',
    });
    fx.midday = await insert({
      subject: `${TOKEN} midday`,
      clientId: devClient.id,
      userId: userIds.developer,
      createdAt: '2001-03-10T12:00:00Z',
      type: 'call',
      direction: 'inbound',
    });
    fx.dayEnd = await insert({
      subject: `${TOKEN} day end`,
      clientId: devClient.id,
      userId: userIds.manager,
      createdAt: '2001-03-10T23:59:59.999Z',
      type: 'meeting',
    });
    fx.nextDay = await insert({ subject: `${TOKEN} next day`, clientId: devClient.id, userId: null, createdAt: '2001-03-11T00:00:00Z' });
    fx.meta = await insert({
      subject: `${TOKEN} 100%_done \\ path`,
      clientId: devClient.id,
      userId: userIds.developer,
      createdAt: '2001-02-01T10:00:00Z',
      type: 'email',
    });
    fx.foreign = await insert({
      subject: `${TOKEN} foreign`,
      clientId: foreignClient.id,
      userId: userIds.manager,
      createdAt: '2001-02-02T10:00:00Z',
    });
    fx.byManager = await insert({
      subject: `${TOKEN} by manager`,
      clientId: devClient.id,
      userId: userIds.manager,
      createdAt: '2001-02-03T10:00:00Z',
    });
  });
  afterAll(() => t.close());
}
