/**
 * Global search (GET /api/search): each role finds only what it may see, checked against an independent SQL
 * version of its scope written here by hand; leads and users only for the roles allowed; bad input is a field error.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import type { SearchKind, SearchResponse } from '@shared/schemas/search';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';

let t: TestApp;
const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROLES = ['admin', 'manager', 'developer', 'designer', 'support', 'client_primary', 'client_additional'] as const;
type TestRole = (typeof ROLES)[number];
const STAFF = `('super_admin','admin','manager','developer','designer','support')`;

/** Each kind's rows the role may see, as plain SQL over the whole table (null: the kind is not searched for it). */
async function visible(role: TestRole): Promise<Record<SearchKind, { from: SQL; column: SQL } | null>> {
  const [me] = await rows<{ id: string; client_id: string | null }>(
    sql`select id, client_id from users where email = ${DEMO_ACCOUNTS[role]}`,
  );
  const { id, client_id: company } = me!;
  const everything = (table: string, column: string) => ({ from: sql.raw(`${table} x where true`), column: sql.raw(`x.${column}`) });
  const where = (table: string, column: string, condition: SQL) => ({
    from: sql`${sql.raw(table)} x where ${condition}`,
    column: sql.raw(`x.${column}`),
  });
  const leadsAndUsers = { lead: everything('contact_submissions', 'first_name'), user: everything('users', 'first_name') };
  if (role === 'admin' || role === 'manager') {
    return {
      client: everything('clients', 'name'),
      project: everything('projects', 'name'),
      task: everything('tasks', 'title'),
      communication: everything('communications', 'subject'),
      ...leadsAndUsers,
    };
  }
  if (company) {
    return {
      client: where('clients', 'name', sql`x.id = ${company}`),
      project: where('projects', 'name', sql`x.client_id = ${company}`),
      task: where('tasks', 'title', sql`x.client_id = ${company}`),
      communication: where('communications', 'subject', sql`x.client_id = ${company} and not x.staff_only`),
      lead: null,
      // Users are found on Settings > Users, a staff screen: client users search for none.
      user: null,
    };
  }
  const mine = sql`(select p.id from projects p where p.project_manager_id = ${id}
                    union select pa.project_id from project_assignments pa where pa.profile_id = ${id})`;
  const myClients = sql`(select p.client_id from projects p where p.id in ${mine})`;
  return {
    client: where('clients', 'name', sql`x.id in ${myClients}`),
    project: where('projects', 'name', sql`x.id in ${mine}`),
    // Every task of their projects, and their own (decision 0075).
    task: where('tasks', 'title', sql`(x.assigned_to_id = ${id} or x.project_id in ${mine})`),
    communication: where('communications', 'subject', sql`(x.user_id = ${id} or x.client_id in ${myClients})`),
    lead: null,
    user: where('users', 'first_name', sql.raw(`x.role in ${STAFF}`)),
  };
}

/** The ids of a kind's visible rows whose searched column(s) contain q (a plain strpos, not the app's ILIKE). */
async function matching(kind: SearchKind, spec: { from: SQL; column: SQL }, q: string): Promise<Set<string>> {
  const needle = q.toLowerCase();
  const text =
    kind === 'lead'
      ? sql`lower(x.first_name || ' ' || x.last_name || ' ' || x.email || ' ' || x.company)`
      : kind === 'user'
        ? sql`lower(x.first_name || ' ' || x.last_name || ' ' || x.email)`
        : sql`lower(${spec.column})`;
  const found = await rows<{ id: string }>(sql`select x.id from ${spec.from} and strpos(${text}, ${needle}) > 0`);
  return new Set(found.map((r) => r.id));
}

async function search(role: TestRole, q: string) {
  const res = await t.request(`/api/search?q=${encodeURIComponent(q)}`, { cookie: await t.as(DEMO_ACCOUNTS[role]) });
  expect(res.status, res.text).toBe(200);
  return res.json as SearchResponse;
}

describe('global search finds only what the role may see', () => {
  for (const role of ROLES) {
    it(`${role}: every kind within its scope, at most 5 each`, async () => {
      const scope = await visible(role);
      let total = 0;
      for (const q of ['an', 'er', 'es', 'on']) {
        const answer = await search(role, q);
        for (const [kind, spec] of Object.entries(scope) as Array<[SearchKind, { from: SQL; column: SQL } | null]>) {
          const got = answer.results.filter((r) => r.kind === kind);
          if (!spec) {
            expect(got, `${role} must not find any ${kind}`).toEqual([]);
            continue;
          }
          const expected = await matching(kind, spec, q);
          for (const r of got) expect(expected.has(r.id), `${role} found ${kind} ${r.title} outside its scope`).toBe(true);
          expect(got.length, `${role}: ${kind} for "${q}"`).toBe(Math.min(5, expected.size));
          total += got.length;
        }
      }
      expect(total, 'the demo data gives every role something to find').toBeGreaterThan(0);
    });
  }

  it('gives leads and users only to the roles allowed to view them', async () => {
    const lead = (await rows<{ company: string }>(sql`select company from contact_submissions order by created_at limit 1`))[0]!;
    for (const role of ['admin', 'manager'] as const) {
      expect((await search(role, lead.company)).results.some((r) => r.kind === 'lead')).toBe(true);
    }
    for (const role of ['developer', 'support', 'client_primary'] as const) {
      expect((await search(role, lead.company)).results.some((r) => r.kind === 'lead')).toBe(false);
    }
    // A client user never finds staff, and staff without full view never find client users.
    const clientUser = (
      await rows<{ last_name: string }>(sql`select last_name from users where email = ${DEMO_ACCOUNTS.client_primary}`)
    )[0]!;
    expect((await search('admin', clientUser.last_name)).results.some((r) => r.kind === 'user')).toBe(true);
    expect((await search('developer', clientUser.last_name)).results.filter((r) => r.kind === 'user')).toEqual([]);
    const developer = (
      await rows<{ id: string; last_name: string }>(sql`select id, last_name from users where email = ${DEMO_ACCOUNTS.developer}`)
    )[0]!;
    expect((await search('admin', developer.last_name)).results.map((r) => r.id)).toContain(developer.id);
    expect((await search('client_primary', developer.last_name)).results.map((r) => r.id)).not.toContain(developer.id);
  });

  it("never gives a client user another company's project, and gives their own with a path that opens it", async () => {
    const [me] = await rows<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS.client_primary}`);
    const [other] = await rows<{ id: string; name: string }>(
      sql`select id, name from projects where client_id <> ${me!.client_id} order by name limit 1`,
    );
    const [own] = await rows<{ id: string; name: string }>(
      sql`select id, name from projects where client_id = ${me!.client_id} order by name limit 1`,
    );
    expect((await search('client_primary', other!.name)).results.map((r) => r.id)).not.toContain(other!.id);
    expect((await search('admin', other!.name)).results.map((r) => r.id)).toContain(other!.id);
    const found = (await search('client_primary', own!.name)).results.find((r) => r.id === own!.id);
    expect(found).toMatchObject({ kind: 'project', title: own!.name, path: `/projects/${own!.id}` });
  });

  it('takes LIKE metacharacters literally and ignores case', async () => {
    const [client] = await rows<{ id: string }>(sql`select id from clients order by name limit 1`);
    await rows(sql`insert into projects (name, client_id) values ('Sale 50%_off Campaign', ${client!.id})`);
    expect((await search('admin', '%_')).results.map((r) => r.title)).toEqual(['Sale 50%_off Campaign']);
    expect((await search('admin', '50%_OFF')).results.map((r) => r.title)).toEqual(['Sale 50%_off Campaign']);
    expect((await search('admin', '5_%')).results).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['', 'q'],
    ['?q=a', 'q'],
    ['?q=%20%20a%20', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
    ['?q=ok&page=2', 'page'],
  ])('GET /api/search%s -> 400 naming %s', async (query, field) => {
    const res = await t.request(`/api/search${query}`, { cookie: await t.as(DEMO_ACCOUNTS.admin) });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toHaveProperty(field);
  });

  it('refuses the anonymous', async () => {
    expect((await t.request('/api/search?q=an')).status).toBe(401);
  });
});
