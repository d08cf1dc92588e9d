/**
 * Every API route x every role x (a record in the caller's scope, a record outside it) -> the expected status and
 * rows. The expectations are written by hand from the table of docs/product.md, Roles and permissions, and the
 * records are picked with plain SQL here, not with the scoping code under test.
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
  uniqueEmail,
  type Fixture,
  type Kind,
  type Scope,
  type Target,
  type Targets,
  type Who,
} from './authorization-fixtures';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/harness';
import { credentialOf, withCredential } from './authorization-credential';
import { API_KEYS_ROWS } from './authorization-api-keys-rows';
import {
  ALL,
  billing,
  CLIENTS,
  deleteClients,
  inScope,
  isClient,
  isStaff,
  leads,
  manage,
  manageCommunications,
  onlyAdmins,
  onlyManagers,
  anyoneSignedIn,
  scoped,
  seesAll,
  signedIn,
  staffInScope,
  staffOnly,
  type Row,
} from './authorization-rules';
import { APPROVALS_ROWS } from './authorization-approvals-rows';
import { EVENTS_ROWS } from './authorization-events-rows';
import { MESSAGES_ROWS } from './authorization-messages-rows';
import { NOTIFICATIONS_ROWS } from './authorization-notifications-rows';
import { FILES_ROWS } from './authorization-files-rows';
import { REQUESTS_ROWS } from './authorization-requests-rows';
import { BUDGETS_ROWS } from './authorization-budgets-rows';
import { TIME_ROWS } from './authorization-time-rows';
import { TIME_REPORTS_ROWS } from './authorization-time-reports-rows';
import { TIMESHEET_ROWS } from './authorization-timesheet-rows';
import { REFERENCE_ROWS } from './authorization-reference-rows';
import { WEBHOOKS_ROWS } from './authorization-webhooks-rows';
import { SEARCH_ROWS } from './authorization-search-rows';
import { SETTINGS_ROWS } from './authorization-settings-rows';
import { TIME_INVOICE_ROWS } from './authorization-time-invoice-rows';
import { PAYMENTS_ROWS } from './authorization-payments-rows';
import { REMINDERS_ROWS } from './authorization-reminders-rows';
import { BILLING_SETUP_ROWS } from './authorization-billing-setup-rows';
import { RECURRING_ROWS } from './authorization-recurring-rows';
import { QUOTES_ROWS } from './authorization-quotes-rows';
import { QUOTE_ACCEPTANCE_ROWS } from './authorization-quote-acceptance-rows';
import { IMPORTS_ROWS } from './authorization-imports-rows';

const ENQUIRY = {
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  projectType: 'consultation',
  description: 'We would like to talk about a new engine.',
};

const TABLE: Row[] = [
  { route: 'GET /api/me', expect: anyoneSignedIn(200) },
  // The overview dashboard is for staff; client users have their own.
  { route: 'GET /api/dashboard', expect: staffOnly },
  // Client users have their own dashboard, of their own company only (the route takes no id).
  { route: 'GET /api/client-dashboard', expect: (who) => (!signedIn(who) ? 401 : isClient(who) ? 200 : 403) },
  // View Projects / View Clients / View Tasks: managers all; developer, designer, support assigned only; clients own only.
  { route: 'GET /api/projects', expect: anyoneSignedIn(200) },
  { route: 'GET /api/projects/:id', kind: 'project', expect: scoped },
  { route: 'GET /api/clients', expect: anyoneSignedIn(200) },
  { route: 'GET /api/clients/:id', kind: 'client', expect: scoped },
  { route: 'GET /api/clients/export.csv', expect: anyoneSignedIn(200) },
  // Create/Edit Clients: super_admin, admin, manager; Delete Clients: super_admin, admin.
  {
    route: 'POST /api/clients',
    expect: onlyManagers(201),
    body: { name: 'Authorization check', contactPerson: 'Ada Byron', email: 'ada@example.com' },
  },
  { route: 'PATCH /api/clients/:id', kind: 'client', expect: manage(200), body: { notes: 'Checked by the authorization table' } },
  { route: 'DELETE /api/clients/:id', kind: 'client', expect: deleteClients },
  { route: 'GET /api/clients/:id/activity', kind: 'client', expect: staffInScope },
  // Manage Client Users: super_admin, admin, manager.
  { route: 'GET /api/clients/:id/users', kind: 'client', expect: manage(200) },
  {
    route: 'POST /api/clients/:id/users',
    kind: 'client',
    expect: manage(201),
    body: () => ({ firstName: 'Table', lastName: 'Contact', email: uniqueEmail(), password: 'correct-horse-battery' }),
  },
  { route: 'PATCH /api/clients/:id/users/:userId', kind: 'client', expect: manage(200), body: { firstName: 'Renamed' } },
  { route: 'DELETE /api/clients/:id/users/:userId', kind: 'client', expect: manage(204) },
  { route: 'POST /api/clients/:id/users/:userId/invitation', kind: 'client', expect: manage(200) },
  // View Communications: managers all; developer, designer, support their projects' clients; clients their own.
  // View Financial Data, Create/Edit Revenue: super_admin and admin, refused to everyone else before any lookup.
  { route: 'GET /api/clients/:id/revenue', kind: 'client', expect: onlyAdmins(200) },
  {
    route: 'POST /api/clients/:id/revenue',
    kind: 'client',
    expect: onlyAdmins(201),
    body: { description: 'Monthly retainer', amount: '1500.00', startDate: '2026-01-01' },
  },
  { route: 'PATCH /api/revenue/:id', kind: 'revenue', expect: onlyAdmins(200), body: { description: 'Checked' } },
  { route: 'DELETE /api/revenue/:id', kind: 'revenue', expect: onlyAdmins(204) },
  // Invoices. The test app has no Stripe key (manual mode): the Stripe-only actions answer an allowed caller 409.
  { route: 'GET /api/clients/:id/billing', kind: 'client', expect: billing(200, 200) },
  { route: 'POST /api/clients/:id/stripe-customer', kind: 'client', expect: billing(409, 403) },
  {
    route: 'POST /api/clients/:id/invoices',
    kind: 'client',
    expect: billing(201, 403),
    body: { dueDate: '2099-12-31', items: [{ description: 'Design sprint', quantity: 2, amount: 1250 }] },
  },
  { route: 'POST /api/clients/:id/invoices/sync', kind: 'client', expect: billing(409, 403) },
  { route: 'GET /api/invoices/:id', kind: 'invoice', expect: billing(200, 200) },
  { route: 'GET /api/invoices/:id/pdf', kind: 'invoice', expect: billing(200, 200) },
  { route: 'PATCH /api/invoices/:id', kind: 'invoice', expect: billing(200, 403), body: { status: 'paid' } },
  // Public by design (Stripe calls it; its signature is the check); without a Stripe key there is nothing to take.
  { route: 'POST /api/webhooks/stripe', expect: () => 409, body: { id: 'evt_1', type: 'invoice.paid' } },
  { route: 'GET /api/communications', expect: anyoneSignedIn(200) },
  { route: 'GET /api/communications/export.csv', expect: anyoneSignedIn(200) },
  { route: 'GET /api/communications/:id', kind: 'communication', expect: scoped },
  // Create Communications: all development roles, clients no.
  {
    route: 'POST /api/communications',
    expect: (who) => (!signedIn(who) ? 401 : isStaff(who) ? 201 : 403),
    body: (f: Fixture) => ({ clientId: f.ownClientId, type: 'call', subject: 'Authorization check', duration: '5 minutes' }),
  },
  { route: 'PATCH /api/communications/:id', kind: 'communication', expect: manageCommunications(200), body: { subject: 'Checked' } },
  { route: 'DELETE /api/communications/:id', kind: 'communication', expect: manageCommunications(204) },
  { route: 'GET /api/tasks', expect: anyoneSignedIn(200) },
  { route: 'GET /api/tasks/export.csv', expect: anyoneSignedIn(200) },
  { route: 'GET /api/tasks/:id', kind: 'task', expect: scoped },
  // Create/Edit/Delete Projects, Manage Milestones: super_admin, admin, manager.
  {
    route: 'POST /api/projects',
    expect: onlyManagers(201),
    body: (f: Fixture) => ({ name: 'Authorization check', clientId: f.ownProject?.clientId }),
  },
  { route: 'PATCH /api/projects/:id', kind: 'project', expect: manage(200), body: { description: 'Checked by the authorization table' } },
  { route: 'DELETE /api/projects/:id', kind: 'project', expect: manage(204) },
  { route: 'GET /api/projects/:id/milestones', kind: 'project', expect: scoped },
  { route: 'POST /api/projects/:id/milestones', kind: 'project', expect: manage(201), body: { name: 'Authorization check' } },
  {
    route: 'PUT /api/projects/:id/milestones/order',
    kind: 'project',
    expect: manage(200),
    body: (f: Fixture) => ({ ids: [...f.milestoneIds!].reverse() }),
  },
  { route: 'PATCH /api/milestones/:id', kind: 'milestone', expect: manage(200), body: { description: 'Checked' } },
  { route: 'POST /api/milestones/:id/complete', kind: 'milestone', expect: manage(200) },
  { route: 'DELETE /api/milestones/:id', kind: 'milestone', expect: manage(204) },
  // The team: everyone who sees the project sees its team; managers staff it.
  { route: 'GET /api/projects/:id/team', kind: 'project', expect: scoped },
  { route: 'GET /api/projects/:id/team/eligible', kind: 'project', expect: manage(200) },
  {
    route: 'POST /api/projects/:id/team',
    kind: 'project',
    expect: manage(201),
    body: (f: Fixture) => ({ profileId: f.eligibleId, role: 'designer' }),
  },
  { route: 'DELETE /api/projects/:id/team/:assignmentId', kind: 'project', expect: manage(204) },
  // Create/Edit Tasks: managers all; developer and designer their own only; support and clients no.
  {
    route: 'POST /api/tasks',
    expect: (who) => (!signedIn(who) ? 401 : seesAll(who) || who === 'developer' || who === 'designer' ? 201 : 403),
    body: (f: Fixture) => ({ title: 'Authorization check', clientId: f.ownProject?.clientId, projectId: f.ownProject?.id }),
  },
  {
    route: 'PATCH /api/tasks/:id',
    kind: 'task',
    body: { description: 'Checked by the authorization table' },
    expect: (who, target) => (who === 'developer' || who === 'designer' ? scoped(who, target) : onlyManagers(200)(who)),
  },
  // Delete Tasks: super_admin, admin, manager.
  { route: 'DELETE /api/tasks/:id', kind: 'task', expect: onlyManagers(204) },
  { route: 'GET /api/tasks/:id/comments', kind: 'task', expect: scoped },
  { route: 'POST /api/tasks/:id/comments', kind: 'task', expect: inScope(201), body: { content: 'Looks good.' } },
  { route: 'PATCH /api/comments/:id', kind: 'comment', expect: inScope(200), body: { content: 'Edited.' } },
  { route: 'DELETE /api/comments/:id', kind: 'comment', expect: inScope(204) },
  // The forms' choices: scoped like the lists they come from; staff names only for staff.
  { route: 'GET /api/options/clients', expect: anyoneSignedIn(200) },
  { route: 'GET /api/options/projects', expect: anyoneSignedIn(200) },
  { route: 'GET /api/options/milestones', kind: 'project', url: '/api/options/milestones?projectId=:id', expect: scoped },
  { route: 'GET /api/options/users', expect: staffOnly },
  // The website's contact form is public.
  { route: 'POST /api/contact-submissions', expect: () => 201, body: ENQUIRY },
  { route: 'GET /api/contact-submissions', expect: leads(200) },
  { route: 'GET /api/contact-submissions/export.csv', expect: leads(200) },
  { route: 'PATCH /api/contact-submissions/:id', expect: leads(200), body: { status: 'contacted' } },
  { route: 'DELETE /api/contact-submissions/:id', expect: leads(204) },
  { route: 'POST /api/contact-submissions/:id/convert', expect: leads(201) },
  { route: 'GET /healthz', expect: () => 200 },
  { route: 'GET /readyz', expect: () => 200 },
  // Off without METRICS_TOKEN (docs/operations.md): no session, whatever its role, opens it.
  { route: 'GET /metrics', expect: () => 404 },
  ...SETTINGS_ROWS,
  ...SEARCH_ROWS,
  ...REFERENCE_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...MESSAGES_ROWS,
  ...APPROVALS_ROWS,
  ...EVENTS_ROWS,
  ...REQUESTS_ROWS,
  ...BUDGETS_ROWS,
  ...TIME_ROWS,
  ...TIME_REPORTS_ROWS,
  ...TIMESHEET_ROWS,
  ...FILES_ROWS,
  ...TIME_INVOICE_ROWS,
  ...PAYMENTS_ROWS,
  ...REMINDERS_ROWS,
  ...BILLING_SETUP_ROWS,
  ...RECURRING_ROWS,
  ...QUOTES_ROWS,
  ...QUOTE_ACCEPTANCE_ROWS,
  ...IMPORTS_ROWS,
  ...API_KEYS_ROWS,
  ...WEBHOOKS_ROWS,
];

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
          const res = await t.request(url, { method, cookie: cookies.get(who), body });
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
