/**
 * Every API route x every role x (a record in the caller's scope, a record outside it) -> the expected status and
 * rows. The expectations are written by hand from the specification's displayed matrix (part 2 section 6), and the
 * records are picked with plain SQL here, not with the scoping code under test.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ROLES, type Role } from '../../src/shared/roles';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './harness';

type Who = Role | 'anonymous';
type Target = 'own' | 'other';

const ALL: Who[] = ['anonymous', ...ROLES];
const MANAGERS: Role[] = ['super_admin', 'admin', 'manager'];
const CLIENTS: Role[] = ['client_primary', 'client_additional'];

/** The hand-written table: route -> who -> status, for the record in scope ('own') and the one outside ('other'). */
type Row = { route: string; expect: (who: Who, target: Target) => number; body?: unknown };

const signedIn = (who: Who) => who !== 'anonymous';
const seesAll = (who: Who) => MANAGERS.includes(who as Role);
const scoped = (who: Who, target: Target) => (seesAll(who) || target === 'own' ? 200 : 404);
/** Contact Leads: admin, super_admin and manager; everyone else is refused. */
const leads = (ok: number) => (who: Who) => (!signedIn(who) ? 401 : seesAll(who) ? ok : 403);

const ENQUIRY = {
  firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', company: 'Analytical Engines',
  projectType: 'consultation', description: 'We would like to talk about a new engine.',
};

const TABLE: Row[] = [
  { route: 'GET /api/me', expect: (who) => (signedIn(who) ? 200 : 401) },
  // View Projects / View Clients / View Tasks: managers all; developer, designer, support assigned only; clients own only.
  { route: 'GET /api/projects', expect: (who) => (signedIn(who) ? 200 : 401) },
  { route: 'GET /api/projects/:id', expect: (who, target) => (signedIn(who) ? scoped(who, target) : 401) },
  { route: 'GET /api/clients', expect: (who) => (signedIn(who) ? 200 : 401) },
  { route: 'GET /api/clients/:id', expect: (who, target) => (signedIn(who) ? scoped(who, target) : 401) },
  { route: 'GET /api/tasks', expect: (who) => (signedIn(who) ? 200 : 401) },
  { route: 'GET /api/tasks/:id', expect: (who, target) => (signedIn(who) ? scoped(who, target) : 401) },
  // The website's contact form is public.
  { route: 'POST /api/contact-submissions', expect: () => 201, body: ENQUIRY },
  { route: 'GET /api/contact-submissions', expect: leads(200) },
  { route: 'GET /api/contact-submissions/export.csv', expect: leads(200) },
  { route: 'PATCH /api/contact-submissions/:id', expect: leads(200), body: { status: 'contacted' } },
  { route: 'DELETE /api/contact-submissions/:id', expect: leads(204) },
  { route: 'POST /api/contact-submissions/:id/convert', expect: leads(201) },
  { route: 'GET /healthz', expect: () => 200 },
  { route: 'GET /readyz', expect: () => 200 },
];

/** Routes answered by better-auth: public by design, covered by the auth tests. */
const PUBLIC_PREFIXES = ['/api/auth/'];

let t: TestApp;
const cookies = new Map<Who, string>();
/** For each role: a project, client and task id inside its scope and one outside it. */
/** null: nothing of that kind is in the role's scope at all (support is never assigned a task, for example). */
const targets = new Map<Who, Record<'project' | 'client' | 'task', Record<Target, string | null>>>();
/** Leads are not scoped; each request that changes one gets a lead of its own, so deletes and conversions don't collide. */
let leadIds: string[] = [];
const takeLead = () => {
  const id = leadIds.shift();
  if (!id) throw new Error('The demo data has too few leads for the table.');
  return id;
};

async function pick(query: ReturnType<typeof sql>): Promise<string | null> {
  const rows = await queryRows<{ id: string }>(t.database.db, query);
  return rows[0]?.id ?? null;
}

beforeAll(async () => {
  // Many enquiries from one test address: the contact form's per-IP limit is tested on its own.
  t = await createTestApp({ rateLimits: { contactPerIp: { max: 1000, windowSeconds: 60 } } });
  leadIds = (await queryRows<{ id: string }>(t.database.db, sql`select id from contact_submissions where client_id is null order by id`)).map((r) => r.id);
  cookies.set('anonymous', '');
  for (const role of ROLES) cookies.set(role, await t.as(DEMO_ACCOUNTS[role]));

  for (const who of ALL) {
    const email = who === 'anonymous' ? DEMO_ACCOUNTS.developer : DEMO_ACCOUNTS[who];
    const me = sql`(select id from users where email = ${email})`;
    const myClient = sql`(select client_id from users where email = ${email})`;
    const mine = CLIENTS.includes(who as Role)
      ? { project: sql`p.client_id = ${myClient}`, task: sql`t.client_id = ${myClient}`, client: sql`c.id = ${myClient}` }
      : {
          project: sql`(p.project_manager_id = ${me} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}))`,
          task: sql`t.assigned_to_id = ${me}`,
          client: sql`c.id in (select p.client_id from projects p where p.project_manager_id = ${me} or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}))`,
        };
    targets.set(who, {
      project: {
        own: await pick(sql`select p.id from projects p where ${mine.project} order by p.id limit 1`),
        other: await pick(sql`select p.id from projects p where not ${mine.project} order by p.id limit 1`),
      },
      client: {
        own: await pick(sql`select c.id from clients c where ${mine.client} order by c.id limit 1`),
        other: await pick(sql`select c.id from clients c where not ${mine.client} order by c.id limit 1`),
      },
      task: {
        own: await pick(sql`select t.id from tasks t where ${mine.task} order by t.id limit 1`),
        other: await pick(sql`select t.id from tasks t where not ${mine.task} order by t.id limit 1`),
      },
    });
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
    const entity = path.match(/^\/api\/(projects|clients|tasks)\/:id$/)?.[1];
    const isLead = path.startsWith('/api/contact-submissions/:id');
    for (const who of ALL) {
      for (const target of entity ? (['own', 'other'] as Target[]) : (['own'] as Target[])) {
        it(`${row.route} as ${who}${entity ? ` (${target})` : ''} -> ${row.expect(who, target)}`, async () => {
          const key = entity === 'projects' ? 'project' : entity === 'clients' ? 'client' : 'task';
          const id = entity ? targets.get(who)![key][target] : isLead ? (row.expect(who, target) < 300 ? takeLead() : leadIds[0]!) : '';
          if (id === null) {
            // Nothing of this kind is in the caller's scope: their list must be empty instead.
            const list = await t.request(path.replace('/:id', ''), { cookie: cookies.get(who) });
            expect(list.json.total).toBe(0);
            return;
          }
          const res = await t.request(path.replace(':id', id), { method, cookie: cookies.get(who), body: row.body });
          expect(res.status).toBe(row.expect(who, target));
          if (res.status >= 400 && path.startsWith('/api')) expect(res.json.error.code).toBeTruthy();
        });
      }
    }
  }
});

describe('lists return only rows in scope', () => {
  const countOf = async (query: ReturnType<typeof sql>) => Number((await queryRows<{ n: number }>(t.database.db, query))[0]!.n);

  it.each(ROLES)('%s sees exactly its projects, clients and tasks', async (role) => {
    const cookie = cookies.get(role)!;
    const own = targets.get(role)!;
    for (const [path, table, alias] of [
      ['/api/projects', 'projects', 'project'],
      ['/api/clients', 'clients', 'client'],
      ['/api/tasks', 'tasks', 'task'],
    ] as const) {
      const res = await t.request(`${path}?pageSize=200`, { cookie });
      expect(res.status).toBe(200);
      const ids: string[] = res.json.items.map((i: { id: string }) => i.id);
      const total = await countOf(sql`select count(*)::int as n from ${sql.raw(table)}`);
      if (seesAll(role)) {
        expect(res.json.total).toBe(total);
      } else if (own[alias].own === null) {
        expect(res.json.total).toBe(0);
      } else {
        expect(res.json.total).toBeGreaterThan(0);
        expect(res.json.total).toBeLessThan(total);
        expect(ids).toContain(own[alias].own);
        expect(ids).not.toContain(own[alias].other);
      }
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
