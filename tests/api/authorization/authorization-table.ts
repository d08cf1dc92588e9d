/**
 * The authorization table's runner: every route of authorization-table-rows.ts x every role x (a record in the
 * caller's scope, a record outside it) -> the expected status. The records are picked with plain SQL here, not with
 * the scoping code under test. Run with cookies (authorization.test.ts) and with API keys (authorization-keys.test.ts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { ROLES, type Role } from '@shared/roles';
import * as fixtures from './authorization-fixtures';
import {
  LIST_OF,
  scopeOf,
  SEEDED_FROM,
  type Fixture,
  type Kind,
  type Scope,
  type Target,
  type Targets,
  type Who,
} from './authorization-fixtures';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { ALL, CLIENTS, isClient, seesAll } from './authorization-rules';
import { credentialOf, setCredentialMode, withCredential, type CredentialMode } from './authorization-credential';
import { TABLE } from './authorization-table-rows';

/** Defines the table's tests, each role signed in by `mode`: its session cookie, or an API key that session made. */
export function describeAuthorizationTable(mode: CredentialMode): void {
  setCredentialMode(mode);
  /** Routes answered by better-auth: public by design, covered by the auth tests. */
  const PUBLIC_PREFIXES = ['/api/auth/'];

  let t: TestApp;
  const cookies = new Map<Who, string>();
  const userIds = new Map<Who, string>();
  /** For each role: a project, client and task id inside its scope and one outside it. */
  /** null: nothing of that kind is in the role's scope at all (support is never assigned a task, for example). */
  const targets = new Map<Who, Targets>();
  /** Each role's scope as plain SQL on projects p, clients c and tasks t, written here, not taken from the app. */
  const scopes = new Map<Who, Scope>();
  /** Leads are not scoped; each request that changes one gets a lead of its own, so deletes and conversions don't collide. */
  let leadIds: string[] = [];
  const takeLead = () => {
    const id = leadIds.shift();
    if (!id) throw new Error('The demo data has too few leads for the table.');
    return id;
  };

  /** The fixture helpers, bound to this file's test app. */
  const rows = <T>(query: ReturnType<typeof sql>) => fixtures.rows<T>(t.database.db, query);
  const pick = (query: ReturnType<typeof sql>) => fixtures.pick(t.database.db, query);
  const fixtureFor = (kind: Kind, source: string, write: boolean, who: Who, target: Target) =>
    fixtures.fixtureFor(t.database.db, kind, source, write, { author: userIds.get(who)!, isClient: isClient(who) }, target);

  beforeAll(async () => {
    // Many enquiries from one test address: the contact form's per-IP limit is tested on its own.
    // The credential is the role's cookie, or an API key in authorization-keys.test.ts (authorization-credential.ts).
    t = withCredential(await createTestApp({ rateLimits: { contactPerIp: { max: 1000, windowSeconds: 60 } } }));
    leadIds = (await rows<{ id: string }>(sql`select id from contact_submissions where client_id is null order by id`)).map((r) => r.id);
    cookies.set('anonymous', '');
    for (const role of ROLES) cookies.set(role, await credentialOf(t, DEMO_ACCOUNTS[role]));

    for (const who of ALL) {
      const email = who === 'anonymous' ? DEMO_ACCOUNTS.developer : DEMO_ACCOUNTS[who];
      userIds.set(who, (await pick(sql`select id from users where email = ${email}`))!);
      const mine = scopeOf(email, CLIENTS.includes(who as Role));
      scopes.set(who, mine);
      targets.set(who, await fixtures.targetsIn(t.database.db, mine));
    }
  });
  afterAll(() => t.close());

  describe('authorization table', () => {
    it('has a row for every route the app serves', () => {
      const served = t.app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`)
        .filter((route) => !PUBLIC_PREFIXES.some((prefix) => route.split(' ')[1]!.startsWith(prefix)));
      const tabled = TABLE.map((r) => r.route);
      expect([...new Set(served)].sort()).toEqual([...tabled].sort());
    });

    for (const row of TABLE) {
      const [method, path] = row.route.split(' ') as [string, string];
      const isLead = path.startsWith('/api/contact-submissions/:id');
      for (const who of ALL) {
        for (const target of row.kind ? (['own', 'other'] as Target[]) : (['own'] as Target[])) {
          const expected = row.expect(who, target);
          it(`${row.route} as ${who}${row.kind ? ` (${target})` : ''} -> ${expected}`, async () => {
            const seeded = targets.get(who)!;
            const ownProject = seeded.project.own
              ? {
                  id: seeded.project.own,
                  clientId: (await pick(sql`select client_id as id from projects where id = ${seeded.project.own}`))!,
                }
              : null;
            let fixture: Fixture = { id: '', ownProject, ownClientId: seeded.client.own };
            if (row.kind) {
              const source = seeded[SEEDED_FROM[row.kind]][target];
              if (source === null) {
                // Nothing of this kind is in the caller's scope: their list must be empty instead.
                const list = await t.request(LIST_OF[row.kind], { cookie: cookies.get(who) });
                expect(list.json.total).toBe(0);
                return;
              }
              fixture = {
                ...(await fixtureFor(row.kind, source, method !== 'GET', who, target)),
                ownProject,
                ownClientId: seeded.client.own,
              };
            } else if (isLead) {
              fixture.id = expected < 300 ? takeLead() : leadIds[0]!;
            }
            const url = (row.url ?? path)
              .replace(':id', fixture.id)
              .replace(':assignmentId', fixture.assignmentId ?? '')
              .replace(':userId', fixture.clientUserId ?? '');
            const body = typeof row.body === 'function' ? row.body(fixture) : row.body;
            // Status codes only: a write's e-mails (an invoice's go to every portal user the fixtures made, each with
            // its PDF) are not waited for.
            const res = await t.request(url, { method, cookie: cookies.get(who), body, settle: false });
            expect(res.status, res.text).toBe(expected);
            if (res.status >= 400 && path.startsWith('/api')) expect(res.json.error.code).toBeTruthy();
          });
        }
      }
    }
  });

  describe('lists return only rows in scope', () => {
    const countOf = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(t.database.db, query))[0]!.n);

    // The table above adds records (copies in each role's scope), so this compares with the database as it is now.
    it.each(ROLES)('%s sees exactly its projects, clients and tasks', async (role) => {
      const cookie = cookies.get(role)!;
      const scope = scopes.get(role)!;
      for (const [path, from, alias] of [
        ['/api/projects', sql`projects p`, 'project'],
        ['/api/clients', sql`clients c`, 'client'],
        ['/api/tasks', sql`tasks t`, 'task'],
      ] as const) {
        const res = await t.request(`${path}?pageSize=200`, { cookie });
        expect(res.status).toBe(200);
        const all = await countOf(sql`select count(*)::int as n from ${from}`);
        const inScope = await countOf(sql`select count(*)::int as n from ${from} where ${scope[alias]}`);
        expect(res.json.total, `${role} ${path}`).toBe(seesAll(role) ? all : inScope);
        if (!seesAll(role)) expect(inScope, `${role} ${path}`).toBeLessThan(all);
        const ids: string[] = res.json.items.map((i: { id: string }) => i.id);
        if (ids.length === 0) continue;
        const list = sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
        const outside = await countOf(
          sql`select count(*)::int as n from ${from} where ${sql.raw(alias[0]!)}.id in (${list}) and not (${scope[alias]})`,
        );
        if (!seesAll(role)) expect(outside, `${role} ${path}: rows outside the scope`).toBe(0);
      }
    });

    it('pages at 50 by default and refuses a page size over 200', async () => {
      const cookie = cookies.get('admin')!;
      const first = await t.request('/api/tasks', { cookie });
      expect(first.json.items).toHaveLength(50);
      expect(first.json.pageSize).toBe(50);
      const tooBig = await t.request('/api/tasks?pageSize=500', { cookie });
      expect(tooBig.status).toBe(400);
      expect(tooBig.json.error.fields.pageSize).toMatch(/at most 200/);
      const unknown = await t.request('/api/tasks?drop=table', { cookie });
      expect(unknown.status).toBe(400);
      expect(unknown.json.error.fields.drop).toBe('Unknown field.');
    });

    it('treats search text literally, metacharacters included', async () => {
      const cookie = cookies.get('admin')!;
      for (const q of ["'; drop table tasks; --", '%', '_', '\\', '<script>']) {
        const res = await t.request(`/api/tasks?q=${encodeURIComponent(q)}`, { cookie });
        expect(res.status).toBe(200);
      }
      const percent = await t.request('/api/tasks?q=%25', { cookie });
      expect(percent.json.total).toBe(0);
    });

    it('answers a malformed id as not found', async () => {
      const res = await t.request('/api/projects/not-a-uuid', { cookie: cookies.get('admin') });
      expect(res.status).toBe(404);
    });
  });
}
