import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const num = async (query: SQL) => Number((await one<{ n: number | string }>(query)).n);
const userId = async (email: string) => (await one<{ id: string }>(sql`select id from users where email = ${email}`)).id;
const clientCount = () => num(sql`select count(*) as n from clients`);

const NEW_CLIENT = {
  name: 'Orbital Bakery',
  contactPerson: 'Ada Crumb',
  email: 'Ada@Orbital-Bakery.example',
  phone: '+1 555 0100',
  website: 'https://orbital-bakery.example',
  industry: 'Retail',
  billingAddress: '1 Crust Way',
  notes: 'Met at the trade fair.',
};

/** A client the developer neither manages nor is assigned to through any project. */
async function clientOutsideDeveloper(): Promise<string> {
  const me = await userId(DEMO_ACCOUNTS.developer);
  return (
    await one<{ id: string }>(sql`select c.id from clients c where not exists (
      select 1 from projects p where p.client_id = c.id and (p.project_manager_id = ${me}
        or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}))) order by c.id limit 1`)
  ).id;
}

async function clientOfDeveloper(): Promise<string> {
  const me = await userId(DEMO_ACCOUNTS.developer);
  return (
    await one<{ id: string }>(sql`select distinct p.client_id as id from projects p where p.project_manager_id = ${me}
      or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me}) order by 1 limit 1`)
  ).id;
}

async function companyOf(role: DemoRole): Promise<string> {
  return (await one<{ client_id: string }>(sql`select client_id from users where email = ${DEMO_ACCOUNTS[role]}`)).client_id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
});
afterAll(() => t.close());

describe('the clients list', () => {
  it('lists every client newest first for managers, paged', async () => {
    const total = await clientCount();
    const first = await t.request('/api/clients?pageSize=2', { cookie: cookies.manager });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(first.json.items).toHaveLength(Math.min(2, total));
    const all = await t.request('/api/clients?pageSize=200', { cookie: cookies.admin });
    const dates = all.json.items.map((c: { createdAt: string }) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await t.request('/api/clients?pageSize=2&page=2', { cookie: cookies.manager });
    expect(second.json.items.map((c: { id: string }) => c.id)).toEqual(all.json.items.slice(2, 4).map((c: { id: string }) => c.id));
  });

  it('searches name, contact person and e-mail, and filters by status and industry', async () => {
    const sample = await one<{ name: string; contact_person: string; email: string }>(sql`select * from clients order by id limit 1`);
    for (const q of [sample.name.slice(0, 5), sample.contact_person.split(' ')[1]!, sample.email.split('@')[0]!]) {
      const res = await t.request(`/api/clients?q=${encodeURIComponent(q.toUpperCase())}`, { cookie: cookies.admin });
      const pattern = `%${q}%`;
      expect(res.json.total).toBe(
        await num(
          sql`select count(*) as n from clients where name ilike ${pattern} or contact_person ilike ${pattern} or email ilike ${pattern}`,
        ),
      );
      expect(res.json.total).toBeGreaterThan(0);
    }
    const active = await t.request('/api/clients?status=active&industry=Healthcare', { cookie: cookies.admin });
    expect(active.json.total).toBe(await num(sql`select count(*) as n from clients where status = 'active' and industry = 'Healthcare'`));
    expect(active.json.items.every((c: { status: string; industry: string }) => c.status === 'active' && c.industry === 'Healthcare')).toBe(
      true,
    );
  });

  it('answers 400 with the field for a bad filter', async () => {
    const bad = await t.request('/api/clients?status=won&industry=Mining&pageSize=500', { cookie: cookies.admin });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toMatchObject({
      status: 'Unknown status',
      industry: 'Unknown industry',
      pageSize: 'pageSize must be at most 200',
    });
  });

  it('shows a developer only the clients of projects they work on, and a client user only their company', async () => {
    const me = await userId(DEMO_ACCOUNTS.developer);
    const expected = await num(sql`select count(distinct p.client_id) as n from projects p where p.project_manager_id = ${me}
      or exists (select 1 from project_assignments a where a.project_id = p.id and a.profile_id = ${me})`);
    const dev = await t.request('/api/clients?pageSize=200', { cookie: cookies.developer });
    expect(dev.json.total).toBe(expected);
    expect(dev.json.total).toBeLessThan(await clientCount());

    const company = await companyOf('client_primary');
    const mine = await t.request('/api/clients', { cookie: cookies.client_primary });
    expect(mine.json.items.map((c: { id: string }) => c.id)).toEqual([company]);
  });
});

describe('the client detail', () => {
  it('carries the Overview figures, each equal to its SQL count', async () => {
    const client = await one<{
      id: string;
    }>(sql`select c.id from clients c where exists (select 1 from invoices i where i.client_id = c.id and i.status = 'paid')
      and exists (select 1 from projects p where p.client_id = c.id and p.status = 'active') order by c.id limit 1`);
    const res = await t.request(`/api/clients/${client.id}`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.json.overview).toEqual({
      activeProjects: await num(sql`select count(*) as n from projects where client_id = ${client.id} and status = 'active'`),
      // The ledger's (decision 0096): issued invoices' totals, and money received less refunds, part payments included.
      money: [
        {
          currency: 'USD',
          invoicedMinor: await num(sql`select coalesce(sum(amount_minor), 0) as n from invoices where client_id = ${client.id}
            and status in ('open', 'partially_paid', 'paid', 'uncollectible') and currency = 'USD'`),
          paidMinor: await num(sql`select coalesce(sum(amount_paid_minor), 0) as n from invoices where client_id = ${client.id}
            and status in ('open', 'partially_paid', 'paid', 'uncollectible') and currency = 'USD'`),
        },
      ],
      // Late work is open work: overdue is a marker beside a working status, not a status of its own.
      openTasks: await num(sql`select count(*) as n from tasks where client_id = ${client.id} and status in ('pending', 'in_progress')`),
      teamMembers:
        await num(sql`select count(distinct u.id) as n from users u where u.role in ('developer', 'designer', 'manager') and u.id in (
        select project_manager_id from projects where client_id = ${client.id}
        union select a.profile_id from project_assignments a join projects p on p.id = a.project_id where p.client_id = ${client.id})`),
    });
    expect(res.json.overview.money[0].paidMinor).toBeGreaterThan(0);
    expect(res.json.overview.activeProjects).toBeGreaterThan(0);

    // A manager may not view financials: no revenue figure rather than a wrong one.
    const asManager = await t.request(`/api/clients/${client.id}`, { cookie: cookies.manager });
    expect(asManager.json.overview.money).toBeNull();
  });

  it("gives a euro client's invoiced and paid in euros: a part payment counts, a draft and a void invoice do not", async () => {
    const { id } = await one<{ id: string }>(sql`insert into clients (name, contact_person, email, status, currency)
      values ('Euro Overview GmbH', 'Eva', 'eva@example.test', 'active', 'EUR') returning id`);
    const overview = async () => (await t.request(`/api/clients/${id}`, { cookie: cookies.admin })).json.overview;
    // Nothing invoiced yet: zero in its own currency, never "$0.00".
    expect((await overview()).money).toEqual([{ currency: 'EUR', invoicedMinor: 0, paidMinor: 0 }]);
    await rows(sql`insert into invoices (client_id, invoice_number, amount_minor, amount_paid_minor, currency, status, issued_at, paid_at)
      values (${id}, 'EO-1', 200000, 100000, 'EUR', 'partially_paid', now(), null),
             (${id}, 'EO-2', 50000, 0, 'EUR', 'draft', null, null),
             (${id}, 'EO-3', 70000, 0, 'EUR', 'void', now(), null),
             (${id}, 'EO-4', 3000, 3000, 'USD', 'paid', now(), now())`);
    expect((await overview()).money).toEqual([
      { currency: 'EUR', invoicedMinor: 200000, paidMinor: 100000 },
      { currency: 'USD', invoicedMinor: 3000, paidMinor: 3000 },
    ]);
  });

  it("answers 404 outside the caller's scope and for unknown or malformed ids", async () => {
    expect((await t.request(`/api/clients/${await clientOutsideDeveloper()}`, { cookie: cookies.developer })).status).toBe(404);
    expect((await t.request(`/api/clients/${await clientOfDeveloper()}`, { cookie: cookies.developer })).status).toBe(200);
    const other = await one<{ id: string }>(sql`select id from clients where id <> ${await companyOf('client_primary')} limit 1`);
    expect((await t.request(`/api/clients/${other.id}`, { cookie: cookies.client_additional })).status).toBe(404);
    expect((await t.request('/api/clients/00000000-0000-0000-0000-000000000000', { cookie: cookies.admin })).status).toBe(404);
    expect((await t.request('/api/clients/nope', { cookie: cookies.admin })).status).toBe(404);
  });
});

describe('creating, editing and deleting clients', () => {
  it('validates with a message per field and writes nothing', async () => {
    const before = await clientCount();
    const empty = await t.request('/api/clients', { cookie: cookies.manager, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual({
      name: 'Company name is required',
      contactPerson: 'Contact person is required',
      email: 'Email is required',
    });
    const wrong = await t.request('/api/clients', {
      cookie: cookies.manager,
      body: { ...NEW_CLIENT, email: 'not-an-email', website: 'orbital bakery', industry: 'Mining', status: 'won', id: 'x' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields).toMatchObject({
      email: 'Enter a valid email address',
      website: 'Enter a valid URL (starting with http:// or https://)',
      industry: 'Unknown industry',
      status: 'Unknown status',
      id: 'Unknown field.',
    });
    expect(await clientCount()).toBe(before);
  });

  it('creates a prospect by default, stores empty optional fields as null and records it', async () => {
    const res = await t.request('/api/clients', {
      cookie: cookies.manager,
      body: { ...NEW_CLIENT, phone: '', website: '', industry: '', billingAddress: '  ', notes: '' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Orbital Bakery',
      email: 'ada@orbital-bakery.example',
      status: 'prospect',
      phone: null,
      website: null,
      industry: null,
      billingAddress: null,
      overview: { activeProjects: 0, openTasks: 0, teamMembers: 0, money: null },
    });
    const logged = await one<{ action: string; actor_id: string }>(
      sql`select action, actor_id from activity_log where entity_id = ${res.json.id}`,
    );
    expect(logged).toEqual({ action: 'client.created', actor_id: await userId(DEMO_ACCOUNTS.manager) });
  });

  it('lets only super_admin, admin and manager create', async () => {
    for (const role of ['developer', 'designer', 'support', 'client_primary', 'client_additional'] as const) {
      const res = await t.request('/api/clients', { cookie: cookies[role], body: NEW_CLIENT });
      expect(res.status, role).toBe(403);
    }
    for (const role of ['super_admin', 'admin'] as const) {
      expect((await t.request('/api/clients', { cookie: cookies[role], body: { ...NEW_CLIENT, name: `By ${role}` } })).status).toBe(201);
    }
  });

  it('updates only the fields sent, records a status change, and refuses those who may not edit', async () => {
    const created = await t.request('/api/clients', { cookie: cookies.admin, body: { ...NEW_CLIENT, name: 'Edit Me Ltd' } });
    const id = created.json.id as string;
    const res = await t.request(`/api/clients/${id}`, {
      method: 'PATCH',
      cookie: cookies.manager,
      body: { status: 'active', website: '' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Edit Me Ltd', status: 'active', website: null, contactPerson: 'Ada Crumb' });
    const events = await rows<{ action: string; summary: string }>(
      sql`select action, summary from activity_log where entity_id = ${id} order by created_at`,
    );
    expect(events.at(-1)).toEqual({
      action: 'client.status_changed',
      summary: 'Changed the status of Edit Me Ltd from prospect to active',
    });

    const bad = await t.request(`/api/clients/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { name: ' ', email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ name: 'Company name is required', email: 'Enter a valid email address' });
    expect((await one<{ name: string }>(sql`select name from clients where id = ${id}`)).name).toBe('Edit Me Ltd');

    // Out of scope is 404 before 403; in scope without the capability is 403.
    expect((await t.request(`/api/clients/${id}`, { method: 'PATCH', cookie: cookies.developer, body: { name: 'X' } })).status).toBe(404);
    const devClient = await clientOfDeveloper();
    expect((await t.request(`/api/clients/${devClient}`, { method: 'PATCH', cookie: cookies.developer, body: { name: 'X' } })).status).toBe(
      403,
    );
    const own = await companyOf('client_primary');
    expect((await t.request(`/api/clients/${own}`, { method: 'PATCH', cookie: cookies.client_primary, body: { name: 'X' } })).status).toBe(
      403,
    );
  });

  it('deletes only for super_admin and admin, with everything that belongs to the client', async () => {
    const created = await t.request('/api/clients', { cookie: cookies.manager, body: { ...NEW_CLIENT, name: 'Short Lived Inc' } });
    const id = created.json.id as string;
    expect((await t.request(`/api/clients/${id}`, { method: 'DELETE', cookie: cookies.manager })).status).toBe(403);
    const devClient = await clientOfDeveloper();
    expect((await t.request(`/api/clients/${devClient}`, { method: 'DELETE', cookie: cookies.developer })).status).toBe(403);
    const project = await t.request('/api/projects', { cookie: cookies.manager, body: { name: 'Doomed project', clientId: id } });
    expect(project.status).toBe(201);

    expect((await t.request(`/api/clients/${id}`, { method: 'DELETE', cookie: cookies.admin })).status).toBe(204);
    expect(await num(sql`select count(*) as n from clients where id = ${id}`)).toBe(0);
    expect(await num(sql`select count(*) as n from projects where client_id = ${id}`)).toBe(0);
    expect(
      (await one<{ action: string }>(sql`select action from activity_log where entity_id = ${id} and action = 'client.deleted'`)).action,
    ).toBe('client.deleted');
    expect((await t.request(`/api/clients/${id}`, { method: 'DELETE', cookie: cookies.admin })).status).toBe(404);
  });
});

describe('the CSV export', () => {
  it('exports the filtered, scoped clients with a header row', async () => {
    const res = await t.request('/api/clients/export.csv?status=active', { cookie: cookies.manager });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('Company,Contact person,Email,Phone,Website,Industry,Status,Billing address,Notes,Created');
    const active = await num(sql`select count(*) as n from clients where status = 'active'`);
    // Notes may hold line breaks inside quoted cells; count the data rows by their status column instead.
    expect(res.text.split(',active,').length - 1).toBe(active);

    const mine = await t.request('/api/clients/export.csv', { cookie: cookies.client_primary });
    const company = await one<{ name: string }>(sql`select name from clients where id = ${await companyOf('client_primary')}`);
    expect(mine.text).toContain(company.name);
    expect(mine.text.split('\r\n').filter((l) => l.includes('@')).length).toBeGreaterThanOrEqual(1);
    const other = await one<{ name: string }>(sql`select name from clients where id <> ${await companyOf('client_primary')} limit 1`);
    expect(mine.text).not.toContain(other.name);
  });
});

describe('the activity timeline', () => {
  it("lists the client's events newest first, with the actor, paged", async () => {
    const client = await one<{ client_id: string }>(sql`select client_id from activity_log where client_id is not null
      group by client_id order by count(*) desc limit 1`);
    const res = await t.request(`/api/clients/${client.client_id}/activity?pageSize=5`, { cookie: cookies.admin });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(await num(sql`select count(*) as n from activity_log where client_id = ${client.client_id}`));
    expect(res.json.items.length).toBe(Math.min(5, res.json.total));
    const dates = res.json.items.map((e: { createdAt: string }) => e.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const newest = await one<{ id: string }>(
      sql`select id from activity_log where client_id = ${client.client_id} order by created_at desc, id desc limit 1`,
    );
    expect(res.json.items[0].id).toBe(newest.id);
  });

  it("shows a new client's own changes and is closed to client users and out-of-scope staff", async () => {
    const created = await t.request('/api/clients', { cookie: cookies.manager, body: { ...NEW_CLIENT, name: 'Timeline Co' } });
    const id = created.json.id as string;
    await t.request(`/api/clients/${id}`, { method: 'PATCH', cookie: cookies.manager, body: { status: 'active' } });
    const res = await t.request(`/api/clients/${id}/activity`, { cookie: cookies.manager });
    expect(res.json.items.map((e: { action: string }) => e.action)).toEqual(['client.status_changed', 'client.created']);
    expect(res.json.items[0].actor).toMatchObject({ id: await userId(DEMO_ACCOUNTS.manager) });

    expect((await t.request(`/api/clients/${id}/activity`, { cookie: cookies.developer })).status).toBe(404);
    const own = await companyOf('client_primary');
    expect((await t.request(`/api/clients/${own}/activity`, { cookie: cookies.client_primary })).status).toBe(403);
    expect((await t.request(`/api/clients/${await clientOfDeveloper()}/activity`, { cookie: cookies.developer })).status).toBe(200);
  });
});
