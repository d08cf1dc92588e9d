/**
 * Expected revenue: the status rule at its boundaries (against the database's today), the cards against SQL sums, the
 * writes as an admin with their activity entries, validation that writes nothing, roles, and the dashboard's Monthly
 * Revenue using the same rule.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { createTestApp, DEMO_ACCOUNTS, type DemoRole, type TestApp } from '../support/harness';

let t: TestApp;
const cookies = {} as Record<DemoRole, string>;

const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;
const num = async (query: SQL) => Number((await one<{ n: number | string }>(query)).n);

/** Days relative to the database's today, as YYYY-MM-DD. */
const day = async (offset: number) => (await one<{ d: string }>(sql`select (current_date + ${offset}::int)::text as d`)).d;

let client: { id: string; name: string };
let emptyClient: { id: string; name: string };
let ownProject: { id: string; name: string };
let foreignProject: { id: string; name: string };
const fx = {} as Record<
  'startsToday' | 'endsToday' | 'endedYesterday' | 'startsTomorrow' | 'inactive' | 'inactiveFuture' | 'openEnded' | 'eur',
  string
>;

async function insertClient(name: string) {
  return one<{ id: string; name: string }>(sql`
    insert into clients (name, contact_person, email, status) values (${name}, 'Pat Payer', 'pat@example.test', 'active')
    returning id, name`);
}

async function insertRevenue(v: {
  description: string;
  cents: number;
  start: number;
  end?: number | null;
  active?: boolean;
  currency?: string;
  clientId?: string;
}) {
  const start = await day(v.start);
  const end = v.end === undefined || v.end === null ? null : await day(v.end);
  const row = await one<{ id: string }>(sql`
    insert into client_revenue (client_id, description, amount_minor, currency, start_date, end_date, is_active)
    values (${v.clientId ?? client.id}, ${v.description}, ${v.cents}, ${v.currency ?? 'USD'}, ${start}, ${end}, ${v.active ?? true})
    returning id`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) cookies[role] = await t.as(DEMO_ACCOUNTS[role]);
  client = await insertClient('Revenue Fixture Co');
  emptyClient = await insertClient('No Revenue Yet Ltd');
  ownProject = await one(sql`insert into projects (name, client_id) values ('Fixture Portal', ${client.id}) returning id, name`);
  foreignProject = await one(sql`select id, name from projects where client_id <> ${client.id} order by id limit 1`);

  fx.startsToday = await insertRevenue({ description: 'starts today', cents: 10_001, start: 0 });
  fx.endsToday = await insertRevenue({ description: 'ends today', cents: 20_002, start: -30, end: 0 });
  fx.endedYesterday = await insertRevenue({ description: 'ended yesterday', cents: 40_004, start: -30, end: -1 });
  fx.startsTomorrow = await insertRevenue({ description: 'starts tomorrow', cents: 80_008, start: 1, end: 400 });
  fx.inactive = await insertRevenue({ description: 'switched off', cents: 160_016, start: -10, active: false });
  // Off wins over a future start: the rules apply in order.
  fx.inactiveFuture = await insertRevenue({ description: 'off and future', cents: 320_032, start: 5, active: false });
  fx.openEnded = await insertRevenue({ description: 'open ended', cents: 640_064, start: -365 });
  fx.eur = await insertRevenue({ description: 'euro retainer', cents: 55_555, start: -3, currency: 'EUR' });
});
afterAll(() => t.close());

const list = async (clientId = client.id, role: DemoRole = 'admin', query = '') => {
  const res = await t.request(`/api/clients/${clientId}/revenue${query}`, { cookie: cookies[role] });
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const byId = (items: Array<{ id: string }>) => Object.fromEntries(items.map((i) => [i.id, i])) as Record<string, any>;
const revenueCount = () => num(sql`select count(*) as n from client_revenue`);

describe('status', () => {
  it('follows the rules in order, with inclusive start and end days', async () => {
    const items = byId((await list()).items);
    expect(items[fx.startsToday].status).toBe('active');
    expect(items[fx.endsToday].status).toBe('active');
    expect(items[fx.endedYesterday].status).toBe('expired');
    expect(items[fx.startsTomorrow].status).toBe('upcoming');
    expect(items[fx.inactive].status).toBe('inactive');
    expect(items[fx.inactiveFuture].status).toBe('inactive');
    expect(items[fx.openEnded].status).toBe('active');
  });

  it('lists newest start first with every field, the project by name', async () => {
    const res = await list();
    const expected = await rows<{ id: string }>(sql`select id from client_revenue where client_id = ${client.id}
                                                   order by start_date desc, created_at desc, id desc`);
    expect(res.items.map((i: { id: string }) => i.id)).toEqual(expected.map((r) => r.id));
    expect(res.total).toBe(8);
    expect(byId(res.items)[fx.startsTomorrow]).toMatchObject({
      clientId: client.id,
      description: 'starts tomorrow',
      amountMinor: 80_008,
      currency: 'USD',
      startDate: await day(1),
      endDate: await day(400),
      isActive: true,
      project: null,
    });
  });

  it('pages', async () => {
    const res = await list(client.id, 'admin', '?pageSize=3&page=2');
    expect(res).toMatchObject({ page: 2, pageSize: 3, total: 8 });
    expect(res.items).toHaveLength(3);
  });
});

describe('cards', () => {
  it('equal SQL sums in USD, with other currencies beside them and never converted', async () => {
    const { stats } = await list();
    const usd = (where: SQL) =>
      num(sql`select coalesce(sum(amount_minor), 0) as n from client_revenue
                                        where client_id = ${client.id} and currency = 'USD' and ${where}`);
    const running = sql`is_active and start_date <= current_date and (end_date is null or end_date >= current_date)`;
    const upcoming = sql`is_active and start_date > current_date`;
    expect(stats.usd.activeMinor).toBe(await usd(running));
    expect(stats.usd.activeMinor).toBe(10_001 + 20_002 + 640_064);
    expect(stats.usd.upcomingMinor).toBe(await usd(upcoming));
    expect(stats.usd.inactiveMinor).toBe(await usd(sql`not is_active`));
    expect(stats.usd.totalMonthlyMinor).toBe(await usd(sql`(${running} or ${upcoming})`));
    expect(stats.usd.counts).toEqual({ total: 7, active: 3, inactive: 2, upcoming: 1, expired: 1 });
    expect(stats.otherCurrencies).toEqual([
      {
        currency: 'EUR',
        totalMonthlyMinor: 55_555,
        activeMinor: 55_555,
        inactiveMinor: 0,
        upcomingMinor: 0,
        counts: { total: 1, active: 1, inactive: 0, upcoming: 0, expired: 0 },
      },
    ]);
  });

  it('are zero for a client without records', async () => {
    const res = await list(emptyClient.id);
    expect(res.items).toEqual([]);
    expect(res.total).toBe(0);
    expect(res.stats.usd).toMatchObject({ totalMonthlyMinor: 0, activeMinor: 0, inactiveMinor: 0, upcomingMinor: 0 });
    expect(res.stats.otherCurrencies).toEqual([]);
  });
});

describe('writes as an admin', () => {
  it('creates with the defaults, stores cents exactly and records a financial activity entry', async () => {
    const res = await t.request(`/api/clients/${client.id}/revenue`, {
      cookie: cookies.admin,
      body: { description: '  Hosting  ', amount: 19.99, startDate: await day(0), projectId: ownProject.id },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({
      description: 'Hosting',
      amountMinor: 1999,
      currency: 'USD',
      isActive: true,
      endDate: null,
      status: 'active',
      project: { id: ownProject.id, name: 'Fixture Portal' },
    });
    const stored = await one<{ amount_minor: string | number }>(sql`select amount_minor from client_revenue where id = ${res.json.id}`);
    expect(Number(stored.amount_minor)).toBe(1999);
    const activity = await one<{ entity_type: string; client_id: string }>(
      sql`select entity_type, client_id from activity_log where entity_id = ${res.json.id} and action = 'revenue.created'`,
    );
    expect(activity).toEqual({ entity_type: 'client_revenue', client_id: client.id });

    // A manager's timeline of the same client leaves it out; the admin's shows it.
    const asManager = await t.request(`/api/clients/${client.id}/activity`, { cookie: cookies.manager });
    const asAdmin = await t.request(`/api/clients/${client.id}/activity`, { cookie: cookies.admin });
    const actions = (r: { json: { items: Array<{ action: string }> } }) => r.json.items.map((i) => i.action);
    expect(actions(asAdmin)).toContain('revenue.created');
    expect(actions(asManager)).not.toContain('revenue.created');
    const dashboard = await t.request('/api/dashboard', { cookie: cookies.manager });
    expect(dashboard.json.recentActivity.map((a: { action: string }) => a.action)).not.toContain('revenue.created');

    await t.request(`/api/revenue/${res.json.id}`, { method: 'DELETE', cookie: cookies.admin });
  });

  it('accepts amounts as strings and the other currencies', async () => {
    const res = await t.request(`/api/clients/${emptyClient.id}/revenue`, {
      cookie: cookies.super_admin,
      body: {
        description: 'Licence',
        amount: '1234.5',
        currency: 'GBP',
        startDate: await day(3),
        endDate: '',
        isActive: true,
        projectId: '',
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toMatchObject({ amountMinor: 123_450, currency: 'GBP', status: 'upcoming', endDate: null, project: null });
    await t.request(`/api/revenue/${res.json.id}`, { method: 'DELETE', cookie: cookies.admin });
  });

  it('updates every field the form sends, and only what is sent', async () => {
    const created = await t.request(`/api/clients/${emptyClient.id}/revenue`, {
      cookie: cookies.admin,
      body: { description: 'Retainer', amount: 500, startDate: await day(-10) },
    });
    const id = created.json.id as string;
    const full = await t.request(`/api/revenue/${id}`, {
      method: 'PATCH',
      cookie: cookies.admin,
      body: {
        amount: '750.25',
        currency: 'CAD',
        description: 'Retainer v2',
        startDate: await day(-10),
        endDate: await day(-1),
        isActive: true,
        projectId: null,
      },
    });
    expect(full.status, full.text).toBe(200);
    expect(full.json).toMatchObject({
      amountMinor: 75_025,
      currency: 'CAD',
      description: 'Retainer v2',
      endDate: await day(-1),
      status: 'expired',
    });

    const partial = await t.request(`/api/revenue/${id}`, { method: 'PATCH', cookie: cookies.admin, body: { isActive: false } });
    expect(partial.status, partial.text).toBe(200);
    // The end date was not sent: it stays.
    expect(partial.json).toMatchObject({ isActive: false, status: 'inactive', endDate: await day(-1), amountMinor: 75_025 });
    expect(await num(sql`select count(*) as n from activity_log where entity_id = ${id} and action = 'revenue.updated'`)).toBe(2);

    const removed = await t.request(`/api/revenue/${id}`, { method: 'DELETE', cookie: cookies.admin });
    expect(removed.status).toBe(204);
    expect(await num(sql`select count(*) as n from client_revenue where id = ${id}`)).toBe(0);
    expect(await num(sql`select count(*) as n from activity_log where entity_id = ${id} and action = 'revenue.deleted'`)).toBe(1);
    const again = await t.request(`/api/revenue/${id}`, { method: 'DELETE', cookie: cookies.admin });
    expect(again.status).toBe(404);
  });
});

describe('validation', () => {
  const cases: Array<[string, () => Promise<Record<string, unknown>>, string, string]> = [
    ['a negative amount', async () => ({ amount: -1 }), 'amount', 'Amount must be 0 or more'],
    ['three decimals', async () => ({ amount: '10.001' }), 'amount', 'Amount can have at most 2 decimal places'],
    ['no amount', async () => ({ amount: undefined }), 'amount', 'Amount is required'],
    ['a word for an amount', async () => ({ amount: 'lots' }), 'amount', 'Amount must be a number'],
    ['an unknown currency', async () => ({ currency: 'CHF' }), 'currency', 'Currency must be one of USD, EUR, GBP, CAD, AUD, JPY, KWD'],
    ['an empty description', async () => ({ description: '   ' }), 'description', 'Description is required'],
    ['no start date', async () => ({ startDate: '' }), 'startDate', 'Start date is required'],
    ['an impossible date', async () => ({ startDate: '2026-02-30' }), 'startDate', 'Not a real date'],
    [
      'an end before the start',
      async () => ({ startDate: await day(0), endDate: await day(-1) }),
      'endDate',
      'End date must be on or after the start date',
    ],
    ['a project of another client', async () => ({ projectId: foreignProject.id }), 'projectId', 'The project must belong to this client'],
    ['an unknown field', async () => ({ amount_minor: 5 }), 'amount_minor', 'Unknown field.'],
    ['a boolean for an amount', async () => ({ amount: true }), 'amount', 'Amount must be a number'],
    ['an absurd amount', async () => ({ amount: 1e13 }), 'amount', 'Amount is too large'],
    ['a word for active', async () => ({ isActive: 'yes' }), 'isActive', 'Active must be true or false'],
  ];
  for (const [what, change, field, message] of cases) {
    it(`refuses ${what} with a field message and writes nothing`, async () => {
      const before = await revenueCount();
      const base = { description: 'Valid', amount: 10, startDate: await day(0) };
      const res = await t.request(`/api/clients/${client.id}/revenue`, { cookie: cookies.admin, body: { ...base, ...(await change()) } });
      expect(res.status, res.text).toBe(400);
      expect(res.json.error.fields[field]).toBe(message);
      expect(await revenueCount()).toBe(before);
    });
  }

  it('refuses an update whose end falls before the stored start, or a foreign project, and changes nothing', async () => {
    const before = await one(sql`select * from client_revenue where id = ${fx.openEnded}`);
    const end = await t.request(`/api/revenue/${fx.openEnded}`, {
      method: 'PATCH',
      cookie: cookies.admin,
      body: { endDate: await day(-400) },
    });
    expect(end.status).toBe(400);
    expect(end.json.error.fields).toEqual({ endDate: 'End date must be on or after the start date' });
    const project = await t.request(`/api/revenue/${fx.openEnded}`, {
      method: 'PATCH',
      cookie: cookies.admin,
      body: { projectId: foreignProject.id },
    });
    expect(project.status).toBe(400);
    expect(project.json.error.fields).toEqual({ projectId: 'The project must belong to this client' });
    const amount = await t.request(`/api/revenue/${fx.openEnded}`, { method: 'PATCH', cookie: cookies.admin, body: { amount: 1.005 } });
    expect(amount.status).toBe(400);
    const json = await t.request(`/api/revenue/${fx.openEnded}`, { method: 'PATCH', cookie: cookies.admin, rawBody: '{"amount":' });
    expect(json.status).toBe(400);
    expect(await one(sql`select * from client_revenue where id = ${fx.openEnded}`)).toEqual(before);
  });
});

describe('who may', () => {
  const refused: DemoRole[] = ['manager', 'developer', 'designer', 'support', 'client_primary', 'client_additional'];
  for (const role of refused) {
    it(`answers 403 to ${role} for every route and writes nothing`, async () => {
      const before = await revenueCount();
      const cookie = cookies[role];
      const body = { description: 'Sneaky', amount: 1, startDate: await day(0) };
      expect((await t.request(`/api/clients/${client.id}/revenue`, { cookie })).status).toBe(403);
      expect((await t.request(`/api/clients/${client.id}/revenue`, { cookie, body })).status).toBe(403);
      expect((await t.request(`/api/revenue/${fx.openEnded}`, { method: 'PATCH', cookie, body: { amount: 2 } })).status).toBe(403);
      expect((await t.request(`/api/revenue/${fx.openEnded}`, { method: 'DELETE', cookie })).status).toBe(403);
      expect(await revenueCount()).toBe(before);
    });
  }

  it('answers 401 without a session', async () => {
    expect((await t.request(`/api/clients/${client.id}/revenue`)).status).toBe(401);
  });

  it('answers 404 for an unknown client or record, and for ids that are no ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/api/clients/${unknown}/revenue`, '/api/clients/not-an-id/revenue']) {
      expect((await t.request(path, { cookie: cookies.admin })).status).toBe(404);
      const created = await t.request(path, { cookie: cookies.admin, body: { description: 'x', amount: 1, startDate: await day(0) } });
      expect(created.status).toBe(404);
    }
    for (const id of [unknown, 'nope']) {
      expect((await t.request(`/api/revenue/${id}`, { method: 'PATCH', cookie: cookies.admin, body: { amount: 1 } })).status).toBe(404);
      expect((await t.request(`/api/revenue/${id}`, { method: 'DELETE', cookie: cookies.admin })).status).toBe(404);
    }
  });
});

describe("the dashboard's Monthly Revenue", () => {
  it('is the sum of Active records per currency, by the same rule, never converted', async () => {
    const res = await t.request('/api/dashboard', { cookie: cookies.admin });
    const running = await rows<{ currency: string; n: string }>(sql`select currency, sum(amount_minor) as n from client_revenue
      where is_active and start_date <= current_date and (end_date is null or end_date >= current_date) group by currency order by currency = 'USD' desc, currency`); // the agency's (the demo's USD) first
    expect(res.json.cards.monthlyRevenue).toEqual(running.map((r) => ({ currency: r.currency, amountMinor: Number(r.n) })));

    // The USD figure summed from every client's Active card.
    const clientIds = await rows<{ id: string }>(sql`select distinct client_id as id from client_revenue`);
    let active = 0;
    for (const { id } of clientIds) active += (await list(id)).stats.usd.activeMinor;
    expect(active).toBe(Number(running.find((r) => r.currency === 'USD')?.n ?? 0));
  });
});

type ChartSeries = { currency: string; months: Array<{ month: string; expectedMinor: number; invoicedMinor: number; paidMinor: number }> };

describe("the dashboard's revenue chart", () => {
  it('gives 12 months of expected, invoiced and paid per currency, each equal to an independent SQL sum', async () => {
    const chart: ChartSeries[] = (await t.request('/api/dashboard', { cookie: cookies.admin })).json.revenueChart;
    // The agency's default currency first, then the demo's euro invoices in a series of their own.
    expect(chart[0]!.currency).toBe('USD');
    expect(chart.map((s) => s.currency)).toContain('EUR');
    const thisMonth = (await one<{ m: string }>(sql`select to_char(current_date, 'YYYY-MM') as m`)).m;
    for (const { currency, months } of chart) {
      expect(months).toHaveLength(12);
      expect(months[11]!.month).toBe(thisMonth);
      for (const { month, expectedMinor, invoicedMinor, paidMinor } of months) {
        const start = `${month}-01`;
        const next = sql`(${start}::date + interval '1 month')`;
        expect(expectedMinor).toBe(
          await num(sql`select coalesce(sum(amount_minor), 0) as n from client_revenue where currency = ${currency}
          and is_active and start_date < ${next} and (end_date is null or end_date >= ${start}::date)`),
        );
        // Invoiced: issued (not draft, not void) in the month.
        expect(invoicedMinor, `${currency} ${month}`).toBe(
          await num(sql`select coalesce(sum(amount_minor), 0) as n from invoices where currency = ${currency}
          and status in ('open', 'partially_paid', 'paid', 'uncollectible')
          and coalesce(issued_at, created_at) at time zone 'UTC' >= ${start}::date and coalesce(issued_at, created_at) at time zone 'UTC' < ${next}`),
        );
        // Paid: the money received in the month, payments less refunds, partial ones included.
        expect(paidMinor, `${currency} ${month}`).toBe(
          await num(sql`select coalesce(sum(case when p.kind = 'refund' then -p.amount_minor else p.amount_minor end), 0) as n
          from invoice_payments p join invoices i on i.id = p.invoice_id where p.currency = ${currency}
          and i.status in ('open', 'partially_paid', 'paid', 'uncollectible') and p.paid_on >= ${start}::date and p.paid_on < ${next}`),
        );
      }
    }
    // The demo's euro money is charted in euros, not left out.
    const euros = chart.find((s) => s.currency === 'EUR')!;
    expect(euros.months.some((m) => m.expectedMinor + m.invoicedMinor + m.paidMinor !== 0)).toBe(true);
    expect(chart[0]!.months.some((c) => c.paidMinor > 0)).toBe(true);
  });

  it('is absent for those who may not view financials', async () => {
    const res = await t.request('/api/dashboard', { cookie: cookies.manager });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('revenueChart');
  });
});
